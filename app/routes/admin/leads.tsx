import { MailOpen, Pencil, Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, useFetcher, useLocation, useSubmit } from "react-router";
import { ConfirmDialog } from "../../components/admin/dialog.tsx";
import { formatDateTime, KIND_LABEL, preview, TYPE_LABEL } from "../../components/admin/labels.ts";
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
import { formatAED } from "../../lib/format.ts";
import { type MessageKey, translate, useT } from "../../lib/i18n/index.ts";
import {
  LEAD_STATUS_LABEL,
  LEAD_STATUSES,
  type Lead,
  type LeadKind,
  LeadListQuerySchema,
  type LeadStatus,
} from "../../modules/leads/leads.schema.ts";
import { deleteLead, listLeads, requireLead, updateLead } from "../../modules/leads/leads.service.server.ts";
import { parseQuery } from "../../lib/validation.ts";
import { PROPERTY_KINDS, PROPERTY_TYPES } from "../../modules/properties/property.schema.ts";
import type { Route } from "./+types/leads";
import { adminApp, pagePath } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 20;

interface KindConfig {
  kind: LeadKind;
  title: MessageKey;
  noun: MessageKey;
}

/** One module for three screens: the last path segment says which kind of lead. */
const KINDS: Record<string, KindConfig> = {
  contact: { kind: "contact", title: "admin.leads.contact.title", noun: "admin.leads.contact.noun" },
  enquiry: { kind: "enquiry", title: "admin.leads.enquiry.title", noun: "admin.leads.enquiry.noun" },
  listproperty: {
    kind: "listProperty",
    title: "admin.leads.listProperty.title",
    noun: "admin.leads.listProperty.noun",
  },
};

function kindFor(pathname: string): KindConfig | null {
  return KINDS[pathname.replace(/\/+$/, "").split("/").pop()?.toLowerCase() ?? ""] ?? null;
}

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(kindFor(location.pathname)?.title ?? "admin.leads.contact.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const url = new URL(request.url);
  const cfg = kindFor(pagePath(request));
  if (!cfg) throw data(null, { status: 404 });
  const params = { email: url.searchParams.get("email") ?? "", status: url.searchParams.get("status") ?? "" };
  try {
    const q = parseQuery(LeadListQuerySchema, url.searchParams);
    const page = await listLeads(db, actor, cfg.kind, {
      email: q.email,
      status: q.status,
      page: q.page ?? 1,
      pageSize: PAGE_SIZE,
    });
    return {
      kind: cfg.kind,
      items: page.items as Lead[],
      total: page.total,
      page: page.page,
      pageSize: PAGE_SIZE,
      params,
      error: null,
    };
  } catch (e) {
    if (!isAppError(e) || e.code !== "bad_request") throw e;
    return {
      kind: cfg.kind,
      items: [] as Lead[],
      total: 0,
      page: 1,
      pageSize: PAGE_SIZE,
      params,
      error: e.message,
    };
  }
}

