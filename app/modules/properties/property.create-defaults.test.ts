import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { CREATE_DEFAULTS, withCreateDefaults } from "./property.schema.ts";
import { getProperty } from "./property.service.server.ts";
import { createProperty, updateProperty } from "./property.write.server.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";
import { listingFields } from "./property.test-fixtures.ts";

// A listing created without a status (the agency's earlier admin form sends none unless it is
// touched) is not approved: stored, but not shown publicly. Updates merge as before.

const ADMIN = TEST_ADMIN;

const fields = listingFields;
const images = [{ kind: "ref" as const, value: "https://img.example.com/creek.jpg", alt: null }];

describe("create defaults", () => {
  it("fill a status that is not sent, and leave one that is sent to validation", () => {
    expect(CREATE_DEFAULTS.status).toBe("notApproved");
    expect(withCreateDefaults({ name: "x" })).toEqual({ name: "x", status: "notApproved" });
    expect(withCreateDefaults({ status: undefined }).status).toBe("notApproved");
    expect(withCreateDefaults({ status: "approved" }).status).toBe("approved");
    // A blank or wrong value is refused by validation, not replaced.
    for (const sent of ["", null, "live"]) expect(withCreateDefaults({ status: sent }).status).toBe(sent);
  });
});

describe.each(TEST_DIALECTS)("creating a listing without a status [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("stores it not approved and hidden from the public; an update without status keeps it", async () => {
    const created = await createProperty(db.db, ADMIN, { fields: fields(), images }, { dataDir });
    expect(created.status).toBe("notApproved");
    expect(await getProperty(db.db, PUBLIC, created._id)).toBeNull();
    const updated = await updateProperty(
      db.db,
      ADMIN,
      created._id,
      { fields: { price: 1_300_000 }, images: undefined },
      { dataDir },
    );
    expect(updated.status).toBe("notApproved");
    const approved = await updateProperty(
      db.db,
      ADMIN,
      created._id,
      { fields: { status: "approved" }, images: undefined },
      { dataDir },
    );
    expect(approved.status).toBe("approved");
  });

  it("still refuses a blank or unknown status, and an update that blanks it", async () => {
    for (const status of ["", "live"])
      await expect(
        createProperty(db.db, ADMIN, { fields: fields({ status }), images }, { dataDir }),
      ).rejects.toMatchObject({ status: 422, fields: { status: expect.any(String) } });
    const created = await createProperty(
      db.db,
      ADMIN,
      { fields: fields({ status: "approved" }), images },
      { dataDir },
    );
    expect(created.status).toBe("approved");
    await expect(
      updateProperty(db.db, ADMIN, created._id, { fields: { status: "" }, images: undefined }, { dataDir }),
    ).rejects.toMatchObject({ status: 422, fields: { status: expect.any(String) } });
  });
});
