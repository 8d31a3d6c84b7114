import { type Kysely, SqliteAdapter, sql } from "kysely";

// Frozen once shipped. Users gain the `agent` role and an agent's profile (phone, WhatsApp, photo,
// languages, RERA BRN, active, the kinds of lead they take, when they were last given one);
// listings name their agent; every lead and application names who it is assigned to; and leads
// can be closed as `won` or `lost`.
//
// The role and status CHECK constraints change. PostgreSQL drops and re-adds them; SQLite cannot
// alter a constraint, so each of those tables is rebuilt the way SQLite documents (a new table with
// the new definition, the rows copied, the old dropped, the new renamed, its indexes re-created),
// with foreign keys off meanwhile so dropping `users` does not cascade to `sessions`.

const LEAD_TABLES = ["contact_messages", "enquiries", "list_property_requests"] as const;
const OLD_STATUS = "'pending', 'inprogress', 'postponed'";
const NEW_STATUS = "'pending', 'inprogress', 'postponed', 'won', 'lost'";
const LEAD_KINDS = "contact,enquiry,listProperty,career";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/** SQLite: re-creates `table` with `edit` applied to its CREATE statement, keeping rows and indexes. */
async function rebuildSqliteTable(db: AnyDb, table: string, edit: (ddl: string) => string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and type in ('table', 'index')`.execute(db);
  const ddl = rows.find((r) => r.type === "table")?.sql;
  if (!ddl) throw new Error(`no table ${table}`);
  const indexes = rows.filter((r) => r.type === "index" && r.sql).map((r) => r.sql as string);
  const next = edit(ddl);
  if (next === ddl) throw new Error(`nothing to change in ${table}`);
  const temp = `${table}__rebuild`;
  const created = next.replace(/^create table\s+("?)\w+\1/i, `create table "${temp}"`);
  await sql.raw(created).execute(db);
  await sql.raw(`insert into "${temp}" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${temp}" rename to "${table}"`).execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  const sqlite = isSqlite(db);

  // ---- constraints: roles and lead statuses ----
  if (sqlite) {
    await sql`pragma foreign_keys = off`.execute(db);
    await sql`begin immediate`.execute(db);
    try {
      await rebuildSqliteTable(db, "users", (d) =>
        d.replace("role in ('admin')", "role in ('admin', 'agent')"),
      );
      for (const t of LEAD_TABLES) await rebuildSqliteTable(db, t, (d) => d.replace(OLD_STATUS, NEW_STATUS));
      await rebuildSqliteTable(db, "career_applications", (d) =>
        d.replace(`'', ${OLD_STATUS}`, `'', ${NEW_STATUS}`),
      );
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length)
        throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken.rows)}`);
      await sql`commit`.execute(db);
    } catch (e) {
      await sql`rollback`.execute(db);
      throw e;
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  } else {
    await sql`alter table users drop constraint users_role_check`.execute(db);
    await sql`alter table users add constraint users_role_check check (role in ('admin', 'agent'))`.execute(
      db,
    );
    for (const t of LEAD_TABLES) {
      await sql.raw(`alter table ${t} drop constraint ${t}_status_check`).execute(db);
      await sql
        .raw(`alter table ${t} add constraint ${t}_status_check check (status in (${NEW_STATUS}))`)
        .execute(db);
    }
    await sql`alter table career_applications drop constraint career_applications_status_check`.execute(db);
    await sql
      .raw(
        `alter table career_applications add constraint career_applications_status_check check (status in ('', ${NEW_STATUS}))`,
      )
      .execute(db);
  }

  // ---- the agent's profile ----
  const users = () => db.schema.alterTable("users");
  await users()
    .addColumn("phone", "varchar(40)", (c) => c.notNull().defaultTo(""))
    .execute();
  await users()
    .addColumn("whatsapp", "varchar(20)", (c) => c.notNull().defaultTo(""))
    .execute();
  await users()
    .addColumn("photo_url", "varchar(2000)", (c) => c.notNull().defaultTo(""))
    .execute();
  await users()
    .addColumn("languages", "varchar(400)", (c) => c.notNull().defaultTo(""))
    .execute();
  await users()
    .addColumn("brn", "varchar(40)", (c) => c.notNull().defaultTo(""))
    .execute();
  await users()
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await users()
    .addColumn("lead_kinds", "varchar(200)", (c) => c.notNull().defaultTo(LEAD_KINDS))
    .execute();
  await users().addColumn("last_assigned_at", "varchar(30)").execute();
  await db.schema.createIndex("users_role_active").on("users").columns(["role", "active"]).execute();

  // ---- listings name their agent; leads their assignee ----
  await db.schema
    .alterTable("properties")
    .addColumn("agent_id", "varchar(32)", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("properties_agent").on("properties").columns(["agent_id"]).execute();
  for (const t of [...LEAD_TABLES, "career_applications"]) {
    await db.schema
      .alterTable(t)
      .addColumn("assignee_id", "varchar(32)", (c) => c.references("users.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex(`${t}_assignee`).on(t).columns(["assignee_id", "created_at"]).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [...LEAD_TABLES, "career_applications"]) {
    await db.schema.dropIndex(`${t}_assignee`).execute();
    await db.schema.alterTable(t).dropColumn("assignee_id").execute();
  }
  await db.schema.dropIndex("properties_agent").execute();
  await db.schema.alterTable("properties").dropColumn("agent_id").execute();
  await db.schema.dropIndex("users_role_active").execute();
  for (const c of [
    "phone",
    "whatsapp",
    "photo_url",
    "languages",
    "brn",
    "active",
    "lead_kinds",
    "last_assigned_at",
  ])
    await db.schema.alterTable("users").dropColumn(c).execute();
  // The wider CHECK constraints stay: they accept every row the older code writes.
}
