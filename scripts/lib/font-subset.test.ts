import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { admin } from "../../app/lib/i18n/en/admin.ts";
import { content } from "../../app/lib/i18n/en/content.ts";
import { forms } from "../../app/lib/i18n/en/forms.ts";
import { en } from "../../app/lib/i18n/en/index.ts";
import { formatAED, formatDate, formatNumber } from "../../app/lib/format.ts";
import {
  coreCodePoints,
  FONTS_DIR,
  fontFaceCss,
  formatRanges,
  latinFace,
  parseRanges,
  readFaces,
  SOURCES,
  subtract,
} from "./font-subset.ts";

// The subset fonts (ADR 0015): what `npm run fonts` wrote is what it would write now, and the
// interface's own text never needs a font file other than the small core ones.

describe("subset fonts", () => {
  it("app/fonts/fonts.css is what `npm run fonts` writes from the installed @fontsource packages", () => {
    expect(readFileSync(path.join(FONTS_DIR, "fonts.css"), "utf8")).toBe(fontFaceCss());
  });

  it("the core files are there and small (a full Latin file would be twice the size)", () => {
    for (const source of SOURCES) {
      const size = statSync(path.join(FONTS_DIR, source.core)).size;
      expect(size, source.core).toBeGreaterThan(5_000);
      expect(size, source.core).toBeLessThan(source.weights ? 30_000 : 20_000);
    }
  });

  it("every character of the English interface and of formatted prices, numbers and dates is in the core files", () => {
    const text = [
      ...Object.values(en),
      ...Object.values(admin),
      ...Object.values(content),
      ...Object.values(forms),
      formatAED(1_234_567),
      formatNumber(9_876_543),
      formatDate("2026-11-21T10:30:00Z"),
    ].join("");
    for (const source of SOURCES) {
      const latin = latinFace(readFaces(source.css));
      const core = new Set(coreCodePoints(latin));
      // A character outside the Latin face's range is another face's business (or the system's).
      const needsRest = [...new Set(text)].filter((c) => {
        const p = c.codePointAt(0) ?? 0;
        return latin.ranges.some(([lo, hi]) => p >= lo && p <= hi) && !core.has(p) && p >= 0x20;
      });
      expect(needsRest, source.css).toEqual([]);
    }
  });

  it("core and rest of a Latin face split its range exactly", () => {
    for (const source of SOURCES) {
      const latin = latinFace(readFaces(source.css));
      const core = coreCodePoints(latin);
      const rest = subtract(latin.ranges, core);
      const inRest = (p: number) => rest.some(([lo, hi]) => p >= lo && p <= hi);
      for (const p of core) expect(inRest(p)).toBe(false);
      // Every code point of the original range is in exactly one of the two.
      for (const [lo, hi] of latin.ranges) {
        for (let p = lo; p <= Math.min(hi, lo + 0x300); p++)
          expect(inRest(p) !== core.includes(p)).toBe(true);
      }
    }
  });

  it("reads and writes unicode-range lists", () => {
    expect(parseRanges("U+0000-00FF,U+0131, U+2212")).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x2212, 0x2212],
    ]);
    expect(
      formatRanges([
        [0x20, 0x7e],
        [0xa0, 0xa0],
      ]),
    ).toBe("U+0020-007E,U+00A0");
    expect(subtract([[0x20, 0x30]], [0x20, 0x25, 0x30])).toEqual([
      [0x21, 0x24],
      [0x26, 0x2f],
    ]);
    expect(subtract([[0x20, 0x30]], [0x30, 0x20, 0x25])).toEqual([
      [0x21, 0x24],
      [0x26, 0x2f],
    ]);
    for (const bad of ["U+00FF-0000", "U+4??", "U+00FFzz", "U+110000", "0041"]) {
      expect(() => parseRanges(bad), bad).toThrow();
    }
  });
});
