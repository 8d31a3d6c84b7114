import { excerpt } from "../../lib/format.ts";
import { CARD_FIELDS, type CardField, type PropertySummary } from "./property.fields.ts";

/** What a public card gets of a listing: its card fields (property.fields.ts), id and cover. */
export type CardData = Pick<PropertySummary, "_id" | CardField | "cover">;

/**
 * What a page's loader gives its cards: the card fields only, with the description already cut to
 * the excerpt the card shows (empty where it shows none). The page's hydration data then carries
 * nothing that nobody sees (a few KB per page of 9–12 cards, on the first screen's download).
 */
export function forCards(items: PropertySummary[], excerptLength: 0 | 100 | 200): CardData[] {
  return items.map((p) => {
    const card = { _id: p._id, cover: p.cover } as Record<string, unknown>;
    for (const k of CARD_FIELDS) card[k] = p[k];
    card.desc = excerptLength > 0 ? excerpt(p.desc, excerptLength) : "";
    return card as CardData;
  });
}
