import { unlocalizedPath } from "../../lib/i18n/locale.ts";
// The public listing search's rules that the browser needs too (no zod, no database): the listing
// pages and their fixed filters, the "Dubai" and city rules, and the URL's filter parameters.
// listing-search.server.ts runs the searches with them.
import { compareNames } from "../../lib/format.ts";
import { boundedMemo } from "../../lib/memo.ts";
import { COMMUNITIES } from "../locations/locations.ts";
import {
  type CompletionStatus,
  type PricePeriod,
  type PropertyKind,
  type PropertyType,
  pricePeriodOfType,
} from "./property.constants.ts";

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

/**
 * The listing page of a URL path, in any language (paths match case-insensitively, trailing slash
 * allowed, `/ar/…` as its English path).
 */
export function listingPageFor(pathname: string): ListingPage | undefined {
  return byPath.get(unlocalizedPath(pathname).replace(/\/+$/, "").toLowerCase() || "/");
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
  "maxPrice",
  "bedroom",
  "propertyType",
  "sort",
  "page",
  "transaction",
  "bbox",
  "view",
] as const;
export type ListingParam = (typeof LISTING_PARAMS)[number];
export type ListingParams = Partial<Record<ListingParam, string>>;

/**
 * The home search's parameters (`/searchResult`), plus its sort and page. The names are the listing
 * API's (property.query.ts); "Any" is the home search's word for no filter.
 */
export const HOME_SEARCH_PARAMS = [
  "transactionType",
  "city",
  "minPrice",
  "maxPrice",
  "bedroom",
  "bathroom",
  "sort",
  "page",
  "bbox",
  "view",
] as const;
type HomeSearchParam = (typeof HOME_SEARCH_PARAMS)[number];
export type HomeSearchParams = Partial<Record<HomeSearchParam, string>>;

/** The URL's listing parameters (or those of `keys`), trimmed, empty ones dropped. */
export function readListingParams(search: URLSearchParams): ListingParams;
export function readListingParams<K extends string>(
  search: URLSearchParams,
  keys: readonly K[],
): Partial<Record<K, string>>;
export function readListingParams(
  search: URLSearchParams,
  keys: readonly string[] = LISTING_PARAMS,
): Record<string, string> {
  const out: Record<string, string> = {};
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
  keep: readonly string[] = LISTING_PARAMS,
): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(readListingParams(latest, keep)))
    if (k !== "sort" && k !== "page" && v !== undefined) out.set(k, v);
  out.set("sort", sort);
  return out;
}

/**
 * The transaction type a page searches: its fixed one, else the header's transaction on the pages
 * that take one; undefined when the page mixes sales and rents.
 */
export function pageType(page: ListingPage, params: ListingParams = {}): PropertyType | undefined {
  if (page.fixed.type) return page.fixed.type;
  if (page.transaction && (TRANSACTIONS as readonly string[]).includes(params.transaction ?? ""))
    return params.transaction as Transaction;
  return undefined;
}

/**
 * Which filters the search panel shows on a page (a fixed filter has no control). Completion means
 * something only for sales and new projects (a rent or a holiday home is ready by nature), so it is
 * offered, and applied, on those pages only; on residential / commercial pages once Buy is chosen.
 */
export function panelFields(page: ListingPage, params: ListingParams = {}) {
  const type = pageType(page, params);
  return {
    transaction: page.transaction,
    complete: !page.fixed.propertyStatus && (type === "Buy" || type === "NewProject"),
    propertyType: !page.fixed.propertyType,
    bedroom: true,
    maxPrice: true,
  };
}

export { type PricePeriod, pricePeriodOfType } from "./property.constants.ts";

/** The period of a listing page's price filters (`Max price (AED/year)` on the rent pages). */
export function pricePeriodOf(page: ListingPage, params: ListingParams = {}): PricePeriod {
  return pricePeriodOfType(pageType(page, params));
}

/** The price choices of the min / max price controls, in the search's period. */
const PRICE_STEPS: Record<"sale" | "year" | "night", readonly number[]> = {
  sale: [300_000, 500_000, 800_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000],
  year: [25_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000, 500_000],
  night: [300, 500, 750, 1_000, 1_500, 2_500, 5_000],
};

