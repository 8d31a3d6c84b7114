import type { MessageKey } from "../../lib/i18n/index.ts";
import {
  type CompletionStatus,
  PAGE_SIZE_PUBLIC,
  type PropertyKind,
  type PropertyType,
} from "../../modules/properties/property.constants.ts";
import type { PropertyQueryInput } from "../../modules/properties/property.schema.ts";
import type { BannerName, HeroVideoName } from "./media.ts";

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
  /** Pages that accept `?transaction=Buy|Rent` (the header's Buy/Rent entries, DECISIONS.md 10). */
  transaction: boolean;
  hero: { video: HeroVideoName } | { banner: BannerName };
  title: MessageKey;
  description: MessageKey;
  lead: MessageKey;
}

export const LISTING_PAGES: readonly ListingPage[] = [
  {
    kind: "buy",
    path: "/buyRealEstate",
    fixed: { type: "Buy" },
    transaction: false,
    hero: { video: "buy" },
    title: "pub.listing.buy.title",
    description: "pub.listing.buy.description",
    lead: "pub.listing.buy.lead",
  },
  {
    kind: "rent",
    path: "/rentRealEstate",
    fixed: { type: "Rent" },
    transaction: false,
    hero: { banner: "banner-rent" },
    title: "pub.listing.rent.title",
    description: "pub.listing.rent.description",
    lead: "pub.listing.rent.lead",
  },
  {
    kind: "residential",
    path: "/residentialRealEstate",
    fixed: { propertyType: "residential" },
    transaction: true,
    hero: { banner: "banner-residential" },
    title: "pub.listing.residential.title",
    description: "pub.listing.residential.description",
    lead: "pub.listing.residential.lead",
  },
  {
    kind: "commercial",
    path: "/commercialRealEstate",
    fixed: { propertyType: "commercial" },
    transaction: true,
    hero: { banner: "banner-commercial" },
    title: "pub.listing.commercial.title",
    description: "pub.listing.commercial.description",
    lead: "pub.listing.commercial.lead",
  },
  {
    kind: "holiday",
    path: "/holidayRealEstate",
    fixed: { type: "HolidayHome" },
    transaction: false,
    hero: { video: "holiday" },
    title: "pub.listing.holiday.title",
    description: "pub.listing.holiday.description",
    lead: "pub.listing.holiday.lead",
  },
  {
    kind: "newProjects",
    path: "/newProjects",
    fixed: { type: "NewProject" },
    transaction: false,
    hero: { banner: "banner-new-projects" },
    title: "pub.listing.newProjects.title",
    description: "pub.listing.newProjects.description",
    lead: "pub.listing.newProjects.lead",
  },
  {
    kind: "upcoming",
    path: "/upcoming-properties",
    fixed: { propertyStatus: "offPlan" },
    transaction: false,
    hero: { banner: "banner-upcoming" },
    title: "pub.listing.upcoming.title",
    description: "pub.listing.upcoming.description",
    lead: "pub.listing.upcoming.lead",
  },
];

const byPath = new Map(LISTING_PAGES.map((p) => [p.path.toLowerCase(), p]));

/** The listing page of a URL path (paths match case-insensitively, trailing slash allowed). */
export function listingPageFor(pathname: string): ListingPage | undefined {
  return byPath.get(pathname.replace(/\/+$/, "").toLowerCase() || "/");
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

export const TRANSACTIONS = ["Buy", "Rent"] as const;

/** The URL's listing parameters, trimmed, empty ones dropped. */
export function readListingParams(search: URLSearchParams): ListingParams {
  const out: ListingParams = {};
  for (const key of LISTING_PARAMS) {
    const v = search.get(key)?.trim();
    if (v) out[key] = v;
  }
  return out;
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
 * filter on top (a fixed filter cannot be overridden from the address), 9 to a page.
 */
export function listingQuery(page: ListingPage, params: ListingParams): PropertyQueryInput {
  const q: PropertyQueryInput = {
    city: params.city,
    complete: params.complete,
    minPrice: params.minPrice,
    propertyType: params.propertyType,
    sort: params.sort,
    page: params.page,
    pageSize: PAGE_SIZE_PUBLIC,
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

/** Which filters the search panel shows on a page (a fixed filter has no control). */
export function panelFields(page: ListingPage) {
  return {
    transaction: page.transaction,
    complete: !page.fixed.propertyStatus,
    propertyType: !page.fixed.propertyType,
  };
}

/** The page title, naming the transaction when the header's Buy/Rent entry set one. */
export function listingTitle(page: ListingPage, params: ListingParams): MessageKey {
  if (page.kind === "residential" || page.kind === "commercial") {
    if (params.transaction === "Buy") return `pub.listing.${page.kind}.titleBuy`;
    if (params.transaction === "Rent") return `pub.listing.${page.kind}.titleRent`;
  }
  return page.title;
}
