import { type Kysely, SqliteAdapter, sql } from "kysely";

// Frozen once shipped. The calls of the agency's earlier frontend (docs/product/api.md "Legacy
// aliases"): a list-your-property request may carry the address of the property and the date and
// time the owner would like the visit, and need not say its property type or what the owner wants
// to do (the old "list a property" form asked neither), so `property_type` and `type` become
// nullable (their CHECK constraints still hold: NULL passes a CHECK). An enquiry keeps the name of
// the property the visitor asked about, as sent or as the listing was called when it arrived
// (enquiries already stored about a listing take its name now).
//
// PostgreSQL drops the NOT NULLs; SQLite cannot, so `list_property_requests` is rebuilt the way
// SQLite documents (as in 2026-12-04T0900-agents-and-assignment: a new table with the new
// definition, the rows copied, the old dropped, the new renamed, its indexes re-created).

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

const NOT_NULL_COLUMNS = ["property_type", "type"] as const;

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

/**
 * `"type" varchar(20) not null` → `"type" varchar(20)`, for each column that becomes nullable (a
 * column already nullable, as after `down`, is left as it is).
 */
function dropNotNulls(ddl: string): string {
  let next = ddl;
  for (const column of NOT_NULL_COLUMNS)
    next = next.replace(new RegExp(`("${column}"\\s+varchar\\(\\d+\\))\\s+not null`, "i"), "$1");
  return next;
}

/** The CREATE statement SQLite keeps for `table`. */
async function sqliteDdl(db: AnyDb, table: string): Promise<string> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return rows[0]?.sql ?? "";
}

export async function up(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    const ddl = await sqliteDdl(db, "list_property_requests");
    if (dropNotNulls(ddl) !== ddl) await rebuildSqlite(db);
  } else {
    for (const column of NOT_NULL_COLUMNS)
      await db.schema
        .alterTable("list_property_requests")
        .alterColumn(column, (c) => c.dropNotNull())
        .execute();
  }

  const requests = () => db.schema.alterTable("list_property_requests");
  await requests().addColumn("address", "varchar(300)").execute();
  // A calendar day `yyyy-mm-dd` and a 24-hour `HH:MM`, as the other dates are stored: text.
  await requests().addColumn("preferred_date", "varchar(10)").execute();
  await requests().addColumn("preferred_time", "varchar(5)").execute();
  await db.schema.alterTable("enquiries").addColumn("property_name", "varchar(200)").execute();
  // An enquiry already about a listing takes the listing's name, as a new one does when it arrives.
  await sql`
    update enquiries set property_name = (select substr(p.name, 1, 200) from properties p where p.id = enquiries.property_id)
    where property_id is not null`.execute(db);
}

/** SQLite: the rebuild, with foreign keys off meanwhile and checked before it commits. */
async function rebuildSqlite(db: AnyDb): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin immediate`.execute(db);
  try {
    await rebuildSqliteTable(db, "list_property_requests", dropNotNulls);
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
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("enquiries").dropColumn("property_name").execute();
  for (const column of ["preferred_time", "preferred_date", "address"])
    await db.schema.alterTable("list_property_requests").dropColumn(column).execute();
  // property_type and type stay nullable: the older code always writes them.
}
