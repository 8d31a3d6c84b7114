// The public listing search: every public list of listings (the seven listing pages, the home
// search's results, a community, an area, the home page's teasers) is asked for here, with the
// URL's values, and gets back what to show. Fixed filters, the "Dubai" rule, sorting, the page size
// and the location counts live here and in listing-search.ts, nowhere else.
import type { DB } from "../../db/index.server.ts";
import { pageOffset } from "../../lib/pagination.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { isAppError } from "../../lib/errors.ts";
import { unlocalizedPath } from "../../lib/i18n/locale.ts";
import { findCommunity } from "../locations/locations.ts";
import {
  canonicalLocation,
  citySearchKey,
  countByCity,
  HOME_SEARCH_PARAMS,
  type HomeSearchParams,
  hasAliases,
  isUnset,
  type ListingPage,
  type ListingParams,
  lastPageIfPastEnd,
  listingPageFor,
  locationEmirate,
  mergeLocationCounts,
  meansEveryLocation,
  nearbyPlaces,
  pageType,
  panelFields,
  readListingParams,
  TRANSACTIONS,
} from "./listing-search.ts";
import { PAGE_SIZE_PUBLIC, type PropertyKind, type PropertyType } from "./property.constants.ts";
import type { PropertyQueryInput, PropertySummary } from "./property.schema.ts";
import { listLocations, listProperties, parsePropertyQuery } from "./property.service.server.ts";

export interface ListingResults {
  items: PropertySummary[];
  total: number;
  page: number;
  pageSize: number;
  /** A bad value in the address, the visitor's to fix (the page answers 400 and says so). */
  error: string | null;
  /** The last page, when the address asked for a page past it (the page answers 404 and links it). */
  lastPage: number | null;
}

/** The status a results page answers with: 400 for a bad filter, 404 past the last page. */
export function resultsStatus(r: Pick<ListingResults, "error" | "lastPage">): number {
  return r.error ? 400 : r.lastPage !== null ? 404 : 200;
}

/** The city filter sent to the listing service: every spelling of the place ("Dubai" is all). */
function cityFilter(city: string | undefined): string | undefined {
  return city === undefined || meansEveryLocation(city) ? city : citySearchKey(city);
}

export class ListingParamError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/**
 * The query a listing page sends to the listing service: the URL's filters, then the page's fixed
 * filter on top (a fixed filter cannot be overridden from the address).
 */
export function listingQuery(page: ListingPage, params: ListingParams): PropertyQueryInput {
  const q: PropertyQueryInput = {
    city: cityFilter(params.city),
    complete: params.complete,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    bedroom: params.bedroom,
    propertyType: params.propertyType,
    bbox: params.bbox,
    sort: params.sort,
    page: params.page,
  };
  if (page.transaction && params.transaction && params.transaction !== "Any") {
    if (!(TRANSACTIONS as readonly string[]).includes(params.transaction)) {
      throw new ListingParamError("transaction", "transaction must be one of: Buy, Rent");
    }
    q.type = params.transaction as (typeof TRANSACTIONS)[number];
  }
  // A filter the page offers no control for does not apply (completion on a rent page).
  if (!panelFields(page, params).complete) q.complete = undefined;
  if (page.fixed.propertyType) q.propertyType = undefined;
  return { ...q, ...page.fixed };
}

/**
 * The listing query of a public results page, from its address (`/rentRealEstate?city=…`, the home
 * search's `/searchResult?…`, a community's `/allProperties?city=…`, in either language): what a
 * saved search keeps, so its alerts find what the page finds. Null for any other page.
 */
