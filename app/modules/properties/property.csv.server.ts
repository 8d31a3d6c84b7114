import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { DB } from "../../db/index.server.ts";
import type { PropertyListKind } from "../../db/schema.ts";
import { type Actor, assertAdmin, assertStaff } from "../../lib/actor.ts";
import { AppError, isAppError } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import "../../lib/i18n/admin.ts";
import { newId } from "../../lib/ids.ts";
import { MAX_IMAGES } from "../../lib/limits.ts";
import { logger } from "../../lib/logger.server.ts";
import { clearPageCache } from "../../lib/page-cache.server.ts";
import { nowIso } from "../../lib/time.ts";
import { isHttpUrl } from "../../lib/url.ts";
import {
  newImageId,
  type ProcessedImage,
  processImage,
  removeStoredImages,
  stageImages,
} from "../media/media.server.ts";
import { getStaffMember } from "../users/user.service.server.ts";
import { listZipImages, readZipFiles, unsafeZipName, ZIP_MAX_BYTES } from "./property.csv-zip.server.ts";
import {
  CSV_FIELDS,
  CSV_KEY,
  CSV_MAX_MB,
  type CsvField,
  type CsvMapping,
  mappingProblems,
  neutralise,
  propertyToCells,
  rowToInput,
} from "./property.csv.ts";
import {
  findIdsByReferences,
  findImageRowsFor,
  findPropertiesByIds,
  imageAliases,
  insertImages,
  insertListItems,
  insertPropertyRows,
  type NewImage,
  propertyColumns,
  replaceImages,
  replaceListItems,
  type StoredImageRow,
  updatePropertyRow,
} from "./property.repository.server.ts";
import {
  displayProblem,
  PROPERTY_FIELDS,
  type Property,
  type PropertyFields,
  PropertyFieldsSchema,
  type PropertyFilter,
  withCreateDefaults,
} from "./property.schema.ts";
import { listPropertyRecords } from "./property.service.server.ts";
import { applyAgent, isStorableLink, listsOf, mergeFields } from "./property.write-rules.server.ts";
import { forgetSlowReads } from "./slow-reads.server.ts";

/**
 * The listings CSV (issue 21, items 3–5): export with the admin list's filter, and import in steps
 * (upload → mapping → dry run → batches → summary). The cell rules are in property.csv.ts; rows are
 * validated by the API's own schema (PropertyFieldsSchema), so a row's messages are the API's.
 * Uploads wait in `DATA_DIR/imports/<id>/` until imported or discarded.
 */

export const CSV_MAX_BYTES = CSV_MAX_MB * 1024 * 1024;
export { ZIP_MAX_BYTES };
/** Rows a file may have. */
const CSV_MAX_ROWS = 50_000;
/** Rows written per batch (one request, one transaction). */
const IMPORT_BATCH = 250;
/** Errors a page shows at once; the report has them all. */
const ERRORS_SHOWN = 100;

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate("en", key, vars);

// ---------- export ----------

const BOM = "\uFEFF";
const csvLines = (rows: string[][]) => stringify(rows, { record_delimiter: "\r\n" });

/** The header row: the fields' API names. */
const CSV_HEADER: readonly string[] = CSV_FIELDS;

/**
 * The listings this member of staff may see under `filter` (an agent: their own, as the lists show
 * them) as CSV text, a page of records at a time: a byte-order mark, the header, one row a listing.
 */
export async function* exportPropertiesCsv(
  db: DB,
  actor: Actor,
  filter: PropertyFilter,
  origin: string,
): AsyncGenerator<string> {
  assertStaff(actor);
  yield BOM + csvLines([[...CSV_HEADER]]);
  const pageSize = 200;
  for (let page = 1; ; page++) {
    const result = await listPropertyRecords(db, actor, { ...filter, page, pageSize });
    if (result.items.length) yield csvLines(result.items.map((p) => propertyToCells(p, origin)));
    if (page * pageSize >= result.total || result.items.length < pageSize) break;
  }
}

// ---------- the upload ----------

interface ImportProgress {
  done: number;
  created: number;
  updated: number;
  failed: number;
}

