import { describe, expect, it } from "vitest";
import { dwellingOf, type ListingFacts, listingWarnings, type WarningCode } from "./property.consistency.ts";

const TODAY = "2026-11-01";

/** A listing whose text agrees with its facts; each test changes what it is about. */
function apartment(over: Partial<ListingFacts> = {}): ListingFacts {
  return {
    name: "Upgraded 2BR with Full Sea View",
    desc: "We are pleased to present this bright 2-bedroom apartment in Opaline Tower, Dubai Marina, with 1,285 sq ft and two bathrooms.\n\nOne allocated parking space comes with it. Vacant on transfer. Service charge AED 15/sqft.",
    message: null,
    type: "Buy",
    propertyType: "residential",
    propertyStatus: "ready",
    occupancy: "Vacant",
    bedrooms: 2,
    bathrooms: 2,
    square: 1285,
    totalArea: 1395,
    price: 2_660_000,
    parking: 1,
    pools: 2,
    floors: 40,
    elevators: 8,
    handOverDate: "2016-05-15",
    location: "Dubai Marina",
    buildingName: "Opaline Tower",
    configuration: "Unfurnished",
    layout: "Corner unit",
    convenience: "Supermarket in the building",
    features: ["Balcony", "Built-in wardrobes", "Covered parking", "Shared pool", "Central A/C"],
    keyFeatures: ["Full sea view", "Vacant on transfer", "High floor", "1 parking space"],
    exclusiveAmenities: ["Infinity pool", "Fully equipped gym", "Landscaped podium gardens"],
    primeLocation: ["5 min to Dubai Marina Mall", "Supermarket and cafés on the podium"],
    ...over,
  };
}

function villa(over: Partial<ListingFacts> = {}): ListingFacts {
  return apartment({
    name: "Exclusive 5BR Villa | Private Pool | Palm Jumeirah",
    desc: "An elegant 5-bedroom villa in Sandpiper Grove, Palm Jumeirah, with 4,975 sq ft of built-up area on a 7,500 sq ft plot and six bathrooms. It has a private pool, a maid's room and three covered parking spaces. Vacant on transfer.",
    bedrooms: 5,
    bathrooms: 6,
    square: 4975,
    totalArea: 7500,
    price: 33_850_000,
    parking: 3,
    pools: 1,
    floors: 3,
    elevators: null,
    location: "Palm Jumeirah",
    buildingName: "Sandpiper Grove",
    layout: "Corner plot",
    convenience: "Next to community park",
    features: ["Private pool", "Maid's room", "Private garden"],
    keyFeatures: ["Beach view", "Vacant on transfer", "Corner plot"],
    exclusiveAmenities: ["Community pools", "Clubhouse", "Private beach access"],
    primeLocation: ["10 min to Dubai Marina Mall", "Community retail centre nearby"],
    ...over,
  });
}

function offPlan(over: Partial<ListingFacts> = {}): ListingFacts {
  return apartment({
    name: "Off-Plan 1BR at Velaris Residences | 60/40 Payment Plan | Handover Q3 2028",
    desc: "Launched by a leading developer, Velaris Residences brings 1-bedroom apartments to Dubai Creek Harbour. Pay 10% on booking with a 60/40 payment plan: 60% during construction and the balance on handover, expected in Q3 2028. Payments go into the project's escrow account.",
    type: "NewProject",
    propertyStatus: "offPlan",
    bedrooms: 1,
    bathrooms: 1,
    square: 720,
    totalArea: 800,
    price: 1_450_000,
    handOverDate: "2028-09-30",
    location: "Dubai Creek Harbour",
    buildingName: "Velaris Residences",
    keyFeatures: ["60/40 payment plan", "Handover Q3 2028"],
    ...over,
  });
}

const codes = (p: ListingFacts) => listingWarnings(p, TODAY).map((w) => w.code);
const fieldOf = (p: ListingFacts, code: WarningCode) =>
  listingWarnings(p, TODAY).find((w) => w.code === code)?.field;

