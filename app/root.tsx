import { useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MiddlewareFunction,
  Outlet,
  type RouterContextProvider,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { NavigationProgress } from "./components/ui/navigation-progress.tsx";
import { getApp } from "./boot.server.ts";
import { appContext } from "./lib/context.server.ts";
import { httpCacheMiddleware } from "./lib/http-cache.server.ts";
import { crawlerLimitMiddleware } from "./lib/crawler-limit.server.ts";
import { cacheStateOf, pageCacheMiddleware } from "./lib/page-cache.server.ts";
import { dirOf, I18nProvider, useLocale, useT } from "./lib/i18n/index.ts";
import { DEFAULT_DISPLAY, DisplayProvider } from "./lib/display.ts";
import { readDisplayPrefs } from "./lib/display-prefs.server.ts";
import { fontPreloads } from "./lib/fonts.ts";
import { LOCALE_TAGS, localeOf, localePath } from "./lib/i18n/locale.ts";
import { ZOD_JITLESS_SCRIPT } from "./lib/zod-browser.ts";
import { displayFor, publicSettings } from "./modules/settings/settings.display.ts";
import { getSiteSettings } from "./modules/settings/settings.service.server.ts";
import { apiRateLimitMiddleware } from "./web/api-client.server.ts";

/** Hands every loader, action and nested middleware the app (database, configuration). */
const appMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(appContext, await getApp());
  return next();
};

const pageCacheSeconds = (context: Readonly<RouterContextProvider>) =>
  context.get(appContext).env.PAGE_CACHE_SECONDS;

/**
 * API calls count against their client's budget first (app/web/api-client.server.ts), cached or not.
 * Crawlers' requests that memory cannot answer then wait for one of CRAWLER_RENDERS places
 * (crawler-limit.server.ts). Public responses are kept in memory for up to PAGE_CACHE_SECONDS
 * (page-cache.server.ts) and get short public caching with ETag/304 (http-cache.server.ts); admin
 * and personal ones are `no-store`.
 */
export const middleware = [
  appMiddleware,
  apiRateLimitMiddleware,
  crawlerLimitMiddleware({
    places: (context) => context.get(appContext).env.CRAWLER_RENDERS,
    cacheState: (request, context) => cacheStateOf(request, pageCacheSeconds(context)),
  }),
  pageCacheMiddleware(pageCacheSeconds),
  httpCacheMiddleware,
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  // The office's own settings (where leads are emailed) never reach a page.
  const settings = publicSettings(await getSiteSettings(app.db));
  const display = displayFor(readDisplayPrefs(request), settings);
  const publicUrl = app.env.PUBLIC_URL ?? null;
  // Absolute URLs (canonical, Open Graph, share links) use PUBLIC_URL when set.
  const origin = publicUrl ?? new URL(request.url).origin;
  // The map's style (issue 24): fetched by the browser only when a visitor opens a map.
  const mapStyle = app.env.MAP_STYLE_URL;
  return { settings, publicUrl, origin, display, mapStyle };
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export const links: Route.LinksFunction = () => [
  // With a precedence, React sends the style sheet (render-blocking) at the top of <head>, before any
  // preload; without one it would queue behind them (the admin's module preloads, the fonts).
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  // Public pages hydrate after `load` (lib/deferred-hydration.server.ts): this mark tells its loader
  // (to replay an early button press) and the browser tests that the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // The page's language is its path's (/ar/…: Arabic, lib/i18n/locale.ts), on the server and in the browser.
  const locale = localeOf(useLocation().pathname);
  return (
    <html lang={LOCALE_TAGS[locale].lang} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111111" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <Meta />
        {/* The faces the first screen of a page in this language sets, as their subset core files
            (ADR 0015, lib/fonts.ts); the others load on demand (font-display: swap). */}
        {fontPreloads(locale).map((font) => (
          <link key={font.href} {...font} />
        ))}
        <Links />
      </head>
      <body className="min-h-dvh bg-white antialiased">
        <I18nProvider locale={locale}>
          <DisplayProvider display={data?.display ?? DEFAULT_DISPLAY}>{children}</DisplayProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * First-party page views (docs/product/api.md `POST /api/analytics/pageview`): one beacon per page shown,
 * including client navigations; nothing under /admin; no query string (it may hold search terms).
 */
function usePageViewBeacon() {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one beacon per navigation (location.key)
  useEffect(() => {
    const path = location.pathname;
    if (/^\/admin(\/|$)/i.test(path)) return;
    const referrer = previous.current ?? document.referrer;
    previous.current = `${window.location.origin}${path}`;
    const body = JSON.stringify({ path, referrer: referrer || undefined });
    try {
      // A string body goes as text/plain: no preflight, and the API accepts it (docs/product/api.md).
      if (!navigator.sendBeacon?.("/api/analytics/pageview", body)) {
        void fetch("/api/analytics/pageview", { method: "POST", body, keepalive: true }).catch(() => {});
      }
    } catch {
      // Analytics must never break the page.
    }
  }, [location.key]);
}

export default function App() {
  const t = useT();
  usePageViewBeacon();
  return (
    <>
      <NavigationProgress label={t("pub.loading")} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const revalidator = useRevalidator();
  const locale = useLocale();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-4xl">{t(notFound ? "state.notFound.title" : "state.error.title")}</h1>
      <p className="text-muted">{t(notFound ? "state.notFound.body" : "state.error.body")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          <button
            type="button"
            onClick={() => revalidator.revalidate()}
            className="rounded-full border border-ink px-6 py-3"
          >
            {revalidator.state === "loading" ? t("pub.error.retrying") : t("state.retry")}
          </button>
        )}
        <a className="rounded-full bg-ink px-6 py-3 text-white" href={localePath(locale, "/")}>
          {t("state.notFound.home")}
        </a>
      </div>
    </main>
  );
}
