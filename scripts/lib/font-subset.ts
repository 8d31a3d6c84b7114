// The site's web fonts, subset (DESIGN.md: "self-host them from @fontsource packages, subset").
// ADR 0015 says why and how; `npm run fonts` (scripts/subset-fonts.ts) writes the files.
//
// Every @font-face of the @fontsource packages is kept, each with its unicode-range, so a character
// of any script still finds its face. Only one face of each is split in two (the Latin one for
// Inter and Playfair Display, the Arabic one for IBM Plex Sans Arabic):
//   - a small "core" file holding the characters the interface and ordinary listing text use
//     (CORE_TEXT, ARABIC_CORE_TEXT), cut from the face's file with HarfBuzz (and, for Inter, with
//     the weight axis narrowed to the weights the site uses). Pages load only this one;
//   - the @fontsource file itself, for every other character of its range (its unicode-range minus
//     the core's), which the browser downloads only when a page holds such a character.
// IBM Plex Sans Arabic keeps its Arabic face only: on Arabic pages Latin letters and digits stay in
// Inter (site.css lists Plex first, then Inter). Size-adjusted local fallbacks stand in for it until
// it arrives, so the swap moves nothing (ARABIC_FALLBACKS).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Printable ASCII. */
const BASIC_LATIN = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/**
 * What the Latin core files hold: ASCII; the no-break spaces Intl puts in prices and times; the
 * interface's own punctuation (·, ×, ©, dashes, typographic quotes, ellipsis, bullet, minus); and
 * the accented letters of names and descriptions in the European languages a Dubai agency meets
 * ("cafés", "Côte", "Müller"). Anything else still renders, from the full Latin file.
 */
const CORE_TEXT = `${BASIC_LATIN}\u00a0\u202f·×©–—‘’“”•…−²àáâäçèéêëíîïñóôöúûüÉ`;

