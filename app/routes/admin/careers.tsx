import { Download, Pencil, Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, useFetcher, useLocation } from "react-router";
import { ConfirmDialog } from "../../components/admin/dialog.tsx";
import { formatDateTime, preview } from "../../components/admin/labels.ts";
import { adminMeta } from "../../components/admin/meta.ts";
import {
  EmptyState,
  InlineError,
  LeadStatusTag,
  PageHeader,
  Pagination,
  RowDeleteButton,
  UnreadNameCell,
  useListLoading,
} from "../../components/admin/parts.tsx";
import { type EditorField, type EditorResult, RecordEditor } from "../../components/admin/record-editor.tsx";
import { btn, field, table } from "../../components/admin/ui.ts";
import { useActionToast } from "../../components/admin/use-action-toast.ts";
import { isAppError } from "../../lib/errors.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import {
  CAREER_OPENINGS,
  CAREER_STATUS_LABEL,
  CAREER_STATUSES,
  type CareerApplication,
} from "../../modules/careers/careers.schema.ts";
import {
  deleteApplication,
  listApplications,
  requireApplication,
  updateApplication,
} from "../../modules/careers/careers.service.server.ts";
import { AdminListQuerySchema } from "../../lib/admin-list.ts";
import { parseQuery } from "../../lib/validation.ts";
import type { Route } from "./+types/careers";
import { adminApp } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = () => adminMeta("admin.careers.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const url = new URL(request.url);
  const params = { email: url.searchParams.get("email") ?? "" };
  try {
    const q = parseQuery(AdminListQuerySchema, url.searchParams);
    const page = await listApplications(db, actor, {
      email: q.email,
      page: q.page ?? 1,
      pageSize: PAGE_SIZE,
    });
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
    return {
      items: [] as CareerApplication[],
      total: 0,
      page: 1,
      pageSize: PAGE_SIZE,
      params,
      error: e.message,
    };
  }
}

const EDITABLE = ["name", "email", "phone", "age", "position", "message", "status"];

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, dataDir } = adminApp(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "open") {
      await requireApplication(db, actor, id, { markRead: true });
      return { ok: true, intent, message: "" } satisfies EditorResult;
    }
    if (intent === "update") {
      const input: Record<string, string> = {};
      for (const key of EDITABLE) {
        const v = form.get(key);
        if (typeof v === "string") input[key] = v;
      }
      const saved = await updateApplication(db, actor, id, input);
      return {
        ok: true,
        intent,
        message: translate("en", "admin.careers.saved", { name: saved.name }),
      } satisfies EditorResult;
    }
    if (intent === "delete") {
      await deleteApplication(db, dataDir, actor, id);
      return { ok: true, intent, message: translate("en", "admin.careers.deleted") } satisfies EditorResult;
    }
    return data<EditorResult>(
      { ok: false, intent, message: translate("en", "admin.action.unknown") },
      { status: 400 },
    );
  } catch (e) {
    if (!isAppError(e)) throw e;
    const message = e.code === "validation_failed" ? translate("en", "admin.form.rejected") : e.message;
    return data<EditorResult>({ ok: false, intent, message, fields: e.fields }, { status: e.status });
  }
}