const EDITABLE = [
  "name",
  "email",
  "phone",
  "message",
  "status",
  "location",
  "propertyType",
  "type",
  "bedrooms",
  "price",
];

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context);
  const cfg = kindFor(pagePath(request));
  if (!cfg) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const noun = translate("en", cfg.noun);
  try {
    if (intent === "open") {
      // Opening a lead marks it read (it stops counting as new in the sidebar).
      await requireLead(db, actor, cfg.kind, id, { markRead: true });
      return { ok: true, intent, message: "" } satisfies EditorResult;
    }
    if (intent === "unread") {
      await updateLead(db, actor, cfg.kind, id, { read: false });
      return {
        ok: true,
        intent,
        message: translate("en", "admin.leads.markedUnread"),
      } satisfies EditorResult;
    }
    if (intent === "update") {
      const input: Record<string, string> = {};
      for (const key of EDITABLE) {
        const v = form.get(key);
        if (typeof v === "string") input[key] = v;
      }
      const saved = await updateLead(db, actor, cfg.kind, id, input);
      return {
        ok: true,
        intent,
        message: translate("en", "admin.leads.saved", { noun, name: saved.name }),
      } satisfies EditorResult;
    }
    if (intent === "delete") {
      await deleteLead(db, actor, cfg.kind, id);
      return {
        ok: true,
        intent,
        message: translate("en", "admin.leads.deleted", { noun }),
      } satisfies EditorResult;
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

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const cfg = kindFor(location.pathname) ?? KINDS.contact;
  const { items, total, page, pageSize, params, error, kind } = loaderData;
  const loading = useListLoading();
  const submit = useSubmit();
  const rowFetcher = useFetcher<EditorResult>();
  const openFetcher = useFetcher<EditorResult>();
  useActionToast(rowFetcher);
  const [editing, setEditing] = useState<Lead | null>(null);
  const [toDelete, setToDelete] = useState<Lead | null>(null);
  const filtered = !!(params.email || params.status);

  useEffect(() => {
    if (rowFetcher.state === "idle" && rowFetcher.data?.intent === "delete") setToDelete(null);
  }, [rowFetcher.state, rowFetcher.data]);

  function open(lead: Lead) {
    setEditing(lead);
    if (!lead.readAt) openFetcher.submit({ intent: "open", id: lead._id }, { method: "post" });
  }

  const statusOptions = LEAD_STATUSES.map((s) => ({ value: s, label: t(LEAD_STATUS_LABEL[s]) }));
  const editorFields: EditorField[] = [
    { name: "name", label: "admin.field.personName", kind: "text", required: true },
    { name: "email", label: "admin.field.email", kind: "email", required: true },
    { name: "phone", label: "admin.field.phone", kind: "tel", required: true },
    {
      name: "status",
      label: "admin.field.leadStatus",
      kind: "select",
      required: true,
      options: statusOptions,
    },
    ...(kind === "listProperty"
      ? ([
          { name: "location", label: "admin.field.location", kind: "text", required: true },
          {
            name: "type",
            label: "admin.field.type",
            kind: "select",
            required: true,
            options: PROPERTY_TYPES.map((v) => ({ value: v, label: t(TYPE_LABEL[v]) })),
          },
          {
            name: "propertyType",
            label: "admin.field.propertyType",
            kind: "select",
            required: true,
            options: PROPERTY_KINDS.map((v) => ({ value: v, label: t(KIND_LABEL[v]) })),
          },
          { name: "bedrooms", label: "admin.field.bedrooms", kind: "number", min: 0, max: 50 },
          { name: "price", label: "admin.field.priceAed", kind: "number", min: 0 },
        ] satisfies EditorField[])
      : []),
    {
      name: "message",
      label: "admin.field.leadMessage",
      kind: "textarea",
      required: kind !== "listProperty",
    },
  ];

  return (
    <div>
      <PageHeader title={t(cfg.title)} count={t("admin.leads.count", { n: total })} />
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
        <div className="min-w-36">
          <label htmlFor="f-status" className={field.label}>
            {t("admin.list.status")}
          </label>
          <select
            id="f-status"
            name="status"
            defaultValue={params.status}
            key={params.status}
            className={field.input}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            <option value="">{t("admin.list.statusAll")}</option>
            {statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={btn.secondary}>
            <Search aria-hidden className="size-4" />
            {t("admin.list.apply")}
          </button>
          {filtered ? (
            <Link to={location.pathname} className={btn.ghost}>
              <X aria-hidden className="size-4" />
              {t("admin.list.reset")}
            </Link>
          ) : null}
        </div>
      </Form>

      {error ? <InlineError>{error}</InlineError> : null}

      <div className={table.wrap} aria-busy={loading}>
        <table className={`${table.table} ${loading ? "opacity-50" : ""}`} data-table="leads">
          <caption className="sr-only">{t(cfg.title)}</caption>
          <thead>
            <tr>
              <th scope="col" className={table.th}>
                {t("admin.col.name")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.email")}
              </th>
              <th scope="col" className={`${table.th} hidden min-[1008px]:table-cell`}>
                {t("admin.col.phone")}
              </th>
              {kind === "listProperty" ? (
                <th scope="col" className={table.th}>
                  {t("admin.col.property")}
                </th>
              ) : null}
              {kind === "enquiry" ? (
                <th scope="col" className={table.th}>
                  {t("admin.col.listing")}
                </th>
              ) : null}
              <th scope="col" className={table.th}>
                {t("admin.col.message")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.status")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.date")}
              </th>
              <th scope="col" className={table.opsTh}>
                {t("admin.col.operations")}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((lead) => {
              const unread = !lead.readAt;
              return (
                <tr
                  key={lead._id}
                  className={unread ? "bg-sand-light/40" : "hover:bg-paper/60"}
                  data-row={lead._id}
                  data-unread={unread || undefined}
                >
                  <UnreadNameCell name={lead.name} unread={unread} />
                  <td className={`${table.td} whitespace-nowrap`}>
                    <a href={`mailto:${lead.email}`} className="hover:underline">
                      {lead.email}
                    </a>
                  </td>
                  <td className={`${table.td} hidden whitespace-nowrap min-[1008px]:table-cell`}>
                    {lead.phone}
                  </td>
                  {"location" in lead ? (
                    <td className={`${table.td} whitespace-nowrap text-muted`}>
                      {lead.location} · {t(TYPE_LABEL[lead.type])}
                      {lead.price ? ` · ${formatAED(lead.price)}` : ""}
                    </td>
                  ) : null}
                  {kind === "enquiry" ? (
                    <td className={`${table.td} text-muted`}>
                      {"property" in lead && lead.property ? (
                        <Link
                          to={`/editProperty/${lead.property._id}`}
                          className="line-clamp-1 hover:underline"
                        >
                          {lead.property.name}
                        </Link>
                      ) : (
                        "—"
                      )}
                    </td>
                  ) : null}
                  <td className={`${table.td} min-w-44 text-muted`} data-message>
                    {preview(lead.message, 30) || "—"}
                  </td>
                  <td className={table.td}>
                    <LeadStatusTag
                      status={lead.status}
                      label={t(LEAD_STATUS_LABEL[lead.status as LeadStatus])}
                    />
                  </td>
                  <td className={`${table.td} whitespace-nowrap text-muted tabular-nums`}>
                    {formatDateTime(lead.createdAt)}
                  </td>
                  <td className={table.opsTd}>
                    <div className="flex flex-col items-stretch gap-1">
                      <button type="button" className={btn.row} onClick={() => open(lead)} data-edit>
                        <Pencil aria-hidden className="size-3.5" />
                        {t("admin.action.editViewMore")}
                        <span className="sr-only">: {lead.name}</span>
                      </button>
                      <RowDeleteButton label={lead.name} onClick={() => setToDelete(lead)} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {items.length === 0 && !error ? (
          <EmptyState
            title={filtered ? t("admin.leads.emptyFiltered") : t("admin.leads.empty")}
            body={filtered ? t("admin.leads.emptyFilteredBody") : t("admin.leads.emptyBody")}
          />
        ) : null}
      </div>
      <Pagination page={page} pageSize={pageSize} total={total} />

      <RecordEditor
        open={editing !== null}
        title={t("admin.leads.editTitle", { noun: t(cfg.noun) })}
        description={
          editing ? t("admin.leads.received", { date: formatDateTime(editing.createdAt) }) : undefined
        }
        fields={editorFields}
        values={
          editing
            ? Object.fromEntries(
                Object.entries(editing).map(([k, v]) => [
                  k,
                  v === null || v === undefined || typeof v === "object" ? "" : String(v),
                ]),
              )
            : {}
        }
        hidden={{ intent: "update", id: editing?._id ?? "" }}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
        extra={
          editing ? (
            <div className="flex flex-wrap items-center gap-3 rounded-md bg-paper px-3 py-2 text-sm">
              {"property" in editing && editing.property ? (
                <span>
                  {t("admin.leads.about")}{" "}
                  <Link
                    to={`/editProperty/${editing.property._id}`}
                    className="font-medium underline underline-offset-2"
                  >
                    {editing.property.name}
                  </Link>{" "}
                  <span className="text-muted">({editing.property.location})</span>
                </span>
              ) : (
                <span className="text-muted">{t("admin.leads.readHint")}</span>
              )}
              <button
                type="button"
                className={`${btn.row} ms-auto`}
                onClick={() => {
                  rowFetcher.submit({ intent: "unread", id: editing._id }, { method: "post" });
                  setEditing(null);
                }}
              >
                <MailOpen aria-hidden className="size-3.5" />
                {t("admin.leads.markUnread")}
              </button>
            </div>
          ) : null
        }
      />

      <ConfirmDialog
        open={toDelete !== null}
        title={t("admin.leads.deleteTitle", { noun: t(cfg.noun) })}
        message={
          <p>
            {t("admin.leads.deleteBody.before")} <strong>{toDelete?.name}</strong> ({toDelete?.email})
            {t("admin.leads.deleteBody.after")}
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