describe("listingWarnings", () => {
  it("finds nothing in listings whose text agrees with their facts", () => {
    expect(listingWarnings(apartment(), TODAY)).toEqual([]);
    expect(listingWarnings(villa(), TODAY)).toEqual([]);
    expect(listingWarnings(offPlan(), TODAY)).toEqual([]);
  });

  it("reads what a listing is from its kind, title and description", () => {
    expect(dwellingOf(apartment())).toBe("apartment");
    expect(dwellingOf(villa())).toBe("house");
    expect(dwellingOf({ propertyType: "commercial", name: "Fitted Office", desc: "An office" })).toBe(
      "commercial",
    );
    expect(
      dwellingOf({ propertyType: "residential", name: "4BR | Park View", desc: "A townhouse in Springs" }),
    ).toBe("house");
    expect(dwellingOf({ propertyType: "residential", name: "Great deal", desc: "Call us" })).toBeNull();
  });

  describe("a villa or townhouse is not a tower", () => {
    it("warns about building lifts, unless the text names a private lift", () => {
      expect(codes(villa({ elevators: 1 }))).toContain("house-elevators");
      expect(fieldOf(villa({ elevators: 1 }), "house-elevators")).toBe("elevators");
      expect(codes(villa({ elevators: 1, features: ["Private lift"] }))).not.toContain("house-elevators");
      expect(codes(apartment({ elevators: 12 }))).not.toContain("house-elevators");
    });

    it("warns about tower storeys and tower wording (podium, in the building, high floor)", () => {
      expect(codes(villa({ floors: 40 }))).toContain("house-floors");
      expect(codes(villa({ floors: 3 }))).not.toContain("house-floors");
      const podium = villa({ primeLocation: ["Supermarket and cafés on the podium"] });
      expect(listingWarnings(podium, TODAY)).toContainEqual({
        code: "house-building-text",
        field: "primeLocation",
        vars: { quote: "podium" },
      });
      expect(fieldOf(villa({ convenience: "Supermarket in the building" }), "house-building-text")).toBe(
        "convenience",
      );
      expect(codes(villa({ keyFeatures: ["High floor"] }))).toContain("house-building-text");
      // the same words are right for an apartment
      expect(codes(apartment())).not.toContain("house-building-text");
    });

    it("warns about a plot on an apartment", () => {
      expect(codes(apartment({ layout: "Single row" }))).toContain("apartment-plot-text");
      expect(codes(villa({ layout: "Single row" }))).not.toContain("apartment-plot-text");
    });
  });

  describe("kind and type", () => {
    it("warns about a commercial type on a residential kind, and bedrooms on a commercial one", () => {
      expect(codes(apartment({ type: "Commercial" }))).toContain("kind-type-mismatch");
      expect(codes(apartment({ type: "HolidayHome", propertyType: "commercial" }))).toContain(
        "kind-type-mismatch",
      );
      expect(codes(apartment({ type: "Commercial", propertyType: "commercial", bedrooms: 2 }))).toContain(
        "commercial-bedrooms",
      );
      expect(
        codes(apartment({ type: "Commercial", propertyType: "commercial", bedrooms: null })),
      ).not.toContain("commercial-bedrooms");
    });
  });

  describe("the title", () => {
    it("warns about the community twice, not once", () => {
      const twice = villa({ name: "Emirates Hills Villa in Emirates Hills", location: "Emirates Hills" });
      expect(listingWarnings(twice, TODAY)).toContainEqual({
        code: "title-location-repeated",
        field: "name",
        vars: { location: "Emirates Hills" },
      });
      expect(codes(villa({ name: "5BR Villa | Emirates Hills", location: "Emirates Hills" }))).not.toContain(
        "title-location-repeated",
      );
      // a location with its emirate in brackets is matched by its name
      const rak = villa({
        name: "Al Marjan Island Villa | Al Marjan Island",
        location: "Al Marjan Island (Ras Al Khaimah)",
      });
      expect(codes(rak)).toContain("title-location-repeated");
    });

    it("warns about a repeated part or word", () => {
      expect(codes(apartment({ name: "2BR | Sea View | Sea View" }))).toContain("title-repeated-part");
      expect(codes(apartment({ name: "2BR Apartment Apartment with Sea View" }))).toContain(
        "title-repeated-part",
      );
      expect(codes(apartment())).not.toContain("title-repeated-part");
    });
  });

  describe("counts and sizes stated in the text", () => {
    it("warns when the text states another bedroom count, in digits, words or as a studio", () => {
      const three = apartment({ desc: "A bright 3-bedroom apartment with two bathrooms." });
      expect(listingWarnings(three, TODAY)).toContainEqual({
        code: "text-bedrooms",
        field: "desc",
        vars: { quote: "3-bedroom", n: 2 },
      });
      expect(codes(apartment({ desc: "Three bedrooms, two bathrooms." }))).toContain("text-bedrooms");
      expect(fieldOf(apartment({ name: "Studio | Sea View" }), "text-bedrooms")).toBe("name");
      expect(
        codes(apartment({ bedrooms: 0, name: "Studio | Sea View", desc: "A studio apartment." })),
      ).not.toContain("text-bedrooms");
      expect(
        codes(apartment({ name: "2BR | Sea View", desc: "Two-bedroom apartment, 2 beds." })),
      ).not.toContain("text-bedrooms");
    });

    it("accepts a list of counts that includes the field, and ignores yoga studios and Studio City", () => {
      const launch = offPlan({ desc: "1, 2 and 3-bedroom apartments with handover in Q3 2028." });
      expect(codes(launch)).not.toContain("text-bedrooms");
      expect(codes(apartment({ desc: "A 2-bedroom apartment near a yoga studio." }))).not.toContain(
        "text-bedrooms",
      );
      expect(
        codes(
          apartment({ location: "Dubai Studio City", desc: "A 2-bedroom apartment in Dubai Studio City." }),
        ),
      ).not.toContain("text-bedrooms");
    });

    it("warns about other bathroom and parking counts", () => {
      expect(codes(apartment({ desc: "Two bedrooms and 3 bathrooms." }))).toContain("text-bathrooms");
      expect(codes(apartment({ desc: "Two bedrooms and 2.5 baths." }))).not.toContain("text-bathrooms");
      expect(codes(apartment({ keyFeatures: ["2 parking spaces"] }))).toContain("text-parking");
      expect(codes(apartment({ desc: "Two covered parking spaces." }))).toContain("text-parking");
      expect(codes(apartment({ keyFeatures: ["1 parking space"] }))).not.toContain("text-parking");
    });

    it("warns about a size that is neither the size nor the total area, leaving plots and terraces alone", () => {
      expect(codes(apartment({ desc: "A 2-bedroom apartment of 1,500 sq ft." }))).toContain("text-size");
      expect(codes(apartment({ desc: "A 2-bedroom apartment of 1,395 sq ft in total." }))).not.toContain(
        "text-size",
      );
      expect(codes(apartment({ desc: "A 2-bedroom apartment of 119 sqm." }))).not.toContain("text-size");
      expect(codes(apartment({ desc: "A 2-bedroom apartment with a 300 sq ft terrace." }))).not.toContain(
        "text-size",
      );
      expect(codes(villa())).not.toContain("text-size");
    });
  });

  describe("money", () => {
    it("warns about AED 0 (a tenancy at no rent)", () => {
      const zero = apartment({
        occupancy: "Occupied",
        desc: "A 2-bedroom apartment tenanted at AED 0 a year.",
      });
      expect(codes(zero)).toContain("text-zero-amount");
    });

    it("warns when a stated price or rent is not the price", () => {
      expect(codes(apartment({ desc: "A 2-bedroom apartment, asking price AED 2.5M." }))).toContain(
        "text-price",
      );
      expect(codes(apartment({ desc: "A 2-bedroom apartment, priced at AED 2,660,000." }))).not.toContain(
        "text-price",
      );
      expect(codes(apartment({ desc: "A 2-bedroom apartment, price on application." }))).not.toContain(
        "text-price",
      );
      // price on application: any stated price disagrees
      expect(codes(apartment({ price: 0, desc: "Offered at AED 2,660,000." }))).toContain("text-price");
      const rent = apartment({ type: "Rent", price: 120_000, keyFeatures: [] });
      expect(codes({ ...rent, desc: "A 2-bedroom apartment for AED 120,000 a year in 4 cheques." })).toEqual(
        [],
      );
      expect(codes({ ...rent, desc: "A 2-bedroom apartment, AED 10,000 per month." })).toEqual([]);
      expect(codes({ ...rent, desc: "A 2-bedroom apartment, AED 110,000 per year." })).toContain(
        "text-price",
      );
      const night = apartment({ type: "HolidayHome", price: 850, keyFeatures: [], configuration: null });
      expect(codes({ ...night, desc: "A furnished 2-bedroom apartment from AED 850 per night." })).toEqual(
        [],
      );
      expect(codes({ ...night, desc: "A furnished 2-bedroom apartment from AED 900 per night." })).toContain(
        "text-price",
      );
    });

    it("does not read a tenancy's rent or a service charge as the price of a sale", () => {
      const tenanted = apartment({
        occupancy: "Occupied",
        keyFeatures: [],
        desc: "A 2-bedroom apartment, tenanted at AED 150,000 a year. Service charge AED 15/sqft.",
      });
      expect(codes(tenanted)).toEqual([]);
    });

    it("warns about a price period of another type", () => {
      const rent = apartment({ type: "Rent", price: 120_000, keyFeatures: [] });
      expect(codes({ ...rent, desc: "A 2-bedroom apartment, AED 400 per night." })).toContain(
        "text-price-period",
      );
      const night = apartment({ type: "HolidayHome", price: 850, keyFeatures: [], configuration: null });
      expect(codes({ ...night, desc: "A furnished apartment, AED 120,000 a year." })).toContain(
        "text-price-period",
      );
    });

    it("warns about 'for sale' on a rental and 'for rent' on a sale", () => {
      const rent = apartment({ type: "Rent", price: 120_000, keyFeatures: [] });
      expect(codes({ ...rent, desc: "A 2-bedroom apartment for sale." })).toContain("text-transaction");
      expect(codes({ ...rent, desc: "A 2-bedroom apartment for rent." })).not.toContain("text-transaction");
      expect(codes(apartment({ desc: "A 2-bedroom apartment for rent." }))).toContain("text-transaction");
    });
  });

  describe("furnishing, fit-out and pools", () => {
    it("warns when the text and the configuration disagree on furnishing", () => {
      expect(fieldOf(apartment({ keyFeatures: ["Fully furnished"] }), "text-furnishing")).toBe("keyFeatures");
      expect(
        codes(apartment({ configuration: "Semi-furnished", keyFeatures: ["Semi-furnished"] })),
      ).not.toContain("text-furnishing");
      expect(
        codes(apartment({ configuration: "Unfurnished", desc: "Unfurnished 2-bedroom apartment." })),
      ).not.toContain("text-furnishing");
      // a holiday home is furnished whatever its configuration says
      const night = apartment({
        type: "HolidayHome",
        price: 850,
        keyFeatures: [],
        configuration: "Nightly rate",
      });
      expect(codes({ ...night, desc: "An unfurnished 2-bedroom apartment." })).toContain("text-furnishing");
      expect(codes({ ...night, desc: "A furnished 2-bedroom apartment." })).not.toContain("text-furnishing");
    });

    it("warns about a fitted office delivered shell and core", () => {
      const office = apartment({
        type: "Commercial",
        propertyType: "commercial",
        bedrooms: null,
        name: "Fitted Office for Rent | 2,000 sq ft",
        desc: "An office delivered shell and core.",
        configuration: "Shell and core",
        keyFeatures: [],
        features: [],
        square: 2000,
      });
      expect(codes(office)).toContain("text-fit-out");
      expect(codes({ ...office, name: "Shell and Core Office for Rent | 2,000 sq ft" })).not.toContain(
        "text-fit-out",
      );
    });

    it("warns about a private pool when the listing has no pool", () => {
      expect(codes(villa({ pools: 0 }))).toContain("text-private-pool");
      expect(codes(villa({ pools: 1 }))).not.toContain("text-private-pool");
    });
  });

  describe("tenancy", () => {
    it("warns about a tenanted sale that never states its rent or yield", () => {
      const tenanted = apartment({
        occupancy: "Occupied",
        keyFeatures: [],
        desc: "A 2-bedroom apartment, tenanted.",
      });
      expect(listingWarnings(tenanted, TODAY)).toContainEqual({
        code: "tenanted-rent-missing",
        field: "desc",
        vars: {},
      });
      expect(codes({ ...tenanted, desc: "A 2-bedroom apartment, tenanted at AED 150,000 a year." })).toEqual(
        [],
      );
      expect(codes({ ...tenanted, desc: "A 2-bedroom apartment, tenanted at a 6.5% net yield." })).toEqual(
        [],
      );
      // a rental that is occupied today is not a sale with a tenant
      expect(
        codes({ ...tenanted, type: "Rent", price: 120_000, desc: "Available from March 2027." }),
      ).not.toContain("tenanted-rent-missing");
    });

    it("warns when occupancy and the text disagree", () => {
      expect(codes(apartment({ occupancy: "Occupied" }))).toContain("occupied-vacant-text");
      const tenantedText = apartment({ keyFeatures: [], desc: "Currently tenanted at AED 150,000 a year." });
      expect(codes(tenantedText)).toContain("vacant-tenanted-text");
      expect(codes({ ...tenantedText, occupancy: null })).not.toContain("vacant-tenanted-text");
    });
  });

  describe("completion and handover", () => {
    it("warns about off-plan, escrow and handover wording on a ready listing", () => {
      const ready = apartment({ desc: "A 2-bedroom apartment; payments are held in escrow." });
      expect(listingWarnings(ready, TODAY)).toContainEqual({
        code: "ready-offplan-text",
        field: "desc",
        vars: { quote: "escrow" },
      });
      expect(codes(apartment({ name: "2BR | 60/40 Payment Plan" }))).toContain("ready-offplan-text");
      expect(codes(apartment({ desc: "A 2-bedroom apartment, expected handover next year." }))).toContain(
        "ready-offplan-text",
      );
      expect(codes(offPlan())).not.toContain("ready-offplan-text");
    });

    it("warns about ready wording, a tenant or a past handover on an off-plan listing", () => {
      expect(codes(offPlan({ keyFeatures: ["Vacant on transfer"] }))).toContain("offplan-ready-text");
      expect(codes(offPlan({ occupancy: "Occupied" }))).toContain("offplan-occupied");
      expect(
        codes(offPlan({ handOverDate: "2025-06-30", name: "Off-Plan 1BR", desc: "A 1-bedroom apartment." })),
      ).toContain("offplan-past-handover");
      expect(codes(apartment({ handOverDate: "2028-06-30" }))).toContain("ready-future-handover");
    });

    it("warns when the text states another handover quarter or year than the date", () => {
      const late = offPlan({ handOverDate: "2028-12-31" });
      expect(listingWarnings(late, TODAY)).toContainEqual({
        code: "text-handover",
        field: "name",
        vars: { quote: "Handover Q3 2028", date: "Q4 2028" },
      });
      expect(codes(offPlan({ handOverDate: "2029-09-30" }))).toContain("text-handover");
      expect(codes(offPlan({ handOverDate: "2028-07-01" }))).not.toContain("text-handover");
    });
  });
});
