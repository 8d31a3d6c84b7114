import { Download } from "../../components/admin/icons.ts";
import { formatDateTime } from "../../components/admin/labels.ts";
import { EmailSearchFilter, FilterBar } from "../../components/admin/list-kit/filter-bar.tsx";
import { ListView, Th } from "../../components/admin/list-kit/list-view.tsx";
import { DeleteRowDialog, useRowActions } from "../../components/admin/list-kit/row-delete.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { PageHeader, RowDeleteButton, useListLoading } from "../../components/admin/parts.tsx";
import { btn, table } from "../../components/admin/ui.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import type { Subscriber } from "../../modules/newsletter/newsletter.schema.ts";
import { deleteSubscriber, listSubscribers } from "../../modules/newsletter/newsletter.service.server.ts";
import type { Route } from "./+types/newsletter";
import { adminApp } from "./admin.server.ts";
import { loadEmailListPage, runEditorIntent } from "./list.server.ts";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = () => adminMeta("admin.newsletter.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  return loadEmailListPage(request, PAGE_SIZE, (query) => listSubscribers(db, actor, query));
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

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, params } = loaderData;
  const loading = useListLoading();
  const rows = useRowActions<Subscriber>();
  const csvHref = `/admin/newsletter.csv${params.email ? `?${new URLSearchParams({ email: params.email })}` : ""}`;

  const deleteButton = (s: Subscriber) => (
    <RowDeleteButton label={s.email} onClick={() => rows.askDelete(s)} />
  );

  return (
    <div>
      <PageHeader
        title={t("admin.newsletter.title")}
        count={t("admin.newsletter.count", { n: total })}
        actions={
          <a href={csvHref} download className={btn.secondary} data-csv>
            <Download aria-hidden className="size-4" />
            {params.email ? t("admin.newsletter.exportFiltered") : t("admin.newsletter.export")}
          </a>
        }
      />
      <FilterBar filtered={!!params.email}>
        <EmailSearchFilter label={t("admin.leads.searchEmail")} value={params.email} />
      </FilterBar>

      {/* From 768 px a table (docs/product/specification.md §9); below, one card per subscriber. */}
      <ListView
        list={loaderData}
        name="newsletter"
        caption={t("admin.newsletter.title")}
        wrapClassName="max-md:max-h-none"
        tableClassName="hidden md:table"
        head={
          <>
            <Th>{t("admin.col.email")}</Th>
            <Th>{t("admin.col.createdIn")}</Th>
            <Th className="text-end">{t("admin.col.operations")}</Th>
          </>
        }
        empty={{
          title: params.email ? t("admin.leads.emptyFiltered") : t("admin.newsletter.empty"),
          body: params.email ? t("admin.leads.emptyFilteredBody") : t("admin.newsletter.emptyBody"),
        }}
        after={
          <ul
            className={`divide-y divide-line md:hidden ${loading ? "opacity-50" : ""}`}
            aria-label={t("admin.newsletter.title")}
          >
            {items.map((s) => (
              <li key={s._id} className="flex items-center gap-3 px-3 py-2.5">
                <div className="min-w-0 grow">
                  <p className="truncate text-sm font-medium">{s.email}</p>
                  <p className="text-xs text-muted">
                    {t("admin.col.createdIn")}: {formatDateTime(s.subscribedAt)}
                  </p>
                </div>
                {deleteButton(s)}
              </li>
            ))}
          </ul>
        }
      >
        {items.map((s) => (
          <tr key={s._id} className="hover:bg-paper/60" data-row={s._id}>
            <th scope="row" className={`${table.td} text-start font-normal`}>
              {s.email}
            </th>
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
