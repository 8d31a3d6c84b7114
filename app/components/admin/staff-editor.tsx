import { type ReactNode, useState } from "react";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { STAFF_ROLES, type StaffRole } from "../../lib/actor.ts";
import { ASSIGNABLE_KINDS, type AssignableKind, type StaffMember } from "../../modules/users/user.schema.ts";
import { ChoiceGroup, useFieldParts } from "./form-guards.tsx";
import { OneTimeSecret } from "./one-time-secret.tsx";
import { Required } from "./parts.tsx";
import { ROLE_LABEL } from "./labels.ts";
import { EditorDialog, type EditorResult } from "./record-editor.tsx";
import { field } from "./ui.ts";
import "../../lib/i18n/admin.ts";

const LEAD_KIND_LABEL: Record<AssignableKind, MessageKey> = {
  contact: "admin.users.kind.contact",
  enquiry: "admin.users.kind.enquiry",
  listProperty: "admin.users.kind.listProperty",
  career: "admin.users.kind.career",
};

/** What the team page's action answers: a created admin's one-time password comes with it. */
export interface StaffResult extends EditorResult {
  /** Only after creating an admin; shown once, never stored in the page's data. */
  temporaryPassword?: string | null;
  person?: { name: string; email: string };
}

/** A new person starts as an active agent who takes the three kinds of lead from the website forms. */
const NEW_MEMBER = {
  name: "",
  email: "",
  role: "agent" as StaffRole,
  phone: "",
  whatsapp: "",
  photoUrl: "",
  languages: "",
  brn: "",
  active: true,
  leadKinds: ["contact", "enquiry", "listProperty"] as AssignableKind[],
};

export function RoleTag({ role }: { role: StaffRole }) {
  const t = useT();
  const tone = role === "admin" ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-ink/30";
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone}`}
      data-role={role}
    >
      {t(ROLE_LABEL[role])}
    </span>
  );
}

/** Active green, inactive grey. */
export function ActiveTag({ active }: { active: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        active ? "bg-green-50 text-green-800 ring-green-700/30" : "bg-stone-100 text-stone-700 ring-stone-300"
      }`}
      data-active={String(active)}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {active ? t("admin.users.active") : t("admin.users.inactive")}
    </span>
  );
}

/** The short names a dense table uses ("List property"); the full ones are in the dialog and on cards. */
const LEAD_KIND_SHORT: Record<AssignableKind, MessageKey> = {
  contact: "admin.users.kind.short.contact",
  enquiry: "admin.users.kind.short.enquiry",
  listProperty: "admin.users.kind.short.listProperty",
  career: "admin.users.kind.short.career",
};

/** The kinds of lead someone takes, as small tags (`short`: the table's names); "None" when none. */
export function LeadKindList({
  kinds,
  short = false,
}: {
  kinds: readonly AssignableKind[];
  short?: boolean;
}) {
  const t = useT();
  if (kinds.length === 0) return <span className="text-xs text-muted">{t("admin.users.none")}</span>;
  return (
    <ul className="flex flex-wrap gap-1" data-lead-kinds={kinds.join(",")}>
      {kinds.map((k) => (
        <li
          key={k}
          className="rounded bg-paper px-1.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-line"
          title={short ? t(LEAD_KIND_LABEL[k]) : undefined}
        >
          {t((short ? LEAD_KIND_SHORT : LEAD_KIND_LABEL)[k])}
        </li>
      ))}
    </ul>
  );
}

interface EditorProps {
  open: boolean;
  /** The person edited; null: a new one. */
  member: StaffMember | null;
  onClose: () => void;
  onSaved: (result: StaffResult) => void;
}

/**
 * The team page's create and edit dialog: every field of a member of staff, saved through the
 * page's action (`intent=create` or `update`). A refused save keeps what was typed and shows the
 * server's message by each field; closing with changes asks first.
 */
export function StaffEditor({ open, member, onClose, onSaved }: EditorProps) {
  const t = useT();
  return (
    <EditorDialog<StaffResult>
      open={open}
      title={member ? t("admin.users.editTitle", { name: member.name }) : t("admin.users.createTitle")}
      onClose={onClose}
      onSaved={onSaved}
      formName="staff-editor"
    >
      {({ uid, errors, busy }) => (
        <>
          <input type="hidden" name="intent" value={member ? "update" : "create"} />
          <input type="hidden" name="id" value={member?._id ?? ""} />
          <StaffFields uid={uid} member={member} errors={errors} busy={busy} />
        </>
      )}
    </EditorDialog>
  );
}

