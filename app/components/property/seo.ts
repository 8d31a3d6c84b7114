import type { MetaDescriptor } from "react-router";
import { excerpt, formatNumber } from "../../lib/format.ts";
import { translate } from "../../lib/i18n/index.ts";
import { LOCALE_TAGS, type Locale, localePath } from "../../lib/i18n/locale.ts";
import { placeName } from "../../lib/i18n/places.ts";
import { alternates } from "../public/seo.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import { propertyPath } from "../../lib/contact-links.ts";
import { assetUrl } from "./contact-links.ts";
import { priceLine } from "../../modules/properties/property.price.ts";

/** The `sizes` of the first gallery image; the preload must match it to fetch the same file. */
export const FIRST_IMAGE_SIZES = "(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw";

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(assetUrl(pathOrUrl), `${origin}/`).toString();
}

/** One line a link preview shows: `AED 2,450,000 · Dubai Marina · 2 Beds · 1,250 sqft` (`AED 120,000 /year` for a rent). */
function summaryLine(p: Property, locale: Locale): string {
  const parts = [
    priceLine(p, (key, vars) => translate(locale, key, vars)),
    placeName(p.location, locale).text,
  ];
  if (p.bedrooms === 0) parts.push(translate(locale, "property.studio"));
  else if (p.bedrooms) parts.push(translate(locale, "pd.facts.beds", { n: p.bedrooms }));
  if (p.square)
    parts.push(translate(locale, "pd.unit.sqft", { n: formatNumber(p.square, { maxDecimals: 3 }) }));
  return parts.join(" · ");
}

function pageDescription(p: Property, locale: Locale): string {
  const summary = summaryLine(p, locale);
  const body = p.desc?.trim()
    ? excerpt(p.desc, 155 - summary.length > 60 ? 155 - summary.length : 100)
    : translate(locale, "pd.meta.fallbackDescription", {
        name: p.name,
        location: placeName(p.location, locale).text,
      });
  return `${summary}. ${body}`;
}

/** schema.org RealEstateListing with an Offer in AED and the place with its coordinates. */
function listingJsonLd(
  p: Property,
  origin: string,
  agencyName: string,
  locale: Locale,
): Record<string, unknown> {
  const url = absoluteUrl(origin, localePath(locale, propertyPath(p._id)));
  const images = p.media.slice(0, 5).map((m) => absoluteUrl(origin, m.src));
  const place: Record<string, unknown> = {
    "@type": "Place",
    name: placeName(p.location, locale).text,
    address: {
      "@type": "PostalAddress",
      addressLocality: p.location,
      addressRegion: p.state?.trim() || "Dubai",
      addressCountry: "AE",
    },
  };
  if (p.latitude != null && p.longitude != null) {
    place.geo = { "@type": "GeoCoordinates", latitude: p.latitude, longitude: p.longitude };
  }
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    priceCurrency: "AED",
    availability: "https://schema.org/InStock",
    url,
    seller: { "@type": "RealEstateAgent", name: agencyName },
  };
  if (p.price > 0) offer.price = p.price;
  if (p.rentFrequency) {
    offer.businessFunction = "http://purl.org/goodrelations/v1#LeaseOut";
    // The rent's period, as UN/CEFACT codes: year, month, week, day.
    const unitCode = { yearly: "ANN", monthly: "MON", weekly: "WEE", daily: "DAY" }[p.rentFrequency];
    if (p.price > 0)
      offer.priceSpecification = {
        "@type": "UnitPriceSpecification",
        price: p.price,
        priceCurrency: "AED",
        unitCode,
      };
  }
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": url,
    url,
    inLanguage: LOCALE_TAGS[locale].lang,
    name: p.name,
    description: excerpt(p.desc ?? "", 500),
    datePosted: (p.addedOn ?? p.createdAt).slice(0, 10),
    image: images,
    offers: offer,
    contentLocation: place,
  };
  if (p.reference) ld.identifier = p.reference;
  return ld;
}

/**
 * Title, description, canonical and the other language's address, Open Graph, Twitter card and
 * JSON-LD, all in the first HTML and in the page's language (`p` carries its text in that language).
 */
export function propertyMeta(
  p: Property,
  origin: string,
  agencyName: string,
  locale: Locale,
): MetaDescriptor[] {
  const path = propertyPath(p._id);
  const url = absoluteUrl(origin, localePath(locale, path));
  const location = placeName(p.location, locale).text;
  const title = agencyName
    ? translate(locale, "pd.meta.title", { name: p.name, location, agency: agencyName })
    : `${p.name} · ${location}`;
  const description = pageDescription(p, locale);
  const summary = summaryLine(p, locale);
  const cover = p.media[0];
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(origin.replace(/\/+$/, ""), path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: agencyName },
    { property: "og:url", content: url },
    { property: "og:title", content: `${p.name} · ${summary}` },
    { property: "og:description", content: description },
    { property: "og:locale", content: LOCALE_TAGS[locale].og },
    { name: "twitter:card", content: cover ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: `${p.name} · ${summary}` },
    { name: "twitter:description", content: description },
  ];
  if (p.price > 0) {
    meta.push(
      { property: "og:price:amount", content: String(p.price) },
      { property: "og:price:currency", content: "AED" },
    );
  }
  if (cover) {
    // media[0].src is the 1200-px JPEG of a stored image: what link previews (WhatsApp too) expect.
    const image = absoluteUrl(origin, cover.src);
    meta.push(
      { property: "og:image", content: image },
      { property: "og:image:alt", content: cover.alt || p.name },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: cover.alt || p.name },
    );
    if (image.startsWith("https:")) meta.push({ property: "og:image:secure_url", content: image });
    if (cover.width && cover.height) {
      // A stored image's JPEG names its width (`…-1200.jpg`, at most 1200 px); report that file's size.
      const named = /-(\d{2,5})\.jpe?g$/i.exec(cover.src);
      const width = named ? Number(named[1]) : cover.srcset ? Math.min(1200, cover.width) : cover.width;
      const height = Math.round((cover.height * width) / cover.width);
      meta.push(
        { property: "og:image:width", content: String(width) },
        { property: "og:image:height", content: String(height) },
      );
    }
    if (/\.jpe?g($|\?)/i.test(cover.src)) meta.push({ property: "og:image:type", content: "image/jpeg" });
  }
  meta.push({ "script:ld+json": listingJsonLd(p, origin, agencyName, locale) });
  return meta;
}
