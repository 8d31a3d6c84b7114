import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../db/test-db.ts";
import { claimPeriodicRun } from "./jobs.server.ts";
import { deleteOldRateLimitWindows, hitLimit } from "./rate-limit.server.ts";

const HOUR = 3_600_000;

describe.each(TEST_DIALECTS)("work several instances share [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("a periodic job is claimed by exactly one of many claimants, then again once its period has passed", async () => {
    const t0 = new Date("2026-11-27T10:00:00.000Z");
    const first = await Promise.all(
      Array.from({ length: 6 }, () => claimPeriodicRun(db.db, "sweep", HOUR, t0)),
    );
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriodicRun(db.db, "sweep", HOUR, new Date(t0.getTime() + HOUR / 2))).toBe(false);
    const later = new Date(t0.getTime() + HOUR);
    const second = await Promise.all(
      Array.from({ length: 6 }, () => claimPeriodicRun(db.db, "sweep", HOUR, later)),
    );
    expect(second.filter(Boolean)).toHaveLength(1);
    // Another job has its own schedule.
    expect(await claimPeriodicRun(db.db, "other", HOUR, later)).toBe(true);
  });

  it("a rate limit holds its count across callers and opens again in the next window", async () => {
    const now = Date.parse("2026-11-27T10:00:00.000Z");
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => hitLimit(db.db, "form:test", 5, "198.51.100.7", 60_000, now)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(3);
    await expect(hitLimit(db.db, "form:test", 5, "198.51.100.8", 60_000, now)).resolves.toBeUndefined();
    await expect(
      hitLimit(db.db, "form:test", 5, "198.51.100.7", 60_000, now + 60_000),
    ).resolves.toBeUndefined();
    if (dialect === "postgres") expect(await deleteOldRateLimitWindows(db.db, now + 2 * HOUR)).toBe(2);
  });
});
