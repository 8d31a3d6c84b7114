import { type Kysely, sql } from "kysely";

// Frozen once shipped. Rents gain their period (`rent_frequency`: yearly, monthly, weekly, daily;
// null for a sale) and, for yearly rents, the number of cheques. `price_per_year` is the price
// filters and sorts compare (a sale price as it is, a rent times its periods in a year), written
// with every listing; the price-sorted indexes move to it. Existing rentals become yearly and
// holiday homes nightly, as they were shown; commercial listings stay sales (their price reads as before).

const PRICE_INDEXES: [name: string, columns: string[]][] = [
  ["properties_status_price", ["status", "price", "id"]],
  ["properties_status_type_price", ["status", "type", "price", "id"]],
  ["properties_status_ptype_price_id", ["status", "property_type", "price", "id"]],
  ["properties_status_pstatus_price_id", ["status", "property_status", "price", "id"]],
  ["properties_status_location_price_id", ["status", "location_key", "price", "id"]],
];
const perYear = (columns: string[]) => columns.map((c) => (c === "price" ? "price_per_year" : c));
const renamed = (name: string) => name.replace("_price", "_ppy");

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("properties").addColumn("rent_frequency", "varchar(10)").execute();
  await db.schema.alterTable("properties").addColumn("cheques", "integer").execute();
  await db.schema
    .alterTable("properties")
    .addColumn("price_per_year", "double precision", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable("properties").set({ rent_frequency: "yearly" }).where("type", "=", "Rent").execute();
  await db
    .updateTable("properties")
    .set({ rent_frequency: "daily" })
    .where("type", "=", "HolidayHome")
    .execute();
  await db
    .updateTable("properties")
    .set({
      price_per_year: sql`price * (case rent_frequency when 'monthly' then 12 when 'weekly' then 52 when 'daily' then 365 else 1 end)`,
    })
    .execute();
  for (const [name, columns] of PRICE_INDEXES) {
    await db.schema.createIndex(renamed(name)).on("properties").columns(perYear(columns)).execute();
    await db.schema.dropIndex(name).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of PRICE_INDEXES) {
    await db.schema.createIndex(name).on("properties").columns(columns).execute();
    await db.schema.dropIndex(renamed(name)).execute();
  }
  await db.schema.alterTable("properties").dropColumn("price_per_year").execute();
  await db.schema.alterTable("properties").dropColumn("cheques").execute();
  await db.schema.alterTable("properties").dropColumn("rent_frequency").execute();
}
