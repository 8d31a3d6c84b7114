import { excerpt } from "../../lib/format.ts";
import { CARD_FIELDS, type CardField, type PropertySummary } from "./property.fields.ts";
import { type CardText, type FallbackLang, type Locale, localizeCard } from "./property.localized.ts";

/**
 * What a public card gets of a listing: its card fields (property.fields.ts), id and cover; on an
 * Arabic page its name and description in Arabic where written, else in English with `nameLang` /
 * `descLang` "en" (the `lang` of the element showing it). An English card has neither key.
 */
export type CardData = Pick<PropertySummary, "_id" | CardField | "cover"> & {
  nameLang?: FallbackLang;
  descLang?: FallbackLang;
};

/**
 * What a page's loader gives its cards: the card fields only, with the description already cut to
 * the excerpt the card shows (empty where it shows none). The page's hydration data then carries
 * nothing that nobody sees (a few KB per page of 9–12 cards, on the first screen's download).
 * An Arabic page passes `locale` "ar" and the listings' Arabic text (`arabicCardText` in
 * property.service, or `localizedCards` there, which does both): the card then carries the Arabic
 * name and excerpt in `name` and `desc` (property.localized.ts `localizeCard`), never both languages.
 */
export function forCards(
  items: PropertySummary[],
  excerptLength: 0 | 100 | 200,
  locale: Locale = "en",
  arabic?: ReadonlyMap<string, CardText>,
): CardData[] {
  return items.map((p) => {
    const card = { _id: p._id, cover: p.cover } as Record<string, unknown>;
    for (const k of CARD_FIELDS) card[k] = p[k];
    const text = localizeCard(
      { name: p.name, desc: excerptLength > 0 ? p.desc : "" },
      arabic?.get(p._id),
      locale,
    );
    Object.assign(card, text);
    card.desc = excerptLength > 0 ? excerpt(text.desc, excerptLength) : "";
    return card as CardData;
  });
}
