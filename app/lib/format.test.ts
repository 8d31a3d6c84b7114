import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { excerpt, formatAED, formatNumber } from "./format.ts";

describe("formatAED (DECISIONS.md 14)", () => {
  it("formats with en-AE grouping and no decimals", () => {
    expect(formatAED(1_250_000)).toBe("AED 1,250,000");
    expect(formatAED(650_000)).toBe("AED 650,000");
    expect(formatAED(999)).toBe("AED 999");
    expect(formatAED(50_300_000)).toBe("AED 50,300,000");
  });

  it("rounds to whole dirhams", () => {
    expect(formatAED(1234.4)).toBe("AED 1,234");
    expect(formatAED(1234.6)).toBe("AED 1,235");
  });

  it("is null (the card shows 'Contact Us') when the price is not above 0", () => {
    expect(formatAED(0)).toBeNull();
    expect(formatAED(-1)).toBeNull();
    expect(formatAED(null)).toBeNull();
    expect(formatAED(undefined)).toBeNull();
    expect(formatAED(Number.NaN)).toBeNull();
    expect(formatAED(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("formats counts with the same grouping", () => {
    expect(formatNumber(12490)).toBe("12,490");
  });
});

describe("excerpt (SPEC.md §9: 200 or 100 characters)", () => {
  const text =
    "We are pleased to present this well-maintained 2-bedroom apartment in Opaline Park Views, Dubai Marina, offering 1,285 sq ft with partial sea view. It has an open-plan living and dining area, a fitted kitchen and two balconies.";

  it("leaves short text alone", () => {
    expect(excerpt("A quiet villa.", 100)).toBe("A quiet villa.");
  });

  it("cuts at a word boundary and adds an ellipsis", () => {
    const e100 = excerpt(text, 100);
    expect(e100.endsWith("…")).toBe(true);
    expect(e100.length).toBeLessThanOrEqual(101);
    expect(text.startsWith(e100.slice(0, -1))).toBe(true);
    expect(e100).toBe(
      "We are pleased to present this well-maintained 2-bedroom apartment in Opaline Park Views, Dubai…",
    );
    const e200 = excerpt(text, 200);
    expect(e200.length).toBeLessThanOrEqual(201);
    expect(e200.length).toBeGreaterThan(e100.length);
  });

  it("an excerpt of an excerpt is the same excerpt", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.constantFrom(100, 200), (s, max) => {
        const e = excerpt(s, max);
        expect(excerpt(e, max)).toBe(e);
      }),
    );
    expect(excerpt(excerpt(text, 100), 100)).toBe(excerpt(text, 100));
  });

  it("collapses whitespace and newlines", () => {
    expect(excerpt("Sea  view\n\nand   pool", 100)).toBe("Sea view and pool");
  });

  it("never exceeds the limit plus the ellipsis, for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.constantFrom(100, 200), (s, max) => {
        const e = excerpt(s, max);
        expect(e.length).toBeLessThanOrEqual(max + 1);
        const clean = s.replace(/\s+/g, " ").trim();
        if (clean.length <= max) expect(e).toBe(clean);
      }),
    );
  });
});
