import { type Kysely, PostgresAdapter, type Insertable, type Selectable, type Updateable, sql } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { Database, UserTable } from "../../db/schema.ts";

export type UserRow = Selectable<UserTable>;

export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findUsers(db: DB): Promise<UserRow[]> {
  return db.selectFrom("users").selectAll().orderBy("role").orderBy("name").orderBy("id").execute();
}

export async function insertUser(db: DB, user: Insertable<UserTable>): Promise<void> {
  await db.insertInto("users").values(user).execute();
}

export async function updateUserRow(db: DB, id: string, patch: Updateable<UserTable>): Promise<void> {
  await db.updateTable("users").set(patch).where("id", "=", id).execute();
}

export async function updateUserPassword(db: DB, id: string, hash: string, at: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: hash, updated_at: at }).where("id", "=", id).execute();
}

/** Ends a user's sessions; `except` keeps one (the session that is asking). */
export async function deleteSessionsOf(db: DB, userId: string, except?: string): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .$if(except !== undefined, (q) => q.where("id", "!=", except ?? ""))
    .execute();
}

/** Revokes the tokens acting as `userId`: its login tokens, or (`all`) its named ones too. */
export async function revokeTokensOf(
  db: DB,
  userId: string,
  at: string,
  which: "login" | "all",
): Promise<void> {
  await db
    .updateTable("api_tokens")
    .set({ revoked_at: at })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .$if(which === "login", (q) => q.where("kind", "=", "login"))
    .execute();
}

export async function countUsers(db: DB): Promise<number> {
  const r = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function countActiveAdmins(db: DB): Promise<number> {
  const r = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("active", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function setLastLogin(db: DB, id: string, at: string): Promise<void> {
  await db.updateTable("users").set({ last_login_at: at }).where("id", "=", id).execute();
}

/** The addresses of the active admins (who receive a lead no agent is assigned). */
export async function findAdminEmails(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("email")
    .where("role", "=", "admin")
    .where("active", "=", 1)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => r.email);
}

/**
 * The active agent who takes `kind` and was given a lead longest ago (never first): round robin.
 * On PostgreSQL the row is locked (skipping one another transaction holds), so two leads stored at
 * once go to two agents.
 */
export async function findNextAgent(db: Kysely<Database>, kind: string): Promise<UserRow | undefined> {
  let q = db
    .selectFrom("users")
    .selectAll()
    .where("role", "=", "agent")
    .where("active", "=", 1)
    .where(sql<string>`',' || lead_kinds || ','`, "like", `%,${kind},%`)
    .orderBy(sql`case when last_assigned_at is null then 0 else 1 end`)
    .orderBy("last_assigned_at")
    .orderBy("id")
    .limit(1);
  if (db.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate().skipLocked();
  return q.executeTakeFirst();
}

export async function markAssigned(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable("users").set({ last_assigned_at: at }).where("id", "=", id).execute();
}
