import { z } from "zod";

// Enumerations of SPEC.md §4. Safe to import in the browser.
export const PROPERTY_TYPES = ["Rent", "Buy", "Commercial", "HolidayHome", "NewProject"] as const;
export const PROPERTY_STATUSES = ["approved", "notApproved", "expired"] as const;
export const COMPLETION_STATUSES = ["ready", "offPlan"] as const;
export const PROPERTY_KINDS = ["commercial", "residential"] as const;
export const DISPLAYS = ["handPick", "feature", "view"] as const;
export const OCCUPANCIES = ["Occupied", "Vacant"] as const;
export const SORTS = ["latest", "max-price", "min-price"] as const;
export const LIST_FIELDS = ["features", "keyFeatures", "exclusiveAmenities", "primeLocation"] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];
export type PropertyKind = (typeof PROPERTY_KINDS)[number];
export type Display = (typeof DISPLAYS)[number];
export type Occupancy = (typeof OCCUPANCIES)[number];
export type Sort = (typeof SORTS)[number];
export type ListField = (typeof LIST_FIELDS)[number];

/** Display values allowed for each type (SPEC.md §4). */
export const DISPLAYS_BY_TYPE: Record<PropertyType, readonly Display[]> = {
  Buy: ["handPick", "feature", "view"],
  Rent: ["handPick"],
  Commercial: ["handPick"],
  HolidayHome: ["handPick"],
  NewProject: [],
};

/** Min price options of the listing filters (SPEC.md §9), AED. */
export const MIN_PRICE_OPTIONS = [300000, 500000, 800000, 1000000, 1500000, 2000000] as const;
export const PAGE_SIZE_PUBLIC = 9;

export interface PropertyMedia {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** `url 480w, url 960w, …` for stored images; empty for external URLs. */
  srcset: string;
}

/** The API record (SPEC.md §3 field names). */
export interface Property {
  _id: string;
  name: string;
  projectName: string | null;
  type: PropertyType;
  desc: string;
  message: string | null;
  state: string | null;
  location: string;
  latitude: number | null;
  longitude: number | null;
  bedrooms: number | null;
  floors: number | null;
  bathrooms: number | null;
  occupancy: Occupancy | null;
  configuration: string | null;
  convenience: string | null;
  layout: string | null;
  parking: number | null;
  view: string | null;
  square: number | null;
  price: number;
  display: Display | null;
  status: PropertyStatus;
  propertyStatus: CompletionStatus;
  propertyType: PropertyKind;
  listedBy: string;
  email: string;
  number: string;
  features: string[];
  keyFeatures: string[];
  exclusiveAmenities: string[];
  primeLocation: string[];
  images: string[];
  media: PropertyMedia[];
  addedOn: string | null;
  handOverDate: string | null;
  elevators: number | null;
  totalArea: number | null;
  buildingName: string | null;
  pools: number | null;
  mapUrl: string | null;
  reference: string | null;
  permitNumber: string | null;
  permitQrUrl: string | null;
  agentBrn: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A lighter record for grids and cards: everything a card or table row shows. */
export type PropertySummary = Pick<
  Property,
  | "_id"
  | "name"
  | "type"
  | "desc"
  | "location"
  | "bedrooms"
  | "bathrooms"
  | "square"
  | "price"
  | "display"
  | "status"
  | "propertyStatus"
  | "propertyType"
  | "listedBy"
  | "number"
  | "email"
  | "handOverDate"
  | "createdAt"
  | "updatedAt"
> & { cover: PropertyMedia | null };

// ---------- query (GET /api/realEstate and every listing page) ----------

const anyToUndefined = (v: unknown) => (v === "" || v === "Any" || v === "any" || v === null ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    anyToUndefined,
    z.enum(values, { error: () => `${label} must be one of: ${values.join(", ")}` }).optional(),
  );
const optionalNumber = (label: string, opts: { int?: boolean; min?: number; max?: number } = {}) =>
  z.preprocess(
    (v) => {
      const x = anyToUndefined(v);
      if (x === undefined) return undefined;
      if (typeof x === "string" && x.trim() !== "" && Number.isFinite(Number(x))) return Number(x);
      return x;
    },
    z
      .number({ error: () => `${label} must be a number` })
      .refine((n) => !opts.int || Number.isInteger(n), `${label} must be a whole number`)
      .refine((n) => n >= (opts.min ?? 0), `${label} must be at least ${opts.min ?? 0}`)
      .refine((n) => n <= (opts.max ?? 1e12), `${label} is too large`)
      .optional(),
  );
const optionalText = (max: number) =>
  z.preprocess(anyToUndefined, z.string().trim().max(max, `must be at most ${max} characters`).optional());

export const PropertyQuerySchema = z
  .object({
    type: optionalEnum(PROPERTY_TYPES, "type"),
    transactionType: optionalEnum(PROPERTY_TYPES, "transactionType"),
    // `status=offPlan|ready` is accepted for compatibility and filters completion status.
    status: optionalEnum([...PROPERTY_STATUSES, ...COMPLETION_STATUSES] as const, "status"),
    propertyStatus: optionalEnum(COMPLETION_STATUSES, "propertyStatus"),
    complete: optionalEnum(COMPLETION_STATUSES, "complete"),
    propertyType: optionalEnum(PROPERTY_KINDS, "propertyType"),
    city: optionalText(200),
    location: optionalText(200),
    minPrice: optionalNumber("minPrice"),
    maxPrice: optionalNumber("maxPrice"),
    bedroom: optionalNumber("bedroom", { int: true, max: 100 }),
    bathroom: optionalNumber("bathroom", { int: true, max: 100 }),
    display: optionalEnum(DISPLAYS, "display"),
    name: optionalText(200),
    q: optionalText(200),
    sort: optionalEnum(SORTS, "sort"),
    page: optionalNumber("page", { int: true, min: 1, max: 1_000_000 }),
    pageSize: optionalNumber("pageSize", { int: true, min: 1, max: 500 }),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice must not be greater than maxPrice",
    path: ["minPrice"],
  });

export type PropertyQueryInput = z.input<typeof PropertyQuerySchema>;

/** The normalised filter every listing read uses (aliases folded). */
export interface PropertyFilter {
  type?: PropertyType;
  status?: PropertyStatus;
  propertyStatus?: CompletionStatus;
  propertyType?: PropertyKind;
  city?: string;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  bedroom?: number;
  bathroom?: number;
  display?: Display;
  name?: string;
  excludeId?: string;
  sort: Sort;
  page: number;
  pageSize: number;
}

export function normalizeQuery(
  q: z.output<typeof PropertyQuerySchema>,
  defaultPageSize = 100,
): PropertyFilter {
  const statusIsCompletion = q.status === "ready" || q.status === "offPlan";
  return {
    type: q.type ?? q.transactionType,
    status: statusIsCompletion ? undefined : (q.status as PropertyStatus | undefined),
    propertyStatus:
      q.propertyStatus ?? q.complete ?? (statusIsCompletion ? (q.status as CompletionStatus) : undefined),
    propertyType: q.propertyType,
    // "Dubai" is the emirate: it means every location (DECISIONS.md 7).
    city: q.city && q.city.trim().toLowerCase() !== "dubai" ? q.city : undefined,
    location: q.location,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    bedroom: q.bedroom,
    bathroom: q.bathroom,
    display: q.display,
    name: q.name ?? q.q,
    sort: q.sort ?? "latest",
    page: q.page ?? 1,
    pageSize: q.pageSize ?? defaultPageSize,
  };
}
