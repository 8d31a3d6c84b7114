// The site's web fonts, subset (DESIGN.md: "self-host them from @fontsource packages, subset").
// ADR 0015 says why and how; `npm run fonts` (scripts/subset-fonts.ts) writes the files.
//
// Every @font-face of the @fontsource packages is kept, each with its unicode-range, so a character
// of any script still finds its face. Only the Latin face is split in two:
//   - a small "core" file holding the characters the interface and ordinary listing text use
//     (CORE_TEXT), cut from the Latin file with HarfBuzz (and, for Inter, with the weight axis
//     narrowed to the weights the site uses). Pages load only this one;
//   - the @fontsource Latin file itself, for every other Latin character (its unicode-range minus
//     the core's), which the browser downloads only when a page holds such a character.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Printable ASCII. */
const BASIC_LATIN = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/**
 * What the core files hold: ASCII; the no-break spaces Intl puts in prices and times; the
 * interface's own punctuation (·, ×, ©, dashes, typographic quotes, ellipsis, bullet, minus); and
 * the accented letters of names and descriptions in the European languages a Dubai agency meets
 * ("cafés", "Côte", "Müller"). Anything else still renders, from the full Latin file.
 */
const CORE_TEXT = `${BASIC_LATIN}\u00a0\u202f·×©–—‘’“”•…−àáâäçèéêëíîïñóôöúûüÉ`;

export interface FaceSource {
  /** The @fontsource style sheet, resolved as a package path. */
  css: string;
  /** The name of the core file written to app/fonts/. */
  core: string;
  /** For a variable font: the range of the weight axis the core keeps. */
  weights?: { min: number; max: number };
}

export const SOURCES: FaceSource[] = [
  {
    css: "@fontsource-variable/inter/wght.css",
    core: "inter-core-wght.woff2",
    // font-normal, font-medium, font-semibold, font-bold (and <strong>).
    weights: { min: 400, max: 700 },
  },
  { css: "@fontsource/playfair-display/500.css", core: "playfair-display-core-500.woff2" },
];

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
export function readFaces(cssPath: string): FontFace[] {
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

/** The Latin face of a style sheet (not latin-ext). */
export function latinFace(faces: FontFace[]): FontFace {
  const face = faces.find((f) => /-latin-(?!ext)/.test(f.name));
  if (!face) throw new Error(`no latin face among ${faces.map((f) => f.name).join(", ")}`);
  return face;
}

/** The code points of CORE_TEXT that the Latin face covers: what its core file holds. */
export function coreCodePoints(latin: FontFace): number[] {
  return codePoints(CORE_TEXT).filter((p) => inRanges(p, latin.ranges));
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

/**
 * The style sheet app/fonts/fonts.css: every @fontsource face, the Latin one split into core
 * (relative URL to the file beside it) and rest (the package's file, resolved by Vite).
 */
export function fontFaceCss(sources: FaceSource[] = SOURCES): string {
  const rules: string[] = [
    "/* Written by `npm run fonts` (scripts/subset-fonts.ts, ADR 0015). Do not edit by hand. */",
  ];
  for (const source of sources) {
    const faces = readFaces(source.css);
    const latin = latinFace(faces);
    const core = coreCodePoints(latin);
    for (const face of faces) {
      if (face !== latin) {
        rules.push(faceRule(face, face.file, face.format, face.ranges));
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
  return `${rules.join("\n\n")}\n`;
}

/** The core file of one source, cut with HarfBuzz (subset-font). */
export async function subsetCore(source: FaceSource): Promise<Buffer> {
  const { default: subsetFont } = await import("subset-font");
  const latin = latinFace(readFaces(source.css));
  const text = String.fromCodePoint(...coreCodePoints(latin));
  const input = readFileSync(require.resolve(latin.file));
  return subsetFont(input, text, {
    targetFormat: "woff2",
    ...(source.weights ? { variationAxes: { wght: source.weights } } : {}),
  });
}

export const FONTS_DIR = path.join(import.meta.dirname, "../../app/fonts");
