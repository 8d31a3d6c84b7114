import type { DB } from "../../db/index.server.ts";
import { type Actor, assertStaff, isStaff, ownerScope, PUBLIC } from "../../lib/actor.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { ID_PATTERN } from "../../lib/ids.ts";
import { clearPageCache } from "../../lib/page-cache.server.ts";
import type { Page } from "../../lib/pagination.ts";
import {
  countProperties,
  findArabicCardText,
  findLocationCounts,
  findMapPinRows,
  findPropertiesByIds,
  findPropertyById,
  findPropertyIdPage,
  findPropertySummaries,
} from "./property.repository.server.ts";
import {
  normalizeQuery,
  type Property,
  type PropertyFilter,
  PropertyQuerySchema,
  type PropertySummary,
} from "./property.schema.ts";
import { type CardData, forCards } from "./property.cards.ts";
import type { CardText, Locale } from "./property.localized.ts";
import { forgetSlowReads, rememberSlowRead } from "./slow-reads.server.ts";
import { MAP_PIN_LIMIT, type MapPin, type MapPins } from "./property.map.ts";
import { nearbyCommunities } from "../locations/locations.ts";

/**
 * Listings changed (after the commit): remembered slow reads and cached public pages go. Slow reads
 * are also forgotten before each write, so that one starting during it is not kept; the page cache
 * needs no such call, as a render that started before its clearing is never stored.
 */
export function forgetPublicReads(): void {
  forgetSlowReads();
  clearPageCache();
}

/** Parses raw query parameters (URLSearchParams or an object) into a filter; bad values are a 400. */
export function parsePropertyQuery(
  raw: URLSearchParams | Record<string, unknown>,
  defaultPageSize = 100,
): PropertyFilter {
  const obj = raw instanceof URLSearchParams ? Object.fromEntries(raw) : raw;
  const parsed = PropertyQuerySchema.safeParse(obj);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") ?? "query";
    throw new AppError("bad_request", `Invalid query parameter ${field}: ${issue?.message ?? "invalid"}`, {
      fields: { [field]: issue?.message ?? "invalid" },
    });
  }
  return normalizeQuery(parsed.data, defaultPageSize);
}

/**
 * The one rule of who sees which listings in a list: a public caller only ever sees approved
 * listings; an agent signed in, the listings they are the agent of (any status); an admin, all.
 */
function scoped(actor: Actor, f: PropertyFilter): PropertyFilter {
  if (!isStaff(actor)) return { ...f, status: "approved" };
  const agentId = ownerScope(actor);
  return agentId ? { ...f, agentId } : f;
}

/** The total of a list; for public callers a slow count is remembered briefly (slow-reads.server.ts). */
function publicCount(db: DB, actor: Actor, f: PropertyFilter): Promise<number> {
  if (isStaff(actor)) return countProperties(db, f);
  const { page: _p, pageSize: _s, sort: _o, ...where } = f;
  return rememberSlowRead(db, `count:${JSON.stringify(where)}`, () => countProperties(db, f));
}

export async function listProperties(
  db: DB,
  actor: Actor,
  filter: PropertyFilter,
): Promise<Page<PropertySummary>> {
  const f = scoped(actor, filter);
  const [items, total] = await Promise.all([findPropertySummaries(db, f), publicCount(db, actor, f)]);
  return { items, total, page: f.page, pageSize: f.pageSize };
}

/**
 * The pins of a results map (issue 24): the newest MAP_PIN_LIMIT listings of the filter this actor
 * may see that have a place on the map, and how many match in all; names in the page's language.
 */
export async function listMapPins(
  db: DB,
  actor: Actor,
  filter: PropertyFilter,
  locale: Locale,
): Promise<MapPins> {
  const f = scoped(actor, filter);
  const [rows, total] = await Promise.all([
    findMapPinRows(db, f, MAP_PIN_LIMIT),
    publicCount(db, actor, { ...f, page: 1 }),
  ]);
  const pins = rows.map((r): MapPin => {
    const arabic = locale === "ar" && r.name_ar ? r.name_ar : null;
    return {
      _id: r.id,
      name: arabic ?? r.name,
      ...(locale === "ar" && !arabic ? { nameLang: "en" as const } : {}),
      price: r.price,
      rentFrequency: r.rent_frequency,
      bedrooms: r.bedrooms,
      location: r.location,
      lat: r.map_lat as number,
      lng: r.map_lng as number,
      approximate: r.map_approx === 1,
    };
  });
  return { pins, total };
}

/** Full records for a page (the API's list shape). */
export async function listPropertyRecords(
  db: DB,
  actor: Actor,
  filter: PropertyFilter,
): Promise<Page<Property>> {
  // Ids first (index only), then the full records: no summary rows fetched only to be dropped.
  const f = scoped(actor, filter);
  const [ids, total] = await Promise.all([findPropertyIdPage(db, f), publicCount(db, actor, f)]);
  return { items: await findPropertiesByIds(db, ids), total, page: f.page, pageSize: f.pageSize };
}

