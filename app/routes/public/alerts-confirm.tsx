import { metaT, pageMeta } from "../../components/public/seo.ts";
import { LinkProblem, LinkShell, OpenPageLink, PostButton } from "../../components/public/visitor-page.tsx";
import { isolate, useT } from "../../lib/i18n/index.ts";
import type { Route } from "./+types/alerts-confirm";
import { actConfirm, LINK_HEADERS, loadConfirm } from "./visitor-links.server.ts";
import "../../lib/i18n/visitor.ts";

/** The page of an alert's confirmation link (issue 23): see visitor-links.server.ts. */
export const loader = (args: Route.LoaderArgs) => loadConfirm(args);
export const action = (args: Route.ActionArgs) => actConfirm(args);
export const headers = () => LINK_HEADERS;

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  const title = t("visitor.confirm.title");
  return pageMeta({ matches, location }, { title, description: title, noindex: true });
}

export default function AlertsConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = actionData?.view ?? loaderData.view;
  if (view.state === "invalid" || view.state === "expired" || view.state === "gone")
    return <LinkProblem view={view} />;
  if (view.state === "confirmed")
    return (
      <LinkShell title={t("visitor.confirmed.title")}>
        <p role="status" className="text-lg text-muted">
          {t("visitor.confirmed.body", { n: view.started, email: isolate(view.email) })}
        </p>
        <div className="flex flex-wrap gap-3">
          <OpenPageLink token={view.pageToken} />
        </div>
      </LinkShell>
    );
  return (
    <LinkShell title={t("visitor.confirm.title")}>
      {view.pending.length ? (
        <>
          <p className="text-lg text-muted">
            {t("visitor.confirm.lead", { email: isolate(view.email), n: view.pending.length })}
          </p>
          <ul className="list-disc ps-6">
            {view.pending.map((s) => (
              <li key={s.id}>{s.description.join(" · ")}</li>
            ))}
          </ul>
          <div>
            <PostButton>{t("visitor.confirm.button")}</PostButton>
          </div>
        </>
      ) : (
        <>
          <p role="status" className="text-lg text-muted">
            {t("visitor.confirm.none", { email: isolate(view.email) })}
          </p>
          <div>
            <PostButton>{t("visitor.openPage")}</PostButton>
          </div>
        </>
      )}
    </LinkShell>
  );
}