export function resultsPageQuery(pathname: string, search: URLSearchParams): PropertyQueryInput | null {
  const page = listingPageFor(pathname);
  if (page) return listingQuery(page, readListingParams(search));
  const path = unlocalizedPath(pathname).replace(/\/+$/, "").toLowerCase();
  if (path === "/searchresult") {
    const { view: _view, ...params }: HomeSearchParams = readListingParams(search, HOME_SEARCH_PARAMS);
    return { ...params, city: cityFilter(params.city) };
  }
  const bbox = search.get("bbox")?.trim() || undefined;
  if (path === "/allproperties") {
    const city = search.get("city")?.trim();
    return city ? { city: cityFilter(city), bbox } : null;
  }
  const area = /^\/area\/([^/]+)$/.exec(path);
  if (area) {
    const name = safeDecode(unlocalizedPath(pathname).replace(/\/+$/, "").split("/")[2] ?? "");
    return name
      ? {
          ...areaFilter(canonicalLocation(name)),
          propertyType: search.get("type")?.trim() || undefined,
          bbox,
        }
      : null;
  }
  return null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return "";
  }
}

/** One public page of listings, nine to a page; a bad parameter becomes `error`, not a throw. */
async function search(db: DB, query: () => PropertyQueryInput): Promise<ListingResults> {
  try {
    const filter = parsePropertyQuery({ ...query(), pageSize: PAGE_SIZE_PUBLIC });
    const r = await listProperties(db, PUBLIC, filter);
    return { ...r, error: null, lastPage: lastPageIfPastEnd({ ...r, itemCount: r.items.length }) };
  } catch (e) {
    if (e instanceof ListingParamError || (isAppError(e) && e.code === "bad_request")) {
      return { items: [], total: 0, page: 1, pageSize: PAGE_SIZE_PUBLIC, error: e.message, lastPage: null };
    }
    throw e;
  }
}

/** A listing page (`/buyRealEstate`, …): its fixed filter over the URL's filters, sort and page. */
export async function searchListingPage(db: DB, page: ListingPage, url: URLSearchParams) {
  const params = readListingParams(url);
  const results = await search(db, () => listingQuery(page, params));
  const nearby =
    results.total === 0 && !results.error
      ? await nearbyWithListings(db, params.city, {
          type: pageType(page, params),
          propertyType: page.fixed.propertyType ?? (params.propertyType as PropertyKind | undefined),
        })
      : [];
  return { params, ...results, nearby };
}

/**
 * Communities near the searched place that have listings of the same kind: what an empty result
 * suggests. Nothing for "Dubai" (every place) or an unknown place.
 */
async function nearbyWithListings(
  db: DB,
  city: string | undefined,
  filter: { type?: PropertyType; propertyType?: PropertyKind } = {},
  limit = 4,
): Promise<{ name: string; count: number }[]> {
  if (!city || meansEveryLocation(city) || isUnset(city)) return [];
  const near = nearbyPlaces(city, 12);
  if (!near.length) return [];
  const counts = countByCity(await listLocations(db, filter), near);
  return near
    .map((name) => ({ name, count: counts.get(name) ?? 0 }))
    .filter((n) => n.count > 0)
    .slice(0, limit);
}

/** `/searchResult`: the home search box's filters from the URL ("Any" leaves a filter off). */
export async function searchHomeResults(db: DB, url: URLSearchParams) {
  const params: HomeSearchParams = readListingParams(url, HOME_SEARCH_PARAMS);
  const results = await search(db, () => resultsPageQuery("/searchResult", url) ?? {});
  const nearby =
    results.total === 0 && !results.error
      ? await nearbyWithListings(db, params.city, {
          type: isUnset(params.transactionType) ? undefined : (params.transactionType as PropertyType),
        })
      : [];
  return { params, ...results, nearby };
}

/** `/allProperties?city=…`: one community's listings; without a city, none. */
export async function searchCommunity(db: DB, url: URLSearchParams) {
  const { city = null, sort = null, page, bbox } = readListingParams(url, ["city", "sort", "page", "bbox"]);
  if (!city)
    return {
      city,
      sort,
      items: [],
      total: 0,
      page: 1,
      pageSize: PAGE_SIZE_PUBLIC,
      error: null,
      lastPage: null,
    };
  return {
    city,
    sort,
    ...(await search(db, () => ({ city: cityFilter(city), sort: sort ?? undefined, page, bbox }))),
  };
}

/**
 * The listing filter of one area page: the listings whose location is exactly the area (any case);
 * a place with other spellings ("Creek Harbour") takes them all through its city search key.
 */