/** The characters from `from` to `to`, inclusive. */
function charRange(from: number, to: number): string {
  return String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/**
 * What the Arabic core files hold: every letter of Arabic (hamza to yeh, with tatweel); the marks
 * the catalogue writes (tanween, the short vowels, shadda, sukun, maddah, hamza above and below,
 * superscript alef); Arabic punctuation (، ؛ ؟ and the percent, decimal and thousands signs);
 * Arabic-Indic digits, which a phone's Arabic keyboard types into the forms; the joiners and the
 * left-to-right mark. The site writes numbers in Western digits (lib/format.ts): they, the Latin
 * punctuation and Latin words come from Inter. Persian and Urdu letters and the presentation forms
 * stay in the full Arabic file.
 */
const ARABIC_CORE_TEXT = `${charRange(0x621, 0x63a)}${charRange(0x640, 0x655)}\u0670\u060c\u061b\u061f${charRange(0x660, 0x66c)}\u200c\u200d\u200e`;

export interface FaceSource {
  /** The @fontsource style sheet, resolved as a package path. */
  css: string;
  /** The name of the core file written to app/fonts/. */
  core: string;
  /** For a variable font: the range of the weight axis the core keeps. */
  weights?: { min: number; max: number };
  /** The @fontsource subset whose face is split into core and rest; "latin" unless said. */
  subset?: string;
  /** Keep only that face, not the package's other subsets. */
  alone?: boolean;
  /** What the core holds (the characters of it in the face's range); CORE_TEXT unless said. */
  text?: string;
  /**
   * Characters the core holds beyond the face's @fontsource range: ones its file has but the range
   * leaves to the family's Latin face, which `alone` drops.
   */
  beyondRange?: string;
}

export const SOURCES: FaceSource[] = [
  {
    css: "@fontsource-variable/inter/wght.css",
    core: "inter-core-wght.woff2",
    // font-normal, font-medium, font-semibold, font-bold (and <strong>).
    weights: { min: 400, max: 700 },
    // Inter also sets the Latin side of Arabic pages, and the Arabic catalogue quotes with « ».
    text: `${CORE_TEXT}«»`,
  },
  { css: "@fontsource/playfair-display/500.css", core: "playfair-display-core-500.woff2" },
  // Arabic pages (site.css, :lang(ar)): text at 400, headings and font-semibold at 600; font-medium
  // takes the 400 face and font-bold the 600 one (the browser's nearest weight, no synthesis).
  // The space and no-break space are the Arabic face's own: Arabic words keep its word spacing.
  ...[400, 600].map((weight) => ({
    css: `@fontsource/ibm-plex-sans-arabic/${weight}.css`,
    core: `ibm-plex-sans-arabic-core-${weight}.woff2`,
    subset: "arabic",
    alone: true,
    text: ARABIC_CORE_TEXT,
    beyondRange: " \u00a0",
  })),
];

/**
 * IBM Plex Sans Arabic's vertical metrics, in font units (hhea and OS/2 typo agree, and the font sets
 * USE_TYPO_METRICS; the same at 400 and 600). The unit test reads them from the installed files.
 */
export const ARABIC_METRICS = { unitsPerEm: 1000, ascender: 1085, descender: -415, lineGap: 0 };

interface LocalFallback {
  /** The local font, as its fallback family names it: `IBM Plex Sans Arabic Fallback: <name>`. */
  name: string;
  /** `local()` names of its regular face: full names, then PostScript names. */
  regular: string[];
  /** `local()` names of its bold faces; the regular ones are tried after them. */
  bold: string[];
  /**
   * Plex's advance over this font's, at 400 and at 600 (against the font's bold): the whole Arabic
   * catalogue shaped with HarfBuzz in both, words and spaces. Left out where the font could not be
   * measured: its face then only takes Plex's vertical metrics.
   */
  sizeAdjust?: { regular: number; bold: number };
}

/**
 * Local Arabic fonts that stand in for IBM Plex Sans Arabic until it arrives, each in a family of its
 * own (site.css lists them after Plex and Inter): the first one a device has is used. Each is scaled
 * to Plex's average advance (`size-adjust`) and given Plex's ascent and descent, so a line of
 * Arabic keeps its width and baseline when the web font swaps in. Measured (2026-11, HarfBuzz on the
 * @fontsource 5.3.0 files of each): Noto Sans Arabic (Linux, ChromeOS, recent Android) and Noto
 * Naskh Arabic (Android's Arabic font). Apple's Geeza Pro and Windows' Segoe UI (and Tahoma) could
 * not be measured here: they get the vertical metrics only.
 */
const ARABIC_FALLBACKS: LocalFallback[] = [
  {
    name: "Noto Sans Arabic",
    regular: [
      "Noto Sans Arabic Regular",
      "Noto Sans Arabic UI Regular",
      "NotoSansArabic-Regular",
      "NotoSansArabicUI-Regular",
    ],
    bold: [
      "Noto Sans Arabic Bold",
      "Noto Sans Arabic UI Bold",
      "NotoSansArabic-Bold",
      "NotoSansArabicUI-Bold",
    ],
    sizeAdjust: { regular: 0.9281, bold: 0.8899 },
  },
  {
    name: "Noto Naskh Arabic",
    regular: [
      "Noto Naskh Arabic Regular",
      "Noto Naskh Arabic UI Regular",
      "NotoNaskhArabic-Regular",
      "NotoNaskhArabicUI-Regular",
    ],
    bold: [
      "Noto Naskh Arabic Bold",
      "Noto Naskh Arabic UI Bold",
      "NotoNaskhArabic-Bold",
      "NotoNaskhArabicUI-Bold",
    ],
    sizeAdjust: { regular: 1.0277, bold: 1.041 },
  },
  {
    name: "Geeza Pro",
    regular: ["Geeza Pro Regular", "Geeza Pro", "GeezaPro"],
    bold: ["Geeza Pro Bold", "GeezaPro-Bold"],
  },
  {
    name: "Segoe UI",
    regular: ["Segoe UI", "SegoeUI", "Tahoma"],
    bold: [
      "Segoe UI Semibold",
      "Segoe UI Bold",
      "SegoeUI-Semibold",
      "SegoeUI-Bold",
      "Tahoma Bold",
      "Tahoma-Bold",
    ],
  },
];

/** The fallback families, in the order site.css lists them. */
export function arabicFallbackFamilies(): string[] {
  return ARABIC_FALLBACKS.map((f) => `IBM Plex Sans Arabic Fallback: ${f.name}`);
}

export interface FontFace {
  /** The comment @fontsource puts above each face, e.g. "inter-latin-wght-normal". */
  name: string;
  family: string;
  style: string;
  weight: string;
  /** The woff2 file, as a package path. */
  file: string;
  format: string;
  /** Code point ranges, inclusive. */
  ranges: [number, number][];
}

const FULL_RANGE: [number, number][] = [[0, 0x10ffff]];

/** A `unicode-range` list (single code points and ranges; wildcards like `U+4??` are refused). */
export function parseRanges(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const m = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    const lo = Number.parseInt(m?.[1] ?? "", 16);
    const hi = m?.[2] === undefined ? lo : Number.parseInt(m[2], 16);
    if (!m || hi < lo || hi > 0x10ffff) throw new Error(`bad unicode-range: ${part}`);
    return [lo, hi];
  });
}

