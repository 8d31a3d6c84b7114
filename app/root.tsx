import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MiddlewareFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { getApp } from "./lib/app.server.ts";
import { appContext } from "./lib/context.server.ts";
import { dirOf, I18nProvider, type Locale, useT } from "./lib/i18n/index.ts";
import { getSiteSettings } from "./modules/settings/settings.service.server.ts";

/** Hands every loader, action and nested middleware the app (database, configuration). */
const appMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(appContext, await getApp());
  return next();
};

export const middleware = [appMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const settings = await getSiteSettings(app.db.db);
  const locale: Locale = "en";
  return { settings, locale, publicUrl: app.env.PUBLIC_URL ?? null };
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const locale = data?.locale ?? "en";
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111111" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white antialiased">
        <I18nProvider locale={locale}>{children}</I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-4xl">{t(notFound ? "state.notFound.title" : "state.error.title")}</h1>
      <p className="text-muted">{t(notFound ? "state.notFound.body" : "state.error.body")}</p>
      <a className="rounded-full bg-ink px-6 py-3 text-white" href="/">
        {t("state.notFound.home")}
      </a>
    </main>
  );
}
