import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import { btn } from "./ui.ts";
import "../../lib/i18n/admin.ts";

/** What an admin sees when a page fails: what happened, a retry, and the way back to the dashboard. */
export function AdminErrorContent({ error }: { error: unknown }) {
  const t = useT();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-line bg-white px-6 py-10 text-center">
      <h1 className="font-sans text-xl font-semibold">
        {t(notFound ? "admin.error.notFoundTitle" : "admin.error.title")}
      </h1>
      <p className="mt-2 text-sm text-muted">
        {t(notFound ? "admin.error.notFoundBody" : "admin.error.body")}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {notFound ? null : (
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
