import { Download } from "../../components/admin/icons.ts";
import { formatDateTime } from "../../components/admin/labels.ts";
import { ListView, OpsTh, RowActions, Th } from "../../components/admin/list-kit/list-view.tsx";
import {
  EmailCell,
  inboxRowProps,
  MessageCell,
  PhoneEmail,
  PhoneLines,
  useOpenRecord,
} from "../../components/admin/list-kit/record-rows.tsx";
import { DeleteRowDialog, useRowActions } from "../../components/admin/list-kit/row-delete.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { ClippedText, LeadStatusTag, PageHeader, UnreadNameCell } from "../../components/admin/parts.tsx";
import { type EditorField, RecordEditor } from "../../components/admin/record-editor.tsx";
import { btn, clip, table } from "../../components/admin/ui.ts";
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
import type { Route } from "./+types/careers";
import { adminLeadPath } from "../../lib/lead-kinds.ts";
import { CsvExport, isFiltered, LeadFilters } from "../../components/admin/lead-filters.tsx";
import { adminApp } from "./admin.server.ts";
import { useIsAdmin } from "./layout.tsx";
import { formFields, loadLeadListPage, runEditorIntent } from "./list.server.ts";
import { listStaff } from "../../modules/users/user.service.server.ts";
import { AssigneeName, assigneeChoices, useAssigneeOptions } from "../../components/admin/assignee.tsx";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = () => adminMeta("admin.careers.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const [list, staff] = await Promise.all([
    loadLeadListPage(request, PAGE_SIZE, (filter) => listApplications(db, actor, filter)),
    listStaff(db, actor),
  ]);
  return { ...list, staff: assigneeChoices(staff) };
}

const EDITABLE = ["name", "email", "phone", "age", "position", "message", "status", "assigneeId"];

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, dataDir } = adminApp(context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  return runEditorIntent(form, {
    open: async () => {
      await requireApplication(db, actor, id, { markRead: true });
      return "";
    },
    update: async () => {
      const saved = await updateApplication(db, actor, id, formFields(form, EDITABLE));
      return translate("en", "admin.careers.saved", { name: saved.name });
    },
    delete: async () => {
      await deleteApplication(db, dataDir, actor, id);
      return translate("en", "admin.careers.deleted");
    },
  });
}

function careerEditorFields(
  editing: CareerApplication | null,
  t: ReturnType<typeof useT>,
  /** Who it can be given to; null: no choice (an agent cannot reassign). */
  assigneeOptions: { value: string; label: string }[] | null,
): EditorField[] {
  // An application keeps a position that is no longer open, so it can be saved unchanged.
  const positions = [...new Set([...CAREER_OPENINGS, ...(editing ? [editing.position] : [])])];
  return [
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
    ...(assigneeOptions
      ? ([
          {
            name: "assigneeId",
            label: "admin.field.assignee",
            kind: "select",
            options: [{ value: "", label: t("admin.list.assigneeNone") }, ...assigneeOptions],
          },
        ] satisfies EditorField[])
      : []),
    { name: "message", label: "admin.field.leadMessage", kind: "textarea" },
  ];
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, params, staff } = loaderData;
  const rows = useRowActions<CareerApplication>();
  const isAdmin = useIsAdmin();
  const { editing, open, close } = useOpenRecord<CareerApplication>();
  const assigneeOptions = useAssigneeOptions(staff.filter((s) => s.active || s.id === editing?.assigneeId));

  return (
    <div>
      <PageHeader
        title={t("admin.careers.title")}
        count={t("admin.careers.count", { n: total })}
        actions={<CsvExport list="/admin/career" params={params} />}
      />
      <LeadFilters
        params={params}
        staff={staff}
        showAssignee={isAdmin}
        emailLabel={t("admin.careers.search")}
      />

      <ListView
        list={loaderData}
        name="careers"
        caption={t("admin.careers.title")}
        head={
          <>
            <Th>{t("admin.col.name")}</Th>
            <Th className={table.notPhone}>{t("admin.col.email")}</Th>
            <Th className={table.wideOnly}>{t("admin.col.message")}</Th>
            <Th className={table.wideOnly}>{t("admin.col.phone")}</Th>
            <Th className={table.wideOnly}>{t("admin.col.position")}</Th>
            <Th className={table.notPhone}>{t("admin.col.status")}</Th>
            <Th className={table.notPhone}>{t("admin.col.cv")}</Th>
            <OpsTh />
          </>
        }
        empty={{
          title: isFiltered(params) ? t("admin.leads.emptyFiltered") : t("admin.careers.empty"),
          body: isFiltered(params) ? t("admin.leads.emptyFilteredBody") : t("admin.careers.emptyBody"),
        }}
      >
        {items.map((a) => {
          const statusLabel = t(CAREER_STATUS_LABEL[a.status]);
          return (
            <tr key={a._id} {...inboxRowProps(a)}>
              <UnreadNameCell name={a.name} unread={!a.readAt} href={adminLeadPath("career", a._id)}>
                <span className="block text-xs font-normal text-muted">{formatDateTime(a.createdAt)}</span>
                <PhoneLines>
                  <PhoneEmail email={a.email} />
                  <LeadStatusTag status={a.status} label={statusLabel} copy />
                </PhoneLines>
              </UnreadNameCell>
              <EmailCell email={a.email} />
              <MessageCell message={a.message} hide="wideOnly" />
              <td className={`${table.td} ${table.wideOnly} whitespace-nowrap`}>{a.phone}</td>
              <td className={`${table.td} ${table.wideOnly}`}>
                <ClippedText text={a.position} width={clip.text} />
              </td>
              <td className={`${table.td} ${table.notPhone}`}>
                <LeadStatusTag status={a.status} label={statusLabel} />
                <AssigneeName id={a.assigneeId} staff={staff} />
              </td>
              <td className={`${table.td} ${table.notPhone} whitespace-nowrap`}>
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
              <RowActions
                label={a.name}
                onEdit={() => open(a)}
                onDelete={isAdmin ? () => rows.askDelete(a) : undefined}
              />
            </tr>
          );
        })}
      </ListView>

      <RecordEditor
        record={editing}
        title={t("admin.careers.editTitle")}
        fields={careerEditorFields(editing, t, isAdmin ? assigneeOptions : null)}
        onClose={close}
        extra={
          editing?.cv ? (
            <a href={`/api/${editing.cv}`} download className={btn.secondary}>
              <Download aria-hidden className="size-4" />
              {t("admin.careers.downloadCvNamed", { file: editing.cvName ?? "CV" })}
            </a>
          ) : null
        }
      />

      <DeleteRowDialog
        rows={rows}
        title={t("admin.careers.deleteTitle")}
        message={(row) => (
          <p>
            {t("admin.careers.deleteBody.before")} <strong>{row?.name}</strong> ({row?.position})
            {t("admin.careers.deleteBody.after")}
          </p>
        )}
      />
    </div>
  );
}
