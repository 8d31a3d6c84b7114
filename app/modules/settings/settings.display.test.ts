import { describe, expect, it } from "vitest";
import { FOREIGN_CURRENCIES } from "../../lib/display-units.ts";
import { DEFAULT_SETTINGS, DEMO_ARABIC_WORDS, DEMO_CURRENCY_RATES } from "./settings.defaults.ts";
import { agencyText, ornOf, publicSettings } from "./settings.display.ts";
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

describe("the currency rates", () => {
  it("offer no foreign currency by default, and every page may read them and their day", () => {
    for (const c of FOREIGN_CURRENCIES) expect(DEFAULT_SETTINGS.currencyRates[c]).toBeNull();
    expect(DEFAULT_SETTINGS.currencyRatesSetOn).toBe("");
    const visible = publicSettings({
      ...DEFAULT_SETTINGS,
      currencyRates: { ...DEFAULT_SETTINGS.currencyRates, USD: 3.6725 },
      currencyRatesSetOn: "2026-11-26",
    });
    expect(visible.currencyRates.USD).toBe(3.6725);
    expect(visible.currencyRatesSetOn).toBe("2026-11-26");
  });

  it("stored, take a positive number of dirhams (6 decimals at most, up to 10,000) or null, and a real day", () => {
    const rates = SiteSettingsSchema.shape.currencyRates;
    expect(rates.parse(DEMO_CURRENCY_RATES)).toEqual(DEMO_CURRENCY_RATES);
    const one = (USD: unknown) => rates.safeParse({ ...DEFAULT_SETTINGS.currencyRates, USD });
    for (const ok of [null, 0.000001, 10_000, "", " 3.6725 ", "3."])
      expect(one(ok).success, String(ok)).toBe(true);
    for (const bad of [0, -1, 10_000.01, 1e-7, "1e3", "3,67", "0x10", "-3", "abc", true, undefined])
      expect(one(bad).success, String(bad)).toBe(false);
    const day = SiteSettingsSchema.shape.currencyRatesSetOn;
    for (const ok of ["", "2026-11-26"]) expect(day.safeParse(ok).success).toBe(true);
    for (const bad of ["2026-02-30", "26 Nov 2026", null]) expect(day.safeParse(bad).success).toBe(false);
  });
});

describe("the agency's words in a language", () => {
  const written = { ...DEFAULT_SETTINGS, arabic: { ...DEMO_ARABIC_WORDS, openingHours: "" } };

  it("are the Arabic an admin wrote on an Arabic page, and the English on an English one", () => {
    expect(agencyText(written, "ar", "tagline")).toEqual({ text: DEMO_ARABIC_WORDS.tagline });
    expect(agencyText(written, "ar", "address")).toEqual({ text: DEMO_ARABIC_WORDS.address });
    expect(agencyText(written, "en", "tagline")).toEqual({ text: DEFAULT_SETTINGS.tagline });
  });

  it("fall back to the English, marked as English, where no Arabic is written", () => {
    expect(agencyText(written, "ar", "openingHours")).toEqual({
      text: DEFAULT_SETTINGS.openingHours,
      lang: "en",
    });
    expect(agencyText(DEFAULT_SETTINGS, "ar", "tagline")).toEqual({
      text: DEFAULT_SETTINGS.tagline,
      lang: "en",
    });
  });

  it("are none by default: a default Arabic would stay behind an agency's own English", () => {
    expect(Object.values(DEFAULT_SETTINGS.arabic)).toEqual(["", "", ""]);
  });
});
