import { describe, expect, it } from "vitest";
import { LOCATIONS } from "./locations.ts";
import { placesAr } from "../../lib/i18n/ar/places.ts";
import { placeName } from "../../lib/i18n/places.ts";

const ARABIC = /[\u0600-\u06FF]/;

describe("places in the page's language", () => {
  it("every community of the list has its Arabic name, and the Arabic names only those", () => {
    for (const name of LOCATIONS) expect(ARABIC.test(placesAr[name] ?? ""), name).toBe(true);
    expect(Object.keys(placesAr).sort()).toEqual([...LOCATIONS].sort());
    // Two places never read the same in Arabic.
    expect(new Set(Object.values(placesAr)).size).toBe(LOCATIONS.length);
  });

  it("an Arabic page names a community in Arabic; an English page as written", () => {
    expect(placeName("Dubai Marina", "ar")).toEqual({ text: "دبي مارينا" });
    expect(placeName("Dubai Marina", "en")).toEqual({ text: "Dubai Marina" });
  });

  it("a place not in the list is shown as written, marked as English on an Arabic page", () => {
    expect(placeName("Bluewaters Residences", "ar")).toEqual({ text: "Bluewaters Residences", lang: "en" });
    expect(placeName("مرسى دبي", "ar")).toEqual({ text: "مرسى دبي" });
  });
});
