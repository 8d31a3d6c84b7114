/**
 * The code lists of the two portal feeds (docs/feeds.md): Property Finder (`/feeds/propertyfinder.xml`)
 * and Bayut / dubizzle (`/feeds/bayut.xml`). Plain data: the feed builders (feed.xml.ts) map a
 * listing's fields through these tables.
 *
 * Keys are our own values as property.constants.ts spells them (`residential` / `commercial`,
 * `ready` / `offPlan`, `yearly` … `daily`, the unit types of UNIT_TYPES and the furnishings of
 * FURNISHINGS, two listing fields added for the feeds).
 *
 * Neither portal's own specification document was found in public sources; every table names the
 * public material it follows. See docs/feeds.md for the evidence and its confidence.
 */
import type {
  CompletionStatus,
  Furnishing,
  PropertyKind,
  RentFrequency,
  UnitType,
} from "../properties/property.constants.ts";

// ---------------------------------------------------------------- our values

/** Our transaction: what the portals call purpose (Bayut) and the first letter of offering_type (PF). */
export type Transaction = "Buy" | "Rent";

// The unit types and furnishings are the listing's own fields (property.constants.ts UNIT_TYPES,
// FURNISHINGS, added for the feeds); every table below is keyed by them.

/**
 * Our listing `type` (PROPERTY_TYPES) → transaction. `Commercial` is a rent when it has a
 * rentFrequency and a sale when it has none (property.constants.ts `rentFrequencyAllowed`), so it
 * maps to null here and the builder decides. Our own rule, not a portal's.
 */
export const TRANSACTION_OF_LISTING_TYPE = {
  Buy: "Buy",
  NewProject: "Buy",
  Rent: "Rent",
  HolidayHome: "Rent",
  Commercial: null,
} as const satisfies Record<string, Transaction | null>;

// ---------------------------------------------------------------- Property Finder

/**
 * `<offering_type>`: RS residential sale, RR residential rent, CS commercial sale, CR commercial
 * rent. Source: "Property Feed XML Specifications" (public markdown copy of PF's XML feed spec) and
 * github.com/EngM7mdIbrahim/hena-stays-backend src/adapters/properties-xml-platforms/propertyfinder/values.ts.
 */
export const PF_OFFERING_TYPES = {
  Buy: { residential: "RS", commercial: "CS" },
  Rent: { residential: "RR", commercial: "CR" },
} as const satisfies Record<Transaction, Record<PropertyKind, string>>;

/**
 * `<property_type>` codes by our (assumed) unit type. Source: the PF code list of "Property Feed XML
 * Specifications" (AP, BU, BW, CD, DX, FA, FM, FF, HA, HF, LC, LP, OF, BC, PH, RE, RT, ST, TH, VH,
 * SA, WB, SH, SR, CW, WH), repeated in hena-stays-backend propertyfinder/values.ts.
 */
export const PF_PROPERTY_TYPES = {
  Apartment: "AP",
  Duplex: "DX",
  Penthouse: "PH",
  "Hotel Apartment": "HA",
  Villa: "VH",
  Townhouse: "TH",
  Compound: "CD",
  "Whole Building": "WB",
  "Full Floor": "FF",
  Plot: "LP",
  Office: "OF",
  Retail: "RE",
  Shop: "SH",
  Showroom: "SR",
  Warehouse: "WH",
  Factory: "FA",
  "Labour Camp": "LC",
} as const satisfies Record<UnitType, string>;

/**
 * The price element a rent goes in: `<price><yearly>…</yearly></price>` and so on (a sale is a bare
 * `<price>`). Source: "Property Feed XML Specifications", Price Format.
 */
export const PF_RENT_PERIODS = {
  yearly: "yearly",
  monthly: "monthly",
  weekly: "weekly",
  daily: "daily",
} as const satisfies Record<RentFrequency, string>;

/**
 * Lowest price PF accepts, by offering type and period (sale: the price). A commercial weekly or
 * daily rent has no minimum in the spec, which we read as not accepted (inferred). Source: "Property
 * Feed XML Specifications", Minimum Values.
 */
