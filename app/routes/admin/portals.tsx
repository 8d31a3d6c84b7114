import { RefreshCw, Rss } from "../../components/admin/icons.ts";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "../../components/admin/dialog.tsx";
import { FEED_PROBLEM_LABEL, formatDateTime, PORTAL_LABEL } from "../../components/admin/labels.ts";
import { adminMeta } from "../../components/admin/meta.ts";
import { OneTimeSecret } from "../../components/admin/one-time-secret.tsx";
import { PageHeader } from "../../components/admin/parts.tsx";
import type { EditorResult } from "../../components/admin/record-editor.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { btn, table } from "../../components/admin/ui.ts";
import { appContext } from "../../lib/context.server.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import {
  type PortalReport,
  portalReports,
  revokeFeedToken,
  rotateFeedToken,
} from "../../modules/feeds/feed.service.server.ts";
import type { Portal } from "../../modules/properties/property.schema.ts";
import type { Route } from "./+types/portals";
import { adminApp } from "./admin.server.ts";
import { runEditorIntent } from "./list.server.ts";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.portals.title");

/** Each portal's feed: on or off, how many listings it carries, and every listing left out with why. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const { env } = context.get(appContext);
  const origin = env.PUBLIC_URL ?? new URL(request.url).origin;
  return { reports: await portalReports(db, actor), origin };
}

interface FeedResult extends EditorResult {
  token?: string;
  portal?: Portal;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const form = await request.formData();
  const portal = String(form.get("portal") ?? "");
  let token: string | undefined;
  const result = await runEditorIntent(form, {
    rotate: async () => {
      token = await rotateFeedToken(db, actor, portal);
      return translate("en", "admin.portals.rotated");
    },
    revoke: async () => {
      await revokeFeedToken(db, actor, portal);
      return translate("en", "admin.portals.revoked");
    },
  });
  if (!token) return result;
  return { ...(result as EditorResult), token, portal: portal as Portal } satisfies FeedResult;
}

export const feedPath = (portal: Portal) => `/feeds/${portal}.xml`;

function PortalPanel({ report, origin }: { report: PortalReport; origin: string }) {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<FeedResult>();
  const [asking, setAsking] = useState<"rotate" | "revoke" | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const on = report.tokenCreatedAt !== null;
  const name = t(PORTAL_LABEL[report.portal]);
  useEffect(() => {
    const r = fetcher.data;
    if (fetcher.state !== "idle" || !r) return;
    setAsking(null);
    if (r.ok) {
      toast.success(r.message);
      if (r.token) setSecret(`${origin}${feedPath(report.portal)}?token=${r.token}`);
    } else toast.error(r.message);
  }, [fetcher.state, fetcher.data, toast, origin, report.portal]);
  const headingId = `portal-${report.portal}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-white p-4"
      data-portal={report.portal}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
            <Rss aria-hidden className="size-5 text-sand-dark" />
            {name}
          </h2>
          <p className="mt-1 text-sm text-muted" data-feed-state={on ? "on" : "off"}>
            {on
              ? t("admin.portals.on", { date: formatDateTime(report.tokenCreatedAt ?? "") })
              : t("admin.portals.off")}
          </p>
          <p className="mt-1 text-sm">
            <span data-included>{t("admin.portals.included", { n: report.included })}</span>
            {" · "}
            <span data-excluded>{t("admin.portals.excludedCount", { n: report.excluded.length })}</span>
          </p>
          {report.lastChangedAt ? (
            <p className="mt-1 text-xs text-muted">
              {t("admin.portals.lastChanged", { date: formatDateTime(report.lastChangedAt) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={btn.secondary} onClick={() => setAsking("rotate")} data-rotate>
            <RefreshCw aria-hidden className="size-4" />
            {on ? t("admin.portals.rotate") : t("admin.portals.create")}
          </button>
          {on ? (
            <button type="button" className={btn.rowDanger} onClick={() => setAsking("revoke")} data-revoke>
              {t("admin.portals.turnOff")}
            </button>
          ) : null}
        </div>
      </div>
      {secret ? (
        <div className="mt-3">
          <OneTimeSecret
            title={t("admin.portals.urlTitle", { portal: name })}
            body={t("admin.portals.urlBody")}
            once={t("admin.portals.urlOnce")}
            label={t("admin.portals.urlLabel")}
            secret={secret}
            copied={t("admin.portals.urlCopied")}
            copyFailed={t("admin.portals.urlCopyFailed")}
            dismiss={t("admin.portals.urlDone")}
            onDismiss={() => setSecret(null)}
            data="feed-url"
          />
        </div>
      ) : null}
      {report.excluded.length ? (
        <div className="mt-4 overflow-x-auto">
          <table className={table.table}>
            <caption className="mb-2 text-start text-sm font-semibold">
              {t("admin.portals.excludedTitle")}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={table.th}>
                  {t("admin.portals.col.listing")}
                </th>
                <th scope="col" className={table.th}>
                  {t("admin.portals.col.reasons")}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.excluded.map((x) => (
                <tr key={x.id} data-excluded-listing={x.id}>
                  <td className={`${table.td} [overflow-wrap:anywhere]`}>
                    <Link
                      to={`/editProperty/${x.id}`}
                      className="font-medium underline-offset-2 hover:underline"
                    >
                      {x.name}
                    </Link>
                    {x.reference ? <span className="block text-xs text-muted">{x.reference}</span> : null}
                  </td>
                  <td className={table.td}>
                    <ul className="grid gap-0.5 text-sm">
                      {x.problems.map((p) => (
                        <li key={p} data-problem={p}>
                          {t(FEED_PROBLEM_LABEL[p])}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === "revoke"
            ? t("admin.portals.turnOffTitle", { portal: name })
            : t("admin.portals.rotateTitle", { portal: name })
        }
        message={asking === "revoke" ? t("admin.portals.turnOffBody") : t("admin.portals.rotateBody")}
        confirmLabel={asking === "revoke" ? t("admin.portals.turnOff") : t("admin.portals.rotateConfirm")}
        busy={fetcher.state !== "idle"}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          fetcher.submit({ intent: asking ?? "rotate", portal: report.portal }, { method: "post" })
        }
      />
    </section>
  );
}

export default function Portals({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div>
      <PageHeader title={t("admin.portals.title")} count={t("admin.portals.intro")} />
      <div className="grid gap-4">
        {loaderData.reports.map((r) => (
          <PortalPanel key={r.portal} report={r} origin={loaderData.origin} />
        ))}
      </div>
    </div>
  );
}
