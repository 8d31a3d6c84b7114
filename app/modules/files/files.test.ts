import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { propertyTestRow } from "../properties/property.test-rows.ts";
import { sweepUnreferencedFiles } from "./files.service.server.ts";

const hex = (c: string) => c.repeat(24);
const TWO_HOURS_AGO = (Date.now() - 2 * 3_600_000) / 1000;

function file(p: string, old: boolean): string {
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, "x");
  if (old) utimesSync(p, TWO_HOURS_AGO, TWO_HOURS_AGO);
  return p;
}
function folder(p: string, old: boolean): string {
  file(path.join(p, "a-480.webp"), old);
  if (old) utimesSync(p, TWO_HOURS_AGO, TWO_HOURS_AGO);
  return p;
}

async function insertRows(db: Db, imageKey: string, cvKey: string) {
  const at = new Date().toISOString();
  await db.db
    .insertInto("properties")
    .values(
      propertyTestRow({
        id: hex("1"),
        name: "Sweep test",
        description: "A listing whose image folder is referenced.",
        price: 1,
      }),
    )
    .execute();
  await db.db
    .insertInto("property_images")
    .values({
      id: hex("2"),
      property_id: hex("1"),
      position: 0,
      url: null,
      storage_key: imageKey,
      alt: "",
      width: 1,
      height: 1,
      variants: null,
      created_at: at,
    })
    .execute();
  await db.db
    .insertInto("career_applications")
    .values({
      id: hex("3"),
      name: "Applicant",
      email: "a@example.com",
      phone: "+971500000000",
      age: 30,
      position: "Agent",
      message: "",
      status: "",
      cv_key: cvKey,
      cv_name: "cv.pdf",
      cv_type: "application/pdf",
      read_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

describe.each(TEST_DIALECTS)("sweeping files no row refers to [%s]", (dialect) => {
  let t: Awaited<ReturnType<typeof freshDb>>;
  beforeAll(async () => {
    t = await freshDb(dialect);
    await insertRows(t.db, `uploads/${hex("a")}`, `cv/${hex("c")}.pdf`);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("removes old orphans, staging folders and temporary files; keeps referenced and recent files", async () => {
    const media = path.join(t.dataDir, "media");
    const cv = path.join(t.dataDir, "private", "cv");
    const kept = [
      folder(path.join(media, "uploads", hex("a")), true),
      folder(path.join(media, "uploads", hex("d")), false),
      folder(path.join(media, "uploads", "not-an-image-key"), true),
      folder(path.join(media, ".staging", "recent-write"), false),
      file(path.join(cv, `${hex("c")}.pdf`), true),
      file(path.join(cv, `${hex("f")}.pdf`), false),
    ];
    const removed = [
      folder(path.join(media, "uploads", hex("b")), true),
      file(path.join(media, "uploads", hex("a"), "0123456789abcdef-480.webp.0123456789ab.tmp"), true),
      folder(path.join(media, ".staging", "crashed-write"), true),
      file(path.join(cv, `${hex("e")}.pdf`), true),
      file(path.join(cv, `${hex("9")}.docx.abcdefabcdef.tmp`), true),
    ];
    // Listing a folder's files touches nothing; the referenced folder stays old.
    utimesSync(path.join(media, "uploads", hex("a")), TWO_HOURS_AGO, TWO_HOURS_AGO);
    const result = await sweepUnreferencedFiles(t.db.db, t.dataDir);
    expect(result).toEqual({ staging: 1, images: 1, cvs: 1, temporary: 2 });
    for (const p of kept) expect(existsSync(p), p).toBe(true);
    for (const p of removed) expect(existsSync(p), p).toBe(false);
    // A second sweep finds nothing more.
    expect(await sweepUnreferencedFiles(t.db.db, t.dataDir)).toEqual({
      staging: 0,
      images: 0,
      cvs: 0,
      temporary: 0,
    });
  });

  it("deletes nothing when most files are unreferenced (the wrong database)", async () => {
    const uploads = path.join(t.dataDir, "media", "uploads");
    const many = Array.from({ length: 30 }, (_, i) =>
      folder(path.join(uploads, i.toString(16).padStart(24, "0")), true),
    );
    const result = await sweepUnreferencedFiles(t.db.db, t.dataDir);
    expect(result.images).toBe(0);
    for (const p of many) expect(existsSync(p)).toBe(true);
  });
});