export const PF_MINIMUM_PRICES = {
  RS: { sale: 100_000 },
  CS: { sale: 100_000 },
  RR: { yearly: 10_000, monthly: 1_000, weekly: 1_000, daily: 100 },
  CR: { yearly: 10_000, monthly: 1_000 },
} as const;

/**
 * `<completion_status>` for a resale or a rent (secondary market). Source: "Property Feed XML
 * Specifications" (completed / off_plan / completed_primary / off_plan_primary) and
 * hena-stays-backend propertyfinder/values.ts.
 */
export const PF_COMPLETION = {
  ready: "completed",
  offPlan: "off_plan",
} as const satisfies Record<CompletionStatus, string>;

/**
 * `<completion_status>` for a unit sold first-hand by the developer (primary market): our
 * NewProject listings (inferred: NewProject is a developer launch). Same sources as PF_COMPLETION.
 */
export const PF_COMPLETION_PRIMARY = {
  ready: "completed_primary",
  offPlan: "off_plan_primary",
} as const satisfies Record<CompletionStatus, string>;

/**
 * `<furnished>`: Yes / No / Partly. Source: "Property Feed XML Specifications" (Optional Fields)
 * and hena-stays-backend propertyfinder/values.ts (FurnishedStatus).
 */
export const PF_FURNISHED = {
  furnished: "Yes",
  partly: "Partly",
  unfurnished: "No",
} as const satisfies Record<Furnishing, string>;

/** An amenity code's English name and the words of ours that match it (lower case). */
export interface AmenityEntry {
  name: string;
  synonyms: readonly string[];
}

/**
 * Amenity codes of the current PF spec (`<private_amenities>` and `<commercial_amenities>`, comma
 * separated). Names: "Property Feed XML Specifications" (Amenities), repeated in hena-stays-backend
 * propertyfinder/values.ts and VortexWeb-Dev/aghali-property-listing's formatAmenities. Synonyms are
 * ours (inferred: how our staff write these in `features`).
 * Older codes (BP Basement parking, BB BBQ area, GZ Gazebo, …) are listed in docs/feeds.md and are
 * not emitted.
 */
