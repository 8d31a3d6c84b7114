import type { MessageKey } from "../../lib/i18n/index.ts";
import {
  LISTING_PAGES,
  type ListingKind,
  type ListingPage,
  type ListingParams,
  listingPageFor,
} from "../../modules/properties/listing-search.ts";
import type { BannerName, HeroVideoName } from "./media.ts";

/** How each listing page looks; what it lists is modules/properties/listing-search.ts. */
export interface ListingLook {
  hero: { video: HeroVideoName } | { banner: BannerName };
  title: MessageKey;
  description: MessageKey;
  lead: MessageKey;
}

const look = (kind: ListingKind, hero: ListingLook["hero"]): ListingLook => ({
  hero,
  title: `pub.listing.${kind}.title`,
  description: `pub.listing.${kind}.description`,
  lead: `pub.listing.${kind}.lead`,
});

export const LISTING_LOOKS: Record<ListingKind, ListingLook> = {
  buy: look("buy", { video: "buy" }),
  rent: look("rent", { banner: "banner-rent" }),
  residential: look("residential", { banner: "banner-residential" }),
  commercial: look("commercial", { banner: "banner-commercial" }),
  holiday: look("holiday", { video: "holiday" }),
  newProjects: look("newProjects", { banner: "banner-new-projects" }),
  upcoming: look("upcoming", { banner: "banner-upcoming" }),
};

/** The page of a kind (from loader data), else the one of the address. */
export function listingPageOf(kind: ListingKind | undefined, pathname: string): ListingPage | undefined {
  return LISTING_PAGES.find((p) => p.kind === kind) ?? listingPageFor(pathname);
}

/** The page title, naming the transaction when the header's Buy/Rent entry set one. */
export function listingTitle(page: ListingPage, params: ListingParams): MessageKey {
  if (page.kind === "residential" || page.kind === "commercial") {
    if (params.transaction === "Buy") return `pub.listing.${page.kind}.titleBuy`;
    if (params.transaction === "Rent") return `pub.listing.${page.kind}.titleRent`;
  }
  return LISTING_LOOKS[page.kind].title;
}