export function formatRanges(ranges: [number, number][]): string {
  return ranges
    .map(([lo, hi]) => {
      const h = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
      return lo === hi ? `U+${h(lo)}` : `U+${h(lo)}-${h(hi)}`;
    })
    .join(",");
}

function codePoints(text: string): number[] {
  return [...new Set([...text].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
}

/** Sorted code points as ranges. */
function toRanges(points: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const p of points) {
    const last = out.at(-1);
    if (last && p === last[1] + 1) last[1] = p;
    else out.push([p, p]);
  }
  return out;
}

function inRanges(p: number, ranges: [number, number][]) {
  return ranges.some(([lo, hi]) => p >= lo && p <= hi);
}

/** `ranges` without the code points of `points`. */
export function subtract(ranges: [number, number][], points: number[]): [number, number][] {
  const sorted = [...points].sort((x, y) => x - y);
  const out: [number, number][] = [];
  for (const [lo, hi] of ranges) {
    let start = lo;
    for (const p of sorted) {
      if (p < start || p > hi) continue;
      if (p > start) out.push([start, p - 1]);
      start = p + 1;
    }
    if (start <= hi) out.push([start, hi]);
  }
  return out;
}

/** The faces of one @fontsource style sheet. */
function readFaces(cssPath: string): FontFace[] {
  const file = require.resolve(cssPath);
  const pkgDir = cssPath.split("/").slice(0, 2).join("/");
  const css = readFileSync(file, "utf8");
  const faces: FontFace[] = [];
  for (const m of css.matchAll(/\/\*\s*([\w-]+)\s*\*\/\s*@font-face\s*{([^}]*)}/g)) {
    const body = m[2] ?? "";
    const prop = (name: string) => body.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();
    const src = prop("src")?.match(/url\(\.\/(files\/[^)]+\.woff2)\)\s*format\('([^']+)'\)/);
    const family = prop("font-family")?.replace(/^'|'$/g, "");
    if (!src || !family) throw new Error(`${cssPath}: cannot read the face ${m[1]}`);
    const range = prop("unicode-range");
    faces.push({
      name: m[1] ?? "",
      family,
      style: prop("font-style") ?? "normal",
      weight: prop("font-weight") ?? "400",
      file: `${pkgDir}/${src[1]}`,
      format: src[2] ?? "woff2",
      ranges: range ? parseRanges(range) : FULL_RANGE,
    });
  }
  if (faces.length === 0) throw new Error(`${cssPath}: no @font-face found`);
  return faces;
}

/** The face of a source that is split into core and rest (its Latin one unless it says). */
export function splitFace(source: FaceSource, faces: FontFace[] = readFaces(source.css)): FontFace {
  const subset = source.subset ?? "latin";
  // @fontsource names a face <package>-<subset>-<weight or "wght">-<style>: "latin" is not "latin-ext".
  const face = faces.find((f) => new RegExp(`-${subset}-(?:wght|\\d+)-`).test(f.name));
  if (!face) throw new Error(`no ${subset} face among ${faces.map((f) => f.name).join(", ")}`);
  return face;
}

/** What a source's core file holds: its text in the split face's range, and its `beyondRange`. */
export function coreCodePoints(source: FaceSource, face: FontFace = splitFace(source)): number[] {
  const beyond = new Set(codePoints(source.beyondRange ?? ""));
  return codePoints(`${source.text ?? CORE_TEXT}${source.beyondRange ?? ""}`).filter(
    (p) => beyond.has(p) || inRanges(p, face.ranges),
  );
}

