import { propertyPath } from "../../lib/contact-links.ts";
import { type MessageKey, translate, type Vars } from "../../lib/i18n/index.ts";
import { type Locale, localePath } from "../../lib/i18n/locale.ts";
import { placeName } from "../../lib/i18n/places.ts";
import { localizedText } from "../properties/property.localized.ts";
import { priceLine } from "../properties/property.price.ts";
import type { Property } from "../properties/property.schema.ts";
import type { MailListing } from "./mail-layout.server.tsx";

/**
 * A listing as every email to visitors shows it (campaigns, alerts, favourites), in the reader's
 * language: its name there, its price line, its place, its smallest photo and its page.
 */
export function mailListing(p: Property, locale: Locale, origin: string): MailListing {
  const t = (key: MessageKey, vars?: Vars) => translate(locale, key, vars);
  const cover = p.media[0];
  const small = cover?.srcset ? cover.srcset.split(",")[0].trim().split(/\s+/)[0] : cover?.src;
  return {
    name: localizedText(p, locale).name,
    price: priceLine(p, t),
    location: placeName(p.location, locale).text,
    url: `${origin}${localePath(locale, propertyPath(p._id))}`,
    photo: small ? new URL(small, `${origin}/`).toString() : null,
  };
}
