import { Plus } from "../../components/admin/icons.ts";
import { useCallback, useState } from "react";
import { formatDateTime } from "../../components/admin/labels.ts";
import { ListView, OpsTh, Th } from "../../components/admin/list-kit/list-view.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { OneTimeSecret } from "../../components/admin/one-time-secret.tsx";
import { PageHeader } from "../../components/admin/parts.tsx";
import type { EditorResult } from "../../components/admin/record-editor.tsx";
import { btn, table } from "../../components/admin/ui.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "../../modules/auth/api-tokens.server.ts";
import { listActiveAgents } from "../../modules/users/user.service.server.ts";
import type { Route } from "./+types/api-tokens";
import { appContext } from "../../lib/context.server.ts";
import { adminApp } from "./admin.server.ts";
import { runEditorIntent } from "./list.server.ts";
import {
  type TokenResult,
  StateCell,
  RoleCell,
  Maybe,
  RevokeButton,
  TokenCard,
  CreateDialog,
} from "./api-token-parts.tsx";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.apiTokens.title");

/** Every named token on one page: an agency has a handful of clients, so the list is not paged. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const { env } = context.get(appContext);
  const items = await listApiTokens(db, actor);
  const agents = (await listActiveAgents(db)).map((a) => ({ id: a._id, name: a.name }));
  return {
    items,
    agents,
    origins: env.CORS_ORIGINS,
    loginHours: env.API_LOGIN_TOKEN_HOURS,
    total: items.length,
    active: items.filter((t) => t.state === "active").length,
    page: 1,
    pageSize: Math.max(items.length, 1),
    error: null as string | null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const form = await request.formData();
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const issued: { token?: string; name?: string } = {};
  const result = await runEditorIntent(form, {
    create: async () => {
      const { token, summary } = await createApiToken(db, actor, {
        name: text("name"),
        role: text("role"),
        agentId: text("agentId") || undefined,
        lifetime: text("lifetime"),
      });
      issued.token = token;
      issued.name = summary.name;
      return translate("en", "admin.apiTokens.created", { name: summary.name });
    },
    revoke: async () => {
      const summary = await revokeApiToken(db, actor, text("id"));
      return translate("en", "admin.apiTokens.revoked", { name: summary.name });
    },
  });
  if (!issued.token) return result;
  return { ...(result as EditorResult), token: issued.token, name: issued.name } satisfies TokenResult;
}

export default function ApiTokensPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, active, agents, origins, loginHours } = loaderData;
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<{ token: string; name: string } | null>(null);
  const close = useCallback(() => setCreating(false), []);
  const onCreated = useCallback((r: { token: string; name: string }) => {
    setCreating(false);
    setIssued(r);
  }, []);

  return (
    <div>
      <PageHeader
        title={t("admin.apiTokens.title")}
        count={t("admin.apiTokens.count", { n: total, active })}
        actions={
          <button type="button" className={btn.primary} onClick={() => setCreating(true)} data-create>
            <Plus aria-hidden className="size-4" />
            {t("admin.apiTokens.create")}
          </button>
        }
      />
      <div className="mb-3 grid max-w-3xl gap-2 text-sm text-muted">
        <p>{t("admin.apiTokens.lead")}</p>
        {origins.length ? (
          <div data-origins>
            <p>{t("admin.apiTokens.origins")}</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {origins.map((o) => (
                <li key={o}>
                  <code className="rounded bg-paper px-1.5 py-0.5 text-xs text-ink [overflow-wrap:anywhere]">
                    {o}
                  </code>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p data-origins="none">{t("admin.apiTokens.noOrigins")}</p>
        )}
        <p>{t("admin.apiTokens.signIn", { hours: loginHours })}</p>
      </div>
      {issued ? (
        <OneTimeSecret
          title={t("admin.apiTokens.secret.title", { name: issued.name })}
          body={t("admin.apiTokens.secret.body")}
          once={t("admin.apiTokens.secret.once")}
          label={t("admin.apiTokens.secret.label")}
          secret={issued.token}
          copied={t("admin.apiTokens.secret.copied")}
          copyFailed={t("admin.apiTokens.secret.copyFailed")}
          dismiss={t("admin.apiTokens.secret.dismiss")}
          onDismiss={() => setIssued(null)}
          data="new-token"
        />
      ) : null}

      <ListView
        list={loaderData}
        name="api-tokens"
        caption={t("admin.apiTokens.title")}
        head={
          <>
            <Th>{t("admin.apiTokens.col.name")}</Th>
            <Th>{t("admin.apiTokens.col.role")}</Th>
            <Th>{t("admin.apiTokens.col.created")}</Th>
            <Th className={table.wideOnly}>{t("admin.apiTokens.col.expires")}</Th>
            <Th>{t("admin.apiTokens.col.lastUsed")}</Th>
            <Th>{t("admin.apiTokens.col.state")}</Th>
            <OpsTh />
          </>
        }
        empty={{ title: t("admin.apiTokens.empty"), body: t("admin.apiTokens.emptyBody") }}
        cards={items.map((token) => <TokenCard key={token._id} token={token} />)}
      >
        {items.map((token) => (
          <tr
            key={token._id}
            className={token.state === "active" ? "hover:bg-paper/60" : "text-muted hover:bg-paper/60"}
            data-row={token._id}
            data-state={token.state}
          >
            <th scope="row" className={`${table.td} min-w-36 text-start font-medium text-ink`}>
              <span className="[overflow-wrap:anywhere]">{token.name}</span>
            </th>
            <td className={`${table.td} min-w-36`}>
              <RoleCell token={token} />
            </td>
            <td className={`${table.td} min-w-28 tabular-nums`}>
              <span className="grid gap-0.5">
                <span>{formatDateTime(token.createdAt)}</span>
                {token.createdBy ? (
                  <span className="text-xs text-muted">
                    {t("admin.apiTokens.by", { name: token.createdBy })}
                  </span>
                ) : null}
              </span>
            </td>
            <td className={`${table.td} ${table.wideOnly} min-w-28 tabular-nums`}>
              <Maybe at={token.expiresAt} none={t("admin.apiTokens.noExpiry")} />
            </td>
            <td className={`${table.td} min-w-28 tabular-nums`}>
              <Maybe at={token.lastUsedAt} none={t("admin.apiTokens.never")} />
            </td>
            <td className={table.td}>
              <StateCell token={token} />
            </td>
            <td className={table.opsTd}>
              <RevokeButton token={token} />
            </td>
          </tr>
        ))}
      </ListView>

      <CreateDialog open={creating} agents={agents} onClose={close} onCreated={onCreated} />
    </div>
  );
}
