import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { freshDb, TEST_DIALECTS } from "../app/db/test-db.ts";
import { propertyTestRowBeforeMap } from "../app/modules/properties/property.test-rows.ts";
import { migrations } from "./migrations/index.ts";

// The property-arabic-text migration adds a listing's Arabic name and description and widens the
// list kinds (on SQLite by rebuilding property_list_items): the lists already stored survive with
// their foreign key, the Arabic kinds are accepted, unknown kinds still refused, and it can be
// undone and run again.

const NAME = "2026-12-07T0900-property-arabic-text";
const BEFORE = "2026-12-06T1000-api-tokens";

describe.each(TEST_DIALECTS)("the property-arabic-text migration [%s]", (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it("keeps the stored lists, takes the Arabic ones and columns, and still checks kinds", async () => {
    const { db, cleanup } = await freshDb(dialect, { migrate: false });
    cleanups.push(cleanup);
    const migrator = new Migrator({ db: db.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const k = db.db;
    await k
      .insertInto("properties")
      .values(propertyTestRowBeforeMap({ id: "p1", name: "Creek Horizon 1BR" }) as never)
      .execute();
    const items = [
      { property_id: "p1", kind: "features", position: 0, value: "Pool" },
      { property_id: "p1", kind: "features", position: 1, value: "Gym" },
      { property_id: "p1", kind: "primeLocation", position: 0, value: "5 min to Dubai Mall" },
    ];
    await k
      .insertInto("property_list_items")
      .values(items as never)
      .execute();

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    const stored = () =>
      k
        .selectFrom("property_list_items")
        .select(["property_id", "kind", "position", "value"])
        .orderBy("kind")
        .orderBy("position")
        .execute();
    expect(await stored()).toEqual(items);
    expect(
      await k
        .selectFrom("properties")
        .select(["name", "name_ar", "description_ar"])
        .executeTakeFirstOrThrow(),
    ).toEqual({ name: "Creek Horizon 1BR", name_ar: null, description_ar: null });

    await k
      .updateTable("properties")
      .set({ name_ar: "أفق الخور", description_ar: "شقة بغرفة نوم." })
      .execute();
    await k
      .insertInto("property_list_items")
      .values([
        { property_id: "p1", kind: "features_ar", position: 0, value: "مسبح" },
        { property_id: "p1", kind: "exclusiveAmenities_ar", position: 0, value: "خدمة كونسيرج" },
      ])
      .execute();
    await expect(
      k
        .insertInto("property_list_items")
        .values({ property_id: "p1", kind: "bogus" as never, position: 0, value: "x" })
        .execute(),
    ).rejects.toThrow();
    // The foreign key came back with the table: deleting the listing deletes its items.
    await expect(
      k
        .insertInto("property_list_items")
        .values({ property_id: "nope", kind: "features", position: 0, value: "x" })
        .execute(),
    ).rejects.toThrow();
    await k.deleteFrom("properties").where("id", "=", "p1").execute();
    expect(await stored()).toEqual([]);

    // Undone, the columns go (the wider rule stays); run again, it applies cleanly.
    await k
      .insertInto("properties")
      .values(propertyTestRowBeforeMap({ id: "p2" }) as never)
      .execute();
    await k
      .insertInto("property_list_items")
      .values({ property_id: "p2", kind: "features_ar", position: 0, value: "مسبح" })
      .execute();
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const row = (await k.selectFrom("properties").selectAll().executeTakeFirstOrThrow()) as Record<
      string,
      unknown
    >;
    expect(row).not.toHaveProperty("name_ar");
    expect(await stored()).toEqual([]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await k.selectFrom("properties").select("name_ar").execute()).toEqual([{ name_ar: null }]);
  });
});
