import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { fontPreloads } from "../../app/lib/fonts.ts";
import { formatAED, formatDate, formatNumber, formatPercent } from "../../app/lib/format.ts";
import { commonAr } from "../../app/lib/i18n/ar/common.ts";
import { contentAr } from "../../app/lib/i18n/ar/content.ts";
import { formsAr } from "../../app/lib/i18n/ar/forms.ts";
import { propertyAr } from "../../app/lib/i18n/ar/property.ts";
import { publicSiteAr } from "../../app/lib/i18n/ar/public.ts";
import { admin } from "../../app/lib/i18n/en/admin.ts";
import { content } from "../../app/lib/i18n/en/content.ts";
import { forms } from "../../app/lib/i18n/en/forms.ts";
import { en } from "../../app/lib/i18n/en/index.ts";
import { LOCALE_TAGS } from "../../app/lib/i18n/locale.ts";
import {
  ARABIC_METRICS,
  arabicFallbackFamilies,
  coreCodePoints,
  FONTS_DIR,
  type FaceSource,
  fontFaceCss,
  formatRanges,
  parseRanges,
  SOURCES,
  splitFace,
  subtract,
} from "./font-subset.ts";

// The subset fonts (ADR 0015): what `npm run fonts` wrote is what it would write now, and the
// interface's own text never needs a font file other than the small core ones, in English or in
// Arabic.

const require = createRequire(import.meta.url);

function source(core: string): FaceSource {
  const found = SOURCES.find((s) => s.core === core);
  if (!found) throw new Error(`no source writes ${core}`);
  return found;
}

/** Whether a code point is in a source's core file. */
function inCore(core: string) {
  const points = new Set(coreCodePoints(source(core)));
  return (c: string) => points.has(c.codePointAt(0) ?? 0);
}

