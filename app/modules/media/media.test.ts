import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { processImage, removeStoredImage, sniffImageType, srcsetFor, stageImages } from "./media.server.ts";
import { failure } from "../../lib/test-failure.ts";

const solid = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#8a6" } });

describe("media pipeline", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("sniffs JPEG, PNG, WebP and AVIF by content and nothing else", async () => {
    expect(sniffImageType(await solid(4, 4).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await solid(4, 4).png().toBuffer())).toBe("png");
    expect(sniffImageType(await solid(4, 4).webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await solid(16, 16).avif().toBuffer())).toBe("avif");
    expect(sniffImageType(await solid(4, 4).gif().toBuffer())).toBeNull();
    expect(sniffImageType(await solid(4, 4).tiff().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it("renders WebP variants and a JPEG fallback named by their own hash, without metadata", async () => {
    const input = await solid(2000, 1000)
      .jpeg()
      .withExif({ IFD0: { Make: "Cam", Copyright: "me" } })
      .toBuffer();
    const img = await processImage(input, "0123456789abcdef01234567");
    expect(img.key).toBe("uploads/0123456789abcdef01234567");
    expect(img.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ["webp", 480, 240],
      ["webp", 800, 400],
      ["webp", 960, 480],
      ["webp", 1600, 800],
      ["jpeg", 1200, 600],
    ]);
    expect([img.width, img.height]).toEqual([1200, 600]);
    expect(img.primary).toMatch(/^uploads\/0123456789abcdef01234567\/[0-9a-f]{16}-1200\.jpg$/);
    for (const v of img.variants) {
      const data = img.buffers.get(v.file);
      expect(data).toBeDefined();
      expect((await sharp(data).metadata()).exif).toBeUndefined();
    }
    expect(srcsetFor(img.variants)).toBe(
      img.variants
        .filter((v) => v.format === "webp")
        .map((v) => `/api/${v.file} ${v.width}w`)
        .join(", "),
    );
    // Same input, same names (content-addressed): caching forever is safe.
    const again = await processImage(input, "0123456789abcdef01234567");
    expect(again.variants.map((v) => v.file)).toEqual(img.variants.map((v) => v.file));
  });

  it("refuses non-images (415), files over 15 MB (413) and over 50 megapixels (413)", async () => {
    expect((await failure(processImage(Buffer.from("<html></html>")))).status).toBe(415);
    const big = Buffer.alloc(15 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect((await failure(processImage(big))).status).toBe(413);
    // 8000×7000 = 56 MP: a solid PNG compresses to almost nothing.
    const flood = await solid(8000, 7000).png({ compressionLevel: 9 }).toBuffer();
    expect(flood.byteLength).toBeLessThan(1024 * 1024);
    const e = await failure(processImage(flood));
    expect(e.status).toBe(413);
    expect(e.message).toMatch(/50 megapixels/);
    // A damaged JPEG: right magic bytes, broken data.
    const jpg = await solid(800, 600).jpeg().toBuffer();
    expect((await failure(processImage(jpg.subarray(0, 200)))).status).toBe(415);
  });

  it("stages files, publishes them under uploads/ or discards everything", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "media-test-"));
    dirs.push(dataDir);
    const list = (d: string) =>
      readdirSync(path.join(dataDir, "media", d), { recursive: true })
        .map(String)
        .sort();
    const a = await processImage(await solid(500, 400).jpeg().toBuffer());
    const staged = await stageImages(dataDir, [a]);
    expect(() => list("uploads")).toThrow();
    await staged.publish();
    expect(list("uploads").filter((f) => f.includes("."))).toHaveLength(a.buffers.size);
    expect(list(".staging")).toEqual([]);
    const b = await processImage(await solid(300, 300).png().toBuffer());
    const s2 = await stageImages(dataDir, [b]);
    await s2.publish();
    await s2.discard();
    expect(list("uploads").some((f) => f.startsWith(b.key.split("/")[1]))).toBe(false);
    await removeStoredImage(dataDir, a.key);
    expect(list("uploads")).toEqual([]);
    // Only image folders can be removed.
    await removeStoredImage(dataDir, "../..");
    expect(readdirSync(dataDir)).toContain("media");
  });
});
