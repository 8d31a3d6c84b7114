/**
 * A disk cache of processed demo photographs, keyed by content: the hash of the scene's SVG, how it
 * is rasterised and a fingerprint of the media pipeline (`processImage` run on a small probe, so a
 * change of widths, formats, quality or libvips changes every key). A hit skips drawing and
 * encoding; every entry is checked against the content hashes in its file names before use. The
 * cache is an optimisation only: any error reading or writing it falls back to drawing.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { type ImageVariant, type ProcessedImage, processImage } from "../modules/media/media.server.ts";

/** Where the cache lives by default: beside the other tools' caches, outside every data folder. */
export function defaultPhotoCacheDir(): string | null {
  const modules = path.resolve("node_modules");
  return existsSync(modules) ? path.join(modules, ".cache", "demo-photos") : null;
}

/** Entries unused for this long are removed when a seed finishes. */
const MAX_AGE_MS = 30 * 86_400_000;
const TEMPLATE_KEY = "uploads/template";

interface Meta {
  width: number;
  height: number;
  primary: string;
  variants: ImageVariant[];
}

/** What `processImage` does today, as a hash of what it makes of a small fixed probe. */
export async function pipelineFingerprint(): Promise<string> {
  const width = 1600;
  const height = 6;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 251;
  const probe = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const out = await processImage(probe, "0".repeat(24), "The probe", "draft");
  return createHash("sha256")
    .update(JSON.stringify({ sharp: sharp.versions, variants: out.variants, primary: out.primary }))
    .digest("hex");
}

export function cacheKey(fingerprint: string, render: string, svg: string): string {
  return createHash("sha256")
    .update(fingerprint)
    .update("\0")
    .update(render)
    .update("\0")
    .update(svg)
    .digest("hex");
}

const hashOk = (file: string, data: Buffer) =>
  path.basename(file).startsWith(`${createHash("sha256").update(data).digest("hex").slice(0, 16)}-`);

/** The processed image stored under `key` (its files below `uploads/template`), or null. */
export async function readCached(dir: string, key: string): Promise<ProcessedImage | null> {
  try {
    const entry = path.join(dir, key);
    const meta = JSON.parse(await readFile(path.join(entry, "meta.json"), "utf8")) as Meta;
    const buffers = new Map<string, Buffer>();
    for (const v of meta.variants) {
      const data = await readFile(path.join(entry, path.basename(v.file)));
      if (!hashOk(v.file, data)) return null;
      buffers.set(`${TEMPLATE_KEY}/${path.basename(v.file)}`, data);
    }
    const now = new Date();
    await utimes(entry, now, now).catch(() => {});
    const move = (file: string) => `${TEMPLATE_KEY}/${path.basename(file)}`;
    return {
      key: TEMPLATE_KEY,
      width: meta.width,
      height: meta.height,
      primary: move(meta.primary),
      variants: meta.variants.map((v) => ({ ...v, file: move(v.file) })),
      buffers,
    };
  } catch {
    return null;
  }
}

/** Stores a processed image under `key`: written aside, then renamed into place in one step. */
export async function writeCached(dir: string, key: string, image: ProcessedImage): Promise<void> {
  const tmp = path.join(dir, `.tmp-${randomBytes(6).toString("hex")}`);
  try {
    await mkdir(tmp, { recursive: true });
    const prefix = `${image.key}/`;
    const files = [...image.buffers.keys()];
    if (!files.every((f) => f.startsWith(prefix))) return;
    for (const [file, data] of image.buffers) await writeFile(path.join(tmp, path.basename(file)), data);
    const meta: Meta = {
      width: image.width,
      height: image.height,
      primary: path.basename(image.primary),
      variants: image.variants.map((v) => ({ ...v, file: path.basename(v.file) })),
    };
    await writeFile(path.join(tmp, "meta.json"), JSON.stringify(meta));
    await rename(tmp, path.join(dir, key));
  } catch {
    // another seed stored it first, or the folder is read-only: either way nothing to do
  } finally {
    await rm(tmp, { recursive: true, force: true }).catch(() => {});
  }
}

/** Removes entries that no seed has used for a month (drawings change; old keys pile up). */
export async function pruneCache(dir: string): Promise<void> {
  try {
    const now = Date.now();
    for (const name of await readdir(dir)) {
      const entry = path.join(dir, name);
      const s = await stat(entry);
      if (now - s.mtimeMs > (name.startsWith(".tmp-") ? 3_600_000 : MAX_AGE_MS))
        await rm(entry, { recursive: true, force: true });
    }
  } catch {
    // an optimisation only
  }
}
