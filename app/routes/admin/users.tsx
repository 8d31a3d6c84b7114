import { KeyRound } from "../../components/icons.ts";
import { Pencil, UserPlus } from "../../components/admin/icons.ts";
import { useCallback, useState } from "react";
import { ConfirmedPost } from "../../components/admin/confirmed-post.tsx";
import { formatDateTime } from "../../components/admin/labels.ts";
import { ListView, OpsTh, Th } from "../../components/admin/list-kit/list-view.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { ClippedText, cardFact, PageHeader } from "../../components/admin/parts.tsx";
import type { EditorResult } from "../../components/admin/record-editor.tsx";
import {
  ActiveTag,
  LeadKindList,
  RoleTag,
  StaffEditor,
  type StaffResult,
  TemporaryPasswordPanel,
} from "../../components/admin/staff-editor.tsx";
import { btn, clip, table } from "../../components/admin/ui.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import type { StaffMember } from "../../modules/users/user.schema.ts";
import {
  createStaff,
  listStaff,
  resetStaffPassword,
  updateStaff,
} from "../../modules/users/user.service.server.ts";
import type { Route } from "./+types/users";
import { adminApp } from "./admin.server.ts";
import { runEditorIntent } from "./list.server.ts";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.users.title");

/** Everyone on one page: a team is a few dozen people at most, so the list is not paged. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const items = await listStaff(db, actor);
  return {
    items,
    total: items.length,
    active: items.filter((m) => m.active).length,
    page: 1,
    pageSize: Math.max(items.length, 1),
    error: null as string | null,
  };
}

const TEXT_FIELDS = ["name", "email", "role", "phone", "whatsapp", "photoUrl", "languages", "brn"] as const;

/** The dialog's fields as the service takes them: every one, an unticked box as false or none. */
function staffInput(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) {
    const v = form.get(key);
    input[key] = typeof v === "string" ? v : "";
  }
  input.active = form.get("active") === "on";
  input.leadKinds = form.getAll("leadKinds").filter((v): v is string => typeof v === "string");
  return input;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const form = await request.formData();
  // A temporary password (a new person's, or a reset) goes back in this one answer, to the admin who asked.
  const issued: { password?: string; person?: { name: string; email: string } } = {};
  const result = await runEditorIntent(form, {
    create: async () => {
      const { member, temporaryPassword } = await createStaff(db, actor, staffInput(form));
      issued.password = temporaryPassword;
      issued.person = { name: member.name, email: member.email };
      return translate("en", "admin.users.created", { name: member.name });
    },
    update: async () => {
      const member = await updateStaff(db, actor, String(form.get("id") ?? ""), staffInput(form));
      return translate("en", "admin.users.saved", { name: member.name });
    },
    resetPassword: async () => {
      const { member, temporaryPassword } = await resetStaffPassword(db, actor, String(form.get("id") ?? ""));
      issued.password = temporaryPassword;
      issued.person = { name: member.name, email: member.email };
      return translate("en", "admin.users.passwordReset", { name: member.name });
    },
  });
  if (!issued.password) return result;
  return {
    ...(result as EditorResult),
    temporaryPassword: issued.password,
    person: issued.person,
  } satisfies StaffResult;
}

function LastLogin({ at }: { at: string | null }) {
  const t = useT();
  return at ? formatDateTime(at) : <span className="text-muted">{t("admin.users.never")}</span>;
}

/**
 * "New password": after a confirmation, the person gets a new temporary password (shown once in the
 * panel at the top), the old one stops working and their sessions end.
 */
function ResetPasswordButton({ m, onIssued }: { m: StaffMember; onIssued: (r: StaffResult) => void }) {
  const t = useT();
  return (
    <ConfirmedPost<StaffResult>
      intent="resetPassword"
      id={m._id}
      icon={KeyRound}
      label={t("admin.users.reset")}
      srLabel={t("admin.users.resetLabel", { name: m.name })}
      className={btn.row}
      name="reset-password"
      confirm={{
        title: t("admin.users.resetTitle", { name: m.name }),
        message: t("admin.users.resetBody", { name: m.name }),
        confirmLabel: t("admin.users.resetConfirm"),
        tone: "neutral",
      }}
      onDone={onIssued}
    />
  );
}

function EditButton({ m, onEdit }: { m: StaffMember; onEdit: () => void }) {
  const t = useT();
  return (
    <button type="button" className={btn.row} onClick={onEdit} data-edit>
      <Pencil aria-hidden className="size-3.5" />
      <span aria-hidden>{t("admin.users.edit")}</span>
      <span className="sr-only">{t("admin.users.editLabel", { name: m.name })}</span>
    </button>
  );
}

/** BRN, languages and last sign-in under the name where their columns are folded away (768–1007 px). */
function FoldedDetails({ m }: { m: StaffMember }) {
  const t = useT();
  return (
    <dl className="mt-1 grid gap-0.5 text-xs font-normal text-muted min-[1008px]:hidden">
      {m.brn ? (
        <div>
          <dt className="inline">{t("admin.users.col.brn")}: </dt>
          <dd className="inline">{m.brn}</dd>
        </div>
      ) : null}
      {m.languages ? (
        <div>
          <dt className="inline">{t("admin.users.col.languages")}: </dt>
          <dd className="inline">{m.languages}</dd>
        </div>
      ) : null}
      <div>
        <dt className="inline">{t("admin.users.col.lastLogin")}: </dt>
        <dd className="inline">
          <LastLogin at={m.lastLoginAt} />
        </dd>
      </div>
    </dl>
  );
}

