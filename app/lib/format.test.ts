import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareNames,
  excerpt,
  formatAED,
  formatBytes,
  formatDate,
  formatNumber,
  formatPercent,
} from "./format.ts";

describe("formatAED (docs/product/decisions.md 14)", () => {
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

describe("formatAED's and formatNumber's variants (the mortgage calculator, sizes)", () => {
  it("shows zero as AED 0 when asked, with the same grouping and rounding", () => {
    const money = (n: number) => formatAED(n, { zero: true });
    expect(money(0)).toBe("AED 0");
    expect(money(-5)).toBe("AED 0");
    expect(money(4222.71)).toBe("AED 4,223");
    expect(money(1_250_000)).toBe(formatAED(1_250_000));
  });

  it("keeps decimals only when asked", () => {
    expect(formatNumber(1285.5)).toBe("1,286");
    expect(formatNumber(1285.5, { maxDecimals: 3 })).toBe("1,285.5");
    expect(formatPercent(3.99)).toBe("3.99%");
    expect(formatPercent(20)).toBe("20%");
    expect(formatPercent(4.125)).toBe("4.13%");
  });
});

describe("formatDate (Dubai's calendar day)", () => {
  it("writes a day the public way by default", () => {
    expect(formatDate("2025-03-12")).toBe("12 Mar 2025");
    // 22:30 UTC is already the next day in Dubai (UTC+4).
    expect(formatDate("2025-03-12T22:30:00Z")).toBe("13 Mar 2025");
  });

  it("covers the admin's day and day-with-time formats", () => {
    expect(formatDate("2025-03-12", { locale: "en-GB", invalid: "raw" })).toBe("12 Mar 2025");
    expect(formatDate("2025-03-12T10:05:00Z", { locale: "en-GB", time: true, invalid: "raw" })).toBe(
      "12 Mar 2025, 14:05",
    );
    expect(formatDate("not a date", { locale: "en-GB", invalid: "raw" })).toBe("not a date");
  });
});

describe("excerpt (docs/product/specification.md §9: 200 or 100 characters)", () => {
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

describe("formatBytes", () => {
  it("speaks in KB under a megabyte (never 0 KB) and in MB with one decimal at most above", () => {
    expect(formatBytes(200)).toBe("1 KB");
    expect(formatBytes(340 * 1024)).toBe("340 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatBytes(5.25 * 1024 * 1024)).toBe("5.3 MB");
    expect(formatBytes(602 * 1024 * 1024)).toBe("602 MB");
  });
});

describe("compareNames", () => {
  it("orders names exactly as English collation does, with or without the collator", () => {
    const collator = new Intl.Collator("en");
    const names = [
      ...["Al Barari", "Al Barsha", "Al Marjan Island (Ras Al Khaimah)", "Dubai Marina", "DIFC", "Dubailand"],
      ...["JLT", "Jebel Ali", "jlt", "JLT 2", "Al-Barsha", "Al Barsha", "al barsha", "A1", "A 1", "a(b)"],
      ...["ab", "a-b", "a b", "a.b", "a_b", "a~b", "a/b", "a@b", "O'Neil", "On", "Z", "z", "Zz", "zZ"],
      ...["a)", "a(", "a 9", "a9", "a(9", "Émile", "Emile", "Zürich", ""],
    ];
    const differs = names.flatMap((a) =>
      names
        .filter((b) => Math.sign(compareNames(a, b)) !== Math.sign(collator.compare(a, b)))
        .map((b) => `${a} / ${b}`),
    );
    expect(differs).toEqual([]);
    const unit = fc.constantFrom(..."aAbBzZ09 ()-.'_~é");
    fc.assert(
      fc.property(fc.string({ unit }), fc.string({ unit }), (a, b) => {
        expect(Math.sign(compareNames(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }),
    );
  });
});

describe("whole numbers grouped without Intl", () => {
  it("write exactly what Intl.NumberFormat writes for en-AE", () => {
    const intl = new Intl.NumberFormat("en-AE", { maximumFractionDigits: 0 });
    const intl2 = new Intl.NumberFormat("en-AE", { maximumFractionDigits: 2 });
    for (const n of [
      0,
      -0,
      1,
      12,
      123,
      1234,
      12345,
      123456,
      1234567,
      -1,
      -1234,
      -999999,
      Number.MAX_SAFE_INTEGER,
    ]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.double({ noNaN: true, noDefaultInfinity: true }), (n, x) => {
        expect(formatNumber(n)).toBe(intl.format(n));
        expect(formatNumber(x, { maxDecimals: 2 })).toBe(intl2.format(x));
        expect(formatAED(n)).toBe(n > 0 ? `AED ${intl.format(n)}` : null);
      }),
    );
  });
});