/** Hidden below 1008 px (SPEC.md §9), so the table stays readable on a tablet. */
const WIDE_ONLY = "hidden min-[1008px]:table-cell";

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const { items, total, page, pageSize, params, error } = loaderData;
  const loading = useListLoading();
  const rowFetcher = useFetcher<EditorResult>();
  const openFetcher = useFetcher<EditorResult>();
  useActionToast(rowFetcher);
  const [editing, setEditing] = useState<CareerApplication | null>(null);
  const [toDelete, setToDelete] = useState<CareerApplication | null>(null);

  useEffect(() => {
    if (rowFetcher.state === "idle" && rowFetcher.data?.intent === "delete") setToDelete(null);
  }, [rowFetcher.state, rowFetcher.data]);

  function open(a: CareerApplication) {
    setEditing(a);
    if (!a.readAt) openFetcher.submit({ intent: "open", id: a._id }, { method: "post" });
  }

  const positions = [...new Set([...CAREER_OPENINGS, ...(editing ? [editing.position] : [])])];
  const editorFields: EditorField[] = [
    { name: "name", label: "admin.field.personName", kind: "text", required: true },
    { name: "email", label: "admin.field.email", kind: "email", required: true },
    { name: "phone", label: "admin.field.phone", kind: "tel", required: true },
    { name: "age", label: "admin.field.age", kind: "number", required: true, min: 18, max: 100 },
    {
      name: "position",
      label: "admin.field.position",
      kind: "select",
      required: true,
      options: positions.map((p) => ({ value: p, label: p })),
    },
    {
      name: "status",
      label: "admin.field.leadStatus",
      kind: "select",
      required: true,
      options: CAREER_STATUSES.map((s) => ({ value: s, label: t(CAREER_STATUS_LABEL[s]) })),
    },
    { name: "message", label: "admin.field.leadMessage", kind: "textarea" },
  ];

  return (
    <div>
      <PageHeader title={t("admin.careers.title")} count={t("admin.careers.count", { n: total })} />
      <Form
        method="get"
        role="search"
        className="mb-3 flex flex-wrap items-end gap-2 rounded-lg border border-line bg-white p-3"
      >
        <div className="min-w-48 grow basis-64">
          <label htmlFor="f-email" className={field.label}>
            {t("admin.careers.search")}
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

      <div className={table.wrap} aria-busy={loading}>
        <table className={`${table.table} ${loading ? "opacity-50" : ""}`} data-table="careers">
          <caption className="sr-only">{t("admin.careers.title")}</caption>
          <thead>
            <tr>
              <th scope="col" className={table.th}>
                {t("admin.col.name")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.email")}
              </th>
              <th scope="col" className={`${table.th} ${WIDE_ONLY}`}>
                {t("admin.col.message")}
              </th>
              <th scope="col" className={`${table.th} ${WIDE_ONLY}`}>
                {t("admin.col.phone")}
              </th>
              <th scope="col" className={`${table.th} ${WIDE_ONLY}`}>
                {t("admin.col.position")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.status")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.cv")}
              </th>
              <th scope="col" className={table.opsTh}>
                {t("admin.col.operations")}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((a) => {
              const unread = !a.readAt;
              return (
                <tr
                  key={a._id}
                  className={unread ? "bg-sand-light/40" : "hover:bg-paper/60"}
                  data-row={a._id}
                  data-unread={unread || undefined}
                >
                  <UnreadNameCell name={a.name} unread={unread}>
                    <span className="block text-xs font-normal text-muted">
                      {formatDateTime(a.createdAt)}
                    </span>
                  </UnreadNameCell>
                  <td className={`${table.td} whitespace-nowrap`}>
                    <a href={`mailto:${a.email}`} className="hover:underline">
                      {a.email}
                    </a>
                  </td>
                  <td className={`${table.td} ${WIDE_ONLY} min-w-40 text-muted`} data-message>
                    {preview(a.message, 30) || "—"}
                  </td>
                  <td className={`${table.td} ${WIDE_ONLY} whitespace-nowrap`}>{a.phone}</td>
                  <td className={`${table.td} ${WIDE_ONLY} min-w-32`}>{a.position}</td>
                  <td className={table.td}>
                    <LeadStatusTag status={a.status} label={t(CAREER_STATUS_LABEL[a.status])} />
                  </td>
                  <td className={`${table.td} whitespace-nowrap`}>
                    {a.cv ? (
                      <a href={`/api/${a.cv}`} download className={btn.row} data-cv>
                        <Download aria-hidden className="size-3.5" />
                        {t("admin.careers.downloadCv")}
                        <span className="sr-only">: {a.name}</span>
                      </a>
                    ) : (
                      <span className="text-xs text-muted">{t("admin.careers.noCv")}</span>
                    )}
                  </td>
                  <td className={table.opsTd}>
                    <div className="flex flex-col items-stretch gap-1">
                      <button type="button" className={btn.row} onClick={() => open(a)} data-edit>
                        <Pencil aria-hidden className="size-3.5" />
                        {t("admin.action.editViewMore")}
                        <span className="sr-only">: {a.name}</span>
                      </button>
                      <RowDeleteButton label={a.name} onClick={() => setToDelete(a)} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {items.length === 0 && !error ? (
          <EmptyState
            title={params.email ? t("admin.leads.emptyFiltered") : t("admin.careers.empty")}
            body={params.email ? t("admin.leads.emptyFilteredBody") : t("admin.careers.emptyBody")}
          />
        ) : null}
      </div>
      <Pagination page={page} pageSize={pageSize} total={total} />

      <RecordEditor
        open={editing !== null}
        title={t("admin.careers.editTitle")}
        description={
          editing ? t("admin.leads.received", { date: formatDateTime(editing.createdAt) }) : undefined
        }
        fields={editorFields}
        values={
          editing
            ? {
                name: editing.name,
                email: editing.email,
                phone: editing.phone,
                age: editing.age === null ? "" : String(editing.age),
                position: editing.position,
                message: editing.message,
                status: editing.status,
              }
            : {}
        }
        hidden={{ intent: "update", id: editing?._id ?? "" }}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
        extra={
          editing?.cv ? (
            <a href={`/api/${editing.cv}`} download className={btn.secondary}>
              <Download aria-hidden className="size-4" />
              {t("admin.careers.downloadCvNamed", { file: editing.cvName ?? "CV" })}
            </a>
          ) : null
        }
      />

      <ConfirmDialog
        open={toDelete !== null}
        title={t("admin.careers.deleteTitle")}
        message={
          <p>
            {t("admin.careers.deleteBody.before")} <strong>{toDelete?.name}</strong> ({toDelete?.position})
            {t("admin.careers.deleteBody.after")}
          </p>
        }
        confirmLabel={t("admin.action.delete")}
        busy={rowFetcher.state !== "idle"}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) rowFetcher.submit({ intent: "delete", id: toDelete._id }, { method: "post" });
        }}
      />
    </div>
  );
}