export const PF_AMENITIES = {
  AC: {
    name: "Central A/C & Heating",
    synonyms: [
      "central a/c",
      "central ac",
      "central air conditioning",
      "centrally air-conditioned",
      "central heating",
      "air conditioning",
      "chiller free",
    ],
  },
  BA: { name: "Balcony", synonyms: ["balcony", "balconies", "terrace", "private terrace"] },
  BK: {
    name: "Built-in Kitchen Appliances",
    synonyms: [
      "kitchen appliances",
      "built-in kitchen appliances",
      "fitted kitchen",
      "fully fitted kitchen",
      "equipped kitchen",
    ],
  },
  BL: {
    name: "View of Landmark",
    synonyms: ["view of landmark", "landmark view", "burj khalifa view", "burj view"],
  },
  BW: {
    name: "Built-in Wardrobes",
    synonyms: ["built-in wardrobes", "built in wardrobes", "fitted wardrobes", "wardrobes"],
  },
  CP: {
    name: "Covered Parking",
    synonyms: [
      "covered parking",
      "parking",
      "allocated parking",
      "basement parking",
      "underground parking",
      "car park",
    ],
  },
  CS: {
    name: "Concierge Service",
    synonyms: ["concierge", "concierge service", "24-hour concierge", "24 hours concierge"],
  },
  LB: { name: "Lobby in Building", synonyms: ["lobby", "lobby in building", "grand lobby"] },
  MR: { name: "Maid's Room", synonyms: ["maid's room", "maids room", "maid room", "maid's quarters"] },
  MS: {
    name: "Maid Service",
    synonyms: ["maid service", "housekeeping", "cleaning service", "cleaning services"],
  },
  PA: { name: "Pets Allowed", synonyms: ["pets allowed", "pet friendly", "pet-friendly"] },
  PG: { name: "Private Garden", synonyms: ["private garden", "garden", "landscaped garden", "lawn"] },
  PJ: { name: "Private Jacuzzi", synonyms: ["private jacuzzi", "jacuzzi", "hot tub"] },
  PP: { name: "Private Pool", synonyms: ["private pool", "private swimming pool", "plunge pool"] },
  PY: { name: "Private Gym", synonyms: ["private gym", "home gym"] },
  VC: { name: "Vastu-compliant", synonyms: ["vastu", "vastu-compliant", "vastu compliant"] },
  SE: {
    name: "Security",
    synonyms: ["security", "24/7 security", "24-hour security", "cctv", "security staff"],
  },
  SP: {
    name: "Shared Pool",
    synonyms: ["shared pool", "swimming pool", "pool", "communal pool", "infinity pool"],
  },
  SS: { name: "Shared Spa", synonyms: ["shared spa", "spa", "sauna", "steam room"] },
  ST: { name: "Study", synonyms: ["study", "study room", "home office"] },
  SY: {
    name: "Shared Gym",
    synonyms: ["shared gym", "gym", "gymnasium", "fitness centre", "fitness center", "health club"],
  },
  VW: {
    name: "View of Water",
    synonyms: [
      "view of water",
      "sea view",
      "water view",
      "marina view",
      "canal view",
      "lake view",
      "creek view",
    ],
  },
  WC: {
    name: "Walk-in Closet",
    synonyms: ["walk-in closet", "walk in closet", "walk-in wardrobe", "dressing room"],
  },
  CO: { name: "Children's Pool", synonyms: ["children's pool", "kids pool", "kids' pool", "children pool"] },
  PR: {
    name: "Children's Play Area",
    synonyms: ["children's play area", "kids play area", "kids' play area", "play area", "playground"],
  },
  BR: { name: "Barbecue Area", synonyms: ["barbecue area", "bbq area", "barbeque area", "bbq"] },
  CR: {
    name: "Conference Room",
    synonyms: ["conference room", "meeting room", "meeting rooms", "boardroom"],
  },
  AN: {
    name: "Available Networked",
    synonyms: [
      "available networked",
      "networked",
      "fibre optic",
      "fiber optic",
      "high-speed internet",
      "broadband internet",
    ],
  },
  DN: {
    name: "Dining in building",
    synonyms: ["dining in building", "restaurants in building", "food court"],
  },
  PN: { name: "Pantry", synonyms: ["pantry", "kitchenette"] },
  MZ: { name: "Mezzanine", synonyms: ["mezzanine"] },
} as const satisfies Record<string, AmenityEntry>;
type PfAmenityCode = keyof typeof PF_AMENITIES;

/** Codes `<private_amenities>` takes (residential listings). Source: "Property Feed XML Specifications". */
export const PF_PRIVATE_AMENITY_CODES = [
  "AC",
  "BA",
  "BK",
  "BL",
  "BW",
  "CP",
  "CS",
  "LB",
  "MR",
  "MS",
  "PA",
  "PG",
  "PJ",
  "PP",
  "PY",
  "VC",
  "SE",
  "SP",
  "SS",
  "ST",
  "SY",
  "VW",
  "WC",
  "CO",
  "PR",
  "BR",
] as const satisfies readonly PfAmenityCode[];

/** Codes `<commercial_amenities>` takes (commercial listings). Source: "Property Feed XML Specifications". */
export const PF_COMMERCIAL_AMENITY_CODES = [
  "CR",
  "AN",
  "DN",
  "LB",
  "SP",
  "SY",
  "CP",
  "VC",
  "PN",
  "MZ",
] as const satisfies readonly PfAmenityCode[];

// ---------------------------------------------------------------- Bayut / dubizzle

/**
 * `<Property_purpose>`: Buy / Rent. Source: VortexWeb-Dev/aghali-property-listing utils/index.php
 * (getPropertyPurpose) and the public Bitrix "generate_bayut_feed" exporter docs/feeds.md cites.
 */
export const BAYUT_PURPOSES = { Buy: "Buy", Rent: "Rent" } as const satisfies Record<Transaction, string>;

