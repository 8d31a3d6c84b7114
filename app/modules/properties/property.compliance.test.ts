import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { getDashboard } from "../dashboard/dashboard.service.server.ts";
import { complianceProblems, warningEnd } from "./property.compliance.ts";
import { findPropertySummaries } from "./property.repository.server.ts";
import { insertPropertyRow } from "./property.rows.server.ts";
import { propertyTestRow } from "./property.test-rows.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";

const ADMIN = TEST_ADMIN;
const NOW = new Date("2026-11-20T10:00:00.000Z");
const TODAY = "2026-11-20";

describe("compliance rule", () => {
  const base = { status: "approved" as const, permitNumber: "7100000001", permitExpiry: "2027-01-01" };
  it("asks an approved listing for a permit valid today; the expiry day itself is still valid", () => {
    expect(complianceProblems(base, TODAY)).toEqual([]);
    expect(complianceProblems({ ...base, permitNumber: null }, TODAY)).toEqual(["noPermit"]);
    expect(complianceProblems({ ...base, permitExpiry: null }, TODAY)).toEqual(["noPermitExpiry"]);
    expect(complianceProblems({ ...base, permitExpiry: TODAY }, TODAY)).toEqual([]);
    expect(complianceProblems({ ...base, permitExpiry: "2026-11-19" }, TODAY)).toEqual(["permitExpired"]);
    // Listings that are not advertised are not flagged.
    expect(complianceProblems({ ...base, status: "notApproved", permitNumber: null }, TODAY)).toEqual([]);
    expect(warningEnd(TODAY)).toBe("2026-12-04");
  });
});

describe.each(TEST_DIALECTS)("compliance in the database [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  // Every case of the rule, approved and not.
  const cases = [
    { name: "valid", permit_number: "71001", permit_expiry: "2027-06-01" },
    { name: "expires today", permit_number: "71002", permit_expiry: TODAY },
    { name: "expires in 14 days", permit_number: "71003", permit_expiry: "2026-12-04" },
    { name: "expires in 15 days", permit_number: "71004", permit_expiry: "2026-12-05" },
    { name: "expired", permit_number: "71005", permit_expiry: "2026-11-19" },
    { name: "no permit", permit_number: null, permit_expiry: "2027-06-01" },
    { name: "blank permit", permit_number: "", permit_expiry: "2027-06-01" },
    { name: "no expiry", permit_number: "71008", permit_expiry: null },
    { name: "pending, no permit", permit_number: null, permit_expiry: null, status: "notApproved" as const },
  ];

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    for (const c of cases) await insertPropertyRow(db.db, propertyTestRow(c));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("the admin list's filter (SQL) and the rule (code) pick the same listings", async () => {
    const all = await findPropertySummaries(db.db, { sort: "latest", page: 1, pageSize: 50 });
    const byRule = all
      .filter((p) => complianceProblems(p, TODAY).length > 0)
      .map((p) => p.name)
      .sort();
    const bySql = (
      await findPropertySummaries(db.db, { sort: "latest", page: 1, pageSize: 50, nonCompliantOn: TODAY })
    )
      .map((p) => p.name)
      .sort();
    expect(bySql).toEqual(byRule);
    expect(byRule).toEqual(["blank permit", "expired", "no expiry", "no permit"]);
  });

  it("the dashboard counts the listings that are not compliant and lists permits expiring within 14 days", async () => {
    const d = await getDashboard(db.db, ADMIN, NOW);
    expect(d.compliance.nonCompliant).toBe(4);
    expect(d.compliance.expiringCount).toBe(2);
    expect(d.compliance.expiring.map((x) => [x.name, x.permitExpiry])).toEqual([
      ["expires today", TODAY],
      ["expires in 14 days", "2026-12-04"],
    ]);
  });
});
