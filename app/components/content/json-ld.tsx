import { ornOf } from "../../modules/settings/settings.display.ts";
import type { PublicSettings } from "../../modules/settings/settings.display.ts";

/**
 * Structured data as an inline data block. It is not script (browsers never run
 * `application/ld+json`), so the nonce CSP does not apply; `<` is escaped so no text in the data
 * can close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, a data block only
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

const DAYS: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};
const ORDER = Object.keys(DAYS);

/**
 * Reads opening hours written the way people write them ("Mon–Sat 09:00–19:00; Sun 10:00–14:00")
 * into schema.org OpeningHoursSpecification entries; text it cannot read is left out.
 */
function openingHoursSpecification(text: string) {
  const specs: {
    "@type": "OpeningHoursSpecification";
    dayOfWeek: string[];
    opens: string;
    closes: string;
  }[] = [];
  for (const part of text.split(/[;,]/)) {
    const m =
      /([a-z]{3})[a-z]*\s*(?:[-–—]\s*([a-z]{3})[a-z]*)?\s+(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2})/i.exec(
        part.trim(),
      );
    if (!m) continue;
    const from = ORDER.indexOf(m[1].toLowerCase());
    const to = m[2] ? ORDER.indexOf(m[2].toLowerCase()) : from;
    if (from < 0 || to < 0) continue;
    const days: string[] = [];
    for (let i = from; ; i = (i + 1) % 7) {
      days.push(DAYS[ORDER[i]]);
      if (i === to || days.length === 7) break;
    }
    const pad = (t: string) => t.padStart(5, "0");
    specs.push({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days,
      opens: pad(m[3]),
      closes: pad(m[4]),
    });
  }
  return specs;
}

/** The address as schema.org PostalAddress: the street part, Dubai, and the country code. */
function postalAddress(address: string) {
  const parts = address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const country = parts.at(-1)?.match(/united arab emirates|uae/i) ? parts.pop() : undefined;
  const cityIndex = parts.findIndex((p) => /^(dubai|abu dhabi|sharjah|ajman|ras al khaimah)$/i.test(p));
  const locality = cityIndex >= 0 ? parts[cityIndex] : undefined;
  const street = (cityIndex >= 0 ? parts.slice(0, cityIndex) : parts).join(", ");
  return {
    "@type": "PostalAddress",
    streetAddress: street || address,
    ...(locality ? { addressLocality: locality, addressRegion: locality } : {}),
    addressCountry: country || locality ? "AE" : undefined,
  };
}

/** The agency as a schema.org RealEstateAgent, from the site settings. */
export function agencyJsonLd(settings: PublicSettings, origin: string) {
  const sameAs = Object.values(settings.social).filter((u) => u);
  const hours = openingHoursSpecification(settings.openingHours);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${origin}/#agency`,
    name: settings.agencyName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/images/og-default.jpg`,
    telephone: settings.phone,
    email: settings.email,
    address: postalAddress(settings.address),
    areaServed: { "@type": "City", name: "Dubai" },
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(ornOf(settings) ? { identifier: ornOf(settings) } : {}),
  };
}
