import { metaT, pageMeta } from "../../components/public/seo.ts";
import { LinkProblem, LinkShell, VisitorPageView } from "../../components/public/visitor-page.tsx";
import { useT } from "../../lib/i18n/index.ts";
import type { Route } from "./+types/my-alerts";
import { actOnPage, LINK_HEADERS, loadVisitorPage } from "./visitor-links.server.ts";
import "../../lib/i18n/visitor.ts";

/**
 * The visitor's own page (issue 23), opened from a signed link in any of their emails: no password.
 * See visitor-links.server.ts; the service checks the link on every read and every change.
 */
export const loader = (args: Route.LoaderArgs) => loadVisitorPage(args);
export const action = (args: Route.ActionArgs) => actOnPage(args);
export const headers = () => LINK_HEADERS;

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  const title = t("visitor.page.title");
  return pageMeta({ matches, location }, { title, description: title, noindex: true });
}

export default function MyAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData?.result;
  if (result?.state === "forgotten")
    return (
      <LinkShell title={t("visitor.page.forgotten.title")} home>
        <p role="status" className="text-lg text-muted">
          {t("visitor.page.forgotten.body")}
        </p>
      </LinkShell>
    );
  const page = loaderData.page;
  if (page.state !== "ok") return <LinkProblem view={page} />;
  return <VisitorPageView page={page} answer={actionData ?? null} />;
}
