import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DB } from "../../db/index.server.ts";
import type { PropertyListKind } from "../../db/schema.ts";
import { type Actor, assertAdmin } from "../../lib/actor.ts";
import { AppError, isAppError } from "../../lib/errors.ts";
import "../../lib/i18n/admin.ts";
import { newId } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import { clearPageCache } from "../../lib/page-cache.server.ts";
import { nowIso } from "../../lib/time.ts";
import {
  newImageId,
  type ProcessedImage,
  processImage,
  removeStoredImages,
  stageImages,
} from "../media/media.server.ts";
import { readZipFiles } from "./property.csv-zip.server.ts";
import { neutralise } from "./property.csv.ts";
import {
  insertImages,
  insertListItems,
  insertPropertyRows,
  type NewImage,
  propertyColumns,
  replaceImages,
  replaceListItems,
  updatePropertyRow,
} from "./property.rows.server.ts";
import { listsOf } from "./property.write-rules.server.ts";
import { forgetSlowReads } from "./slow-reads.server.ts";
import {
  BOM,
  IMPORT_BATCH,
  type ImportMeta,
  type RowError,
  csvLines,
  importDir,
  parsedCache,
  readMeta,
  t,
  uploadRows,
  writeMeta,
  errorsFile,
  readErrors,
} from "./property.csv.server.ts";
import { type ImagePlan, checkRows, columnOf, contextFor } from "./property.import-check.server.ts";

// The listings CSV import's writing (issue 21): checked rows written in batches, one transaction
// each, with their images; and the report of the rows that could not be written.

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
