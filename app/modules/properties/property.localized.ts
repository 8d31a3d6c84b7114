import type { Locale } from "../../lib/i18n/locale.ts";
import {
  ARABIC_FIELD_OF,
  ARABIC_FIELDS,
  type ArabicField,
  PROPERTY_FIELDS,
  type Property,
  type TranslatedField,
} from "./property.fields.ts";

/**
 * A listing in the page's language (issue 20). Staff may write a listing's name, description and
 * lists in Arabic too (`name_ar`, `desc_ar`, `features_ar`, …: property.fields.ts); an Arabic page
 * shows each one in Arabic when it is written, else the English one, marked so that the element
 * holding it gets `lang="en"` (screen readers then read it in English, and the browser picks the
 * right font and hyphenation). English pages always show the English fields, unmarked. Pure and
 * browser-safe: pages call it in loaders and in components alike.
 */

export type { Locale } from "../../lib/i18n/locale.ts";

/** Set on an Arabic page for a value shown in English: the `lang` of the element that holds it. */
export type FallbackLang = "en";

/** The English fields that have an Arabic version, with those versions (null or absent: not written). */
export type LocalizableText = Pick<Property, TranslatedField> &
  Partial<{ [K in ArabicField]: Property[K] | null | undefined }>;

/**
 * A listing's text in one language: `name`, `desc`, `features`, `keyFeatures`,
 * `exclusiveAmenities`, `primeLocation`, each with `<field>Lang: "en"` when an Arabic page shows
 * the English value (an empty list is shown by nobody, so it is never marked).
 */
export type LocalizedText = { [K in TranslatedField]: Property[K] } & {
  [K in TranslatedField as `${K}Lang`]?: FallbackLang;
};

const TRANSLATED = Object.keys(ARABIC_FIELD_OF) as TranslatedField[];

/** Whether staff wrote this Arabic value: a text with a letter in it, or a list with an item. */
function written(v: unknown): boolean {
  if (typeof v === "string") return v.trim() !== "";
  return Array.isArray(v) && v.length > 0;
}

const shown = (v: string | string[]) => (typeof v === "string" ? v.trim() !== "" : v.length > 0);

/**
 * The text of a listing in the page's language: on an Arabic page each Arabic field that is
 * written, else the English one with `<field>Lang: "en"`; on an English page the English fields,
 * nothing marked.
 *
 * ```tsx
 * const text = localizedText(property, locale);
 * <h1 lang={text.nameLang}>{text.name}</h1>
 * ```
 */
export function localizedText(p: LocalizableText, locale: Locale): LocalizedText {
  const out: Record<string, unknown> = {};
  for (const k of TRANSLATED) {
    const arabic = p[ARABIC_FIELD_OF[k]];
    if (locale === "ar" && written(arabic)) {
      out[k] = typeof arabic === "string" ? arabic.trim() : arabic;
      continue;
    }
    out[k] = p[k];
    if (locale === "ar" && shown(p[k])) out[`${k}Lang`] = "en";
  }
  return out as LocalizedText;
}

/**
 * A listing record in the page's language: the record with its English fields replaced by
 * `localizedText` (and its `<field>Lang` marks), and without the Arabic fields themselves, so an
 * English page's data carries no Arabic and an Arabic page's none twice.
 */
export function localizeRecord<T extends LocalizableText>(
  p: T,
  locale: Locale,
): Omit<T, ArabicField> & LocalizedText {
  const out: Record<string, unknown> = { ...p };
  for (const k of TRANSLATED) delete out[ARABIC_FIELD_OF[k]];
  return Object.assign(out, localizedText(p, locale)) as Omit<T, ArabicField> & LocalizedText;
}

/** The Arabic of a listing's card: its name and description (property.service `arabicCardText`). */
export type CardText = Partial<{ name_ar: string | null; desc_ar: string | null }>;

/** A card in the page's language: `nameLang` / `descLang` set when an Arabic page shows the English. */
export type LocalizedCard<T> = T & { nameLang?: FallbackLang; descLang?: FallbackLang };

/**
 * A card's name and description in the page's language. On an Arabic page the Arabic name and
 * description replace the English ones where they are written; where not, the English stays and
 * `nameLang` / `descLang` is "en" (a card that shows no description, `desc: ""`, keeps it empty and
 * unmarked). On an English page the card is returned as it is: no key is added, so English pages'
 * data does not grow. Give it the full description (the card builder cuts the excerpt after).
 */
export function localizeCard<T extends { name: string; desc: string }>(
  card: T,
  text: CardText | null | undefined,
  locale: Locale,
): LocalizedCard<T> {
  if (locale === "en") return card;
  const out: LocalizedCard<T> = { ...card };
  if (written(text?.name_ar)) out.name = String(text?.name_ar).trim();
  else out.nameLang = "en";
  if (card.desc === "") return out;
  if (written(text?.desc_ar)) out.desc = String(text?.desc_ar).trim();
  else out.descLang = "en";
  return out;
}

/** A listing with nothing written in Arabic: each Arabic text null, each Arabic list empty. */
export const NO_ARABIC_TEXT: { [K in ArabicField]: Property[K] } = Object.fromEntries(
  ARABIC_FIELDS.map((f): [string, string[] | null] => [f, PROPERTY_FIELDS[f].kind === "list" ? [] : null]),
) as unknown as { [K in ArabicField]: Property[K] };

/**
 * A listing as its detail page shows it: its text in the page's language (`localizedText`, English
 * marked where Arabic is not written) and no copy of the Arabic fields in the page's data.
 */
export function localizedPage<T extends Property>(p: T, locale: Locale): T & LocalizedText {
  return { ...p, ...NO_ARABIC_TEXT, ...localizedText(p, locale) };
}
