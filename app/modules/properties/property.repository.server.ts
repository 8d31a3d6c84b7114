import type { Expression, ExpressionBuilder, SqlBool, Transaction } from "kysely";
import type { DB } from "../../db/index.server.ts";
import { pageOffset } from "../../lib/pagination.ts";
import { contains, containsIgnoringCase } from "../../db/like.ts";
import type { Database, PropertyImageTable, PropertyListKind, PropertyRow } from "../../db/schema.ts";
import { type ImageVariant, srcsetFor } from "../media/media.server.ts";
import { cityKey } from "./listing-search.ts";
import {
  COLUMN_FIELDS,
  type ColumnField,
  columnOf,
  FIELD_NAMES,
  LIST_FIELDS,
  type ListField,
  locationKey,
  PROPERTY_FIELDS,
  type Property,
  type PropertyMedia,
  type PropertySummary,
  toSummary,
} from "./property.fields.ts";
import { priceFilterPeriods } from "./property.constants.ts";
import type { PropertyFilter } from "./property.schema.ts";

export type Executor = DB | Transaction<Database>;
type ImageRow = Pick<
  PropertyImageTable,
  "url" | "storage_key" | "alt" | "width" | "height" | "variants" | "position"
>;

function filterWhere(eb: ExpressionBuilder<Database, "properties">, f: PropertyFilter): Expression<SqlBool> {
  const and: Expression<SqlBool>[] = [];
  if (f.status) and.push(eb("status", "=", f.status));
  if (f.type) and.push(eb("type", "=", f.type));
  if (f.propertyStatus) and.push(eb("property_status", "=", f.propertyStatus));
  if (f.propertyType) and.push(eb("property_type", "=", f.propertyType));
  if (f.location) and.push(eb("location_key", "=", f.location.trim().toLowerCase()));
  if (f.locations)
    and.push(eb("location_key", "in", f.locations.length ? f.locations.map(locationKey) : [""]));
  if (f.transaction === "sale") and.push(eb("rent_frequency", "is", null));
  if (f.transaction === "rent")
    and.push(eb("rent_frequency", "is not", null), eb("type", "!=", "HolidayHome"));
  if (f.transaction === "holiday") and.push(eb("type", "=", "HolidayHome"));
  if (f.city) and.push(contains("location_key", cityKey(f.city)));
  if (f.name) and.push(containsIgnoringCase("name", f.name));
  // Like with like: a rent's yearly equivalent against the filter in the search's period.
  const periods = priceFilterPeriods(f.type);
  if (f.minPrice !== undefined) and.push(eb("price_per_year", ">=", f.minPrice * periods));
  if (f.maxPrice !== undefined) and.push(eb("price_per_year", "<=", f.maxPrice * periods));
  if (f.bedroom !== undefined) and.push(eb("bedrooms", "=", f.bedroom));
  if (f.bathroom !== undefined) and.push(eb("bathrooms", "=", f.bathroom));
  if (f.display) and.push(eb("display", "=", f.display));
  if (f.excludeId) and.push(eb("id", "!=", f.excludeId));
  if (f.agentId) and.push(eb("agent_id", "=", f.agentId));
  if (f.nonCompliantOn) and.push(nonCompliantWhere(eb, f.nonCompliantOn));
  if (f.approvedAfter) and.push(eb("approved_at", ">", f.approvedAfter));
  if (f.approvedUntil) and.push(eb("approved_at", "<=", f.approvedUntil));
  if (f.bbox)
    and.push(
      eb("map_lat", ">=", f.bbox.minLat),
      eb("map_lat", "<=", f.bbox.maxLat),
      eb("map_lng", ">=", f.bbox.minLng),
      eb("map_lng", "<=", f.bbox.maxLng),
    );
  return eb.and(and);
}

/**
 * property.compliance.ts's rule in SQL (the two are checked against each other on both databases):
 * approved, and without a permit number, without an expiry, or with an expiry before `today`.
 */
export function nonCompliantWhere(eb: ExpressionBuilder<Database, "properties">, today: string) {
  return eb.and([
    eb("status", "=", "approved"),
    eb.or([
      eb("permit_number", "is", null),
      eb("permit_number", "=", ""),
      eb("permit_expiry", "is", null),
      eb("permit_expiry", "<", today),
    ]),
  ]);
}

