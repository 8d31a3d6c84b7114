import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIELD_NAMES, PROPERTY_FIELDS } from "./property.fields.ts";
import {
  absoluteImageUrl,
  CSV_FIELDS,
  CSV_REQUIRED,
  cellItems,
  fieldForHeader,
  mappingProblems,
  neutralise,
  rowToInput,
  suggestMapping,
  unneutralise,
} from "./property.csv.ts";
import { PropertyFieldsSchema } from "./property.schema.ts";

// The CSV's cell rules (issue 21, items 3–5): derived columns, formula neutralising and its exact
// reversal, lists one item a line, the mapping pre-filled from API names or labels.

describe("listings CSV columns and cells", () => {
  it("has a column for every field of the table but media, in the record's order", () => {
    expect(CSV_FIELDS).toEqual(FIELD_NAMES.filter((k) => k !== "media"));
    expect(CSV_REQUIRED).toContain("images");
    expect(CSV_REQUIRED).toContain("price");
    expect(CSV_REQUIRED).not.toContain("reference");
  });

  it("neutralises = + - @ tab and CR at a cell's start, and reverses it exactly", () => {
    expect(neutralise("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(neutralise("+971 50")).toBe("'+971 50");
    expect(neutralise("-12.5")).toBe("'-12.5");
    expect(neutralise("@cmd")).toBe("'@cmd");
    expect(neutralise("\tx")).toBe("'\tx");
    expect(neutralise("'quoted")).toBe("''quoted");
    expect(neutralise("Marina")).toBe("Marina");
    fc.assert(fc.property(fc.string(), (s) => unneutralise(neutralise(s)) === s));
    fc.assert(fc.property(fc.string(), (s) => !/^[=+\-@\t\r]/.test(neutralise(s))));
  });

  it("writes stored images as absolute URLs and leaves external ones", () => {
    expect(absoluteImageUrl("uploads/a/b-1200.jpg", "https://x.ae")).toBe(
      "https://x.ae/api/uploads/a/b-1200.jpg",
    );
    expect(absoluteImageUrl("https://cdn.example/a.jpg", "https://x.ae")).toBe("https://cdn.example/a.jpg");
  });

  it("reads lists one item a line, keeping commas inside an item", () => {
    expect(cellItems(" Pool \r\n\nGym, spa\n")).toEqual(["Pool", "Gym, spa"]);
    const mapping = suggestMapping(["features", "features_ar", "portals", "images"]);
    const input = rowToInput(
      ["Pool, gym and spa", "مسبح\nحديقة", "bayut\npropertyfinder", "a.jpg\nb.jpg"],
      mapping,
    );
    expect(input.images).toEqual(["a.jpg", "b.jpg"]);
    const schema = PropertyFieldsSchema.safeParse({
      name: "n",
      type: "Buy",
      desc: "d",
      location: "Marina",
      price: "1",
      status: "approved",
      propertyStatus: "ready",
      propertyType: "residential",
      listedBy: "S",
      email: "s@x.ae",
      number: "+971 50 123 4567",
      ...input.fields,
    });
    expect(schema.success).toBe(true);
    if (!schema.success) return;
    expect(schema.data.features).toEqual(["Pool, gym and spa"]);
    expect(schema.data.features_ar).toEqual(["مسبح", "حديقة"]);
    expect(schema.data.portals).toEqual(["propertyfinder", "bayut"]);
  });

  it("pre-fills the mapping from API names or labels, each field once", () => {
    expect(fieldForHeader("\uFEFFname")).toBe("name");
    expect(fieldForHeader("Size (sqft)")).toBe("square");
    expect(fieldForHeader("Completion status")).toBe("propertyStatus");
    expect(fieldForHeader("PERMIT NUMBER")).toBe("permitNumber");
    expect(fieldForHeader("Media")).toBeNull();
    expect(fieldForHeader("whatever")).toBeNull();
    expect(suggestMapping(["Name", "name", "Price", "x"])).toEqual(["name", null, "price", null]);
    for (const k of CSV_FIELDS) expect(fieldForHeader(PROPERTY_FIELDS[k].label) ?? k).toBeTruthy();
  });

  it("names the required fields a mapping leaves out, and fields mapped twice", () => {
    const all = suggestMapping([...CSV_FIELDS]);
    expect(mappingProblems(all)).toEqual({ missing: [], twice: [] });
    const noPrice = all.map((f) => (f === "price" ? null : f));
    expect(mappingProblems(noPrice).missing).toEqual(["price"]);
    expect(mappingProblems([...all, "name"]).twice).toEqual(["name"]);
  });

  it("un-neutralises every cell it reads and finds the reference", () => {
    const input = rowToInput(["'=1+1", " REF-1 ", "'-5"], ["name", "reference", "latitude"]);
    expect(input.fields).toEqual({ name: "=1+1", reference: " REF-1 ", latitude: "-5" });
    expect(input.reference).toBe("REF-1");
    expect(input.images).toBeUndefined();
  });
});
