import type { Translate } from "../../lib/i18n/index.ts";
import { isHttpUrl } from "../../lib/url.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import { enquiryHref } from "../../lib/contact-links.ts";

/** The listing fields the action links need. */
export type LinkProperty = Pick<
  Property,
  "_id" | "name" | "reference" | "location" | "latitude" | "longitude" | "mapUrl"
>;

/**
 * A map of the listing: its coordinates when both are known, else the agent's `mapUrl`, else a
 * search for the community so the button always goes somewhere sensible.
 */
export function mapHref(p: LinkProperty): string {
  if (
    p.latitude != null &&
    p.longitude != null &&
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude)
  ) {
    return `https://www.google.com/maps/search/?api=1&query=${p.latitude},${p.longitude}`;
  }
  if (isHttpUrl(p.mapUrl)) return p.mapUrl.trim();
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${p.location}, Dubai`)}`;
}

export { enquiryHref, telHref, whatsappHref } from "../../lib/contact-links.ts";

/** `Name (Ref. ABC-123)` or just the name when there is no reference. */
export function listingLabel(p: Pick<Property, "name" | "reference">, t: Translate): string {
  return p.reference?.trim()
    ? t("pd.listingWithRef", { name: p.name, reference: p.reference.trim() })
    : p.name;
}

export function mailtoHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function videoRequestHref(id: string): string {
  return enquiryHref(id, "video");
}

export function viewingRequestHref(id: string): string {
  return enquiryHref(id, "viewing");
}

/** Stored paths are relative to `/api/` (like `images[]`); URLs and absolute paths are used as they are. */
export function assetUrl(src: string): string {
  return /^(https?:)?\/\//i.test(src) || src.startsWith("/") || src.startsWith("data:") ? src : `/api/${src}`;
}
