import { sql } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { UserTable } from "../../db/schema.ts";

export async function findUserByEmail(db: DB, email: string): Promise<UserTable | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: DB, id: string): Promise<UserTable | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertUser(db: DB, user: UserTable): Promise<void> {
  await db.insertInto("users").values(user).execute();
}

export async function updateUserPassword(db: DB, id: string, hash: string, at: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: hash, updated_at: at }).where("id", "=", id).execute();
}

export async function countUsers(db: DB): Promise<number> {
  const r = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function setLastLogin(db: DB, id: string, at: string): Promise<void> {
  await db.updateTable("users").set({ last_login_at: at }).where("id", "=", id).execute();
}

/** The addresses of the admins (who receive every lead while no agent is assigned). */
export async function findAdminEmails(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("email")
    .where("role", "=", "admin")
    .orderBy("created_at")
    .execute();
  return rows.map((r) => r.email);
}
