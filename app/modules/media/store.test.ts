import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, S3_CREDENTIALS, type TestS3 } from "../../../tests/setup/s3.ts";
import { parseMediaStore } from "../../lib/env.server.ts";
import { LocalStore, type MediaStore, readObject, S3Store } from "./store.server.ts";

async function keys(store: MediaStore, prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const o of store.list(prefix)) out.push(o.key);
  return out.sort();
}

const jpg = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3, 4, 5]);
const ID = "0123456789abcdef01234567";

/** The contract every driver keeps; run against a temp folder and against an S3 server. */
function contract(name: string, make: () => Promise<{ store: MediaStore; cleanup: () => Promise<void> }>) {
  describe(`MediaStore contract: ${name}`, () => {
    let store: MediaStore;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await make());
    });
    afterAll(async () => {
      await cleanup?.();
    });

    it("puts and gets an object as a stream with its size and content type", async () => {
      await store.put(`media/uploads/${ID}/a-480.jpg`, jpg);
      const o = await store.get(`media/uploads/${ID}/a-480.jpg`);
      expect(o).not.toBeNull();
      expect(o?.size).toBe(jpg.length);
      expect(o?.contentType).toBe("image/jpeg");
      expect(o?.etag).toMatch(/^(W\/)?".+"$/);
      const chunks: Buffer[] = [];
      for await (const c of o?.body ?? []) chunks.push(Buffer.from(c as Uint8Array));
      expect(Buffer.concat(chunks)).toEqual(jpg);
      expect(await readObject(store, `media/uploads/${ID}/a-480.jpg`)).toEqual(jpg);
    });

    it("heads an object; a missing one is null for head and get", async () => {
      await store.put(`media/uploads/${ID}/b-960.webp`, Buffer.from("webp bytes"));
      const h = await store.head(`media/uploads/${ID}/b-960.webp`);
      expect(h?.size).toBe(10);
      expect(h?.contentType).toBe("image/webp");
      expect(h?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 600_000);
      expect(await store.head(`media/uploads/${ID}/missing.jpg`)).toBeNull();
      expect(await store.get(`media/uploads/${ID}/missing.jpg`)).toBeNull();
      expect(await store.get(`media/uploads/${ID}`)).toBeNull();
    });

    it("replaces an object put again under the same key", async () => {
      await store.put("private/cv/x.pdf", Buffer.from("one"));
      await store.put("private/cv/x.pdf", Buffer.from("second"));
      expect((await readObject(store, "private/cv/x.pdf"))?.toString()).toBe("second");
      expect((await store.head("private/cv/x.pdf"))?.contentType).toBe("application/pdf");
    });

    it("lists by prefix, with sizes, and nothing outside it", async () => {
      await store.put(`media/uploadsX/${ID}/c.jpg`, jpg);
      await store.put(`media/uploads/${ID}/deep/d.jpg`, jpg);
      const listed: Record<string, number> = {};
      for await (const o of store.list("media/uploads/")) listed[o.key] = o.size;
      expect(listed).toEqual({
        [`media/uploads/${ID}/a-480.jpg`]: jpg.length,
        [`media/uploads/${ID}/b-960.webp`]: 10,
        [`media/uploads/${ID}/deep/d.jpg`]: jpg.length,
      });
      expect(await keys(store, "media/nothing-here/")).toEqual([]);
    });

    it("deletes one object, and a whole prefix; deleting what is absent is fine", async () => {
      await store.delete(`media/uploadsX/${ID}/c.jpg`);
      await store.delete(`media/uploadsX/${ID}/c.jpg`);
      expect(await store.head(`media/uploadsX/${ID}/c.jpg`)).toBeNull();
      await store.put(`media/uploads/${"f".repeat(24)}/keep.jpg`, jpg);
      await store.deletePrefix(`media/uploads/${ID}/`);
      await store.deletePrefix(`media/uploads/${ID}/`);
      expect(await keys(store, "media/uploads/")).toEqual([`media/uploads/${"f".repeat(24)}/keep.jpg`]);
      expect((await keys(store, "private/")).length).toBe(1);
    });

    it("refuses keys that could leave the store", async () => {
      for (const bad of ["../site.db", "/etc/passwd", "media//x", "media/../../x", "media/a b", ""]) {
        await expect(store.put(bad, jpg), bad).rejects.toThrow(/storage key/);
        await expect(store.get(bad), bad).rejects.toThrow(/storage key/);
      }
      await expect(store.deletePrefix("media")).rejects.toThrow(/prefix/);
    });
  });
}

