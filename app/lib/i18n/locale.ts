/**
 * The site's languages and where they live (issue 20): English at the root, Arabic under `/ar`, the
 * same paths after the prefix. The one place that knows the prefix: routes.ts registers the public
 * routes under it, the root reads the page's language from the path, and every internal link, form
 * action, redirect, canonical URL, hreflang alternate and sitemap entry goes through `localePath`.
 */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The URL segment of a language other than the default. */
export const LOCALE_PREFIX = "ar";
const PREFIXED = /^\/ar(?=\/|$|\?|#)/i;

/** Paths that are the same in every language: the API, the admin, files and feeds. */
const SHARED =
  /^\/(?:api|admin|addProperty|editProperty|preferences|uploads|images|videos|assets|fonts)(?:[/?#]|$)|^\/[^?#]*\.\w+(?:[?#]|$)/i;

/** The language of a page, from its path: `/ar` and `/ar/…` are Arabic, everything else English. */
export function localeOf(pathname: string): Locale {
  return PREFIXED.test(pathname) ? "ar" : "en";
}

/** The path without its language prefix: `/ar/rentRealEstate?x=1` → `/rentRealEstate?x=1`, `/ar` → `/`. */
export function unlocalizedPath(path: string): string {
  if (!PREFIXED.test(path)) return path;
  const rest = path.replace(PREFIXED, "");
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A site path in a language: `localePath("ar", "/buyRealEstate?page=2")` → `/ar/buyRealEstate?page=2`,
 * `localePath("ar", "/")` → `/ar`. Paths that are the same in every language (the API, the admin,
 * files), absolute URLs, `#fragments` and relative paths are returned as they are; so is a path
 * already in the language. English is the path without a prefix.
 */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE || SHARED.test(bare)) return bare;
  if (bare === "/" || bare.startsWith("/?") || bare.startsWith("/#"))
    return `/${LOCALE_PREFIX}${bare.slice(1)}`;
  return `/${LOCALE_PREFIX}${bare}`;
}

/** The same page in every language (for hreflang, the sitemap and the language switch). */
export function alternatePaths(path: string): Record<Locale, string> {
  return { en: localePath("en", path), ar: localePath("ar", path) };
}

/** BCP 47 tags for formatting and for Open Graph (`og:locale`). */
export const LOCALE_TAGS: Record<Locale, { lang: string; og: string; intl: string }> = {
  en: { lang: "en", og: "en_AE", intl: "en-AE" },
  // Western digits, as Dubai's portals write numbers in Arabic.
  ar: { lang: "ar", og: "ar_AE", intl: "ar-AE-u-nu-latn" },
};

/** Each language's name in itself, as a language switch shows it (not translated: that is the point). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ar: "العربية" };

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * `lang` for text people wrote (a listing, a place, the agency's tagline) on a page in another
 * language: on an Arabic page, text without an Arabic letter is English, so screen readers read it
 * as English and the untranslated-string check knows it is not the site's. Nothing otherwise.
 */
export function textLang(locale: Locale, text: string | null | undefined): "en" | undefined {
  return locale !== "en" && text && !ARABIC_LETTER.test(text) ? "en" : undefined;
}
