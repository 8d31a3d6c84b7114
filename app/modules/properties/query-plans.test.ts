import { type Compilable, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import type { NewPropertyRow } from "../../db/schema.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { propertyCountQuery, propertyIdPageQuery } from "./property.repository.server.ts";
import type { PropertyFilter } from "./property.schema.ts";

// The plans of the public listing queries (ADR 0011, docs/performance.md): none may read the whole
// properties table, and the page-of-ids queries must come out of an ordered index (no sort of
// every match), which is what keeps deep pages as cheap as the first one.
//
// The table holds a few thousand rows with a realistic spread (5 types, 3 statuses, 40 locations,
// both completion states and property kinds) so the PostgreSQL planner's choice means something;
// it is ANALYZEd there. SQLite is left without statistics, as in production.

const TYPES = ["Buy", "Rent", "Commercial", "HolidayHome", "NewProject"] as const;
const STATUSES = ["approved", "approved", "approved", "notApproved", "expired"] as const;
const ROWS = 4000;

function rows(): NewPropertyRow[] {
  const out: NewPropertyRow[] = [];
  for (let i = 0; i < ROWS; i++) {
    const at = new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
    const location = `Area ${i % 40}`;
    out.push({
      id: `qp${String(i).padStart(22, "0")}`,
      name: `Listing ${i}`,
      type: TYPES[i % TYPES.length],
      description: "A synthetic listing for query plans.",
      location,
      location_key: location.toLowerCase(),
      // Spread over about 40 × 40 km around Dubai (the map search's bbox).
      map_lat: 24.9 + ((i * 37) % 400) / 1000,
      map_lng: 55.0 + ((i * 53) % 400) / 1000,
      price: 100_000 + ((i * 7919) % 5_000_000),
      price_per_year: 100_000 + ((i * 7919) % 5_000_000),
      bedrooms: i % 6,
      bathrooms: 1 + (i % 4),
      status: STATUSES[i % STATUSES.length],
      property_status: i % 3 === 0 ? "offPlan" : "ready",
      property_type: i % 4 === 0 ? "commercial" : "residential",
      listed_by: "Agent",
      email: "agent@example.com",
      number: "+971500000000",
      created_at: at,
      updated_at: at,
    });
  }
  return out;
}

const base: PropertyFilter = { status: "approved", sort: "latest", page: 1, pageSize: 24 };
/** The filters the public pages and the public API send (listing pages, search, areas). */
const CASES: [string, PropertyFilter][] = [
  ["all, latest", base],
  ["all, max-price", { ...base, sort: "max-price" }],
  ["all, min-price", { ...base, sort: "min-price" }],
  ["type, latest", { ...base, type: "Buy" }],
  ["type, max-price", { ...base, type: "Buy", sort: "max-price" }],
  ["type, min-price", { ...base, type: "Rent", sort: "min-price" }],
  ["type, deep page", { ...base, type: "Buy", page: 20 }],
  ["type + price range", { ...base, type: "Buy", minPrice: 500_000, maxPrice: 2_000_000 }],
  ["city", { ...base, city: "area 1" }],
  ["location", { ...base, location: "Area 7" }],
  ["location, max-price", { ...base, location: "Area 7", sort: "max-price" }],
  ["propertyStatus", { ...base, propertyStatus: "offPlan" }],
  ["propertyStatus, min-price", { ...base, propertyStatus: "offPlan", sort: "min-price" }],
  ["propertyType", { ...base, propertyType: "commercial" }],
  ["propertyType, max-price", { ...base, propertyType: "residential", sort: "max-price" }],
  // The map search (issue 24): a few streets' worth of the spread, as a zoomed-in map asks.
  ["bbox", { ...base, bbox: { minLng: 55.1, minLat: 25.0, maxLng: 55.14, maxLat: 25.04 } }],
  [
    "related (location, not this id)",
    { ...base, location: "Area 3", excludeId: "qp0000000000000000000003", pageSize: 4 },
  ],
];

interface Plan {
  text: string;
  /** Whole-table reads of `properties`. */
  fullScans: string[];
  /** PostgreSQL: an index walked in order with no condition, stopped by the LIMIT (never SQLite). */
  walks: string[];
  /** A sort of every match (the order did not come from an index). */
  sorts: string[];
}

async function sqlitePlan(db: Db, q: Compilable): Promise<Plan> {
  const c = q.compile();
  const res = await db.db.executeQuery<{ detail: string }>({
    ...c,
    sql: `explain query plan ${c.sql}`,
  });
  const lines = res.rows.map((x) => x.detail);
  return {
    text: lines.join("\n"),
    // "SCAN properties" (with or without an index) reads every row or index entry; "SEARCH" is a range.
    fullScans: lines.filter((l) => /^SCAN properties\b/.test(l)),
    sorts: lines.filter((l) => /USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/.test(l)),
    walks: [],
  };
}

interface PgNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: PgNode[];
}

