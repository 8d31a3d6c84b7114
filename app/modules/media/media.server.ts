import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { AppError } from "../../lib/errors.ts";
import { ID_SOURCE } from "../../lib/ids.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_PIXELS } from "../../lib/limits.ts";
import { logger } from "../../lib/logger.server.ts";
import { type MediaStore, mediaStore } from "./store.server.ts";

// libvips' operation cache keeps decoded images around between requests; uploads are one-off.
sharp.cache(false);

/** Public media live under `<DATA_DIR>/media`; `/api/uploads/...` serves `<DATA_DIR>/media/uploads/...`. */
const MEDIA_DIR = "media";
/** Work in progress: written here first, moved under `uploads/` only when the database commits. */
const STAGING_DIR = ".staging";
/**
 * 800 sits between 480 and 960 for phones: a card (~92 % of the width) or the first photo (the full
 * width) on a 360–414 px screen at 1.75–2× needs 630–830 device pixels; without it Chrome takes
 * the 960 (up to 1.9× the bytes). 480 serves small thumbnails, 960 and 1600 tablets and desktops.
 */
const WEBP_WIDTHS = [480, 800, 960, 1600] as const;
/** The JPEG fallback is also the Open Graph image (1200 px wide, the size link previews want). */
const JPEG_WIDTH = 1200;
/** Longest side of anything we keep; larger uploads are scaled down before the variants are cut. */
const MAX_STORED_SIDE = 1600;
const PROCESS_TIMEOUT_SECONDS = 60;

export type ImageFormat = "jpeg" | "png" | "webp" | "avif";

export interface ImageVariant {
  width: number;
  height: number;
  format: "webp" | "jpeg";
  /** Path relative to the media root, e.g. `uploads/<id>/<hash>-960.webp`. */
  file: string;
}

export interface ProcessedImage {
  /** Folder key, e.g. `uploads/<id>`: everything of one image lives below it. */
  key: string;
  /** Size of the primary (JPEG) file that `src` names; variants share its aspect ratio. */
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The JPEG fallback: what `images[]` of the API names. */
  primary: string;
  buffers: Map<string, Buffer>;
}

/** A new image folder id: 24 hex characters, the shape `removeStoredImage` accepts. */
export function newImageId(): string {
  return randomBytes(12).toString("hex");
}

const STORED_KEY_PATTERN = new RegExp(`^uploads/${ID_SOURCE}$`);

/**
 * The format by magic bytes, or null. Only these four are ever handed to the decoder: libvips
 * also reads SVG, PDF, TIFF and more, which an upload must never reach.
 */
