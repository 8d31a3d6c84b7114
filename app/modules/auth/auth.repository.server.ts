import type { StaffRole } from "../../lib/actor.ts";
import { type Insertable, type Selectable, sql } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { Database } from "../../db/schema.ts";

export interface SessionWithUser {
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  email: string;
  name: string;
  role: StaffRole;
}

export async function insertSession(
  db: DB,
  s: { id: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      id: s.id,
      user_id: s.userId,
      created_at: s.createdAt,
      last_seen_at: s.createdAt,
      expires_at: s.expiresAt,
    })
    .execute();
}

export async function findSessionWithUser(db: DB, id: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as id",
      "sessions.user_id as userId",
      "sessions.created_at as createdAt",
      "sessions.last_seen_at as lastSeenAt",
      "sessions.expires_at as expiresAt",
      "users.email as email",
      "users.name as name",
      "users.role as role",
    ])
    .where("sessions.id", "=", id)
    // A deactivated user's sessions end at once (they are also deleted when deactivated). The role
    // is read on every request, so a change of role applies to a session already open.
    .where("users.active", "=", 1)
    .executeTakeFirst();
  return row;
}

export async function touchSession(db: DB, id: string, at: string): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: at }).where("id", "=", id).execute();
}

export async function deleteSession(db: DB, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

/** Removes sessions past their absolute lifetime or idle since before `idleBefore`. */
export async function deleteStaleSessions(db: DB, now: string, idleBefore: string): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<", idleBefore)]))
    .execute();
}

// ---------- failed-login throttle ----------

export async function findThrottles(
  db: DB,
  keys: string[],
): Promise<{ key: string; failures: number; locked_until: string | null; updated_at: string }[]> {
  if (keys.length === 0) return [];
  return db.selectFrom("login_throttle").selectAll().where("key", "in", keys).execute();
}

/**
 * Counts one failure for `key` atomically and returns the new count. A record that has been quiet
 * since before `windowStart` (and is not locked) starts again from one.
 */
export async function incrementThrottle(
  db: DB,
  key: string,
  now: string,
  windowStart: string,
): Promise<number> {
  const row = await db
    .insertInto("login_throttle")
    .values({ key, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql<number>`case when login_throttle.updated_at < ${windowStart} and (login_throttle.locked_until is null or login_throttle.locked_until <= ${now}) then 1 else login_throttle.failures + 1 end`,
        updated_at: now,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function lockThrottle(db: DB, key: string, until: string): Promise<void> {
  await db.updateTable("login_throttle").set({ locked_until: until }).where("key", "=", key).execute();
}

export async function clearThrottles(db: DB, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom("login_throttle").where("key", "in", keys).execute();
}

// ---------- API tokens ----------

export type ApiTokenRow = Selectable<Database["api_tokens"]>;

export interface ApiTokenWithUser extends ApiTokenRow {
  user_name: string;
  user_email: string;
  user_role: StaffRole;
  user_active: number;
}

export async function insertApiToken(db: DB, row: Insertable<Database["api_tokens"]>): Promise<void> {
  await db.insertInto("api_tokens").values(row).execute();
}

/** Tokens with the user each acts as. */
function tokensWithUser(db: DB) {
  return db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .selectAll("api_tokens")
    .select([
      "users.name as user_name",
      "users.email as user_email",
      "users.role as user_role",
      "users.active as user_active",
    ]);
}

/** The token with this digest and the user it acts as (whatever its state: the caller decides). */
export async function findApiTokenByHash(db: DB, hash: string): Promise<ApiTokenWithUser | undefined> {
  return tokensWithUser(db).where("api_tokens.token_hash", "=", hash).executeTakeFirst();
}

/** Named tokens, newest first, with the user each acts as and who made it. */
export async function listNamedApiTokens(
  db: DB,
): Promise<(ApiTokenWithUser & { creator_name: string | null })[]> {
  return tokensWithUser(db)
    .leftJoin("users as creators", "creators.id", "api_tokens.created_by")
    .select("creators.name as creator_name")
    .where("api_tokens.kind", "=", "named")
    .orderBy("api_tokens.created_at", "desc")
    .orderBy("api_tokens.id", "desc")
    .execute();
}

export async function findApiToken(db: DB, id: string): Promise<ApiTokenRow | undefined> {
  return db.selectFrom("api_tokens").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function touchApiToken(db: DB, id: string, at: string): Promise<void> {
  await db.updateTable("api_tokens").set({ last_used_at: at }).where("id", "=", id).execute();
}

/** Revokes one token (a second revocation keeps the first time). */
export async function revokeTokenById(db: DB, id: string, at: string): Promise<void> {
  await db
    .updateTable("api_tokens")
    .set({ revoked_at: at })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
}

/** Housekeeping: login tokens past their expiry are deleted (named ones stay, for the record). */
export async function deleteExpiredLoginTokens(db: DB, now: string): Promise<void> {
  await db.deleteFrom("api_tokens").where("kind", "=", "login").where("expires_at", "<=", now).execute();
}