function toMedia(row: ImageRow): PropertyMedia {
  if (row.url) return { src: row.url, alt: row.alt, width: row.width, height: row.height, srcset: "" };
  const variants = JSON.parse(row.variants ?? "[]") as ImageVariant[];
  const jpeg = variants.find((v) => v.format === "jpeg");
  return {
    src: `/api/${jpeg?.file ?? `${row.storage_key}`}`,
    alt: row.alt,
    width: row.width,
    height: row.height,
    srcset: srcsetFor(variants),
  };
}

/** The string `images[]` carries: a path relative to `/api/` for stored images, else the URL. */
export function imagePath(row: ImageRow): string {
  if (row.url) return row.url;
  const variants = JSON.parse(row.variants ?? "[]") as ImageVariant[];
  return variants.find((v) => v.format === "jpeg")?.file ?? `${row.storage_key}`;
}

/** The column fields of a row, under their API names. */
function fromColumns(r: PropertyRow): Pick<Property, ColumnField> {
  const out: Record<string, unknown> = {};
  for (const k of COLUMN_FIELDS) out[k] = r[columnOf(k)];
  return out as Pick<Property, ColumnField>;
}

function summaryOf(r: PropertyRow, cover: ImageRow | undefined): PropertySummary {
  const record = { _id: r.id, ...fromColumns(r), createdAt: r.created_at, updatedAt: r.updated_at };
  return toSummary(record, cover ? toMedia(cover) : null);
}

function toProperty(r: PropertyRow, lists: Record<PropertyListKind, string[]>, images: ImageRow[]): Property {
  const columns = fromColumns(r);
  const out: Record<string, unknown> = { _id: r.id };
  // Every field in the table's order: the API's JSON keeps the order clients have always seen.
  for (const k of FIELD_NAMES) {
    const kind = PROPERTY_FIELDS[k].kind;
    out[k] =
      kind === "list"
        ? lists[k as ListField]
        : kind === "images"
          ? images.map(imagePath)
          : kind === "media"
            ? images.map(toMedia)
            : columns[k as ColumnField];
  }
  out.createdAt = r.created_at;
  out.updatedAt = r.updated_at;
  out.position =
    r.map_lat === null || r.map_lng === null
      ? null
      : { lat: r.map_lat, lng: r.map_lng, approximate: r.map_approx === 1 };
  return out as Property;
}

export async function countProperties(db: Executor, f: PropertyFilter): Promise<number> {
  const row = await propertyCountQuery(db, f).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The ids of one page, in order. Only `id` is selected, so the ordered index of the filter
 * (`status, type, created_at, id` and friends) answers it without touching the table: skipping
 * `offset` entries walks index entries, not rows (ADR 0011, docs/performance.md).
 */
export function propertyIdPageQuery(db: Executor, f: PropertyFilter) {
  let q = db
    .selectFrom("properties")
    .select("id")
    .where((eb) => filterWhere(eb, f));
  q =
    f.sort === "max-price"
      ? q.orderBy("price_per_year", "desc").orderBy("id", "desc")
      : f.sort === "min-price"
        ? q.orderBy("price_per_year", "asc").orderBy("id", "asc")
        : q.orderBy("created_at", "desc").orderBy("id", "desc");
  return q.limit(f.pageSize).offset(pageOffset(f.page, f.pageSize));
}

export function propertyCountQuery(db: Executor, f: PropertyFilter) {
  return db
    .selectFrom("properties")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => filterWhere(eb, f));
}

export async function findPropertyIdPage(db: Executor, f: PropertyFilter): Promise<string[]> {
  const rows = await propertyIdPageQuery(db, f).execute();
  return rows.map((r) => r.id);
}

export async function findPropertySummaries(db: Executor, f: PropertyFilter): Promise<PropertySummary[]> {
  const ids = await findPropertyIdPage(db, f);
  if (ids.length === 0) return [];
  const [rows, covers] = await Promise.all([
    db.selectFrom("properties").selectAll().where("id", "in", ids).execute(),
    db
      .selectFrom("property_images")
      .select(["property_id", "url", "storage_key", "alt", "width", "height", "variants", "position"])
      .where("property_id", "in", ids)
      .where("position", "=", 0)
      .execute(),
  ]);
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const coverById = new Map(covers.map((c) => [c.property_id, c]));
  const out: PropertySummary[] = [];
  for (const id of ids) {
    const r = rowById.get(id);
    if (r) out.push(summaryOf(r, coverById.get(id)));
  }
  return out;
}

