import { describe, expect, it } from "vitest";
import { createRng } from "../lib/random.ts";
import { dwellingOf, listingWarnings } from "../modules/properties/property.consistency.ts";
import { generateDemoData } from "./demo-data.ts";
import { type ListingFacts, listingText } from "./demo-text.ts";

/** The demo data's own "today" (demo-data.ts BASE_DATE): its off-plan handovers are after it. */
const DEMO_TODAY = "2026-11-01";

describe("demo listing text", () => {
  const { properties } = generateDemoData();
  const asListing = (p: (typeof properties)[number]) => ({ ...p, desc: p.description });

  it("never contradicts the listing's facts (every consistency rule, every listing)", () => {
    const found = properties.flatMap((p) =>
      listingWarnings(asListing(p), DEMO_TODAY).map(
        (w) => `${p.reference} ${p.name}: ${w.code} (${w.field})`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("says what each listing is, so the villa and apartment rules apply to it", () => {
    for (const p of properties) {
      const want =
        p.propertyType === "commercial"
          ? "commercial"
          : p.category === "villa" || p.category === "townhouse"
            ? "house"
            : "apartment";
      expect(dwellingOf(asListing(p)), p.name).toBe(want);
    }
  });

  it("keeps the issue's examples out", () => {
    for (const p of properties) {
      const text = [
        p.name,
        p.description,
        p.message ?? "",
        ...p.features,
        ...p.keyFeatures,
        ...p.exclusiveAmenities,
        ...p.primeLocation,
        p.convenience ?? "",
      ].join("\n");
      if (p.category === "villa" || p.category === "townhouse") {
        expect(p.elevators, p.name).toBeNull();
        expect(text, p.name).not.toMatch(/podium|in the building|high[- ]floor/i);
      }
      expect(text, p.name).not.toMatch(/AED 0\b/);
      if (p.propertyStatus === "ready")
        expect(text, p.name).not.toMatch(/escrow|off-plan|payment plan|on handover/i);
      if (p.occupancy === "Occupied" && p.type === "Buy")
        expect(p.description, p.name).toMatch(/AED [\d,]+ a year/);
      expect(p.name.split(p.location.replace(/\s*\(.*\)$/, "")).length, p.name).toBeLessThanOrEqual(2);
    }
  });

  it("varies descriptions in structure, not only in nouns", () => {
    // the opening: its first three words, numbers and names aside
    const opening = (d: string) =>
      d
        .replace(/[\d,]+/g, "#")
        .split(/\s+/)
        .slice(0, 3)
        .join(" ");
    // the shape: sentences per paragraph and the first word of each paragraph
    const shape = (d: string) =>
      d
        .split("\n\n")
        .map(
          (para) => `${para.split(/(?<=[.?!])\s+/).length}:${para.split(/\s+/)[0].replace(/[\d,]+/g, "#")}`,
        )
        .join("|");
    const openings = new Set(properties.map((p) => opening(p.description)));
    const shapes = new Set(properties.map((p) => shape(p.description)));
    const paragraphCounts = new Set(properties.map((p) => p.description.split("\n\n").length));
    expect(openings.size).toBeGreaterThanOrEqual(20);
    expect(shapes.size).toBeGreaterThanOrEqual(50);
    expect(paragraphCounts.size).toBeGreaterThanOrEqual(3);
    // no opening is used by more than a fifth of the listings
    const counts = new Map<string, number>();
    for (const p of properties)
      counts.set(opening(p.description), (counts.get(opening(p.description)) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(properties.length / 5);
  });

  it("is deterministic for its seed and writes only from the facts given", () => {
    const facts: ListingFacts = {
      index: 0,
      type: "Rent",
      category: "townhouse",
      location: "Springs",
      bedrooms: 3,
      bathrooms: 4,
      square: 2200,
      totalArea: 3500,
      price: 180_000,
      sale: false,
      offPlan: false,
      handOverDate: null,
      occupancy: "Occupied",
      furnished: false,
      floors: 2,
      pools: 0,
      parking: 2,
      serviceCharge: 4,
      agent: "Layla Haddad",
      latitude: 25.05,
      longitude: 55.17,
      beach: false,
      cheques: 4,
    };
    const a = listingText(createRng(7), facts, new Set());
    expect(listingText(createRng(7), facts, new Set())).toEqual(a);
    const texts = Array.from({ length: 40 }, (_, seed) => listingText(createRng(seed), facts, new Set()));
    for (const t of texts) {
      const listing = {
        ...facts,
        ...t,
        desc: t.description,
        propertyType: "residential" as const,
        propertyStatus: "ready" as const,
        elevators: null,
      };
      expect(listingWarnings(listing, DEMO_TODAY), t.description).toEqual([]);
      expect(t.description).not.toMatch(/private pool/i);
      expect(t.description).not.toMatch(/available now/i);
      if (/cheque/.test(t.description)) expect(t.description).toMatch(/four cheques/);
    }
    expect(new Set(texts.map((t) => t.description.split("\n\n").length)).size).toBeGreaterThan(1);
  });
});