contract("LocalStore", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "store-test-"));
  return { store: new LocalStore(dir), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});

let s3: TestS3 | undefined;
const s3Store = (prefix: string) =>
  new S3Store({
    bucket: s3?.bucket ?? "",
    prefix,
    endpoint: s3?.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });

contract("S3Store (s3rver)", async () => {
  s3 = await startS3();
  return { store: s3Store("site/a"), cleanup: async () => {} };
});

describe("drivers' specifics", () => {
  afterAll(async () => {
    await s3?.stop();
  });

  it("LocalStore keeps today's layout under DATA_DIR, CVs readable by the owner only", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "store-test-"));
    try {
      const store = new LocalStore(dir);
      await store.put(`media/uploads/${ID}/a.jpg`, jpg);
      await store.put(`private/cv/${ID}.pdf`, Buffer.from("%PDF"));
      expect(statSync(path.join(dir, "media", "uploads", ID, "a.jpg")).size).toBe(jpg.length);
      expect(statSync(path.join(dir, "private", "cv", `${ID}.pdf`)).mode & 0o777).toBe(0o600);
      await store.movePrefix(`media/uploads/${ID}/`, `media/uploads/${"e".repeat(24)}/`);
      expect(await keys(store, "media/uploads/")).toEqual([`media/uploads/${"e".repeat(24)}/a.jpg`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("S3Store puts every key under its prefix and sees nothing of another prefix", async () => {
    const a = s3Store("site/a");
    const b = s3Store("site/b/");
    await b.put(`media/uploads/${ID}/z.jpg`, jpg);
    const raw = await s3?.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "site/b/" }));
    expect(raw?.Contents?.map((o) => o.Key)).toEqual([`site/b/media/uploads/${ID}/z.jpg`]);
    expect(await keys(a, "media/uploads/")).not.toContain(`media/uploads/${ID}/z.jpg`);
    expect(b.description).toBe(`s3://${s3?.bucket}/site/b/`);
    expect((b as MediaStore).movePrefix).toBeUndefined();
  });

  it("lists past a page of 1000 keys and deletes them all by prefix", async () => {
    const store = s3Store("many");
    const names = Array.from({ length: 1005 }, (_, i) => `media/uploads/${ID}/${i}.jpg`);
    for (let i = 0; i < names.length; i += 50)
      await Promise.all(names.slice(i, i + 50).map((k) => store.put(k, Buffer.from("x"))));
    expect((await keys(store, "media/uploads/")).length).toBe(1005);
    await store.deletePrefix("media/uploads/");
    expect(await keys(store, "media/uploads/")).toEqual([]);
  });
});

describe("MEDIA_STORE", () => {
  it("is local by default and for file:, a bucket and prefix for s3://", () => {
    expect(parseMediaStore(undefined)).toEqual({ kind: "local" });
    expect(parseMediaStore("file:")).toEqual({ kind: "local" });
    expect(parseMediaStore("file:/srv/old-data")).toEqual({ kind: "local", dir: "/srv/old-data" });
    expect(parseMediaStore("s3://agency-media")).toEqual({ kind: "s3", bucket: "agency-media", prefix: "" });
    expect(parseMediaStore("s3://agency-media/site/prod/")).toEqual({
      kind: "s3",
      bucket: "agency-media",
      prefix: "site/prod",
    });
  });

  it("stops the start with a clear message for anything else", async () => {
    const { loadEnv } = await import("../../lib/env.server.ts");
    const dir = mkdtempSync(path.join(os.tmpdir(), "store-env-"));
    try {
      for (const bad of [
        "s3:/bucket",
        "S3://Bucket",
        "s3://a",
        "https://bucket.s3.amazonaws.com",
        "s3://b-1/../x",
      ]) {
        expect(() => loadEnv({ DATA_DIR: dir, MEDIA_STORE: bad }), bad).toThrow(/MEDIA_STORE: /);
      }
      expect(() => loadEnv({ DATA_DIR: dir, MEDIA_S3_ENDPOINT: "localhost:9000" })).toThrow(
        /MEDIA_S3_ENDPOINT/,
      );
      expect(loadEnv({ DATA_DIR: dir, MEDIA_STORE: "s3://agency-media/x" }).MEDIA_STORE).toEqual({
        kind: "s3",
        bucket: "agency-media",
        prefix: "x",
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
