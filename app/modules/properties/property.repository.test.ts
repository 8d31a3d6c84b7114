import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { newId } from "../../lib/ids.ts";
import { countProperties, insertPropertyRow, replaceListItems } from "./property.repository.server.ts";
import { getProperty, listLocations, listProperties, parsePropertyQuery } from "./property.service.server.ts";
import { propertyTestRow } from "./property.test-rows.ts";

const row = propertyTestRow;

describe.each(TEST_DIALECTS)("property data layer [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    const rows = [
      row({ name: "Marina studio", price: 650_000, bedrooms: 0, created_at: "2026-01-01T00:00:00.000Z" }),
      row({
        name: "Palm villa",
        location: "Palm Jumeirah",
        price: 12_000_000,
        bedrooms: 5,
        created_at: "2026-02-01T00:00:00.000Z",
      }),
      row({
        name: "Hidden draft",
        status: "notApproved",
        price: 2_000_000,
        created_at: "2026-03-01T00:00:00.000Z",
      }),
      row({
        name: "Old rental",
        type: "Rent",
        status: "expired",
        price: 90_000,
        created_at: "2026-03-02T00:00:00.000Z",
      }),
      row({
        name: "Bay office",
        type: "Commercial",
        property_type: "commercial",
        location: "Business Bay",
        price: 3_000_000,
        display: "handPick",
        created_at: "2026-04-01T00:00:00.000Z",
      }),
      row({
        name: "Creek launch",
        type: "NewProject",
        property_status: "offPlan",
        location: "Dubai Creek Harbour",
        price: 1_500_000,
        created_at: "2026-05-01T00:00:00.000Z",
      }),
    ];
    for (const r of rows) {
      await insertPropertyRow(db.db, r);
      ids[r.name] = r.id;
    }
    await replaceListItems(db.db, ids["Palm villa"], {
      features: ["Private pool", "Beach access"],
      keyFeatures: ["Sea view"],
    });
  });
  afterAll(async () => cleanup?.());

  const names = async (q: Record<string, unknown>, actor = PUBLIC) =>
    (await listProperties(db.db, actor, parsePropertyQuery(q))).items.map((p) => p.name);

  it("public callers only ever see approved listings, whatever status they ask for", async () => {
    expect(await names({})).not.toContain("Hidden draft");
    expect(await names({ status: "notApproved" })).not.toContain("Hidden draft");
    expect(await names({ status: "expired" })).toEqual(expect.not.arrayContaining(["Old rental"]));
    expect(await getProperty(db.db, PUBLIC, ids["Hidden draft"])).toBeNull();
  });

  it("admins see every status unless they filter", async () => {
    const admin = { kind: "admin", userId: "u", email: "a@example.com", name: "A", sessionId: "s" } as const;
    expect(await names({}, admin)).toContain("Hidden draft");
    expect(await names({ status: "expired" }, admin)).toEqual(["Old rental"]);
  });

  it("city is a case-insensitive substring and Dubai means every location", async () => {
    expect(await names({ city: "marina" })).toEqual(["Marina studio"]);
    expect((await names({ city: "Dubai" })).length).toBe(4);
    expect(await names({ city: "50%_" })).toEqual([]);
  });

  it("min and max price are inclusive; sorts order by price or newest", async () => {
    expect(await names({ minPrice: 3_000_000 })).toEqual(["Bay office", "Palm villa"]);
    expect(await names({ maxPrice: 650_000 })).toEqual(["Marina studio"]);
    expect(await names({ sort: "min-price" })).toEqual([
      "Marina studio",
      "Creek launch",
      "Bay office",
      "Palm villa",
    ]);
    expect(await names({ sort: "max-price" })).toEqual([
      "Palm villa",
      "Bay office",
      "Creek launch",
      "Marina studio",
    ]);
  });

  it("filters by type, completion (with the status=offPlan alias), property type, bedrooms and display", async () => {
    expect(await names({ type: "Commercial" })).toEqual(["Bay office"]);
    expect(await names({ transactionType: "NewProject" })).toEqual(["Creek launch"]);
    expect(await names({ status: "offPlan" })).toEqual(["Creek launch"]);
    expect(await names({ complete: "ready", propertyType: "commercial" })).toEqual(["Bay office"]);
    expect(await names({ bedroom: "0" })).toEqual(["Marina studio"]);
    expect(await names({ display: "handPick" })).toEqual(["Bay office"]);
    expect(await names({ name: "VILLA" })).toEqual(["Palm villa"]);
  });

  it("rejects malformed queries with a 400", () => {
    expect(() => parsePropertyQuery({ minPrice: "lots" })).toThrow(/minPrice/);
    expect(() => parsePropertyQuery({ type: "Castle" })).toThrow(/type/);
    expect(() => parsePropertyQuery({ minPrice: "5", maxPrice: "1" })).toThrow(/minPrice/);
  });

  it("pages and counts", async () => {
    const page = await listProperties(db.db, PUBLIC, parsePropertyQuery({ pageSize: "2", page: "2" }));
    expect(page.total).toBe(4);
    expect(page.items.map((p) => p.name)).toEqual(["Palm villa", "Marina studio"]);
  });

  it("reads list fields back in order", async () => {
    const p = await getProperty(db.db, PUBLIC, ids["Palm villa"]);
    expect(p?.features).toEqual(["Private pool", "Beach access"]);
    expect(p?.keyFeatures).toEqual(["Sea view"]);
    expect(p?.images).toEqual([]);
  });

  it("counts approved locations", async () => {
    const locs = await listLocations(db.db);
    expect(locs.find((l) => l.location === "Dubai Marina")?.count).toBe(1);
    expect(locs.some((l) => l.location === "Dubai Creek Harbour")).toBe(true);
  });

  it("enforces enumerations and display-per-type in the database itself", async () => {
    await expect(insertPropertyRow(db.db, row({ status: "bogus" as "approved" }))).rejects.toThrow();
    await expect(insertPropertyRow(db.db, row({ type: "Rent", display: "feature" }))).rejects.toThrow();
    await expect(
      insertPropertyRow(db.db, row({ type: "NewProject", display: "handPick" })),
    ).rejects.toThrow();
    expect(await countProperties(db.db, { sort: "latest", page: 1, pageSize: 1 })).toBe(6);
  });

  it("keeps newsletter emails unique case-insensitively", async () => {
    const at = new Date().toISOString();
    await db.db
      .insertInto("newsletter_subscribers")
      .values({ id: newId(), email: "A@example.com", subscribed_at: at })
      .execute();
    await expect(
      db.db
        .insertInto("newsletter_subscribers")
        .values({ id: newId(), email: "a@EXAMPLE.com", subscribed_at: at })
        .execute(),
    ).rejects.toThrow();
  });
});
