// Enumerations and limits of docs/product/specification.md §4 and §9, free of zod so pages that only need the values
// do not ship the validation library to the browser. property.schema.ts re-exports all of it.
export const PROPERTY_TYPES = ["Rent", "Buy", "Commercial", "HolidayHome", "NewProject"] as const;
export const PROPERTY_STATUSES = ["approved", "notApproved", "expired"] as const;
export const COMPLETION_STATUSES = ["ready", "offPlan"] as const;
export const PROPERTY_KINDS = ["commercial", "residential"] as const;
export const DISPLAYS = ["handPick", "feature", "view"] as const;
export const OCCUPANCIES = ["Occupied", "Vacant"] as const;
export const SORTS = ["latest", "max-price", "min-price"] as const;

/** How often a rent is paid (the price is per this period); docs/product/specification.md §4. */
export const RENT_FREQUENCIES = ["yearly", "monthly", "weekly", "daily"] as const;
/** Cheques a yearly rent is paid in, as Dubai landlords quote them. */
export const CHEQUE_COUNTS = [1, 2, 4, 6, 12] as const;

/**
 * What the unit is (issue 21): the portals' property type (docs/feeds.md §3.2 maps each to Property
 * Finder's code and Bayut's name). Optional on a listing; a listing without one stays off the feeds.
 */
export const UNIT_TYPES = [
  "Apartment",
  "Duplex",
  "Penthouse",
  "Hotel Apartment",
  "Villa",
  "Townhouse",
  "Compound",
  "Whole Building",
  "Full Floor",
  "Plot",
  "Office",
  "Retail",
  "Shop",
  "Showroom",
  "Warehouse",
  "Factory",
  "Labour Camp",
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** How a unit is let or sold furnished (the portals' Furnished: Yes / Partly / No). */
export const FURNISHINGS = ["furnished", "partly", "unfurnished"] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

/** The portals a listing may be advertised on through our feeds (docs/feeds.md). */
export const PORTALS = ["propertyfinder", "bayut"] as const;
export type Portal = (typeof PORTALS)[number];

/** Days before a permit's expiry from which the admin lists it as expiring (issue 21). */
export const PERMIT_EXPIRY_WARNING_DAYS = 14;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];

/** Periods of each frequency in a year: how rents of different frequencies are compared. */
const PERIODS_PER_YEAR: Record<RentFrequency, number> = {
  yearly: 1,
  monthly: 12,
  weekly: 52,
  daily: 365,
};

/**
 * Which types may carry a rent frequency: rentals, holiday homes, and commercial listings offered
 * for rent (a commercial listing without one is for sale).
 */
export function rentFrequencyAllowed(type: PropertyType): boolean {
  return type === "Rent" || type === "HolidayHome" || type === "Commercial";
}

/** The frequency a listing of this type gets when none is given: yearly rents, nightly holiday homes. */
export function defaultRentFrequency(type: PropertyType): RentFrequency | null {
  if (type === "Rent") return "yearly";
  if (type === "HolidayHome") return "daily";
  return null;
}

/**
 * The price used to filter and sort: a sale price as it is, a rent as its yearly equivalent, so a
 * monthly and a yearly rent compare like with like. Stored as `price_per_year` on every write.
 */
export function pricePerYear(price: number, rentFrequency: RentFrequency | null): number {
  return rentFrequency ? price * PERIODS_PER_YEAR[rentFrequency] : price;
}
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];
export type PropertyKind = (typeof PROPERTY_KINDS)[number];
export type Display = (typeof DISPLAYS)[number];
export type Occupancy = (typeof OCCUPANCIES)[number];
export type Sort = (typeof SORTS)[number];

/** Display values allowed for each type (docs/product/specification.md §4). */
export const DISPLAYS_BY_TYPE: Record<PropertyType, readonly Display[]> = {
  Buy: ["handPick", "feature", "view"],
  Rent: ["handPick"],
  Commercial: ["handPick"],
  HolidayHome: ["handPick"],
  NewProject: [],
};

export const PAGE_SIZE_PUBLIC = 9;

/**
 * The period a search's price filter is in, by the transaction type searched: per year for rents,
 * per night for holiday homes, none (the price itself) for sales and mixed searches. The filter
 * labels say it (listing-search.ts) and the repository compares in it (`priceFilterPeriods`).
 */
export type PricePeriod = "year" | "night" | null;
export function pricePeriodOfType(type: string | undefined): PricePeriod {
  if (type === "Rent") return "year";
  if (type === "HolidayHome") return "night";
  return null;
}

/**
 * What a price filter's amounts are worth in periods per year, to compare with `price_per_year`:
 * 365 per night on holiday-home searches, 1 elsewhere (a rent's yearly cost, or a sale price).
 */
export function priceFilterPeriods(type: PropertyType | undefined): number {
  return pricePeriodOfType(type) === "night" ? PERIODS_PER_YEAR.daily : 1;
}