/** What is known of an import, kept beside its files. */
export interface ImportMeta {
  id: string;
  fileName: string;
  bytes: number;
  headers: string[];
  rows: number;
  createdAt: string;
  zip: { name: string; files: string[] } | null;
  mapping: CsvMapping | null;
  /** uploaded → checked (dry run done) → importing → done. */
  state: "uploaded" | "checked" | "importing" | "done";
  checked: { valid: number; failed: number; creates: number; updates: number } | null;
  progress: ImportProgress;
}

/** One problem of one row: the spreadsheet's row number (the header is row 1), the column, what is wrong. */
export interface RowError {
  row: number;
  reference: string;
  column: string;
  message: string;
}

const ID = /^[a-f0-9]{24}$/;
const importsRoot = (dataDir: string) => path.join(dataDir, "imports");
function importDir(dataDir: string, id: string): string {
  if (!ID.test(id)) throw new AppError("not_found", t("admin.import.error.gone"));
  return path.join(importsRoot(dataDir), id);
}

async function readMeta(dataDir: string, id: string): Promise<ImportMeta> {
  try {
    return JSON.parse(await readFile(path.join(importDir(dataDir, id), "meta.json"), "utf8")) as ImportMeta;
  } catch (e) {
    if (isAppError(e)) throw e;
    throw new AppError("not_found", t("admin.import.error.gone"));
  }
}
const writeMeta = (dataDir: string, meta: ImportMeta) =>
  writeFile(path.join(importDir(dataDir, meta.id), "meta.json"), JSON.stringify(meta));

/** The text of an upload: UTF-8 (a byte-order mark allowed), refused with a message otherwise. */
function decodeCsv(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new AppError("unsupported_media_type", t("admin.import.error.utf16"));
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("unsupported_media_type", t("admin.import.error.encoding"));
  }
  if (text.includes("\u0000")) throw new AppError("unsupported_media_type", t("admin.import.error.encoding"));
  return text.replace(/^\uFEFF/, "");
}

/** Every record of a CSV text (the header first); an unreadable file is refused with where it fails. */
function parseCsv(text: string): string[][] {
  try {
    return parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (e) {
    throw new AppError("bad_request", t("admin.import.error.parse", { detail: (e as Error).message }));
  }
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Step 1: keeps an upload (CSV, and optionally a ZIP of images) for the steps that follow, after
 * checking it can be read: size, encoding, CSV syntax, at least one row, the ZIP's names and sizes.
 * Nothing is written to the listings.
 */
export async function startImport(
  actor: Actor,
  dataDir: string,
  upload: { csv: UploadedFile; zip: UploadedFile | null },
): Promise<ImportMeta> {
  assertAdmin(actor);
  const { csv, zip } = upload;
  if (csv.bytes.byteLength > CSV_MAX_BYTES)
    throw new AppError("payload_too_large", t("admin.import.error.tooLarge", { mb: CSV_MAX_MB }));
  if (csv.bytes.byteLength === 0) throw new AppError("bad_request", t("admin.import.error.empty"));
  const text = decodeCsv(csv.bytes);
  const records = parseCsv(text);
  const [headers, ...rows] = records;
  if (!headers || rows.length === 0) throw new AppError("bad_request", t("admin.import.error.empty"));
  if (rows.length > CSV_MAX_ROWS)
    throw new AppError("payload_too_large", t("admin.import.error.tooManyRows", { max: CSV_MAX_ROWS }));
  const zipFiles = zip && zip.bytes.byteLength > 0 ? await listZipImages(Buffer.from(zip.bytes)) : null;
  const id = newId();
  const dir = importDir(dataDir, id);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "upload.csv"), text);
  if (zip && zipFiles) await writeFile(path.join(dir, "images.zip"), zip.bytes);
  const meta: ImportMeta = {
    id,
    fileName: csv.name.slice(0, 200),
    bytes: csv.bytes.byteLength,
    headers: headers.map((h) => h.trim()),
    rows: rows.length,
    createdAt: nowIso(),
    zip: zip && zipFiles ? { name: zip.name.slice(0, 200), files: zipFiles } : null,
    mapping: null,
    state: "uploaded",
    checked: null,
    progress: { done: 0, created: 0, updated: 0, failed: 0 },
  };
  await writeMeta(dataDir, meta);
  logger.info("csv import uploaded", { id, rows: rows.length, bytes: meta.bytes });
  return meta;
}

