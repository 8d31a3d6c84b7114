import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "./settings.defaults.ts";
import { ornOf } from "./settings.display.ts";
import { SiteSettingsSchema } from "./settings.schema.ts";

describe("the agency's ORN", () => {
  it("is unset by default: no fake placeholder to show", () => {
    expect(DEFAULT_SETTINGS.orn).toBe("");
    expect(ornOf(DEFAULT_SETTINGS)).toBe("");
    expect(SiteSettingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
  });

  it("shows the number without its label, and nothing for blank text", () => {
    expect(ornOf({ orn: "12345" })).toBe("12345");
    expect(ornOf({ orn: " ORN 12345 " })).toBe("12345");
    expect(ornOf({ orn: "orn: 12345" })).toBe("12345");
    expect(ornOf({ orn: "ORN#12345" })).toBe("12345");
    expect(ornOf({ orn: "   " })).toBe("");
    expect(ornOf({ orn: "ORN" })).toBe("");
  });
});
