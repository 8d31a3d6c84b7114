// The media module with MEDIA_STORE=s3://… (s3rver): staged writes, deletes and the sweep.
import { existsSync } from "node:fs";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "../../../tests/setup/s3.ts";
import { freshDb } from "../../db/test-db.ts";

let s3: TestS3;
let t: Awaited<ReturnType<typeof freshDb>>;
let media: typeof import("./media.server.ts");
let files: typeof import("../files/files.service.server.ts");

async function objects(under: string): Promise<string[]> {
  const r = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `p/${under}` }));
  return (r.Contents ?? []).map((o) => (o.Key ?? "").slice(2)).sort();
}

const photo = () =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  s3 = await startS3();
  // Read once, at the first use of the configuration (app/lib/env.server.ts).
  Object.assign(process.env, s3.env, { MEDIA_STORE: `s3://${s3.bucket}/p` });
  t = await freshDb("sqlite");
  media = await import("./media.server.ts");
  files = await import("../files/files.service.server.ts");
});
afterAll(async () => {
  await t?.cleanup();
  await s3?.stop();
});

describe("media on S3", () => {
  it("puts staged images under their final keys and deletes them when the write fails", async () => {
    const a = await media.processImage(await photo());
    const staged = await media.stageImages(t.dataDir, [a]);
    expect(await objects(`media/${a.key}/`)).toEqual([...a.buffers.keys()].map((f) => `media/${f}`).sort());
    await staged.discard();
    expect(await objects(`media/${a.key}/`)).toEqual([]);
    // Nothing on the local disk, no staging folder in the bucket.
    expect(existsSync(path.join(t.dataDir, "media"))).toBe(false);
    expect(await objects("media/.staging/")).toEqual([]);
  });

  it("keeps published images, removes them by folder, refuses anything else", async () => {
    const a = await media.processImage(await photo());
    const staged = await media.stageImages(t.dataDir, [a]);
    await staged.publish();
    expect((await objects(`media/${a.key}/`)).length).toBe(a.buffers.size);
    await media.removeStoredImage(t.dataDir, "uploads");
    await media.removeStoredImage(t.dataDir, "../..");
    expect((await objects(`media/${a.key}/`)).length).toBe(a.buffers.size);
    await media.removeStoredImages(t.dataDir, [a.key]);
    expect(await objects("media/")).toEqual([]);
  });

  it("sweeps image folders and CVs no row refers to, once they are old enough", async () => {
    const a = await media.processImage(await photo());
    await media.writeProcessedImage(t.dataDir, a);
    const { writeCv } = await import("../careers/cv-storage.server.ts");
    await writeCv(t.dataDir, `cv/${"c".repeat(24)}.pdf`, Buffer.from("%PDF-1.4"));
    expect(await files.sweepUnreferencedFiles(t.db.db, t.dataDir)).toEqual({
      staging: 0,
      images: 0,
      cvs: 0,
      temporary: 0,
    });
    const later = Date.now() + 2 * 3_600_000;
    expect(await files.sweepUnreferencedFiles(t.db.db, t.dataDir, { now: later })).toEqual({
      staging: 0,
      images: 1,
      cvs: 1,
      temporary: 0,
    });
    expect(await objects("")).toEqual([]);
  });
});
