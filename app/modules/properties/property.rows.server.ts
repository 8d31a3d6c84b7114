import { type Generated, sql } from "kysely";
import type { NewPropertyRow, PropertyListKind, PropertyTable } from "../../db/schema.ts";
import type { ImageVariant } from "../media/media.server.ts";
import {
  COLUMN_FIELDS,
  type ColumnField,
  columnOf,
  type ListField,
  locationKey,
  type PropertyColumns,
} from "./property.fields.ts";
import { pricePerYear } from "./property.constants.ts";
import { mapPosition } from "./property.map.ts";
import type { PropertyFields } from "./property.schema.ts";
import { type Executor, imagePath } from "./property.repository.server.ts";

// The listing rows' writes (the reads are in property.repository.server.ts):
// a listing's row, its lists and its images, one at a time and in batches (the CSV import), and
// the column mapping every write goes through.

export interface NewImage {
  id: string;
  url: string | null;
  storageKey: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[] | null;
}

/**
 * A new row's approval time: its creation when it is created approved (a row that brings its own,
 * e.g. a restore, keeps it), else none.
 */
const withApproval = (row: NewPropertyRow): NewPropertyRow => ({
  ...row,
  approved_at: row.approved_at ?? (row.status === "approved" ? row.created_at : null),
});

export async function insertPropertyRow(db: Executor, row: NewPropertyRow): Promise<void> {
  await db.insertInto("properties").values(withApproval(row)).execute();
}

/**
 * Updates a listing's row. Moving it to approved from any other status stamps `approved_at` (the
 * CASE reads the status before the update); staying approved, or leaving approved, keeps the time
 * of the last approval.
 */
