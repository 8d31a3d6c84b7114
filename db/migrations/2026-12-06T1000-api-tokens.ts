import { type Kysely, sql } from "kysely";

// Frozen once shipped. Bearer tokens for API clients on other origins and outside browsers (issue 19):
// named tokens an admin creates (read-only, or acting as an agent or an admin) and the short-lived
// tokens `POST /api/login` hands out. Only each token's SHA-256 is stored.

const inList = (col: string, values: string[]) =>
  sql.raw(`${col} in (${values.map((v) => `'${v}'`).join(", ")})`);

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("kind", "varchar(10)", (c) => c.notNull())
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("role", "varchar(10)", (c) => c.notNull())
    // Whose permissions and ownership the token carries (an agent's own records for `agent`).
    .addColumn("user_id", "varchar(32)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_by", "varchar(32)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)")
    .addColumn("last_used_at", "varchar(30)")
    .addColumn("revoked_at", "varchar(30)")
    .addCheckConstraint("api_tokens_kind_check", inList("kind", ["named", "login"]))
    .addCheckConstraint("api_tokens_role_check", inList("role", ["read", "agent", "admin"]))
    .execute();
  await db.schema.createIndex("api_tokens_user").on("api_tokens").columns(["user_id"]).execute();
  await db.schema
    .createIndex("api_tokens_kind_created")
    .on("api_tokens")
    .columns(["kind", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("api_tokens").execute();
}
