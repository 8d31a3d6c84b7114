import { describe, expect, it } from "vitest";
import { forCards } from "./property.cards.ts";
import {
  ARABIC_FIELD_OF,
  ARABIC_FIELDS,
  CARD_FIELDS,
  type PropertySummary,
  SUMMARY_FIELDS,
} from "./property.fields.ts";
import { localizeCard, localizedText, localizeRecord } from "./property.localized.ts";

const english = {
  name: "Marina Gate 2BR",
  desc: "Bright two-bedroom apartment with a full sea view.",
  features: ["Private pool"],
  keyFeatures: ["Sea view", "High floor"],
  exclusiveAmenities: ["Concierge"],
  primeLocation: [],
};
const arabic = {
  name_ar: "شقة بغرفتي نوم في مارينا جيت",
  desc_ar: "شقة مشرقة بغرفتي نوم مع إطلالة كاملة على البحر.",
  features_ar: ["مسبح خاص"],
  keyFeatures_ar: ["إطلالة على البحر", "طابق مرتفع"],
  exclusiveAmenities_ar: ["خدمة كونسيرج"],
  primeLocation_ar: [],
};

describe("the Arabic fields of the field table", () => {
  it("pair each Arabic field with its English one, and stay off summaries and cards", () => {
    expect(ARABIC_FIELD_OF).toEqual({
      name: "name_ar",
      desc: "desc_ar",
      features: "features_ar",
      keyFeatures: "keyFeatures_ar",
      exclusiveAmenities: "exclusiveAmenities_ar",
      primeLocation: "primeLocation_ar",
    });
    for (const k of ARABIC_FIELDS) {
      expect(SUMMARY_FIELDS).not.toContain(k);
      expect(CARD_FIELDS).not.toContain(k);
    }
  });
});

describe("localizedText", () => {
  it("gives an English page the English text, nothing marked", () => {
    expect(localizedText({ ...english, ...arabic }, "en")).toEqual(english);
  });

  it("gives an Arabic page the Arabic text where written", () => {
    expect(localizedText({ ...english, ...arabic }, "ar")).toEqual({
      name: arabic.name_ar,
      desc: arabic.desc_ar,
      features: arabic.features_ar,
      keyFeatures: arabic.keyFeatures_ar,
      exclusiveAmenities: arabic.exclusiveAmenities_ar,
      // Empty in both languages: shown by nobody, so not marked.
      primeLocation: [],
    });
  });

  it("falls back to the English, field by field, marked lang en", () => {
    const text = localizedText(
      {
        ...english,
        name_ar: "فيلا",
        desc_ar: "   ",
        features_ar: [],
        keyFeatures_ar: ["إطلالة على البحر"],
        exclusiveAmenities_ar: [],
        primeLocation_ar: [],
      },
      "ar",
    );
    expect(text).toEqual({
      name: "فيلا",
      desc: english.desc,
      descLang: "en",
      features: english.features,
      featuresLang: "en",
      keyFeatures: ["إطلالة على البحر"],
      exclusiveAmenities: english.exclusiveAmenities,
      exclusiveAmenitiesLang: "en",
      primeLocation: [],
    });
    // Nothing written in Arabic at all (or a record without the fields): English, every field marked.
    expect(localizedText({ ...english, name_ar: null, desc_ar: null }, "ar")).toMatchObject({
      name: english.name,
      nameLang: "en",
      descLang: "en",
      featuresLang: "en",
    });
  });

  it("localizes a whole record without carrying the other language", () => {
    const record = { _id: "x", price: 1, ...english, ...arabic };
    const ar = localizeRecord(record, "ar");
    expect(ar).toEqual({ _id: "x", price: 1, ...localizedText(record, "ar") });
    expect(Object.keys(ar).some((k) => k.endsWith("_ar"))).toBe(false);
    const en = localizeRecord(record, "en");
    expect(en).toEqual({ _id: "x", price: 1, ...english });
  });
});

describe("cards in the page's language", () => {
  const summary = (over: Partial<PropertySummary>): PropertySummary =>
    ({
      _id: "a",
      name: "Marina Gate 2BR",
      desc: `Bright two-bedroom apartment. ${"Sea view. ".repeat(30)}`,
      location: "Dubai Marina",
      price: 2_500_000,
      cover: null,
      ...over,
    }) as PropertySummary;

  it("leaves an English card exactly as it was: no Arabic, no marks", () => {
    const card = { name: "Villa", desc: "Garden" };
    expect(localizeCard(card, { name_ar: "فيلا", desc_ar: "حديقة" }, "en")).toBe(card);
    const [en] = forCards([summary({})], 100, "en", new Map([["a", { name_ar: "شقة", desc_ar: "وصف" }]]));
    expect(Object.keys(en)).not.toContain("nameLang");
    expect(Object.keys(en)).not.toContain("descLang");
    expect(en.name).toBe("Marina Gate 2BR");
    expect(forCards([summary({})], 100)).toEqual([en]);
  });

  it("puts the Arabic name and excerpt into an Arabic card, marking what falls back to English", () => {
    const long = `شقة مشرقة بغرفتي نوم. ${"إطلالة على البحر. ".repeat(30)}`;
    const text = new Map([
      ["a", { name_ar: "شقة بغرفتي نوم", desc_ar: long }],
      ["b", { name_ar: null, desc_ar: "وصف قصير" }],
    ]);
    const [a, b, c] = forCards([summary({}), summary({ _id: "b" }), summary({ _id: "c" })], 100, "ar", text);
    expect(a).toMatchObject({ name: "شقة بغرفتي نوم", price: 2_500_000 });
    expect(a.desc.length).toBeLessThanOrEqual(101);
    expect(a.desc.startsWith("شقة مشرقة")).toBe(true);
    expect(a.desc.endsWith("…")).toBe(true);
    expect(a).not.toHaveProperty("nameLang");
    expect(a).not.toHaveProperty("descLang");
    expect(b).toMatchObject({ name: "Marina Gate 2BR", nameLang: "en", desc: "وصف قصير" });
    expect(b).not.toHaveProperty("descLang");
    expect(c).toMatchObject({ name: "Marina Gate 2BR", nameLang: "en", descLang: "en" });
    expect(c.desc.startsWith("Bright")).toBe(true);
    // A card without a description (excerpt 0) stays empty and unmarked.
    const [bare] = forCards([summary({})], 0, "ar");
    expect(bare).toMatchObject({ desc: "", nameLang: "en" });
    expect(bare).not.toHaveProperty("descLang");
  });
});