/**
 * A map's pins (issue 24): the listings of the filter that have a place on the map, newest first, up
 * to `limit`, with what a pin and its small card show. The filter's `bbox` uses the map index.
 */
export async function findMapPinRows(db: Executor, f: PropertyFilter, limit: number) {
  return db
    .selectFrom("properties")
    .select([
      "id",
      "name",
      "name_ar",
      "price",
      "rent_frequency",
      "bedrooms",
      "location",
      "map_lat",
      "map_lng",
      "map_approx",
    ])
    .where((eb) => filterWhere(eb, f))
    .where("map_lat", "is not", null)
    .where("map_lng", "is not", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function findPropertyById(db: Executor, id: string): Promise<Property | null> {
  const [p] = await findPropertiesByIds(db, [id]);
  return p ?? null;
}

/** Full records for `ids`, in the order given, in three queries whatever the count. */
export async function findPropertiesByIds(db: Executor, ids: string[]): Promise<Property[]> {
  if (ids.length === 0) return [];
  const [rows, items, images] = await Promise.all([
    db.selectFrom("properties").selectAll().where("id", "in", ids).execute(),
    db
      .selectFrom("property_list_items")
      .select(["property_id", "kind", "value"])
      .where("property_id", "in", ids)
      .orderBy("property_id")
      .orderBy("kind")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("property_images")
      .select(["property_id", "url", "storage_key", "alt", "width", "height", "variants", "position"])
      .where("property_id", "in", ids)
      .orderBy("property_id")
      .orderBy("position")
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Grouped once (not filtered per id): a page of 100 listings stays linear in its items.
  const listsById = new Map<string, Record<PropertyListKind, string[]>>();
  for (const item of items) {
    let lists = listsById.get(item.property_id);
    if (!lists) {
      lists = Object.fromEntries(LIST_FIELDS.map((k) => [k, [] as string[]])) as Record<
        PropertyListKind,
        string[]
      >;
      listsById.set(item.property_id, lists);
    }
    lists[item.kind].push(item.value);
  }
  const imagesById = new Map<string, ImageRow[]>();
  for (const img of images) {
    const list = imagesById.get(img.property_id) ?? [];
    list.push(img);
    imagesById.set(img.property_id, list);
  }
  const out: Property[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const lists =
      listsById.get(id) ??
      (Object.fromEntries(LIST_FIELDS.map((k) => [k, [] as string[]])) as Record<PropertyListKind, string[]>);
    out.push(toProperty(row, lists, imagesById.get(id) ?? []));
  }
  return out;
}

/**
 * The Arabic name and description of the listings `ids` that match `scope` (status, agent), for
 * the cards of an Arabic page; a listing with neither written is left out.
 */
export async function findArabicCardText(
  db: Executor,
  ids: readonly string[],
  scope: Pick<PropertyFilter, "status" | "agentId">,
): Promise<Map<string, { name_ar: string | null; desc_ar: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("properties")
    .select(["id", "name_ar", "description_ar"])
    .where("id", "in", [...ids])
    .where((eb) => filterWhere(eb, { ...scope, sort: "latest", page: 1, pageSize: 1 }))
    .where((eb) => eb.or([eb("name_ar", "is not", null), eb("description_ar", "is not", null)]))
    .execute();
  return new Map(rows.map((r) => [r.id, { name_ar: r.name_ar, desc_ar: r.description_ar }]));
}

export async function findLocationCounts(
  db: Executor,
  f: Pick<PropertyFilter, "status" | "type" | "propertyType">,
): Promise<{ location: string; count: number }[]> {
  const rows = await db
    .selectFrom("properties")
    .select((eb) => [eb.fn.min("location").as("location"), eb.fn.countAll<number>().as("count")])
    .where((eb) => filterWhere(eb, { ...f, sort: "latest", page: 1, pageSize: 1 }))
    .groupBy("location_key")
    .orderBy("location_key")
    .execute();
  return rows.map((r) => ({ location: String(r.location), count: Number(r.count) }));
}
