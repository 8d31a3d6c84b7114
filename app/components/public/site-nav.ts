import type { MessageKey } from "../../lib/i18n/index.ts";
import { listingPathFor } from "../../modules/properties/listing-search.ts";

export interface NavLinkEntry {
  label: MessageKey;
  to: string;
}

/** A top-level page with a menu of narrower pages (the header shows a link and a disclosure). */
export interface NavGroupEntry extends NavLinkEntry {
  items: NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

export const isGroup = (e: NavEntry): e is NavGroupEntry => "items" in e;

/**
 * The header's top-level destinations, in order: the desktop bar and the phone menu both render
 * this list (then Saved and List Property), so neither can miss a page the other offers.
 */
export const SITE_NAV: readonly NavEntry[] = [
  { label: "nav.home", to: "/" },
  { label: "nav.buy", to: listingPathFor("buy") },
  { label: "nav.rent", to: listingPathFor("rent") },
  { label: "nav.offPlan", to: listingPathFor("upcoming") },
  {
    label: "nav.commercial",
    to: listingPathFor("commercial"),
    items: [
      { label: "nav.buyCommercial", to: listingPathFor("commercial", "Buy") },
      { label: "nav.rentCommercial", to: listingPathFor("commercial", "Rent") },
    ],
  },
  {
    label: "nav.residential",
    to: listingPathFor("residential"),
    items: [
      { label: "nav.buyResidential", to: listingPathFor("residential", "Buy") },
      { label: "nav.rentResidential", to: listingPathFor("residential", "Rent") },
    ],
  },
  { label: "nav.aboutUs", to: "/aboutUs" },
  { label: "nav.contact", to: "/contact" },
];

/** After the list: the saved properties (an icon where space is short) and the List Property button. */
export const SAVED_NAV: NavLinkEntry = { label: "nav.saved", to: "/saved" };
export const LIST_PROPERTY_NAV: NavLinkEntry = { label: "nav.listProperty", to: "/listProperty" };

/** Every page the header links to, groups' own pages and their items included. */
export function navDestinations(): NavLinkEntry[] {
  return [
    ...SITE_NAV.flatMap((e) => (isGroup(e) ? [{ label: e.label, to: e.to }, ...e.items] : [e])),
    SAVED_NAV,
    LIST_PROPERTY_NAV,
  ];
}
