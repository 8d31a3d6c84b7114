import type { DB } from "../../db/index.server.ts";
import { type Actor, assertAdmin, assertOwns, assertStaff, ownerScope } from "../../lib/actor.ts";
import { AppError, fieldsNeedAttention, notFound } from "../../lib/errors.ts";
import { getStaffMember } from "../users/user.service.server.ts";
import { applyAgent, isStorableLink, listsOf, mergeFields } from "./property.write-rules.server.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import { MAX_IMAGE_BYTES } from "../../lib/limits.ts";
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
import { findPropertyById } from "./property.repository.server.ts";
import {
  deletePropertyRow,
  findImageRows,
  imageAliases,
  insertPropertyRow,
  type NewImage,
  propertyColumns,
  replaceImages,
  replaceListItems,
  type StoredImageRow,
  updatePropertyRow,
} from "./property.rows.server.ts";
import {
  displayProblem,
  MAX_IMAGES,
  type Property,
  type PropertyFields,
  PropertyFieldsSchema,
  withCreateDefaults,
} from "./property.schema.ts";
import { forgetSlowReads } from "./slow-reads.server.ts";
import { forgetPublicReads } from "./property.service.server.ts";

// Listing writes (create, update, delete) for the API and the admin form: fields checked with the
// API's schema, images planned and processed, the rules of property.write-rules.server.ts applied.

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
