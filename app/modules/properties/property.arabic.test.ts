import { NO_ARABIC_TEXT } from "./property.localized.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { failure } from "../../lib/test-failure.ts";
import { writeRequestFromForm, writeRequestFromJson } from "../../web/property-body.server.ts";
import { ARABIC_FIELDS, FIELD_NAMES } from "./property.fields.ts";
import { PropertyFieldsSchema, PropertyRecordSchema } from "./property.schema.ts";
import { arabicCardText, getProperty, listProperties, localizedCards } from "./property.service.server.ts";
import { createProperty, updateProperty } from "./property.write.server.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";
import { listingFields } from "./property.test-fixtures.ts";

// The listing in Arabic (issue 20): optional fields written like the English ones, stored in their
// columns and in property_list_items, returned after every older field of the record.

const ADMIN = TEST_ADMIN;

const english = listingFields({ status: "approved", features: "Pool, Gym", keyFeatures: "Creek view" });

/** The fields the record had before the Arabic ones were added (later fields follow the Arabic ones). */
const OLDER_KEYS = FIELD_NAMES.slice(0, FIELD_NAMES.indexOf(ARABIC_FIELDS[0]));
const LATER_KEYS = FIELD_NAMES.slice(FIELD_NAMES.indexOf(ARABIC_FIELDS.at(-1) ?? "name") + 1);