/** One person below 768 px: everything the table's row shows, one line a value. */
function StaffCard({
  m,
  onEdit,
  onIssued,
}: {
  m: StaffMember;
  onEdit: () => void;
  onIssued: (r: StaffResult) => void;
}) {
  const t = useT();
  return (
    <li className={`flex flex-col gap-2 px-3 py-3 ${m.active ? "" : "bg-paper/70"}`} data-card={m._id}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere]">{m.name}</p>
        <RoleTag role={m.role} />
        <ActiveTag active={m.active} />
      </div>
      <dl className="grid gap-1 text-sm">
        {cardFact(t("admin.users.col.email"), m.email)}
        {m.phone ? cardFact(t("admin.users.col.phone"), m.phone) : null}
        {m.brn ? cardFact(t("admin.users.col.brn"), m.brn) : null}
        {m.languages ? cardFact(t("admin.users.col.languages"), m.languages) : null}
        {cardFact(t("admin.users.col.lastLogin"), <LastLogin at={m.lastLoginAt} />)}
      </dl>
      <div className="grid gap-1 text-sm">
        <p className="text-muted">{t("admin.users.col.leads")}:</p>
        <LeadKindList kinds={m.leadKinds} />
      </div>
      <div className="flex flex-wrap gap-2">
        <EditButton m={m} onEdit={onEdit} />
        <ResetPasswordButton m={m} onIssued={onIssued} />
      </div>
    </li>
  );
}

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, active } = loaderData;
  // `member: null` is a new person; no value: the dialog is closed.
  const [editing, setEditing] = useState<{ member: StaffMember | null } | null>(null);
  const [issued, setIssued] = useState<{ name: string; email: string; password: string } | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const onSaved = useCallback((result: StaffResult) => {
    setEditing(null);
    if (result.temporaryPassword && result.person)
      setIssued({ ...result.person, password: result.temporaryPassword });
  }, []);

  return (
    <div>
      <PageHeader
        title={t("admin.users.title")}
        count={t("admin.users.count", { n: total, active })}
        actions={
          <button
            type="button"
            className={btn.primary}
            onClick={() => setEditing({ member: null })}
            data-create
          >
            <UserPlus aria-hidden className="size-4" />
            {t("admin.users.create")}
          </button>
        }
      />
      <p className="mb-3 max-w-3xl text-sm text-muted">{t("admin.users.lead")}</p>
      {issued ? <TemporaryPasswordPanel {...issued} onDismiss={() => setIssued(null)} /> : null}

      {/* From 768 px a table; below, one card per person (like the newsletter and email lists). */}
      <ListView
        list={loaderData}
        name="users"
        caption={t("admin.users.title")}
        head={
          <>
            <Th>{t("admin.users.col.name")}</Th>
            <Th>{t("admin.users.col.email")}</Th>
            <Th>{t("admin.users.col.phone")}</Th>
            <Th className={table.wideOnly}>{t("admin.users.col.brn")}</Th>
            <Th className={table.wideOnly}>{t("admin.users.col.languages")}</Th>
            <Th>{t("admin.users.col.leads")}</Th>
            <Th>{t("admin.users.col.status")}</Th>
            <Th className={table.wideOnly}>{t("admin.users.col.lastLogin")}</Th>
            <OpsTh />
          </>
        }
        empty={{ title: t("admin.users.empty"), body: t("admin.users.emptyBody") }}
        cards={items.map((m) => (
          <StaffCard key={m._id} m={m} onEdit={() => setEditing({ member: m })} onIssued={onSaved} />
        ))}
      >
        {items.map((m) => (
          <tr
            key={m._id}
            className={m.active ? "hover:bg-paper/60" : "text-muted hover:bg-paper/60"}
            data-row={m._id}
            data-inactive={m.active ? undefined : true}
          >
            <th scope="row" className={`${table.td} min-w-36 text-start font-medium text-ink`}>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 [overflow-wrap:anywhere]">{m.name}</span>
                <RoleTag role={m.role} />
              </span>
              <FoldedDetails m={m} />
            </th>
            <td className={table.td}>
              <ClippedText text={m.email} width={clip.email} href={`mailto:${m.email}`} />
            </td>
            <td className={`${table.td} whitespace-nowrap`}>{m.phone || "—"}</td>
            <td className={`${table.td} ${table.wideOnly} whitespace-nowrap`}>{m.brn || "—"}</td>
            <td className={`${table.td} ${table.wideOnly} min-w-28`}>{m.languages || "—"}</td>
            <td className={`${table.td} min-w-32`}>
              <LeadKindList kinds={m.leadKinds} short />
            </td>
            <td className={table.td}>
              <ActiveTag active={m.active} />
            </td>
            <td className={`${table.td} ${table.wideOnly} min-w-24 tabular-nums`}>
              <LastLogin at={m.lastLoginAt} />
            </td>
            <td className={table.opsTd}>
              <div className="flex flex-col items-stretch gap-1">
                <EditButton m={m} onEdit={() => setEditing({ member: m })} />
                <ResetPasswordButton m={m} onIssued={onSaved} />
              </div>
            </td>
          </tr>
        ))}
      </ListView>

      <StaffEditor
        open={editing !== null}
        member={editing?.member ?? null}
        onClose={close}
        onSaved={onSaved}
      />
    </div>
  );
}