export function priceSteps(period: PricePeriod): readonly number[] {
  return PRICE_STEPS[period ?? "sale"];
}

/** Bedroom choices of the search forms: studio (0) to seven; the filter is exact. */
export const BEDROOM_COUNTS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** Bathroom choices of the home search. */
export const BATHROOM_COUNTS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A URL value that leaves its filter off: missing, empty, or the home search's "Any". */
export function isUnset(v: string | null | undefined): boolean {
  return !v?.trim() || /^any$/i.test(v.trim());
}

/** The filters that are on, among `keys`, in that order ("Dubai" as a city is no filter). */
export function activeFilters<K extends string>(
  params: Partial<Record<K, string>>,
  keys: readonly K[],
): { key: K; value: string }[] {
  const out: { key: K; value: string }[] = [];
  for (const key of keys) {
    const value = params[key];
    if (value === undefined || isUnset(value)) continue;
    if (key === "city" && meansEveryLocation(value)) continue;
    out.push({ key, value });
  }
  return out;
}

/** The address without one filter (a chip's remove link): the page starts again at 1. */
export function withoutFilter(search: URLSearchParams | string, key: string): string {
  const out = new URLSearchParams(search);
  out.delete(key);
  out.delete("page");
  const s = out.toString();
  return s ? `?${s}` : "?";
}

/**
 * How a results page shows its listings (issue 24): `view=map` adds the map beside the list (on a
 * phone, above it); anything else is the list alone. Not a filter: it rides along with every
 * search, sort and page link, and a saved search ignores it.
 */
export type ResultsView = "list" | "map";

export function resultsView(search: URLSearchParams | string): ResultsView {
  return new URLSearchParams(search).get("view")?.trim() === "map" ? "map" : "list";
}

/** The same address in the other view: filters, sort and page kept. */
export function withView(search: URLSearchParams | string, view: ResultsView): string {
  const out = new URLSearchParams(search);
  if (view === "map") out.set("view", "map");
  else out.delete("view");
  const s = out.toString();
  return s ? `?${s}` : "?";
}

/**
 * A page number past the last page of a non-empty result: the last page, which the page links to
 * (and answers 404 with), so it never says "no properties" beside a count. Otherwise null.
 */
export function lastPageIfPastEnd(r: { page: number; pageSize: number; total: number; itemCount: number }) {
  if (r.itemCount > 0 || r.total <= 0 || r.pageSize <= 0) return null;
  const last = Math.ceil(r.total / r.pageSize);
  return r.page > last ? last : null;
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
 * "Arabian Ranches 2". The repository applies the same rule in SQL on `cityKey` of both sides, to
 * the place's search key (`citySearchKey`), so every spelling of a place is found.
 */
export function locationMatchesCity(location: string, city: string): boolean {
  return meansEveryLocation(city) || cityKey(location).includes(cityKey(citySearchKey(city)));
}

// ---------- place names ----------

/**
 * Other spellings of one place, each to the name it is shown and searched under. One rule: the
 * location lists (search forms, /area), the city filter, the area pages and the counts all go
 * through `canonicalLocation` / `citySearchKey`, so "Creek Harbour" and "Dubai Creek Harbour" are
 * one place everywhere. An alias must contain, or be contained in, its place's name: the city
 * filter is a substring match and finds every spelling through the shortest one (a spelling that
 * is not, such as "JVC", would need the repository to match a list of locations).
 */
export const LOCATION_ALIASES: Readonly<Record<string, string>> = {
  "Creek Harbour": "Dubai Creek Harbour",
};

/** A place name compared: case, surrounding and repeated spaces do not count. */
const placeKey = (s: string) => cityKey(s).replace(/\s+/g, " ");
const aliasByKey = new Map(Object.entries(LOCATION_ALIASES).map(([a, c]) => [placeKey(a), c]));
const communityByKey = new Map(COMMUNITIES.map((c) => [placeKey(c.name), c.name]));

/** The name a place is shown and filed under: an alias becomes its place, a community its spelling. */
export function canonicalLocation(name: string): string {
  const key = placeKey(name);
  return aliasByKey.get(key) ?? communityByKey.get(key) ?? name.trim().replace(/\s+/g, " ");
}

/** Every spelling of a place (its canonical name first). */
export function locationSpellings(name: string): string[] {
  const canonical = canonicalLocation(name);
  return [
    canonical,
    ...Object.entries(LOCATION_ALIASES)
      .filter(([, c]) => c === canonical)
      .map(([a]) => a),
  ];
}

/**
 * What the city filter is given for a place: the spelling that every other spelling contains
 * ("Creek Harbour" finds "Dubai Creek Harbour" too), else the canonical name. Short aliases such as
 * "JVC" are not contained in the full name, so the name itself is the key.
 */
export function citySearchKey(city: string): string {
  if (meansEveryLocation(city)) return city;
  const spellings = locationSpellings(city);
  const common = spellings
    .filter((s) => spellings.every((o) => cityKey(o).includes(cityKey(s))))
    .sort((a, b) => a.length - b.length)[0];
  return common ?? spellings[0];
}

/** Whether a place has other spellings (the area page then searches them all). */
export function hasAliases(name: string): boolean {
  return locationSpellings(name).length > 1;
}

/** The seven emirates; a location's emirate is Dubai unless its name ends in "(Emirate)". */
const EMIRATES = [
  "Dubai",
  "Abu Dhabi",
  "Sharjah",
  "Ajman",
  "Umm Al Quwain",
  "Ras Al Khaimah",
  "Fujairah",
] as const;
export type Emirate = (typeof EMIRATES)[number];

/** The emirate a text names, spelt as the list spells it (any case), or null. */
export function emirateNamed(text: string): Emirate | null {
  const wanted = text.trim().toLowerCase();
  return EMIRATES.find((e) => e.toLowerCase() === wanted) ?? null;
}

export function locationEmirate(name: string): Emirate {
  const suffix = /\(([^)]+)\)\s*$/.exec(name)?.[1];
  return EMIRATES.find((e) => suffix && cityKey(e) === cityKey(suffix)) ?? "Dubai";
}

