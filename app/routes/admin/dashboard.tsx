import { Building2 } from "../../components/icons.ts";
import { Eye, Inbox, Newspaper, ShieldAlert, UserRound } from "../../components/admin/icons.ts";
import { Link } from "react-router";
import { BarList, ColumnChart } from "../../components/admin/charts.tsx";
import { formatDay, STATUS_LABEL } from "../../components/admin/labels.ts";
import { TYPE_LABEL } from "../../components/property/enum-labels.ts";
import { adminMeta } from "../../components/admin/meta.ts";
import { listPathFor } from "../../components/admin/navigation.ts";
import { PageHeader, StatusTag } from "../../components/admin/parts.tsx";
import { table } from "../../components/admin/ui.ts";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/index.ts";
import { getDashboard } from "../../modules/dashboard/dashboard.service.server.ts";
import {
  PERMIT_EXPIRY_WARNING_DAYS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from "../../modules/properties/property.schema.ts";
import type { Route } from "./+types/dashboard";
import { adminApp } from "./admin.server.ts";
import { Stat, ExpiringPermits, SpeedToLead } from "./dashboard-parts.tsx";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.dashboard.title");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  return { dashboard: await getDashboard(db, actor), name: actor.name };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { dashboard: d, name } = loaderData;
  const p = d.properties;
  const unreadLeads = d.leads.unread.contact + d.leads.unread.enquiry + d.leads.unread.listProperty;
  const leadSeries = [
    { key: "contact", label: t("admin.nav.contact"), color: "bg-ink" },
    { key: "enquiry", label: t("admin.nav.enquiry"), color: "bg-sand" },
    { key: "listProperty", label: t("admin.nav.listProperty"), color: "bg-[#8aa1b1]" },
  ];
  const weekLeadTotal = d.leads.perWeek.reduce((n, w) => n + w.contact + w.enquiry + w.listProperty, 0);
  const views = d.views;
  const busiestDay = views?.perDay.reduce(
    (a, b) => (b.views > a.views ? b : a),
    views.perDay[0] ?? { day: "", views: 0 },
  ) ?? { day: "", views: 0 };

  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t("admin.dashboard.title")} count={t("admin.dashboard.welcome", { name })} />

      <section
        aria-label={t("admin.dashboard.summary")}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        <Stat
          icon={<Building2 aria-hidden className="size-4" />}
          label={t("admin.dashboard.listings")}
          value={p.total}
          href="/admin/realEstate"
          detail={t("admin.dashboard.listingsDetail", {
            approved: p.byStatus.approved,
            pending: p.byStatus.notApproved,
            expired: p.byStatus.expired,
          })}
        />
        <Stat
          icon={<Inbox aria-hidden className="size-4" />}
          label={t("admin.dashboard.newLeads")}
          value={d.leads.newThisWeek.total}
          href="/admin/contact"
          detail={t("admin.dashboard.newLeadsDetail", {
            contact: d.leads.newThisWeek.contact,
            enquiry: d.leads.newThisWeek.enquiry,
            listProperty: d.leads.newThisWeek.listProperty,
            unread: unreadLeads,
          })}
        />
        <Stat
          icon={<UserRound aria-hidden className="size-4" />}
          label={t("admin.dashboard.applications")}
          value={d.leads.unread.career}
          href="/admin/career"
          detail={t("admin.dashboard.applicationsDetail", { n: d.leads.newThisWeek.career })}
        />
        <Stat
          icon={<ShieldAlert aria-hidden className="size-4" />}
          label={t("admin.dashboard.nonCompliant")}
          value={d.compliance.nonCompliant}
          href="/admin/realEstate?compliance=no"
          detail={t("admin.dashboard.expiringDetail", {
            n: d.compliance.expiringCount,
            days: PERMIT_EXPIRY_WARNING_DAYS,
          })}
        />
        {d.subscribers ? (
          <Stat
            icon={<Newspaper aria-hidden className="size-4" />}
            label={t("admin.dashboard.subscribers")}
            value={d.subscribers.total}
            href="/admin/newsletter"
            detail={t("admin.dashboard.subscribersDetail", { n: d.subscribers.newThisWeek })}
          />
        ) : null}
      </section>

      {d.compliance.expiring.length ? <ExpiringPermits compliance={d.compliance} /> : null}

      <SpeedToLead speed={d.speed} />

      <section className="min-w-0 rounded-lg border border-line bg-white" aria-labelledby="by-type">
        <h2 id="by-type" className="px-4 pt-4 font-sans text-base font-semibold">
          {t("admin.dashboard.byType")}
        </h2>
        <div className="overflow-x-auto p-2 pt-2 sm:p-4 sm:pt-2">
          <table className={table.table} data-table="by-type">
            <thead>
              <tr>
                <th
                  scope="col"
                  className="border-b border-line px-2 py-2 sm:px-3 text-start text-xs font-semibold text-muted uppercase"
                >
                  {t("admin.col.type")}
                </th>
                {PROPERTY_STATUSES.map((s) => (
                  <th key={s} scope="col" className="border-b border-line px-2 py-2 text-end sm:px-3">
                    {/* On a phone a plain label that may wrap, so the table fits 390 px. */}
                    <span className="max-sm:hidden">
                      <StatusTag status={s} />
                    </span>
                    <span className="text-xs font-semibold text-muted uppercase sm:hidden">
                      {t(STATUS_LABEL[s])}
                    </span>
                  </th>
                ))}
                {/* The total is the Listings figure above on a phone. */}
                <th
                  scope="col"
                  className="border-b border-line px-2 py-2 text-end text-xs font-semibold text-muted uppercase max-sm:hidden sm:px-3"
                >
                  {t("admin.chart.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {PROPERTY_TYPES.map((type) => {
                const row = p.byType[type];
                const sum = PROPERTY_STATUSES.reduce((n, s) => n + row[s], 0);
                return (
                  <tr key={type}>
                    <th
                      scope="row"
                      className="border-b border-line/60 px-2 py-2 sm:px-3 text-start font-medium"
                    >
                      <Link to={listPathFor(type)} className="hover:underline">
                        {t(TYPE_LABEL[type])}
                      </Link>
                    </th>
                    {PROPERTY_STATUSES.map((s) => (
                      <td key={s} className="border-b border-line/60 px-2 py-2 sm:px-3 text-end tabular-nums">
                        {row[s] ? (
                          <Link
                            to={`${listPathFor(type)}?status=${s}`}
                            className="hover:underline"
                            aria-label={t("admin.dashboard.cellLabel", {
                              n: row[s],
                              type: t(TYPE_LABEL[type]),
                              status: t(STATUS_LABEL[s]),
                            })}
                          >
                            {formatNumber(row[s])}
                          </Link>
                        ) : (
                          <span className="text-muted">0</span>
                        )}
                      </td>
                    ))}
                    <td className="border-b border-line/60 px-2 py-2 text-end font-semibold tabular-nums max-sm:hidden sm:px-3">
                      {formatNumber(sum)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      {views ? (
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-3">
          <div className="min-w-0 xl:col-span-2">
            <ColumnChart
              title={t("admin.dashboard.viewsTitle")}
              summary={
                views.total > 0
                  ? t("admin.dashboard.viewsSummary", {
                      total: formatNumber(views.total),
                      day: formatDay(busiestDay.day),
                      max: formatNumber(busiestDay.views),
                    })
                  : t("admin.dashboard.viewsNone")
              }
              labelHeader={t("admin.chart.day")}
              labels={views.perDay.map((x) => formatDay(x.day).replace(/ \d{4}$/, ""))}
              series={[{ key: "views", label: t("admin.chart.views"), color: "bg-ink/80" }]}
              values={views.perDay.map((x) => ({ views: x.views }))}
              tickEvery={7}
              empty={{ title: t("admin.dashboard.viewsNone"), body: t("admin.dashboard.viewsHowTo") }}
            />
          </div>
          <BarList
            title={t("admin.dashboard.topListings")}
            summary={t("admin.dashboard.topListingsSummary")}
            labelHeader={t("admin.col.name")}
            valueHeader={t("admin.chart.views")}
            empty={{
              title: t("admin.dashboard.topListingsNone"),
              body: t("admin.dashboard.topListingsHowTo"),
            }}
            rows={views.topListings.map((r) => ({
              key: r.propertyId,
              text: r.name ?? t("admin.dashboard.deletedListing"),
              href: r.name ? `/editProperty/${r.propertyId}` : undefined,
              value: r.views,
            }))}
          />
        </div>
      ) : null}

      <ColumnChart
        title={t("admin.dashboard.leadsTitle")}
        summary={t("admin.dashboard.leadsSummary", {
          n: weekLeadTotal,
          weeks: d.leads.perWeek.length,
        })}
        labelHeader={t("admin.chart.weekOf")}
        labels={d.leads.perWeek.map((w) => formatDay(w.start).replace(/ \d{4}$/, ""))}
        series={leadSeries}
        values={d.leads.perWeek.map((w) => ({
          contact: w.contact,
          enquiry: w.enquiry,
          listProperty: w.listProperty,
        }))}
        tickEvery={2}
        empty={{
          title: t("admin.dashboard.leadsNone", { weeks: d.leads.perWeek.length }),
          body: t("admin.dashboard.leadsHowTo"),
        }}
      />
      {views ? (
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <Eye aria-hidden className="size-3.5" />
          {t("admin.dashboard.analyticsNote")}
        </p>
      ) : null}
    </div>
  );
}