/** An import as the page shows it (admins only): where it stands, its first row, the problems so far. */
export async function getImport(
  actor: Actor,
  dataDir: string,
  id: string,
): Promise<{ meta: ImportMeta; sample: string[]; errors: RowError[]; moreErrors: number }> {
  assertAdmin(actor);
  const meta = await readMeta(dataDir, id);
  const sample = meta.state === "done" ? [] : ((await uploadRows(dataDir, id))[0] ?? []);
  const phase = meta.state === "importing" || meta.state === "done" ? "import" : "check";
  const errors = meta.state === "uploaded" ? [] : await readErrors(dataDir, id, phase);
  return {
    meta,
    sample,
    errors: errors.slice(0, ERRORS_SHOWN),
    moreErrors: Math.max(0, errors.length - ERRORS_SHOWN),
  };
}

/** Removes an upload and everything kept for it. */
export async function discardImport(actor: Actor, dataDir: string, id: string): Promise<void> {
  assertAdmin(actor);
  await rm(importDir(dataDir, id), { recursive: true, force: true });
}

/** The parsed rows of an upload, kept for the batches that follow (one import at a time is usual). */
const parsedCache = new Map<string, { mtimeMs: number; rows: string[][] }>();
async function uploadRows(dataDir: string, id: string): Promise<string[][]> {
  const file = path.join(importDir(dataDir, id), "upload.csv");
  const { mtimeMs } = await stat(file).catch(() => {
    throw new AppError("not_found", t("admin.import.error.gone"));
  });
  const hit = parsedCache.get(id);
  if (hit && hit.mtimeMs === mtimeMs) return hit.rows;
  const rows = parseCsv(await readFile(file, "utf8")).slice(1);
  parsedCache.clear();
  parsedCache.set(id, { mtimeMs, rows });
  return rows;
}

// ---------- checking rows ----------

/** Whether a mapping fits the upload's columns; a problem is refused with a message naming the fields. */
function checkMapping(meta: ImportMeta, mapping: unknown): CsvMapping {
  const ok =
    Array.isArray(mapping) &&
    mapping.length === meta.headers.length &&
    mapping.every((f) => f === null || (CSV_FIELDS as readonly string[]).includes(f));
  if (!ok) throw new AppError("bad_request", t("admin.import.error.mapping"));
  const m = mapping as CsvMapping;
  const { missing, twice } = mappingProblems(m);
  const label = (f: CsvField) => PROPERTY_FIELDS[f].label;
  if (missing.length)
    throw new AppError(
      "validation_failed",
      t("admin.import.error.missing", { fields: missing.map(label).join(", ") }),
      {
        fields: Object.fromEntries(missing.map((f) => [f, t("admin.import.error.notMapped")])),
      },
    );
  if (twice.length)
    throw new AppError(
      "validation_failed",
      t("admin.import.error.twice", { fields: twice.map(label).join(", ") }),
    );
  return m;
}

type ImagePlan =
  | { kind: "keep"; row: StoredImageRow }
  | { kind: "url"; url: string; keep?: StoredImageRow }
  | { kind: "zip"; entry: string };

/** A row ready to be written. */
interface RowPlan {
  index: number;
  row: number;
  reference: string;
  id: string | null;
  fields: PropertyFields;
  images: ImagePlan[] | undefined;
}

/** Everything a run of checks shares: the file, the mapping, lookups made once. */
interface CheckContext {
  db: DB;
  origin: string;
  mapping: CsvMapping;
  headers: string[];
  /** Rows (spreadsheet numbers) of each reference in the whole file. */
  referenceRows: Map<string, number[]>;
  zipFiles: string[] | null;
  agents: Map<string, Awaited<ReturnType<typeof getStaffMember>>>;
}

function referenceRowsOf(rows: string[][], mapping: CsvMapping): Map<string, number[]> {
  const col = mapping.indexOf(CSV_KEY);
  const out = new Map<string, number[]>();
  if (col < 0) return out;
  for (const [i, cells] of rows.entries()) {
    const ref = rowToInput([cells[col] ?? ""], [CSV_KEY]).reference;
    if (!ref) continue;
    const list = out.get(ref) ?? [];
    list.push(i + 2);
    out.set(ref, list);
  }
  return out;
}