export async function updatePropertyRow(
  db: Executor,
  id: string,
  row: Partial<NewPropertyRow>,
): Promise<number> {
  const at = row.updated_at ?? new Date().toISOString();
  const r = await db
    .updateTable("properties")
    .set(row)
    .$if(row.status === "approved" && row.approved_at === undefined, (q) =>
      q.set({ approved_at: sql<string>`case when status = 'approved' then approved_at else ${at} end` }),
    )
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deletePropertyRow(db: Executor, id: string): Promise<number> {
  const r = await db.deleteFrom("properties").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function replaceListItems(
  db: Executor,
  propertyId: string,
  lists: Partial<Record<PropertyListKind, string[]>>,
): Promise<void> {
  for (const [kind, values] of Object.entries(lists) as [PropertyListKind, string[] | undefined][]) {
    if (!values) continue;
    await db
      .deleteFrom("property_list_items")
      .where("property_id", "=", propertyId)
      .where("kind", "=", kind)
      .execute();
    if (values.length === 0) continue;
    await db
      .insertInto("property_list_items")
      .values(values.map((value, position) => ({ property_id: propertyId, kind, position, value })))
      .execute();
  }
}

export async function findImageRows(db: Executor, propertyId: string) {
  return db
    .selectFrom("property_images")
    .selectAll()
    .where("property_id", "=", propertyId)
    .orderBy("position")
    .execute();
}

/**
 * A list in slices of `size`: the batch reads and writes below stay within every dialect's limit on
 * bound parameters (SQLite's 32,766; a row of listing columns binds dozens).
 */
function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The image rows of several listings at once, by listing, each in display order. */
export async function findImageRowsFor(db: Executor, propertyIds: readonly string[]) {
  const out = new Map<string, Awaited<ReturnType<typeof findImageRows>>>();
  for (const ids of chunksOf(propertyIds, 500)) {
    const rows = await db
      .selectFrom("property_images")
      .selectAll()
      .where("property_id", "in", ids)
      .orderBy("property_id")
      .orderBy("position")
      .execute();
    for (const r of rows) out.set(r.property_id, [...(out.get(r.property_id) ?? []), r]);
  }
  return out;
}

/** One `property_images` row: image `img` at `position` of the listing's photos. */
function imageRow(propertyId: string, img: NewImage, position: number, createdAt: string) {
  return {
    id: img.id,
    property_id: propertyId,
    position,
    url: img.url,
    storage_key: img.storageKey,
    alt: img.alt,
    width: img.width,
    height: img.height,
    variants: img.variants ? JSON.stringify(img.variants) : null,
    created_at: createdAt,
  };
}

/** Replaces the image list with `images` in order; returns the storage keys no longer referenced. */
export async function replaceImages(db: Executor, propertyId: string, images: NewImage[], createdAt: string) {
  const before = await findImageRows(db, propertyId);
  await db.deleteFrom("property_images").where("property_id", "=", propertyId).execute();
  if (images.length > 0) {
    await db
      .insertInto("property_images")
      .values(images.map((img, position) => imageRow(propertyId, img, position, createdAt)))
      .execute();
  }
  const kept = new Set(images.map((i) => i.storageKey).filter(Boolean));
  return before.map((b) => b.storage_key).filter((k): k is string => !!k && !kept.has(k));
}

/** The `properties` columns for validated fields (everything but id and timestamps). */
export function propertyColumns(
  f: Pick<PropertyFields, ColumnField>,
): Omit<NewPropertyRow, "id" | "created_at" | "updated_at"> {
  const at = mapPosition(f);
  const row: Record<string, unknown> = {
    location_key: locationKey(f.location),
    price_per_year: pricePerYear(f.price, f.rentFrequency),
    map_lat: at?.lat ?? null,
    map_lng: at?.lng ?? null,
    map_approx: at?.approximate ? 1 : 0,
  };
  for (const k of COLUMN_FIELDS) row[columnOf(k)] = f[k];
  return row as Omit<NewPropertyRow, "id" | "created_at" | "updated_at">;
}

// The table in db/schema.ts is written out for Kysely; this keeps it in step with the field table.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ImpliedTable = PropertyColumns & {
  id: string;
  location_key: string;
  price_per_year: number;
  approved_at: string | null;
  map_lat: number | null;
  map_lng: number | null;
  map_approx: Generated<number>;
  created_at: string;
  updated_at: string;
};
const _tableMatches: Same<ImpliedTable, PropertyTable> = true;
const _listKindsMatch: Same<ListField, PropertyListKind> = true;
void _tableMatches;
void _listKindsMatch;

export type StoredImageRow = Awaited<ReturnType<typeof findImageRows>>[number];

/** The ways a client may name a stored image it wants to keep: `images[]` path, `/api/…`, `media.src`. */
export function imageAliases(row: StoredImageRow): string[] {
  if (row.url) return [row.url];
  const p = imagePath(row);
  const variants = JSON.parse(row.variants ?? "[]") as ImageVariant[];
  return [p, `/api/${p}`, ...(row.storage_key ? [row.storage_key] : []), ...variants.map((v) => v.file)];
}

// ---------- batches (the CSV import, property.import-write.server.ts) ----------

/** The ids of the listings with each of `references` (a reference may name several). */
export async function findIdsByReferences(
  db: Executor,
  references: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const chunk of chunksOf(references, 500)) {
    const q = db.selectFrom("properties").select(["id", "reference"]).where("reference", "in", chunk);
    for (const r of await q.orderBy("id").execute()) {
      if (r.reference === null) continue;
      const list = out.get(r.reference) ?? [];
      list.push(r.id);
      out.set(r.reference, list);
    }
  }
  return out;
}

/** Inserts new listings' rows, a few statements for a whole batch (within the parameter limits). */
export async function insertPropertyRows(db: Executor, rows: NewPropertyRow[]): Promise<void> {
  for (const chunk of chunksOf(rows, 100))
    await db.insertInto("properties").values(chunk.map(withApproval)).execute();
}

/** Inserts new listings' list items (`lists` by property id), in a few statements. */
export async function insertListItems(
  db: Executor,
  lists: { propertyId: string; kind: PropertyListKind; values: string[] }[],
): Promise<void> {
  const rows = lists.flatMap((l) =>
    l.values.map((value, position) => ({ property_id: l.propertyId, kind: l.kind, position, value })),
  );
  for (const chunk of chunksOf(rows, 1000))
    await db.insertInto("property_list_items").values(chunk).execute();
}

/** Inserts new listings' images, in display order per listing. */
export async function insertImages(
  db: Executor,
  images: { propertyId: string; images: NewImage[] }[],
  createdAt: string,
): Promise<void> {
  const rows = images.flatMap((x) =>
    x.images.map((img, position) => imageRow(x.propertyId, img, position, createdAt)),
  );
  for (const chunk of chunksOf(rows, 500)) await db.insertInto("property_images").values(chunk).execute();
}