/** One listing as this actor may read it: any approved one, and staff's own (an admin's: all) in any status. */
export async function getProperty(db: DB, actor: Actor, id: string): Promise<Property | null> {
  if (!ID_PATTERN.test(id)) return null;
  const p = await findPropertyById(db, id);
  if (!p) return null;
  if (p.status === "approved") return p;
  if (!isStaff(actor)) return null;
  const agentId = ownerScope(actor);
  return agentId === undefined || p.agentId === agentId ? p : null;
}

/**
 * A listing this member of staff may edit: an admin any, an agent their own. Anything else is null,
 * as if it did not exist (an agent guessing ids learns nothing).
 */
export async function getEditableProperty(db: DB, actor: Actor, id: string): Promise<Property | null> {
  assertStaff(actor);
  const p = ID_PATTERN.test(id) ? await findPropertyById(db, id) : undefined;
  if (!p) return null;
  const agentId = ownerScope(actor);
  return agentId === undefined || p.agentId === agentId ? p : null;
}

export async function requireProperty(db: DB, actor: Actor, id: string): Promise<Property> {
  const p = await getProperty(db, actor, id);
  if (!p) throw notFound("No property with that id.");
  return p;
}

/** Sale, long-term rent or holiday home: what a visitor of a listing is shopping for. */
function transactionOf(p: Pick<Property, "type" | "rentFrequency">): "sale" | "rent" | "holiday" {
  if (p.type === "HolidayHome") return "holiday";
  return p.rentFrequency ? "rent" : "sale";
}

/** Communities searched after the listing's own, nearest first. */
const NEARBY_COMMUNITIES = 8;

/**
 * Up to `limit` approved listings like the one shown: always the same transaction (sale with
 * sale, rent with rent, holiday home with holiday home) and the same kind (never a shop under a
 * studio). Same community and type first, then the same community, then the nearest communities
 * (same type first); newest first within each. The listing itself never appears.
 */
export async function relatedProperties(
  db: DB,
  property: Pick<Property, "_id" | "location" | "type" | "propertyType" | "rentFrequency">,
  limit = 4,
): Promise<PropertySummary[]> {
  const kin: PropertyFilter = {
    status: "approved",
    propertyType: property.propertyType,
    transaction: transactionOf(property),
    excludeId: property._id,
    sort: "latest",
    page: 1,
    pageSize: limit,
  };
  const nearby = nearbyCommunities(property.location, NEARBY_COMMUNITIES);
  const tiers: Partial<PropertyFilter>[] = [
    { location: property.location, type: property.type },
    { location: property.location },
    ...(nearby.length ? [{ locations: nearby, type: property.type }, { locations: nearby }] : []),
  ];
  const out: PropertySummary[] = [];
  for (const tier of tiers) {
    if (out.length >= limit) break;
    const seen = new Set(out.map((p) => p._id));
    const found = await findPropertySummaries(db, { ...kin, ...tier, pageSize: limit + out.length });
    for (const p of found) if (!seen.has(p._id) && out.length < limit) out.push(p);
  }
  return out;
}

/**
 * The Arabic name and description (`name_ar`, `desc_ar`) of the listings `ids` this actor may see
 * (a public caller: approved ones), by id; listings with neither written are left out. What an
 * Arabic page's cards are built from (`forCards(items, n, "ar", text)`), fetched for that page
 * only, so English pages' summaries and cards carry no Arabic.
 */
export async function arabicCardText(
  db: DB,
  actor: Actor,
  ids: readonly string[],
): Promise<Map<string, CardText>> {
  const scope = scoped(actor, { sort: "latest", page: 1, pageSize: 1 });
  return findArabicCardText(
    db,
    ids.filter((id) => ID_PATTERN.test(id)),
    scope,
  );
}

/**
 * A page's cards in its language (property.cards.ts `forCards`): on an Arabic page, with the
 * listings' Arabic name and excerpt where written (one query for the page's ids); on an English
 * page exactly `forCards(items, excerptLength)`, with no query.
 */
export async function localizedCards(
  db: DB,
  items: PropertySummary[],
  excerptLength: 0 | 100 | 200,
  locale: Locale,
): Promise<CardData[]> {
  if (locale === "en" || items.length === 0) return forCards(items, excerptLength);
  const text = await arabicCardText(
    db,
    PUBLIC,
    items.map((p) => p._id),
  );
  return forCards(items, excerptLength, locale, text);
}

export async function listLocations(
  db: DB,
  filter: Partial<Pick<PropertyFilter, "type" | "propertyType">> = {},
) {
  return rememberSlowRead(db, `locations:${filter.type ?? ""}:${filter.propertyType ?? ""}`, () =>
    findLocationCounts(db, { ...filter, status: "approved" }),
  );
}

/** `GET /realEstate/by-location`: approved listings whose location equals `location` (any case). */
export async function listByLocation(
  db: DB,
  location: string,
  filter: PropertyFilter,
): Promise<Page<Property>> {
  if (!location.trim()) {
    throw new AppError("bad_request", "Invalid query parameter location: location is required", {
      fields: { location: "location is required" },
    });
  }
  return listPropertyRecords(db, { kind: "public" }, { ...filter, location: location.trim() });
}
