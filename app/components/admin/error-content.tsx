import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import { btn } from "./ui.ts";
import "../../lib/i18n/admin.ts";

/** What an admin sees when a page fails: what happened, a retry, and the way back to the dashboard. */
export function AdminErrorContent({ error }: { error: unknown }) {
  const t = useT();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : 0;
  // 404 and 403 are answers, not failures: no retry.
  const notFound = status === 404;
  const forbidden = status === 403;
  const [title, body] = forbidden
    ? (["admin.error.forbiddenTitle", "admin.error.forbiddenBody"] as const)
    : notFound
      ? (["admin.error.notFoundTitle", "admin.error.notFoundBody"] as const)
      : (["admin.error.title", "admin.error.body"] as const);
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-line bg-white px-6 py-10 text-center">
      <h1 className="font-sans text-xl font-semibold">{t(title)}</h1>
      <p className="mt-2 text-sm text-muted">{t(body)}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {notFound || forbidden ? null : (
          <button type="button" className={btn.primary} onClick={() => revalidator.revalidate()}>
            {revalidator.state === "loading" ? t("admin.state.working") : t("admin.error.retry")}
          </button>
        )}
        <Link to="/admin/home" className={btn.secondary}>
          {t("admin.error.home")}
        </Link>
      </div>
    </div>
  );
}