/** The CSV column a field came from (its header), or the field's API name when it is not mapped. */
function columnOf(ctx: CheckContext, field: string): string {
  const i = ctx.mapping.indexOf(field as CsvField);
  return i >= 0 ? ctx.headers[i] || field : field;
}

/** The ZIP entry a name in the images cell stands for: the exact path, or a file name found once. */
function zipEntryFor(files: string[], name: string): string | null {
  if (files.includes(name)) return name;
  const base = files.filter((f) => f.split("/").pop() === name);
  return base.length === 1 ? (base[0] ?? null) : null;
}

/** The images cell resolved against the listing's current images, the site's own address and the ZIP. */
function planImages(
  ctx: CheckContext,
  entries: string[],
  existing: StoredImageRow[],
): { plan: ImagePlan[]; problem: string | null } {
  if (entries.length > MAX_IMAGES)
    return { plan: [], problem: t("admin.import.error.tooManyImages", { max: MAX_IMAGES }) };
  const byAlias = new Map<string, StoredImageRow>();
  for (const row of existing) for (const alias of imageAliases(row)) byAlias.set(alias, row);
  const ownPrefix = `${ctx.origin}/api/`;
  const plan: ImagePlan[] = [];
  const used = new Set<string>();
  for (const [i, value] of entries.entries()) {
    const local = value.startsWith(ownPrefix) ? value.slice(ownPrefix.length) : null;
    const keep = byAlias.get(value) ?? (local !== null ? byAlias.get(local) : undefined);
    if (keep) {
      if (!used.has(keep.id))
        plan.push(keep.url ? { kind: "url", url: keep.url, keep } : { kind: "keep", row: keep });
      used.add(keep.id);
      continue;
    }
    if (isHttpUrl(value)) {
      // Unlike the API, a stored photo of another site is taken as an outside address: that is how
      // a listing exported from one site is imported into another. Another listing's photo on this
      // site (its configured address) is refused, as the API refuses it.
      if (local !== null)
        return { plan: [], problem: t("admin.import.error.otherListingImage", { n: i + 1 }) };
      if (!isStorableLink(value))
        return { plan: [], problem: t("admin.import.error.badImage", { n: i + 1 }) };
      plan.push({ kind: "url", url: value });
      continue;
    }
    if (unsafeZipName(value))
      return { plan: [], problem: t("admin.import.error.unsafeImageName", { n: i + 1, name: value }) };
    if (!ctx.zipFiles) return { plan: [], problem: t("admin.import.error.noZip", { n: i + 1, name: value }) };
    const entry = zipEntryFor(ctx.zipFiles, value);
    if (!entry) return { plan: [], problem: t("admin.import.error.notInZip", { n: i + 1, name: value }) };
    plan.push({ kind: "zip", entry });
  }
  return { plan, problem: null };
}

/**
 * Checks rows `from`..`to` of the file as a write of each would: the API schema's messages per
 * field, the agent, the images, and the reference (once in the file; at most one listing has it).
 * Returns the rows ready to be written and the problems of the others. Reads only.
 */
