import type { DB } from "../../db/index.server.ts";
import type { Actor } from "../../lib/actor.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { ID_PATTERN } from "../../lib/ids.ts";
import {
  countProperties,
  findLocationCounts,
  findPropertiesByIds,
  findPropertyById,
  findPropertySummaries,
} from "./property.repository.server.ts";
import {
  normalizeQuery,
  type Property,
  type PropertyFilter,
  PropertyQuerySchema,
  type PropertySummary,
} from "./property.schema.ts";

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
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

/** The one rule of public visibility: a public caller only ever sees approved listings. */
function scoped(actor: Actor, f: PropertyFilter): PropertyFilter {
  return actor.kind === "admin" ? f : { ...f, status: "approved" };
}

export async function listProperties(
  db: DB,
  actor: Actor,
  filter: PropertyFilter,
): Promise<Page<PropertySummary>> {
  const f = scoped(actor, filter);
  const [items, total] = await Promise.all([findPropertySummaries(db, f), countProperties(db, f)]);
  return { items, total, page: f.page, pageSize: f.pageSize };
}

/** Full records for a page (the API's list shape). */
export async function listPropertyRecords(
  db: DB,
  actor: Actor,
  filter: PropertyFilter,
): Promise<Page<Property>> {
  const page = await listProperties(db, actor, filter);
  return {
    ...page,
    items: await findPropertiesByIds(
      db,
      page.items.map((s) => s._id),
    ),
  };
}

export async function getProperty(db: DB, actor: Actor, id: string): Promise<Property | null> {
  if (!ID_PATTERN.test(id)) return null;
  const p = await findPropertyById(db, id);
  if (!p) return null;
  if (actor.kind !== "admin" && p.status !== "approved") return null;
  return p;
}

export async function requireProperty(db: DB, actor: Actor, id: string): Promise<Property> {
  const p = await getProperty(db, actor, id);
  if (!p) throw notFound("No property with that id.");
  return p;
}

/** Up to four approved listings at the same location, excluding the one shown. */
export async function relatedProperties(db: DB, property: Pick<Property, "_id" | "location">, limit = 4) {
  return findPropertySummaries(db, {
    status: "approved",
    location: property.location,
    excludeId: property._id,
    sort: "latest",
    page: 1,
    pageSize: limit,
  });
}

export async function listLocations(
  db: DB,
  filter: Partial<Pick<PropertyFilter, "type" | "propertyType">> = {},
) {
  return findLocationCounts(db, { ...filter, status: "approved" });
}
