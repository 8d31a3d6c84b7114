import type { Kysely } from "kysely";

// Frozen once shipped. What Bayut asks of an off-plan listing (issue 21, docs/feeds.md §4): for a
// unit sold by the developer, the share of the Dubai Land Department fee waived (a percentage); for a
// resale, the price first paid and the amount paid so far. All optional (null: not given).

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("properties").addColumn("dld_waiver", "double precision").execute();
  await db.schema.alterTable("properties").addColumn("original_price", "double precision").execute();
  await db.schema.alterTable("properties").addColumn("amount_paid", "double precision").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["amount_paid", "original_price", "dld_waiver"])
    await db.schema.alterTable("properties").dropColumn(column).execute();
}
