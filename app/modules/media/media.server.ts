import { createHash, randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "../../lib/errors.ts";

/** Public media live under `<DATA_DIR>/media`; `/api/uploads/...` serves `<DATA_DIR>/media/uploads/...`. */
export const MEDIA_DIR = "media";
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;
export const WEBP_WIDTHS = [480, 960, 1600] as const;
/** The JPEG fallback is also the Open Graph image (1200 px wide, the size link previews want). */
export const JPEG_WIDTH = 1200;

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
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The JPEG fallback: what `images[]` of the API names. */
  primary: string;
  buffers: Map<string, Buffer>;
}

const ACCEPTED = new Set(["jpeg", "png", "webp", "avif", "heif"]);

/**
 * Decodes by content (never by name or declared type), auto-rotates, strips all metadata (EXIF,
 * GPS) and renders responsive variants in memory. Nothing touches the disk here.
 */
export async function processImage(
  input: Buffer,
  id = randomBytes(12).toString("hex"),
): Promise<ProcessedImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) {
    throw new AppError("payload_too_large", "Each image must be at most 15 MB.");
  }
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).metadata();
  } catch (e) {
    const msg = String((e as Error).message ?? "");
    if (/pixel limit/i.test(msg))
      throw new AppError("payload_too_large", "Images must be at most 50 megapixels.");
    throw new AppError("unsupported_media_type", "Images must be JPEG, PNG, WebP or AVIF files.");
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === "heif" && meta.compression !== "av1")) {
    throw new AppError("unsupported_media_type", "Images must be JPEG, PNG, WebP or AVIF files.");
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError("payload_too_large", "Images must be at most 50 megapixels.");
  }
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 16);
  const key = `uploads/${id}`;
  let base: Sharp;
  let width: number;
  let height: number;
  try {
    base = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
    const oriented = await base.clone().toBuffer({ resolveWithObject: true });
    width = oriented.info.width;
    height = oriented.info.height;
  } catch {
    throw new AppError("unsupported_media_type", "The image could not be read; it may be damaged.");
  }
  const buffers = new Map<string, Buffer>();
  const variants: ImageVariant[] = [];
  const seen = new Set<number>();
  for (const w of WEBP_WIDTHS) {
    const target = Math.min(w, width);
    if (seen.has(target)) continue;
    seen.add(target);
    const { data, info } = await base
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 76, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const file = `${key}/${hash}-${info.width}.webp`;
    buffers.set(file, data);
    variants.push({ width: info.width, height: info.height, format: "webp", file });
    if (target === width) break;
  }
  const jpeg = await base
    .clone()
    .resize({ width: Math.min(JPEG_WIDTH, width), withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const primary = `${key}/${hash}-${jpeg.info.width}.jpg`;
  buffers.set(primary, jpeg.data);
  variants.push({ width: jpeg.info.width, height: jpeg.info.height, format: "jpeg", file: primary });
  return { key, width, height, variants, primary, buffers };
}

export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, MEDIA_DIR);
}

/** Writes each file to a temporary name and renames it into place, so a reader never sees half a file. */
export async function writeProcessedImage(dataDir: string, image: ProcessedImage): Promise<void> {
  const root = mediaRoot(dataDir);
  for (const [file, data] of image.buffers) {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, target);
  }
}

/** Removes an image folder (`uploads/<id>`); refuses anything that is not one. */
export async function removeStoredImage(dataDir: string, key: string): Promise<void> {
  if (!/^uploads\/[0-9a-f]{24}$/.test(key)) return;
  await rm(path.join(mediaRoot(dataDir), key), { recursive: true, force: true });
}

/** `srcset` for the WebP variants, with URLs under `/api/`. */
export function srcsetFor(variants: ImageVariant[]): string {
  return variants
    .filter((v) => v.format === "webp")
    .map((v) => `/api/${v.file} ${v.width}w`)
    .join(", ");
}
