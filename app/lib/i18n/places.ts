import { useCallback } from "react";
import { loadForArabic, useLocale } from "./index.ts";
import { type Locale, textLang } from "./locale.ts";

// The names of places (the communities of modules/locations) in the page's language: an Arabic page
// shows a place's Arabic name (./ar/places.ts), downloaded by Arabic pages only; a place not in the
// list (a listing's own text) is shown as written, marked as English on an Arabic page. Addresses
// (`/area/Dubai%20Marina`), filters and stored values keep the English name.

const arabic = await loadForArabic(() => import("./ar/places.ts").then((m) => m.placesAr));

/** A place's name as a page in `locale` shows it, with the `lang` of the element showing it. */
export function placeName(name: string, locale: Locale): { text: string; lang?: "en" } {
  const inArabic = locale === "ar" ? arabic?.[name.trim()] : undefined;
  if (inArabic) return { text: inArabic };
  const lang = textLang(locale, name);
  return lang ? { text: name, lang } : { text: name };
}

/** `placeName` in the page's language (the same function while the language is). */
export function usePlaceName(): (name: string) => { text: string; lang?: "en" } {
  const locale = useLocale();
  return useCallback((name: string) => placeName(name, locale), [locale]);
}
