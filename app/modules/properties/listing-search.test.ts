import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import type { NewPropertyRow } from "../../db/schema.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { isAppError } from "../../lib/errors.ts";
import {
  countByCity,
  LISTING_PAGES,
  type ListingKind,
  listingPageFor,
  listingPathFor,
  locationMatchesCity,
  meansEveryLocation,
  panelFields,
  readListingParams,
  sortedSearch,
} from "./listing-search.ts";
import { ListingParamError, listingQuery, searchListingPage } from "./listing-search.server.ts";
import { insertPropertyRow } from "./property.repository.server.ts";
import { parsePropertyQuery } from "./property.service.server.ts";
import { propertyTestRow } from "./property.test-rows.ts";

const page = (kind: ListingKind) => LISTING_PAGES.find((p) => p.kind === kind)!;

describe("listing page config", () => {
  it("maps each of the seven URLs to its page, case-insensitively", () => {
    expect(LISTING_PAGES.map((p) => p.path)).toEqual([
      "/buyRealEstate",
      "/rentRealEstate",
      "/residentialRealEstate",
      "/commercialRealEstate",
      "/holidayRealEstate",
      "/newProjects",
      "/upcoming-properties",
    ]);
    expect(listingPageFor("/buyrealestate")?.kind).toBe("buy");
    expect(listingPageFor("/UPCOMING-PROPERTIES/")?.kind).toBe("upcoming");
    expect(listingPageFor("/nope")).toBeUndefined();
  });

  it("reads only the listing parameters, trimmed, without empty ones", () => {
    const params = readListingParams(
      new URLSearchParams("city=%20Dubai%20Marina%20&minPrice=&sort=max-price&status=notApproved&page=2"),
    );
    expect(params).toEqual({ city: "Dubai Marina", sort: "max-price", page: "2" });
  });

  it("applies the page's fixed filter over the address", () => {
    expect(listingQuery(page("buy"), {})).toMatchObject({ type: "Buy" });
    expect(listingQuery(page("rent"), {})).toMatchObject({ type: "Rent" });
    expect(listingQuery(page("holiday"), {})).toMatchObject({ type: "HolidayHome" });
    expect(listingQuery(page("newProjects"), {})).toMatchObject({ type: "NewProject" });
    expect(listingQuery(page("residential"), { propertyType: "commercial" })).toMatchObject({
      propertyType: "residential",
    });
    expect(listingQuery(page("upcoming"), { complete: "ready" })).toMatchObject({
      propertyStatus: "offPlan",
      complete: undefined,
    });
  });

  it("turns the header's transaction into a type on residential and commercial pages only", () => {
    expect(listingQuery(page("commercial"), { transaction: "Rent" })).toMatchObject({
      type: "Rent",
      propertyType: "commercial",
    });
    expect(listingQuery(page("residential"), { transaction: "Any" }).type).toBeUndefined();
    expect(listingQuery(page("buy"), { transaction: "Rent" }).type).toBe("Buy");
    expect(() => listingQuery(page("commercial"), { transaction: "Lease" })).toThrow(ListingParamError);
  });

  it("hides the controls of fixed filters", () => {
    expect(panelFields(page("residential"))).toEqual({
      transaction: true,
      complete: true,
      propertyType: false,
    });
    expect(panelFields(page("upcoming"))).toEqual({
      transaction: false,
      complete: false,
      propertyType: true,
    });
    expect(panelFields(page("buy"))).toEqual({ transaction: false, complete: true, propertyType: true });
  });

  it("rejects bad values with a 400, not a crash", () => {
    for (const bad of [{ minPrice: "lots" }, { sort: "random" }, { page: "0" }, { complete: "soon" }]) {
      try {
        parsePropertyQuery(listingQuery(page("buy"), bad));
        expect.unreachable(`accepted ${JSON.stringify(bad)}`);
      } catch (e) {
        expect(isAppError(e) && e.code === "bad_request").toBe(true);
      }
    }
  });
});

describe("the search's rules", () => {
  it("spells each listing page's path once, with the header's transaction when given", () => {
    expect(listingPathFor("newProjects")).toBe("/newProjects");
    expect(listingPathFor("commercial", "Rent")).toBe("/commercialRealEstate?transaction=Rent");
    for (const p of LISTING_PAGES) expect(listingPageFor(listingPathFor(p.kind))).toBe(p);
  });

  it("Dubai means every location; a city is a case-insensitive substring of the location", () => {
    for (const all of [undefined, "", " ", "Dubai", " dubai ", "DUBAI"])
      expect(meansEveryLocation(all)).toBe(true);
    expect(meansEveryLocation("Dubai Marina")).toBe(false);
    expect(locationMatchesCity("Arabian Ranches 2", " arabian ranches")).toBe(true);
    expect(locationMatchesCity("Palm Jumeirah", "Dubai")).toBe(true);
    expect(locationMatchesCity("Palm Jumeirah", "Marina")).toBe(false);
  });

  it("counts community listings with the same rule as the city filter the card opens", () => {
    const locations = [
      { location: "Arabian Ranches", count: 2 },
      { location: "Arabian Ranches 2", count: 3 },
      { location: "Dubai Marina", count: 4 },
      { location: "Palm Jumeirah", count: 1 },
    ];
    const counts = countByCity(locations, ["Arabian Ranches", "dubai marina", "Bluewaters Island"]);
    expect(counts.get("Arabian Ranches")).toBe(5);
    expect(counts.get("dubai marina")).toBe(4);
    expect(counts.get("Bluewaters Island")).toBe(0);
  });

  it("a sort builds on the latest address: its filters stay, the page starts again", () => {
    const latest = new URLSearchParams("city=Dubai&minPrice=1000000&page=3&sort=latest&utm=x&complete=");
    expect(String(sortedSearch(latest, "max-price"))).toBe("city=Dubai&minPrice=1000000&sort=max-price");
    expect(String(sortedSearch(latest, "min-price", ["city"]))).toBe("city=Dubai&sort=min-price");
  });
});

