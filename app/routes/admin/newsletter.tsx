import { Download, Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, useFetcher, useLocation } from "react-router";
import { ConfirmDialog } from "../../components/admin/dialog.tsx";
import { formatDateTime } from "../../components/admin/labels.ts";
import { adminMeta } from "../../components/admin/meta.ts";
import {
  EmptyState,
  InlineError,
  PageHeader,
  Pagination,
  RowDeleteButton,
  useListLoading,
} from "../../components/admin/parts.tsx";
import type { EditorResult } from "../../components/admin/record-editor.tsx";
import { btn, field, table } from "../../components/admin/ui.ts";
import { useActionToast } from "../../components/admin/use-action-toast.ts";
import { isAppError } from "../../lib/errors.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { AdminListQuerySchema } from "../../lib/admin-list.ts";
import { parseQuery } from "../../lib/validation.ts";
import type { Subscriber } from "../../modules/newsletter/newsletter.schema.ts";
import { deleteSubscriber, listSubscribers } from "../../modules/newsletter/newsletter.service.server.ts";
import type { Route } from "./+types/newsletter";
import { adminApp } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = () => adminMeta("admin.newsletter.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const url = new URL(request.url);
  const params = { email: url.searchParams.get("email") ?? "" };
  try {
    const q = parseQuery(AdminListQuerySchema, url.searchParams);
    const page = await listSubscribers(db, actor, { email: q.email, page: q.page ?? 1, pageSize: PAGE_SIZE });
    return {
      items: page.items,
      total: page.total,
      page: page.page,
      pageSize: PAGE_SIZE,
      params,
      error: null,
    };
  } catch (e) {
    if (!isAppError(e) || e.code !== "bad_request") throw e;
    return { items: [] as Subscriber[], total: 0, page: 1, pageSize: PAGE_SIZE, params, error: e.message };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "delete") {
      const email = String(form.get("email") ?? "");
      await deleteSubscriber(db, actor, String(form.get("id") ?? ""));
      return {
        ok: true,
        intent,
        message: translate("en", "admin.newsletter.deleted", { email }),
      } satisfies EditorResult;
    }
    return data<EditorResult>(
      { ok: false, intent, message: translate("en", "admin.action.unknown") },
      { status: 400 },
    );
  } catch (e) {
    if (!isAppError(e)) throw e;
    return data<EditorResult>({ ok: false, intent, message: e.message }, { status: e.status });
  }
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const { items, total, page, pageSize, params, error } = loaderData;
  const loading = useListLoading();
  const fetcher = useFetcher<EditorResult>();
  useActionToast(fetcher);
  const [toDelete, setToDelete] = useState<Subscriber | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setToDelete(null);
  }, [fetcher.state, fetcher.data]);
  const csvHref = `/admin/newsletter.csv${params.email ? `?${new URLSearchParams({ email: params.email })}` : ""}`;

  const deleteButton = (s: Subscriber) => <RowDeleteButton label={s.email} onClick={() => setToDelete(s)} />;

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
      <Form
        method="get"
        role="search"
        className="mb-3 flex flex-wrap items-end gap-2 rounded-lg border border-line bg-white p-3"
      >
        <div className="min-w-48 grow basis-64">
          <label htmlFor="f-email" className={field.label}>
            {t("admin.leads.searchEmail")}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-2.5 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id="f-email"
              name="email"
              type="search"
              defaultValue={params.email}
              key={params.email}
              className={`${field.input} ps-8`}
              placeholder={t("admin.leads.searchPlaceholder")}
            />
          </div>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={btn.secondary}>
            <Search aria-hidden className="size-4" />
            {t("admin.list.apply")}
          </button>
          {params.email ? (
            <Link to={location.pathname} className={btn.ghost}>
              <X aria-hidden className="size-4" />
              {t("admin.list.reset")}
            </Link>
          ) : null}
        </div>
      </Form>

      {error ? <InlineError>{error}</InlineError> : null}

      <div className={`${table.wrap} max-md:max-h-none`} aria-busy={loading}>
        {/* From 768 px a table (SPEC.md §9); below, one card per subscriber. */}
        <table
          className={`${table.table} hidden md:table ${loading ? "opacity-50" : ""}`}
          data-table="newsletter"
        >
          <caption className="sr-only">{t("admin.newsletter.title")}</caption>
          <thead>
            <tr>
              <th scope="col" className={table.th}>
                {t("admin.col.email")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.createdIn")}
              </th>
              <th scope="col" className={`${table.th} text-end`}>
                {t("admin.col.operations")}
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
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
        {items.length === 0 && !error ? (
          <EmptyState
            title={params.email ? t("admin.leads.emptyFiltered") : t("admin.newsletter.empty")}
            body={params.email ? t("admin.leads.emptyFilteredBody") : t("admin.newsletter.emptyBody")}
          />
        ) : null}
      </div>
      <Pagination page={page} pageSize={pageSize} total={total} />

      <ConfirmDialog
        open={toDelete !== null}
        title={t("admin.newsletter.deleteTitle")}
        message={
          <p>
            {t("admin.newsletter.deleteBody.before")} <strong>{toDelete?.email}</strong>
            {t("admin.newsletter.deleteBody.after")}
          </p>
        }
        confirmLabel={t("admin.action.delete")}
        busy={fetcher.state !== "idle"}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete)
            fetcher.submit({ intent: "delete", id: toDelete._id, email: toDelete.email }, { method: "post" });
        }}
      />
    </div>
  );
}
