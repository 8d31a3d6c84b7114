import { dubaiDay } from "../../lib/time.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { AppError } from "../../lib/errors.ts";
import {
  isIgnoredPath,
  normalizePath,
  pageViewsPerDay,
  pageViewTotal,
  recordPageView,
  referrerHost,
  topListingViews,
  topPaths,
  topReferrers,
} from "./analytics.service.server.ts";

const UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
const ID1 = "0123456789abcdef01234567";
const ID2 = "89abcdef0123456789abcdef";

describe("analytics helpers", () => {
  it("normalises paths and refuses what is not a page path", () => {
    expect(normalizePath("/buyRealEstate?page=2#x")).toBe("/buyRealEstate");
    expect(normalizePath("/area/Dubai%20Marina/")).toBe("/area/Dubai%20Marina");
    expect(normalizePath("/")).toBe("/");
    for (const bad of [
      "",
      "x",
      "//evil.example/a",
      "https://a.example/",
      "/a b",
      "/<x>",
      `/${"a".repeat(300)}`,
    ]) {
      expect(normalizePath(bad), bad).toBeNull();
    }
  });

  it("ignores the admin area and the API", () => {
    for (const p of ["/admin", "/admin/home", "/Admin/Login", "/api/x", "/addProperty", "/editProperty/1"])
      expect(isIgnoredPath(p)).toBe(true);
    for (const p of ["/", "/administrator-tips", "/property/1", "/apiary"])
      expect(isIgnoredPath(p)).toBe(false);
  });

  it("keeps only a foreign referrer's host", () => {
    expect(referrerHost("https://www.Google.com/search?q=villa", "site.example")).toBe("www.google.com");
    expect(referrerHost("https://site.example/buy", "site.example:443")).toBe("");
    expect(referrerHost("android-app://com.x", "site.example")).toBe("");
    expect(referrerHost("not a url", null)).toBe("");
    expect(referrerHost(undefined, null)).toBe("");
  });

  it("counts days in Dubai time", () => {
    expect(dubaiDay(new Date("2026-03-01T19:59:00Z"))).toBe("2026-03-01");
    expect(dubaiDay(new Date("2026-03-01T20:00:00Z"))).toBe("2026-03-02");
  });
});

describe.each(TEST_DIALECTS)("page-view counts [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const now = new Date("2026-05-10T08:00:00Z");
  const day = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const view = (path: string, at: Date, referrer?: string, userAgent: string | null = UA) =>
    recordPageView(db.db, { path, referrer }, { userAgent, host: "site.example", now: at });

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    for (let i = 0; i < 3; i++) await view(`/property/${ID1}`, day(0));
    await view(`/property/${ID1}`, day(1), "https://www.google.com/");
    await view(`/property/${ID2}`, day(2), "https://instagram.com/p/1");
    await view(`/property/${ID2.toUpperCase()}`, day(2));
    await view("/", day(0), "https://site.example/");
    await view("/", day(40));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("stores nothing for bots, missing user agents and the admin area", async () => {
    expect(await view("/", now, undefined, "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(false);
    expect(await view("/", now, undefined, null)).toBe(false);
    expect(await view("/admin/home", now)).toBe(false);
    expect(await view("https://evil.example/", now)).toBe(false);
    await expect(recordPageView(db.db, {}, { userAgent: UA, host: null })).rejects.toBeInstanceOf(AppError);
  });

  it("reports views per day with the empty days filled in", async () => {
    const series = await pageViewsPerDay(db.db, 7, now);
    expect(series).toHaveLength(7);
    expect(series[6]).toEqual({ day: "2026-05-10", views: 4 });
    expect(series[5]).toEqual({ day: "2026-05-09", views: 1 });
    expect(series[4]).toEqual({ day: "2026-05-08", views: 2 });
    expect(series[0]).toEqual({ day: "2026-05-04", views: 0 });
    expect(await pageViewTotal(db.db, 7, now)).toBe(7);
    expect(await pageViewTotal(db.db, 60, now)).toBe(8);
  });

  it("ranks paths, listings and referrers", async () => {
    expect(await topPaths(db.db, { days: 7, now, limit: 2 })).toEqual([
      { path: `/property/${ID1}`, views: 4 },
      { path: "/", views: 1 },
    ]);
    expect(await topListingViews(db.db, { days: 7, now })).toEqual([
      { path: `/property/${ID1}`, propertyId: ID1, views: 4 },
      { path: `/property/${ID2}`, propertyId: ID2, views: 2 },
    ]);
    expect(await topReferrers(db.db, { days: 7, now })).toEqual([
      { host: "instagram.com", views: 1 },
      { host: "www.google.com", views: 1 },
    ]);
  });
});
