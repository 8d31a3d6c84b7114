import { KeyRound } from "../../components/icons.ts";
import { Ban } from "../../components/admin/icons.ts";
import { useCallback, useState } from "react";
import { ConfirmedPost } from "../../components/admin/confirmed-post.tsx";
import { ChoiceGroup, useFieldParts } from "../../components/admin/form-guards.tsx";
import { formatDateTime } from "../../components/admin/labels.ts";
import { cardFact, Required } from "../../components/admin/parts.tsx";
import {
  EditorDialog,
  type EditorFormState,
  type EditorResult,
} from "../../components/admin/record-editor.tsx";
import { btn, field } from "../../components/admin/ui.ts";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import {
  API_TOKEN_LIFETIMES,
  API_TOKEN_ROLES,
  type ApiTokenRole,
  type ApiTokenSummary,
} from "../../modules/auth/auth.schema.ts";
import "../../lib/i18n/admin.ts";

// The API tokens page's parts (api-tokens.tsx): the state and role of a token, revoking it, a
// token as a card on a phone, and the dialog that makes one.

/** What the action answers: a new token's value comes back in this one answer only. */
export interface TokenResult extends EditorResult {
  token?: string;
  name?: string;
}

const ROLE_LABEL: Record<ApiTokenRole, MessageKey> = {
  read: "admin.apiTokens.role.read",
  agent: "admin.apiTokens.role.agent",
  admin: "admin.apiTokens.role.admin",
};
const ROLE_HINT: Record<ApiTokenRole, MessageKey> = {
  read: "admin.apiTokens.role.read.hint",
  agent: "admin.apiTokens.role.agent.hint",
  admin: "admin.apiTokens.role.admin.hint",
};
const LIFETIME_LABEL: Record<(typeof API_TOKEN_LIFETIMES)[number], MessageKey> = {
  "30": "admin.apiTokens.lifetime.30",
  "90": "admin.apiTokens.lifetime.90",
  "365": "admin.apiTokens.lifetime.365",
  never: "admin.apiTokens.lifetime.never",
};
const STATE_LABEL: Record<ApiTokenSummary["state"], MessageKey> = {
  active: "admin.apiTokens.state.active",
  expired: "admin.apiTokens.state.expired",
  revoked: "admin.apiTokens.state.revoked",
};

