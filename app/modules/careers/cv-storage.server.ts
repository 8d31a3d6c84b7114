import { ID_SOURCE } from "../../lib/ids.ts";
import { mediaStore, readObject } from "../media/store.server.ts";
import type { CvKind } from "./cv-file.ts";

/**
 * CVs live under `private/cv/` of the media store (`<DATA_DIR>/private/cv/` by default, a folder no
 * static handler serves; `<prefix>/private/cv/` in a bucket, never given a public URL); the only way
 * out is the admin download call. Keys are `cv/<application id>.<ext>`, made by us, never from a
 * user's file name, and checked again before any storage call.
 */
const KEY = new RegExp(`^cv/${ID_SOURCE}\\.(pdf|doc|docx)$`);

export const cvKey = (id: string, kind: CvKind) => `cv/${id}.${kind}`;

function storeKeyOf(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a CV key: ${key}`);
  return `private/${key}`;
}

/** Locally written to a temporary name and renamed into place, so a reader never sees half a file. */
export async function writeCv(dataDir: string, key: string, data: Uint8Array): Promise<void> {
  await mediaStore(dataDir).put(storeKeyOf(key), data);
}

export async function readCv(dataDir: string, key: string): Promise<Buffer | null> {
  return readObject(mediaStore(dataDir), storeKeyOf(key));
}

export async function removeCv(dataDir: string, key: string): Promise<void> {
  await mediaStore(dataDir).delete(storeKeyOf(key));
}