async function checkRows(
  ctx: CheckContext,
  rows: string[][],
  from: number,
  to: number,
): Promise<{ plans: RowPlan[]; errors: RowError[]; failedRows: number }> {
  const slice = rows.slice(from, to);
  const inputs = slice.map((cells) => rowToInput(cells, ctx.mapping));
  const refs = [...new Set(inputs.map((x) => x.reference).filter((r): r is string => r !== null))];
  const idsByRef = await findIdsByReferences(ctx.db, refs);
  const existingIds = [...new Set([...idsByRef.values()].filter((ids) => ids.length === 1).flat())];
  const existing = new Map<string, Property>();
  for (let i = 0; i < existingIds.length; i += 200)
    for (const p of await findPropertiesByIds(ctx.db, existingIds.slice(i, i + 200))) existing.set(p._id, p);

  // The photos of the listings these rows update, read at once (not a query a row).
  const currentImages = await findImageRowsFor(ctx.db, existingIds);
  const plans: RowPlan[] = [];
  const errors: RowError[] = [];
  let failedRows = 0;
  for (const [j, input] of inputs.entries()) {
    const index = from + j;
    const row = index + 2;
    const reference = input.reference ?? "";
    const rowErrors: RowError[] = [];
    const fail = (field: string, message: string) =>
      rowErrors.push({ row, reference, column: columnOf(ctx, field), message });
    const seen = input.reference ? (ctx.referenceRows.get(input.reference) ?? []) : [];
    if (seen.length > 1)
      fail(CSV_KEY, t("admin.import.error.duplicate", { ref: reference, rows: seen.join(", ") }));
    const ids = input.reference ? (idsByRef.get(input.reference) ?? []) : [];
    if (ids.length > 1) fail(CSV_KEY, t("admin.import.error.ambiguous", { ref: reference, n: ids.length }));
    const current = ids.length === 1 && ids[0] ? (existing.get(ids[0]) ?? null) : null;
    const base = current ? mergeFields(current, input.fields) : withCreateDefaults(input.fields);
    const agent = await applyAgent(
      async (id) => {
        // Each agent is looked up once per check or batch.
        if (!ctx.agents.has(id)) ctx.agents.set(id, await getStaffMember(ctx.db, id));
        return ctx.agents.get(id);
      },
      base,
      current?.agentId ?? null,
    );
    const parsed = PropertyFieldsSchema.safeParse(agent.raw);
    if (!parsed.success) {
      const byField = new Set<string>();
      for (const issue of parsed.error.issues) {
        const key = issue.path.length ? String(issue.path[0]) : "_";
        if (byField.has(key)) continue;
        byField.add(key);
        fail(key, issue.message);
      }
      const display = displayProblem(agent.raw.type, agent.raw.display);
      if (display && !byField.has("display")) fail("display", display);
    }
    if (agent.problem) fail("agentId", agent.problem);
    let images: ImagePlan[] | undefined;
    if (input.images) {
      const plan = planImages(ctx, input.images, current ? (currentImages.get(current._id) ?? []) : []);
      if (plan.problem) fail("images", plan.problem);
      else images = plan.plan;
    } else if (!current) fail("images", t("admin.import.error.noImage"));
    if (rowErrors.length || !parsed.success) {
      failedRows++;
      errors.push(...rowErrors);
      continue;
    }
    plans.push({
      index,
      row,
      reference,
      id: current?._id ?? null,
      fields: { ...parsed.data, ...agent.fill },
      images,
    });
  }
  return { plans, errors, failedRows };
}

async function contextFor(
  db: DB,
  meta: ImportMeta,
  mapping: CsvMapping,
  rows: string[][],
  origin: string,
): Promise<CheckContext> {
  return {
    db,
    origin: origin.replace(/\/+$/, ""),
    mapping,
    headers: meta.headers,
    referenceRows: referenceRowsOf(rows, mapping),
    zipFiles: meta.zip?.files ?? null,
    agents: new Map(),
  };
}

const errorsFile = (dataDir: string, id: string, phase: "check" | "import") =>
  path.join(importDir(dataDir, id), phase === "check" ? "check-errors.json" : "import-errors.json");

async function readErrors(dataDir: string, id: string, phase: "check" | "import"): Promise<RowError[]> {
  try {
    return JSON.parse(await readFile(errorsFile(dataDir, id, phase), "utf8")) as RowError[];
  } catch {
    return [];
  }
}

export interface CheckResult {
  meta: ImportMeta;
  errors: RowError[];
  /** Errors beyond those returned (the report has every one). */
  moreErrors: number;
}

/**
 * Step 3, the dry run: every row checked with the mapping, as the import would check it, and
 * nothing written to the listings. The problems are kept for the error report.
 */