function StateTag({ state }: { state: ApiTokenSummary["state"] }) {
  const t = useT();
  const tone =
    state === "active"
      ? "bg-green-50 text-green-800 ring-green-700/30"
      : "bg-stone-100 text-stone-700 ring-stone-300";
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone}`}
      data-state={state}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(STATE_LABEL[state])}
    </span>
  );
}

/** The state, and when a revoked token was revoked. */
export function StateCell({ token }: { token: ApiTokenSummary }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <StateTag state={token.state} />
      {token.revokedAt ? (
        <span className="text-xs text-muted tabular-nums">{formatDateTime(token.revokedAt)}</span>
      ) : null}
    </span>
  );
}

/** "Act as an agent · as Sara Khan": what the token may do, and whose records it carries. */
export function RoleCell({ token }: { token: ApiTokenSummary }) {
  const t = useT();
  return (
    <span className="grid gap-0.5">
      <span className="font-medium">{t(ROLE_LABEL[token.role])}</span>
      <span className="text-xs text-muted [overflow-wrap:anywhere]">
        {t("admin.apiTokens.as", { name: token.user.name })}
      </span>
    </span>
  );
}

export const Maybe = ({ at, none }: { at: string | null; none: string }) =>
  at ? formatDateTime(at) : <span className="text-muted">{none}</span>;

export function RevokeButton({ token }: { token: ApiTokenSummary }) {
  const t = useT();
  return (
    <ConfirmedPost
      hidden={token.state === "revoked"}
      intent="revoke"
      id={token._id}
      icon={Ban}
      label={t("admin.apiTokens.revoke")}
      srLabel={t("admin.apiTokens.revokeLabel", { name: token.name })}
      className={btn.rowDanger}
      name="revoke"
      confirm={{
        title: t("admin.apiTokens.revokeTitle", { name: token.name }),
        message: t("admin.apiTokens.revokeBody"),
        confirmLabel: t("admin.apiTokens.revokeConfirm"),
      }}
    />
  );
}

/** One token below 768 px: everything the row shows, a line a value. */
export function TokenCard({ token }: { token: ApiTokenSummary }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-2 px-3 py-3" data-card={token._id}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere]">{token.name}</p>
        <StateCell token={token} />
      </div>
      <dl className="grid gap-1 text-sm">
        {cardFact(t("admin.apiTokens.col.role"), <RoleCell token={token} />)}
        {cardFact(t("admin.apiTokens.col.created"), formatDateTime(token.createdAt))}
        {cardFact(
          t("admin.apiTokens.col.expires"),
          <Maybe at={token.expiresAt} none={t("admin.apiTokens.noExpiry")} />,
        )}
        {cardFact(
          t("admin.apiTokens.col.lastUsed"),
          <Maybe at={token.lastUsedAt} none={t("admin.apiTokens.never")} />,
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <RevokeButton token={token} />
      </div>
    </li>
  );
}

/** The new-token dialog: name, what it may do (and as which agent), how long it lasts. */
export function CreateDialog({
  open,
  agents,
  onClose,
  onCreated,
}: {
  open: boolean;
  agents: { id: string; name: string }[];
  onClose: () => void;
  onCreated: (r: { token: string; name: string }) => void;
}) {
  const t = useT();
  const onSaved = useCallback(
    (r: TokenResult) => {
      if (r.token) onCreated({ token: r.token, name: r.name ?? "" });
    },
    [onCreated],
  );
  return (
    <EditorDialog<TokenResult>
      open={open}
      title={t("admin.apiTokens.createTitle")}
      onClose={onClose}
      onSaved={onSaved}
      formClassName="grid gap-4"
      formName="token-form"
      size="md"
      submitLabel={t("admin.apiTokens.submit")}
      icon={KeyRound}
    >
      {(form) => <TokenFields {...form} agents={agents} />}
    </EditorDialog>
  );
}

/** The new token's fields, mounted each time the dialog opens (so it starts read-only again). */
function TokenFields({
  uid,
  errors,
  busy,
  agents,
}: EditorFormState & { agents: { id: string; name: string }[] }) {
  const t = useT();
  const [role, setRole] = useState<ApiTokenRole>("read");
  const parts = useFieldParts(uid, errors);
  const { idOf, describedBy, hintOf, errorOf } = parts;
  return (
    <>
      <input type="hidden" name="intent" value="create" />
      <div data-field="name">
        <label htmlFor={idOf("name")} className={field.label}>
          {t("admin.apiTokens.field.name")}
          <Required />
        </label>
        <input
          id={idOf("name")}
          name="name"
          maxLength={100}
          autoComplete="off"
          aria-required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name", true)}
          readOnly={busy}
          className={field.input}
        />
        {hintOf("name", "admin.apiTokens.field.name.hint")}
        {errorOf("name")}
      </div>

      <ChoiceGroup
        parts={parts}
        name="role"
        legend="admin.apiTokens.field.role"
        required
        choices={API_TOKEN_ROLES}
        labelOf={(r) => ROLE_LABEL[r]}
        checked={(r) => r === "read"}
        onPick={setRole}
        hint={ROLE_HINT[role]}
        invalid={!!errors.role}
        busy={busy}
        listClassName="mt-1 grid gap-2"
      />

      {role === "agent" ? (
        <div data-field="agentId">
          <label htmlFor={idOf("agentId")} className={field.label}>
            {t("admin.apiTokens.field.agentId")}
            <Required />
          </label>
          <select
            id={idOf("agentId")}
            name="agentId"
            defaultValue=""
            aria-required
            aria-invalid={errors.agentId ? true : undefined}
            aria-describedby={describedBy("agentId", agents.length === 0)}
            disabled={busy}
            className={field.input}
          >
            <option value="">{t("admin.apiTokens.field.agentId.choose")}</option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          {agents.length === 0 ? hintOf("agentId", "admin.apiTokens.field.agentId.none") : null}
          {errorOf("agentId")}
        </div>
      ) : null}

      <div data-field="lifetime">
        <label htmlFor={idOf("lifetime")} className={field.label}>
          {t("admin.apiTokens.field.lifetime")}
        </label>
        <select
          id={idOf("lifetime")}
          name="lifetime"
          defaultValue="90"
          aria-invalid={errors.lifetime ? true : undefined}
          aria-describedby={describedBy("lifetime", false)}
          disabled={busy}
          className={field.input}
        >
          {API_TOKEN_LIFETIMES.map((l) => (
            <option key={l} value={l}>
              {t(LIFETIME_LABEL[l])}
            </option>
          ))}
        </select>
        {errorOf("lifetime")}
      </div>
    </>
  );
}
