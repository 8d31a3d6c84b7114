import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { insertPropertyRow, insertPropertyRows, updatePropertyRow } from "./property.rows.server.ts";
import { propertyTestRow } from "./property.test-rows.ts";

// When a listing was last approved (published): what alerts will read as "new since the last one"
// (issue 23). The repository stamps it; nothing a form or the API sends sets it.

describe.each(TEST_DIALECTS)("a listing's approval time [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const approvedAt = async (id: string) =>
    (
      await db.db
        .selectFrom("properties")
        .select("approved_at")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).approved_at;

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
  });
  afterAll(async () => cleanup?.());

  it("is the creation time of a listing created approved, and none for a draft", async () => {
    const live = propertyTestRow({ status: "approved", created_at: "2026-11-01T08:00:00.000Z" });
    const draft = propertyTestRow({ status: "notApproved" });
    await insertPropertyRow(db.db, live);
    await insertPropertyRows(db.db, [
      draft,
      propertyTestRow({ status: "approved", created_at: "2026-11-02T08:00:00.000Z" }),
    ]);
    expect(await approvedAt(live.id)).toBe("2026-11-01T08:00:00.000Z");
    expect(await approvedAt(draft.id)).toBeNull();
  });

  it("is stamped when a listing becomes approved, kept while it stays so, and kept after it leaves", async () => {
    const p = propertyTestRow({ status: "notApproved" });
    await insertPropertyRow(db.db, p);
    await updatePropertyRow(db.db, p.id, { status: "approved", updated_at: "2026-11-10T09:00:00.000Z" });
    expect(await approvedAt(p.id)).toBe("2026-11-10T09:00:00.000Z");
    // Saved again while approved (a price change): still the time it was published.
    await updatePropertyRow(db.db, p.id, {
      status: "approved",
      price: 2_000_000,
      updated_at: "2026-11-11T09:00:00.000Z",
    });
    expect(await approvedAt(p.id)).toBe("2026-11-10T09:00:00.000Z");
    await updatePropertyRow(db.db, p.id, { status: "expired", updated_at: "2026-11-12T09:00:00.000Z" });
    expect(await approvedAt(p.id)).toBe("2026-11-10T09:00:00.000Z");
    // Published again: a new approval.
    await updatePropertyRow(db.db, p.id, { status: "approved", updated_at: "2026-11-13T09:00:00.000Z" });
    expect(await approvedAt(p.id)).toBe("2026-11-13T09:00:00.000Z");
  });
});
