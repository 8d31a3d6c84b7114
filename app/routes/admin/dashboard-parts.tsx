import type { ReactNode } from "react";
import { Link } from "react-router";
import { BarList } from "../../components/admin/charts.tsx";
import { formatDay, formatDuration } from "../../components/admin/labels.ts";
import { table } from "../../components/admin/ui.ts";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/index.ts";
import { PERMIT_EXPIRY_WARNING_DAYS } from "../../modules/properties/property.schema.ts";
import type { Route } from "./+types/dashboard";
import "../../lib/i18n/admin.ts";

// The dashboard's parts (dashboard.tsx): a figure, the permits about to expire, and the speed
// to lead by agent.

export function Stat({
  icon,
  label,
  value,
  detail,
  href,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  detail?: ReactNode;
  href?: string;
}) {
  const body = (
    <>
      <div className="flex items-center gap-2 text-sm text-muted">
        {icon}
        {label}
      </div>
      <p className="mt-1 text-3xl font-semibold tabular-nums" data-stat>
        {formatNumber(value)}
      </p>
      {detail ? <div className="mt-1 text-xs text-muted">{detail}</div> : null}
    </>
  );
  return href ? (
    <Link to={href} className="block rounded-lg border border-line bg-white p-4 hover:border-ink/30">
      {body}
    </Link>
  ) : (
    <div className="rounded-lg border border-line bg-white p-4">{body}</div>
  );
}

type Compliance = Route.ComponentProps["loaderData"]["dashboard"]["compliance"];

/** Advertised listings whose permit runs out soon, soonest first: renew the permit or stop advertising. */
export function ExpiringPermits({ compliance }: { compliance: Compliance }) {
  const t = useT();
  return (
    <section
      className="min-w-0 rounded-lg border border-line bg-white"
      aria-labelledby="expiring"
      data-expiring
    >
      <h2 id="expiring" className="px-4 pt-4 font-sans text-base font-semibold">
        {t("admin.dashboard.expiringTitle", { days: PERMIT_EXPIRY_WARNING_DAYS })}
      </h2>
      <ul className="divide-y divide-line px-4 pb-2">
        {compliance.expiring.map((x) => (
          <li
            key={x.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 text-sm"
          >
            <Link
              to={`/editProperty/${x.id}`}
              className="min-w-0 font-medium [overflow-wrap:anywhere] hover:underline"
            >
              {x.name}
              {x.reference ? (
                <span className="ms-2 text-xs font-normal text-muted">{x.reference}</span>
              ) : null}
            </Link>
            <span className="whitespace-nowrap text-muted tabular-nums" data-permit-expiry={x.permitExpiry}>
              {t("admin.dashboard.expiresOn", { date: formatDay(x.permitExpiry) })}
            </span>
          </li>
        ))}
      </ul>
      {compliance.expiringCount > compliance.expiring.length ? (
        <p className="px-4 pb-3 text-xs text-muted">
          {t("admin.dashboard.expiringMore", { n: compliance.expiringCount - compliance.expiring.length })}
        </p>
      ) : null}
    </section>
  );
}

type Speed = Route.ComponentProps["loaderData"]["dashboard"]["speed"];

/** A row's late count: highlighted when some lead waited past its first working hour. */
function Late({ n }: { n: number }) {
  const t = useT();
  return n > 0 ? (
    <span
      className="inline-flex rounded-full bg-expired/10 px-2 py-0.5 font-semibold text-expired"
      data-late={n}
    >
      {formatNumber(n)}
      <span className="sr-only"> {t("admin.speed.lateSr")}</span>
    </span>
  ) : (
    <span className="text-muted" data-late="0">
      0
    </span>
  );
}

/** One speed-to-lead table: a row per member of staff or per week. */
function SpeedTable({
  name,
  caption,
  first,
  rows,
}: {
  name: string;
  caption: string;
  first: string;
  rows: { key: string; head: string; leads: number; medianMs: number | null; late: number }[];
}) {
  const t = useT();
  const headers = [first, t("admin.speed.col.leads"), t("admin.speed.col.median"), t("admin.speed.col.late")];
  return (
    <div className="relative min-w-0 overflow-x-auto">
      <table className={table.table} data-table={name}>
        <caption className="pb-2 text-start text-sm font-medium">{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className={table.thWrap}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className={`${table.td} text-muted`}>
                {t("admin.speed.none")}
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.key} data-row-key={r.key}>
                <th scope="row" className={`${table.td} text-start font-medium`}>
                  {r.head}
                </th>
                <td className={`${table.td} tabular-nums`}>{formatNumber(r.leads)}</td>
                <td className={table.td} data-median>
                  {r.medianMs === null ? "—" : formatDuration(r.medianMs, t)}
                </td>
                <td className={table.td}>
                  <Late n={r.late} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Speed to lead (issue 18, item 6): the median time from a lead's arrival to its first response (a
 * status change or note by staff), and the leads that waited past their first working hour (the
 * agency's hours, app/modules/dashboard/working-hours.ts), per member of staff, per week and by source.
 */
export function SpeedToLead({ speed }: { speed: Speed }) {
  const t = useT();
  return (
    <section className="min-w-0 rounded-lg border border-line bg-white" aria-labelledby="speed" data-speed>
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4">
        <h2 id="speed" className="font-sans text-base font-semibold">
          {t("admin.speed.title")}
        </h2>
        <p
          className={`text-sm ${speed.waiting > 0 ? "font-semibold text-expired" : "text-muted"}`}
          data-waiting={speed.waiting}
        >
          {t("admin.speed.waiting", { n: speed.waiting })}
        </p>
      </div>
      <p className="px-4 pt-1 text-xs text-muted">{t("admin.speed.explain")}</p>
      <div className="grid grid-cols-1 gap-4 p-2 sm:p-4 xl:grid-cols-2">
        <SpeedTable
          name="speed-agents"
          caption={t("admin.speed.byAgent")}
          first={t("admin.speed.col.agent")}
          rows={speed.byAgent.map((r) => ({
            ...r,
            key: r.assigneeId ?? "admins",
            head: r.assigneeId ? (r.name ?? t("admin.leadPage.formerStaff")) : t("admin.speed.admins"),
          }))}
        />
        <SpeedTable
          name="speed-weeks"
          caption={t("admin.speed.byWeek", { weeks: speed.weeks })}
          first={t("admin.chart.weekOf")}
          rows={[...speed.byWeek].reverse().map((w) => ({ ...w, key: w.start, head: formatDay(w.start) }))}
        />
      </div>
      <div className="px-2 pb-2 sm:px-4 sm:pb-4">
        <BarList
          title={t("admin.speed.bySource")}
          summary={t("admin.speed.bySourceSummary", { weeks: speed.weeks })}
          labelHeader={t("admin.speed.col.source")}
          valueHeader={t("admin.speed.col.leads")}
          empty={{ title: t("admin.speed.none"), body: t("admin.speed.explain") }}
          rows={speed.bySource.map((r) => ({
            key: r.source,
            text: r.source === "earlier" ? t("admin.speed.sourceEarlier") : r.source,
            value: r.leads,
          }))}
        />
      </div>
    </section>
  );
}
