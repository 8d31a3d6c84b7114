import type { DB } from "../../db/index.server.ts";
import {
  type Actor,
  assertAdmin,
  assertOwns,
  assertStaff,
  isStaff,
  ownerScope,
  PUBLIC,
} from "../../lib/actor.ts";
import { AppError, fieldsNeedAttention, notFound } from "../../lib/errors.ts";
import { getStaffMember } from "../users/user.service.server.ts";
import { applyAgent, isStorableLink, listsOf, mergeFields } from "./property.write-rules.server.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import { MAX_IMAGE_BYTES } from "../../lib/limits.ts";
import { clearPageCache } from "../../lib/page-cache.server.ts";
import type { Page } from "../../lib/pagination.ts";
import { nowIso } from "../../lib/time.ts";
import {
  newImageId,
  type ProcessedImage,
  processImage,
  removeStoredImages,
  type StagedImages,
  stageImages,
  TOO_LARGE_IMAGE,
} from "../media/media.server.ts";
import type { ImageInput, PropertyWriteRequest } from "./property.write-request.ts";
import {
  countProperties,
  deletePropertyRow,
  findArabicCardText,
  findImageRows,
  findLocationCounts,
  findMapPinRows,
  findPropertiesByIds,
  findPropertyById,
  findPropertyIdPage,
  findPropertySummaries,
  imageAliases,
  insertPropertyRow,
  type NewImage,
  propertyColumns,
  replaceImages,
  replaceListItems,
  type StoredImageRow,
  updatePropertyRow,
} from "./property.repository.server.ts";
import {
  displayProblem,
  MAX_IMAGES,
  normalizeQuery,
  type Property,
  type PropertyFields,
  PropertyFieldsSchema,
  type PropertyFilter,
  PropertyQuerySchema,
  type PropertySummary,
  withCreateDefaults,
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
function forgetPublicReads(): void {
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

// ---------- writes ----------

export interface WriteOptions {
  /** DATA_DIR: images are stored under `<dataDir>/media/uploads`. */
  dataDir: string;
}

/** Validates the fields; returns them with any image or agent problems folded into one 422. */
function checkFields(
  raw: Record<string, unknown>,
  imageProblem: string | null,
  agentProblem: string | null = null,
): PropertyFields {
  const parsed = PropertyFieldsSchema.safeParse(raw);
  const problems: Record<string, string> = {};
  if (!parsed.success) {
    // One message per form field: a list item's problem is reported on the list ("features").
    for (const issue of parsed.error.issues) {
      const key = issue.path.length ? String(issue.path[0]) : "_";
      problems[key] ??= issue.message;
    }
    const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
    const display = displayProblem(first(raw.type), first(raw.display));
    if (display) problems.display ??= display;
  }
  if (imageProblem) problems.images = imageProblem;
  if (agentProblem) problems.agentId = agentProblem;
  if (Object.keys(problems).length > 0 || !parsed.success) throw fieldsNeedAttention(problems);
  return parsed.data;
}

/** What each `images` entry resolves to before anything is written. */
type Planned =
  | { kind: "file"; file: File; alt: string | null; label: string }
  | { kind: "url"; url: string; alt: string | null; keep?: StoredImageRow }
  | { kind: "keep"; row: StoredImageRow; alt: string | null };

/** Resolves `images` against the property's current images; returns a message when something is wrong. */
function planImages(
  images: ImageInput[] | undefined,
  existing: StoredImageRow[],
): { plan: Planned[]; problem: string | null } {
  if (!images || images.length === 0) return { plan: [], problem: "Add at least one image" };
  if (images.length > MAX_IMAGES)
    return { plan: [], problem: `A property can have at most ${MAX_IMAGES} images` };
  const byAlias = new Map<string, StoredImageRow>();
  for (const row of existing) for (const alias of imageAliases(row)) byAlias.set(alias, row);
  const plan: Planned[] = [];
  const used = new Set<string>();
  for (const [i, img] of images.entries()) {
    const label = `Image ${i + 1}`;
    if (img.kind === "file") {
      if (img.file.size > MAX_IMAGE_BYTES) {
        throw new AppError("payload_too_large", `${label} ${TOO_LARGE_IMAGE}.`);
      }
      plan.push({ kind: "file", file: img.file, alt: img.alt, label });
      continue;
    }
    const value = img.value;
    const keep = byAlias.get(value) ?? byAlias.get(value.replace(/^\/+/, ""));
    if (keep) {
      // The same image listed twice is kept once, at its first position.
      if (!used.has(keep.id))
        plan.push(
          keep.url
            ? { kind: "url", url: keep.url, alt: img.alt, keep }
            : { kind: "keep", row: keep, alt: img.alt },
        );
      used.add(keep.id);
      continue;
    }
    if (isStorableLink(value)) {
      // A link to one of our own stored files that is not this property's is not allowed: it
      // would share files between listings and break when the other one is deleted.
      const own = /^https?:\/\/[^/]+\/api\/uploads\//i.test(value);
      if (!own) {
        plan.push({ kind: "url", url: value, alt: img.alt });
        continue;
      }
    }
    return {
      plan: [],
      problem: `${label} must be a new file, an http(s) address or one of this property's images`,
    };
  }
  return { plan, problem: null };
}

/** Processes every new upload (one at a time, to bound memory) and stages the results. */
async function prepareImages(
  plan: Planned[],
  dataDir: string,
): Promise<{ processed: Map<Planned, ProcessedImage>; staged: StagedImages }> {
  const processed = new Map<Planned, ProcessedImage>();
  for (const p of plan) {
    if (p.kind !== "file") continue;
    const bytes = Buffer.from(await p.file.arrayBuffer());
    processed.set(p, await processImage(bytes, newImageId(), p.label));
  }
  const staged = await stageImages(dataDir, [...processed.values()]);
  return { processed, staged };
}

function imageRows(plan: Planned[], processed: Map<Planned, ProcessedImage>, name: string): NewImage[] {
  const fallbackAlt = name.slice(0, 500);
  return plan.map((p): NewImage => {
    if (p.kind === "keep") {
      return {
        id: p.row.id,
        url: null,
        storageKey: p.row.storage_key,
        alt: p.alt ?? p.row.alt,
        width: p.row.width,
        height: p.row.height,
        variants: JSON.parse(p.row.variants ?? "null"),
      };
    }
    if (p.kind === "url") {
      return {
        id: p.keep?.id ?? newId(),
        url: p.url,
        storageKey: null,
        alt: p.alt ?? p.keep?.alt ?? fallbackAlt,
        width: p.keep?.width ?? null,
        height: p.keep?.height ?? null,
        variants: null,
      };
    }
    const img = processed.get(p);
    if (!img) throw new Error("image was not processed");
    return {
      id: newId(),
      url: null,
      storageKey: img.key,
      alt: p.alt ?? fallbackAlt,
      width: img.width,
      height: img.height,
      variants: img.variants,
    };
  });
}

/**
 * Creates a property (admin). Fields are validated (422 with a message per field), uploads are
 * checked and rendered (415 / 413), then the row, its lists and images are written in one
 * transaction; the image files are moved into place as the transaction's last step and removed
 * again if it fails, so a failure leaves neither a partial record nor an orphaned file.
 */
export async function createProperty(
  db: DB,
  actor: Actor,
  request: PropertyWriteRequest,
  opts: WriteOptions,
): Promise<Property> {
  assertAdmin(actor);
  forgetSlowReads();
  const { plan, problem } = planImages(request.images, []);
  const agent = await applyAgent((id) => getStaffMember(db, id), withCreateDefaults(request.fields), null);
  const fields = { ...checkFields(agent.raw, problem, agent.problem), ...agent.fill };
  const { processed, staged } = await prepareImages(plan, opts.dataDir);
  const id = newId();
  const at = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await insertPropertyRow(trx, { id, ...propertyColumns(fields), created_at: at, updated_at: at });
      await replaceListItems(trx, id, listsOf(fields));
      await replaceImages(trx, id, imageRows(plan, processed, fields.name), at);
      await staged.publish();
    });
  } catch (e) {
    await staged.discard();
    throw e;
  }
  const created = await findPropertyById(db, id);
  if (!created) throw new Error("created property not found");
  forgetPublicReads();
  return created;
}