/** The fields, mounted each time the dialog opens, so they start from the person's saved values. */
function StaffFields({
  uid,
  member,
  errors,
  busy,
}: {
  uid: string;
  member: StaffMember | null;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const t = useT();
  const start = member ?? NEW_MEMBER;
  // The role's hint follows the choice; the radios themselves keep what was typed.
  const [role, setRole] = useState<StaffRole>(start.role);
  const parts = useFieldParts(uid, errors);
  const { idOf, describedBy, hintOf, errorOf } = parts;

  const text = (
    name: "name" | "email" | "phone" | "whatsapp" | "photoUrl" | "languages" | "brn",
    opts: {
      type?: "text" | "email" | "tel";
      required?: boolean;
      hint?: MessageKey;
      wide?: boolean;
      inputMode?: "numeric" | "url";
      autoComplete?: string;
    } = {},
  ): ReactNode => (
    <div className={opts.wide ? "sm:col-span-2" : ""} data-field={name}>
      <label htmlFor={idOf(name)} className={field.label}>
        {t(`admin.users.field.${name}`)}
        {opts.required ? <Required /> : null}
      </label>
      <input
        id={idOf(name)}
        name={name}
        type={opts.type ?? "text"}
        defaultValue={start[name]}
        inputMode={opts.inputMode}
        autoComplete={opts.autoComplete ?? "off"}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, !!opts.hint)}
        aria-required={opts.required || undefined}
        readOnly={busy}
        className={field.input}
      />
      {opts.hint ? hintOf(name, opts.hint) : null}
      {errorOf(name)}
    </div>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("name", { required: true })}
      {text("email", { type: "email", required: true })}

      <ChoiceGroup
        parts={parts}
        name="role"
        legend="admin.users.field.role"
        required
        choices={STAFF_ROLES}
        labelOf={(r) => ROLE_LABEL[r]}
        checked={(r) => start.role === r}
        onPick={setRole}
        hint={role === "admin" ? "admin.users.role.admin.hint" : "admin.users.role.agent.hint"}
        invalid={!!errors.role}
        busy={busy}
        className="sm:col-span-2"
        listClassName="mt-1 flex flex-wrap gap-x-6 gap-y-2"
      />

      {text("phone", { type: "tel", autoComplete: "off" })}
      {text("whatsapp", {
        type: "tel",
        inputMode: "numeric",
        hint: "admin.users.field.whatsapp.hint",
      })}
      {text("languages", { hint: "admin.users.field.languages.hint" })}
      {text("brn")}
      {text("photoUrl", { inputMode: "url", hint: "admin.users.field.photoUrl.hint", wide: true })}

      <ChoiceGroup
        parts={parts}
        name="leadKinds"
        legend="admin.users.field.leadKinds"
        multiple
        choices={ASSIGNABLE_KINDS}
        labelOf={(k) => LEAD_KIND_LABEL[k]}
        checked={(k) => start.leadKinds.includes(k)}
        hint="admin.users.field.leadKinds.hint"
        invalid={!!errors.leadKinds}
        busy={busy}
        className="sm:col-span-2"
        listClassName="mt-1 grid gap-2 sm:grid-cols-2"
      />

      <div className="sm:col-span-2" data-field="active">
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input
            id={idOf("active")}
            type="checkbox"
            name="active"
            value="on"
            defaultChecked={start.active}
            disabled={busy}
            aria-invalid={errors.active ? true : undefined}
            aria-describedby={describedBy("active", true)}
            className="size-4 shrink-0 accent-ink"
          />
          {t("admin.users.field.active")}
        </label>
        {hintOf("active", "admin.users.field.active.hint")}
        {errorOf("active")}
      </div>
    </div>
  );
}

/**
 * A created admin's temporary password, shown once: the page holds it only in memory until the
 * admin who made the account closes the panel, and no later page load can show it again.
 */
export function TemporaryPasswordPanel({
  name,
  email,
  password,
  onDismiss,
}: {
  name: string;
  email: string;
  password: string;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <OneTimeSecret
      title={t("admin.users.password.title", { name })}
      body={t("admin.users.password.body", { name, email })}
      once={t("admin.users.password.once")}
      label={t("admin.users.password.label")}
      secret={password}
      copied={t("admin.users.password.copied")}
      copyFailed={t("admin.users.password.copyFailed")}
      dismiss={t("admin.users.password.dismiss")}
      onDismiss={onDismiss}
      data="temporary-password"
    />
  );
}
