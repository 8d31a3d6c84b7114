import type { Translate } from "../../lib/i18n/index.ts";
import { isHttpUrl } from "../../lib/url.ts";
import type { Property } from "../../modules/properties/property.schema.ts";

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

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** `Name (Ref. ABC-123)` or just the name when there is no reference. */
export function listingLabel(p: Pick<Property, "name" | "reference">, t: Translate): string {
  return p.reference?.trim()
    ? t("pd.listingWithRef", { name: p.name, reference: p.reference.trim() })
    : p.name;
}

export function mailtoHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** wa.me wants the number as digits only, with the country code and no leading zeros or plus. */
export function whatsappHref(number: string, text: string): string {
  const digits = number.replace(/\D/g, "").replace(/^0+/, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export function videoRequestHref(id: string): string {
  return `/enquiry?property=${encodeURIComponent(id)}&topic=video`;
}

export function viewingRequestHref(id: string): string {
  return `/enquiry?property=${encodeURIComponent(id)}&topic=viewing`;
}

/** Stored paths are relative to `/api/` (like `images[]`); URLs and absolute paths are used as they are. */
export function assetUrl(src: string): string {
  return /^(https?:)?\/\//i.test(src) || src.startsWith("/") || src.startsWith("data:") ? src : `/api/${src}`;
}
