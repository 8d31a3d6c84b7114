import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { DB } from "../../db/index.server.ts";
import { ID_PATTERN, ID_SOURCE } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
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

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

async function olderThan(p: string, cutoff: number): Promise<boolean> {
  const s = await stat(p).catch(() => null);
  return s !== null && s.mtimeMs < cutoff;
}

async function remove(p: string): Promise<boolean> {
  try {
    await rm(p, { recursive: true, force: true });
    return true;
  } catch (error) {
    logger.warn("could not remove an unreferenced file", { path: p, error });
    return false;
  }
}

/**
 * Files are written before the row that names them commits, and removed after the row that named
 * them is gone (app/modules/media, app/modules/careers). A process killed in between leaves files
 * no row refers to: a staging folder, an image folder published by a transaction that never
 * committed or left behind by an update or delete, a CV whose application was never stored, a
 * half-written `*.tmp`. Nothing ever reads them; this removes them.
 *
 * Only what is older than `graceMs` (default one hour) goes: a write in progress, in this process
 * or in another one sharing DATA_DIR, has touched its files more recently than that. Image folders
 * and CVs are removed only when they are a plausible crash residue (at most 10, or 10% of them).
 */
export async function sweepUnreferencedFiles(
  db: DB,
  dataDir: string,
  opts: { graceMs?: number; now?: number } = {},
): Promise<SweepResult> {
  const cutoff = (opts.now ?? Date.now()) - (opts.graceMs ?? 3_600_000);
  const result: SweepResult = { staging: 0, images: 0, cvs: 0, temporary: 0 };
  const media = path.join(dataDir, "media");

  const staging = path.join(media, ".staging");
  for (const e of await entries(staging)) {
    const p = path.join(staging, e);
    if ((await olderThan(p, cutoff)) && (await remove(p))) result.staging++;
  }

  // References first, folders second: a folder published after the references were read is recent,
  // so the grace period keeps it.
  const images = await referencedImageKeys(db);
  const uploads = path.join(media, "uploads");
  const orphanImages: string[] = [];
  let imageFolders = 0;
  for (const e of await entries(uploads)) {
    const p = path.join(uploads, e);
    if (!IMAGE_DIR.test(e)) continue;
    imageFolders++;
    if (!images.has(`uploads/${e}`)) {
      if (await olderThan(p, cutoff)) orphanImages.push(p);
      continue;
    }
    for (const f of await entries(p)) {
      const fp = path.join(p, f);
      if (TEMPORARY.test(f) && (await olderThan(fp, cutoff)) && (await remove(fp))) result.temporary++;
    }
  }

  const cvs = await referencedCvKeys(db);
  const cvDir = path.join(dataDir, "private", "cv");
  const orphanCvs: string[] = [];
  let cvFiles = 0;
  for (const f of await entries(cvDir)) {
    const p = path.join(cvDir, f);
    if (TEMPORARY.test(f)) {
      if ((await olderThan(p, cutoff)) && (await remove(p))) result.temporary++;
    } else if (CV_FILE.test(f)) {
      cvFiles++;
      if (!cvs.has(`cv/${f}`) && (await olderThan(p, cutoff))) orphanCvs.push(p);
    }
  }

  // A crash leaves a few orphans (one per write in flight). Many more means the database is not the
  // one these files belong to (a wrong DATABASE_URL, a partial restore): delete nothing, say so.
  const plausible = (orphans: number, total: number) => orphans <= Math.max(10, total * 0.1);
  if (plausible(orphanImages.length, imageFolders) && plausible(orphanCvs.length, cvFiles)) {
    for (const p of orphanImages) if (await remove(p)) result.images++;
    for (const p of orphanCvs) if (await remove(p)) result.cvs++;
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