const row = propertyTestRow;

describe.each(TEST_DIALECTS)("listing pages against the data [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    const rows: Partial<NewPropertyRow>[] = [
      { name: "buy-marina-ready", price: 900_000, created_at: "2026-01-01T00:00:00.000Z" },
      {
        name: "buy-palm-offplan",
        location: "Palm Jumeirah",
        property_status: "offPlan",
        price: 9_000_000,
        created_at: "2026-01-02T00:00:00.000Z",
      },
      {
        name: "buy-bay-office",
        location: "Business Bay",
        property_type: "commercial",
        price: 2_000_000,
        created_at: "2026-01-03T00:00:00.000Z",
      },
      {
        name: "rent-jvc",
        type: "Rent",
        location: "Jumeirah Village Circle",
        price: 80_000,
        created_at: "2026-01-04T00:00:00.000Z",
      },
      {
        name: "rent-bay-office",
        type: "Rent",
        location: "Business Bay",
        property_type: "commercial",
        price: 150_000,
        created_at: "2026-01-05T00:00:00.000Z",
      },
      {
        name: "holiday-jbr",
        type: "HolidayHome",
        location: "Jumeirah Beach Residence",
        price: 0,
        created_at: "2026-01-06T00:00:00.000Z",
      },
      {
        name: "project-creek",
        type: "NewProject",
        location: "Dubai Creek Harbour",
        property_status: "offPlan",
        price: 1_500_000,
        created_at: "2026-01-07T00:00:00.000Z",
      },
      {
        name: "hidden-draft",
        status: "notApproved",
        price: 5_000_000,
        created_at: "2026-01-08T00:00:00.000Z",
      },
      {
        name: "hidden-expired",
        type: "Rent",
        status: "expired",
        property_status: "offPlan",
        created_at: "2026-01-09T00:00:00.000Z",
      },
    ];
    for (const r of rows) await insertPropertyRow(db.db, row(r));
    // Enough Buy listings for three pages of nine.
    for (let i = 0; i < 20; i++)
      await insertPropertyRow(
        db.db,
        row({
          name: `buy-bulk-${i}`,
          location: "Al Barsha",
          price: 500_000 + i * 1000,
          created_at: `2025-06-${String(i + 1).padStart(2, "0")}T00:00:00.000Z`,
        }),
      );
  }, 120_000);
  afterAll(() => cleanup?.());

  async function names(kind: ListingKind, params: Record<string, string> = {}) {
    const res = await searchListingPage(db.db, page(kind), new URLSearchParams(params));
    expect(res.error).toBeNull();
    expect(res.pageSize).toBe(9);
    return { names: res.items.map((p) => p.name), total: res.total };
  }

  it("each page shows only its approved listings", async () => {
    expect((await names("rent")).names).toEqual(["rent-bay-office", "rent-jvc"]);
    expect((await names("holiday")).names).toEqual(["holiday-jbr"]);
    expect((await names("newProjects")).names).toEqual(["project-creek"]);
    expect((await names("upcoming")).names).toEqual(["project-creek", "buy-palm-offplan"]);
    expect((await names("commercial")).names).toEqual(["rent-bay-office", "buy-bay-office"]);
    expect((await names("commercial", { transaction: "Buy" })).names).toEqual(["buy-bay-office"]);
    expect((await names("residential", { transaction: "Rent" })).names).toEqual(["rent-jvc"]);
    const buy = await names("buy");
    expect(buy.total).toBe(23);
    expect(buy.names).toHaveLength(9);
    expect(buy.names.some((n) => n.startsWith("hidden"))).toBe(false);
  });

  it("filters by city (Dubai = all, substring, case-insensitive), completion, min price and type", async () => {
    expect((await names("buy", { city: "Dubai" })).total).toBe(23);
    expect((await names("buy", { city: "palm" })).names).toEqual(["buy-palm-offplan"]);
    expect((await names("buy", { complete: "offPlan" })).names).toEqual(["buy-palm-offplan"]);
    // Inclusive minimum (docs/product/decisions.md 7).
    expect((await names("buy", { minPrice: "2000000" })).names).toEqual([
      "buy-bay-office",
      "buy-palm-offplan",
    ]);
    expect((await names("buy", { propertyType: "commercial" })).names).toEqual(["buy-bay-office"]);
  });

  it("a bad value in the address comes back as the page's error, with no listings", async () => {
    for (const [kind, search, field] of [
      ["commercial", "transaction=Lease", "transaction"],
      ["buy", "minPrice=lots", "minPrice"],
      ["buy", "sort=random", "sort"],
    ] as const) {
      const res = await searchListingPage(db.db, page(kind), new URLSearchParams(search));
      expect(res.error).toContain(field);
      expect(res).toMatchObject({ items: [], total: 0, page: 1, pageSize: 9 });
    }
  });

  it("sorts and pages nine at a time", async () => {
    expect((await names("buy", { sort: "max-price" })).names[0]).toBe("buy-palm-offplan");
    expect((await names("buy", { sort: "min-price" })).names[0]).toBe("buy-bulk-0");
    const p1 = await names("buy", { sort: "min-price" });
    const p3 = await names("buy", { sort: "min-price", page: "3" });
    expect(p3.names).toHaveLength(5);
    expect(p3.names.at(-1)).toBe("buy-palm-offplan");
    expect(new Set([...p1.names, ...p3.names]).size).toBe(14);
    expect((await names("buy", { page: "9" })).names).toEqual([]);
  });
});
