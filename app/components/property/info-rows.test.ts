import { NO_ARABIC_TEXT } from "../../modules/properties/property.localized.ts";
import { describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/index.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import { infoSections, isPresent } from "./info-rows.ts";

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate("en", key, vars);

function property(over: Partial<Property> = {}): Property {
  return {
    position: null,
    _id: "65f0a1b2c3d4e5f6a7b8c9d0",
    name: "Marina Gate apartment",
    projectName: null,
    type: "Buy",
    desc: "Bright two-bedroom apartment.",
    message: null,
    state: null,
    location: "Dubai Marina",
    latitude: null,
    longitude: null,
    bedrooms: null,
    floors: null,
    bathrooms: null,
    occupancy: null,
    configuration: null,
    convenience: null,
    layout: null,
    parking: null,
    view: null,
    square: null,
    price: 2_450_000,
    rentFrequency: null,
    cheques: null,
    display: null,
    status: "approved",
    propertyStatus: "ready",
    propertyType: "residential",
    listedBy: "Agent",
    email: "agent@example.com",
    number: "+971500000000",
    features: [],
    keyFeatures: [],
    exclusiveAmenities: [],
    primeLocation: [],
    images: [],
    media: [],
    addedOn: null,
    handOverDate: null,
    elevators: null,
    totalArea: null,
    buildingName: null,
    pools: null,
    mapUrl: null,
    reference: null,
    permitNumber: null,
    permitQrUrl: null,
    agentBrn: null,
    agentId: null,
    ...NO_ARABIC_TEXT,
    unitType: null,
    furnishing: null,
    subCommunity: null,
    permitExpiry: null,
    portals: [],
    dldWaiver: null,
    originalPrice: null,
    amountPaid: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

const fields = (p: Property) =>
  Object.fromEntries(infoSections(p, t).map((s) => [s.id, s.rows.map((r) => r.field)]));

describe("isPresent", () => {
  it("treats null, undefined, blank text, empty lists and NaN as empty; zero and text as values", () => {
    for (const empty of [null, undefined, "", "   ", [], Number.NaN]) expect(isPresent(empty)).toBe(false);
    for (const value of [0, 3, "Sea view", ["x"]]) expect(isPresent(value)).toBe(true);
  });
});

describe("info tables: a row appears only when its value is non-empty", () => {
  it("shows only the always-present rows for a bare listing and drops the empty building table", () => {
    const s = fields(property());
    expect(s).toEqual({
      property: ["type", "propertyType"],
      project: ["propertyStatus", "location"],
    });
    expect(s.building).toBeUndefined();
  });

  it("adds a row for each filled field, in a fixed order, with formatted values", () => {
    const p = property({
      reference: "SSP-1042",
      bedrooms: 0,
      bathrooms: 1,
      square: 1250,
      view: "Sea view",
      occupancy: "Vacant",
      parking: 0,
      buildingName: "Marina Gate 2",
      floors: 52,
      elevators: 6,
      totalArea: 1400,
      projectName: "Marina Gate",
      propertyStatus: "offPlan",
      handOverDate: "2027-06-30",
      state: "Dubai",
    });
    const sections = infoSections(p, t);
    const byField = Object.fromEntries(sections.flatMap((s) => s.rows.map((r) => [r.field, r.value])));
    expect(fields(p)).toEqual({
      property: [
        "reference",
        "type",
        "propertyType",
        "bedrooms",
        "bathrooms",
        "square",
        "view",
        "occupancy",
        "parking",
      ],
      building: ["buildingName", "floors", "elevators", "totalArea"],
      project: ["projectName", "propertyStatus", "handOverDate", "location", "state"],
    });
    expect(byField.bedrooms).toBe("Studio");
    expect(byField.square).toBe("1,250 sqft");
    expect(byField.parking).toBe("0");
    expect(byField.propertyStatus).toBe("Off Plan");
    expect(byField.type).toBe("Buy");
    expect(byField.handOverDate).toBe("30 Jun 2027");
    expect(sections.map((s) => s.title)).toEqual([
      "Property information",
      "Building information",
      "Project information",
    ]);
  });

  it("leaves out whitespace-only text", () => {
    const s = fields(property({ layout: "  ", buildingName: "", configuration: "\n" }));
    expect(s.property).not.toContain("layout");
    expect(s.property).not.toContain("configuration");
    expect(s.building).toBeUndefined();
  });
});
