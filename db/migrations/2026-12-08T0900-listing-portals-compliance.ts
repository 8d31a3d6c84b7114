import { type Kysely, SqliteAdapter, sql } from "kysely";

// Frozen once shipped. Portals and advertising compliance (issue 21, docs/feeds.md): a listing's
// unit type (the portals' property type), furnishing, sub-community and the expiry of its
// advertising permit, all optional (null: not given); and the portals whose feeds carry it, kept in
// `property_list_items` under a kind of its own (`portals`, one row per portal). Each portal's feed
// is read with a secret token an admin creates and rotates: `feed_tokens` keeps one per portal, only
// its SHA-256.
//
// The kind CHECK constraint widens as in 2026-12-07T0900-property-arabic-text: PostgreSQL drops and
// re-adds it; SQLite rebuilds `property_list_items` the way SQLite documents.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

const OLD_KINDS =
  "'features', 'keyFeatures', 'exclusiveAmenities', 'primeLocation', 'features_ar', 'keyFeatures_ar', 'exclusiveAmenities_ar', 'primeLocation_ar'";
const NEW_KINDS = `${OLD_KINDS}, 'portals'`;

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
    if (!rows[0]?.sql.includes("'portals'")) await widenSqliteKinds(db);
  } else {
    await sql`alter table property_list_items drop constraint property_list_items_kind_check`.execute(db);
    await sql
      .raw(
        `alter table property_list_items add constraint property_list_items_kind_check check (kind in (${NEW_KINDS}))`,
      )
      .execute(db);
  }
  await db.schema.alterTable("properties").addColumn("unit_type", "varchar(40)").execute();
  await db.schema.alterTable("properties").addColumn("furnishing", "varchar(20)").execute();
  await db.schema.alterTable("properties").addColumn("sub_community", "varchar(200)").execute();
  await db.schema.alterTable("properties").addColumn("permit_expiry", "varchar(10)").execute();
  await db.schema
    .createTable("feed_tokens")
    .addColumn("portal", "varchar(20)", (c) => c.primaryKey())
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_by", "varchar(32)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    // The feed's ETag when it was last read and when its content last changed (its Last-Modified).
    .addColumn("last_etag", "varchar(64)")
    .addColumn("last_changed_at", "varchar(30)")
    .execute();
  // The admin's "expiring soon" and "not compliant" lists read approved listings by expiry.
  await db.schema
    .createIndex("properties_status_permit_expiry")
    .on("properties")
    .columns(["status", "permit_expiry"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("feed_tokens").execute();
  await db.deleteFrom("property_list_items").where("kind", "=", "portals").execute();
  await db.schema.dropIndex("properties_status_permit_expiry").execute();
  for (const column of ["permit_expiry", "sub_community", "furnishing", "unit_type"])
    await db.schema.alterTable("properties").dropColumn(column).execute();
  // The wider CHECK constraint stays: it accepts every row the older code writes.
}
