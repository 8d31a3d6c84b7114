import type { Kysely } from "kysely";

// Frozen once shipped. A CSV import finds listings by their reference (issue 21), a batch of
// references at a time: an index, so each lookup is not a scan of every listing.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("properties_reference").on("properties").columns(["reference"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("properties_reference").execute();
}