/**
 * `<Property_Type>` by our (assumed) unit type, for a residential listing. Bayut publishes no code
 * list we could find; these are the category names Bayut's site shows, as public CRM exporters send
 * them (VortexWeb-Dev/aghali-property-listing, the Bitrix "generate_bayut_feed" exporter). Inferred;
 * one exporter spells "Pent House", "Residential Land" and "Commercial Land" instead (docs/feeds.md).
 * A commercial listing uses BAYUT_COMMERCIAL_PROPERTY_TYPES where it has an entry.
 */
export const BAYUT_PROPERTY_TYPES = {
  Apartment: "Apartment",
  Duplex: "Apartment",
  Penthouse: "Penthouse",
  "Hotel Apartment": "Hotel Apartment",
  Villa: "Villa",
  Townhouse: "Townhouse",
  Compound: "Villa Compound",
  "Whole Building": "Residential Building",
  "Full Floor": "Residential Floor",
  Plot: "Residential Plot",
  Office: "Office",
  Retail: "Shop",
  Shop: "Shop",
  Showroom: "Showroom",
  Warehouse: "Warehouse",
  Factory: "Factory",
  "Labour Camp": "Labour Camp",
} as const satisfies Record<UnitType, string>;

/** `<Property_Type>` of the types whose Bayut name differs for a commercial listing. Inferred, as above. */
export const BAYUT_COMMERCIAL_PROPERTY_TYPES = {
  Villa: "Commercial Villa",
  Compound: "Commercial Villa",
  "Whole Building": "Commercial Building",
  "Full Floor": "Commercial Floor",
  Plot: "Commercial Plot",
} as const satisfies Partial<Record<UnitType, string>>;

/**
 * `<Rent_Frequency>`, rents only. Lower case, as the Bitrix "generate_bayut_feed" exporter says
 * Bayut's PDF sample has it ("monthly"), and as Bayut's own listing data spells it; other exporters
 * send "Yearly" / "Monthly" capitalised. Medium confidence (docs/feeds.md).
 */
export const BAYUT_RENT_FREQUENCIES = {
  yearly: "yearly",
  monthly: "monthly",
  weekly: "weekly",
  daily: "daily",
} as const satisfies Record<RentFrequency, string>;

/**
 * `<Off_Plan>` (also spelled `<Off_plan>` by exporters): Yes / No. Bayut's `<Property_Status>` is
 * not this: it is the listing's state, always "live" in our feed (a listing that leaves the feed is
 * removed). Source: VortexWeb-Dev/aghali-property-listing (generateBayutXml) and the Bitrix
 * exporter; off-plan details: support.bayut.com article 18984946157714.
 */
export const BAYUT_STATUS = {
  ready: "No",
  offPlan: "Yes",
} as const satisfies Record<CompletionStatus, string>;

/**
 * `<offplanDetails_saleType>` for an off-plan listing: New (from the developer) or Resale.
 * Source: support.bayut.com article 18984946157714. Which of ours is which is inferred: NewProject
 * listings are New, every other off-plan listing is a Resale.
 */
export const BAYUT_OFFPLAN_SALE_TYPES = { NewProject: "New", other: "Resale" } as const;

/**
 * `<Furnished>`: Yes / No / Partly. Source: VortexWeb-Dev/aghali-property-listing (generateBayutXml)
 * and the Bitrix "generate_bayut_feed" exporter (Furnished enum).
 */
export const BAYUT_FURNISHED = {
  furnished: "Yes",
  partly: "Partly",
  unfurnished: "No",
} as const satisfies Record<Furnishing, string>;

/**
 * `<Features><Feature>…</Feature></Features>`: Bayut takes feature names as text (every public
 * exporter found sends names, none codes). The names are the amenity labels Bayut's listing pages
 * show, from general knowledge of the site; they were not found in a Bayut document (inferred,
 * unverified). Key: the name we send; value: our words that match it (lower case).
 */
