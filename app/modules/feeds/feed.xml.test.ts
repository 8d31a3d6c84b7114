import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { NO_ARABIC_TEXT } from "../properties/property.localized.ts";
import type { Property } from "../properties/property.schema.ts";
import {
  bayutListing,
  type FeedFacts,
  feedProblems,
  internationalDigits,
  placeOf,
  propertyFinderListing,
} from "./feed.xml.ts";

const TODAY = "2026-11-20";

function listing(over: Partial<Property> = {}): Property {
  return {
    position: null,
    _id: "65f0a1b2c3d4e5f6a7b8c9d0",
    name: "Marina 2BR",
    projectName: null,
    type: "Rent",
    desc: "Bright.",
    message: null,
    state: "Dubai",
    location: "Dubai Marina",
    latitude: 25.08,
    longitude: 55.14,
    bedrooms: 2,
    floors: null,
    bathrooms: 2,
    occupancy: null,
    configuration: null,
    convenience: null,
    layout: null,
    parking: 1,
    view: null,
    square: 1285,
    price: 120_000,
    display: null,
    status: "approved",
    propertyStatus: "ready",
    propertyType: "residential",
    listedBy: "Sara Haddad",
    email: "sara@agency.example",
    number: "+971 50 123 4567",
    features: ["Balcony", "Shared gym", "Pool view"],
    keyFeatures: [],
    exclusiveAmenities: ["Covered parking"],
    primeLocation: [],
    images: ["uploads/a/1-1600.jpg", "https://img.example.com/b.jpg"],
    media: [],
    addedOn: null,
    handOverDate: null,
    elevators: null,
    totalArea: null,
    buildingName: "Opaline Tower",
    pools: null,
    mapUrl: null,
    reference: "SSP-R-1001",
    permitNumber: "7112345678",
    permitQrUrl: null,
    agentBrn: "10101",
    agentId: null,
    rentFrequency: "yearly",
    cheques: 4,
    ...NO_ARABIC_TEXT,
    unitType: "Apartment",
    furnishing: "unfurnished",
    subCommunity: null,
    permitExpiry: "2027-06-01",
    portals: ["propertyfinder", "bayut"],
    dldWaiver: null,
    originalPrice: null,
    amountPaid: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-11-01T09:30:00.000Z",
    ...over,
  };
}
const facts = (p: Property): FeedFacts => ({ ...p, imageCount: p.images.length });
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);

describe("feed rules", () => {
  it("leave out what each portal refuses, with every reason", () => {
    expect(feedProblems("propertyfinder", facts(listing()), TODAY)).toEqual([]);
    expect(
      feedProblems(
        "propertyfinder",
        facts(listing({ unitType: null, square: null, images: [], permitExpiry: "2026-11-01" })),
        TODAY,
      ),
    ).toEqual(["permitExpired", "noUnitType", "noSize", "noImages"]);
    // Property Finder's minimum rent (10,000 a year) and its periods; Bayut needs a price.
    expect(feedProblems("propertyfinder", facts(listing({ price: 5_000 })), TODAY)).toEqual([
      "belowMinimumPrice",
    ]);
    expect(
      feedProblems(
        "propertyfinder",
        facts(
          listing({ type: "Commercial", propertyType: "commercial", rentFrequency: "daily", price: 500 }),
        ),
        TODAY,
      ),
    ).toEqual(["rentPeriodNotAccepted"]);
    expect(feedProblems("bayut", facts(listing({ price: 0 })), TODAY)).toEqual(["priceOnRequest"]);
    expect(feedProblems("propertyfinder", facts(listing({ price: 0 })), TODAY)).toEqual([]);
    expect(feedProblems("bayut", facts(listing({ propertyStatus: "offPlan" })), TODAY)).toEqual([
      "offPlanNeedsDetails",
    ]);
    const resale = listing({
      type: "Buy",
      propertyStatus: "offPlan",
      originalPrice: 1_800_000,
      amountPaid: 360_000,
    });
    expect(feedProblems("bayut", facts(resale), TODAY)).toEqual([]);
    const launch = listing({ type: "NewProject", propertyStatus: "offPlan", dldWaiver: 0 });
    expect(feedProblems("bayut", facts(launch), TODAY)).toEqual([]);
    const x = parse(bayutListing(resale, "https://agency.example")).Property;
    expect([x.offplanDetails_saleType, x.offplanDetails_originalPrice, x.offplanDetails_amountPaid]).toEqual([
      "Resale",
      "1800000",
      "360000",
    ]);
  });

  it("write phone numbers internationally, without the plus", () => {
    expect(internationalDigits("+971 50 123 4567")).toBe("971501234567");
    expect(internationalDigits("050 123 4567")).toBe("971501234567");
    expect(internationalDigits("04 123 4567")).toBe("97141234567");
    expect(internationalDigits("00971501234567")).toBe("971501234567");
  });

  it("read the emirate from a bracketed location", () => {
    expect(placeOf({ location: "Al Reem Island (Abu Dhabi)", state: null })).toEqual({
      city: "Abu Dhabi",
      community: "Al Reem Island",
    });
    expect(placeOf({ location: "Dubai Marina", state: null })).toEqual({
      city: "Dubai",
      community: "Dubai Marina",
    });
  });
});

describe("feed XML", () => {
  it("Property Finder: a yearly rent in its period element, studio, amenity codes, digits-only phone", () => {
    const x = parse(propertyFinderListing(listing({ bedrooms: 0 }), "https://agency.example")).property;
    expect(x["@_last_update"]).toBe("2026-11-01 13:30:00");
    expect(x.offering_type).toBe("RR");
    expect(x.property_type).toBe("AP");
    expect(x.price.yearly).toBe("120000");
    expect(x.cheques).toBe("4");
    expect(x.bedroom).toBe("studio");
    expect(x.private_amenities).toBe("BA,CP,SY");
    expect(x.agent.phone).toBe("971501234567");
    expect(x.furnished).toBe("No");
    expect(x.geopoints).toBe("55.14,25.08");
    expect(x.photo.url.map((u: Record<string, string>) => u["#text"])).toEqual([
      "https://agency.example/api/uploads/a/1-1600.jpg",
      "https://img.example.com/b.jpg",
    ]);
  });

  it("Bayut: purpose, studio as -1, features by name, CDATA that survives ]]> and control characters", () => {
    const xml = bayutListing(
      listing({ bedrooms: 0, name: "A ]]> B \u0007<c>", type: "Buy", rentFrequency: null }),
      "https://agency.example",
    );
    const x = parse(xml).Property;
    expect(x.Property_purpose).toBe("Buy");
    expect(x.Property_Title).toBe("A ]]> B <c>");
    expect(x.Bedrooms).toBe("-1");
    expect(x.Rent_Frequency).toBeUndefined();
    expect(x.Features.Feature).toEqual(["Balcony or Terrace", "Gym or Health Club", "Covered Parking"]);
    expect(x.Portals.Portal).toEqual(["Bayut", "dubizzle"]);
  });
});
