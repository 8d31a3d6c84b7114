// Enumerations and limits of docs/product/specification.md §4 and §9, free of zod so pages that only need the values
// do not ship the validation library to the browser. property.schema.ts re-exports all of it.
export const PROPERTY_TYPES = ["Rent", "Buy", "Commercial", "HolidayHome", "NewProject"] as const;
export const PROPERTY_STATUSES = ["approved", "notApproved", "expired"] as const;
export const COMPLETION_STATUSES = ["ready", "offPlan"] as const;
export const PROPERTY_KINDS = ["commercial", "residential"] as const;
export const DISPLAYS = ["handPick", "feature", "view"] as const;
export const OCCUPANCIES = ["Occupied", "Vacant"] as const;
export const SORTS = ["latest", "max-price", "min-price"] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
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

/** Min price options of the listing filters (docs/product/specification.md §9), AED. */
export const MIN_PRICE_OPTIONS = [300000, 500000, 800000, 1000000, 1500000, 2000000] as const;
export const PAGE_SIZE_PUBLIC = 9;
