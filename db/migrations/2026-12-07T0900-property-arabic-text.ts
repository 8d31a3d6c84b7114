import { type Kysely, SqliteAdapter, sql } from "kysely";

// Frozen once shipped. A listing may be written in Arabic too (issue 20): its name and description
// (`name_ar`, `description_ar`, null when not written) and the Arabic versions of its four lists,
// kept in `property_list_items` like the English ones under kinds of their own (`features_ar`, …).
//
// The kind CHECK constraint widens. PostgreSQL drops and re-adds it; SQLite cannot alter a
// constraint, so `property_list_items` is rebuilt the way SQLite documents (as in
// 2026-12-04T0900-agents-and-assignment: a new table with the new definition, the rows copied, the
// old dropped, the new renamed, its indexes re-created).

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

const OLD_KINDS = "'features', 'keyFeatures', 'exclusiveAmenities', 'primeLocation'";
const NEW_KINDS = `${OLD_KINDS}, 'features_ar', 'keyFeatures_ar', 'exclusiveAmenities_ar', 'primeLocation_ar'`;

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

/** SQLite: the rebuild, with foreign keys off meanwhile and checked before it commits. */
async function widenSqliteKinds(db: AnyDb): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin immediate`.execute(db);
  try {
    await rebuildSqliteTable(db, "property_list_items", (d) => d.replace(`(${OLD_KINDS})`, `(${NEW_KINDS})`));
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

export async function up(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    const { rows } = await sql<{ sql: string }>`
      select sql from sqlite_master where type = 'table' and name = 'property_list_items'`.execute(db);
    // Already wide (a re-run after `down`, which keeps the wider rule): nothing to rebuild.
    if (!rows[0]?.sql.includes("'features_ar'")) await widenSqliteKinds(db);
  } else {
    await sql`alter table property_list_items drop constraint property_list_items_kind_check`.execute(db);
    await sql
      .raw(
        `alter table property_list_items add constraint property_list_items_kind_check check (kind in (${NEW_KINDS}))`,
      )
      .execute(db);
  }
  await db.schema.alterTable("properties").addColumn("name_ar", "varchar(300)").execute();
  await db.schema.alterTable("properties").addColumn("description_ar", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db
    .deleteFrom("property_list_items")
    .where("kind", "in", ["features_ar", "keyFeatures_ar", "exclusiveAmenities_ar", "primeLocation_ar"])
    .execute();
  await db.schema.alterTable("properties").dropColumn("description_ar").execute();
  await db.schema.alterTable("properties").dropColumn("name_ar").execute();
  // The wider CHECK constraint stays: it accepts every row the older code writes.
}