export function sniffImageType(bytes: Uint8Array): ImageFormat | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (b.length >= 12 && ascii(4, 8) === "ftyp") {
    // ISO-BMFF: the major brand or one of the compatible brands must be AVIF.
    const boxSize = Math.min(b.length, Math.max(16, (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]), 64);
    for (let i = 8; i + 4 <= boxSize; i += 4) {
      const brand = ascii(i, i + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

const NOT_AN_IMAGE = "must be a JPEG, PNG, WebP or AVIF image";
const TOO_MANY_PIXELS = `must be at most ${MAX_IMAGE_MEGAPIXELS} megapixels`;
/** Also said by the property service, which checks the size before the bytes reach here. */
export const TOO_LARGE_IMAGE = `must be at most ${MAX_IMAGE_MB} MB`;

/** Why a file cannot be used: 415 for the wrong kind, 413 for too large. `label` names it ("Image 2"). */
function reject(code: "unsupported_media_type" | "payload_too_large", label: string, what: string): AppError {
  return new AppError(code, `${label} ${what}.`);
}

/**
 * How variants are encoded. `upload`: what staff upload, squeezed hard (WebP effort 4, mozjpeg).
 * `draft`: the drawn demo photographs, encoded three times faster (WebP effort 2, about 7% larger;
 * a plain JPEG fallback) so a first start does not wait on the encoder. Same sizes and formats.
 */
const ENCODINGS = {
  upload: { webp: { quality: 76, effort: 4 }, jpeg: { quality: 80, mozjpeg: true } },
  draft: { webp: { quality: 76, effort: 2 }, jpeg: { quality: 80, mozjpeg: false } },
} as const;
export type ImageEncoding = keyof typeof ENCODINGS;

/**
 * Checks and renders one upload, entirely in memory: the type by content (never by name or
 * declared type), within the size and pixel limits of lib/limits.ts (pixels read from the header,
 * before any decoding),
 * auto-rotated, metadata (EXIF, GPS, ICC) stripped, then WebP variants at 480/800/960/1600 px and a
 * 1200 px JPEG fallback, each named by the hash of its own bytes.
 */
export async function processImage(
  input: Buffer,
  id = newImageId(),
  label = "The image",
  encoding: ImageEncoding = "upload",
): Promise<ProcessedImage> {
  const enc = ENCODINGS[encoding];
  if (input.byteLength > MAX_IMAGE_BYTES) throw reject("payload_too_large", label, TOO_LARGE_IMAGE);
  const format = sniffImageType(input);
  if (!format) throw reject("unsupported_media_type", label, NOT_AN_IMAGE);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw reject("unsupported_media_type", label, `could not be read (${NOT_AN_IMAGE})`);
  }
  const expected = format === "avif" ? "heif" : format;
  if (meta.format !== expected || (format === "avif" && meta.compression !== "av1")) {
    throw reject("unsupported_media_type", label, NOT_AN_IMAGE);
  }
  if (!meta.width || !meta.height) throw reject("unsupported_media_type", label, NOT_AN_IMAGE);
  if (
    meta.width * meta.height > MAX_IMAGE_PIXELS ||
    (meta.pages ?? 1) * meta.width * meta.height > MAX_IMAGE_PIXELS * 4
  ) {
    throw reject("payload_too_large", label, TOO_MANY_PIXELS);
  }

  // Decode once, oriented and scaled to the largest size we keep; every variant is cut from that.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .autoOrient()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (e) {
    if (/pixel limit/i.test(String((e as Error)?.message)))
      throw reject("payload_too_large", label, TOO_MANY_PIXELS);
    throw reject("unsupported_media_type", label, `could not be read; it may be damaged`);
  }
  const raw = {
    raw: { width: base.info.width, height: base.info.height, channels: base.info.channels as 1 | 2 | 3 | 4 },
  };
  const key = `uploads/${id}`;
  const name = (data: Buffer, width: number, ext: string) =>
    `${key}/${createHash("sha256").update(data).digest("hex").slice(0, 16)}-${width}.${ext}`;
  const buffers = new Map<string, Buffer>();
  const variants: ImageVariant[] = [];
  const widths = [...new Set(WEBP_WIDTHS.map((w) => Math.min(w, base.info.width)))];
  for (const w of widths) {
    const { data, info } = await sharp(base.data, raw)
      .resize({ width: w, withoutEnlargement: true })
      .webp(enc.webp)
      .toBuffer({ resolveWithObject: true });
    const file = name(data, info.width, "webp");
    buffers.set(file, data);
    variants.push({ width: info.width, height: info.height, format: "webp", file });
  }
  const jpeg = await sharp(base.data, raw)
    .resize({ width: Math.min(JPEG_WIDTH, base.info.width), withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg(enc.jpeg)
    .toBuffer({ resolveWithObject: true });
  const primary = name(jpeg.data, jpeg.info.width, "jpg");
  buffers.set(primary, jpeg.data);
  variants.push({ width: jpeg.info.width, height: jpeg.info.height, format: "jpeg", file: primary });
  return { key, width: jpeg.info.width, height: jpeg.info.height, variants, primary, buffers };
}

export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, MEDIA_DIR);
}

/** The store key of a file of an image (`uploads/<id>/<name>` → `media/uploads/<id>/<name>`). */
const storeKey = (file: string) => `${MEDIA_DIR}/${file}`;

/** Every file of one image, a few at a time (each is one put, a network round trip on S3). */
async function putFiles(store: MediaStore, prefix: string, image: ProcessedImage): Promise<void> {
  const files = [...image.buffers];
  for (let i = 0; i < files.length; i += 4) {
    // Settled, not raced: when one put fails the others have finished before anyone cleans up.
    const results = await Promise.allSettled(
      files.slice(i, i + 4).map(([file, data]) => store.put(`${prefix}${file}`, data)),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  }
}

/** Writes an image straight into place (seeding); each file via a temporary name and a rename. */
export async function writeProcessedImage(dataDir: string, image: ProcessedImage): Promise<void> {
  await putFiles(mediaStore(dataDir), `${MEDIA_DIR}/`, image);
}

/** Removes an image folder (`uploads/<id>`); refuses anything that is not one. */
export async function removeStoredImage(dataDir: string, key: string): Promise<void> {
  if (!STORED_KEY_PATTERN.test(key)) return;
  await mediaStore(dataDir).deletePrefix(`${storeKey(key)}/`);
}

/** Removes image folders after a commit; a failure is logged, never thrown (the data is consistent). */
export async function removeStoredImages(dataDir: string, keys: string[]): Promise<void> {
  for (const key of keys) {
    await removeStoredImage(dataDir, key).catch((error) =>
      logger.warn("could not remove image files", { key, error }),
    );
  }
}

/**
 * Images of one write, held back until the database transaction commits.
 * `publish()` (called inside the transaction, as its last step) puts them in place;
 * `discard()` (called when anything failed) removes everything already written, so a failed write
 * leaves no file behind. A process killed in between leaves files no row names, which the hourly
 * sweep removes (app/modules/files).
 *
 * Local files: written to a private staging folder first and moved under `uploads/` by `publish()`
 * (a folder rename). S3 (no cheap move): written under their final keys at once, before the
 * transaction, so it stays short; their folder ids are new and unguessable and no row names them
 * until the commit; `publish()` has nothing left to do.
 */
export interface StagedImages {
  publish(): Promise<void>;
  discard(): Promise<void>;
}

export async function stageImages(dataDir: string, images: ProcessedImage[]): Promise<StagedImages> {
  const store = mediaStore(dataDir);
  for (const image of images) {
    if (!STORED_KEY_PATTERN.test(image.key)) throw new Error(`bad image key ${image.key}`);
  }
  const written: string[] = [];
  const removeWritten = async () => {
    for (const key of written) await store.deletePrefix(`${storeKey(key)}/`).catch(() => {});
  };
  const move = store.movePrefix?.bind(store);
  if (!move) {
    try {
      for (const image of images) {
        written.push(image.key);
        await putFiles(store, `${MEDIA_DIR}/`, image);
      }
    } catch (e) {
      await removeWritten();
      throw e;
    }
    return { async publish() {}, discard: removeWritten };
  }

  const staging = `${MEDIA_DIR}/${STAGING_DIR}/${Date.now()}-${randomBytes(6).toString("hex")}/`;
  await sweepStaging(store).catch(() => {});
  try {
    for (const image of images) await putFiles(store, staging, image);
  } catch (e) {
    await store.deletePrefix(staging).catch(() => {});
    throw e;
  }
  return {
    async publish() {
      if (images.length === 0) return;
      for (const image of images) {
        await move(`${staging}${image.key}/`, `${storeKey(image.key)}/`);
        written.push(image.key);
      }
      await store.deletePrefix(staging).catch(() => {});
    },
    async discard() {
      await store.deletePrefix(staging).catch(() => {});
      await removeWritten();
    },
  };
}

/** Staging folders left by a crash are removed after an hour. */
async function sweepStaging(store: MediaStore): Promise<void> {
  const root = `${MEDIA_DIR}/${STAGING_DIR}/`;
  const newest = new Map<string, number>();
  for await (const o of store.list(root)) {
    const folder = o.key.slice(root.length).split("/")[0] ?? "";
    newest.set(folder, Math.max(newest.get(folder) ?? 0, o.modifiedAt.getTime()));
  }
  const cutoff = Date.now() - 3_600_000;
  for (const [folder, at] of newest) {
    if (folder && at < cutoff) await store.deletePrefix(`${root}${folder}/`).catch(() => {});
  }
}

/** `srcset` for the WebP variants, with URLs under `/api/`. */
export function srcsetFor(variants: ImageVariant[]): string {
  return variants
    .filter((v) => v.format === "webp")
    .map((v) => `/api/${v.file} ${v.width}w`)
    .join(", ");
}
