import { findCommunity } from "../locations/locations.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { newId } from "../../lib/ids.ts";
import { FIELD_NAMES, locationKey, PROPERTY_FIELDS, SUMMARY_FIELDS } from "./property.fields.ts";
import { findPropertyById, findPropertySummaries } from "./property.repository.server.ts";
import { insertPropertyRow, propertyColumns, replaceListItems } from "./property.rows.server.ts";
import { PropertyFieldsSchema, PropertyRecordSchema, PropertyWriteDocSchema } from "./property.schema.ts";

const input = {
  name: "Marina Gate 2BR",
  projectName: "",
  type: "Buy",
  desc: "Bright two-bedroom apartment.",
  location: "  Dubai Marina ",
  latitude: "25.08",
  bedrooms: "2",
  price: "2,500,000",
  display: "feature",
  status: "approved",
  propertyStatus: "offPlan",
  propertyType: "residential",
  listedBy: "Sara Khan",
  email: "sara@agency.example",
  number: "+971 50 123 4567",
  features: "Pool, Gym",
  handOverDate: "2027-06-30",
  mapUrl: "https://maps.example/x",
  agentBrn: "BRN-1",
};

describe("the field table", () => {
  it("names every record key once, and the record schema follows its order", () => {
    expect(Object.keys(PropertyRecordSchema.shape)).toEqual([
      "_id",
      ...FIELD_NAMES,
      "createdAt",
      "updatedAt",
      "position",
    ]);
    expect(new Set(FIELD_NAMES).size).toBe(FIELD_NAMES.length);
  });

  it("makes a field required in the schema exactly when the table says so", () => {
    const shape = PropertyWriteDocSchema.shape as Record<
      string,
      { safeParse(v: unknown): { success: boolean } }
    >;
    for (const [name, schema] of Object.entries(shape)) {
      if (name === "images" || name === "imageAlts") continue;
      const spec = PROPERTY_FIELDS[name as keyof typeof PROPERTY_FIELDS];
      const required = "required" in spec && spec.required === true;
      expect([name, !schema.safeParse(undefined).success]).toEqual([name, required]);
    }
  });

  it("has one location key rule: trimmed and lower case", () => {
    expect(locationKey("  Dubai Marina ")).toBe("dubai marina");
    expect(propertyColumns({ ...PropertyFieldsSchema.parse(input), location: " JVC " }).location_key).toBe(
      "jvc",
    );
  });
});

describe.each(TEST_DIALECTS)("fields through the database [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const id = newId();
  const at = "2026-05-01T10:00:00.000Z";

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    const fields = PropertyFieldsSchema.parse(input);
    await insertPropertyRow(db.db, { id, ...propertyColumns(fields), created_at: at, updated_at: at });
    await replaceListItems(db.db, id, { features: fields.features });
  });
  afterAll(async () => {
    await cleanup();
  });

  it("reads back what was written, under the API names, in the table's order", async () => {
    const p = await findPropertyById(db.db, id);
    expect(p && Object.keys(p)).toEqual(["_id", ...FIELD_NAMES, "createdAt", "updatedAt", "position"]);
    // A latitude without a longitude is no position: the community's centre stands in, approximate.
    const marina = findCommunity("Dubai Marina");
    expect(p?.position).toEqual({ lat: marina?.lat, lng: marina?.lng, approximate: true });
    expect(p).toMatchObject({
      _id: id,
      name: "Marina Gate 2BR",
      projectName: null,
      desc: "Bright two-bedroom apartment.",
      location: "Dubai Marina",
      latitude: 25.08,
      bedrooms: 2,
      floors: null,
      price: 2_500_000,
      propertyStatus: "offPlan",
      features: ["Pool", "Gym"],
      keyFeatures: [],
      images: [],
      media: [],
      handOverDate: "2027-06-30",
      mapUrl: "https://maps.example/x",
      agentBrn: "BRN-1",
      createdAt: at,
    });
    expect(PropertyRecordSchema.safeParse(p).success).toBe(true);
  });

  it("gives summaries exactly the fields the table marks, and the cover", async () => {
    const [s] = await findPropertySummaries(db.db, {
      location: "dubai marina",
      sort: "latest",
      page: 1,
      pageSize: 10,
    });
    expect(Object.keys(s).sort()).toEqual(
      ["_id", ...SUMMARY_FIELDS, "createdAt", "updatedAt", "cover"].sort(),
    );
    expect(s).toMatchObject({ _id: id, location: "Dubai Marina", price: 2_500_000, cover: null });
  });
});