describe("Arabic fields: validation", () => {
  const problems = (over: Record<string, unknown>) => {
    const r = PropertyFieldsSchema.safeParse({ ...english, ...over });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("are optional: left out or blank they are null and empty lists", () => {
    const r = PropertyFieldsSchema.parse({ ...english, name_ar: "  ", features_ar: "" });
    expect(r).toMatchObject(NO_ARABIC_TEXT);
  });

  it("trims, and splits an Arabic list sent as one value on either comma", () => {
    const r = PropertyFieldsSchema.parse({
      ...english,
      name_ar: "  شقة بغرفة نوم  ",
      keyFeatures_ar: "إطلالة على الخور، طابق مرتفع , شاغرة",
      features_ar: ["مسبح، مدفأ", "نادٍ رياضي"],
      keyFeatures: "Creek view، high floor",
    });
    expect(r.name_ar).toBe("شقة بغرفة نوم");
    expect(r.keyFeatures_ar).toEqual(["إطلالة على الخور", "طابق مرتفع", "شاغرة"]);
    // Repeated values are items as they are; English lists split on the Latin comma only.
    expect(r.features_ar).toEqual(["مسبح، مدفأ", "نادٍ رياضي"]);
    expect(r.keyFeatures).toEqual(["Creek view، high floor"]);
  });

  it("holds Arabic text to the English limits, with messages that name the Arabic field", () => {
    expect(
      problems({
        name_ar: "ش".repeat(301),
        desc_ar: "و".repeat(20_001),
        features_ar: ["م".repeat(501)],
        primeLocation_ar: Array.from({ length: 101 }, (_, i) => `دقيقة ${i}`),
        keyFeatures_ar: 5,
      }),
    ).toEqual({
      name_ar: "Name (Arabic) must be at most 300 characters",
      desc_ar: "Description (Arabic) must be at most 20000 characters",
      features_ar: "Features (Arabic): each item must be at most 500 characters",
      primeLocation_ar: "Prime location (Arabic) may have at most 100 items",
      keyFeatures_ar: "Key features (Arabic) must be a list of text",
    });
    expect(problems({ name_ar: "ش".repeat(300), desc_ar: "و".repeat(20_000) })).toEqual({});
    expect(problems({ desc_ar: { html: "<b>x</b>" } })).toEqual({
      desc_ar: "Description (Arabic) must be text",
    });
  });
});

describe.each(TEST_DIALECTS)("Arabic fields through the service and the database [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  const image = [{ kind: "ref" as const, value: "https://img.example.com/a.jpg", alt: null }];

  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("round-trips from a form and from JSON, after every older field, which stay as they were", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(english)) form.append(k, v);
    form.append("name_ar", "شقة بغرفة نوم | إطلالة على الخور");
    form.append("desc_ar", "شقة مشرقة بغرفة نوم واحدة.\n\nتطل على خور دبي.");
    form.append("features_ar", "مسبح");
    form.append("features_ar", "نادٍ رياضي");
    form.append("keyFeatures_ar", "إطلالة على الخور، طابق مرتفع");
    form.append("images", "https://img.example.com/a.jpg");
    const fromForm = await createProperty(db.db, ADMIN, writeRequestFromForm(form), { dataDir });
    const plain = await createProperty(db.db, ADMIN, { fields: english, images: image }, { dataDir });
    const read = await getProperty(db.db, PUBLIC, fromForm._id);
    expect(read).toEqual(fromForm);
    expect(Object.keys(read ?? {})).toEqual([
      "_id",
      ...OLDER_KEYS,
      ...ARABIC_FIELDS,
      ...LATER_KEYS,
      "createdAt",
      "updatedAt",
      "position",
    ]);
    expect(PropertyRecordSchema.safeParse(read).success).toBe(true);
    expect(read).toMatchObject({
      name: "Creek Vista 1BR",
      desc: "Bright one-bedroom with creek view.",
      features: ["Pool", "Gym"],
      keyFeatures: ["Creek view"],
      name_ar: "شقة بغرفة نوم | إطلالة على الخور",
      desc_ar: "شقة مشرقة بغرفة نوم واحدة.\n\nتطل على خور دبي.",
      features_ar: ["مسبح", "نادٍ رياضي"],
      keyFeatures_ar: ["إطلالة على الخور", "طابق مرتفع"],
      exclusiveAmenities_ar: [],
      primeLocation_ar: [],
    });
    // The same listing without Arabic: every older field the same, the Arabic ones empty.
    for (const k of OLDER_KEYS) expect([k, plain[k]]).toEqual([k, fromForm[k]]);
    expect(plain).toMatchObject(NO_ARABIC_TEXT);

    const fromJson = await createProperty(
      db.db,
      ADMIN,
      writeRequestFromJson({
        ...english,
        name_ar: "شقة",
        exclusiveAmenities_ar: ["خدمة كونسيرج"],
        primeLocation_ar: "10 دقائق إلى مطار دبي الدولي، 15 دقيقة إلى دبي مول",
        images: ["https://img.example.com/b.jpg"],
      }),
      { dataDir },
    );
    expect(fromJson).toMatchObject({
      name_ar: "شقة",
      desc_ar: null,
      exclusiveAmenities_ar: ["خدمة كونسيرج"],
      primeLocation_ar: ["10 دقائق إلى مطار دبي الدولي", "15 دقيقة إلى دبي مول"],
    });
  });

  it("updates: Arabic fields sent replace, those not sent stay, blank clears; English untouched", async () => {
    const created = await createProperty(
      db.db,
      ADMIN,
      {
        fields: { ...english, name_ar: "فيلا", desc_ar: "وصف", features_ar: ["مسبح خاص"] },
        images: image,
      },
      { dataDir },
    );
    const renamed = await updateProperty(
      db.db,
      ADMIN,
      created._id,
      { fields: { name_ar: "فيلا بإطلالة على الخور", keyFeatures_ar: "طابق مرتفع" }, images: undefined },
      { dataDir },
    );
    expect(renamed).toMatchObject({
      name: english.name,
      features: ["Pool", "Gym"],
      name_ar: "فيلا بإطلالة على الخور",
      desc_ar: "وصف",
      features_ar: ["مسبح خاص"],
      keyFeatures_ar: ["طابق مرتفع"],
    });
    const cleared = await updateProperty(
      db.db,
      ADMIN,
      created._id,
      { fields: { desc_ar: "", features_ar: "" }, images: undefined },
      { dataDir },
    );
    expect(cleared).toMatchObject({ name_ar: "فيلا بإطلالة على الخور", desc_ar: null, features_ar: [] });
    expect(cleared.features).toEqual(["Pool", "Gym"]);

    // Too long: 422 naming the field, and nothing changes.
    const e = await failure(
      updateProperty(
        db.db,
        ADMIN,
        created._id,
        { fields: { name_ar: "ش".repeat(301), desc: "Changed" }, images: undefined },
        { dataDir },
      ),
    );
    expect(e.status).toBe(422);
    expect(e.fields).toEqual({ name_ar: "Name (Arabic) must be at most 300 characters" });
    expect(await getProperty(db.db, ADMIN, created._id)).toEqual(cleared);
  });

  it("gives Arabic pages' cards the Arabic text of approved listings only, English pages none", async () => {
    const approved = await createProperty(
      db.db,
      ADMIN,
      {
        fields: {
          ...english,
          name: "Cards Approved",
          name_ar: "بطاقة معتمدة",
          desc_ar: "وصف الإعلان بالعربية.",
        },
        images: image,
      },
      { dataDir },
    );
    const draft = await createProperty(
      db.db,
      ADMIN,
      { fields: { ...english, name: "Cards Draft", status: "notApproved", name_ar: "مسودة" }, images: image },
      { dataDir },
    );
    const plain = await createProperty(
      db.db,
      ADMIN,
      { fields: { ...english, name: "Cards English" }, images: image },
      { dataDir },
    );
    const ids = [approved._id, draft._id, plain._id, "not-an-id"];
    expect([...(await arabicCardText(db.db, PUBLIC, ids))]).toEqual([
      [approved._id, { name_ar: "بطاقة معتمدة", desc_ar: "وصف الإعلان بالعربية." }],
    ]);
    expect([...(await arabicCardText(db.db, ADMIN, ids)).keys()].sort()).toEqual(
      [approved._id, draft._id].sort(),
    );

    const page = await listProperties(db.db, PUBLIC, {
      name: "Cards ",
      sort: "latest",
      page: 1,
      pageSize: 10,
    });
    // The summaries carry no Arabic: English grids and admin tables stay as they were.
    for (const s of page.items) expect(Object.keys(s).some((k) => k.endsWith("_ar"))).toBe(false);
    const ar = await localizedCards(db.db, page.items, 100, "ar");
    expect(ar.map((c) => [c.name, c.nameLang ?? null, c.desc, c.descLang ?? null])).toEqual([
      ["Cards English", "en", english.desc, "en"],
      ["بطاقة معتمدة", null, "وصف الإعلان بالعربية.", null],
    ]);
    const en = await localizedCards(db.db, page.items, 100, "en");
    expect(en.map((c) => c.name)).toEqual(["Cards English", "Cards Approved"]);
    expect(en.some((c) => "nameLang" in c || "descLang" in c)).toBe(false);
  });
});
