import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { DB } from "../../db/index.server.ts";
import { type Actor, assertAdmin, assertStaff } from "../../lib/actor.ts";
import { AppError, isAppError } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import "../../lib/i18n/admin.ts";
import { newId } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import { nowIso } from "../../lib/time.ts";
import { listZipImages, ZIP_MAX_BYTES } from "./property.csv-zip.server.ts";
import { CSV_FIELDS, CSV_MAX_MB, type CsvMapping, propertyToCells } from "./property.csv.ts";
import type { PropertyFilter } from "./property.schema.ts";
import { listPropertyRecords } from "./property.service.server.ts";

/**
 * The listings CSV (issue 21, items 3–5): export with the admin list's filter, and import in steps
 * (upload → mapping → dry run → batches → summary): the upload here, the mapping and dry run in
 * property.import-check.server.ts, the batches in property.import-write.server.ts. The cell rules are
 * in property.csv.ts; rows are validated by the API's own schema (PropertyFieldsSchema), so a row's
 * messages are the API's. Uploads wait in `DATA_DIR/imports/<id>/` until imported or discarded.
 */

export const CSV_MAX_BYTES = CSV_MAX_MB * 1024 * 1024;
export { ZIP_MAX_BYTES };
/** Rows a file may have. */
const CSV_MAX_ROWS = 50_000;
/** Rows written per batch (one request, one transaction). */
export const IMPORT_BATCH = 250;
/** Errors a page shows at once; the report has them all. */
export const ERRORS_SHOWN = 100;

export const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate("en", key, vars);

// ---------- export ----------

export const BOM = "\uFEFF";
export const csvLines = (rows: string[][]) => stringify(rows, { record_delimiter: "\r\n" });

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
export function importDir(dataDir: string, id: string): string {
  if (!ID.test(id)) throw new AppError("not_found", t("admin.import.error.gone"));
  return path.join(importsRoot(dataDir), id);
}

export async function readMeta(dataDir: string, id: string): Promise<ImportMeta> {
  try {
    return JSON.parse(await readFile(path.join(importDir(dataDir, id), "meta.json"), "utf8")) as ImportMeta;
  } catch (e) {
    if (isAppError(e)) throw e;
    throw new AppError("not_found", t("admin.import.error.gone"));
  }
}
export const writeMeta = (dataDir: string, meta: ImportMeta) =>
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
export const parsedCache = new Map<string, { mtimeMs: number; rows: string[][] }>();
export async function uploadRows(dataDir: string, id: string): Promise<string[][]> {
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

export const errorsFile = (dataDir: string, id: string, phase: "check" | "import") =>
  path.join(importDir(dataDir, id), phase === "check" ? "check-errors.json" : "import-errors.json");

export async function readErrors(
  dataDir: string,
  id: string,
  phase: "check" | "import",
): Promise<RowError[]> {
  try {
    return JSON.parse(await readFile(errorsFile(dataDir, id, phase), "utf8")) as RowError[];
  } catch {
    return [];
  }
}