/** Sorted, merged ranges covering every code point of all of them. */
function union(...lists: [number, number][][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [lo, hi] of lists.flat().sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function faceRule(face: FontFace, url: string, format: string, ranges: [number, number][]) {
  return [
    `/* ${face.name} */`,
    "@font-face {",
    `  font-family: '${face.family}';`,
    `  font-style: ${face.style};`,
    "  font-display: swap;",
    `  font-weight: ${face.weight};`,
    `  src: url(${url}) format('${format}');`,
    `  unicode-range: ${formatRanges(ranges)};`,
    "}",
  ].join("\n");
}

const percent = (x: number) => `${Number((x * 100).toFixed(2))}%`;

/** The Arabic blocks a local fallback covers besides the core's characters (the presentation forms included). */
const ARABIC_BLOCKS: [number, number][] = [
  [0x600, 0x6ff],
  [0x750, 0x77f],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

/**
 * The size-adjusted local fallbacks of IBM Plex Sans Arabic (ARABIC_FALLBACKS), a regular and a bold
 * face each, over the core's characters and the Arabic blocks. The overrides are Plex's own metrics
 * divided by size-adjust, which scales them again.
 */
function fallbackRules(ranges: [number, number][]): string[] {
  const { unitsPerEm, ascender, descender, lineGap } = ARABIC_METRICS;
  const families = arabicFallbackFamilies();
  return ARABIC_FALLBACKS.flatMap((fallback, i) =>
    (["regular", "bold"] as const).map((kind) => {
      const scale = fallback.sizeAdjust?.[kind] ?? 1;
      const names = kind === "bold" ? [...fallback.bold, ...fallback.regular] : fallback.regular;
      return [
        `/* ${fallback.name}, ${kind}${fallback.sizeAdjust ? "" : " (widths not measured: vertical metrics only)"} */`,
        "@font-face {",
        `  font-family: '${families[i]}';`,
        "  font-style: normal;",
        `  font-weight: ${kind === "bold" ? 600 : 400};`,
        `  src: ${names.map((name) => `local('${name}')`).join(", ")};`,
        `  size-adjust: ${percent(scale)};`,
        `  ascent-override: ${percent(ascender / unitsPerEm / scale)};`,
        `  descent-override: ${percent(-descender / unitsPerEm / scale)};`,
        `  line-gap-override: ${percent(lineGap / unitsPerEm / scale)};`,
        `  unicode-range: ${formatRanges(ranges)};`,
        "}",
      ].join("\n");
    }),
  );
}

/**
 * The style sheet app/fonts/fonts.css: every @fontsource face (or, for a source that is `alone`, its
 * split face only), the split face in two: core (relative URL to the file beside it) and rest (the
 * package's file, resolved by Vite); then the local fallbacks of the Arabic face.
 */
export function fontFaceCss(sources: FaceSource[] = SOURCES): string {
  const rules: string[] = [
    "/* Written by `npm run fonts` (scripts/subset-fonts.ts, ADR 0015). Do not edit by hand. */",
  ];
  let arabicRanges: [number, number][] = [];
  for (const source of sources) {
    const faces = readFaces(source.css);
    const split = splitFace(source, faces);
    const core = coreCodePoints(source, split);
    if (source.subset === "arabic") arabicRanges = union(arabicRanges, ARABIC_BLOCKS, toRanges(core));
    for (const face of faces) {
      if (face !== split) {
        if (!source.alone) rules.push(faceRule(face, face.file, face.format, face.ranges));
        continue;
      }
      // Both halves keep the face's own descriptors (the core of Inter says 100 900 though its file
      // holds 400–700): faces that differ in weight are not one composite face, and the browser
      // would pick one of them for a weight and fall back to another family for the other's
      // characters.
      rules.push(
        faceRule({ ...face, name: `${face.name} (core)` }, `./${source.core}`, face.format, toRanges(core)),
        faceRule(
          { ...face, name: `${face.name} (rest)` },
          face.file,
          face.format,
          subtract(face.ranges, core),
        ),
      );
    }
  }
  if (arabicRanges.length > 0) rules.push(...fallbackRules(arabicRanges));
  return `${rules.join("\n\n")}\n`;
}

/** The core file of one source, cut with HarfBuzz (subset-font). */
export async function subsetCore(source: FaceSource): Promise<Buffer> {
  const { default: subsetFont } = await import("subset-font");
  const face = splitFace(source);
  const text = String.fromCodePoint(...coreCodePoints(source, face));
  const input = readFileSync(require.resolve(face.file));
  return subsetFont(input, text, {
    targetFormat: "woff2",
    ...(source.weights ? { variationAxes: { wght: source.weights } } : {}),
  });
}

export const FONTS_DIR = path.join(import.meta.dirname, "../../app/fonts");
