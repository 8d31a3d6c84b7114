import { request as httpRequest } from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import {
  assertNoInternals,
  type Client,
  client,
  jpeg,
  mediaFiles,
  pixelFloodPng,
  propertyForm,
  queryDb,
  validProperty,
} from "./api-support.ts";

interface Rec {
  _id: string;
  images: string[];
  media: { src: string; width: number | null; height: number | null; srcset: string }[];
}

/** A raw request with a declared Content-Length and no body: what a client about to upload sends. */
function declaredLength(server: TestServer, p: string, length: number, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${p}`,
      { method: "POST", headers: { ...headers, "content-length": String(length) } },
      (res) => {
        let body = "";
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.write("x");
    // Do not send the rest: a well-behaved server answers without waiting for it.
  });
}

describe.each(DIALECTS)("image uploads [%s]", (dialect) => {
  let server: TestServer;
  let admin: Client;

  beforeAll(async () => {
    server = await startServer({ dialect, data: "empty" });
    admin = client(server, await adminCookie(server));
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Posts a property whose second image is `bad`; asserts the status and that nothing was kept. */
  async function rejected(bad: { name: string; type?: string; data: Uint8Array }, status: number) {
    const filesBefore = mediaFiles(server);
    const rowsBefore = await queryDb(server, "select id from properties order by id");
    const form = propertyForm(validProperty({ name: `Rejected ${bad.name}` }), [
      { name: "good.jpg", data: await jpeg(900, 600) },
      bad,
    ]);
    const res = await admin.req("/api/realEstate", { method: "POST", body: form });
    const text = await res.text();
    expect(res.status, text).toBe(status);
    assertNoInternals(text);
    expect(mediaFiles(server).filter((f) => !f.startsWith(".staging"))).toEqual(
      filesBefore.filter((f) => !f.startsWith(".staging")),
    );
    expect(mediaFiles(server).filter((f) => f.startsWith(".staging"))).toEqual([]);
    expect(await queryDb(server, "select id from properties order by id")).toEqual(rowsBefore);
    return JSON.parse(text) as { error: { code: string; message: string } };
  }

  it("refuses a .jpg that is really HTML (415) and keeps nothing", async () => {
    const html = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    const body = await rejected({ name: "photo.jpg", type: "image/jpeg", data: html }, 415);
    expect(body.error.code).toBe("unsupported_media_type");
    expect(body.error.message).toMatch(/Image 2/);
  });

  it("refuses SVG, GIF and TIFF, whatever their name (415)", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await rejected({ name: "vector.png", type: "image/png", data: svg }, 415);
    const gif = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .gif()
        .toBuffer(),
    );
    await rejected({ name: "anim.jpg", data: gif }, 415);
    const tiff = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .tiff()
        .toBuffer(),
    );
    await rejected({ name: "scan.jpg", data: tiff }, 415);
  });

  it("refuses a truncated image (415)", async () => {
    const full = await jpeg(1200, 900);
    await rejected({ name: "cut.jpg", data: full.subarray(0, 600) }, 415);
  });

  it("refuses a file over 15 MB (413)", async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const body = await rejected({ name: "huge.jpg", data: big }, 413);
    expect(body.error.code).toBe("payload_too_large");
  });

  it("refuses a pixel-flood PNG whose header claims 20000×20000 (413) without decoding it", async () => {
    const bomb = pixelFloodPng(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(200_000);
    const t = performance.now();
    const body = await rejected({ name: "tiny.png", type: "image/png", data: bomb }, 413);
    expect(body.error.message).toMatch(/megapixels/);
    expect(performance.now() - t).toBeLessThan(10_000);
  });

  it("refuses a body declared larger than the limit before reading it (413)", async () => {
    const json = await declaredLength(server, "/api/realEstate", 5 * 1024 * 1024, {
      cookie: admin.cookie,
      origin: server.url,
      "content-type": "application/json",
    });
    expect(json.status).toBe(413);
    const multipart = await declaredLength(server, "/api/realEstate", 2 * 1024 * 1024 * 1024, {
      cookie: admin.cookie,
      origin: server.url,
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(multipart.status).toBe(413);
    expect(JSON.parse(multipart.body).error.code).toBe("payload_too_large");
    // The server is still fine afterwards.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("stores an upload under its own hashed name whatever the file name (path traversal)", async () => {
    const before = new Set(mediaFiles(server));
    const form = propertyForm(validProperty({ name: "Traversal" }), [
      { name: "../../../../etc/passwd.jpg", data: await jpeg(300, 200) },
      { name: "..\\..\\site.db", data: await jpeg(300, 200) },
    ]);
    const res = await admin.req("/api/realEstate", { method: "POST", body: form });
    expect(res.status).toBe(201);
    const rec = (await res.json()) as Rec;
    const added = mediaFiles(server).filter((f) => !before.has(f));
    expect(added.length).toBeGreaterThan(0);
    for (const f of added) expect(f).toMatch(/^uploads\/[0-9a-f]{24}\/[0-9a-f]{16}-\d+\.(jpg|webp)$/);
    for (const p of rec.images) expect(p).not.toMatch(/passwd|\.\.|site\.db/);
    // And nothing escapes the media folder through the URL either.
    for (const p of [
      "/api/uploads/..%2f..%2fsite.db",
      "/api/uploads/%2e%2e/%2e%2e/site.db",
      "/api/uploads/../.session-secret",
    ]) {
      const r = await fetch(`${server.url}${p}`);
      expect(r.status, p).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(await r.text()).not.toMatch(/SQLite|secret/i);
    }
  });

  it("auto-rotates, strips EXIF/GPS, records width and height, and makes responsive variants", async () => {
    // 600×400 stored with EXIF orientation 6 (rotate 90°): displays as 400×600.
    const photo = await jpeg(600, 400, { orientation: 6, exif: true });
    const meta = await sharp(photo).metadata();
    expect(meta.exif).toBeDefined();
    const form = propertyForm(validProperty({ name: "Rotated" }), [{ name: "phone.jpg", data: photo }]);
    const res = await admin.req("/api/realEstate", { method: "POST", body: form });
    expect(res.status).toBe(201);
    const rec = (await res.json()) as Rec;
    expect(rec.media[0]).toMatchObject({ width: 400, height: 600 });
    const urls = [rec.media[0].src, ...rec.media[0].srcset.split(", ").map((s) => s.split(" ")[0])];
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const r = await fetch(`${server.url}${url}`);
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const m = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
      expect(m.exif, url).toBeUndefined();
      expect(m.orientation ?? 1).toBe(1);
      expect(m.height).toBeGreaterThan(m.width ?? 0);
    }
    const fileOnDisk = path.join(server.dataDir, "media", rec.images[0]);
    expect((await sharp(fileOnDisk).metadata()).exif).toBeUndefined();
  });

  it("accepts PNG, WebP and AVIF by content, whatever the declared type", async () => {
    const base = sharp({ create: { width: 320, height: 240, channels: 3, background: "#3a6" } });
    const files = [
      {
        name: "a.bin",
        type: "application/octet-stream",
        data: new Uint8Array(await base.clone().png().toBuffer()),
      },
      { name: "b.jpg", type: "image/jpeg", data: new Uint8Array(await base.clone().webp().toBuffer()) },
      { name: "c.png", type: "image/png", data: new Uint8Array(await base.clone().avif().toBuffer()) },
    ];
    const res = await admin.req("/api/realEstate", {
      method: "POST",
      body: propertyForm(validProperty({ name: "Formats" }), files),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const rec = (await res.json()) as Rec;
    expect(rec.media.map((m) => [m.width, m.height])).toEqual([
      [320, 240],
      [320, 240],
      [320, 240],
    ]);
  });

  it("refuses more than 40 images (422)", async () => {
    const images = Array.from({ length: 41 }, (_, i) => `https://images.example.com/${i}.jpg`);
    const res = await admin.req("/api/realEstate", {
      method: "POST",
      body: propertyForm(validProperty({ name: "Too many" }), images),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.images).toMatch(
      /40/,
    );
  });

  it("serves media with a safe content type and no way to run scripts", async () => {
    const form = propertyForm(validProperty({ name: "Headers" }), [
      { name: "h.jpg", data: await jpeg(200, 200) },
    ]);
    const rec = (await (await admin.req("/api/realEstate", { method: "POST", body: form })).json()) as Rec;
    const r = await fetch(`${server.url}${rec.media[0].src}`);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("content-security-policy")).toMatch(/sandbox/);
    const post = await fetch(`${server.url}${rec.media[0].src}`, { method: "POST" });
    expect(post.status).toBe(405);
    const missing = await fetch(`${server.url}/api/uploads/0123456789abcdef01234567/nope.jpg`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
