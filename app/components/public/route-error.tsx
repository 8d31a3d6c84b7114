import { isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import { NotFoundContent } from "./not-found-content.tsx";

/**
 * A route's error state (docs/product/decisions.md 4): says what happened and offers a retry that reloads the
 * page's data in place (a plain link to the same address without JavaScript). 404s get the
 * not-found page.
 */
export function RouteErrorState() {
  const error = useRouteError();
  const t = useT();
  const revalidator = useRevalidator();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const busy = revalidator.state === "loading";
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center"
    >
      <h1 className="text-3xl md:text-4xl">{t("pub.error.loadTitle")}</h1>
      <p className="text-muted">{t("pub.error.loadBody")}</p>
      <a
        href={`${location.pathname}${location.search}`}
        onClick={(e) => {
          e.preventDefault();
          revalidator.revalidate();
        }}
        aria-disabled={busy || undefined}
        className="inline-flex min-h-12 items-center rounded-full bg-ink px-6 text-white"
      >
        {busy ? t("pub.error.retrying") : t("state.retry")}
      </a>
    </main>
  );
}
