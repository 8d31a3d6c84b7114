import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ID_SOURCE } from "../../lib/ids.ts";
import type { CvKind } from "./cv-file.ts";

/**
 * CVs live under `<DATA_DIR>/private/cv/`, a folder no static handler serves; the only way out is
 * the admin download call. Keys are `cv/<application id>.<ext>`, made by us, never from a user's
 * file name, and checked again before any file system call.
 */
const KEY = new RegExp(`^cv/${ID_SOURCE}\\.(pdf|doc|docx)$`);

export const cvKey = (id: string, kind: CvKind) => `cv/${id}.${kind}`;

function fileOf(dataDir: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a CV key: ${key}`);
  return path.join(dataDir, "private", key);
}

/** Written to a temporary name and renamed into place, so a reader never sees half a file. */
export async function writeCv(dataDir: string, key: string, data: Uint8Array): Promise<void> {
  const target = fileOf(dataDir, key);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const tmp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(tmp, data, { mode: 0o600 });
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

export async function readCv(dataDir: string, key: string): Promise<Buffer | null> {
  try {
    return await readFile(fileOf(dataDir, key));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
}

export async function removeCv(dataDir: string, key: string): Promise<void> {
  await rm(fileOf(dataDir, key), { force: true });
}
