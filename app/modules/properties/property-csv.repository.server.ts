import type { Transaction } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { Database, NewPropertyRow, PropertyListKind } from "../../db/schema.ts";
import type { NewImage } from "./property.repository.server.ts";

/** The CSV import's own queries (property.csv.server.ts): lookups by reference and batched inserts. */

type Executor = DB | Transaction<Database>;

/** The ids of the listings with each of `references` (a reference may name several). */
export async function findIdsByReferences(
  db: Executor,
  references: readonly string[],
  agentId?: string,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (let i = 0; i < references.length; i += 500) {
    const chunk = references.slice(i, i + 500);
    let q = db.selectFrom("properties").select(["id", "reference"]).where("reference", "in", chunk);
    if (agentId !== undefined) q = q.where("agent_id", "=", agentId);
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
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto("properties")
      .values(rows.slice(i, i + 100))
      .execute();
}

/** Inserts new listings' list items (`lists` by property id), in a few statements. */
export async function insertListItems(
  db: Executor,
  lists: { propertyId: string; kind: PropertyListKind; values: string[] }[],
): Promise<void> {
  const rows = lists.flatMap((l) =>
    l.values.map((value, position) => ({ property_id: l.propertyId, kind: l.kind, position, value })),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto("property_list_items")
      .values(rows.slice(i, i + 1000))
      .execute();
}

/** Inserts new listings' images, in display order per listing. */
export async function insertImages(
  db: Executor,
  images: { propertyId: string; images: NewImage[] }[],
  createdAt: string,
): Promise<void> {
  const rows = images.flatMap((x) =>
    x.images.map((img, position) => ({
      id: img.id,
      property_id: x.propertyId,
      position,
      url: img.url,
      storage_key: img.storageKey,
      alt: img.alt,
      width: img.width,
      height: img.height,
      variants: img.variants ? JSON.stringify(img.variants) : null,
      created_at: createdAt,
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("property_images")
      .values(rows.slice(i, i + 500))
      .execute();
}