export async function checkImport(
  db: DB,
  actor: Actor,
  dataDir: string,
  id: string,
  rawMapping: unknown,
  origin: string,
): Promise<CheckResult> {
  assertAdmin(actor);
  const meta = await readMeta(dataDir, id);
  if (meta.state === "importing" || meta.state === "done")
    throw new AppError("conflict", t("admin.import.error.started"));
  const mapping = checkMapping(meta, rawMapping);
  const rows = await uploadRows(dataDir, id);
  const ctx = await contextFor(db, meta, mapping, rows, origin);
  const errors: RowError[] = [];
  let failed = 0;
  let creates = 0;
  let updates = 0;
  for (let from = 0; from < rows.length; from += 500) {
    const r = await checkRows(ctx, rows, from, Math.min(from + 500, rows.length));
    errors.push(...r.errors);
    failed += r.failedRows;
    for (const p of r.plans)
      if (p.id) updates++;
      else creates++;
  }
  await writeFile(errorsFile(dataDir, id, "check"), JSON.stringify(errors));
  const next: ImportMeta = {
    ...meta,
    mapping,
    state: "checked",
    checked: { valid: rows.length - failed, failed, creates, updates },
  };
  await writeMeta(dataDir, next);
  return {
    meta: next,
    errors: errors.slice(0, ERRORS_SHOWN),
    moreErrors: Math.max(0, errors.length - ERRORS_SHOWN),
  };
}

// ---------- writing ----------

function newImageRows(plan: ImagePlan[], processed: Map<string, ProcessedImage>, name: string): NewImage[] {
  const fallbackAlt = name.slice(0, 500);
  return plan.map((p): NewImage => {
    if (p.kind === "keep")
      return {
        id: p.row.id,
        url: null,
        storageKey: p.row.storage_key,
        alt: p.row.alt,
        width: p.row.width,
        height: p.row.height,
        variants: JSON.parse(p.row.variants ?? "null"),
      };
    if (p.kind === "url")
      return {
        id: p.keep?.id ?? newId(),
        url: p.url,
        storageKey: null,
        alt: p.keep?.alt ?? fallbackAlt,
        width: p.keep?.width ?? null,
        height: p.keep?.height ?? null,
        variants: null,
      };
    const img = processed.get(p.entry);
    if (!img) throw new Error("image was not processed");
    return {
      id: newId(),
      url: null,
      storageKey: img.key,
      alt: fallbackAlt,
      width: img.width,
      height: img.height,
      variants: img.variants,
    };
  });
}

export interface BatchResult {
  meta: ImportMeta;
  errors: RowError[];
  finished: boolean;
}

/**
 * Step 4: writes the next batch of rows (from `start`, which must be where the import stands, so a
 * repeated request writes nothing twice). Rows are checked again (the site may have changed since
 * the dry run); rows with problems are never written and are reported. The batch's rows are
 * written in one transaction: all of them, or (when it fails) none, each then reported. After the
 * last batch the upload is removed; the error report stays until the import is discarded.
 */
export async function importBatch(
  db: DB,
  actor: Actor,
  dataDir: string,
  id: string,
  start: number,
  origin: string,
): Promise<BatchResult> {
  assertAdmin(actor);
  // One batch of an import at a time: a repeated request (a second tab, a retried post) waits for
  // the one in progress and then finds its rows written (`start` is behind) instead of writing
  // them again.
  const previous = batchesInProgress.get(id) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => writeBatch(db, dataDir, id, start, origin));
  batchesInProgress.set(id, run);
  try {
    return await run;
  } finally {
    if (batchesInProgress.get(id) === run) batchesInProgress.delete(id);
  }
}

const batchesInProgress = new Map<string, Promise<BatchResult>>();

