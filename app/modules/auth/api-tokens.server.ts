import { randomBytes } from "node:crypto";
import type { DB } from "../../db/index.server.ts";
import { type Actor, assertAdmin, type StaffActor } from "../../lib/actor.ts";
import { env } from "../../lib/env.server.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import { nowIso } from "../../lib/time.ts";
import { parseInput } from "../../lib/validation.ts";
import type { PublicUser } from "../users/user.service.server.ts";
import { findUserById } from "../users/user.repository.server.ts";
import {
  type ApiTokenRow,
  type ApiTokenWithUser,
  deleteExpiredLoginTokens,
  findApiToken,
  findApiTokenByHash,
  insertApiToken,
  listNamedApiTokens,
  revokeTokenById,
  touchApiToken,
} from "./auth.repository.server.ts";
import { type ApiTokenRole, ApiTokenInputSchema, type ApiTokenSummary } from "./auth.schema.ts";
import { authenticate, type ThrottleSettings } from "./auth.service.server.ts";
import { hashToken } from "./session.server.ts";

/**
 * Bearer tokens for the API (issue 19; docs/security.md "API tokens"): for clients on other origins
 * and outside browsers. A token is 256 random bits behind a recognisable prefix (so a leaked one is
 * easy to spot in logs and repositories); only its SHA-256 is stored. It works for `/api` calls
 * only, never for admin pages, and carries no ambient credential, so it needs no cross-site check.
 *
 * Two kinds: named tokens an admin creates in the admin (read-only, or acting as an agent or as
 * themselves, the admin), shown once, revocable, with their last use; and the short-lived tokens
 * `POST /api/login` hands a client for the email and password of a member of staff.
 */

const API_TOKEN_PREFIX = "dhk_";
const TOKEN_PATTERN = /^dhk_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

const isWellFormedApiToken = (token: string) => TOKEN_PATTERN.test(token);

function newToken(): { token: string; hash: string } {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

function stateOf(row: Pick<ApiTokenRow, "revoked_at" | "expires_at">, now: number): ApiTokenSummary["state"] {
  if (row.revoked_at) return "revoked";
  if (row.expires_at && Date.parse(row.expires_at) <= now) return "expired";
  return "active";
}

/**
 * The member of staff a token acts as, or null when it does not (unknown, revoked, expired, or its
 * user deactivated). A token never gives more than its user has now: an `admin` or `read` token of
 * someone who has since become an agent acts as that agent.
 */
export async function lookupApiToken(db: DB, raw: string, now = new Date()): Promise<StaffActor | null> {
  if (!isWellFormedApiToken(raw)) return null;
  const row = await findApiTokenByHash(db, hashToken(raw));
  if (row?.user_active !== 1 || stateOf(row, now.getTime()) !== "active") return null;
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= TOUCH_INTERVAL_MS) {
    await touchApiToken(db, row.id, now.toISOString()).catch((error) =>
      logger.warn("api token touch failed", { error }),
    );
  }
  return {
    kind: "staff",
    role: row.role === "agent" ? "agent" : row.user_role,
    userId: row.user_id,
    email: row.user_email,
    name: row.user_name,
    sessionId: "",
    tokenId: row.id,
    readOnly: row.role === "read",
  };
}

function toSummary(row: ApiTokenWithUser & { creator_name: string | null }, now: number): ApiTokenSummary {
  return {
    _id: row.id,
    name: row.name,
    role: row.role,
    user: { _id: row.user_id, name: row.user_name, email: row.user_email },
    createdBy: row.creator_name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    state: stateOf(row, now),
  };
}

/** Every named token (revoked and expired ones too, for the record), newest first. Admins only. */
export async function listApiTokens(db: DB, actor: Actor): Promise<ApiTokenSummary[]> {
  assertAdmin(actor);
  const now = Date.now();
  return (await listNamedApiTokens(db)).map((row) => toSummary(row, now));
}

/**
 * Creates a named token; its value is in this one answer and never again. Admins only (a token
 * cannot make tokens: the admin pages take no token). An `agent` token acts as an active agent;
 * `read` and `admin` tokens act as the admin who made them.
 */
export async function createApiToken(
  db: DB,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<{ token: string; summary: ApiTokenSummary }> {
  assertAdmin(actor);
  if (actor.tokenId) throw new AppError("forbidden", "API tokens are made in the admin, not with a token.");
  const d = parseInput(ApiTokenInputSchema, input);
  let userId = actor.userId;
  if (d.role === "agent") {
    const agent = d.agentId && ID_PATTERN.test(d.agentId) ? await findUserById(db, d.agentId) : undefined;
    if (agent?.role !== "agent" || agent.active !== 1)
      throw new AppError("validation_failed", "Choose an active agent.", {
        fields: { agentId: "Choose an active agent" },
      });
    userId = agent.id;
  }
  const { token, hash } = newToken();
  const id = newId(now);
  const expiresAt =
    d.lifetime === "never" ? null : new Date(now.getTime() + Number(d.lifetime) * 86_400_000).toISOString();
  await insertApiToken(db, {
    id,
    token_hash: hash,
    kind: "named",
    name: d.name,
    role: d.role as ApiTokenRole,
    user_id: userId,
    created_by: actor.userId,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    last_used_at: null,
    revoked_at: null,
  });
  const summary = (await listApiTokens(db, actor)).find((t) => t._id === id);
  if (!summary) throw new Error("token not found after insert");
  return { token, summary };
}

/** Revokes a named token at once (its next call answers 401). Admins only; revoking twice is fine. */
export async function revokeApiToken(db: DB, actor: Actor, id: string): Promise<ApiTokenSummary> {
  assertAdmin(actor);
  const row = ID_PATTERN.test(id) ? await findApiToken(db, id) : undefined;
  if (row?.kind !== "named") throw notFound("No API token with that id.");
  await revokeTokenById(db, id, nowIso());
  const summary = (await listApiTokens(db, actor)).find((t) => t._id === id);
  if (!summary) throw notFound("No API token with that id.");
  return summary;
}

/**
 * The API's sign-in (`POST /api/login`): the email and password of a member of staff, with the same
 * failed-login throttle as the login page, for a bearer token that lasts `API_LOGIN_TOKEN_HOURS`.
 * `POST /api/auth/logout` with the token revokes it.
 */
export async function loginForToken(
  db: DB,
  input: unknown,
  opts: { address: string; throttle?: ThrottleSettings; now?: Date; hours?: number },
): Promise<{ token: string; expiresAt: string; user: PublicUser }> {
  const now = opts.now ?? new Date();
  const user = await authenticate(db, input, { address: opts.address, throttle: opts.throttle, now });
  const { token, hash } = newToken();
  const hours = opts.hours ?? env().API_LOGIN_TOKEN_HOURS;
  const expiresAt = new Date(now.getTime() + hours * 3_600_000).toISOString();
  await insertApiToken(db, {
    id: newId(now),
    token_hash: hash,
    kind: "login",
    name: "Sign-in from an API client",
    role: user.role,
    user_id: user._id,
    created_by: user._id,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    last_used_at: null,
    revoked_at: null,
  });
  // Housekeeping, like sessions at each login.
  await deleteExpiredLoginTokens(db, now.toISOString()).catch((error) =>
    logger.warn("api token cleanup failed", { error }),
  );
  return { token, expiresAt, user };
}
