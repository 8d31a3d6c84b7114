// The public listing search: every public list of listings (the seven listing pages, the home
// search's results, a community, an area, the home page's teasers) is asked for here, with the
// URL's values, and gets back what to show. Fixed filters, the "Dubai" rule, sorting, the page size
// and the location counts live here and in listing-search.ts, nowhere else.
import type { DB } from "../../db/index.server.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { isAppError } from "../../lib/errors.ts";
import { findCommunity } from "../locations/locations.ts";
import {
  countByCity,
  type ListingPage,
  type ListingParams,
  readListingParams,
  TRANSACTIONS,
} from "./listing-search.ts";
import { PAGE_SIZE_PUBLIC } from "./property.constants.ts";
import type { PropertyQueryInput, PropertySummary } from "./property.schema.ts";
import { listLocations, listProperties, parsePropertyQuery } from "./property.service.server.ts";

export interface ListingResults {
  items: PropertySummary[];
  total: number;
  page: number;
  pageSize: number;
  /** A bad value in the address, the visitor's to fix (the page answers 400 and says so). */
  error: string | null;
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
    city: params.city,
    complete: params.complete,
    minPrice: params.minPrice,
    propertyType: params.propertyType,
    sort: params.sort,
    page: params.page,
  };
  if (page.transaction && params.transaction && params.transaction !== "Any") {
    if (!(TRANSACTIONS as readonly string[]).includes(params.transaction)) {
      throw new ListingParamError("transaction", "transaction must be one of: Buy, Rent");
    }
    q.type = params.transaction as (typeof TRANSACTIONS)[number];
  }
  if (page.fixed.propertyStatus) q.complete = undefined;
  if (page.fixed.propertyType) q.propertyType = undefined;
  return { ...q, ...page.fixed };
}

/** One public page of listings, nine to a page; a bad parameter becomes `error`, not a throw. */
async function search(db: DB, query: () => PropertyQueryInput): Promise<ListingResults> {
  try {
    const filter = parsePropertyQuery({ ...query(), pageSize: PAGE_SIZE_PUBLIC });
    return { ...(await listProperties(db, PUBLIC, filter)), error: null };
  } catch (e) {
    if (e instanceof ListingParamError || (isAppError(e) && e.code === "bad_request")) {
      return { items: [], total: 0, page: 1, pageSize: PAGE_SIZE_PUBLIC, error: e.message };
    }
    throw e;
  }
}

/** A listing page (`/buyRealEstate`, …): its fixed filter over the URL's filters, sort and page. */
export async function searchListingPage(db: DB, page: ListingPage, url: URLSearchParams) {
  const params = readListingParams(url);
  return { params, ...(await search(db, () => listingQuery(page, params))) };
}

/** The home search's parameters, plus `page`. */
const HOME_SEARCH_PARAMS = [
  "transactionType",
  "city",
  "minPrice",
  "maxPrice",
  "bedroom",
  "bathroom",
  "page",
] as const;
export type HomeSearchParams = Partial<Record<(typeof HOME_SEARCH_PARAMS)[number], string>>;

/** `/searchResult`: the home search box's filters from the URL. */
export async function searchHomeResults(db: DB, url: URLSearchParams) {
  const params: HomeSearchParams = {};
  for (const k of HOME_SEARCH_PARAMS) {
    const v = url.get(k)?.trim();
    if (v) params[k] = v;
  }
  return { params, ...(await search(db, () => params)) };
}

/** `/allProperties?city=…`: one community's listings; without a city, none. */
export async function searchCommunity(db: DB, url: URLSearchParams) {
  const { city = null, sort = null, page } = readListingParams(url, ["city", "sort", "page"]);
  if (!city) return { city, sort, items: [], total: 0, page: 1, pageSize: PAGE_SIZE_PUBLIC, error: null };
  return { city, sort, ...(await search(db, () => ({ city, sort: sort ?? undefined, page }))) };
}

/**
 * `/area/{name}`: the listings whose location is exactly the area (any case). The name is known
 * when it is a community or any listing's location; an unknown name is the page's 404.
 */
export async function searchArea(db: DB, name: string, url: URLSearchParams) {
  const type = url.get("type")?.trim() || undefined;
  const locations = (await listLocations(db)).map((l) => l.location);
  const results = await search(db, () => ({
    location: name,
    propertyType: type,
    page: url.get("page") ?? undefined,
  }));
  if (results.error) return { ...results, name, known: true, type: type ?? null, locations };
  const known =
    findCommunity(name)?.name ??
    locations.find((l) => l.toLowerCase() === name.toLowerCase()) ??
    results.items[0]?.location;
  if (known === undefined) return { ...results, page: 1, name, known: false, type: type ?? null, locations };
  return { ...results, name: known, known: true, type: type ?? null, locations };
}

/** A positive whole page number from the URL, else 1. */
function pageParam(v: string | null): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** `/area`: the areas with listings, nine to a page, each with its newest listing's cover. */
export async function areaIndex(db: DB, url: URLSearchParams) {
  const all = await listLocations(db);
  const page = pageParam(url.get("page"));
  const slice = all.slice((page - 1) * PAGE_SIZE_PUBLIC, page * PAGE_SIZE_PUBLIC);
  const covers = await Promise.all(
    slice.map((l) =>
      listProperties(db, PUBLIC, { location: l.location, sort: "latest", page: 1, pageSize: 1 }).then(
        (r) => r.items[0]?.cover ?? null,
      ),
    ),
  );
  return {
    areas: slice.map((l, i) => ({ ...l, cover: covers[i] })),
    total: all.length,
    page,
    pageSize: PAGE_SIZE_PUBLIC,
    locations: all.map((l) => l.location),
  };
}

/**
 * Live listing counts for community cards. A card opens `/allProperties?city=<name>`, so each count
 * uses that page's city rule (listing-search.ts): "Arabian Ranches" also counts "Arabian Ranches 2".
 */
export async function communityCounts(db: DB, names: readonly string[]): Promise<Map<string, number>> {
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
