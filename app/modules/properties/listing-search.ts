// The public listing search's rules that the browser needs too (no zod, no database): the listing
// pages and their fixed filters, the "Dubai" and city rules, and the URL's filter parameters.
// listing-search.server.ts runs the searches with them.
import type { CompletionStatus, PropertyKind, PropertyType } from "./property.constants.ts";

export type ListingKind =
  | "buy"
  | "rent"
  | "residential"
  | "commercial"
  | "holiday"
  | "newProjects"
  | "upcoming";

export interface ListingPage {
  kind: ListingKind;
  path: string;
  /** The filter this page always applies; it wins over the same filter in the URL. */
  fixed: { type?: PropertyType; propertyType?: PropertyKind; propertyStatus?: CompletionStatus };
  /** Pages that accept `?transaction=Buy|Rent` (the header's Buy/Rent entries). */
  transaction: boolean;
}

export const LISTING_PAGES: readonly ListingPage[] = [
  { kind: "buy", path: "/buyRealEstate", fixed: { type: "Buy" }, transaction: false },
  { kind: "rent", path: "/rentRealEstate", fixed: { type: "Rent" }, transaction: false },
  {
    kind: "residential",
    path: "/residentialRealEstate",
    fixed: { propertyType: "residential" },
    transaction: true,
  },
  {
    kind: "commercial",
    path: "/commercialRealEstate",
    fixed: { propertyType: "commercial" },
    transaction: true,
  },
  { kind: "holiday", path: "/holidayRealEstate", fixed: { type: "HolidayHome" }, transaction: false },
  { kind: "newProjects", path: "/newProjects", fixed: { type: "NewProject" }, transaction: false },
  {
    kind: "upcoming",
    path: "/upcoming-properties",
    fixed: { propertyStatus: "offPlan" },
    transaction: false,
  },
];

const byPath = new Map(LISTING_PAGES.map((p) => [p.path.toLowerCase(), p]));
const byKind = new Map(LISTING_PAGES.map((p) => [p.kind, p]));

/** The listing page of a URL path (paths match case-insensitively, trailing slash allowed). */
export function listingPageFor(pathname: string): ListingPage | undefined {
  return byPath.get(pathname.replace(/\/+$/, "").toLowerCase() || "/");
}

export const TRANSACTIONS = ["Buy", "Rent"] as const;
export type Transaction = (typeof TRANSACTIONS)[number];

/** The listing page where listings of each transaction type are shown. */
const KIND_OF_TYPE: Record<PropertyType, ListingKind> = {
  Buy: "buy",
  Rent: "rent",
  Commercial: "commercial",
  HolidayHome: "holiday",
  NewProject: "newProjects",
};

/**
 * The public address of a listing page, by page or by a listing's transaction type, optionally
 * with the header's transaction (`/commercialRealEstate?transaction=Rent`).
 */
export function listingPathFor(of: ListingKind | PropertyType, transaction?: Transaction): string {
  const kind = of in KIND_OF_TYPE ? KIND_OF_TYPE[of as PropertyType] : (of as ListingKind);
  const path = (byKind.get(kind) as ListingPage).path;
  return transaction ? `${path}?transaction=${transaction}` : path;
}

/** URL parameters a listing page reads; anything else in the address is ignored. */
export const LISTING_PARAMS = [
  "city",
  "complete",
  "minPrice",
  "propertyType",
  "sort",
  "page",
  "transaction",
] as const;
export type ListingParam = (typeof LISTING_PARAMS)[number];
export type ListingParams = Partial<Record<ListingParam, string>>;

/** The URL's listing parameters (or those of `keys`), trimmed, empty ones dropped. */
export function readListingParams(
  search: URLSearchParams,
  keys: readonly ListingParam[] = LISTING_PARAMS,
): ListingParams {
  const out: ListingParams = {};
  for (const key of keys) {
    const v = search.get(key)?.trim();
    if (v) out[key] = v;
  }
  return out;
}

/**
 * The address after choosing a sort: the filters of `latest` that ride along (`keep`), then the
 * sort; the page starts again at 1.
 */
export function sortedSearch(
  latest: URLSearchParams,
  sort: string,
  keep: readonly ListingParam[] = LISTING_PARAMS,
): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(readListingParams(latest, keep)))
    if (k !== "sort" && k !== "page") out.set(k, v);
  out.set("sort", sort);
  return out;
}

/** Which filters the search panel shows on a page (a fixed filter has no control). */
export function panelFields(page: ListingPage) {
  return {
    transaction: page.transaction,
    complete: !page.fixed.propertyStatus,
    propertyType: !page.fixed.propertyType,
  };
}

/** The city that stands for the whole emirate: the search's default. */
export const ALL_DUBAI = "Dubai";

/** "Dubai" is the emirate: as a city filter it means every location (any case, any spacing). */
export function meansEveryLocation(city: string | null | undefined): boolean {
  return !city?.trim() || city.trim().toLowerCase() === ALL_DUBAI.toLowerCase();
}

/** What a city filter is compared as: case and surrounding spaces do not count. */
export function cityKey(s: string): string {
  return s.trim().toLowerCase();
}

/**
 * The city filter: a case-insensitive substring of the location, so "Arabian Ranches" also finds
 * "Arabian Ranches 2". The repository applies the same rule in SQL on `cityKey` of both sides.
 */
export function locationMatchesCity(location: string, city: string): boolean {
  return meansEveryLocation(city) || cityKey(location).includes(cityKey(city));
}

/** Listings per name under the city rule, from approved listings counted per location. */
export function countByCity(
  locations: readonly { location: string; count: number }[],
  names: readonly string[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const name of names) {
    let n = 0;
    for (const l of locations) if (locationMatchesCity(l.location, name)) n += l.count;
    out.set(name, n);
  }
  return out;
}
