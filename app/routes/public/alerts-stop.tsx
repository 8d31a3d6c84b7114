import { metaT, pageMeta } from "../../components/public/seo.ts";
import { LinkProblem, LinkShell, OpenPageLink, PostButton } from "../../components/public/visitor-page.tsx";
import { isolate, useT } from "../../lib/i18n/index.ts";
import type { Route } from "./+types/alerts-stop";
import { actStop, LINK_HEADERS, loadStop } from "./visitor-links.server.ts";
import "../../lib/i18n/visitor.ts";

/**
 * The page of a stop link (issue 23): one alert's (`?t=`), or the favourites' news (`?f=`). Also
 * the List-Unsubscribe address of those emails, which mail clients POST to in one click.
 */
export const loader = (args: Route.LoaderArgs) => loadStop(args);
export const action = (args: Route.ActionArgs) => actStop(args);
export const headers = () => LINK_HEADERS;

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  const title = t("visitor.stop.title");
  return pageMeta({ matches, location }, { title, description: title, noindex: true });
}

export default function AlertsStop({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { kind, view } = actionData ?? loaderData;
  if (view.state === "invalid" || view.state === "expired") return <LinkProblem view={view} />;
  if (view.state === "gone" || view.state === "stopped") {
    const favourites = kind === "favourites";
    return (
      <LinkShell title={t(favourites ? "visitor.stoppedFavourites.title" : "visitor.stopped.title")}>
        <p role="status" className="text-lg text-muted">
          {t(favourites ? "visitor.stoppedFavourites.body" : "visitor.stopped.body")}
        </p>
        {"pageToken" in view && view.pageToken ? (
          <div className="flex flex-wrap gap-3">
            <OpenPageLink token={view.pageToken} />
          </div>
        ) : null}
      </LinkShell>
    );
  }
  if (kind === "favourites")
    return (
      <LinkShell title={t("visitor.stopFavourites.title")}>
        <p className="text-lg text-muted">
          {t("visitor.stopFavourites.lead", { email: isolate(view.email) })}
        </p>
        <div>
          <PostButton>{t("visitor.stopFavourites.button")}</PostButton>
        </div>
      </LinkShell>
    );
  return (
    <LinkShell title={t("visitor.stop.title")}>
      <p className="text-lg text-muted">{t("visitor.stop.lead", { email: isolate(view.email) })}</p>
      {"search" in view ? <p className="font-medium">{view.search.description.join(" · ")}</p> : null}
      <div>
        <PostButton>{t("visitor.stop.button")}</PostButton>
      </div>
    </LinkShell>
  );
}
