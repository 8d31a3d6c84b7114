import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { AppError } from "../../lib/errors.ts";
import { writeRequestFromForm, writeRequestFromJson } from "../../web/property-body.server.ts";
import type { PropertyWriteRequest } from "./property.write-request.ts";
import { PropertyFieldsSchema, pricePerYear, splitList } from "./property.schema.ts";
import { getProperty } from "./property.service.server.ts";
import { createProperty, deleteProperty, updateProperty } from "./property.write.server.ts";
import { failure } from "../../lib/test-failure.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";
import { listingFields } from "./property.test-fixtures.ts";

const ADMIN = TEST_ADMIN;

const fields = (over: Record<string, unknown> = {}) =>
  listingFields({ status: "approved", propertyStatus: "offPlan", ...over });

const files = (dir: string): string[] => {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[] = [];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
};

async function jpegFile(name: string, w = 640, h = 480): Promise<File> {
  const buf = await sharp({ create: { width: w, height: h, channels: 3, background: "#a87" } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(buf)], name, { type: "image/jpeg" });
}

describe("property write input", () => {
  it("splits list fields: repeated values are items, one value is comma-separated", () => {
    expect(splitList("a, b ,,c ")).toEqual(["a", "b", "c"]);
    expect(splitList(["a, b"])).toEqual(["a", "b"]);
    expect(splitList(["x, y", "z"])).toEqual(["x, y", "z"]);
    expect(splitList(["", " q "])).toEqual(["q"]);
    expect(splitList(undefined)).toEqual([]);
  });

  it("reads a form: scalars once, lists repeated, images in order with parallel alts, empty file parts ignored", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields())) form.append(k, v);
    form.append("name", "second value ignored");
    form.append("features", "Pool");
    form.append("features", "Gym");
    const file = await jpegFile("a.jpg");
    form.append("images", file);
    form.append("imageAlts", "First");
    form.append("images", new File([], "", { type: "application/octet-stream" }));
    form.append("imageAlts", "ignored with its empty part");
    form.append("images", "https://img.example.com/b.jpg");
    form.append("imageAlts", "");
    form.append("unknownField", "dropped");
    const req = writeRequestFromForm(form);
    expect(req.fields.name).toBe("Creek Vista 1BR");
    expect(req.fields.features).toEqual(["Pool", "Gym"]);
    expect(req.fields).not.toHaveProperty("unknownField");
    expect(req.images?.map((i) => [i.kind, i.alt])).toEqual([
      ["file", "First"],
      ["ref", null],
    ]);
    // No images field at all, or only empty parts: "not sent".
    const none = new FormData();
    none.append("images", new File([], ""));
    expect(writeRequestFromForm(none).images).toBeUndefined();
  });

  it("reads JSON: images as strings only", () => {
    expect(writeRequestFromJson({ ...fields(), images: "https://x.example/a.jpg" }).images).toHaveLength(1);
    expect(writeRequestFromJson(fields()).images).toBeUndefined();
    expect(() => writeRequestFromJson({ images: [{ src: "x" }] })).toThrow(AppError);
    expect(() => writeRequestFromJson([1])).toThrow(AppError);
  });

  it("validates the fields like the API promises", () => {
    const ok = PropertyFieldsSchema.safeParse(
      fields({ bedrooms: "", square: "1,250", addedOn: "2024-02-29" }),
    );
    expect(ok.success && ok.data).toMatchObject({
      price: 1_250_000,
      bedrooms: null,
      square: 1250,
      addedOn: "2024-02-29",
    });
    const bad = PropertyFieldsSchema.safeParse(
      fields({ addedOn: "2023-02-29", price: "-3", type: "NewProject", display: "view" }),
    );
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(bad.error.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(["addedOn", "price"]));
    }
  });
});

