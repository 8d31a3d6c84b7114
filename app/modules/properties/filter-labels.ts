import { formatMoney, type Locale, type Translate } from "../../lib/i18n/index.ts";
import { placeName } from "../../lib/i18n/places.ts";
import { canonicalLocation, meansEveryLocation } from "./listing-search.ts";
import { type PricePeriod, type PropertyType, pricePeriodOfType } from "./property.constants.ts";
import { type COMPLETION_LABEL, KIND_LABEL, TYPE_LABEL } from "./property.labels.ts";

// The words for a search's filters, one place for every screen and email that names them: the
// listing pages' chips, a saved search on the visitor's page and in its alert emails. No React, so
// the server's emails use it as the pages do.

/** An amount in the search's period: "AED 100,000/year", "AED 500/night", "AED 1,000,000". */
function pricePer(t: Translate, amount: number, period: PricePeriod): string {
  const price = formatMoney(t, amount, { zero: true });
  return period ? t(`pub.listing.pricePer.${period}`, { price }) : price;
}

/**
 * The label of one active filter's chip (listing pages and search results); a place in `locale`
 * (lib/i18n/places.ts), the language `t` writes.
 */
export function chipLabel(
  t: Translate,
  key: string,
  value: string,
  period: PricePeriod,
  locale: Locale = "en",
): string {
  switch (key) {
    case "transaction":
    case "transactionType":
      return value === "Rent" ? t("pub.listing.rent") : t("pub.listing.buy");
    case "type":
      return value in TYPE_LABEL ? t(TYPE_LABEL[value as PropertyType]) : value;
    case "complete":
      return value === "offPlan" ? t("pub.listing.offPlan") : t("pub.listing.ready");
    case "minPrice":
      return t("pub.chips.minPrice", { price: pricePer(t, Number(value), period) });
    case "maxPrice":
      return t("pub.chips.maxPrice", { price: pricePer(t, Number(value), period) });
    case "bedroom":
      return Number(value) === 0 ? t("property.studio") : t("pub.chips.bedroom", { n: Number(value) });
    case "bathroom":
      return t("pub.chips.bathroom", { n: Number(value) });
    case "propertyType":
      return value === "commercial" || value === "residential" ? t(KIND_LABEL[value]) : value;
    case "city":
    case "location":
      return placeName(canonicalLocation(value), locale).text;
    case "bbox":
      return t("pub.view.area");
    default:
      return value;
  }
}

/** A saved search's filters, in the listing API's names (alerts.constants.ts `SavedFilters`). */
export interface FilterValues {
  type?: PropertyType;
  propertyType?: string;
  complete?: keyof typeof COMPLETION_LABEL;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  bedroom?: number;
  bathroom?: number;
  /** One area's listings (an area page's exact place). */
  location?: string;
  /** A map's area, `minLng,minLat,maxLng,maxLat` (issue 24). */
  bbox?: string;
}

const DESCRIBED = [
  "type",
  "propertyType",
  "location",
  "city",
  "complete",
  "minPrice",
  "maxPrice",
  "bedroom",
  "bathroom",
  "bbox",
] as const;

/**
 * A saved search in words, one label per filter ("Rent · Dubai Marina · 2 bedrooms · Up to AED
 * 150,000/year"); every location when no place is set.
 */
export function describeFilters(t: Translate, f: FilterValues, locale: Locale = "en"): string[] {
  const period = pricePeriodOfType(f.type);
  const out: string[] = [];
  for (const key of DESCRIBED) {
    const v = f[key];
    if (key === "city") {
      if (f.city === undefined && f.location) continue;
      out.push(
        meansEveryLocation(f.city) ? t("pub.listing.allDubai") : chipLabel(t, key, String(v), period, locale),
      );
      continue;
    }
    if (v === undefined || v === "") continue;
    out.push(chipLabel(t, key, String(v), period, locale));
  }
  return out;
}
