import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { freshDb, TEST_DIALECTS } from "../app/db/test-db.ts";
import { propertyTestRowBeforeMap } from "../app/modules/properties/property.test-rows.ts";
import { migrations } from "./migrations/index.ts";

// The legacy-lead-fields migration makes two columns of list_property_requests nullable (on SQLite
// by rebuilding the table) and adds the visit's fields and an enquiry's property name: rows and
// indexes survive, the CHECK constraints still refuse unknown values, and it can be undone.

const NAME = "2026-12-06T0900-legacy-lead-fields";

describe.each(TEST_DIALECTS)("the legacy-lead-fields migration [%s]", (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it("keeps every row and index, allows the new nulls and columns, and still checks values", async () => {
    const { db, cleanup } = await freshDb(dialect, { migrate: false });
    cleanups.push(cleanup);
    const migrator = new Migrator({ db: db.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("2026-12-05T0900-lead-events")).error).toBeUndefined();
    const at = new Date().toISOString();
    const lead = {
      name: "V",
      email: "v@x.example",
      phone: "+971 50 000 0000",
      message: "m",
      status: "won",
      read_at: null,
      assignee_id: null,
      created_at: at,
      updated_at: at,
    };
    const k = db.db;
    await k
      .insertInto("list_property_requests")
      .values({
        id: "l1",
        ...lead,
        location: "JVC",
        property_type: "residential",
        type: "Rent",
        bedrooms: 2,
        price: 90_000,
      } as never)
      .execute();
    await k
      .insertInto("enquiries")
      .values({ id: "e1", ...lead, property_id: null } as never)
      .execute();
    await k
      .insertInto("properties")
      .values(propertyTestRowBeforeMap({ id: "p1", name: "Creek Horizon 1BR" }) as never)
      .execute();
    await k
      .insertInto("enquiries")
      .values({ id: "e2", ...lead, property_id: "p1" } as never)
      .execute();

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    expect(await k.selectFrom("list_property_requests").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      id: "l1",
      location: "JVC",
      property_type: "residential",
      type: "Rent",
      bedrooms: 2,
      price: 90_000,
      status: "won",
      address: null,
      preferred_date: null,
      preferred_time: null,
    });
    // An enquiry about a listing takes its name; a general one has none.
    expect(await k.selectFrom("enquiries").select(["id", "property_name"]).orderBy("id").execute()).toEqual([
      { id: "e1", property_name: null },
      { id: "e2", property_name: "Creek Horizon 1BR" },
    ]);
    // A request without property types, with the visit's fields.
    await k
      .insertInto("list_property_requests")
      .values({
        id: "l2",
        ...lead,
        location: "",
        property_type: null,
        type: null,
        bedrooms: null,
        price: null,
        address: "Villa 12, Al Barsha 2",
        preferred_date: "2026-12-20",
        preferred_time: "10:30",
      } as never)
      .execute();
    await k.updateTable("enquiries").set({ property_name: "Palm villa" }).where("id", "=", "e1").execute();
    // The CHECK constraints came back with the table.
    await expect(
      k
        .updateTable("list_property_requests")
        .set({ type: "Sell" as never })
        .where("id", "=", "l2")
        .execute(),
    ).rejects.toThrow();
    await expect(
      k
        .updateTable("list_property_requests")
        .set({ status: "bogus" as never })
        .where("id", "=", "l2")
        .execute(),
    ).rejects.toThrow();
    // And so did the indexes.
    const indexes =
      dialect === "sqlite"
        ? (
            await sql<{ name: string }>`
              select name from sqlite_master where type = 'index' and tbl_name = 'list_property_requests' and sql is not null`.execute(
              k,
            )
          ).rows
        : (
            await sql<{ name: string }>`
              select indexname as name from pg_indexes where tablename = 'list_property_requests' and indexname not like '%_pkey'`.execute(
              k,
            )
          ).rows;
    expect(indexes.map((i) => i.name).sort()).toEqual([
      "list_property_requests_assignee",
      "list_property_requests_created",
    ]);

    // Undone: the added columns go; the rows stay.
    expect((await migrator.migrateTo("2026-12-05T0900-lead-events")).error).toBeUndefined();
    const row = (await k
      .selectFrom("list_property_requests")
      .selectAll()
      .where("id", "=", "l1")
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect(row).not.toHaveProperty("address");
    expect(row.location).toBe("JVC");
    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
  });
});
