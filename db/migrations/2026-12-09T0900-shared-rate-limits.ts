import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once shipped. Rate limits every instance shares (issue 22): one row per limited key
// (`form:contact:<address>`, `api:<token>` …) with the end of its current window (milliseconds since
// the epoch) and the hits in it. PostgreSQL sites count here; a SQLite site (one instance) keeps
// counting in memory, and the table stays empty. On PostgreSQL the table is UNLOGGED: a hit is
// counted on every public API call, and counts that a database crash forgets are harmless.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("rate_limit_counters")
    .$call((t) => (postgres ? t.modifyFront(sql`unlogged`) : t))
    .addColumn("key", "varchar(300)", (c) => c.primaryKey())
    .addColumn("window_ends_at", "bigint", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_counters_window")
    .on("rate_limit_counters")
    .columns(["window_ends_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit_counters").execute();
}
