import { z } from "zod";
import { meansEveryLocation } from "./listing-search.ts";
import { type BBox, parseBbox } from "./property.map.ts";
import {
  COMPLETION_STATUSES,
  type CompletionStatus,
  DISPLAYS,
  type Display,
  PROPERTY_KINDS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyKind,
  type PropertyStatus,
  type PropertyType,
  SORTS,
  type Sort,
} from "./property.constants.ts";

/** The listing query: GET /api/realEstate and every listing page read their filters through it. */

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
/** PostgreSQL text cannot hold U+0000; no field of ours has a use for control characters. */
export const noNul = (s: string) => !s.includes("\u0000");
const optionalText = (max: number) =>
  z.preprocess(
    anyToUndefined,
    z
      .string()
      .trim()
      .max(max, `must be at most ${max} characters`)
      .refine(noNul, "contains invalid characters")
      .optional(),
  );

export const PropertyQuerySchema = z
  .object({
    type: optionalEnum(PROPERTY_TYPES, "type").describe("Transaction type; `Any` or empty means no filter"),
    transactionType: optionalEnum(PROPERTY_TYPES, "transactionType").describe("Alias of `type`"),
    // `status=offPlan|ready` is accepted for compatibility and filters completion status.
    status: optionalEnum([...PROPERTY_STATUSES, ...COMPLETION_STATUSES] as const, "status").describe(
      "Admin only (public callers always get approved listings); `offPlan` / `ready` filter `propertyStatus` instead",
    ),
    propertyStatus: optionalEnum(COMPLETION_STATUSES, "propertyStatus").describe("Completion status"),
    complete: optionalEnum(COMPLETION_STATUSES, "complete").describe("Alias of `propertyStatus`"),
    propertyType: optionalEnum(PROPERTY_KINDS, "propertyType").describe("Exact property type"),
    city: optionalText(200).describe(
      "Case-insensitive substring of the location; `Dubai` means every location",
    ),
    location: optionalText(200).describe("Exact location, case-insensitive"),
    minPrice: optionalNumber("minPrice").describe("Price at least this (inclusive)"),
    maxPrice: optionalNumber("maxPrice").describe("Price at most this (inclusive); not below `minPrice`"),
    bedroom: optionalNumber("bedroom", { int: true, max: 100 }).describe("Exact number of bedrooms"),
    bathroom: optionalNumber("bathroom", { int: true, max: 100 }).describe("Exact number of bathrooms"),
    display: optionalEnum(DISPLAYS, "display").describe("Display placement"),
    name: optionalText(200).describe("Case-insensitive substring of the name"),
    q: optionalText(200).describe("Alias of `name`"),
    bbox: z
      .preprocess(anyToUndefined, z.string().max(200, "bbox is too long").optional())
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const b = parseBbox(v);
        if ("error" in b) {
          ctx.addIssue({ code: "custom", message: b.error });
          return z.NEVER;
        }
        return b;
      })
      .describe(
        "Only listings on the map inside `minLng,minLat,maxLng,maxLat` (their coordinates, else their community's centre)",
      ),
    sort: optionalEnum(SORTS, "sort").describe("`latest` (default, newest first), `max-price`, `min-price`"),
    page: optionalNumber("page", { int: true, min: 1, max: 1_000_000 }).describe("Page number, from 1"),
    pageSize: optionalNumber("pageSize", { int: true, min: 1, max: 500 }).describe(
      "Records per page (default 100, max 500)",
    ),
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
  /** Any of these locations (internal: related listings). */
  locations?: string[];
  /** Sale (no rent period), long-term rent, or holiday home (internal: related listings). */
  transaction?: "sale" | "rent" | "holiday";
  minPrice?: number;
  maxPrice?: number;
  bedroom?: number;
  bathroom?: number;
  display?: Display;
  name?: string;
  excludeId?: string;
  /**
   * Approved listings that may not be advertised on this day (property.compliance.ts), `yyyy-mm-dd`
   * (internal: the admin's "not compliant" list).
   */
  nonCompliantOn?: string;
  /**
   * Approved after this time and up to `approvedUntil` (ISO; internal: a saved search's alert sends
   * the listings approved since the last one).
   */
  approvedAfter?: string;
  approvedUntil?: string;
  /** Only listings whose map position is inside this area (the map search, issue 24). */
  bbox?: BBox;
  /** Only this agent's listings (internal: what an agent signed in sees). */
  agentId?: string;
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
    city: meansEveryLocation(q.city) ? undefined : q.city,
    location: q.location,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    bedroom: q.bedroom,
    bathroom: q.bathroom,
    display: q.display,
    bbox: q.bbox,
    name: q.name ?? q.q,
    sort: q.sort ?? "latest",
    page: q.page ?? 1,
    pageSize: q.pageSize ?? defaultPageSize,
  };
}
