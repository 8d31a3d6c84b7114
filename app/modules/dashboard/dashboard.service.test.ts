import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { newId } from "../../lib/ids.ts";
import { recordPageView } from "../analytics/analytics.service.server.ts";
import { createLead } from "../leads/leads.service.server.ts";
import { insertSubscribers } from "../newsletter/newsletter.repository.server.ts";
import { subscribe } from "../newsletter/newsletter.service.server.ts";
import { insertPropertyRow } from "../properties/property.rows.server.ts";
import { getDashboard, toWeeks } from "./dashboard.service.server.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";

const ADMIN = TEST_ADMIN;
const NOW = new Date("2026-11-20T10:00:00.000Z");

describe("toWeeks", () => {
  it("buckets days into weeks ending today, oldest first, ignoring the future and the too old", () => {
    const weeks = toWeeks(
      [
        { day: "2026-11-20", count: 2 },
        { day: "2026-11-14", count: 1 },
        { day: "2026-11-13", count: 5 },
        { day: "2026-11-21", count: 9 },
        { day: "2026-10-01", count: 9 },
      ],
      3,
      NOW,
    );
    expect(weeks).toEqual([0, 5, 3]);
  });
});

describe.each(TEST_DIALECTS)("dashboard [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const propertyId = newId();

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    const base = {
      name: "Marina home",
      description: "A home",
      location: "Dubai Marina",
      location_key: "dubai marina",
      price: 1_000_000,
      price_per_year: 1_000_000,
      property_status: "ready" as const,
      property_type: "residential" as const,
      listed_by: "Agent",
      email: "agent@example.com",
      number: "+971500000000",
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    };
    await insertPropertyRow(db.db, { ...base, id: propertyId, type: "Buy", status: "approved" });
    await insertPropertyRow(db.db, { ...base, id: newId(), type: "Buy", status: "expired" });
    await insertPropertyRow(db.db, { ...base, id: newId(), type: "Rent", status: "notApproved" });
    await createLead(db.db, "contact", {
      name: "A",
      email: "a@x.example",
      phone: "+971501234567",
      message: "Hi",
    });
    await createLead(db.db, "enquiry", {
      name: "B",
      email: "b@x.example",
      phone: "+971501234567",
      message: "Hi",
    });
    // One confirmed subscriber; one still pending its confirmation, which the dashboard leaves out.
    await insertSubscribers(db.db, [
      { _id: newId(), email: "d@x.example", subscribedAt: new Date().toISOString() },
    ]);
    await subscribe(db.db, { email: "c@x.example" }, { locale: "en" });
    const ctx = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130", host: "site.example", now: NOW };
    await recordPageView(db.db, { path: `/property/${propertyId}` }, ctx);
    await recordPageView(db.db, { path: `/property/${propertyId}` }, ctx);
    await recordPageView(db.db, { path: "/" }, ctx);
  });
  afterAll(async () => cleanup?.());

  it("refuses the public", async () => {
    await expect(getDashboard(db.db, PUBLIC, NOW)).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("counts listings by type and status, leads, subscribers and views", async () => {
    const d = await getDashboard(db.db, ADMIN, new Date());
    expect(d.properties.total).toBe(3);
    expect(d.properties.byType.Buy).toEqual({ approved: 1, notApproved: 0, expired: 1 });
    expect(d.properties.byType.Rent.notApproved).toBe(1);
    expect(d.properties.byStatus).toEqual({ approved: 1, notApproved: 1, expired: 1 });
    expect(d.leads.newThisWeek).toMatchObject({ contact: 1, enquiry: 1, listProperty: 0, total: 2 });
    expect(d.leads.unread).toMatchObject({ contact: 1, enquiry: 1, listProperty: 0, career: 0 });
    expect(d.leads.perWeek).toHaveLength(12);
    expect(d.leads.perWeek.at(-1)).toMatchObject({ contact: 1, enquiry: 1 });
    expect(d.subscribers).toEqual({ total: 1, newThisWeek: 1 });
  });

  it("reads page views per day and the most viewed listings with their names", async () => {
    const d = await getDashboard(db.db, ADMIN, NOW);
    expect(d.views?.perDay).toHaveLength(30);
    expect(d.views?.total).toBe(3);
    expect(d.views?.perDay.at(-1)?.views).toBe(3);
    expect(d.views?.topListings).toEqual([{ propertyId, name: "Marina home", views: 2 }]);
  });
});