async function writeBatch(
  db: DB,
  dataDir: string,
  id: string,
  start: number,
  origin: string,
): Promise<BatchResult> {
  const meta = await readMeta(dataDir, id);
  if (!meta.mapping || meta.state === "uploaded")
    throw new AppError("conflict", t("admin.import.error.notChecked"));
  if (meta.state === "done" || start !== meta.progress.done)
    return { meta, errors: [], finished: meta.state === "done" };
  const rows = await uploadRows(dataDir, id);
  const ctx = await contextFor(db, meta, meta.mapping, rows, origin);
  const end = Math.min(start + IMPORT_BATCH, rows.length);
  const { plans, errors } = await checkRows(ctx, rows, start, end);
  let failed = end - start - plans.length;

  // New images from the ZIP: read, checked and rendered before the transaction; a bad one fails its row.
  const processed = new Map<string, ProcessedImage>();
  const wanted = new Set(
    plans.flatMap((p) => (p.images ?? []).flatMap((i) => (i.kind === "zip" ? [i.entry] : []))),
  );
  let writable = plans;
  if (wanted.size) {
    const zipBytes = await readFile(path.join(importDir(dataDir, id), "images.zip"));
    const files = await readZipFiles(zipBytes, wanted);
    const broken = new Set<number>();
    for (const p of plans) {
      for (const [n, img] of (p.images ?? []).entries()) {
        if (img.kind !== "zip" || processed.has(img.entry)) continue;
        const bytes = files.get(img.entry);
        try {
          if (!bytes)
            throw new AppError(
              "bad_request",
              t("admin.import.error.notInZip", { n: n + 1, name: img.entry }),
            );
          processed.set(img.entry, await processImage(bytes, newImageId(), img.entry));
        } catch (e) {
          if (!isAppError(e)) throw e;
          broken.add(p.index);
          errors.push({
            row: p.row,
            reference: p.reference,
            column: columnOf(ctx, "images"),
            message: e.message,
          });
          break;
        }
      }
    }
    writable = plans.filter((p) => !broken.has(p.index));
    failed += plans.length - writable.length;
  }

  const staged = await stageImages(dataDir, [...processed.values()]);
  const at = nowIso();
  let removed: string[] = [];
  let created = 0;
  let updated = 0;
  forgetSlowReads();
  try {
    await db.transaction().execute(async (trx) => {
      const creates = writable.filter((p) => !p.id).map((p) => ({ p, id: newId() }));
      await insertPropertyRows(
        trx,
        creates.map(({ p, id }) => ({ id, ...propertyColumns(p.fields), created_at: at, updated_at: at })),
      );
      await insertListItems(
        trx,
        creates.flatMap(({ p, id }) =>
          Object.entries(listsOf(p.fields)).map(([kind, values]) => ({
            propertyId: id,
            kind: kind as PropertyListKind,
            values,
          })),
        ),
      );
      await insertImages(
        trx,
        creates.map(({ p, id }) => ({
          propertyId: id,
          images: newImageRows(p.images ?? [], processed, p.fields.name),
        })),
        at,
      );
      for (const p of writable) {
        if (!p.id) continue;
        await updatePropertyRow(trx, p.id, { ...propertyColumns(p.fields), updated_at: at });
        await replaceListItems(trx, p.id, listsOf(p.fields));
        if (p.images)
          removed.push(
            ...(await replaceImages(trx, p.id, newImageRows(p.images, processed, p.fields.name), at)),
          );
      }
      await staged.publish();
      created = creates.length;
      updated = writable.length - creates.length;
    });
  } catch (e) {
    await staged.discard();
    logger.error("csv import batch failed", { id, start, error: (e as Error).message });
    removed = [];
    failed += writable.length;
    for (const p of writable)
      errors.push({ row: p.row, reference: p.reference, column: "", message: t("admin.import.error.batch") });
  }
  forgetSlowReads();
  clearPageCache();
  await removeStoredImages(dataDir, removed);

  errors.sort((a, b) => a.row - b.row);
  const all = [...(await readErrors(dataDir, id, "import")), ...errors];
  await writeFile(errorsFile(dataDir, id, "import"), JSON.stringify(all));
  const finished = end >= rows.length;
  const next: ImportMeta = {
    ...meta,
    state: finished ? "done" : "importing",
    progress: {
      done: end,
      created: meta.progress.created + created,
      updated: meta.progress.updated + updated,
      failed: meta.progress.failed + failed,
    },
  };
  await writeMeta(dataDir, next);
  if (finished) {
    const dir = importDir(dataDir, id);
    await rm(path.join(dir, "upload.csv"), { force: true });
    await rm(path.join(dir, "images.zip"), { force: true });
    parsedCache.delete(id);
    logger.info("csv import done", { id, ...next.progress });
  }
  return { meta: next, errors, finished };
}

/**
 * The error report: every problem of the import (or, before it starts, of the dry run) as CSV, a
 * line a problem: row, reference, column, message.
 */
export async function importErrorReport(actor: Actor, dataDir: string, id: string): Promise<string> {
  assertAdmin(actor);
  const meta = await readMeta(dataDir, id);
  const phase = meta.state === "importing" || meta.state === "done" ? "import" : "check";
  const errors = await readErrors(dataDir, id, phase);
  const cells = errors.map((e) => [String(e.row), e.reference, e.column, e.message].map(neutralise));
  return BOM + csvLines([["row", "reference", "column", "message"], ...cells]);
}
