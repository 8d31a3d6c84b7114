// MEDIA_STORE=s3://…: the built server keeps listing photos and CVs in an S3-compatible bucket
// (s3rver, started here), serves photos from it with the local driver's headers and never exposes a CV.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, ROOT } from "../setup/paths.ts";
import { startS3, type TestS3 } from "../setup/s3.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { client, jpeg, propertyForm, validProperty } from "./api-support.ts";
import { PDF_TYPE, pdfBytes } from "./leads-files.ts";
import { api } from "./leads-helpers.ts";

/** A GET with the path exactly as written (fetch would normalise `..`). */
function rawGet(server: TestServer, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: server.port, path: rawPath }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("latin1") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

interface Rec {
  _id: string;
  images: string[];
  media: { src: string; srcset: string }[];
}

describe.each(DIALECTS)("media in S3-compatible storage [%s]", (dialect) => {
  let s3: TestS3;
  let server: TestServer;
  const prefix = `site-${dialect}`;

  async function objects(under = ""): Promise<string[]> {
    const r = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/${under}` }),
    );
    return (r.Contents ?? []).map((o) => o.Key ?? "").sort();
  }

  beforeAll(async () => {
    s3 = await startS3();
    server = await startServer({
      dialect,
      data: "empty",
      env: { MEDIA_STORE: `s3://${s3.bucket}/${prefix}`, ...s3.env },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  it("stores an uploaded photo in the bucket and serves it with the same caching headers", async () => {
    const admin = client(server, await adminCookie(server));
    const res = await admin.req("/api/realEstate", {
      method: "POST",
      body: propertyForm(validProperty({ name: "S3 stored villa" }), [
        { name: "front.jpg", data: await jpeg(1000, 700) },
      ]),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const rec = (await res.json()) as Rec;
    const src = rec.images.find((i) => i.startsWith("uploads/")) ?? "";
    expect(src).toMatch(/^uploads\/[0-9a-f]{24}\/[0-9a-f]{16}-\d+\.jpg$/);
    const folder = src.split("/").slice(0, 2).join("/");

    // In the bucket, under the prefix; nothing on the local disk.
    const stored = await objects(`media/${folder}/`);
    expect(stored).toContain(`${prefix}/media/${src}`);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(existsSync(path.join(server.dataDir, "media", "uploads"))).toBe(false);

    const photo = await fetch(`${server.url}/api/${src}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(photo.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(photo.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = photo.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(photo.headers.get("last-modified")).toBeTruthy();
    const body = Buffer.from(await photo.arrayBuffer());
    expect(Number(photo.headers.get("content-length"))).toBe(body.length);
    const direct = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/media/${src}` }),
    );
    expect(Buffer.from(await (direct.Body?.transformToByteArray() ?? new Uint8Array())).equals(body)).toBe(
      true,
    );

    // A WebP variant of the srcset, a revalidation, a HEAD.
    const webp = rec.media[0]?.srcset.split(", ")[0]?.split(" ")[0] ?? "";
    const variant = await fetch(`${server.url}${webp}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    const again = await fetch(`${server.url}/api/${src}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toContain("immutable");
    const head = await fetch(`${server.url}/api/${src}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(body.length);

    // Missing files and paths that leave the uploads folder: 404 JSON, never a bucket listing.
    for (const p of [
      `/api/${folder}/nope.jpg`,
      "/api/uploads/0123456789abcdef01234567/nope.jpg",
      "/api/uploads/",
      `/api/uploads/${folder.split("/")[1]}`,
      "/api/uploads/..%2f..%2fprivate%2fcv%2fx.pdf",
      "/api/uploads/%2e%2e/%2e%2e/private/cv/x.pdf",
    ]) {
      const r = await rawGet(server, p);
      expect(r.status, p).toBe(404);
      expect(r.body, p).not.toContain("ListBucketResult");
    }
    const post = await fetch(`${server.url}/api/${src}`, { method: "POST" });
    expect(post.status).toBe(405);

    // Deleting the listing deletes its objects.
    const del = await admin.req(`/api/realEstate/${rec._id}`, { method: "DELETE" });
    expect(del.status).toBeLessThan(300);
    expect(await objects(`media/${folder}/`)).toEqual([]);
    expect((await fetch(`${server.url}/api/${src}`)).status).toBe(404);
  });

  it("keeps a refused write out of the bucket", async () => {
    const admin = client(server, await adminCookie(server));
    const before = await objects("media/");
    const res = await admin.req("/api/realEstate", {
      method: "POST",
      body: propertyForm(validProperty({ name: "Half written", price: "not a price" }), [
        { name: "a.jpg", data: await jpeg(600, 400) },
      ]),
    });
    expect(res.status).toBe(422);
    expect(await objects("media/")).toEqual(before);
  });

  it("keeps CVs private: in the bucket, readable through the admin API only", async () => {
    const secret = pdfBytes("S3-CV-MARKER");
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      name: "Priya Nair",
      email: `priya.${Date.now()}@example.com`,
      phone: "+971 52 111 2233",
      age: "29",
      position: "Real Estate Agent",
      message: "Four years in off-plan sales in Dubai Hills and Business Bay.",
    }))
      fd.set(k, v);
    fd.set("cv", new Blob([new Uint8Array(secret)], { type: PDF_TYPE }), "cv.pdf");
    const res = await api(server).post("/career", fd);
    expect(res.status).toBe(201);
    const rec = (await res.json()) as { _id: string; cv: string };
    expect(await objects("private/cv/")).toEqual([`${prefix}/private/cv/${rec._id}.pdf`]);
    expect(existsSync(path.join(server.dataDir, "private", "cv"))).toBe(false);

    expect((await api(server).get(`/${rec.cv}`)).status).toBe(401);
    for (const p of [
      `/api/uploads/../private/cv/${rec._id}.pdf`,
      `/api/uploads/%2e%2e/private/cv/${rec._id}.pdf`,
    ]) {
      const r = await rawGet(server, p);
      expect(r.status, p).not.toBe(200);
      expect(r.body).not.toContain("S3-CV-MARKER");
    }
    const admin = api(server, await adminCookie(server));
    const dl = await admin.get(`/${rec.cv}`);
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-type")).toBe(PDF_TYPE);
    expect(dl.headers.get("cache-control")).toContain("no-store");
    expect(Buffer.from(await dl.arrayBuffer()).equals(secret)).toBe(true);

    expect((await admin.del(`/career/${rec._id}`)).status).toBeLessThan(300);
    expect(await objects("private/cv/")).toEqual([]);
  });
});

describe("npm run media:migrate", () => {
  let s3: TestS3;
  let server: TestServer;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "media-migrate-"));

  /** Runs the script; not spawnSync: s3rver runs in this process and must keep answering. */
  async function script(args: string[], env: Record<string, string>): Promise<Record<string, number>> {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...s3.env, LOG_LEVEL: "warn", ...env },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c;
    });
    child.stderr.on("data", (c: Buffer) => {
      err += c;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code, err).toBe(0);
    return JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as Record<string, number>;
  }
  const migrate = (from: string, to: string, dataDir: string) =>
    script(["scripts/media-migrate.ts", "--from", from, "--to", to], { DATA_DIR: dataDir });

  beforeAll(async () => {
    s3 = await startS3();
    // The demo site: its photos and CVs on the local disk.
    server = await startServer({ dialect: "sqlite" });
    // Only the first listings' photos stay (and every CV): the demo's ~2,100 media files, copied
    // three times through the in-process S3 server, cost this suite most of a minute of CPU, and a
    // hundred files show the same.
    const first = (await (await fetch(`${server.url}/api/realEstate?pageSize=5`)).json()) as Rec[];
    const keep = new Set(first.flatMap((p) => p.images).map((src) => src.split("/")[1]));
    expect(keep.size).toBeGreaterThan(2);
    const uploads = path.join(server.dataDir, "media", "uploads");
    for (const dir of readdirSync(uploads))
      if (!keep.has(dir)) rmSync(path.join(uploads, dir), { recursive: true, force: true });
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it("copies local media to S3, copies nothing the second time, and the site runs from the bucket", async () => {
    const first = await migrate("file:", `s3://${s3.bucket}/moved`, server.dataDir);
    expect(first.copied).toBeGreaterThan(10);
    expect(first.skipped).toBe(0);
    expect(first.failed).toBe(0);
    const again = await migrate("file:", `s3://${s3.bucket}/moved`, server.dataDir);
    expect(again).toMatchObject({ copied: 0, skipped: first.copied, failed: 0 });

    // An interrupted run: what is missing at the destination is all that is copied.
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "moved/private/cv/" }),
    );
    const cv = listed.Contents?.[0]?.Key ?? "";
    expect(cv).toMatch(/^moved\/private\/cv\/[0-9a-f]{24}\.pdf$/);
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: cv }));
    expect(await migrate("file:", `s3://${s3.bucket}/moved`, server.dataDir)).toMatchObject({
      copied: 1,
      failed: 0,
    });

    // And back: a fresh data folder filled from the bucket holds the same files.
    const back = await migrate(`s3://${s3.bucket}/moved`, `file:${tmp}`, server.dataDir);
    expect(back.copied).toBe(first.copied);

    // The same site, now started on the bucket, serves a listing photo from it.
    const list = (await (await fetch(`${server.url}/api/realEstate?pageSize=5`)).json()) as Rec[];
    const src = list.flatMap((p) => p.images).find((s) => s.startsWith("uploads/")) ?? "";
    expect(src).not.toBe("");
    await server.kill();
    const onS3 = await startServer({
      dialect: "sqlite",
      reuse: { dataDir: server.dataDir, databaseUrl: server.databaseUrl },
      env: { MEDIA_STORE: `s3://${s3.bucket}/moved`, ...s3.env, SEED_DEMO: "false" },
    });
    try {
      rmSync(path.join(server.dataDir, "media"), { recursive: true, force: true });
      rmSync(path.join(server.dataDir, "private"), { recursive: true, force: true });
      // A backup reads the files from the bucket.
      const backup = await script(["scripts/backup.ts", "--out", path.join(tmp, "backup")], {
        DATA_DIR: server.dataDir,
        MEDIA_STORE: `s3://${s3.bucket}/moved`,
      });
      expect(backup.files).toBe(first.copied);
      const photo = await fetch(`${onS3.url}/api/${src}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/jpeg");
    } finally {
      await onS3.kill();
    }
  }, 240_000);
});