describe("rent frequency and cheques", () => {
  const parse = (over: Record<string, unknown>) => PropertyFieldsSchema.safeParse(fields(over));
  const problems = (over: Record<string, unknown>) => {
    const r = parse(over);
    return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
  };

  it("gives rentals a yearly and holiday homes a nightly period when none is sent", () => {
    const rent = parse({ type: "Rent", display: "" });
    expect(rent.success && rent.data.rentFrequency).toBe("yearly");
    const holiday = parse({ type: "HolidayHome", display: "" });
    expect(holiday.success && holiday.data.rentFrequency).toBe("daily");
    // A commercial listing without one is for sale; a sale has none.
    const office = parse({ type: "Commercial", propertyType: "commercial", display: "" });
    expect(office.success && office.data.rentFrequency).toBeNull();
    const sale = parse({});
    expect(sale.success && sale.data.rentFrequency).toBeNull();
  });

  it("keeps the period and cheques sent for a rental", () => {
    const monthly = parse({ type: "Rent", display: "", rentFrequency: "monthly", price: "9,500" });
    expect(monthly.success && monthly.data).toMatchObject({
      rentFrequency: "monthly",
      price: 9500,
      cheques: null,
    });
    const yearly = parse({
      type: "Commercial",
      propertyType: "commercial",
      display: "",
      rentFrequency: "yearly",
      cheques: "4",
    });
    expect(yearly.success && yearly.data).toMatchObject({ rentFrequency: "yearly", cheques: 4 });
    // A blank frequency on a rental is its default, yearly, so cheques fit.
    const blank = parse({ type: "Rent", display: "", rentFrequency: "", cheques: 12 });
    expect(blank.success && blank.data).toMatchObject({ rentFrequency: "yearly", cheques: 12 });
  });

  it("refuses a period on a sale, cheques off a yearly rent and cheque counts landlords do not take", () => {
    expect(problems({ rentFrequency: "yearly" })).toEqual([
      "rentFrequency: Rent frequency applies to rentals only, not to Buy",
    ]);
    expect(problems({ type: "HolidayHome", display: "", cheques: 2 })).toEqual([
      "cheques: Cheques apply to yearly rents only",
    ]);
    expect(problems({ type: "Rent", display: "", rentFrequency: "monthly", cheques: 2 })).toEqual([
      "cheques: Cheques apply to yearly rents only",
    ]);
    expect(problems({ type: "Rent", display: "", cheques: 3 })).toEqual([
      "cheques: Cheques must be one of: 1, 2, 4, 6, 12",
    ]);
    expect(problems({ type: "Rent", display: "", rentFrequency: "fortnightly" })).toEqual([
      "rentFrequency: Rent frequency must be one of: yearly, monthly, weekly, daily",
    ]);
  });

  it("compares rents by their yearly equivalent", () => {
    expect(pricePerYear(9_500, "monthly")).toBe(114_000);
    expect(pricePerYear(1_350, "daily")).toBe(492_750);
    expect(pricePerYear(2_000, "weekly")).toBe(104_000);
    expect(pricePerYear(120_000, "yearly")).toBe(120_000);
    expect(pricePerYear(2_450_000, null)).toBe(2_450_000);
  });
});

