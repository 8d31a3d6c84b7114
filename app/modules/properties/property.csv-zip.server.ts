import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import "../../lib/i18n/admin.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "../../lib/limits.ts";
import { ZIP_MAX_MB } from "./property.csv.ts";

/**
 * The images ZIP of a CSV import: read through yauzl from its central directory, with limits
 * checked before a byte is inflated (entries, sizes, compression ratio: a ZIP bomb is refused) and
 * every name checked (a path that climbs out, starts at a root or names a drive is refused). Names
 * are only ever looked up, never used as paths on disk. yauzl checks while inflating that an entry
 * is no larger than its header said.
 */

export const ZIP_MAX_BYTES = ZIP_MAX_MB * 1024 * 1024;
/** Files a ZIP may hold. */
const ZIP_MAX_ENTRIES = 10_000;
/** All files inflated, at most. */
const ZIP_MAX_TOTAL = 4 * 1024 * 1024 * 1024;
/** An image compresses little: a file inflating to more than this many times its size is a bomb. */
const ZIP_MAX_RATIO = 50;

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate("en", key, vars);

/** Why a name inside a ZIP is unsafe, or null: `..` segments, an absolute path, a drive, a NUL. */
export function unsafeZipName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f]/.test(name) || name.includes("\\")) return true;
  if (name.startsWith("/") || /^[a-z]:/i.test(name)) return true;
  return name.split("/").some((seg) => seg === "..");
}

const bad = (message: string) => new AppError("bad_request", message);

async function openZip(bytes: Buffer): Promise<ZipFile> {
  try {
    // Names are decoded, and yauzl refuses absolute paths and backslashes (strictFileNames); every name is checked again here (unsafeZipName), with a message the admin can act on.
    return await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      decodeStrings: true,
      strictFileNames: true,
    });
  } catch {
    throw bad(t("admin.import.error.zipUnreadable"));
  }
}

/** Every entry of the ZIP, in order; stops early when `visit` returns false. */
async function eachEntry(zip: ZipFile, visit: (e: Entry) => Promise<boolean> | boolean): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let stopped = false;
    zip.on("entry", (e: Entry) => {
      Promise.resolve()
        .then(() => visit(e))
        .then(
          (go) => {
            if (go) zip.readEntry();
            else {
              stopped = true;
              zip.close();
              resolve();
            }
          },
          (err) => {
            stopped = true;
            zip.close();
            reject(err);
          },
        );
    });
    zip.on("end", () => {
      if (!stopped) resolve();
    });
    zip.on("error", (err: Error) => {
      if (stopped) return;
      stopped = true;
      // yauzl refuses an absolute or climbing name itself ("invalid relative path: ../x").
      reject(
        /path|character/i.test(err.message)
          ? bad(t("admin.import.error.zipUnsafeName", { name: err.message.replace(/^[^:]*:\s*/, "") }))
          : bad(t("admin.import.error.zipUnreadable")),
      );
    });
    zip.readEntry();
  });
}

/**
 * The image files of an uploaded ZIP (directories left out), after every check; refuses the whole
 * ZIP with a message when one fails, before anything is kept.
 */
export async function listZipImages(bytes: Buffer): Promise<string[]> {
  if (bytes.byteLength > ZIP_MAX_BYTES)
    throw new AppError("payload_too_large", t("admin.import.error.zipTooLarge", { mb: ZIP_MAX_MB }));
  const zip = await openZip(bytes);
  if (zip.entryCount > ZIP_MAX_ENTRIES) {
    zip.close();
    throw bad(t("admin.import.error.zipEntries", { max: ZIP_MAX_ENTRIES }));
  }
  const names: string[] = [];
  let total = 0;
  await eachEntry(zip, (e) => {
    if (unsafeZipName(e.fileName)) throw bad(t("admin.import.error.zipUnsafeName", { name: e.fileName }));
    if (e.fileName.endsWith("/")) return true;
    if (e.isEncrypted()) throw bad(t("admin.import.error.zipEncrypted", { name: e.fileName }));
    total += e.uncompressedSize;
    const ratio = e.uncompressedSize / Math.max(e.compressedSize, 1);
    if (
      e.uncompressedSize > MAX_IMAGE_BYTES ||
      total > ZIP_MAX_TOTAL ||
      (ratio > ZIP_MAX_RATIO && e.uncompressedSize > 1024 * 1024)
    )
      throw bad(t("admin.import.error.zipBomb", { name: e.fileName, mb: MAX_IMAGE_MB }));
    names.push(e.fileName);
    return true;
  });
  return names;
}

/** The bytes of the files `wanted` (entry names) of a ZIP checked by `listZipImages`. */
export async function readZipFiles(bytes: Buffer, wanted: ReadonlySet<string>): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  if (wanted.size === 0) return out;
  const zip = await openZip(bytes);
  await eachEntry(zip, async (e) => {
    if (!wanted.has(e.fileName) || e.uncompressedSize > MAX_IMAGE_BYTES) return true;
    const stream = await zip.openReadStreamPromise(e);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).byteLength;
      if (size > MAX_IMAGE_BYTES) {
        stream.destroy();
        throw bad(t("admin.import.error.zipBomb", { name: e.fileName, mb: MAX_IMAGE_MB }));
      }
      chunks.push(chunk as Buffer);
    }
    out.set(e.fileName, Buffer.concat(chunks));
    return out.size < wanted.size;
  });
  return out;
}