/** The vertical metrics of a TrueType font (head, hhea and OS/2 tables). */
function verticalMetrics(font: Buffer) {
  const table = (tag: string) => {
    for (let i = 0; i < font.readUInt16BE(4); i++) {
      const entry = 12 + i * 16;
      if (font.toString("latin1", entry, entry + 4) === tag) return font.readUInt32BE(entry + 8);
    }
    throw new Error(`no ${tag} table`);
  };
  const [head, hhea, os2] = [table("head"), table("hhea"), table("OS/2")];
  return {
    unitsPerEm: font.readUInt16BE(head + 18),
    hhea: [font.readInt16BE(hhea + 4), font.readInt16BE(hhea + 6), font.readInt16BE(hhea + 8)],
    typo: [font.readInt16BE(os2 + 68), font.readInt16BE(os2 + 70), font.readInt16BE(os2 + 72)],
    useTypoMetrics: (font.readUInt16BE(os2 + 62) & 0x80) !== 0,
  };
}

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
      const face = splitFace(source);
      const core = new Set(coreCodePoints(source, face));
      // A character outside the split face's range is another face's business (or the system's).
      const needsRest = [...new Set(text)].filter((c) => {
        const p = c.codePointAt(0) ?? 0;
        return face.ranges.some(([lo, hi]) => p >= lo && p <= hi) && !core.has(p) && p >= 0x20;
      });
      expect(needsRest, source.css).toEqual([]);
    }
  });

  it("every character of the Arabic pages is in the Arabic core or in Inter's", () => {
    const intl = LOCALE_TAGS.ar.intl;
    const text = [
      ...[commonAr, publicSiteAr, propertyAr, contentAr, formsAr].flatMap((area) => Object.values(area)),
      formatAED(1_234_567),
      formatPercent(3.99),
      formatDate("2026-11-21T10:30:00Z", { locale: intl }),
      formatDate("2026-11-21T10:30:00Z", { locale: intl, time: true }),
    ].join("");
    const arabic = inCore("ibm-plex-sans-arabic-core-400.woff2");
    const inter = inCore("inter-core-wght.woff2");
    // Not drawn, so no font's business: the bidirectional isolates around the examples' numbers.
    const neither = [...new Set(text)].filter(
      (c) => c >= " " && !/\p{Default_Ignorable_Code_Point}/u.test(c) && !arabic(c) && !inter(c),
    );
    expect(neither).toEqual([]);
    // Both Arabic weights hold the same characters.
    expect(coreCodePoints(source("ibm-plex-sans-arabic-core-600.woff2"))).toEqual(
      coreCodePoints(source("ibm-plex-sans-arabic-core-400.woff2")),
    );
  });

  it("the Arabic faces keep to Arabic and the space: Latin letters and digits are Inter's", () => {
    const arabic = SOURCES.filter((s) => s.subset === "arabic");
    expect(arabic.length).toBeGreaterThan(0);
    for (const s of arabic) {
      const css = fontFaceCss([s]);
      const ranges = [...css.matchAll(/unicode-range: ([^;]+);/g)].flatMap((m) => parseRanges(m[1] ?? ""));
      const covered = (p: number) => ranges.some(([lo, hi]) => p >= lo && p <= hi);
      for (const c of "Aaz09.,:%()-+@") expect(covered(c.codePointAt(0) ?? 0), `${s.core}: ${c}`).toBe(false);
      for (const c of " ابتثجحخدذرسشصضطظعغفقكلمنهوي،؛؟")
        expect(covered(c.codePointAt(0) ?? 0), `${s.core}: ${c}`).toBe(true);
    }
  });

  it("the fallbacks take IBM Plex Sans Arabic's vertical metrics, and app.css lists them after Plex and Inter", async () => {
    for (const weight of [400, 600]) {
      const face = splitFace(source(`ibm-plex-sans-arabic-core-${weight}.woff2`));
      const ttf = await subsetFont(readFileSync(require.resolve(face.file)), "ب", {
        targetFormat: "truetype",
      });
      const { ascender, descender, lineGap, unitsPerEm } = ARABIC_METRICS;
      expect(verticalMetrics(ttf)).toEqual({
        unitsPerEm,
        hhea: [ascender, descender, lineGap],
        typo: [ascender, descender, lineGap],
        useTypoMetrics: true,
      });
    }
    const siteCss = readFileSync(path.join(FONTS_DIR, "../site.css"), "utf8").replace(/\s+/g, " ");
    const stack = ["IBM Plex Sans Arabic", "Inter Variable", ...arabicFallbackFamilies()]
      .map((family) => `"${family}"`)
      .join(", ");
    expect(siteCss).toContain(`--font-sans: ${stack}, ui-sans-serif`);
    const fontsCss = fontFaceCss();
    for (const family of arabicFallbackFamilies()) expect(fontsCss).toContain(`font-family: '${family}';`);
  });

  it("a page preloads the core files of its language's faces", () => {
    const files = (locale: "en" | "ar") => fontPreloads(locale).map((p) => path.basename(p.href));
    expect(files("en")).toEqual(["inter-core-wght.woff2", "playfair-display-core-500.woff2"]);
    expect(files("ar")).toEqual([
      "ibm-plex-sans-arabic-core-400.woff2",
      "ibm-plex-sans-arabic-core-600.woff2",
      "inter-core-wght.woff2",
    ]);
    for (const p of [...fontPreloads("en"), ...fontPreloads("ar")]) {
      expect(p).toMatchObject({ rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous" });
    }
  });

  it("core and rest of a split face cover its range exactly once", () => {
    for (const source of SOURCES) {
      const face = splitFace(source);
      const core = coreCodePoints(source, face);
      const rest = subtract(face.ranges, core);
      const inRest = (p: number) => rest.some(([lo, hi]) => p >= lo && p <= hi);
      for (const p of core) expect(inRest(p)).toBe(false);
      // Every code point of the original range is in exactly one of the two.
      for (const [lo, hi] of face.ranges) {
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