/** Whether a write sends an agent other than the listing's own (blank means none). */
function agentChanged(existing: Property, sent: Record<string, unknown>): boolean {
  if (!("agentId" in sent)) return false;
  const v = Array.isArray(sent.agentId) ? sent.agentId[0] : sent.agentId;
  const next = typeof v === "string" && v.trim() !== "" ? v.trim() : null;
  return next !== existing.agentId;
}

/**
 * Updates a property (an admin any; an agent their own). Fields that are sent replace the stored ones (a blank optional field
 * clears it); fields not sent stay. When `images` is sent it is the complete new list: images
 * missing from it are deleted (their files after the commit); when it is not sent, images stay.
 */
export async function updateProperty(
  db: DB,
  actor: Actor,
  id: string,
  request: PropertyWriteRequest,
  opts: WriteOptions,
): Promise<Property> {
  assertStaff(actor);
  forgetSlowReads();
  if (!ID_PATTERN.test(id)) throw notFound("No property with that id.");
  const existing = await findPropertyById(db, id);
  if (!existing) throw notFound("No property with that id.");
  // An agent edits their own listings only, and cannot give one to someone else.
  assertOwns(actor, existing.agentId, "No property with that id.");
  if (ownerScope(actor) !== undefined && agentChanged(existing, request.fields))
    throw new AppError("forbidden", "Only an admin can change a listing's agent.");
  const replaceImageList = request.images !== undefined;
  const { plan, problem } = replaceImageList
    ? planImages(request.images, await findImageRows(db, id))
    : { plan: [], problem: null };
  const agent = await applyAgent(
    (id) => getStaffMember(db, id),
    mergeFields(existing, request.fields),
    existing.agentId,
  );
  const fields = { ...checkFields(agent.raw, problem, agent.problem), ...agent.fill };
  const { processed, staged } = await prepareImages(plan, opts.dataDir);
  const at = nowIso();
  let removed: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      const n = await updatePropertyRow(trx, id, { ...propertyColumns(fields), updated_at: at });
      if (n === 0) throw notFound("No property with that id.");
      await replaceListItems(trx, id, listsOf(fields));
      if (replaceImageList)
        removed = await replaceImages(trx, id, imageRows(plan, processed, fields.name), at);
      await staged.publish();
    });
  } catch (e) {
    await staged.discard();
    throw e;
  }
  await removeStoredImages(opts.dataDir, removed);
  const updated = await findPropertyById(db, id);
  if (!updated) throw notFound("No property with that id.");
  forgetPublicReads();
  return updated;
}

/** Deletes a property (admin) and, after the commit, its stored image files. */
export async function deleteProperty(db: DB, actor: Actor, id: string, opts: WriteOptions): Promise<void> {
  assertAdmin(actor);
  forgetSlowReads();
  if (!ID_PATTERN.test(id)) throw notFound("No property with that id.");
  const keys = await db.transaction().execute(async (trx) => {
    const rows = await findImageRows(trx, id);
    const n = await deletePropertyRow(trx, id);
    if (n === 0) throw notFound("No property with that id.");
    return rows.map((r) => r.storage_key).filter((k): k is string => !!k);
  });
  forgetPublicReads();
  await removeStoredImages(opts.dataDir, keys);
  logger.info("property deleted", { id, images: keys.length });
}
