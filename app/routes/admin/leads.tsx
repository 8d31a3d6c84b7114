import { data } from "react-router";
import { LEAD_LISTS } from "../../components/admin/admin-lists.ts";
import { formatDateTime, formatDay } from "../../components/admin/labels.ts";
import { TYPE_LABEL } from "../../components/property/enum-labels.ts";
import { LeadEditorExtra, leadEditorFields } from "../../components/admin/lead-editor.tsx";
import { ListView, OpsTh, RowActions, Th } from "../../components/admin/list-kit/list-view.tsx";
import {
  EmailCell,
  inboxRowProps,
  MessageCell,
  PhoneEmail,
  PhoneLines,
  useOpenRecord,
} from "../../components/admin/list-kit/record-rows.tsx";
import {
  configForMatches,
  configForPattern,
  useRouteConfig,
} from "../../components/admin/list-kit/route-config.ts";
import { DeleteRowDialog, useRowActions } from "../../components/admin/list-kit/row-delete.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { ClippedText, LeadStatusTag, PageHeader, UnreadNameCell } from "../../components/admin/parts.tsx";
import { RecordEditor } from "../../components/admin/record-editor.tsx";
import { clip, table } from "../../components/admin/ui.ts";
import { formatAED } from "../../lib/format.ts";
import { type Translate, translate, useT } from "../../lib/i18n/index.ts";
import {
  LEAD_STATUS_LABEL,
  LEAD_STATUSES,
  LEAD_UPDATE_SCHEMAS,
  type Lead,
  type LeadKind,
  type LeadStatus,
  type ListPropertyRequest,
} from "../../modules/leads/leads.schema.ts";
import { deleteLead, listLeads, requireLead, updateLead } from "../../modules/leads/leads.service.server.ts";
import { listStaff } from "../../modules/users/user.service.server.ts";
import { AssigneeName, assigneeChoices, useAssigneeOptions } from "../../components/admin/assignee.tsx";
import type { Route } from "./+types/leads";
import { adminLeadPath } from "../../lib/lead-kinds.ts";
import { CsvExport, isFiltered, LeadFilters } from "../../components/admin/lead-filters.tsx";
import { adminApp } from "./admin.server.ts";
import { useIsAdmin } from "./layout.tsx";
import { formFields, loadLeadListPage, runEditorIntent } from "./list.server.ts";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 20;

/** One module for three screens: the route's entry in LEAD_LISTS says which kind of lead. */
export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(configForMatches(LEAD_LISTS, matches)?.title ?? "admin.leads.contact.title");

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const cfg = configForPattern(LEAD_LISTS, pattern);
  if (!cfg) throw data(null, { status: 404 });
  const [list, staff] = await Promise.all([
    loadLeadListPage(request, PAGE_SIZE, async (filter) => {
      const page = await listLeads(db, actor, cfg.kind, filter);
      return { ...page, items: page.items as Lead[] };
    }),
    listStaff(db, actor),
  ]);
  return { ...list, kind: cfg.kind, staff: assigneeChoices(staff) };
}

/** What the edit dialog sends: the kind's editable fields (its update schema; `read` has its own button). */
const editableFields = (kind: LeadKind) =>
  Object.keys(LEAD_UPDATE_SCHEMAS[kind].shape).filter((k) => k !== "read");

