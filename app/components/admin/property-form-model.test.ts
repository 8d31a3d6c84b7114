import { describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/index.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "../../lib/limits.ts";
import { type Property, WRITABLE_FIELDS } from "../../modules/properties/property.schema.ts";
import { ALL_FIELDS, displaysFor, isShown, SECTIONS, withValue } from "./property-form-model.ts";
import {
  fileProgress,
  type FormState,
  imageFileProblem,
  createDefaults,
  initialState,
  isHttpUrl,
  move,
  snapshot,
  toFormData,
  validate,
} from "./property-form-state.ts";

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate("en", key, vars);

function filled(): FormState {
  const s = initialState(null, { type: "Buy" });
  Object.assign(s.values, {
    name: "Marina Gate 2BR",
    price: "2500000",
    desc: "Bright two-bedroom apartment with a full sea view.",
    location: "Dubai Marina",
    listedBy: "Sara Khan",
    email: "sara@agency.example",
    number: "+971 50 123 4567",
    parking: "1",
    occupancy: "Vacant",
  });
  s.comma.exclusiveAmenities = "Pool, Gym";
  s.images = [{ key: "a", kind: "url", ref: "https://images.example/a.jpg", preview: "", alt: "" }];
  return s;
}

const record = {
  _id: "6ae6c3181248bca8b358656f",
  name: "Villa",
  images: ["uploads/x/1-1200.jpg", "https://images.example/b.jpg"],
  media: [
    { src: "/api/uploads/x/1-1200.jpg", alt: "Front", width: 1200, height: 800, srcset: "" },
    { src: "https://images.example/b.jpg", alt: "Pool", width: null, height: null, srcset: "" },
  ],
  features: ["Pool"],
  keyFeatures: ["Sea view", "Maid's room"],
  exclusiveAmenities: [],
  primeLocation: [],
  price: 100,
  bedrooms: 0,
  type: "Buy",
} as unknown as Property;

describe("property form model", () => {
  it("starts from a record: scalars as text, lists comma-joined, images in order with alt text", () => {
    const s = initialState(record);
    expect(s.values.name).toBe("Villa");
    expect(s.values.bedrooms).toBe("0");
    expect(s.values.projectName).toBe("");
    expect(s.comma.keyFeatures).toBe("Sea view, Maid's room");
    expect(s.features).toEqual(["Pool"]);
    expect(s.images.map((i) => (i.kind === "file" ? null : [i.ref, i.preview, i.alt]))).toEqual([
      ["uploads/x/1-1200.jpg", "/api/uploads/x/1-1200.jpg", "Front"],
      ["https://images.example/b.jpg", "https://images.example/b.jpg", "Pool"],
    ]);
  });

  it("accepts a complete form and names each missing required field", () => {
    expect(validate(filled(), t)).toEqual({});
    const s = initialState(null);
    const errors = validate(s, t);
    for (const f of [
      "name",
      "price",
      "desc",
      "location",
      "listedBy",
      "email",
      "number",
      "images",
      "parking",
      "occupancy",
      "exclusiveAmenities",
    ]) {
      expect(errors[f], f).toBeTruthy();
    }
  });

  it("asks for a handover date only for off-plan listings", () => {
    const s = filled();
    expect(validate(s, t).handOverDate).toBeUndefined();
    s.values.propertyStatus = "offPlan";
    expect(validate(s, t).handOverDate).toBe("Handover date is required");
  });

  it("offers rent terms only where they apply: a frequency for rentals, cheques for yearly rents", () => {
    const shown = (s: FormState) => ALL_FIELDS.filter((f) => isShown(f, s.values)).map((f) => f.name);
    const s = filled();
    expect(shown(s)).not.toContain("rentFrequency");
    expect(shown(s)).not.toContain("cheques");
    // A rent starts yearly (its default), so cheques apply; a holiday home starts daily.
    s.values = withValue(s.values, "type", "Rent");
    expect(s.values.rentFrequency).toBe("yearly");
    expect(shown(s)).toEqual(expect.arrayContaining(["rentFrequency", "cheques"]));
    s.values.cheques = "4";
    expect(validate(s, t)).toEqual({});
    expect(toFormData(s).get("cheques")).toBe("4");
    s.values = withValue(s.values, "rentFrequency", "monthly");
    expect(shown(s)).not.toContain("cheques");
    // Cheques that no longer apply are sent blank (cleared), not refused.
    expect(validate(s, t)).toEqual({});
    expect(toFormData(s).get("cheques")).toBe("");
    s.values = withValue(s.values, "type", "HolidayHome");
    expect(s.values.rentFrequency).toBe("monthly");
    // Commercial: blank means for sale; the form offers that choice.
    s.values = withValue(s.values, "type", "Commercial");
    const freq = ALL_FIELDS.find((f) => f.name === "rentFrequency");
    expect(freq?.blank?.(s.values)).toBe("admin.field.rentFrequency.forSale");
    s.values = withValue(s.values, "rentFrequency", "");
    expect(shown(s)).toContain("rentFrequency");
    expect(shown(s)).not.toContain("cheques");
    // Buy: no rent terms at all, whatever was chosen before.
    s.values = withValue(s.values, "type", "Rent");
    s.values = withValue(s.values, "type", "Buy");
    expect(s.values.rentFrequency).toBe("");
    const body = toFormData({ ...s, values: { ...s.values, rentFrequency: "yearly", cheques: "2" } });
    expect([body.get("rentFrequency"), body.get("cheques")]).toEqual(["", ""]);
    expect(freq?.options?.(t).map((o) => o.label)).toEqual(["Yearly", "Monthly", "Weekly", "Daily"]);
    const cheques = ALL_FIELDS.find((f) => f.name === "cheques");
    expect(cheques?.options?.(t).map((o) => o.label)).toEqual([
      "1 cheque",
      "2 cheques",
      "4 cheques",
      "6 cheques",
      "12 cheques",
    ]);
    // A new project starts off plan; a rental read without a frequency shows its default.
    expect(createDefaults("NewProject")).toEqual({ type: "NewProject", propertyStatus: "offPlan" });
    expect(
      initialState({ ...record, type: "HolidayHome", rentFrequency: null } as Property).values.rentFrequency,
    ).toBe("daily");
  });

  it("uses the API's own rules for formats and display per type", () => {
    const s = filled();
    s.values.email = "not-an-email";
    s.values.price = "abc";
    s.values.type = "Rent";
    s.values.display = "feature";
    const errors = validate(s, t);
    expect(errors.email).toBe("Enter a valid email address");
    expect(errors.price).toBe("Price must be a number");
    expect(errors.display).toBe("This display option is not available for the chosen type.");
    expect(displaysFor("Rent")).toEqual(["handPick"]);
    expect(displaysFor("NewProject")).toEqual([]);
  });

  it("builds the multipart body: every field, lists repeated, images in order with parallel alts", () => {
    const s = filled();
    s.features = ["Pool", "  ", "Gym"];
    const file = new File([new Uint8Array([1, 2, 3])], "a.jpg", { type: "image/jpeg" });
    s.images = [
      { key: "f", kind: "file", file, preview: "blob:x", alt: "Living room" },
      { key: "u", kind: "url", ref: "https://images.example/a.jpg", preview: "", alt: "" },
      { key: "e", kind: "existing", ref: "uploads/x/1-1200.jpg", preview: "", alt: "Front" },
    ];
    const full = toFormData(s);
    expect(full.getAll("features")).toEqual(["Pool", "Gym"]);
    expect(full.get("exclusiveAmenities")).toBe("Pool, Gym");
    expect(full.get("projectName")).toBe("");
    const images = full.getAll("images");
    expect(images[0]).toBeInstanceOf(File);
    expect(images.slice(1)).toEqual(["https://images.example/a.jpg", "uploads/x/1-1200.jpg"]);
    expect(full.getAll("imageAlts")).toEqual(["Living room", "", "Front"]);

    expect(full.get("name")).toBe("Marina Gate 2BR");
    s.features = [""];
    expect(toFormData(s).getAll("features")).toEqual([""]);
    s.features = ["Pool, heated"];
    expect(toFormData(s).getAll("features")).toEqual(["Pool, heated", ""]);
  });

  it("moves images, checks files and URLs, and tracks changes", () => {
    expect(move(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(move(["a", "b", "c"], 0, 5)).toEqual(["a", "b", "c"]);
    expect(imageFileProblem(new File(["x"], "cv.pdf", { type: "application/pdf" }))).toBe(
      "admin.images.badType",
    );
    expect(imageFileProblem(new File(["x"], "a.png", { type: "image/png" }))).toBeNull();
    expect(isHttpUrl("https://x.example/a.jpg")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    const s = initialState(record);
    const before = snapshot(s);
    expect(snapshot({ ...s, images: move(s.images, 1, 0) })).not.toBe(before);
    expect(snapshot({ ...s, comma: { ...s.comma, keyFeatures: "Sea view ,Maid's room" } })).toBe(before);
  });

  it("turns the upload's progress into per-file progress", () => {
    const s = filled();
    const a = new File([new Uint8Array(100)], "a.jpg", { type: "image/jpeg" });
    const b = new File([new Uint8Array(300)], "b.jpg", { type: "image/jpeg" });
    s.images = [
      { key: "a", kind: "file", file: a, preview: "", alt: "" },
      { key: "b", kind: "file", file: b, preview: "", alt: "" },
    ];
    expect(fileProgress(s, 50, 500)).toEqual({ a: 0, b: 0 });
    expect(fileProgress(s, 150, 500)).toEqual({ a: 0.5, b: 0 });
    expect(fileProgress(s, 350, 500)).toEqual({ a: 1, b: 0.5 });
    expect(fileProgress(s, 500, 500)).toEqual({ a: 1, b: 1 });
  });

  it("edits every writable field of the field table exactly once, plus the images", () => {
    const names = ALL_FIELDS.map((f) => f.name);
    expect([...names].sort()).toEqual([...WRITABLE_FIELDS, "images"].sort());
    for (const f of ALL_FIELDS) expect(translate("en", f.label)).not.toBe(f.label);
  });

  it("edits the listing in Arabic in a section of its own: right to left, split on either comma, checked like the English", () => {
    const arabic = SECTIONS.find((x) => x.id === "arabic");
    expect(arabic?.fields.map((f) => [f.name, f.kind, f.lang])).toEqual([
      ["name_ar", "text", "ar"],
      ["desc_ar", "textarea", "ar"],
      ["features_ar", "features", "ar"],
      ["keyFeatures_ar", "comma", "ar"],
      ["exclusiveAmenities_ar", "comma", "ar"],
      ["primeLocation_ar", "comma", "ar"],
    ]);
    expect(ALL_FIELDS.filter((f) => f.lang).map((f) => f.name)).toEqual(arabic?.fields.map((f) => f.name));
    expect(t("admin.field.name_ar")).toBe("Name (Arabic)");

    const s = initialState({
      ...record,
      name_ar: "فيلا",
      desc_ar: null,
      features_ar: ["مسبح خاص"],
      keyFeatures_ar: ["إطلالة على البحر", "غرفة خادمة"],
      exclusiveAmenities_ar: [],
      primeLocation_ar: [],
    } as Property);
    expect([s.values.name_ar, s.values.desc_ar, s.features_ar]).toEqual(["فيلا", "", ["مسبح خاص"]]);
    expect(s.comma.keyFeatures_ar).toBe("إطلالة على البحر، غرفة خادمة");
    expect(initialState(record).features_ar).toEqual([""]);
    // In an Arabic list the Arabic comma and the Latin one separate items alike.
    const before = snapshot(s);
    expect(snapshot({ ...s, comma: { ...s.comma, keyFeatures_ar: "إطلالة على البحر , غرفة خادمة" } })).toBe(
      before,
    );

    const f = filled();
    f.values.name_ar = "  شقة بغرفتي نوم  ";
    f.features_ar = ["مسبح", " ", "نادٍ رياضي"];
    f.comma.keyFeatures_ar = "إطلالة على البحر، طابق مرتفع ،";
    f.comma.keyFeatures = "Sea view، high floor";
    expect(validate(f, t)).toEqual({});
    const body = toFormData(f);
    expect(body.get("name_ar")).toBe("شقة بغرفتي نوم");
    expect(body.get("desc_ar")).toBe("");
    expect(body.getAll("features_ar")).toEqual(["مسبح", "نادٍ رياضي"]);
    expect(body.get("keyFeatures_ar")).toBe("إطلالة على البحر, طابق مرتفع");
    // An English list splits on the Latin comma only, as before.
    expect(body.get("keyFeatures")).toBe("Sea view، high floor");
    expect(body.getAll("exclusiveAmenities_ar")).toEqual([""]);

    f.values.name_ar = "ش".repeat(301);
    f.values.desc_ar = "و".repeat(20_001);
    f.comma.primeLocation_ar = "د".repeat(501);
    expect(validate(f, t)).toEqual({
      name_ar: "Name (Arabic) must be at most 300 characters",
      desc_ar: "Description (Arabic) must be at most 20000 characters",
      primeLocation_ar: "Prime location (Arabic): each item must be at most 500 characters",
    });
  });

  it("refuses a picked file over the image size limit", () => {
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "big.jpg", { type: "image/jpeg" });
    expect(imageFileProblem(big)).toBe("admin.images.tooLarge");
    expect(t("admin.images.tooLarge", { name: "big.jpg", mb: MAX_IMAGE_MB })).toContain(`${MAX_IMAGE_MB} MB`);
  });
});
