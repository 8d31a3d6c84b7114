import { createContext, createElement, type ReactNode, useCallback, useContext } from "react";
import type { admin } from "./en/admin.ts";
import type { adminApi } from "./en/admin-api.ts";
import type { content } from "./en/content.ts";
import type { forms } from "./en/forms.ts";
import type { mail } from "./en/mail.ts";
import type { map } from "./en/map.ts";
import type { visitor } from "./en/visitor.ts";
import type { en } from "./en/index.ts";
import { formatNumber } from "../format.ts";
import { DEFAULT_LOCALE, type Locale } from "./locale.ts";

export type { Locale } from "./locale.ts";

/** Every key of every area; an area's strings are present once a module of that area is loaded. */
export type MessageKey =
  | keyof typeof en
  | keyof typeof admin
  | keyof typeof adminApi
  | keyof typeof content
  | keyof typeof forms
  | keyof typeof mail
  | keyof typeof map
  | keyof typeof visitor;
export type Vars = Record<string, string | number>;

const catalogues: Record<Locale, Record<string, string>> = { en: {}, ar: {} };
const english = catalogues.en;

type Messages = Partial<Record<MessageKey, string>>;

/**
 * Adds strings to a language's catalogue. The catalogue every page needs comes from ./en/index.ts and
 * ./ar/index.ts (`pageCatalogue` below); an area's strings (admin.ts, content.ts, forms.ts, …: each
 * imported by every module that uses that area's keys, which `areas.test.ts` checks) come with its
 * module (`loadArea`). The server loads every route, so it has them all, and every Arabic string at
 * start (./ar/server.ts).
 */
export function addMessages(messages: Messages, locale: Locale = DEFAULT_LOCALE): void {
  Object.assign(catalogues[locale], messages);
}

/** In a browser, the page's language (`<html lang>`); null on the server, in scripts and in tests. */
const pageLanguage: Locale | null =
  typeof document === "undefined" ? null : document.documentElement.lang === "ar" ? "ar" : "en";

// A browser downloads the strings of the page's language only: an Arabic page none of the English
// (every key has its Arabic, arabic.test.ts), an English page none of the Arabic. On the server
// the English is here before any module that imports this one runs.
if (pageLanguage === null) addMessages((await import("./en/index.ts")).en);

/**
 * In a browser, the catalogue every page of its language needs: loading from the moment this module
 * runs (with the shared code, before the route modules), so that its download overlaps theirs; the
 * client entry waits for it before hydrating (entry.client.tsx).
 */
export const pageCatalogue: Promise<void> =
  pageLanguage === "ar"
    ? import("./ar/index.ts").then(() => undefined)
    : pageLanguage === "en"
      ? import("./en/index.ts").then((m) => addMessages(m.en))
      : Promise.resolve();

/**
 * An area's strings, for its module's top-level await (app/lib/i18n/content.ts, forms.ts, …): the
 * English on the server, in a browser the page's language only, before any module that uses them
 * runs (so a page reached by a client navigation waits for them too).
 */
export async function loadArea(
  inEnglish: () => Promise<Messages>,
  inArabic: () => Promise<Messages>,
): Promise<void> {
  if (pageLanguage === "ar") addMessages(await inArabic(), "ar");
  else addMessages(await inEnglish());
}

/**
 * Data of the Arabic pages alone (the places' Arabic names, ./places.ts): on the server and on an
 * Arabic page, for its module's top-level await; never downloaded by an English page.
 */
export async function loadForArabic<T>(load: () => Promise<T>): Promise<T | undefined> {
  return pageLanguage === "en" ? undefined : load();
}

const RTL = new Set<string>(["ar"]);

export function dirOf(locale: string): "ltr" | "rtl" {
  return RTL.has(locale) ? "rtl" : "ltr";
}

/**
 * Text of another direction set into a sentence (an email address in Arabic): wrapped in Unicode's
 * first-strong isolate, so it keeps its own order and does not pull the sentence's punctuation
 * around (works in pages, mail clients and plain text alike).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Looks a key up and fills its placeholders (see `formatMessage`). Unknown keys fall back to English. */
export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  return formatMessage(locale, catalogues[locale]?.[key] ?? english[key] ?? key, vars);
}

const PLURAL_CASE = "=\\d+|zero|one|two|few|many|other";
const BRANCH_TEXT = "(?:[^{}]|\\{\\w+\\})*";
const PLURAL = new RegExp(
  `\\{(\\w+),\\s*plural,\\s*((?:(?:${PLURAL_CASE})\\s*\\{${BRANCH_TEXT}\\}\\s*)+)\\}`,
  "g",
);
const BRANCH = new RegExp(`(${PLURAL_CASE})\\s*\\{(${BRANCH_TEXT})\\}`, "g");
/** One Intl object per locale, made on first use. */
function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));
/**
 * `#` in a plural branch: as the site writes every number (lib/format.ts, no ICU number data on a
 * phone), in Western digits in Arabic too, as Dubai's portals write them.
 */
const writeNumber = (_locale: string, n: number) => formatNumber(n, { maxDecimals: 3 });

/**
 * Fills a message: `{name}` takes the value of `vars.name`; `{n, plural, one {# property} other {#
 * properties}}` (the ICU form translators know) picks the branch for the number `vars.n` by the
 * locale's plural rules (`=0` matches exactly first; English has one/other, Arabic
 * zero/one/two/few/many/other), with `#` the number written for the locale.
 */
export function formatMessage(locale: string, template: string, vars?: Vars): string {
  if (!vars || !template.includes("{")) return template;
  const chosen = !template.includes("plural")
    ? template
    : template.replace(PLURAL, (m, name: string, body: string) => {
        const n = vars[name];
        if (typeof n !== "number" || !Number.isFinite(n)) return m;
        const branches = new Map([...body.matchAll(BRANCH)].map((b) => [b[1], b[2]] as const));
        const text =
          branches.get(`=${n}`) ?? branches.get(pluralRules(locale).select(n)) ?? branches.get("other");
        return text === undefined ? m : text.replaceAll("#", writeNumber(locale, n));
      });
  return chosen.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return createElement(LocaleContext.Provider, { value: locale }, children);
}

export type Translate = (key: MessageKey, vars?: Vars) => string;

/** The page's language (from its path, set by the root layout). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT(): Translate {
  const locale = useContext(LocaleContext);
  return useCallback((key: MessageKey, vars?: Vars) => translate(locale, key, vars), [locale]);
}

/**
 * An amount in dirhams as the page's language writes it: `AED 1,250,000`, `1,250,000 درهم` (whole
 * dirhams, Western digits); null when it is not above 0 (the caller shows "Contact Us"), unless
 * `zero` asks for `AED 0`. The one money formatter of pages; `formatAED` writes the admin's and the
 * emails' English.
 */
export function formatMoney(t: Translate, amount: number | null | undefined, options: { zero: true }): string;
export function formatMoney(
  t: Translate,
  amount: number | null | undefined,
  options?: { zero?: boolean },
): string | null;
export function formatMoney(
  t: Translate,
  amount: number | null | undefined,
  { zero = false }: { zero?: boolean } = {},
): string | null {
  if (amount == null || !Number.isFinite(amount) || amount <= 0)
    return zero ? t("price.aed", { amount: "0" }) : null;
  return t("price.aed", { amount: formatNumber(Math.round(amount)) });
}