function walk(n: PgNode, out: PgNode[] = []): PgNode[] {
  out.push(n);
  for (const c of n.Plans ?? []) walk(c, out);
  return out;
}

async function pgPlan(db: Db, q: Compilable, seqscan = true): Promise<Plan> {
  const c = q.compile();
  // One connection for the setting and the explain (the pool would hand out another).
  const res = await db.db.connection().execute(async (conn) => {
    if (!seqscan) await sql`set enable_seqscan = off`.execute(conn);
    try {
      return await conn.executeQuery<{ "QUERY PLAN": { Plan: PgNode }[] }>({
        ...c,
        sql: `explain (format json) ${c.sql}`,
      });
    } finally {
      if (!seqscan) await sql`reset enable_seqscan`.execute(conn);
    }
  });
  const nodes = walk(res.rows[0]["QUERY PLAN"][0].Plan);
  return {
    text: nodes
      .map(
        (n) =>
          `${n["Node Type"]} ${n["Relation Name"] ?? ""} ${n["Index Name"] ?? ""} ${n["Index Cond"] ?? ""}`,
      )
      .join("\n"),
    fullScans: nodes
      .filter((n) => n["Relation Name"] === "properties" && n["Node Type"] === "Seq Scan")
      .map((n) => n["Node Type"]),
    walks: nodes
      .filter((n) => n["Relation Name"] === "properties" && /Index/.test(n["Node Type"]) && !n["Index Cond"])
      .map((n) => `${n["Node Type"]} ${n["Index Name"]}`),
    sorts: nodes.filter((n) => /Sort/.test(n["Node Type"])).map((n) => n["Node Type"]),
  };
}

describe.each(TEST_DIALECTS)("listing query plans [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const plan = (q: Compilable) => (dialect === "sqlite" ? sqlitePlan(db, q) : pgPlan(db, q));

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    const all = rows();
    for (let i = 0; i < all.length; i += 250) {
      await db.db
        .insertInto("properties")
        .values(all.slice(i, i + 250))
        .execute();
    }
    if (dialect === "postgres") await sql`vacuum analyze properties`.execute(db.db);
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it.each(CASES)("page of ids: %s — no whole-table read, order from an index", async (name, f) => {
    const p = await plan(propertyIdPageQuery(db.db, f));
    expect(p.fullScans, p.text).toEqual([]);
    // City is a substring of the location (`like '%…%'`): no B-tree can seek it, so PostgreSQL
    // walks an ordered index until the page is full (the LIMIT stops it). Known and documented in
    // docs/performance.md; every other filter must seek.
    if (name !== "city") expect(p.walks, p.text).toEqual([]);
    // A price range or a map area with the "latest" order sorts the matches of the range (bounded
    // by the range: a map shows few listings at the zoom that searches an area); every other page
    // must come out of an index already in order.
    if (name !== "type + price range" && name !== "bbox") expect(p.sorts, p.text).toEqual([]);
  });

  it.each(CASES.filter(([n]) => !n.includes("deep") && !n.includes("price") && !n.includes("related")))(
    "count: %s — no whole-table read",
    async (_name, f) => {
      // Counting most of a small table, a sequential read can be PostgreSQL's honest best
      // choice; what must hold there is that an index can answer the count (seq scans off).
      const q = propertyCountQuery(db.db, f);
      const p = dialect === "sqlite" ? await sqlitePlan(db, q) : await pgPlan(db, q, false);
      expect(p.fullScans, p.text).toEqual([]);
      expect(p.walks, p.text).toEqual([]);
    },
  );

  it("the check has teeth: filtering on an unindexed column alone is reported", async () => {
    const q = db.db.selectFrom("properties").select("id").where("bedrooms", "=", 3).orderBy("name");
    const p = await plan(q);
    expect(p.fullScans.length + p.sorts.length).toBeGreaterThan(0);
  });
});
