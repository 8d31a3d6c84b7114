// The web fonts a page preloads: the subset core files (ADR 0015, `npm run fonts`) of the faces its
// first screen sets, by the page's language. app/fonts/fonts.css declares every face; the browser
// would find these only once the style sheet is parsed and the text laid out, so they are preloaded.
import interCore from "../fonts/inter-core-wght.woff2?url";
import plexArabicCore400 from "../fonts/ibm-plex-sans-arabic-core-400.woff2?url";
import plexArabicCore600 from "../fonts/ibm-plex-sans-arabic-core-600.woff2?url";
import playfairCore500 from "../fonts/playfair-display-core-500.woff2?url";
import type { Locale } from "./i18n/locale.ts";

/** A `<link rel="preload">` for a font: as a route's `links` entry, or spread onto a `<link>`. */
export interface FontPreload {
  rel: "preload";
  href: string;
  as: "font";
  type: "font/woff2";
  /** Fonts are fetched in CORS mode, so a preload without it would be fetched twice. */
  crossOrigin: "anonymous";
}

function preload(href: string): FontPreload {
  return { rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" };
}

const PRELOADS: Record<Locale, FontPreload[]> = {
  // Inter for text, Playfair Display 500 for headings, prices and the brand.
  en: [preload(interCore), preload(playfairCore500)],
  // IBM Plex Sans Arabic 400 for text and 600 for headings (site.css, :lang(ar)); and Inter, which sets
  // the Latin and the digits every Arabic first screen has: prices and areas, phone numbers, "AED",
  // names and listings not written in Arabic. No Playfair: Arabic pages set no text in it.
  ar: [preload(plexArabicCore400), preload(plexArabicCore600), preload(interCore)],
};

/** The font files a page in `locale` preloads, in the order to fetch them. */
export function fontPreloads(locale: Locale): FontPreload[] {
  return PRELOADS[locale];
}
