import type { Kysely } from "kysely";

// Frozen once shipped. Listing pages page over ids only (ADR 0011): every public filter's ordered
// index ends in `id`, so "ids of page N" is answered from the index alone (no table rows, no sort),
// on SQLite and PostgreSQL. The initial location / property type / completion indexes lacked the
// `id` tie-breaker (and so needed a sort and table lookups); they are replaced here, and the price
// sorts get the same treatment for those filters.

const INDEXES: [name: string, columns: string[]][] = [
  ["properties_status_location_created_id", ["status", "location_key", "created_at", "id"]],
  ["properties_status_ptype_created_id", ["status", "property_type", "created_at", "id"]],
  ["properties_status_pstatus_created_id", ["status", "property_status", "created_at", "id"]],
  ["properties_status_ptype_price_id", ["status", "property_type", "price", "id"]],
  ["properties_status_pstatus_price_id", ["status", "property_status", "price", "id"]],
  ["properties_status_location_price_id", ["status", "location_key", "price", "id"]],
];
const REPLACED = [
  ["properties_status_location", ["status", "location_key", "created_at"]],
  ["properties_status_ptype_created", ["status", "property_type", "created_at"]],
  ["properties_status_pstatus_created", ["status", "property_status", "created_at"]],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on("properties").columns(columns).execute();
  }
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of REPLACED) {
    await db.schema
      .createIndex(name)
      .on("properties")
      .columns([...columns])
      .execute();
  }
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
