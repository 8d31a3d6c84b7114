import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import type { NewPropertyRow } from "../../db/schema.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { isAppError } from "../../lib/errors.ts";
import { LOCATIONS } from "../locations/locations.ts";
import {
  activeFilters,
  canonicalLocation,
  citySearchKey,
  countByCity,
  groupByEmirate,
  LISTING_PAGES,
  LOCATION_ALIASES,
  type ListingKind,
  lastPageIfPastEnd,
  listingPageFor,
  listingPathFor,
  locationEmirate,
  locationMatchesCity,
  locationSpellings,
  meansEveryLocation,
  mergeLocationCounts,
  nearbyPlaces,
  panelFields,
  placeNames,
  pricePeriodOf,
  readListingParams,
  sortedSearch,
  withoutFilter,
} from "./listing-search.ts";
import {
  areaIndex,
  ListingParamError,
  listingQuery,
  resultsStatus,
  searchArea,
  searchHomeResults,
  searchListingPage,
} from "./listing-search.server.ts";
import { insertPropertyRow } from "./property.rows.server.ts";
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

  it("hides the controls of fixed filters; completion only for sales and new projects", () => {
    const common = { bedroom: true, maxPrice: true };
    expect(panelFields(page("residential"))).toEqual({
      transaction: true,
      complete: false,
      propertyType: false,
      ...common,
    });
    expect(panelFields(page("residential"), { transaction: "Buy" }).complete).toBe(true);
    expect(panelFields(page("commercial"), { transaction: "Rent" }).complete).toBe(false);
    expect(panelFields(page("upcoming"))).toEqual({
      transaction: false,
      complete: false,
      propertyType: true,
      ...common,
    });
    expect(panelFields(page("buy"))).toEqual({
      transaction: false,
      complete: true,
      propertyType: true,
      ...common,
    });
    expect(panelFields(page("newProjects")).complete).toBe(true);
    for (const kind of ["rent", "holiday"] as const) expect(panelFields(page(kind)).complete).toBe(false);
  });

  it("passes max price and bedrooms through under the API's names; drops completion where it is not offered", () => {
    const params = readListingParams(new URLSearchParams("maxPrice=2000000&bedroom=2&minPrice=500000"));
    expect(listingQuery(page("buy"), params)).toMatchObject({
      type: "Buy",
      minPrice: "500000",
      maxPrice: "2000000",
      bedroom: "2",
    });
    expect(listingQuery(page("rent"), { complete: "offPlan" }).complete).toBeUndefined();
    expect(listingQuery(page("buy"), { complete: "offPlan" }).complete).toBe("offPlan");
    expect(
      parsePropertyQuery(listingQuery(page("rent"), { maxPrice: "100000", bedroom: "0" })),
    ).toMatchObject({
      maxPrice: 100000,
      bedroom: 0,
    });
  });

  it("labels prices in the page's period: per year to rent, per night for holiday homes", () => {
    expect(pricePeriodOf(page("rent"))).toBe("year");
    expect(pricePeriodOf(page("holiday"))).toBe("night");
    expect(pricePeriodOf(page("buy"))).toBeNull();
    expect(pricePeriodOf(page("newProjects"))).toBeNull();
    expect(pricePeriodOf(page("commercial"), { transaction: "Rent" })).toBe("year");
    expect(pricePeriodOf(page("commercial"))).toBeNull();
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

describe("place names: one place, one name", () => {
  it("files another spelling under its place, and a community under its own spelling", () => {
    expect(canonicalLocation("Creek Harbour")).toBe("Dubai Creek Harbour");
    expect(canonicalLocation("  creek   harbour ")).toBe("Dubai Creek Harbour");
    expect(canonicalLocation("dubai marina")).toBe("Dubai Marina");
    expect(canonicalLocation("Somewhere New")).toBe("Somewhere New");
    expect(locationSpellings("Creek Harbour")).toEqual(["Dubai Creek Harbour", "Creek Harbour"]);
  });

  it("lists each place once: the search forms' list has no second Creek Harbour", () => {
    const places = placeNames(LOCATIONS);
    expect(places).toContain("Dubai Creek Harbour");
    expect(places).not.toContain("Creek Harbour");
    expect(places).toHaveLength(LOCATIONS.length - 1);
    expect(placeNames(["Creek Harbour", "dubai creek harbour", "Dubai Marina"])).toEqual([
      "Dubai Creek Harbour",
      "Dubai Marina",
    ]);
  });

  it("groups places by emirate, Dubai first", () => {
    expect(locationEmirate("Yas Island (Abu Dhabi)")).toBe("Abu Dhabi");
    expect(locationEmirate("Al Marjan Island (Ras Al Khaimah)")).toBe("Ras Al Khaimah");
    expect(locationEmirate("Palm Jumeirah")).toBe("Dubai");
    const groups = groupByEmirate(LOCATIONS);
    expect(groups.map((g) => g.emirate)).toEqual(["Dubai", "Abu Dhabi", "Sharjah", "Ras Al Khaimah"]);
    expect(groups[1].names).toEqual(["Al Reem Island (Abu Dhabi)", "Yas Island (Abu Dhabi)"]);
    expect(groups[0].names.some((n) => n.includes("("))).toBe(false);
  });

  it("searches every spelling of a place: the city filter gets the spelling the others contain", () => {
    expect(citySearchKey("Dubai Creek Harbour")).toBe("Creek Harbour");
    expect(citySearchKey("Creek Harbour")).toBe("Creek Harbour");
    expect(citySearchKey("Dubai Marina")).toBe("Dubai Marina");
    expect(citySearchKey("Dubai")).toBe("Dubai");
    expect(locationMatchesCity("Creek Harbour", "Dubai Creek Harbour")).toBe(true);
    expect(locationMatchesCity("Dubai Creek Harbour", "Creek Harbour")).toBe(true);
    // Every alias must be findable through the substring rule (else the repository needs a list).
    for (const [alias, place] of Object.entries(LOCATION_ALIASES)) {
      expect(locationMatchesCity(alias, place), alias).toBe(true);
      expect(locationMatchesCity(place, place), place).toBe(true);
    }
  });

  it("adds up the counts of every spelling", () => {
    expect(
      mergeLocationCounts([
        { location: "Creek Harbour", count: 2 },
        { location: "Dubai Creek Harbour", count: 3 },
        { location: "Dubai Marina", count: 1 },
      ]),
    ).toEqual([
      { location: "Dubai Creek Harbour", count: 5 },
      { location: "Dubai Marina", count: 1 },
    ]);
  });

  it("suggests the nearest communities of the same emirate", () => {
    const near = nearbyPlaces("Dubai Marina", 4);
    expect(near).toHaveLength(4);
    expect(near).not.toContain("Dubai Marina");
    expect(near).toContain("Jumeirah Beach Residence");
    expect(nearbyPlaces("Yas Island (Abu Dhabi)")).toEqual(["Al Reem Island (Abu Dhabi)"]);
    expect(nearbyPlaces("Nowhere")).toEqual([]);
  });
});

describe("edge states and chips", () => {
  it("a page past the end names the last page; a real empty result does not", () => {
    expect(lastPageIfPastEnd({ page: 5, pageSize: 9, total: 17, itemCount: 0 })).toBe(2);
    expect(lastPageIfPastEnd({ page: 2, pageSize: 9, total: 17, itemCount: 8 })).toBeNull();
    expect(lastPageIfPastEnd({ page: 3, pageSize: 9, total: 0, itemCount: 0 })).toBeNull();
    expect(resultsStatus({ error: null, lastPage: 2 })).toBe(404);
    expect(resultsStatus({ error: "bad", lastPage: null })).toBe(400);
    expect(resultsStatus({ error: null, lastPage: null })).toBe(200);
  });

  it("lists the filters that are on and removes one, starting again at page 1", () => {
    expect(
      activeFilters({ city: "Dubai", minPrice: "Any", maxPrice: "900000", bedroom: "0" }, [
        "city",
        "minPrice",
        "maxPrice",
        "bedroom",
      ]),
    ).toEqual([
      { key: "maxPrice", value: "900000" },
      { key: "bedroom", value: "0" },
    ]);
    expect(withoutFilter("?city=Dubai+Marina&bedroom=2&page=3&sort=max-price", "bedroom")).toBe(
      "?city=Dubai+Marina&sort=max-price",
    );
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
        name: "buy-spelling-creek",
        location: "Creek Harbour",
        bedrooms: 5,
        price: 3_000_000,
        created_at: "2025-05-01T00:00:00.000Z",
      },
      {
        name: "project-yas",
        type: "NewProject",
        location: "Yas Island (Abu Dhabi)",
        price: 1_200_000,
        created_at: "2025-05-02T00:00:00.000Z",
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
    expect((await names("newProjects")).names).toEqual(["project-creek", "project-yas"]);
    expect((await names("upcoming")).names).toEqual(["project-creek", "buy-palm-offplan"]);
    expect((await names("commercial")).names).toEqual(["rent-bay-office", "buy-bay-office"]);
    expect((await names("commercial", { transaction: "Buy" })).names).toEqual(["buy-bay-office"]);
    expect((await names("residential", { transaction: "Rent" })).names).toEqual(["rent-jvc"]);
    const buy = await names("buy");
    expect(buy.total).toBe(24);
    expect(buy.names).toHaveLength(9);
    expect(buy.names.some((n) => n.startsWith("hidden"))).toBe(false);
  });

  it("filters by city (Dubai = all, substring, case-insensitive), completion, min price and type", async () => {
    expect((await names("buy", { city: "Dubai" })).total).toBe(24);
    expect((await names("buy", { city: "palm" })).names).toEqual(["buy-palm-offplan"]);
    expect((await names("buy", { complete: "offPlan" })).names).toEqual(["buy-palm-offplan"]);
    // Inclusive minimum (docs/product/decisions.md 7).
    expect((await names("buy", { minPrice: "2000000" })).names).toEqual([
      "buy-bay-office",
      "buy-palm-offplan",
      "buy-spelling-creek",
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
    expect(p3.names).toHaveLength(6);
    expect(p3.names.at(-1)).toBe("buy-palm-offplan");
    expect(new Set([...p1.names, ...p3.names]).size).toBe(15);
    expect((await names("buy", { page: "9" })).names).toEqual([]);
  });

  it("a page past the end knows the last page; inside the results it does not", async () => {
    const past = await searchListingPage(db.db, page("buy"), new URLSearchParams("page=9"));
    expect(past).toMatchObject({ items: [], total: 24, lastPage: 3 });
    const last = await searchListingPage(db.db, page("buy"), new URLSearchParams("page=3"));
    expect(last.lastPage).toBeNull();
  });

  it("filters by max price (inclusive) and exact bedrooms", async () => {
    const cheap = await names("buy", { maxPrice: "505000" });
    expect(cheap.names.every((n) => n.startsWith("buy-bulk-"))).toBe(true);
    expect(cheap.total).toBe(6);
    const beds = await names("buy", { bedroom: "5" });
    expect(beds.names).toEqual(["buy-spelling-creek"]);
  });

  it("finds every spelling of a place, and the area pages and index treat them as one", async () => {
    expect((await names("buy", { city: "Dubai Creek Harbour" })).names).toEqual(["buy-spelling-creek"]);
    const projects = await names("newProjects", { city: "Dubai Creek Harbour" });
    expect(projects.names).toEqual(["project-creek"]);
    const area = await searchArea(db.db, "Dubai Creek Harbour", new URLSearchParams());
    expect(area.items.map((p) => p.name).sort()).toEqual(["buy-spelling-creek", "project-creek"]);
    expect(area.canonical).toBeNull();
    const alias = await searchArea(db.db, "creek harbour", new URLSearchParams());
    expect(alias.canonical).toBe("Dubai Creek Harbour");
    const index = await areaIndex(db.db, new URLSearchParams());
    expect(index.areas.map((a) => a.location)).not.toContain("Creek Harbour");
    expect(index.areas.find((a) => a.location === "Dubai Creek Harbour")?.count).toBe(2);
    expect(index.areas.some((a) => a.location.includes("("))).toBe(false);
    expect(index.elsewhere).toEqual([{ location: "Yas Island (Abu Dhabi)", count: 1, emirate: "Abu Dhabi" }]);
    expect(index.locations).toContain("Yas Island (Abu Dhabi)");
  });

  it("an empty home search suggests nearby communities with listings", async () => {
    const r = await searchHomeResults(
      db.db,
      new URLSearchParams("transactionType=Rent&city=Jumeirah%20Village%20Triangle"),
    );
    expect(r.total).toBe(0);
    expect(r.nearby.map((n) => n.name)).toContain("Jumeirah Village Circle");
    expect(r.nearby.every((n) => n.count > 0)).toBe(true);
  });
});