export const BAYUT_AMENITIES = {
  "Balcony or Terrace": ["balcony", "balconies", "terrace", "private terrace"],
  "Centrally Air-Conditioned": [
    "central a/c",
    "central ac",
    "central air conditioning",
    "centrally air-conditioned",
    "air conditioning",
    "chiller free",
  ],
  "Central Heating": ["central heating", "heating"],
  "Built in Wardrobes": ["built-in wardrobes", "built in wardrobes", "fitted wardrobes", "wardrobes"],
  "Walk-in Closet": ["walk-in closet", "walk in closet", "walk-in wardrobe", "dressing room"],
  "Kitchen Appliances": [
    "kitchen appliances",
    "built-in kitchen appliances",
    "fitted kitchen",
    "fully fitted kitchen",
    "equipped kitchen",
  ],
  "Maids Room": ["maid's room", "maids room", "maid room", "maid's quarters"],
  "Study Room": ["study", "study room", "home office"],
  "Storage Areas": ["storage", "storage room", "store room"],
  "Laundry Room": ["laundry", "laundry room"],
  "Private Garden": ["private garden", "garden", "landscaped garden", "lawn"],
  "Private Pool": ["private pool", "private swimming pool", "plunge pool"],
  "Private Jacuzzi": ["private jacuzzi", "jacuzzi", "hot tub"],
  "Swimming Pool": ["shared pool", "swimming pool", "pool", "communal pool", "infinity pool"],
  "Gym or Health Club": [
    "shared gym",
    "gym",
    "gymnasium",
    "fitness centre",
    "fitness center",
    "health club",
    "private gym",
    "home gym",
  ],
  Sauna: ["sauna"],
  "Steam Room": ["steam room"],
  Spa: ["spa", "shared spa"],
  "Covered Parking": [
    "covered parking",
    "parking",
    "allocated parking",
    "basement parking",
    "underground parking",
    "car park",
  ],
  "Lobby in Building": ["lobby", "lobby in building", "grand lobby"],
  "Elevators in Building": ["elevator", "elevators", "lift", "lifts", "private lift"],
  "24 Hours Concierge": ["concierge", "concierge service", "24-hour concierge", "24 hours concierge"],
  "Security Staff": ["security", "24/7 security", "24-hour security", "security staff"],
  "CCTV Security": ["cctv", "cctv security"],
  "Maintenance Staff": ["maintenance", "maintenance staff"],
  "Cleaning Services": ["maid service", "housekeeping", "cleaning service", "cleaning services"],
  "Pets Allowed": ["pets allowed", "pet friendly", "pet-friendly"],
  "Kids Play Area": ["children's play area", "kids play area", "kids' play area", "play area", "playground"],
  "Barbeque Area": ["barbecue area", "bbq area", "barbeque area", "bbq"],
  "Broadband Internet": [
    "broadband internet",
    "high-speed internet",
    "fibre optic",
    "fiber optic",
    "internet",
    "wi-fi",
    "wifi",
  ],
  "Conference Room": ["conference room", "meeting room", "meeting rooms", "boardroom"],
  "Business Center": ["business centre", "business center"],
  View: [
    "sea view",
    "water view",
    "marina view",
    "canal view",
    "lake view",
    "creek view",
    "burj khalifa view",
    "burj view",
    "golf view",
    "park view",
    "city view",
  ],
  "Nearby Schools": ["near school", "near schools", "schools nearby"],
  "Nearby Hospitals": ["near hospital", "near hospitals", "hospitals nearby"],
  "Nearby Shopping Malls": ["near mall", "near malls", "shopping mall nearby"],
  "Nearby Public Transport": ["near metro", "metro", "near public transport", "public transport"],
  "Facilities for Disabled": ["disabled access", "wheelchair access", "facilities for disabled"],
} as const satisfies Record<string, readonly string[]>;

/**
 * `<Portals><Portal>…</Portal></Portals>`: where Bayut publishes the listing. Source: the Bitrix
 * "generate_bayut_feed" exporter (marks it required "as per PDF") and VortexWeb-Dev/aghali-property-listing.
 */
export const BAYUT_PORTALS = ["Bayut", "dubizzle"] as const;