describe.each(TEST_DIALECTS)("property writes [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  let media: string;
  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
    media = path.join(dataDir, "media");
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const request = async (over: Record<string, unknown> = {}, images?: PropertyWriteRequest["images"]) => ({
    fields: fields(over),
    images: images ?? [{ kind: "file" as const, file: await jpegFile("a.jpg"), alt: null }],
  });

  it("refuses a public caller", async () => {
    const e = await failure(createProperty(db.db, PUBLIC, await request(), { dataDir }));
    expect(e.status).toBe(401);
  });

  it("creates, updates and deletes with the image files following the records", async () => {
    const created = await createProperty(db.db, ADMIN, await request({ features: "A, B" }), { dataDir });
    expect(created.features).toEqual(["A", "B"]);
    expect(files(media).filter((f) => f.startsWith("uploads/")).length).toBe(3);
    const kept = created.images[0];
    const updated = await updateProperty(
      db.db,
      ADMIN,
      created._id,
      {
        fields: { price: 2 },
        images: [
          { kind: "ref", value: "https://img.example.com/z.jpg", alt: "Z" },
          { kind: "ref", value: `/api/${kept}`, alt: null },
        ],
      },
      { dataDir },
    );
    expect(updated.images).toEqual(["https://img.example.com/z.jpg", kept]);
    expect(updated.price).toBe(2);
    await deleteProperty(db.db, ADMIN, created._id, { dataDir });
    expect(await getProperty(db.db, ADMIN, created._id)).toBeNull();
    expect(files(media).filter((f) => f.startsWith("uploads/"))).toEqual([]);
  });

  it("keeps a rent's period with its type: stored, compared per year, cleared when the type changes", async () => {
    const rent = await createProperty(
      db.db,
      ADMIN,
      await request({ type: "Rent", price: "9500", rentFrequency: "monthly" }, [
        { kind: "ref", value: "https://img.example.com/r.jpg", alt: null },
      ]),
      { dataDir },
    );
    expect([rent.price, rent.rentFrequency, rent.cheques]).toEqual([9_500, "monthly", null]);
    const stored = await db.db
      .selectFrom("properties")
      .select("price_per_year")
      .where("id", "=", rent._id)
      .executeTakeFirstOrThrow();
    expect(stored.price_per_year).toBe(114_000);
    // A yearly rent in four cheques; the period is kept when only the price changes.
    const yearly = await updateProperty(
      db.db,
      ADMIN,
      rent._id,
      { fields: { rentFrequency: "yearly", cheques: "4", price: "120000" }, images: undefined },
      { dataDir },
    );
    expect([yearly.rentFrequency, yearly.cheques]).toEqual(["yearly", 4]);
    expect(
      (
        await updateProperty(
          db.db,
          ADMIN,
          rent._id,
          { fields: { price: "125000" }, images: undefined },
          { dataDir },
        )
      ).cheques,
    ).toBe(4);
    // Sold instead: the period and cheques go with the old type rather than blocking the change.
    const sale = await updateProperty(
      db.db,
      ADMIN,
      rent._id,
      { fields: { type: "Buy", price: "1900000" }, images: undefined },
      { dataDir },
    );
    expect([sale.rentFrequency, sale.cheques]).toEqual([null, null]);
    // Sending a period with a sale is refused, and nothing changes.
    const e = await failure(
      updateProperty(
        db.db,
        ADMIN,
        rent._id,
        { fields: { rentFrequency: "monthly" }, images: undefined },
        { dataDir },
      ),
    );
    expect(e.status).toBe(422);
    expect((await getProperty(db.db, ADMIN, rent._id))?.rentFrequency).toBeNull();
    await deleteProperty(db.db, ADMIN, rent._id, { dataDir });
  });

  it("leaves no row and no file when the database fails mid-write", async () => {
    // A real database failure on the last insert of the transaction, after the files were staged.
    if (dialect === "sqlite") {
      await sql`create trigger fail_images before insert on property_images when new.alt = 'FAIL' begin select raise(abort, 'refused'); end`.execute(
        db.db,
      );
    } else {
      await sql`create function fail_images() returns trigger language plpgsql as $$ begin if new.alt = 'FAIL' then raise exception 'refused'; end if; return new; end $$`.execute(
        db.db,
      );
      await sql`create trigger fail_images before insert on property_images for each row execute function fail_images()`.execute(
        db.db,
      );
    }
    const before = files(media);
    const rows = await db.db.selectFrom("properties").select("id").execute();
    const req = await request({ name: "Doomed" }, [
      { kind: "file", file: await jpegFile("one.jpg"), alt: "fine" },
      { kind: "file", file: await jpegFile("two.jpg"), alt: "FAIL" },
    ]);
    await expect(createProperty(db.db, ADMIN, req, { dataDir })).rejects.toThrow();
    expect(await db.db.selectFrom("properties").select("id").execute()).toEqual(rows);
    expect(files(media).filter((f) => !f.startsWith(".staging"))).toEqual(
      before.filter((f) => !f.startsWith(".staging")),
    );
    expect(files(path.join(media, ".staging"))).toEqual([]);

    // The same on update: the record and its files stay as they were.
    const ok = await createProperty(db.db, ADMIN, await request({ name: "Survivor" }), { dataDir });
    const snapshot = files(media);
    const upd = await failure(
      updateProperty(
        db.db,
        ADMIN,
        ok._id,
        {
          fields: { name: "Renamed" },
          images: [{ kind: "file", file: await jpegFile("three.jpg"), alt: "FAIL" }],
        },
        { dataDir },
      ).catch((e) => {
        throw e instanceof AppError ? e : new AppError("internal", String(e));
      }),
    );
    expect(upd.status).toBe(500);
    expect(files(media)).toEqual(snapshot);
    expect(await getProperty(db.db, ADMIN, ok._id)).toEqual(ok);
    await sql`drop trigger fail_images${sql.raw(dialect === "postgres" ? " on property_images" : "")}`.execute(
      db.db,
    );
  });
});
