import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { newId } from "../../lib/ids.ts";
import { countProperties } from "./property.repository.server.ts";
import { insertPropertyRow, replaceListItems } from "./property.rows.server.ts";
import {
  getProperty,
  listLocations,
  listProperties,
  parsePropertyQuery,
  relatedProperties,
} from "./property.service.server.ts";
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
    const admin = {
      kind: "staff",
      role: "admin",
      userId: "u",
      email: "a@example.com",
      name: "A",
      sessionId: "s",
    } as const;
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

describe.each(TEST_DIALECTS)("rent prices compare like with like [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    const rent = (
      name: string,
      price: number,
      rent_frequency: "yearly" | "monthly" | "daily",
      type = "Rent" as const,
    ) => row({ name, type, price, rent_frequency });
    for (const r of [
      rent("Yearly 120k", 120_000, "yearly"),
      rent("Monthly 9.5k", 9_500, "monthly"), // 114,000 a year
      rent("Monthly 12k", 12_000, "monthly"), // 144,000 a year
      row({ name: "Nightly 1,350", type: "HolidayHome", price: 1_350 }), // the type's default: daily
      row({ name: "Nightly 800", type: "HolidayHome", price: 800 }),
      row({ name: "Sale 1.1M", price: 1_100_000 }),
    ]) {
      await insertPropertyRow(db.db, r);
    }
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const names = async (q: Record<string, string>) =>
    (await listProperties(db.db, PUBLIC, parsePropertyQuery(q))).items.map((p) => p.name);

  it("filters rents by their yearly equivalent and holiday homes per night", async () => {
    expect((await names({ type: "Rent", maxPrice: "130000" })).sort()).toEqual([
      "Monthly 9.5k",
      "Yearly 120k",
    ]);
    expect(await names({ type: "Rent", minPrice: "140000" })).toEqual(["Monthly 12k"]);
    expect(await names({ type: "HolidayHome", maxPrice: "1000" })).toEqual(["Nightly 800"]);
    expect(await names({ type: "Buy", minPrice: "1000000" })).toEqual(["Sale 1.1M"]);
  });

  it("sorts rents of different periods by what they cost in a year", async () => {
    expect(await names({ type: "Rent", sort: "min-price" })).toEqual([
      "Monthly 9.5k",
      "Yearly 120k",
      "Monthly 12k",
    ]);
    expect(await names({ type: "HolidayHome", sort: "max-price" })).toEqual(["Nightly 1,350", "Nightly 800"]);
  });

  it("returns the price as stored, with its period", async () => {
    const page = await listProperties(db.db, PUBLIC, parsePropertyQuery({ type: "Rent", sort: "min-price" }));
    expect(page.items.map((p) => [p.price, p.rentFrequency])).toEqual([
      [9_500, "monthly"],
      [120_000, "yearly"],
      [12_000, "monthly"],
    ]);
  });
});

describe.each(TEST_DIALECTS)("related listings [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    const at = (d: number) => `2026-0${d}-01T00:00:00.000Z`;
    for (const r of [
      row({ name: "Marina studio", bedrooms: 0, created_at: at(1) }),
      row({ name: "Marina 2BR", created_at: at(2) }),
      row({ name: "Marina new launch", type: "NewProject", property_status: "offPlan", created_at: at(3) }),
      row({ name: "Marina shop", type: "Commercial", property_type: "commercial", created_at: at(4) }),
      row({ name: "Marina rental", type: "Rent", price: 120_000, created_at: at(5) }),
      row({ name: "Marina holiday", type: "HolidayHome", price: 900, created_at: at(6) }),
      // The nearest communities to Dubai Marina: JBR and JLT; Deira is far.
      row({ name: "JBR 1BR", location: "Jumeirah Beach Residence", created_at: at(1) }),
      row({
        name: "JLT new launch",
        location: "Jumeirah Lake Towers",
        type: "NewProject",
        created_at: at(7),
      }),
      row({ name: "Deira 1BR", location: "Deira", created_at: at(8) }),
      row({
        name: "JBR rental",
        location: "Jumeirah Beach Residence",
        type: "Rent",
        price: 90_000,
        created_at: at(2),
      }),
    ]) {
      await insertPropertyRow(db.db, r);
      id[r.name] = r.id;
    }
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const related = async (name: string) => {
    const p = await getProperty(db.db, PUBLIC, id[name]);
    return (await relatedProperties(db.db, p as NonNullable<typeof p>)).map((r) => r.name);
  };

  it("keeps to the same transaction and kind: same community and type, the community, then the nearest", async () => {
    // Sales: the same type here, then other sales here, then the nearest communities' sales.
    expect(await related("Marina studio")).toEqual([
      "Marina 2BR",
      "Marina new launch",
      "JBR 1BR",
      "JLT new launch",
    ]);
    // A rental sees rentals only (here, then nearby), never a shop, a sale or a holiday home.
    expect(await related("Marina rental")).toEqual(["JBR rental"]);
    expect(await related("Marina holiday")).toEqual([]);
    // A shop sees no homes.
    expect(await related("Marina shop")).toEqual([]);
  });
});