function areaFilter(name: string): Pick<PropertyQueryInput, "location" | "city"> {
  return hasAliases(name) ? { city: citySearchKey(name) } : { location: name };
}

/** The de-duplicated names of the places with listings (what the area search offers). */
async function placesWithListings(db: DB) {
  return mergeLocationCounts(await listLocations(db));
}

/**
 * `/area/{name}`: the listings of one area (see `areaFilter`). The name is known when it is a
 * community or any listing's location; an unknown name is the page's 404. `canonical` is set when
 * the address used another spelling of a place: the page moves there.
 */
export async function searchArea(db: DB, rawName: string, url: URLSearchParams) {
  const name = canonicalLocation(rawName);
  const canonical = name !== rawName.trim() && hasAliases(name) ? name : null;
  const type = url.get("type")?.trim() || undefined;
  const places = await placesWithListings(db);
  const locations = places.map((l) => l.location);
  const results = await search(db, () => ({
    ...areaFilter(name),
    propertyType: type,
    bbox: url.get("bbox")?.trim() || undefined,
    page: url.get("page") ?? undefined,
  }));
  const base = { ...results, canonical, type: type ?? null, locations };
  if (results.error) return { ...base, name, known: true };
  const known =
    findCommunity(name)?.name ??
    locations.find((l) => l.toLowerCase() === name.toLowerCase()) ??
    results.items[0]?.location;
  if (known === undefined) return { ...base, page: 1, lastPage: null, name, known: false };
  return { ...base, name: known, known: true };
}

/** A positive whole page number from the URL, else 1. */
function pageParam(v: string | null): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/**
 * `/area` ("Areas of Dubai"): the Dubai places with listings, nine to a page, each with its newest
 * listing's cover; places in the other emirates come apart (`elsewhere`, by emirate). Every
 * spelling of a place counts once (listing-search.ts `mergeLocationCounts`).
 */
export async function areaIndex(db: DB, url: URLSearchParams) {
  const places = await placesWithListings(db);
  const dubai = places.filter((p) => locationEmirate(p.location) === "Dubai");
  const others = places.filter((p) => locationEmirate(p.location) !== "Dubai");
  const page = pageParam(url.get("page"));
  const slice = dubai.slice(pageOffset(page, PAGE_SIZE_PUBLIC), pageOffset(page + 1, PAGE_SIZE_PUBLIC));
  const covers = await Promise.all(
    slice.map((l) =>
      listProperties(
        db,
        PUBLIC,
        parsePropertyQuery({ ...areaFilter(l.location), sort: "latest", page: 1, pageSize: 1 }),
      ).then((r) => r.items[0]?.cover ?? null),
    ),
  );
  return {
    areas: slice.map((l, i) => ({ ...l, cover: covers[i] })),
    total: dubai.length,
    page,
    pageSize: PAGE_SIZE_PUBLIC,
    lastPage: lastPageIfPastEnd({
      page,
      pageSize: PAGE_SIZE_PUBLIC,
      total: dubai.length,
      itemCount: slice.length,
    }),
    elsewhere: others.map((o) => ({ ...o, emirate: locationEmirate(o.location) })),
    locations: places.map((l) => l.location),
  };
}

/**
 * Live listing counts for community cards. A card opens `/allProperties?city=<name>`, so each count
 * uses that page's city rule (listing-search.ts): "Arabian Ranches" also counts "Arabian Ranches 2".
 */
export async function communityCounts(db: DB, names: readonly string[]): Promise<Map<string, number>> {
  // countByCity applies the city rule to each name's search key, as the page it opens does.
  return countByCity(await listLocations(db), names);
}

/** The home page: the newest off-plan listings and the first communities' counts. */
export async function homeListings(db: DB, opts: { upcoming: number; communities: readonly string[] }) {
  const [upcoming, counts] = await Promise.all([
    listProperties(db, PUBLIC, parsePropertyQuery({ status: "offPlan", pageSize: opts.upcoming })),
    communityCounts(db, opts.communities),
  ]);
  return { upcoming: upcoming.items, communities: [...counts].map(([name, count]) => ({ name, count })) };
}