/** De-duplicated place names (canonical, first spelling wins), alphabetical. */
export function placeNames(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const n of names) {
    if (!n.trim()) continue;
    const c = canonicalLocation(n);
    if (!seen.has(cityKey(c))) seen.set(cityKey(c), c);
  }
  return [...seen.values()].sort(compareNames);
}

/** Place names grouped by emirate: Dubai first, then the others in EMIRATES order; empty groups dropped. */
export function groupByEmirate(names: readonly string[]): readonly EmirateGroup[] {
  // Every search form renders this list (≈ 100 places, the same on nearly every page): grouped once
  // per list, not once per render (issue 25). The groups are shared, hence read-only.
  return emirateGroups(names.join("\n"), () => {
    const places = placeNames(names);
    return EMIRATES.map((emirate) => ({
      emirate,
      names: places.filter((p) => locationEmirate(p) === emirate),
    })).filter((g) => g.names.length > 0);
  });
}
type EmirateGroup = { readonly emirate: Emirate; readonly names: readonly string[] };
const emirateGroups = boundedMemo<readonly EmirateGroup[]>(100);

/** Location counts merged per place (the counts of every spelling added up), in the given order. */
export function mergeLocationCounts(
  locations: readonly { location: string; count: number }[],
): { location: string; count: number }[] {
  const merged = new Map<string, { location: string; count: number }>();
  for (const l of locations) {
    const name = canonicalLocation(l.location);
    const key = cityKey(name);
    const seen = merged.get(key);
    if (seen) seen.count += l.count;
    else merged.set(key, { location: name, count: l.count });
  }
  return [...merged.values()];
}

/**
 * Communities near a place, nearest first (same emirate, never the place itself): what an empty
 * search suggests. Unknown places have no neighbours.
 */
export function nearbyPlaces(name: string, limit = 6): string[] {
  const canonical = canonicalLocation(name);
  const here = COMMUNITIES.find((c) => c.name === canonical);
  if (!here) return [];
  const emirate = locationEmirate(canonical);
  const cos = Math.cos((here.lat * Math.PI) / 180);
  return COMMUNITIES.filter((c) => c.name !== canonical && locationEmirate(c.name) === emirate)
    .map((c) => ({ name: c.name, d: (c.lat - here.lat) ** 2 + ((c.lng - here.lng) * cos) ** 2 }))
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((c) => c.name);
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
