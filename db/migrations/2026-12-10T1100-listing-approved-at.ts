import type { Kysely } from "kysely";

// Frozen once shipped. When a listing was (last) approved, i.e. published (issue 23): alerts send
// the listings approved since the last alert, which `created_at` cannot tell (a listing is often
// created as a draft and approved later). Listings approved before this column existed take their
// creation time, the closest thing recorded.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("properties").addColumn("approved_at", "varchar(30)").execute();
  await db
    .updateTable("properties")
    .set((eb) => ({ approved_at: eb.ref("created_at") }))
    .where("status", "=", "approved")
    .execute();
  await db.schema
    .createIndex("properties_approved_at")
    .on("properties")
    .columns(["status", "approved_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("properties_approved_at").execute();
  await db.schema.alterTable("properties").dropColumn("approved_at").execute();
}