/** A list-your-property request in one line: where, what for, the price and the visit asked for. */
function requestSummary(l: ListPropertyRequest, t: Translate): string {
  const visit = [l.preferredDate ? formatDay(l.preferredDate) : null, l.preferredTime]
    .filter(Boolean)
    .join(" ");
  return (
    [
      l.location || l.address,
      l.type ? t(TYPE_LABEL[l.type]) : null,
      l.price ? formatAED(l.price) : null,
      visit ? t("admin.leads.visit", { when: visit }) : null,
    ]
      .filter(Boolean)
      .join(" · ") || "—"
  );
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
  const { db, actor } = adminApp(context);
  const cfg = configForPattern(LEAD_LISTS, pattern);
  if (!cfg) throw data(null, { status: 404 });
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const noun = translate("en", cfg.noun);
  return runEditorIntent(form, {
    // Opening a lead marks it read (it stops counting as new in the sidebar).
    open: async () => {
      await requireLead(db, actor, cfg.kind, id, { markRead: true });
      return "";
    },
    unread: async () => {
      await updateLead(db, actor, cfg.kind, id, { read: false });
      return translate("en", "admin.leads.markedUnread");
    },
    update: async () => {
      const saved = await updateLead(db, actor, cfg.kind, id, formFields(form, editableFields(cfg.kind)));
      return translate("en", "admin.leads.saved", { noun, name: saved.name });
    },
    delete: async () => {
      await deleteLead(db, actor, cfg.kind, id);
      return translate("en", "admin.leads.deleted", { noun });
    },
  });
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const cfg = useRouteConfig(LEAD_LISTS) ?? LEAD_LISTS["admin-contact"];
  const { items, total, params, kind, staff } = loaderData;
  const rows = useRowActions<Lead>();
  const isAdmin = useIsAdmin();
  const { editing, open, close } = useOpenRecord<Lead>();
  const filtered = isFiltered(params);
  const statusOptions = LEAD_STATUSES.map((s) => ({ value: s, label: t(LEAD_STATUS_LABEL[s]) }));
  // Reassigning offers the active staff, and whoever has the lead now even if since deactivated.
  const assigneeOptions = useAssigneeOptions(staff.filter((s) => s.active || s.id === editing?.assigneeId));

  return (
    <div>
      <PageHeader
        title={t(cfg.title)}
        count={t("admin.leads.count", { n: total })}
        actions={<CsvExport list={cfg.page} params={params} />}
      />
      <LeadFilters
        params={params}
        staff={staff}
        showAssignee={isAdmin}
        emailLabel={t("admin.leads.searchEmail")}
      />

      <ListView
        list={loaderData}
        name="leads"
        caption={t(cfg.title)}
        head={
          <>
            <Th>{t("admin.col.name")}</Th>
            <Th className={table.notPhone}>{t("admin.col.email")}</Th>
            <Th className={table.wideOnly}>{t("admin.col.phone")}</Th>
            {kind === "listProperty" ? <Th className={table.notPhone}>{t("admin.col.property")}</Th> : null}
            {kind === "enquiry" ? <Th className={table.notPhone}>{t("admin.col.listing")}</Th> : null}
            <Th className={table.notPhone}>{t("admin.col.message")}</Th>
            <Th className={table.notPhone}>{t("admin.col.status")}</Th>
            <Th className={table.notPhone}>{t("admin.col.date")}</Th>
            <OpsTh />
          </>
        }
        empty={{
          title: filtered ? t("admin.leads.emptyFiltered") : t("admin.leads.empty"),
          body: filtered ? t("admin.leads.emptyFilteredBody") : t("admin.leads.emptyBody"),
        }}
      >
        {items.map((lead) => {
          const statusLabel = t(LEAD_STATUS_LABEL[lead.status as LeadStatus]);
          const received = formatDateTime(lead.createdAt);
          return (
            <tr key={lead._id} {...inboxRowProps(lead)}>
              <UnreadNameCell name={lead.name} unread={!lead.readAt} href={adminLeadPath(kind, lead._id)}>
                <PhoneLines>
                  <PhoneEmail email={lead.email} />
                  <LeadStatusTag status={lead.status} label={statusLabel} copy />
                  <span className="tabular-nums">{received}</span>
                </PhoneLines>
              </UnreadNameCell>
              <EmailCell email={lead.email} />
              <td className={`${table.td} ${table.wideOnly} whitespace-nowrap`}>{lead.phone}</td>
              {"location" in lead ? (
                <td className={`${table.td} ${table.notPhone} text-muted`}>
                  <ClippedText text={requestSummary(lead, t)} width={clip.text} />
                </td>
              ) : null}
              {kind === "enquiry" ? (
                <td className={`${table.td} ${table.notPhone} text-muted`}>
                  {"property" in lead && lead.property ? (
                    <ClippedText
                      text={lead.property.name}
                      width={clip.text}
                      href={`/editProperty/${lead.property._id}`}
                      internal
                    />
                  ) : "propertyName" in lead && lead.propertyName ? (
                    <ClippedText text={lead.propertyName} width={clip.text} />
                  ) : (
                    "—"
                  )}
                </td>
              ) : null}
              <MessageCell message={lead.message} hide="notPhone" />
              <td className={`${table.td} ${table.notPhone}`}>
                <LeadStatusTag status={lead.status} label={statusLabel} />
                <AssigneeName id={lead.assigneeId} staff={staff} />
              </td>
              <td className={`${table.td} ${table.notPhone} whitespace-nowrap text-muted tabular-nums`}>
                {received}
              </td>
              <RowActions
                label={lead.name}
                onEdit={() => open(lead)}
                onDelete={isAdmin ? () => rows.askDelete(lead) : undefined}
              />
            </tr>
          );
        })}
      </ListView>

      <RecordEditor
        record={editing}
        title={t("admin.leads.editTitle", { noun: t(cfg.noun) })}
        fields={leadEditorFields(
          kind,
          statusOptions,
          t,
          isAdmin ? [{ value: "", label: t("admin.list.assigneeNone") }, ...assigneeOptions] : null,
          editing,
        )}
        onClose={close}
        extra={
          editing ? (
            <LeadEditorExtra
              lead={editing}
              onMarkUnread={() => {
                rows.post({ intent: "unread", id: editing._id });
                close();
              }}
            />
          ) : null
        }
      />

      <DeleteRowDialog
        rows={rows}
        title={t("admin.leads.deleteTitle", { noun: t(cfg.noun) })}
        message={(row) => (
          <p>
            {t("admin.leads.deleteBody.before")} <strong>{row?.name}</strong> ({row?.email})
            {t("admin.leads.deleteBody.after")}
          </p>
        )}
      />
    </div>
  );
}
