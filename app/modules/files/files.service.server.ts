import type { DB } from "../../db/index.server.ts";
import { ID_PATTERN, ID_SOURCE } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import { type MediaStore, mediaStore } from "../media/store.server.ts";
import { referencedCvKeys, referencedImageKeys } from "./files.repository.server.ts";

/** What one sweep removed. */
export interface SweepResult {
  staging: number;
  images: number;
  cvs: number;
  temporary: number;
}

const IMAGE_DIR = ID_PATTERN;
const CV_FILE = new RegExp(`^${ID_SOURCE}\\.(pdf|doc|docx)$`);
const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/;

async function remove(what: string, run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    logger.warn("could not remove an unreferenced file", { key: what, error });
    return false;
  }
}

/** The newest change of each folder directly under `prefix`, and the objects directly in it. */
async function folders(
  store: MediaStore,
  prefix: string,
): Promise<{ newest: Map<string, number>; objects: Map<string, { key: string; at: number }[]> }> {
  const newest = new Map<string, number>();
  const objects = new Map<string, { key: string; at: number }[]>();
  for await (const o of store.list(prefix)) {
    const [folder = "", ...rest] = o.key.slice(prefix.length).split("/");
    const at = o.modifiedAt.getTime();
    newest.set(folder, Math.max(newest.get(folder) ?? 0, at));
    if (rest.length === 1) objects.set(folder, [...(objects.get(folder) ?? []), { key: o.key, at }]);
  }
  return { newest, objects };
}

/**
 * Files are written before the row that names them commits, and removed after the row that named
 * them is gone (app/modules/media, app/modules/careers). A process killed in between leaves files
 * no row refers to: a staging folder, an image folder published by a transaction that never
 * committed or left behind by an update or delete, a CV whose application was never stored, a
 * half-written `*.tmp`. Nothing ever reads them; this removes them, from whichever media store is
 * configured (app/modules/media/store.server.ts).
 *
 * Only what is older than `graceMs` (default one hour) goes: a write in progress, in this process
 * or in another one sharing the store, has touched its files more recently than that. Image
 * folders and CVs are removed only when they are a plausible crash residue (at most 10, or 10% of
 * them).
 */
export async function sweepUnreferencedFiles(
  db: DB,
  dataDir: string,
  opts: { graceMs?: number; now?: number; store?: MediaStore } = {},
): Promise<SweepResult> {
  const store = opts.store ?? mediaStore(dataDir);
  const cutoff = (opts.now ?? Date.now()) - (opts.graceMs ?? 3_600_000);
  const result: SweepResult = { staging: 0, images: 0, cvs: 0, temporary: 0 };

  const staging = await folders(store, "media/.staging/");
  for (const [folder, at] of staging.newest) {
    if (at < cutoff && (await remove(folder, () => store.deletePrefix(`media/.staging/${folder}/`))))
      result.staging++;
  }

  // References first, folders second: a folder published after the references were read is recent,
  // so the grace period keeps it.
  const images = await referencedImageKeys(db);
  const uploads = await folders(store, "media/uploads/");
  const orphanImages: string[] = [];
  let imageFolders = 0;
  for (const [folder, at] of uploads.newest) {
    if (!IMAGE_DIR.test(folder)) continue;
    imageFolders++;
    if (!images.has(`uploads/${folder}`)) {
      if (at < cutoff) orphanImages.push(`media/uploads/${folder}/`);
      continue;
    }
    for (const o of uploads.objects.get(folder) ?? []) {
      if (TEMPORARY.test(o.key) && o.at < cutoff && (await remove(o.key, () => store.delete(o.key))))
        result.temporary++;
    }
  }

  const cvs = await referencedCvKeys(db);
  const orphanCvs: string[] = [];
  let cvFiles = 0;
  for await (const o of store.list("private/cv/")) {
    const name = o.key.slice("private/cv/".length);
    const old = o.modifiedAt.getTime() < cutoff;
    if (name.includes("/")) continue;
    if (TEMPORARY.test(name)) {
      if (old && (await remove(o.key, () => store.delete(o.key)))) result.temporary++;
    } else if (CV_FILE.test(name)) {
      cvFiles++;
      if (!cvs.has(`cv/${name}`) && old) orphanCvs.push(o.key);
    }
  }

  // A crash leaves a few orphans (one per write in flight). Many more means the database is not the
  // one these files belong to (a wrong DATABASE_URL, a partial restore): delete nothing, say so.
  const plausible = (orphans: number, total: number) => orphans <= Math.max(10, total * 0.1);
  if (plausible(orphanImages.length, imageFolders) && plausible(orphanCvs.length, cvFiles)) {
    for (const p of orphanImages) if (await remove(p, () => store.deletePrefix(p))) result.images++;
    for (const k of orphanCvs) if (await remove(k, () => store.delete(k))) result.cvs++;
  } else {
    logger.warn("many files that no row refers to; left in place (is DATABASE_URL the right database?)", {
      images: orphanImages.length,
      imageFolders,
      cvs: orphanCvs.length,
      cvFiles,
    });
  }

  const removed = result.staging + result.images + result.cvs + result.temporary;
  if (removed > 0) logger.info("removed unreferenced files", { ...result });
  return result;
}
