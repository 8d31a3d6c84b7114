import { Link } from "react-router";
import { Download } from "../../components/admin/icons.ts";
import { formatDateTime } from "../../components/admin/labels.ts";
import { EmailSearchFilter, FilterBar, SelectFilter } from "../../components/admin/list-kit/filter-bar.tsx";
import { ListView, Th } from "../../components/admin/list-kit/list-view.tsx";
import { DeleteRowDialog, useRowActions } from "../../components/admin/list-kit/row-delete.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { PageHeader, RowDeleteButton } from "../../components/admin/parts.tsx";
import { btn, table } from "../../components/admin/ui.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import {
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberStatus,
} from "../../modules/newsletter/newsletter.schema.ts";
import {
  deleteSubscriber,
  listSubscribers,
  subscriberStatusCounts,
} from "../../modules/newsletter/newsletter.service.server.ts";
import type { Route } from "./+types/newsletter";
import { adminApp } from "./admin.server.ts";
import { loadSubscriberListPage, runEditorIntent } from "./list.server.ts";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = () => adminMeta("admin.newsletter.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  return loadSubscriberListPage(
    request,
    PAGE_SIZE,
    (query) => listSubscribers(db, actor, query),
    (email) => subscriberStatusCounts(db, actor, email),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const form = await request.formData();
  return runEditorIntent(form, {
    delete: async () => {
      await deleteSubscriber(db, actor, String(form.get("id") ?? ""));
      return translate("en", "admin.newsletter.deleted", { email: String(form.get("email") ?? "") });
    },
  });
}

const STATUS_TONE: Record<SubscriberStatus, string> = {
  confirmed: "bg-green-50 text-green-800 ring-green-700/30",
  pending: "bg-amber-50 text-amber-800 ring-amber-600/40",
  unsubscribed: "bg-stone-100 text-stone-700 ring-stone-300",
  suspended: "bg-red-50 text-red-800 ring-red-700/30",
};

/** Where an address stands, and since when (issue 23). */
function SubscriberState({ s }: { s: Subscriber }) {
  const t = useT();
  const detail =
    s.status === "confirmed"
      ? s.confirmedAt
        ? t("admin.newsletter.confirmedOn", { date: formatDateTime(s.confirmedAt) })
        : t("admin.newsletter.singleOptIn")
      : s.status === "pending"
        ? t("admin.newsletter.pendingSince", { date: formatDateTime(s.subscribedAt) })
        : s.status === "unsubscribed"
          ? t("admin.newsletter.unsubscribedOn", { date: formatDateTime(s.unsubscribedAt ?? s.updatedAt) })
          : t("admin.newsletter.suspendedOn", {
              date: formatDateTime(s.suspendedAt ?? s.updatedAt),
              reason: s.suspendedReason ?? "",
            });
  return (
    <div className="grid justify-items-start gap-0.5">
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_TONE[s.status]}`}
        data-subscriber-status={s.status}
      >
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
        {t(`admin.newsletter.status.${s.status}`)}
      </span>
      <span className="text-xs text-muted [overflow-wrap:anywhere]">{detail}</span>
    </div>
  );
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, params, counts } = loaderData;
  const all = SUBSCRIBER_STATUSES.reduce((n, k) => n + counts[k], 0);
  const filtered = !!params.email || !!params.status;
  const rows = useRowActions<Subscriber>();
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => !!e[1]),
  ).toString();
  const csvHref = `/admin/newsletter.csv${query ? `?${query}` : ""}`;

  const deleteButton = (s: Subscriber) => (
    <RowDeleteButton label={s.email} onClick={() => rows.askDelete(s)} />
  );

  return (
    <div>
      <PageHeader
        title={t("admin.newsletter.title")}
        count={t("admin.newsletter.count", { n: total })}
        actions={
          <>
            <Link to="/admin/newsletter/campaigns" className={btn.primary}>
              {t("admin.campaigns.open")}
            </Link>
            <a href={csvHref} download className={btn.secondary} data-csv>
              <Download aria-hidden className="size-4" />
              {filtered ? t("admin.newsletter.exportFiltered") : t("admin.newsletter.export")}
            </a>
          </>
        }
      />
      <p className="mb-3 text-sm text-muted">{t("admin.newsletter.reach", { n: counts.confirmed })}</p>
      <FilterBar filtered={filtered}>
        <EmailSearchFilter label={t("admin.leads.searchEmail")} value={params.email} />
        <SelectFilter
          name="status"
          label={t("admin.newsletter.statusFilter")}
          value={params.status}
          allLabel={t("admin.newsletter.statusAll", { n: all })}
          options={SUBSCRIBER_STATUSES.map((k) => ({
            value: k,
            label: t("admin.newsletter.statusCount", {
              label: t(`admin.newsletter.status.${k}`),
              n: counts[k],
            }),
          }))}
          className="min-w-48 basis-56"
        />
      </FilterBar>

      {/* From 768 px a table (docs/product/specification.md §9); below, one card per subscriber. */}
      <ListView
        list={loaderData}
        name="newsletter"
        caption={t("admin.newsletter.title")}
        head={
          <>
            <Th>{t("admin.col.email")}</Th>
            <Th>{t("admin.col.status")}</Th>
            <Th>{t("admin.col.createdIn")}</Th>
            <Th className="text-end">{t("admin.col.operations")}</Th>
          </>
        }
        empty={{
          title: filtered ? t("admin.leads.emptyFiltered") : t("admin.newsletter.empty"),
          body: filtered ? t("admin.leads.emptyFilteredBody") : t("admin.newsletter.emptyBody"),
        }}
        cards={items.map((s) => (
          <li key={s._id} className="flex items-center gap-3 px-3 py-2.5">
            <div className="min-w-0 grow">
              <p className="truncate text-sm font-medium">{s.email}</p>
              <SubscriberState s={s} />
              <p className="text-xs text-muted">
                {t("admin.col.createdIn")}: {formatDateTime(s.subscribedAt)}
              </p>
            </div>
            {deleteButton(s)}
          </li>
        ))}
      >
        {items.map((s) => (
          <tr key={s._id} className="hover:bg-paper/60" data-row={s._id}>
            <th scope="row" className={`${table.td} text-start font-normal`}>
              {s.email}
            </th>
            <td className={table.td}>
              <SubscriberState s={s} />
            </td>
            <td className={`${table.td} whitespace-nowrap text-muted tabular-nums`}>
              {formatDateTime(s.subscribedAt)}
            </td>
            <td className={`${table.td} text-end`}>{deleteButton(s)}</td>
          </tr>
        ))}
      </ListView>

      <DeleteRowDialog
        rows={rows}
        title={t("admin.newsletter.deleteTitle")}
        message={(row) => (
          <p>
            {t("admin.newsletter.deleteBody.before")} <strong>{row?.email}</strong>
            {t("admin.newsletter.deleteBody.after")}
          </p>
        )}
        fields={(row) => ({ email: row.email })}
      />
    </div>
  );
}
