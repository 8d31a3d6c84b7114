/**
 * Demo photographs, drawn rather than downloaded: stylised architectural illustrations (skylines,
 * marinas, beaches, villas, interiors, commercial units) as SVG scenes, rasterised to JPEG by sharp.
 * Deterministic: a SceneSpec (kind, time of day, mood, seed) always gives the same picture.
 */
import sharp from "sharp";
import { between, chance, createRng, int, pick, type Rng } from "../lib/random.ts";
import type { Mood, SceneSpec, SceneView, TimeOfDay, VillaStyle } from "./demo-data.ts";

/** The drawing's coordinate space (the SVG viewBox). */
const W = 1600;
const H = 1067;
/**
 * The rendered size. 1280 px covers the largest place a photo is shown sharp (the first gallery
 * image, 640 CSS px at 2×) and costs about half the drawing and encoding of 1600 px.
 */
const IMAGE_WIDTH = 1280;
const IMAGE_HEIGHT = 853;
/** How a scene is rasterised: part of the photo cache's key (seed-photos.server.ts). */
export const RENDER_SETTINGS = `svg ${W}x${H} -> jpeg ${IMAGE_WIDTH}x${IMAGE_HEIGHT} q92 4:4:4 v2`;

// ------------------------------------------------------------------ colour

type RGB = [number, number, number];
const parse = (c: string): RGB => [
  Number.parseInt(c.slice(1, 3), 16),
  Number.parseInt(c.slice(3, 5), 16),
  Number.parseInt(c.slice(5, 7), 16),
];
const toHex = (c: RGB) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const darken = (c: string, t: number) => mix(c, "#000000", t);

// ------------------------------------------------------------------ svg context

interface Ctx {
  defs: string[];
  n: number;
  r: Rng;
  /** Shared definitions, by name. */
  cache: Map<string, string>;
  /** Soft floor effects (contact shadows, sun patches), blurred together in one filter pass. */
  soft: string[];
}

/** Where a scene wants its soft floor layer; replaced by one blurred group when the SVG is built. */
const SOFT = "<!--soft-->";
type Stop = [offset: number, color: string, opacity?: number];
type Pt = [number, number];

const f1 = (v: number) => (Math.round(v * 10) / 10).toString();
const pts = (p: Pt[]) => p.map(([x, y]) => `${f1(x)},${f1(y)}`).join(" ");
const stopsSvg = (stops: Stop[]) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");

function linear(c: Ctx, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
  const id = `g${c.n++}`;
  c.defs.push(
    `<linearGradient id="${id}" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${stopsSvg(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}
function radial(c: Ctx, stops: Stop[], cx: number, cy: number, r: number, user = true): string {
  const id = `g${c.n++}`;
  c.defs.push(
    `<radialGradient id="${id}" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}"${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${stopsSvg(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}
/** A soft-edged dark ellipse (a shadow) from a shared radial gradient: no filter needed. */
function softEllipse(c: Ctx, cx: number, cy: number, rx: number, ry: number, opacity: number): string {
  let fill = c.cache.get("softEllipse");
  if (!fill) {
    fill = radial(
      c,
      [
        [0, "#000000", 1],
        [0.5, "#000000", 0.6],
        [1, "#000000", 0],
      ],
      0.5,
      0.5,
      0.5,
      false,
    );
    c.cache.set("softEllipse", fill);
  }
  return ellipse(cx, cy, rx, ry, fill, `opacity="${opacity}"`);
}

function clip(c: Ctx, shape: string): string {
  const id = `c${c.n++}`;
  c.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `url(#${id})`;
}
const poly = (p: Pt[], fill: string, extra = "") =>
  `<polygon points="${pts(p)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
/** A band from `y` to the picture's foot, its colour going from `top` to `bottom`. */
const bandToBottom = (c: Ctx, y: number, top: string, bottom: string) =>
  rect(
    0,
    y,
    W,
    H - y,
    linear(
      c,
      [
        [0, top],
        [1, bottom],
      ],
      0,
      y,
      0,
      H,
      true,
    ),
  );
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(Math.max(0, w))}" height="${f1(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = "") =>
  `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ""}/>`;

// ------------------------------------------------------------------ skies

interface Sky {
  stops: Stop[];
  horizon: string;
  sun: { x: number; y: number; r: number; core: string; glow: string } | null;
  moon: boolean;
  stars: number;
  clouds: string | null;
  towers: string[];
  /** Fraction of windows lit. */
  lit: number;
  litColors: string[];
  water: [string, string];
  /** Ambient tint for outdoor materials (walls, decks). */
  tint: string;
  tintAmount: number;
  dark: boolean;
  foliage: [string, string];
}

function skyFor(time: TimeOfDay, r: Rng): Sky {
  switch (time) {
    case "day":
      return {
        stops: [
          [0, "#3d83c0"],
          [0.55, "#8cbfe2"],
          [1, "#e3eff2"],
        ],
        horizon: "#e3eff2",
        sun: {
          x: between(r, 0.7, 0.88) * W,
          y: between(r, 0.1, 0.2) * H,
          r: 38,
          core: "#fffdf5",
          glow: "#fff8dc",
        },
        moon: false,
        stars: 0,
        clouds: "#ffffff",
        towers: ["#c9d6e0", "#86a7c1", "#e2d7c4", "#6f90ab", "#d6c8b0", "#a9bfd0", "#eae6de", "#5f7f9a"],
        lit: 0,
        litColors: [],
        water: ["#4a91bd", "#1d5a84"],
        tint: "#ffffff",
        tintAmount: 0,
        dark: false,
        foliage: ["#3f8752", "#24583a"],
      };
    case "golden":
      return {
        stops: [
          [0, "#5f8fc2"],
          [0.45, "#b9c3c9"],
          [0.75, "#efc98f"],
          [1, "#f8dcae"],
        ],
        horizon: "#f6d7a6",
        sun: {
          x: between(r, 0.68, 0.9) * W,
          y: between(r, 0.38, 0.5) * H,
          r: 54,
          core: "#fff6dc",
          glow: "#ffd68a",
        },
        moon: false,
        stars: 0,
        clouds: "#fff1dc",
        towers: ["#e3c7a0", "#c9a982", "#dcbb90", "#b99d80", "#ecd6b6", "#d2b48e"],
        lit: 0.04,
        litColors: ["#fff0c0"],
        water: ["#6f94b3", "#2c5577"],
        tint: "#ffc98a",
        tintAmount: 0.14,
        dark: false,
        foliage: ["#587f3e", "#2f5130"],
      };
    case "sunset":
      return {
        stops: [
          [0, "#262a5c"],
          [0.4, "#8d4a73"],
          [0.7, "#e67f52"],
          [0.9, "#f8b463"],
          [1, "#fcd489"],
        ],
        horizon: "#fbc97c",
        sun: { x: between(r, 0.25, 0.75) * W, y: 0, r: 62, core: "#fff1c8", glow: "#ffb05c" },
        moon: false,
        stars: 20,
        clouds: "#f3a27e",
        towers: ["#5d4466", "#4d3a5e", "#6d4b64", "#45355a", "#584062"],
        lit: 0.16,
        litColors: ["#ffd48a", "#ffe6b0"],
        water: ["#c9785e", "#2d2547"],
        tint: "#ff9a5c",
        tintAmount: 0.22,
        dark: true,
        foliage: ["#2c2235", "#1d1828"],
      };
    case "dusk":
      return {
        stops: [
          [0, "#111f43"],
          [0.5, "#33507f"],
          [0.82, "#8e86a6"],
          [1, "#eaa57d"],
        ],
        horizon: "#e0a07e",
        sun: null,
        moon: false,
        stars: 60,
        clouds: null,
        towers: ["#27355a", "#2f3e66", "#222e4e", "#36436c", "#2a3860"],
        lit: 0.38,
        litColors: ["#ffd58a", "#ffe7b8", "#cfe2ff"],
        water: ["#44588a", "#0f1a36"],
        tint: "#5f73b0",
        tintAmount: 0.3,
        dark: true,
        foliage: ["#1d2a3c", "#121c2c"],
      };
    default:
      return {
        stops: [
          [0, "#040917"],
          [0.6, "#0d1a3b"],
          [1, "#263868"],
        ],
        horizon: "#263868",
        sun: null,
        moon: true,
        stars: 160,
        clouds: null,
        towers: ["#111a31", "#17223d", "#0e1528", "#1b2746", "#141d36"],
        lit: 0.42,
        litColors: ["#ffd27c", "#ffe4aa", "#bcd6ff", "#ffc46a"],
        water: ["#1a2a52", "#050b1c"],
        tint: "#2a3f78",
        tintAmount: 0.45,
        dark: true,
        foliage: ["#0f1a22", "#0a1118"],
      };
  }
}

/** Sky, sun or moon, stars and clouds across the given rectangle, horizon at `hy`. */
function drawSky(c: Ctx, sky: Sky, x: number, y: number, w: number, h: number, hy: number): string {
  const r = c.r;
  const out: string[] = [];
  const frac = (hy - y) / h;
  out.push(
    rect(
      x,
      y,
      w,
      h,
      linear(c, sky.stops.map(([o, col]) => [o * frac, col] as Stop).concat([[1, sky.horizon]])),
    ),
  );
  if (sky.stars) {
    const s: string[] = [];
    for (let i = 0; i < sky.stars * (w / W); i++) {
      const sx = x + r() * w;
      const sy = y + r() ** 1.6 * (hy - y) * 0.8;
      s.push(
        `<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(between(r, 0.6, 1.7))}" fill="#ffffff" opacity="${f1(between(r, 0.25, 0.9))}"/>`,
      );
    }
    out.push(`<g>${s.join("")}</g>`);
  }
  if (sky.moon) {
    const mx = x + between(r, 0.15, 0.85) * w;
    const my = y + between(r, 0.12, 0.25) * (hy - y);
    const mr = 26 * (w / W) + 8;
    out.push(
      `<circle cx="${f1(mx)}" cy="${f1(my)}" r="${f1(mr * 6)}" fill="${radial(
        c,
        [
          [0, "#bcd0ff", 0.22],
          [1, "#bcd0ff", 0],
        ],
        mx,
        my,
        mr * 6,
      )}"/>`,
    );
    out.push(`<circle cx="${f1(mx)}" cy="${f1(my)}" r="${f1(mr)}" fill="#f4f1e6"/>`);
    out.push(
      `<circle cx="${f1(mx - mr * 0.35)}" cy="${f1(my - mr * 0.2)}" r="${f1(mr * 0.22)}" fill="#e3ddcc" opacity="0.7"/>`,
    );
  }
  if (sky.sun) {
    const sx = x + (sky.sun.x / W) * w;
    const sy = sky.sun.y === 0 ? hy - sky.sun.r * 0.55 * (w / W) : y + (sky.sun.y / H) * h;
    const sr = sky.sun.r * (w / W) + 4;
    out.push(
      `<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(sr * 9)}" fill="${radial(
        c,
        [
          [0, sky.sun.glow, 0.55],
          [0.35, sky.sun.glow, 0.18],
          [1, sky.sun.glow, 0],
        ],
        sx,
        sy,
        sr * 9,
      )}"/>`,
    );
    out.push(`<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(sr)}" fill="${sky.sun.core}"/>`);
  }
  if (sky.clouds) {
    const g: string[] = [];
    // soft-edged puffs from a radial gradient (cheaper than blurring the group)
    const puff = radial(
      c,
      [
        [0, sky.clouds, 0.9],
        [0.55, sky.clouds, 0.45],
        [1, sky.clouds, 0],
      ],
      0.5,
      0.5,
      0.5,
      false,
    );
    const n = int(r, 2, 5);
    for (let i = 0; i < n; i++) {
      const cx = x + r() * w;
      const cy = y + between(r, 0.12, 0.55) * (hy - y);
      const s = between(r, 0.6, 1.4) * (w / W);
      for (let k = 0; k < 5; k++) {
        g.push(
          ellipse(
            cx + (k - 2) * 55 * s + between(r, -15, 15) * s,
            cy + between(r, -10, 8) * s,
            between(r, 90, 170) * s,
            between(r, 26, 44) * s,
            puff,
            `opacity="${f1(between(r, 0.5, 0.85))}"`,
          ),
        );
      }
    }
    out.push(`<g>${g.join("")}</g>`);
  }
  return out.join("");
}

// ------------------------------------------------------------------ towers

interface TowerOpts {
  x: number;
  base: number;
  w: number;
  h: number;
  color: string;
  crown: number;
  detail: number; // 0 none, 1 bands, 2 full windows
  floorH: number;
}

/** Many small rectangles batched into one path per colour and opacity step (far fewer SVG nodes). */
class Windows {
  groups = new Map<string, string[]>();
  add(x: number, y: number, w: number, h: number, color: string, opacity: number) {
    const key = `${color}|${Math.round(opacity * 5) / 5}`;
    let g = this.groups.get(key);
    if (!g) {
      g = [];
      this.groups.set(key, g);
    }
    g.push(`M${f1(x)} ${f1(y)}h${f1(w)}v${f1(h)}h${f1(-w)}z`);
  }
  svg(): string {
    return [...this.groups]
      .map(([key, d]) => {
        const [color, op] = key.split("|");
        return `<path d="${d.join("")}" fill="${color}" opacity="${op}"/>`;
      })
      .join("");
  }
}

function towerBody(
  c: Ctx,
  sky: Sky,
  x: number,
  base: number,
  w: number,
  h: number,
  color: string,
  detail: number,
  floorH: number,
): string {
  const r = c.r;
  const out: string[] = [];
  const split = w * between(r, 0.55, 0.7);
  const top = base - h;
  const leftTop = sky.dark ? lighten(color, 0.06) : lighten(color, 0.14);
  out.push(
    rect(
      x,
      top,
      split,
      h,
      linear(c, [
        [0, leftTop],
        [1, darken(color, sky.dark ? 0.1 : 0.04)],
      ]),
    ),
  );
  out.push(
    rect(
      x + split,
      top,
      w - split,
      h,
      linear(c, [
        [0, darken(color, sky.dark ? 0.16 : 0.22)],
        [1, darken(color, sky.dark ? 0.3 : 0.36)],
      ]),
    ),
  );
  if (detail === 0) return out.join("");
  const rows = Math.floor((h - 6) / floorH);
  if (sky.lit < 0.1) {
    // glass curtain wall: spandrel bands, faint mullions and a diagonal sheen
    const band = darken(color, 0.28);
    const b: string[] = [];
    for (let i = 1; i < rows; i++) {
      const yy = top + i * floorH;
      b.push(`M${f1(x)} ${f1(yy)}h${f1(w)}`);
    }
    out.push(`<path d="${b.join("")}" stroke="${band}" stroke-width="${f1(floorH * 0.32)}" opacity="0.45"/>`);
    if (detail > 1) {
      const m: string[] = [];
      const col = Math.max(10, w / Math.round(w / 18));
      for (let xx = x + col; xx < x + w - 2; xx += col) m.push(`M${f1(xx)} ${f1(top)}v${f1(h)}`);
      out.push(
        `<path d="${m.join("")}" stroke="${lighten(color, 0.35)}" stroke-width="1.2" opacity="0.35"/>`,
      );
    }
    const sheen = linear(
      c,
      [
        [0, "#ffffff", 0],
        [0.42, "#ffffff", 0],
        [0.5, "#ffffff", sky.tintAmount > 0 ? 0.38 : 0.3],
        [0.6, "#ffffff", 0],
      ],
      0,
      0,
      1,
      1,
    );
    out.push(rect(x, top, split, h, sheen));
    if (sky.lit > 0) {
      const win = new Windows();
      for (let i = 0; i < rows; i++) {
        if (r() < 0.12)
          win.add(
            x + between(r, 0, split - 14),
            top + i * floorH + 2,
            between(r, 8, 20),
            floorH * 0.55,
            pick(r, sky.litColors),
            0.8,
          );
      }
      out.push(win.svg());
    }
  } else {
    const cols = Math.max(2, Math.floor(w / 15));
    const cw = w / cols;
    const win = new Windows();
    for (let i = 0; i < rows; i++) {
      const rowLit = r() < 0.85 ? sky.lit : sky.lit * 2.2;
      for (let k = 0; k < cols; k++) {
        if (r() > rowLit) continue;
        const onShade = x + k * cw >= x + split;
        win.add(
          x + k * cw + cw * 0.22,
          top + i * floorH + floorH * 0.25,
          cw * 0.56,
          floorH * 0.5,
          pick(r, sky.litColors),
          onShade ? between(r, 0.35, 0.6) : between(r, 0.6, 0.95),
        );
      }
    }
    out.push(win.svg());
  }
  return out.join("");
}

function tower(c: Ctx, sky: Sky, t: TowerOpts): string {
  const r = c.r;
  const out: string[] = [];
  const crownDark = darken(t.color, 0.25);
  switch (t.crown) {
    case 1: {
      // stepped setbacks
      const h1 = t.h * 0.82;
      out.push(towerBody(c, sky, t.x, t.base, t.w, h1, t.color, t.detail, t.floorH));
      const w2 = t.w * 0.72;
      out.push(
        towerBody(c, sky, t.x + (t.w - w2) / 2, t.base - h1, w2, t.h * 0.12, t.color, t.detail, t.floorH),
      );
      const w3 = t.w * 0.42;
      out.push(
        towerBody(
          c,
          sky,
          t.x + (t.w - w3) / 2,
          t.base - h1 - t.h * 0.12,
          w3,
          t.h * 0.06,
          t.color,
          0,
          t.floorH,
        ),
      );
      break;
    }
    case 2: {
      // spire
      out.push(towerBody(c, sky, t.x, t.base, t.w, t.h, t.color, t.detail, t.floorH));
      const cx = t.x + t.w / 2;
      out.push(
        poly(
          [
            [cx - t.w * 0.12, t.base - t.h],
            [cx + t.w * 0.12, t.base - t.h],
            [cx, t.base - t.h - t.h * 0.22],
          ],
          crownDark,
        ),
      );
      if (sky.dark)
        out.push(`<circle cx="${f1(cx)}" cy="${f1(t.base - t.h * 1.22)}" r="2.5" fill="#ff5a4a"/>`);
      break;
    }
    case 3: {
      // slanted roof
      out.push(towerBody(c, sky, t.x, t.base, t.w, t.h * 0.9, t.color, t.detail, t.floorH));
      const y0 = t.base - t.h * 0.9;
      out.push(
        poly(
          [
            [t.x, y0],
            [t.x + t.w, y0],
            [t.x + t.w, y0 - t.h * 0.04],
            [t.x, y0 - t.h * 0.16],
          ],
          lighten(t.color, sky.dark ? 0.04 : 0.1),
        ),
      );
      break;
    }
    case 4: {
      // curved crown
      out.push(towerBody(c, sky, t.x, t.base, t.w, t.h * 0.92, t.color, t.detail, t.floorH));
      const y0 = t.base - t.h * 0.92;
      out.push(
        `<path d="M${f1(t.x)} ${f1(y0)} Q${f1(t.x + t.w * 0.5)} ${f1(y0 - t.h * 0.2)} ${f1(t.x + t.w)} ${f1(y0)} Z" fill="${lighten(t.color, sky.dark ? 0.03 : 0.08)}"/>`,
      );
      break;
    }
    default: {
      out.push(towerBody(c, sky, t.x, t.base, t.w, t.h, t.color, t.detail, t.floorH));
      const bw = t.w * between(r, 0.3, 0.55);
      out.push(rect(t.x + t.w * 0.2, t.base - t.h - 10, bw, 10, crownDark));
    }
  }
  return out.join("");
}

/** A generic supertall: stacked setbacks and a spire. */
function supertall(
  c: Ctx,
  sky: Sky,
  cx: number,
  base: number,
  height: number,
  scale: number,
  color: string,
): string {
  const sections: [number, number][] = [
    [1, 0.32],
    [0.78, 0.22],
    [0.58, 0.16],
    [0.4, 0.1],
    [0.25, 0.06],
  ];
  const w0 = 120 * scale;
  let y = base;
  const out: string[] = [];
  for (const [wf, hf] of sections) {
    const w = w0 * wf;
    const h = height * hf;
    out.push(towerBody(c, sky, cx - w / 2, y, w, h, color, 2, 9 * scale + 3));
    y -= h;
  }
  out.push(
    poly(
      [
        [cx - 6 * scale, y],
        [cx + 6 * scale, y],
        [cx + 1.5, y - height * 0.14],
        [cx - 1.5, y - height * 0.14],
      ],
      lighten(color, 0.1),
    ),
  );
  if (sky.dark) out.push(`<circle cx="${f1(cx)}" cy="${f1(y - height * 0.14)}" r="3" fill="#ff5a4a"/>`);
  return out.join("");
}

/** A layered skyline inside x..x+w with its base at `base`. Returns the markup (no clipping). */
function skylineLayers(
  c: Ctx,
  sky: Sky,
  x: number,
  w: number,
  base: number,
  scale: number,
  opts: { hero?: boolean; maxH?: number } = {},
): { far: string; mid: string; front: string } {
  const r = c.r;
  const far: string[] = [];
  const mid: string[] = [];
  const front: string[] = [];
  const maxH = opts.maxH ?? 560;
  let px = x - 30;
  while (px < x + w) {
    const tw = between(r, 34, 80) * scale;
    const th = between(r, 70, 250) * scale;
    far.push(
      tower(c, sky, {
        x: px,
        base,
        w: tw,
        h: th,
        color: mix(pick(r, sky.towers), sky.horizon, sky.dark ? 0.35 : 0.6),
        crown: int(r, 0, 4),
        detail: 0,
        floorH: 8,
      }),
    );
    px += tw + between(r, -10, 18) * scale;
  }
  px = x - 20;
  while (px < x + w) {
    const tw = between(r, 55, 110) * scale;
    const th = between(r, 140, Math.min(420, maxH * 0.8)) * scale;
    mid.push(
      tower(c, sky, {
        x: px,
        base,
        w: tw,
        h: th,
        color: mix(pick(r, sky.towers), sky.horizon, sky.dark ? 0.15 : 0.3),
        crown: int(r, 0, 4),
        detail: 1,
        floorH: 8 * scale + 3,
      }),
    );
    px += tw + between(r, 15, 90) * scale;
  }
  if (opts.hero)
    mid.push(
      supertall(
        c,
        sky,
        x + w * between(r, 0.3, 0.7),
        base,
        maxH * 1.35 * scale,
        scale,
        mix(sky.towers[0], sky.horizon, sky.dark ? 0.1 : 0.25),
      ),
    );
  px = x + between(r, -60, 40) * scale;
  while (px < x + w) {
    const tw = between(r, 100, 180) * scale;
    const th = between(r, 260, maxH) * scale;
    front.push(
      tower(c, sky, {
        x: px,
        base,
        w: tw,
        h: th,
        color: pick(r, sky.towers),
        crown: int(r, 0, 4),
        detail: 2,
        floorH: 10 * scale + 4,
      }),
    );
    px += tw + between(r, 60, 260) * scale;
  }
  return { far: far.join(""), mid: mid.join(""), front: front.join("") };
}

// ------------------------------------------------------------------ vegetation and props

function palm(
  c: Ctx,
  x: number,
  base: number,
  height: number,
  lean: number,
  sky: Sky,
  opts: { silhouette?: boolean } = {},
): string {
  const r = c.r;
  const trunkCol = opts.silhouette ? sky.foliage[1] : mix("#8a6a4c", sky.tint, sky.tintAmount);
  const leafA = opts.silhouette ? sky.foliage[1] : sky.foliage[0];
  const leafB = opts.silhouette ? sky.foliage[1] : sky.foliage[1];
  const topX = x + lean;
  const topY = base - height;
  const ctrlX = x + lean * 0.15;
  const ctrlY = base - height * 0.55;
  const left: Pt[] = [];
  const right: Pt[] = [];
  const steps = 12;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrlX + t * t * topX;
    const py = (1 - t) ** 2 * base + 2 * (1 - t) * t * ctrlY + t * t * topY;
    const dx = 2 * (1 - t) * (ctrlX - x) + 2 * t * (topX - ctrlX);
    const dy = 2 * (1 - t) * (ctrlY - base) + 2 * t * (topY - ctrlY);
    const len = Math.hypot(dx, dy) || 1;
    const wdt = (height * 0.035 * (1 - t) + height * 0.022 * t) / 2;
    left.push([px - (dy / len) * wdt, py + (dx / len) * wdt]);
    right.push([px + (dy / len) * wdt, py - (dx / len) * wdt]);
  }
  const out: string[] = [];
  out.push(poly([...left, ...right.reverse()], trunkCol));
  if (!opts.silhouette) {
    const rings: string[] = [];
    for (let i = 1; i < steps; i++) {
      const [lx, ly] = left[i];
      const [rx, ry] = right[steps - i];
      rings.push(`M${f1(lx)} ${f1(ly)}L${f1(rx)} ${f1(ry)}`);
    }
    out.push(
      `<path d="${rings.join("")}" stroke="${darken(trunkCol, 0.25)}" stroke-width="1.6" opacity="0.6"/>`,
    );
  }
  const leaves = int(r, 9, 12);
  const back: string[] = [];
  const fore: string[] = [];
  for (let i = 0; i < leaves; i++) {
    const ang = -Math.PI + (i / (leaves - 1)) * Math.PI + between(r, -0.15, 0.15);
    const len = height * between(r, 0.34, 0.48);
    const droop = Math.abs(Math.cos(ang)) * len * between(r, 0.35, 0.6);
    const tx = topX + Math.cos(ang) * len;
    const ty = topY + Math.sin(ang) * len * 0.75 + droop;
    const mx = topX + Math.cos(ang) * len * 0.55;
    const my = topY + Math.sin(ang) * len * 0.55 - len * 0.12;
    const nx = -(ty - topY) / len;
    const ny = (tx - topX) / len;
    const wdt = len * 0.13;
    const d = `M${f1(topX)} ${f1(topY)} Q${f1(mx + nx * wdt)} ${f1(my + ny * wdt)} ${f1(tx)} ${f1(ty)} Q${f1(mx - nx * wdt * 0.3)} ${f1(my - ny * wdt * 0.3)} ${f1(topX)} ${f1(topY)}Z`;
    (i % 2 ? back : fore).push(`<path d="${d}" fill="${i % 2 ? leafB : leafA}"/>`);
    if (!opts.silhouette)
      fore.push(
        `<path d="M${f1(topX)} ${f1(topY)} Q${f1(mx)} ${f1(my)} ${f1(tx)} ${f1(ty)}" stroke="${lighten(leafA, 0.25)}" stroke-width="1.2" fill="none" opacity="0.6"/>`,
      );
  }
  out.push(back.join(""), fore.join(""));
  out.push(
    `<circle cx="${f1(topX)}" cy="${f1(topY + 4)}" r="${f1(height * 0.025)}" fill="${darken(trunkCol, 0.3)}"/>`,
  );
  return out.join("");
}

function shrub(c: Ctx, x: number, base: number, w: number, h: number, sky: Sky): string {
  const r = c.r;
  const out: string[] = [];
  const n = Math.max(3, Math.round(w / (h * 0.9)));
  for (let i = 0; i < n; i++) {
    const cx = x + (i + 0.5) * (w / n) + between(r, -6, 6);
    const rr = between(r, 0.55, 0.75) * h;
    out.push(
      ellipse(
        cx,
        base - rr * 0.75,
        rr * 1.1,
        rr,
        i % 2 ? sky.foliage[0] : mix(sky.foliage[0], sky.foliage[1], 0.4),
      ),
    );
  }
  out.push(ellipse(x + w / 2, base - h * 0.35, w * 0.5, h * 0.4, sky.foliage[1], 'opacity="0.35"'));
  return out.join("");
}

function yacht(x: number, y: number, s: number, sky: Sky, flip = false): string {
  const hull = sky.dark ? "#c9cfdb" : "#f7f7f4";
  const shade = sky.dark ? "#8e96a8" : "#d6dadf";
  const glass = sky.dark ? "#ffd58a" : "#233447";
  const sx = flip ? -1 : 1;
  return `<g transform="translate(${f1(x)} ${f1(y)}) scale(${f1(sx * s)} ${f1(s)})">
<path d="M-120 0 L120 0 L150 -22 L-110 -22 Z" fill="${hull}"/>
<path d="M-120 0 L120 0 L128 -6 L-116 -6 Z" fill="${shade}"/>
<path d="M-70 -22 L80 -22 L60 -44 L-50 -44 Z" fill="${hull}"/>
<path d="M-55 -26 L70 -26 L56 -38 L-44 -38 Z" fill="${glass}"/>
<path d="M-30 -44 L40 -44 L30 -58 L-20 -58 Z" fill="${shade}"/>
<line x1="5" y1="-58" x2="5" y2="-80" stroke="${shade}" stroke-width="3"/>
</g>`;
}

// ------------------------------------------------------------------ 3D helper for interiors

type V3 = [number, number, number];
interface Cam {
  x: number;
  y: number;
  z: number;
  yaw: number;
  f: number;
  cx: number;
  cy: number;
}

function toCam(cam: Cam, p: V3): V3 {
  const dx = p[0] - cam.x;
  const dy = p[1] - cam.y;
  const dz = p[2] - cam.z;
  const cs = Math.cos(cam.yaw);
  const sn = Math.sin(cam.yaw);
  return [dx * cs - dz * sn, dy, dx * sn + dz * cs];
}
function proj(cam: Cam, p: V3): Pt {
  const [x, y, z] = toCam(cam, p);
  const zz = Math.max(z, 0.05);
  return [cam.cx + (cam.f * x) / zz, cam.cy - (cam.f * y) / zz];
}
/** Projects a planar polygon, clipped to the near plane. */
function projPoly(cam: Cam, poly3: V3[]): Pt[] {
  const near = 0.15;
  const cp = poly3.map((p) => toCam(cam, p));
  const out: V3[] = [];
  for (let i = 0; i < cp.length; i++) {
    const a = cp[i];
    const b = cp[(i + 1) % cp.length];
    const ain = a[2] >= near;
    const bin = b[2] >= near;
    if (ain) out.push(a);
    if (ain !== bin) {
      const t = (near - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near]);
    }
  }
  return out.map(([x, y, z]) => [cam.cx + (cam.f * x) / z, cam.cy - (cam.f * y) / z] as Pt);
}
const face = (cam: Cam, p: V3[], fill: string, extra = "") => {
  const q = projPoly(cam, p);
  return q.length >= 3 ? poly(q, fill, extra) : "";
};
type Span = [number, number];
/**
 * A rectangle at `at` on one axis (0: a wall at x, 1: a floor or ceiling at y, 2: a pane at depth
 * z), spanning `a` and `b` on the other two in x, y, z order.
 */
function plane(
  cam: Cam,
  axis: 0 | 1 | 2,
  at: number,
  [a0, a1]: Span,
  [b0, b1]: Span,
  fill: string,
  extra = "",
) {
  // Around the rectangle; a wall goes round the other way, as the scenes were drawn.
  const around: Span[] =
    axis === 0
      ? [
          [a0, b0],
          [a0, b1],
          [a1, b1],
          [a1, b0],
        ]
      : [
          [a0, b0],
          [a1, b0],
          [a1, b1],
          [a0, b1],
        ];
  const corner = ([u, v]: Span): V3 => (axis === 0 ? [at, u, v] : axis === 1 ? [u, at, v] : [u, v, at]);
  return face(cam, around.map(corner), fill, extra);
}

interface BoxColors {
  top: string;
  front: string;
  side: string;
  extra?: string;
}
/** An axis-aligned box; only faces turned to the camera are drawn. */
function box(
  cam: Cam,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  col: BoxColors,
): string {
  const e = col.extra ?? "";
  const X: Span = [x0, x1];
  const Y: Span = [y0, y1];
  const Z: Span = [z0, z1];
  // The faces turned to the camera, in this order: near, far, left, right, top, bottom.
  return [
    cam.z < z0 ? plane(cam, 2, z0, X, Y, col.front, e) : "",
    cam.z > z1 ? plane(cam, 2, z1, X, Y, col.front, e) : "",
    cam.x < x0 ? plane(cam, 0, x0, Y, Z, col.side, e) : "",
    cam.x > x1 ? plane(cam, 0, x1, Y, Z, col.side, e) : "",
    cam.y > y1 ? plane(cam, 1, y1, X, Z, col.top, e) : "",
    cam.y < y0 ? plane(cam, 1, y0, X, Z, darken(col.front, 0.2), e) : "",
  ].join("");
}
const tone = (c: string, light = 0.1, side = 0.16): BoxColors => ({
  top: lighten(c, light),
  front: c,
  side: darken(c, side),
});
const rounded = (c: string, light = 0.1, side = 0.16, w = 8): BoxColors => ({
  ...tone(c, light, side),
  extra: `stroke-linejoin="round" stroke-width="${w}" stroke="${c}"`,
});

/** Outline growth (× spread) and opacity share of each layer of a soft shadow. */
const SOFT_LAYERS: [number, number][] = [
  [2.6, 0.09],
  [2.1, 0.11],
  [1.65, 0.13],
  [1.25, 0.15],
  [0.85, 0.16],
  [0.5, 0.17],
  [0.2, 0.19],
];

/** A soft contact shadow under a footprint on the floor. */
function floorShadow(
  c: Ctx,
  cam: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  strength = 0.32,
  spread = 0.12,
): string {
  // stacked, growing outlines fake a blur without the cost of an SVG filter
  for (const [grow, weight] of SOFT_LAYERS) {
    const e = spread * grow;
    c.soft.push(
      face(
        cam,
        [
          [x0 - e, 0.002, z0 - e],
          [x1 + e, 0.002, z0 - e],
          [x1 + e, 0.002, z1 + e],
          [x0 - e, 0.002, z1 + e],
        ],
        "#000000",
        `opacity="${Math.round(strength * weight * 1000) / 1000}"`,
      ),
    );
  }
  return "";
}

function glow(c: Ctx, p: Pt, radius: number, color: string, strength = 0.6): string {
  return `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(radius)}" fill="${radial(
    c,
    [
      [0, color, strength],
      [0.4, color, strength * 0.35],
      [1, color, 0],
    ],
    p[0],
    p[1],
    radius,
  )}"/>`;
}

interface Materials {
  wall: string;
  accentWall: string;
  floor: string;
  floorKind: "wood" | "marble";
  sofa: string;
  fabric: string;
  wood: string;
  accents: string[];
  metal: string;
  stone: string;
}

function materials(mood: Mood): Materials {
  switch (mood) {
    case "sand":
      return {
        wall: "#eadfce",
        accentWall: "#c9ae8c",
        floor: "#a97f57",
        floorKind: "wood",
        sofa: "#cdb99b",
        fabric: "#f1e8da",
        wood: "#7a5539",
        accents: ["#c0704a", "#6b7a4b", "#b08d57"],
        metal: "#b08d57",
        stone: "#efe7da",
      };
    case "sea":
      return {
        wall: "#e8edef",
        accentWall: "#9fb6c2",
        floor: "#cbc2b4",
        floorKind: "wood",
        sofa: "#36506a",
        fabric: "#f4f5f3",
        wood: "#a88a68",
        accents: ["#d4a35a", "#6f9fb6", "#e9e1d2"],
        metal: "#c7a15e",
        stone: "#f1f2f0",
      };
    case "charcoal":
      return {
        wall: "#dcd8d2",
        accentWall: "#3a3a3d",
        floor: "#e6e2dc",
        floorKind: "marble",
        sofa: "#4b4b50",
        fabric: "#ece8e1",
        wood: "#5a4535",
        accents: ["#b8894a", "#8a3b3b", "#d9c7a6"],
        metal: "#b8894a",
        stone: "#e9e5de",
      };
    default:
      return {
        wall: "#f1ece3",
        accentWall: "#d8cbb8",
        floor: "#d3b48b",
        floorKind: "wood",
        sofa: "#e7dfd2",
        fabric: "#faf7f1",
        wood: "#9c7552",
        accents: ["#b08d57", "#2f4858", "#c7a98a"],
        metal: "#b08d57",
        stone: "#f3efe8",
      };
  }
}

interface Room {
  cam: Cam;
  xl: number;
  xr: number;
  depth: number;
  height: number;
}

const NIGHT_WARM = "#3b2c20";

/** Walls, floor, ceiling; floor boards or tiles; ceiling lights. Back wall drawn separately. */
function roomShell(
  c: Ctx,
  room: Room,
  m: Materials,
  sky: Sky,
  time: TimeOfDay,
): { shell: string; lightTint: string } {
  const { cam, xl, xr, depth: d, height: h } = room;
  const zn = 0.2;
  const out: string[] = [];
  const night = time === "night";
  const lightTint = time === "golden" || time === "sunset" ? "#ffd7a3" : night ? "#ffcf8a" : "#ffffff";
  const wallL = night
    ? mix(m.wall, NIGHT_WARM, 0.5)
    : mix(darken(m.wall, 0.06), sky.tint, sky.tintAmount * 0.15);
  const wallR = night
    ? mix(m.wall, NIGHT_WARM, 0.42)
    : mix(darken(m.wall, 0.02), sky.tint, sky.tintAmount * 0.15);
  const ceil = night ? mix(m.wall, NIGHT_WARM, 0.58) : darken(m.wall, 0.04);
  // floor
  const floorTop = proj(cam, [0, 0, d]);
  const floorFill = linear(
    c,
    [
      [0, night ? mix(m.floor, NIGHT_WARM, 0.5) : darken(m.floor, 0.08)],
      [1, night ? mix(m.floor, NIGHT_WARM, 0.3) : lighten(m.floor, 0.06)],
    ],
    0,
    floorTop[1],
    0,
    H,
    true,
  );
  out.push(plane(cam, 1, 0, [xl, xr], [zn, d], floorFill));
  const lines: string[] = [];
  if (m.floorKind === "wood") {
    for (let x = xl + 0.19; x < xr; x += 0.19) {
      const a = proj(cam, [x, 0, d]);
      const b = proj(cam, [x, 0, 0.6]);
      lines.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
    }
    out.push(
      `<path d="${lines.join("")}" stroke="${darken(m.floor, 0.22)}" stroke-width="1.3" opacity="0.45"/>`,
    );
  } else {
    for (let x = xl + 0.9; x < xr; x += 0.9) {
      const a = proj(cam, [x, 0, d]);
      const b = proj(cam, [x, 0, 0.6]);
      lines.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
    }
    for (let z = d - 0.9; z > 0.6; z -= 0.9) {
      const a = proj(cam, [xl, 0, z]);
      const b = proj(cam, [xr, 0, z]);
      lines.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
    }
    out.push(
      `<path d="${lines.join("")}" stroke="${darken(m.floor, 0.12)}" stroke-width="1.2" opacity="0.7"/>`,
    );
  }
  // ceiling
  out.push(plane(cam, 1, h, [xl, xr], [zn, d], ceil));
  out.push(plane(cam, 1, h - 0.001, [xl + 0.7, xr - 0.7], [1.2, d - 0.7], lighten(ceil, 0.06)));
  // side walls
  out.push(plane(cam, 0, xl, [0, h], [zn, d], wallL));
  out.push(plane(cam, 0, xr, [0, h], [zn, d], wallR));
  // skirting
  out.push(plane(cam, 0, xl + 0.001, [0, 0.09], [zn, d], darken(wallL, 0.08)));
  out.push(plane(cam, 0, xr - 0.001, [0, 0.09], [zn, d], darken(wallR, 0.08)));
  // downlights
  for (let z = 2.2; z < d - 0.5; z += 1.6) {
    for (const x of [xl + 1.1, xr - 1.1]) {
      const p = proj(cam, [x, h - 0.002, z]);
      const s = cam.f / (z - cam.z);
      out.push(ellipse(p[0], p[1], 0.07 * s, 0.022 * s, night ? "#fff4d8" : "#ffffff"));
      if (night) out.push(glow(c, p, 0.5 * s, "#ffe2a8", 0.35));
    }
  }
  return { shell: out.join(""), lightTint };
}

/** The view through a window: sky, distant city or sea, horizon at the camera's eye level. */
function windowView(
  c: Ctx,
  sky: Sky,
  x: number,
  y: number,
  w: number,
  h: number,
  horizon: number,
  kind: SceneView,
): string {
  const out: string[] = [drawSky(c, sky, x, y - 2, w, horizon - y + 4, horizon)];
  const scale = 0.42;
  if (kind === "garden") {
    out.push(gardenView(c, sky, x, y, w, h, horizon));
  } else if (kind === "sea") {
    out.push(
      rect(
        x,
        horizon,
        w,
        y + h - horizon,
        linear(
          c,
          [
            [0, lighten(sky.water[0], 0.15)],
            [1, sky.water[1]],
          ],
          0,
          horizon,
          0,
          y + h,
          true,
        ),
      ),
    );
    const sk = skylineLayers(c, sky, x + w * 0.55, w * 0.5, horizon + 1, scale * 0.45, { maxH: 380 });
    out.push(`<g opacity="0.85">${sk.far}${sk.mid}</g>`);
    if (sky.sun) {
      out.push(rect(x, horizon, w, 3, lighten(sky.horizon, 0.3), 'opacity="0.5"'));
    }
  } else {
    out.push(rect(x, horizon, w, y + h - horizon, mix(sky.towers[0], sky.horizon, 0.5)));
    const sk = skylineLayers(c, sky, x - 20, w + 40, y + h + 60, scale, { hero: true, maxH: 700 });
    out.push(sk.far, sk.mid, sk.front);
  }
  return out.join("");
}

/**
 * A villa garden seen at eye level: a lawn, the boundary wall with its hedge, trees and palms
 * behind it and the roofs of the neighbours; low-rise, never towers. `wide` is a whole picture (a
 * pool deck), otherwise the view through a window of `w` × `h`.
 */
function gardenView(
  c: Ctx,
  sky: Sky,
  x: number,
  y: number,
  w: number,
  h: number,
  horizon: number,
  wide = false,
): string {
  const r = c.r;
  const s = wide ? 1 : Math.max(0.35, Math.min(1, w / 1400));
  const out: string[] = [];
  const lawnTop = horizon - 6 * s;
  // neighbours' roofs and trees, low behind the wall
  const roofs: string[] = [];
  for (let rx = x - 40; rx < x + w; rx += between(r, 220, 360) * s) {
    const rw = between(r, 140, 240) * s;
    const rh = between(r, 40, 90) * s;
    const col = mix(pick(r, ["#e9dcc3", "#efe6d6", "#d9c3a0", "#c98f5e"]), sky.horizon, 0.35);
    roofs.push(rect(rx, lawnTop - rh - 30 * s, rw, rh + 10, col));
    if (chance(r, 0.4))
      roofs.push(
        poly(
          [
            [rx - 8 * s, lawnTop - rh - 30 * s],
            [rx + rw + 8 * s, lawnTop - rh - 30 * s],
            [rx + rw * 0.5, lawnTop - rh - 30 * s - 34 * s],
          ],
          mix("#b8643c", sky.horizon, 0.4),
        ),
      );
  }
  out.push(roofs.join(""));
  const trees: string[] = [];
  for (let tx = x - 30; tx < x + w + 30; tx += between(r, 40, 90) * s)
    trees.push(
      ellipse(
        tx,
        lawnTop - 30 * s,
        between(r, 45, 85) * s,
        between(r, 40, 80) * s,
        mix(sky.foliage[1], sky.horizon, sky.dark ? 0.15 : 0.3),
      ),
    );
  out.push(trees.join(""));
  for (let i = 0; i < (wide ? 4 : 2); i++)
    out.push(
      palm(
        c,
        x + between(r, 0.05, 0.95) * w,
        lawnTop - 20 * s,
        between(r, 260, 380) * s,
        between(r, -30, 30) * s,
        { ...sky, foliage: [mix(sky.foliage[0], sky.horizon, 0.25), mix(sky.foliage[1], sky.horizon, 0.25)] },
      ),
    );
  // the boundary wall, capped, with a hedge along it
  const wallH = 70 * s;
  const wallCol = mix(pick(r, ["#efe5d3", "#e6d6bb", "#f3eee6"]), sky.tint, sky.tintAmount);
  out.push(rect(x, lawnTop - wallH, w, wallH + 2, wallCol));
  out.push(rect(x, lawnTop - wallH - 6 * s, w, 8 * s, lighten(wallCol, 0.3)));
  out.push(rect(x, lawnTop - 14 * s, w, 14 * s, darken(wallCol, 0.12)));
  out.push(shrub(c, x - 20, lawnTop + 4 * s, w + 40, 48 * s, sky));
  // the lawn, stripes from the mower
  out.push(
    rect(
      x,
      lawnTop,
      w,
      y + h - lawnTop,
      linear(
        c,
        [
          [0, mix(sky.foliage[0], sky.horizon, sky.dark ? 0.1 : 0.18)],
          [1, darken(sky.foliage[0], 0.18)],
        ],
        0,
        lawnTop,
        0,
        y + h,
        true,
      ),
    ),
  );
  const stripes: string[] = [];
  for (let i = 1; i < 7; i++) {
    const yy = lawnTop + ((y + h - lawnTop) * i * i) / 49;
    stripes.push(`M${f1(x)} ${f1(yy)}h${f1(w)}`);
  }
  out.push(
    `<path d="${stripes.join("")}" stroke="${lighten(sky.foliage[0], 0.2)}" stroke-width="${f1(6 * s)}" opacity="0.25"/>`,
  );
  if (sky.dark) {
    for (let gx = x + 60 * s; gx < x + w; gx += 260 * s)
      out.push(glow(c, [gx, lawnTop - wallH], 50 * s, "#ffd9a0", 0.5));
  }
  return out.join("");
}

// ------------------------------------------------------------------ scenes

/**
 * Water from `top` down (its gradient from the horizon `hy`), the skyline's middle and front
 * layers mirrored in it (squashed by `squash`), and a tint over both that deepens downwards.
 */
function reflectingWater(
  c: Ctx,
  sky: Sky,
  sk: { mid: string; front: string },
  hy: number,
  o: { top: number; squash: number; opacity: number; tint: [number, number] },
): string[] {
  const stops = (alpha?: [number, number]): Stop[] =>
    alpha
      ? [
          [0, sky.water[0], alpha[0]],
          [1, sky.water[1], alpha[1]],
        ]
      : [
          [0, sky.water[0]],
          [1, sky.water[1]],
        ];
  const water = linear(c, stops(), 0, hy, 0, H, true);
  return [
    rect(0, o.top, W, H - hy, water),
    `<g transform="matrix(1 0 0 -${o.squash} 0 ${f1(o.top * (1 + o.squash))})" opacity="${o.opacity}" >${sk.mid}${sk.front}</g>`,
    rect(0, o.top, W, H - hy, linear(c, stops(o.tint), 0, hy, 0, H, true)),
  ];
}

/** Window glass: lit warm at night, the sky's blue deepening downwards by day. */
function glass(c: Ctx, sky: Sky): string {
  return sky.dark
    ? linear(c, [
        [0, "#ffe0a6"],
        [1, "#f0a55e"],
      ])
    : linear(
        c,
        [
          [0, lighten(sky.stops[1][1], 0.1)],
          [0.5, "#2c4a63"],
          [1, "#1b3146"],
        ],
        0,
        0,
        0.3,
        1,
      );
}

/** A house's shadow cast on the lawn in front of it (from x0 to x1 at ground level `base`). */
function lawnShadow(c: Ctx, x0: number, x1: number, base: number): string {
  return poly(
    [
      [x0 - 30, base],
      [x1 + 80, base],
      [x1 + 220, base + 60],
      [x0 + 40, base + 60],
    ],
    linear(c, [
      [0, "#000000", 0.3],
      [1, "#000000", 0],
    ]),
  );
}

function sceneSkyline(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const hy = between(r, 0.6, 0.7) * H;
  const out: string[] = [drawSky(c, sky, 0, 0, W, hy + 2, hy)];
  const sk = skylineLayers(c, sky, 0, W, hy, 1, { hero: chance(r, 0.7), maxH: hy * 0.82 });
  out.push(`<g id="city${c.n}">${sk.far}${sk.mid}${sk.front}</g>`);
  // water with reflections
  out.push(
    ...reflectingWater(c, sky, sk, hy, {
      top: hy,
      squash: 0.85,
      opacity: sky.dark ? 0.55 : 0.35,
      tint: [0.15, 0.85],
    }),
  );
  const ripples = new Windows();
  for (let i = 0; i < 140; i++) {
    const yy = hy + r() ** 1.7 * (H - hy);
    const len = between(r, 20, 160) * (0.4 + (yy - hy) / (H - hy));
    ripples.add(
      r() * W,
      yy,
      len,
      between(r, 1, 2.5),
      sky.dark ? pick(r, [...sky.litColors, "#ffffff"]) : "#ffffff",
      between(r, 0.08, sky.dark ? 0.35 : 0.3),
    );
  }
  out.push(ripples.svg());
  if (sky.sun && spec.time !== "day") {
    const sx = sky.sun.x;
    out.push(
      `<g opacity="0.85">${Array.from({ length: 16 }, (_, i) => rect(sx - between(r, 20, 70), hy + 6 + i * ((H - hy) / 16), between(r, 40, 140), 3, sky.sun?.core ?? "#fff", `opacity="${f1(0.5 - i * 0.025)}"`)).join("")}</g>`,
    );
  }
  // foreground quay with palms
  if (chance(r, 0.6)) {
    const qy = H - between(r, 70, 110);
    out.push(
      bandToBottom(
        c,
        qy,
        darken(mix("#b9a88f", sky.tint, sky.tintAmount), sky.dark ? 0.55 : 0.1),
        darken("#8c7c66", sky.dark ? 0.7 : 0.25),
      ),
    );
    out.push(
      rect(
        0,
        qy - 4,
        W,
        6,
        lighten(mix("#d6c8b0", sky.tint, sky.tintAmount), sky.dark ? -0.5 : 0.1),
        sky.dark ? 'opacity="0.3"' : "",
      ),
    );
    const n = int(r, 2, 4);
    for (let i = 0; i < n; i++)
      out.push(
        palm(c, between(r, 0.05, 0.95) * W, qy + 10, between(r, 240, 340), between(r, -40, 40), sky, {
          silhouette: sky.dark,
        }),
      );
    if (sky.dark) {
      for (let x = 60; x < W; x += 180)
        out.push(glow(c, [x, qy - 60], 40, "#ffd58a", 0.5), rect(x - 2, qy - 60, 4, 60, "#0c1222"));
    }
  }
  return out.join("");
}

function sceneMarina(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const hy = between(r, 0.56, 0.62) * H;
  const out: string[] = [drawSky(c, sky, 0, 0, W, hy + 2, hy)];
  const sk = skylineLayers(c, sky, 0, W, hy, 1.05, { hero: false, maxH: hy * 0.9 });
  out.push(sk.far, sk.mid, sk.front);
  // far promenade line
  out.push(rect(0, hy - 6, W, 10, darken(mix("#cbbba1", sky.tint, sky.tintAmount), sky.dark ? 0.6 : 0.15)));
  out.push(
    ...reflectingWater(c, sky, sk, hy, {
      top: hy + 4,
      squash: 0.7,
      opacity: sky.dark ? 0.5 : 0.3,
      tint: [0.1, 0.8],
    }),
  );
  const ripples = new Windows();
  for (let i = 0; i < 120; i++) {
    const yy = hy + 8 + r() ** 1.5 * (H - hy);
    ripples.add(
      r() * W,
      yy,
      between(r, 20, 140),
      between(r, 1, 2.5),
      sky.dark ? pick(r, sky.litColors) : "#ffffff",
      between(r, 0.08, 0.3),
    );
  }
  out.push(ripples.svg());
  // yachts moored along the near pontoon
  const py = H - between(r, 160, 200);
  const n = int(r, 3, 5);
  for (let i = 0; i < n; i++) {
    const x = (i + 0.5) * (W / n) + between(r, -40, 40);
    const s = between(r, 0.9, 1.25);
    out.push(softEllipse(c, x, py + 8, 170 * s, 14 * s, 0.3));
    out.push(yacht(x, py, s, sky, chance(r, 0.5)));
  }
  // pontoon and promenade in front
  const qy = H - between(r, 90, 120);
  out.push(rect(0, py + 12, W, 10, darken("#b59c7c", sky.dark ? 0.6 : 0.1)));
  out.push(
    bandToBottom(
      c,
      qy,
      darken(mix("#d9c9ae", sky.tint, sky.tintAmount), sky.dark ? 0.6 : 0.05),
      darken("#a39074", sky.dark ? 0.7 : 0.2),
    ),
  );
  // railing
  const rail: string[] = [];
  for (let x = 0; x < W; x += 46) rail.push(`M${x} ${f1(qy)}v-34`);
  out.push(`<path d="${rail.join("")}" stroke="${sky.dark ? "#39405a" : "#6b6f74"}" stroke-width="3"/>`);
  out.push(rect(0, qy - 36, W, 4, sky.dark ? "#4a5270" : "#8a8f95"));
  out.push(rect(0, qy - 20, W, 14, "#bfe0ee", 'opacity="0.18"'));
  for (let i = 0; i < 3; i++)
    out.push(
      palm(c, between(r, 0.05, 0.95) * W, qy + 30, between(r, 300, 420), between(r, -50, 50), sky, {
        silhouette: sky.dark,
      }),
    );
  if (sky.dark)
    for (let x = 90; x < W; x += 220)
      out.push(
        glow(c, [x, qy - 110], 50, "#ffd58a", 0.55),
        rect(x - 2.5, qy - 110, 5, 110, "#0c1222"),
        ellipse(x, qy - 112, 9, 5, "#fff1c8"),
      );
  return out.join("");
}

function sceneBeach(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const hy = between(r, 0.48, 0.56) * H;
  const out: string[] = [drawSky(c, sky, 0, 0, W, hy + 2, hy)];
  // distant skyline on the horizon at one side
  const left = chance(r, 0.5);
  const sk = skylineLayers(c, sky, left ? 0 : W * 0.55, W * 0.45, hy, 0.4, { hero: true, maxH: 520 });
  out.push(`<g opacity="0.75">${sk.far}${sk.mid}</g>`);
  // sea
  const seaTop = lighten(sky.water[0], 0.25);
  out.push(
    rect(
      0,
      hy,
      W,
      H - hy,
      linear(
        c,
        [
          [0, seaTop],
          [0.5, sky.water[0]],
          [1, mix(sky.water[0], "#3fc1c9", sky.dark ? 0.1 : 0.45)],
        ],
        0,
        hy,
        0,
        H,
        true,
      ),
    ),
  );
  if (sky.sun) {
    const sx = sky.sun.x;
    out.push(
      `<g opacity="0.85">${Array.from({ length: 14 }, (_, i) => rect(sx - between(r, 20, 80), hy + 5 + i * 16, between(r, 40, 160), 3, sky.sun?.core ?? "#fff", `opacity="${f1(0.6 - i * 0.035)}"`)).join("")}</g>`,
    );
  }
  const waves = new Windows();
  for (let i = 0; i < 70; i++) {
    const yy = hy + 10 + r() ** 1.4 * (H * 0.75 - hy);
    waves.add(r() * W, yy, between(r, 30, 180), 2, "#ffffff", between(r, 0.1, 0.35));
  }
  out.push(waves.svg());
  // sailboat
  const bx = between(r, 0.2, 0.8) * W;
  const by = hy + between(r, 30, 70);
  out.push(
    `<path d="M${f1(bx)} ${f1(by)} l40 0 l-6 8 l-30 0 z" fill="${sky.dark ? "#3a3048" : "#f4f4f2"}"/><path d="M${f1(bx + 20)} ${f1(by - 2)} l0 -60 l24 56 z" fill="${sky.dark ? "#4a3b58" : "#ffffff"}"/><path d="M${f1(bx + 18)} ${f1(by - 2)} l0 -48 l-16 46 z" fill="${sky.dark ? "#3e3350" : "#e9ecef"}"/>`,
  );
  // shoreline and sand
  const sy = H * between(r, 0.72, 0.78);
  const sandCol = mix("#ecd8b4", sky.tint, sky.tintAmount);
  const shore = `M0 ${f1(sy)} C${f1(W * 0.3)} ${f1(sy - 30)} ${f1(W * 0.6)} ${f1(sy + 25)} ${W} ${f1(sy - 10)} L${W} ${H} L0 ${H} Z`;
  out.push(
    `<path d="${shore}" fill="${lighten("#7fd3d6", sky.dark ? -0.3 : 0)}" opacity="0.55" transform="translate(0 -14)"/>`,
  );
  out.push(`<path d="${shore}" fill="#ffffff" opacity="0.7" transform="translate(0 -5)"/>`);
  out.push(
    `<path d="${shore}" fill="${linear(
      c,
      [
        [0, lighten(sandCol, 0.1)],
        [1, darken(sandCol, 0.12)],
      ],
      0,
      sy,
      0,
      H,
      true,
    )}"/>`,
  );
  // umbrellas and loungers
  const n = int(r, 2, 3);
  for (let i = 0; i < n; i++) {
    const ux = W * (0.45 + i * 0.16) + between(r, -30, 30);
    const uy = sy + between(r, 90, 150);
    const s = 0.8 + (uy - sy) / 500;
    out.push(softEllipse(c, ux + 10 * s, uy + 6 * s, 135 * s, 20 * s, 0.3));
    for (const dx of [-70, 50]) {
      const lx = ux + dx * s;
      const towel = pick(r, ["#2f4858", "#b08d57", "#c0704a", "#f4efe6"]);
      out.push(
        `<path d="M${f1(lx - 45 * s)} ${f1(uy)} l${f1(4 * s)} ${f1(-14 * s)} l${f1(70 * s)} 0 l${f1(22 * s)} ${f1(-30 * s)} l${f1(8 * s)} ${f1(3 * s)} l${f1(-20 * s)} ${f1(41 * s)} Z" fill="#f7f4ee"/>`,
      );
      out.push(
        `<path d="M${f1(lx - 38 * s)} ${f1(uy - 14 * s)} l${f1(60 * s)} 0 l${f1(-2 * s)} ${f1(-5 * s)} l${f1(-56 * s)} 0 Z" fill="${towel}"/>`,
      );
      out.push(
        `<path d="M${f1(lx - 42 * s)} ${f1(uy)}v${f1(6 * s)}M${f1(lx + 28 * s)} ${f1(uy)}v${f1(6 * s)}" stroke="#9a8f80" stroke-width="${f1(3 * s)}"/>`,
      );
    }
    out.push(rect(ux - 1.5 * s, uy - 150 * s, 3 * s, 150 * s, "#7a6a58"));
    out.push(
      `<path d="M${f1(ux - 95 * s)} ${f1(uy - 140 * s)} Q${f1(ux)} ${f1(uy - 200 * s)} ${f1(ux + 95 * s)} ${f1(uy - 140 * s)} Z" fill="${pick(r, ["#f4efe6", "#e9d8b8", "#2f4858", "#b08d57"])}"/>`,
    );
  }
  for (let i = 0; i < 2; i++) {
    const x = i === 0 ? between(r, 0.03, 0.2) * W : between(r, 0.82, 0.97) * W;
    out.push(
      palm(
        c,
        x,
        sy + between(r, 40, 120),
        between(r, 480, 620),
        (i === 0 ? 1 : -1) * between(r, 40, 110),
        sky,
        { silhouette: sky.dark },
      ),
    );
  }
  return out.join("");
}

function sceneVilla(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const m = materials(spec.mood);
  const hy = H * 0.62;
  const out: string[] = [drawSky(c, sky, 0, 0, W, hy + 2, hy)];
  // distant tree line and faint towers
  const sk = skylineLayers(c, sky, 0, W, hy, 0.35, { maxH: 500 });
  out.push(`<g opacity="0.5">${sk.far}</g>`);
  const trees: string[] = [];
  for (let x = -20; x < W; x += between(r, 30, 60))
    trees.push(
      ellipse(
        x,
        hy,
        between(r, 30, 60),
        between(r, 25, 55),
        mix(sky.foliage[1], sky.horizon, sky.dark ? 0.2 : 0.45),
      ),
    );
  out.push(trees.join(""));
  for (let i = 0; i < 5; i++)
    out.push(
      palm(
        c,
        between(r, 0, W),
        hy + 10,
        between(r, 160, 220),
        between(r, -20, 20),
        { ...sky, foliage: [mix(sky.foliage[1], sky.horizon, 0.35), mix(sky.foliage[1], sky.horizon, 0.35)] },
        { silhouette: true },
      ),
    );
  // lawn
  out.push(
    bandToBottom(c, hy, mix(sky.foliage[0], sky.horizon, sky.dark ? 0.05 : 0.2), darken(sky.foliage[0], 0.2)),
  );

  const style = spec.style ?? "modern";
  const house = style === "modern" ? modernHouse() : classicHouse(c, sky, style);
  out.push(house.svg);
  const { base } = house;
  const [gx0, gx1] = house.glass;
  if (style === "townhouse") {
    out.push(frontGarden(c, sky, m, base));
  } else {
    out.push(villaPool(c, sky, m, base, gx0, gx1));
  }
  // palms
  out.push(palm(c, W * between(r, 0.04, 0.12), base + 60, between(r, 560, 660), between(r, 30, 90), sky));
  if (chance(r, 0.7))
    out.push(palm(c, W * between(r, 0.86, 0.95), base + 30, between(r, 440, 540), between(r, -80, -20), sky));
  const mirror = chance(r, 0.5);
  return mirror ? `<g transform="translate(${W} 0) scale(-1 1)">${out.join("")}</g>` : out.join("");

  /** The flat-roofed contemporary villa: cantilevered upper floor, glass walls, timber cladding. */
  function modernHouse(): { svg: string; base: number; glass: [number, number] } {
    const out: string[] = [];
    // the villa (all in 2D elevation, slightly varied)
    const wall = mix(pick(r, ["#f4f0e8", "#ece4d6", "#e4e2dc"]), sky.tint, sky.tintAmount);
    const wallShade = darken(wall, 0.14);
    const clad = mix(pick(r, ["#a8754a", "#8a5f3d", "#b9976b", "#6e6a66"]), sky.tint, sky.tintAmount * 0.6);
    const g = glass(c, sky);
    const base = H * between(r, 0.8, 0.83);
    const x0 = W * between(r, 0.16, 0.24);
    const x1 = W * between(r, 0.78, 0.86);
    const g1h = between(r, 230, 260);
    const g2h = between(r, 190, 220);
    const upperX0 = x0 + (x1 - x0) * between(r, 0.18, 0.3);
    const upperX1 = x1 + between(r, 20, 60);
    const gy = base - g1h;
    const uy = gy - g2h;
    // shadow on lawn
    out.push(lawnShadow(c, x0, x1, base));
    // ground floor volume
    out.push(rect(x0, gy, x1 - x0, g1h, wall));
    out.push(rect(x0, gy, 26, g1h, wallShade));
    // cladding panel
    const cx0 = x0 + (x1 - x0) * between(r, 0.05, 0.12);
    const cw = (x1 - x0) * between(r, 0.16, 0.22);
    out.push(rect(cx0, gy + 12, cw, g1h - 12, clad));
    const slats: string[] = [];
    for (let x = cx0 + 8; x < cx0 + cw; x += 9) slats.push(`M${f1(x)} ${f1(gy + 12)}v${f1(g1h - 12)}`);
    out.push(`<path d="${slats.join("")}" stroke="${darken(clad, 0.25)}" stroke-width="2" opacity="0.6"/>`);
    // door
    out.push(rect(cx0 + cw * 0.28, base - 170, cw * 0.44, 170, darken(clad, 0.35)));
    // big glazing
    const gx0 = cx0 + cw + 30;
    const gx1 = x1 - 30;
    out.push(rect(gx0, gy + 28, gx1 - gx0, g1h - 28, g));
    const mull: string[] = [];
    const panes = Math.max(3, Math.round((gx1 - gx0) / 110));
    for (let i = 1; i < panes; i++)
      mull.push(`M${f1(gx0 + (i * (gx1 - gx0)) / panes)} ${f1(gy + 28)}v${f1(g1h - 28)}`);
    out.push(`<path d="${mull.join("")}" stroke="${sky.dark ? "#3b2f25" : "#2a2d31"}" stroke-width="5"/>`);
    out.push(
      rect(
        gx0,
        gy + 28,
        gx1 - gx0,
        g1h - 28,
        "none",
        `stroke="${sky.dark ? "#3b2f25" : "#2a2d31"}" stroke-width="7"`,
      ),
    );
    if (!sky.dark)
      out.push(
        poly(
          [
            [gx0 + 40, gy + 28],
            [gx0 + 140, gy + 28],
            [gx0 + 60, base],
            [gx0 - 40 < gx0 ? gx0 : gx0, base],
          ],
          "#ffffff",
          'opacity="0.12"',
        ),
      );
    if (sky.dark) {
      // furniture silhouettes inside
      out.push(
        rect(gx0 + 60, base - 70, 220, 50, "#8a5a34", 'opacity="0.55"'),
        rect(gx1 - 260, base - 120, 16, 120, "#8a5a34", 'opacity="0.5"'),
      );
      out.push(glow(c, [(gx0 + gx1) / 2, base - 120], 420, "#ffc877", 0.28));
    }
    // slab between floors
    out.push(rect(upperX0 - 30, gy - 16, upperX1 - upperX0 + 60, 18, lighten(wall, 0.3)));
    out.push(
      rect(
        upperX0 - 30,
        gy + 2,
        upperX1 - upperX0 + 60,
        14,
        linear(c, [
          [0, "#000000", 0.22],
          [1, "#000000", 0],
        ]),
      ),
    );
    // upper volume (cantilevered)
    out.push(rect(upperX0, uy, upperX1 - upperX0, g2h - 16, wall));
    out.push(rect(upperX1 - 24, uy, 24, g2h - 16, wallShade));
    const wx0 = upperX0 + 40;
    const wx1 = upperX1 - 180;
    out.push(rect(wx0, uy + 34, wx1 - wx0, g2h - 70, g));
    const mull2: string[] = [];
    for (let i = 1; i < 4; i++)
      mull2.push(`M${f1(wx0 + (i * (wx1 - wx0)) / 4)} ${f1(uy + 34)}v${f1(g2h - 70)}`);
    out.push(`<path d="${mull2.join("")}" stroke="${sky.dark ? "#3b2f25" : "#2a2d31"}" stroke-width="4"/>`);
    out.push(rect(wx1 + 40, uy + 40, 100, g2h - 80, clad));
    // glass balustrade
    out.push(
      rect(upperX0 - 30, gy - 70, upperX1 - upperX0 + 60, 54, "#cfe6ee", 'opacity="0.25"'),
      rect(upperX0 - 30, gy - 72, upperX1 - upperX0 + 60, 3, "#9aa4aa"),
    );
    // roof slab
    out.push(rect(upperX0 - 50, uy - 20, upperX1 - upperX0 + 100, 22, lighten(wall, 0.4)));
    out.push(
      rect(
        upperX0 - 50,
        uy + 2,
        upperX1 - upperX0 + 100,
        16,
        linear(c, [
          [0, "#000000", 0.25],
          [1, "#000000", 0],
        ]),
      ),
    );
    if (sky.dark) {
      for (let x = upperX0; x < upperX1; x += 130) out.push(glow(c, [x, uy + 6], 60, "#ffd9a0", 0.5));
    }
    // hedges
    out.push(shrub(c, x0 - 60, base + 4, 200, 50, sky));
    out.push(shrub(c, x1 - 120, base + 4, 220, 46, sky));
    return { svg: out.join(""), base, glass: [gx0, gx1] };
  }
}

/** The private pool in front of a villa, reflecting its glazing between `gx0` and `gx1`. */
function villaPool(c: Ctx, sky: Sky, m: Materials, base: number, gx0: number, gx1: number): string {
  const r = c.r;
  const out: string[] = [];
  const py0 = base + 40;
  const py1 = H - between(r, 30, 70);
  const px0 = W * 0.08;
  const px1 = W * 0.92;
  out.push(
    poly(
      [
        [px0 + 60, py0 - 14],
        [px1 - 60, py0 - 14],
        [px1 + 30, py1 + 16],
        [px0 - 30, py1 + 16],
      ],
      lighten(m.stone, 0.05),
    ),
  );
  const waterFill = linear(
    c,
    [
      [0, sky.dark ? "#2b7f9b" : "#6fd0dc"],
      [1, sky.dark ? "#0f4e6a" : "#1e9bb4"],
    ],
    0,
    py0,
    0,
    py1,
    true,
  );
  out.push(
    poly(
      [
        [px0 + 80, py0],
        [px1 - 80, py0],
        [px1, py1],
        [px0, py1],
      ],
      waterFill,
    ),
  );
  // reflection of the villa in the pool
  out.push(
    `<g clip-path="${clip(
      c,
      `<polygon points="${pts([
        [px0 + 80, py0],
        [px1 - 80, py0],
        [px1, py1],
        [px0, py1],
      ])}"/>`,
    )}" opacity="0.25"><rect x="${f1(gx0)}" y="${f1(py0)}" width="${f1(gx1 - gx0)}" height="${f1((py1 - py0) * 0.6)}" fill="${sky.dark ? "#ffd08a" : "#ffffff"}"/></g>`,
  );
  const rip: string[] = [];
  for (let i = 0; i < 40; i++) {
    const yy = py0 + 6 + r() * (py1 - py0 - 12);
    const t = (yy - py0) / (py1 - py0);
    const xa = px0 + 80 - 80 * t;
    const xb = px1 - 80 + 80 * t;
    const xx = xa + r() * (xb - xa - 80);
    rip.push(
      `<path d="M${f1(xx)} ${f1(yy)} q20 -5 40 0 t40 0" stroke="#ffffff" stroke-width="2" fill="none" opacity="${f1(between(r, 0.2, 0.5))}"/>`,
    );
  }
  out.push(rip.join(""));
  if (sky.dark) out.push(glow(c, [(px0 + px1) / 2, py1 - 20], 300, "#6fe3f0", 0.35));
  // loungers
  for (let i = 0; i < 2; i++) {
    const lx = px1 - 240 + i * 120;
    const ly = py0 - 30;
    out.push(
      poly(
        [
          [lx, ly],
          [lx + 90, ly],
          [lx + 96, ly + 8],
          [lx - 4, ly + 8],
        ],
        "#ffffff",
      ),
      poly(
        [
          [lx - 4, ly],
          [lx + 18, ly - 28],
          [lx + 26, ly - 26],
          [lx + 8, ly],
        ],
        "#f4efe6",
      ),
    );
  }
  return out.join("");
}

/** A window with a round (or, `pointed`, an Islamic pointed) arch: the path of its opening. */
function archPath(x: number, y: number, w: number, h: number, pointed = false): string {
  const rr = w / 2;
  if (pointed)
    return `M${f1(x)} ${f1(y + h)}V${f1(y + w * 0.62)}Q${f1(x)} ${f1(y + w * 0.12)} ${f1(x + rr)} ${f1(y)}Q${f1(x + w)} ${f1(y + w * 0.12)} ${f1(x + w)} ${f1(y + w * 0.62)}V${f1(y + h)}Z`;
  return `M${f1(x)} ${f1(y + h)}V${f1(y + rr)}A${f1(rr)} ${f1(rr)} 0 0 1 ${f1(x + w)} ${f1(y + rr)}V${f1(y + h)}Z`;
}

/**
 * The other villa architectures of Dubai's communities: Mediterranean (terracotta hip roofs, round
 * arches, shutters), Arabian (sand walls, crenellated parapets, a wind tower, pointed arches and a
 * mashrabiya screen) and a row of townhouses. Returns the picture, the ground line and the span of
 * ground-floor glazing (what a pool in front reflects).
 */
function classicHouse(
  c: Ctx,
  sky: Sky,
  style: Exclude<VillaStyle, "modern">,
): { svg: string; base: number; glass: [number, number] } {
  const r = c.r;
  const out: string[] = [];
  const tint = (col: string, k = 1) => mix(col, sky.tint, sky.tintAmount * k);
  const palette = {
    mediterranean: ["#f1e2c6", "#ead3ae", "#f3e9d7", "#e9cfa9", "#f0dcc0"],
    arabian: ["#e3cfad", "#dcc4a0", "#e8d8bb", "#d8bd94"],
    townhouse: ["#efe7da", "#e6dccb", "#f2ede4", "#dfd3bf"],
  }[style];
  const wall = tint(pick(r, palette));
  const shade = darken(wall, 0.15);
  const glassFill = glass(c, sky);
  const frame = style === "arabian" ? "#6b4a2e" : sky.dark ? "#3b2f25" : "#f7f3ec";
  const base = H * between(r, 0.8, 0.83);
  const wide = style === "townhouse";
  const x0 = W * (wide ? between(r, 0.06, 0.1) : between(r, 0.15, 0.24));
  const x1 = W * (wide ? between(r, 0.9, 0.94) : between(r, 0.76, 0.86));
  const g1h = between(r, 220, 250);
  const g2h = between(r, 185, 215);
  const gy = base - g1h;
  // shadow on the lawn
  out.push(lawnShadow(c, x0, x1, base));
  const windows = (
    xa: number,
    xb: number,
    top: number,
    h: number,
    n: number,
    shape: "round" | "pointed" | "square",
  ) => {
    const gap = (xb - xa) / n;
    const ww = gap * 0.56;
    for (let i = 0; i < n; i++) {
      const wx = xa + gap * i + (gap - ww) / 2;
      const d =
        shape === "square"
          ? `M${f1(wx)} ${f1(top)}h${f1(ww)}v${f1(h)}h${f1(-ww)}Z`
          : archPath(wx, top, ww, h, shape === "pointed");
      out.push(`<path d="${d}" fill="${glassFill}" stroke="${frame}" stroke-width="6"/>`);
      out.push(line(wx + ww / 2, top + (shape === "square" ? 0 : ww * 0.5), wx + ww / 2, top + h, frame, 3));
      if (style === "mediterranean" && shape !== "square" && h < 150) {
        const shutter = tint(pick(r, ["#4f6f5a", "#3f5f78", "#7a5a3c"]), 0.5);
        out.push(rect(wx - ww * 0.42, top + ww * 0.5, ww * 0.38, h - ww * 0.5, shutter));
        out.push(rect(wx + ww * 1.04, top + ww * 0.5, ww * 0.38, h - ww * 0.5, shutter));
      }
      if (sky.dark) out.push(glow(c, [wx + ww / 2, top + h * 0.5], ww * 1.2, "#ffc877", 0.3));
    }
  };

  if (style === "townhouse") {
    // a row of three or four homes, each its own colour, flat roofs with a roof-terrace pergola
    const n = int(r, 3, 4);
    const uw = (x1 - x0) / n;
    const roofCol = tint(pick(r, ["#6e6a66", "#8a7a6a", "#b5593a"]), 0.6);
    const pitched = chance(r, 0.5);
    for (let i = 0; i < n; i++) {
      const ux = x0 + i * uw;
      const col = i % 2 ? darken(wall, 0.06) : lighten(wall, 0.08);
      const top = gy - g2h;
      out.push(rect(ux, top, uw, g1h + g2h, col));
      out.push(rect(ux, top, 14, g1h + g2h, darken(col, 0.14)));
      if (pitched) {
        out.push(
          poly(
            [
              [ux - 10, top + 4],
              [ux + uw + 10, top + 4],
              [ux + uw * 0.5, top - 95],
            ],
            roofCol,
          ),
        );
      } else {
        out.push(rect(ux - 6, top - 14, uw + 12, 16, lighten(col, 0.25)));
        out.push(rect(ux + uw * 0.15, top - 60, uw * 0.55, 8, tint("#8a6a4c")));
        for (let px = ux + uw * 0.15; px <= ux + uw * 0.71; px += uw * 0.135)
          out.push(rect(px, top - 60, 6, 48, tint("#7a5a3c")));
      }
      // door, a wide ground-floor window and two upper windows
      const door = tint(pick(r, ["#5a3f2a", "#2f3a44", "#7a5a3c"]));
      out.push(rect(ux + uw * 0.12, base - 160, uw * 0.2, 160, door));
      out.push(rect(ux + uw * 0.08, base - 172, uw * 0.28, 12, shade));
      windows(ux + uw * 0.4, ux + uw * 0.95, gy + 40, g1h - 60, 1, "square");
      windows(ux + uw * 0.08, ux + uw * 0.92, top + 40, g2h - 70, 2, "square");
      // glass balustrade of the first-floor balcony
      out.push(rect(ux + uw * 0.1, gy - 40, uw * 0.8, 36, "#cfe6ee", 'opacity="0.3"'));
      out.push(rect(ux + uw * 0.1, gy - 42, uw * 0.8, 3, "#9aa4aa"));
    }
    // garden walls between the front gardens
    for (let i = 1; i < n; i++) out.push(rect(x0 + i * uw - 5, base - 60, 10, 60, darken(wall, 0.2)));
    return { svg: out.join(""), base, glass: [x0 + uw * 0.4, x1 - uw * 0.05] };
  }

  // two storeys: the ground floor across, the upper floor set back
  const ux0 = x0 + (x1 - x0) * between(r, 0.06, 0.18);
  const ux1 = x1 - (x1 - x0) * between(r, 0.22, 0.36);
  const uy = gy - g2h;
  out.push(rect(x0, gy, x1 - x0, g1h, wall));
  out.push(rect(x0, gy, 22, g1h, shade));
  out.push(rect(ux0, uy, ux1 - ux0, g2h, wall));
  out.push(rect(ux1 - 20, uy, 20, g2h, shade));
  const door = tint(style === "arabian" ? "#6b4a2e" : "#7a5a3c");
  // the entrance: an arched door under a porch
  const ex = x0 + (x1 - x0) * between(r, 0.06, 0.12);
  const ew = (x1 - x0) * 0.13;
  out.push(`<path d="${archPath(ex, base - 200, ew, 200, style === "arabian")}" fill="${shade}"/>`);
  out.push(
    `<path d="${archPath(ex + ew * 0.18, base - 170, ew * 0.64, 170, style === "arabian")}" fill="${door}"/>`,
  );
  const gxa = ex + ew + 40;
  const gxb = x1 - 30;
  if (style === "mediterranean") {
    windows(gxa, gxb, gy + 40, g1h - 40, Math.max(3, Math.round((gxb - gxa) / 150)), "round");
    // terracotta hip roofs with deep eaves
    const roof = tint(pick(r, ["#b5593a", "#a64b2f", "#c06a45", "#9c5136"]), 0.5);
    const eave = darken(roof, 0.25);
    out.push(
      poly(
        [
          [x0 - 30, gy + 6],
          [x1 + 30, gy + 6],
          [x1 - 30, gy - 46],
          [x0 + 30, gy - 46],
        ],
        roof,
      ),
      rect(x0 - 30, gy + 2, x1 - x0 + 60, 8, eave),
    );
    out.push(rect(ux0, uy, ux1 - ux0, g2h - 40, wall));
    windows(ux0 + 30, ux1 - 30, uy + 50, g2h - 100, Math.max(2, Math.round((ux1 - ux0) / 170)), "round");
    out.push(
      poly(
        [
          [ux0 - 40, uy + 6],
          [ux1 + 40, uy + 6],
          [ux1 - (ux1 - ux0) * 0.3, uy - 120],
          [ux0 + (ux1 - ux0) * 0.3, uy - 120],
        ],
        roof,
      ),
      rect(ux0 - 40, uy + 2, ux1 - ux0 + 80, 8, eave),
    );
    const tiles: string[] = [];
    for (let y = uy - 100; y < uy; y += 18) tiles.push(`M${f1(ux0 - 20)} ${f1(y)}H${f1(ux1 + 20)}`);
    out.push(
      `<g clip-path="${clip(
        c,
        `<polygon points="${pts([
          [ux0 - 40, uy + 6],
          [ux1 + 40, uy + 6],
          [ux1 - (ux1 - ux0) * 0.3, uy - 120],
          [ux0 + (ux1 - ux0) * 0.3, uy - 120],
        ])}"/>`,
      )}"><path d="${tiles.join("")}" stroke="${eave}" stroke-width="2" opacity="0.5"/></g>`,
    );
  } else {
    windows(gxa, gxb, gy + 36, g1h - 36, Math.max(3, Math.round((gxb - gxa) / 140)), "pointed");
    windows(ux0 + 30, ux0 + (ux1 - ux0) * 0.55, uy + 46, g2h - 70, 2, "pointed");
    // a mashrabiya screen on the upper floor
    const mx0 = ux0 + (ux1 - ux0) * 0.6;
    const mw = (ux1 - ux0) * 0.32;
    const my = uy + 36;
    const mh = g2h - 56;
    const lattice: string[] = [];
    for (let k = -mh; k < mw; k += 16) {
      lattice.push(`M${f1(mx0 + k)} ${f1(my)}l${f1(mh)} ${f1(mh)}`);
      lattice.push(`M${f1(mx0 + k + mh)} ${f1(my)}l${f1(-mh)} ${f1(mh)}`);
    }
    out.push(rect(mx0, my, mw, mh, darken(door, 0.2)));
    out.push(
      `<g clip-path="${clip(c, rect(mx0, my, mw, mh, "#000"))}"><path d="${lattice.join("")}" stroke="${lighten(door, 0.25)}" stroke-width="4"/></g>`,
    );
    if (sky.dark) out.push(glow(c, [mx0 + mw / 2, my + mh / 2], mw, "#ffc877", 0.35));
    // crenellated parapets and a wind tower
    const merlons = (xa: number, xb: number, top: number) => {
      out.push(rect(xa - 10, top - 16, xb - xa + 20, 18, lighten(wall, 0.12)));
      for (let x = xa - 10; x < xb + 4; x += 36) out.push(rect(x, top - 40, 20, 26, lighten(wall, 0.12)));
    };
    merlons(x0, x1, gy);
    merlons(ux0, ux1, uy);
    const tx = chance(r, 0.5) ? ux0 + 20 : ux1 - 130;
    const th = between(r, 130, 170);
    out.push(rect(tx, uy - th, 110, th, wall));
    out.push(rect(tx + 84, uy - th, 26, th, shade));
    for (let k = 0; k < 3; k++)
      out.push(rect(tx + 14 + k * 30, uy - th + 24, 14, th * 0.55, darken(wall, 0.45)));
    merlons(tx, tx + 110, uy - th);
  }
  return { svg: out.join(""), base, glass: [gxa, gxb] };
}

/** A townhouse's front: lawn, a paved path to each door, low hedges and a planter. */
function frontGarden(c: Ctx, sky: Sky, m: Materials, base: number): string {
  const r = c.r;
  const out: string[] = [];
  const paving = mix(m.stone, sky.tint, sky.tintAmount);
  out.push(
    poly(
      [
        [0, base],
        [W, base],
        [W, base + 26],
        [0, base + 26],
      ],
      darken(paving, 0.05),
    ),
  );
  const n = int(r, 3, 4);
  for (let i = 0; i < n; i++) {
    const x = W * (0.14 + (0.76 * i) / n);
    out.push(
      poly(
        [
          [x, base + 26],
          [x + 70, base + 26],
          [x + 110 + (x - W / 2) * 0.3, H],
          [x - 40 + (x - W / 2) * 0.3, H],
        ],
        paving,
      ),
    );
  }
  out.push(shrub(c, -20, base + 40, W * 0.4, 46, sky));
  out.push(shrub(c, W * 0.62, base + 40, W * 0.4, 50, sky));
  out.push(rect(0, H - 70, W, 70, darken(sky.foliage[0], 0.25), 'opacity="0.5"'));
  return out.join("");
}

function interiorCamera(r: Rng, depth: number): Cam {
  return {
    x: between(r, -0.5, 0.5),
    y: between(r, 1.35, 1.55),
    z: 0,
    yaw: between(r, -0.16, 0.16),
    f: between(r, 820, 900),
    cx: W / 2,
    cy: H * between(r, 0.44, 0.48) + depth * 0,
  };
}

function backWindowWall(
  c: Ctx,
  room: Room,
  m: Materials,
  sky: Sky,
  kind: SceneView,
  wx0: number,
  wx1: number,
  time: TimeOfDay,
  sill = 0.05,
): string {
  const { cam, xl, xr, depth: d, height: h } = room;
  const out: string[] = [];
  const wallCol = time === "night" ? mix(m.wall, NIGHT_WARM, 0.55) : darken(m.wall, 0.03);
  out.push(plane(cam, 2, d, [xl, xr], [0, h], wallCol));
  const top = h - 0.12;
  const q = projPoly(cam, [
    [wx0, sill, d],
    [wx1, sill, d],
    [wx1, top, d],
    [wx0, top, d],
  ]);
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  const bx = Math.min(...xs);
  const by = Math.min(...ys);
  const bw = Math.max(...xs) - bx;
  const bh = Math.max(...ys) - by;
  out.push(
    `<g clip-path="${clip(c, `<polygon points="${pts(q)}"/>`)}">${windowView(c, sky, bx - 10, by - 10, bw + 20, bh + 20, cam.cy, kind)}</g>`,
  );
  // glass tint and reflection
  out.push(
    poly(
      q,
      linear(
        c,
        [
          [0, "#ffffff", 0.0],
          [0.5, "#ffffff", time === "night" ? 0.04 : 0.1],
          [1, "#ffffff", 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // mullions and frame
  const frame = time === "night" ? "#1a1a1e" : "#2b2c30";
  const mulls: string[] = [];
  const n = Math.max(2, Math.round((wx1 - wx0) / 1.3));
  for (let i = 0; i <= n; i++) {
    const x = wx0 + ((wx1 - wx0) * i) / n;
    const a = proj(cam, [x, sill, d]);
    const b = proj(cam, [x, top, d]);
    mulls.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  const t0 = proj(cam, [wx0, top, d]);
  const t1 = proj(cam, [wx1, top, d]);
  const b0 = proj(cam, [wx0, sill, d]);
  const b1 = proj(cam, [wx1, sill, d]);
  mulls.push(
    `M${f1(t0[0])} ${f1(t0[1])}L${f1(t1[0])} ${f1(t1[1])}M${f1(b0[0])} ${f1(b0[1])}L${f1(b1[0])} ${f1(b1[1])}`,
  );
  out.push(
    `<path d="${mulls.join("")}" stroke="${frame}" stroke-width="${f1(cam.f / d / 80 + 3)}" stroke-linecap="square"/>`,
  );
  return out.join("");
}

/** Sunlight through the back window, projected onto the floor. */
function sunPatch(c: Ctx, room: Room, wx0: number, wx1: number, time: TimeOfDay, tint: string): string {
  if (time === "night" || time === "dusk") return "";
  const { cam, depth: d, height: h } = room;
  const k = time === "day" ? 0.9 : 1.6;
  const skew = between(c.r, -0.5, 0.5);
  const top = h - 0.15;
  const pa: V3 = [wx0 + skew * top, 0.003, d - top * k];
  const pb: V3 = [wx1 + skew * top, 0.003, d - top * k];
  const strength = time === "day" ? 0.18 : 0.24;
  for (const [inset, weight] of [
    [0, 0.35],
    [0.08, 0.3],
    [0.18, 0.35],
  ]) {
    const q: V3[] = [
      [wx0 + inset, 0.003, d],
      [wx1 - inset, 0.003, d],
      [pb[0] - inset, 0.003, pb[2] + inset],
      [pa[0] + inset, 0.003, pa[2] + inset],
    ];
    c.soft.push(face(cam, q, tint, `opacity="${Math.round(strength * weight * 1000) / 1000}"`));
  }
  const beam = linear(c, [
    [0, tint, strength * 0.45],
    [1, tint, 0],
  ]);
  return face(cam, [[wx0, top, d], [wx1, top, d], pb, pa], beam);
}

function pendant(
  c: Ctx,
  cam: Cam,
  x: number,
  z: number,
  ceiling: number,
  drop: number,
  col: string,
  lit: boolean,
): string {
  const top = proj(cam, [x, ceiling, z]);
  const bot = proj(cam, [x, ceiling - drop, z]);
  const s = cam.f / Math.max(0.5, toCam(cam, [x, 0, z])[2]);
  const out = [line(top[0], top[1], bot[0], bot[1], "#222222", 1.5)];
  if (lit) out.push(glow(c, [bot[0], bot[1] + 0.1 * s], 0.7 * s, "#ffdca0", 0.45));
  out.push(
    `<path d="M${f1(bot[0] - 0.16 * s)} ${f1(bot[1] + 0.14 * s)} Q${f1(bot[0])} ${f1(bot[1] - 0.1 * s)} ${f1(bot[0] + 0.16 * s)} ${f1(bot[1] + 0.14 * s)} Z" fill="${col}"/>`,
  );
  out.push(ellipse(bot[0], bot[1] + 0.14 * s, 0.16 * s, 0.025 * s, lit ? "#fff2cf" : darken(col, 0.3)));
  return out.join("");
}

function plant(c: Ctx, cam: Cam, x: number, z: number, scale: number, sky: Sky, potCol: string): string {
  const r = c.r;
  const out = [floorShadow(c, cam, x - 0.2, x + 0.2, z - 0.2, z + 0.2, 0.3, 0.05)];
  out.push(box(cam, x - 0.18, x + 0.18, 0, 0.42 * scale, z - 0.18, z + 0.18, tone(potCol, 0.08, 0.18)));
  const p = proj(cam, [x, 0.42 * scale, z]);
  const s = cam.f / Math.max(0.5, toCam(cam, [x, 0, z])[2]);
  const leaves: string[] = [];
  for (let i = 0; i < 14; i++) {
    const ang = -Math.PI / 2 + between(r, -1.3, 1.3);
    const len = between(r, 0.35, 0.8) * scale * s;
    const tx = p[0] + Math.cos(ang) * len;
    const ty = p[1] + Math.sin(ang) * len;
    leaves.push(
      `<path d="M${f1(p[0])} ${f1(p[1])} Q${f1((p[0] + tx) / 2 + 0.12 * s)} ${f1((p[1] + ty) / 2)} ${f1(tx)} ${f1(ty)} Q${f1((p[0] + tx) / 2 - 0.12 * s)} ${f1((p[1] + ty) / 2)} ${f1(p[0])} ${f1(p[1])}Z" fill="${i % 3 ? "#3f6b45" : "#5a8a55"}"/>`,
    );
  }
  out.push(leaves.join(""));
  void sky;
  return out.join("");
}

function artFrame(
  cam: Cam,
  wallX: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  col: string,
  palette: string[],
): string {
  const side = wallX < 0 ? 0.01 : -0.01;
  const out = [plane(cam, 0, wallX + side, [y0, y1], [z0, z1], "#1d1d1f")];
  const m = 0.05;
  out.push(plane(cam, 0, wallX + side * 2, [y0 + m, y1 - m], [z0 + m, z1 - m], col));
  const zm = (z0 + z1) / 2;
  out.push(
    face(
      cam,
      [
        [wallX + side * 3, y0 + m, z0 + m],
        [wallX + side * 3, y0 + m, zm],
        [wallX + side * 3, (y0 + y1) / 2, zm],
      ],
      palette[0],
    ),
  );
  out.push(
    face(
      cam,
      [
        [wallX + side * 3, y1 - m, zm],
        [wallX + side * 3, y1 - m, z1 - m],
        [wallX + side * 3, (y0 + y1) / 2 - 0.1, z1 - m],
      ],
      palette[1],
    ),
  );
  return out.join("");
}

function sceneLiving(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const m = materials(spec.mood);
  const room: Room = { cam: interiorCamera(r, 7), xl: -3.6, xr: 3.6, depth: 7.2, height: 3.0 };
  const { cam } = room;
  const night = spec.time === "night";
  const { shell, lightTint } = roomShell(c, room, m, sky, spec.time);
  const out: string[] = [shell];
  const randomView = chance(r, 0.5) ? "sea" : "city";
  out.push(backWindowWall(c, room, m, sky, spec.view ?? randomView, -3.2, 3.2, spec.time));
  // sheer curtains at the sides
  out.push(
    face(
      cam,
      [
        [-3.55, 0, 6.9],
        [-3.05, 0, 7.15],
        [-3.05, 2.9, 7.15],
        [-3.55, 2.9, 6.9],
      ],
      m.fabric,
      'opacity="0.85"',
    ),
  );
  out.push(
    face(
      cam,
      [
        [3.05, 0, 7.15],
        [3.55, 0, 6.9],
        [3.55, 2.9, 6.9],
        [3.05, 2.9, 7.15],
      ],
      m.fabric,
      'opacity="0.85"',
    ),
  );
  out.push(sunPatch(c, room, -3.0, 3.0, spec.time, lightTint));
  // rug
  const rug = pick(r, [m.accents[2], lighten(m.sofa, 0.3), "#d9d2c5"]);
  out.push(
    box(cam, -2.3, 1.9, 0, 0.015, 2.9, 5.7, { top: rug, front: darken(rug, 0.1), side: darken(rug, 0.15) }),
  );
  out.push(
    face(
      cam,
      [
        [-2.15, 0.017, 3.05],
        [1.75, 0.017, 3.05],
        [1.75, 0.017, 5.55],
        [-2.15, 0.017, 5.55],
      ],
      "none",
      `stroke="${darken(rug, 0.12)}" stroke-width="3"`,
    ),
  );
  out.push(SOFT);
  // sideboard on right wall + art
  out.push(floorShadow(c, cam, 3.0, 3.6, 3.8, 6.2, 0.25));
  out.push(box(cam, 3.1, 3.6, 0.08, 0.62, 3.8, 6.2, tone(m.wood, 0.1, 0.1)));
  out.push(artFrame(cam, 3.6, 4.2, 5.8, 1.2, 2.2, lighten(m.accents[2], 0.3), [m.accents[0], m.accents[1]]));
  // vase on sideboard
  out.push(box(cam, 3.25, 3.4, 0.62, 0.92, 4.4, 4.55, tone(m.accents[1], 0.1, 0.2)));
  out.push(plant(c, cam, -2.9, 6.5, 1.6, sky, m.stone));
  // sofa along the left, facing right
  const sx0 = -3.1;
  out.push(floorShadow(c, cam, sx0, sx0 + 1.0, 3.0, 5.8, 0.38));
  out.push(box(cam, sx0, sx0 + 0.95, 0.1, 0.44, 3.0, 5.8, rounded(m.sofa, 0.08, 0.18, 10)));
  out.push(box(cam, sx0, sx0 + 0.28, 0.44, 0.9, 3.0, 5.8, rounded(darken(m.sofa, 0.04), 0.06, 0.2, 10)));
  out.push(box(cam, sx0 + 0.28, sx0 + 0.95, 0.44, 0.62, 3.0, 3.22, rounded(m.sofa, 0.08, 0.16, 8)));
  out.push(box(cam, sx0 + 0.28, sx0 + 0.95, 0.44, 0.62, 5.58, 5.8, rounded(m.sofa, 0.08, 0.16, 8)));
  for (let z = 3.35; z < 5.5; z += 0.75)
    out.push(
      box(cam, sx0 + 0.3, sx0 + 0.92, 0.44, 0.54, z, z + 0.68, rounded(lighten(m.sofa, 0.05), 0.1, 0.14, 10)),
    );
  out.push(box(cam, sx0 + 0.3, sx0 + 0.44, 0.54, 0.86, 3.5, 3.95, rounded(m.accents[0], 0.12, 0.15, 12)));
  out.push(box(cam, sx0 + 0.3, sx0 + 0.44, 0.54, 0.84, 4.9, 5.3, rounded(m.accents[1], 0.12, 0.15, 12)));
  // coffee table
  out.push(floorShadow(c, cam, -1.5, -0.2, 3.7, 4.8, 0.3, 0.06));
  out.push(box(cam, -1.35, -0.35, 0, 0.3, 3.85, 4.65, tone(darken(m.wood, 0.15), 0.08, 0.12)));
  out.push(box(cam, -1.55, -0.15, 0.3, 0.36, 3.65, 4.85, tone(m.stone, 0.05, 0.12)));
  out.push(box(cam, -1.1, -0.8, 0.36, 0.4, 4.0, 4.4, tone(m.accents[0], 0.1, 0.15)));
  // lounge chair facing the camera on the right
  const ax = between(r, 0.9, 1.5);
  out.push(floorShadow(c, cam, ax, ax + 0.9, 3.5, 4.4, 0.35));
  out.push(
    box(
      cam,
      ax,
      ax + 0.9,
      0.1,
      0.42,
      3.5,
      4.35,
      rounded(m.accents[2] === "#e9e1d2" ? m.accents[1] : m.fabric, 0.05, 0.16, 10),
    ),
  );
  out.push(
    box(
      cam,
      ax,
      ax + 0.9,
      0.42,
      0.95,
      4.15,
      4.35,
      rounded(darken(m.accents[2] === "#e9e1d2" ? m.accents[1] : m.fabric, 0.05), 0.05, 0.16, 10),
    ),
  );
  out.push(
    box(
      cam,
      ax,
      ax + 0.12,
      0.42,
      0.62,
      3.5,
      4.15,
      rounded(darken(m.accents[2] === "#e9e1d2" ? m.accents[1] : m.fabric, 0.08), 0.05, 0.2, 8),
    ),
  );
  out.push(
    box(
      cam,
      ax + 0.78,
      ax + 0.9,
      0.42,
      0.62,
      3.5,
      4.15,
      rounded(darken(m.accents[2] === "#e9e1d2" ? m.accents[1] : m.fabric, 0.08), 0.05, 0.2, 8),
    ),
  );
  // floor lamp
  const lx = ax + 1.25;
  out.push(box(cam, lx - 0.15, lx + 0.15, 0, 0.03, 4.6, 4.9, tone(m.metal)));
  out.push(box(cam, lx - 0.015, lx + 0.015, 0.03, 1.45, 4.73, 4.77, tone(m.metal)));
  const lampTop = proj(cam, [lx, 1.6, 4.75]);
  if (night || spec.time === "sunset") out.push(glow(c, lampTop, 260, "#ffd38f", 0.5));
  out.push(
    box(cam, lx - 0.2, lx + 0.2, 1.4, 1.72, 4.55, 4.95, tone(night ? "#fff1d6" : m.fabric, 0.03, 0.08)),
  );
  out.push(pendant(c, cam, -0.85, 4.25, 3.0, 0.9, m.metal, night || spec.time === "sunset"));
  if (night) out.push(glow(c, [W * 0.45, H * 0.7], W * 0.6, "#ffb766", 0.16));
  return out.join("");
}

function sceneBedroom(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const m = materials(spec.mood);
  const room: Room = { cam: interiorCamera(r, 6.4), xl: -3.3, xr: 3.3, depth: 6.6, height: 2.9 };
  room.cam.x = between(r, -0.3, 0.3);
  room.cam.yaw = between(r, -0.08, 0.14);
  room.cam.f = between(r, 1020, 1100);
  const { cam } = room;
  const night = spec.time === "night";
  const { shell, lightTint } = roomShell(c, room, m, sky, spec.time);
  const out: string[] = [shell];
  // back wall: panelled feature wall behind the bed, window on the right part
  const randomView = chance(r, 0.5) ? "city" : "sea";
  out.push(backWindowWall(c, room, m, sky, spec.view ?? randomView, 1.5, 3.1, spec.time, 0.35));
  const panel = night ? mix(m.accentWall, NIGHT_WARM, 0.45) : m.accentWall;
  out.push(plane(cam, 2, 6.59, [-2.6, 1.2], [0, 2.9], panel));
  const grooves: string[] = [];
  for (let x = -2.6 + 0.25; x < 1.2; x += 0.25) {
    const a = proj(cam, [x, 0, 6.58]);
    const b = proj(cam, [x, 2.9, 6.58]);
    grooves.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  out.push(`<path d="${grooves.join("")}" stroke="${darken(panel, 0.15)}" stroke-width="2" opacity="0.6"/>`);
  // curtain by the window
  out.push(
    face(
      cam,
      [
        [1.22, 0, 6.5],
        [1.6, 0, 6.45],
        [1.6, 2.8, 6.45],
        [1.22, 2.8, 6.5],
      ],
      darken(m.fabric, 0.05),
    ),
  );
  out.push(sunPatch(c, room, 1.5, 3.0, spec.time, lightTint));
  const bx0 = -1.7;
  const bx1 = 0.3;
  out.push(
    box(
      cam,
      bx0 - 0.9,
      bx1 + 0.9,
      0,
      0.015,
      3.2,
      6.2,
      tone(pick(r, [m.accents[2], "#d8d0c2", lighten(m.accentWall, 0.4)]), 0.05, 0.1),
    ),
  );
  out.push(SOFT);
  // wardrobe on the left wall
  const wardrobe = lighten(m.wood, m.wood === "#7a5539" ? 0.45 : 0.55);
  out.push(
    box(
      cam,
      -3.3,
      -2.7,
      0,
      2.6,
      2.2,
      6.4,
      tone(night ? mix(wardrobe, NIGHT_WARM, 0.4) : wardrobe, 0.05, 0.05),
    ),
  );
  const doors: string[] = [];
  for (let z = 2.2 + 0.6; z < 6.4; z += 0.6) {
    const a = proj(cam, [-2.7, 0.05, z]);
    const b = proj(cam, [-2.7, 2.55, z]);
    doors.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  out.push(
    `<path d="${doors.join("")}" stroke="${darken(wardrobe, 0.25)}" stroke-width="2" opacity="0.55"/>`,
  );
  out.push(plant(c, cam, 2.7, 5.5, 1.3, sky, m.stone));
  // headboard and bed
  out.push(box(cam, bx0 - 0.3, bx1 + 0.3, 0, 1.35, 6.42, 6.56, rounded(darken(m.sofa, 0.05), 0.04, 0.1, 10)));
  const ch: string[] = [];
  for (let x = bx0 - 0.15; x < bx1 + 0.25; x += 0.23) {
    const a = proj(cam, [x, 0.5, 6.41]);
    const b = proj(cam, [x, 1.3, 6.41]);
    ch.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  out.push(`<path d="${ch.join("")}" stroke="${darken(m.sofa, 0.2)}" stroke-width="2" opacity="0.5"/>`);
  // nightstands and lamps (behind the bed in depth order)
  for (const nx of [bx0 - 0.75, bx1 + 0.2]) {
    out.push(floorShadow(c, cam, nx, nx + 0.55, 5.95, 6.4, 0.28, 0.05));
    out.push(box(cam, nx, nx + 0.55, 0.05, 0.55, 5.95, 6.4, tone(m.wood, 0.1, 0.12)));
    out.push(box(cam, nx + 0.22, nx + 0.33, 0.55, 0.8, 6.12, 6.22, tone(m.metal)));
    const lp = proj(cam, [nx + 0.275, 0.9, 6.17]);
    if (night || spec.time !== "day") out.push(glow(c, lp, 220, "#ffd38f", night ? 0.6 : 0.35));
    out.push(
      box(
        cam,
        nx + 0.12,
        nx + 0.43,
        0.8,
        1.02,
        6.02,
        6.32,
        tone(night ? "#fff3dc" : lighten(m.fabric, 0.2), 0.02, 0.06),
      ),
    );
  }
  out.push(floorShadow(c, cam, bx0, bx1, 4.1, 6.4, 0.4));
  out.push(box(cam, bx0, bx1, 0.0, 0.32, 4.1, 6.4, tone(darken(m.sofa, 0.1), 0.04, 0.14)));
  out.push(
    box(
      cam,
      bx0 + 0.03,
      bx1 - 0.03,
      0.32,
      0.58,
      4.15,
      6.38,
      rounded(night ? mix(m.fabric, NIGHT_WARM, 0.2) : m.fabric, 0.03, 0.08, 12),
    ),
  );
  out.push(box(cam, bx0 + 0.02, bx1 - 0.02, 0.58, 0.61, 4.12, 4.9, rounded(m.accents[0], 0.06, 0.12, 8)));
  for (const [x0, x1] of [
    [bx0 + 0.12, bx0 + 0.9],
    [bx1 - 0.9, bx1 - 0.12],
  ]) {
    out.push(box(cam, x0, x1, 0.58, 0.88, 5.95, 6.3, rounded(lighten(m.fabric, 0.3), 0.02, 0.08, 16)));
  }
  out.push(box(cam, bx0 + 0.5, bx1 - 0.5, 0.58, 0.8, 5.7, 5.92, rounded(m.accents[1], 0.08, 0.12, 14)));
  // bench at the foot of the bed
  out.push(floorShadow(c, cam, bx0 + 0.2, bx1 - 0.2, 3.55, 3.9, 0.3, 0.05));
  out.push(
    box(
      cam,
      bx0 + 0.2,
      bx1 - 0.2,
      0.08,
      0.45,
      3.55,
      3.9,
      rounded(m.accents[2] === "#e9e1d2" ? m.accents[0] : m.accents[2], 0.08, 0.16, 8),
    ),
  );
  out.push(pendant(c, cam, bx0 - 0.48, 6.0, 2.9, 1.0, m.metal, night));
  if (night) out.push(glow(c, [W * 0.45, H * 0.65], W * 0.55, "#ffb766", 0.14));
  return out.join("");
}

function sceneKitchen(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const m = materials(spec.mood);
  const room: Room = { cam: interiorCamera(r, 6.6), xl: -3.4, xr: 3.4, depth: 6.6, height: 3.0 };
  const { cam } = room;
  const night = spec.time === "night";
  const { shell, lightTint } = roomShell(c, room, m, sky, spec.time);
  const out: string[] = [shell];
  const randomView = chance(r, 0.5) ? "city" : "sea";
  out.push(backWindowWall(c, room, m, sky, spec.view ?? randomView, -1.1, 1.1, spec.time, 1.0));
  out.push(sunPatch(c, room, -1.0, 1.0, spec.time, lightTint));
  out.push(SOFT);
  const cab = pick(r, [m.wood, "#f3f1ec", "#2f3a40", m.accentWall]);
  const counter = m.stone;
  const d = room.depth;
  // back run of cabinets with a window gap above the counter
  out.push(box(cam, -3.4, 3.4, 0.0, 0.1, d - 0.62, d, tone("#222222")));
  out.push(box(cam, -3.4, 3.4, 0.1, 0.88, d - 0.62, d, tone(cab, 0.06, 0.1)));
  out.push(box(cam, -3.4, 3.4, 0.88, 0.93, d - 0.64, d, tone(counter, 0.05, 0.12)));
  const fronts: string[] = [];
  for (let x = -3.4 + 0.6; x < 3.4; x += 0.6) {
    const a = proj(cam, [x, 0.12, d - 0.62]);
    const b = proj(cam, [x, 0.86, d - 0.62]);
    fronts.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  out.push(`<path d="${fronts.join("")}" stroke="${darken(cab, 0.25)}" stroke-width="2"/>`);
  // backsplash
  out.push(plane(cam, 2, d - 0.01, [-3.4, -1.1], [0.93, 1.55], lighten(counter, 0.05)));
  out.push(plane(cam, 2, d - 0.01, [1.1, 3.4], [0.93, 1.55], lighten(counter, 0.05)));
  // upper cabinets
  out.push(box(cam, -3.4, -1.2, 1.55, 2.6, d - 0.38, d, tone(cab, 0.06, 0.1)));
  out.push(box(cam, 1.2, 2.3, 1.55, 2.6, d - 0.38, d, tone(cab, 0.06, 0.1)));
  out.push(
    face(
      cam,
      [
        [-3.38, 1.53, d - 0.39],
        [-1.22, 1.53, d - 0.39],
        [-1.22, 1.56, d - 0.39],
        [-3.38, 1.56, d - 0.39],
      ],
      "#fff2d2",
      night ? "" : 'opacity="0.6"',
    ),
  );
  // tall fridge column
  out.push(box(cam, 2.3, 3.4, 0.0, 2.6, d - 0.65, d, tone(lighten(cab, 0.05), 0.06, 0.1)));
  const hl = [proj(cam, [2.42, 1.0, d - 0.66]), proj(cam, [2.42, 1.7, d - 0.66])];
  out.push(line(hl[0][0], hl[0][1], hl[1][0], hl[1][1], m.metal, 4));
  // island
  out.push(floorShadow(c, cam, -1.6, 1.6, 3.6, 4.6, 0.4));
  out.push(box(cam, -1.5, 1.5, 0.0, 0.9, 3.7, 4.6, tone(darken(cab, 0.08), 0.05, 0.14)));
  out.push(box(cam, -1.7, 1.7, 0.9, 0.96, 3.45, 4.65, tone(counter, 0.06, 0.12)));
  const veins: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = proj(cam, [between(r, -1.6, 1.6), 0.961, between(r, 3.5, 4.6)]);
    const b = proj(cam, [between(r, -1.6, 1.6), 0.961, between(r, 3.5, 4.6)]);
    veins.push(
      `M${f1(a[0])} ${f1(a[1])}Q${f1((a[0] + b[0]) / 2 + 30)} ${f1((a[1] + b[1]) / 2)} ${f1(b[0])} ${f1(b[1])}`,
    );
  }
  out.push(
    `<path d="${veins.join("")}" stroke="${darken(counter, 0.18)}" stroke-width="1.2" fill="none" opacity="0.5"/>`,
  );
  // fruit bowl
  const fb = proj(cam, [0.4, 1.0, 4.1]);
  const fs = cam.f / 4.1;
  out.push(
    ellipse(fb[0], fb[1], 0.2 * fs, 0.06 * fs, m.accents[0]),
    `<circle cx="${f1(fb[0] - 0.06 * fs)}" cy="${f1(fb[1] - 0.05 * fs)}" r="${f1(0.06 * fs)}" fill="#e3a63a"/><circle cx="${f1(fb[0] + 0.05 * fs)}" cy="${f1(fb[1] - 0.06 * fs)}" r="${f1(0.055 * fs)}" fill="#9bb04a"/>`,
  );
  // stools in front of the island
  for (const sx of [-1.0, 0.0, 1.0]) {
    const x = sx + between(r, -0.05, 0.05);
    out.push(floorShadow(c, cam, x - 0.22, x + 0.22, 3.05, 3.45, 0.3, 0.04));
    for (const [lx, lz] of [
      [x - 0.17, 3.1],
      [x + 0.15, 3.1],
      [x - 0.17, 3.38],
      [x + 0.15, 3.38],
    ])
      out.push(box(cam, lx, lx + 0.03, 0, 0.66, lz, lz + 0.03, tone("#2a2a2a")));
    out.push(box(cam, x - 0.22, x + 0.22, 0.66, 0.72, 3.05, 3.45, rounded(m.accents[1], 0.1, 0.15, 8)));
  }
  for (const px of [-0.9, 0, 0.9])
    out.push(pendant(c, cam, px, 4.05, 3.0, 1.0, m.metal, night || spec.time !== "day"));
  out.push(plant(c, cam, -3.0, 3.0, 1.3, sky, m.stone));
  if (night) out.push(glow(c, [W * 0.5, H * 0.75], W * 0.6, "#ffb766", 0.14));
  return out.join("");
}

function sceneOffice(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const m = materials(spec.mood);
  const room: Room = { cam: interiorCamera(r, 11), xl: -5, xr: 5, depth: 11, height: 3.0 };
  room.cam.y = 1.55;
  room.cam.x = between(r, -1.2, -0.4);
  room.cam.f = between(r, 1000, 1060);
  const { cam } = room;
  const office: Materials = { ...m, floor: "#7d8086", floorKind: "marble", wall: "#eeeeec" };
  const { shell } = roomShell(c, room, office, sky, spec.time === "dusk" ? "night" : spec.time);
  const out: string[] = [shell];
  out.push(backWindowWall(c, room, office, sky, "city", -4.8, 4.8, spec.time, 0.05));
  // carpet zone
  out.push(plane(cam, 1, 0.004, [-4.6, 1.8], [3.2, 10.2], pick(r, ["#5b6068", "#6a6258", "#4f5a63"])));
  out.push(SOFT);
  // linear ceiling lights
  for (let z = 3; z < 10.5; z += 1.5) out.push(plane(cam, 1, 2.99, [-3.5, 1.5], [z, z + 0.08], "#fffaf0"));
  // glass meeting room on the right
  const gx = 2.6;
  const gz0 = 5.2;
  out.push(box(cam, gx + 0.8, gx + 2.0, 0.7, 0.75, 6.4, 9.6, tone(m.wood, 0.12, 0.1)));
  out.push(box(cam, gx + 1.3, gx + 1.5, 0, 0.7, 7.5, 8.5, tone("#2b2b2b")));
  for (let z = 6.7; z < 9.5; z += 0.9) {
    out.push(box(cam, gx + 0.35, gx + 0.75, 0.42, 0.48, z, z + 0.4, tone("#d9d4cc", 0.05, 0.15)));
    out.push(box(cam, gx + 0.35, gx + 0.4, 0.48, 0.9, z, z + 0.4, tone("#d9d4cc", 0.05, 0.15)));
  }
  out.push(
    face(
      cam,
      [
        [gx, 0, gz0],
        [gx, 0, 10.9],
        [gx, 3, 10.9],
        [gx, 3, gz0],
      ],
      "#bcd6e0",
      'opacity="0.25"',
    ),
  );
  const fr: string[] = [];
  for (let z = gz0; z <= 10.9; z += 1.1) {
    const a = proj(cam, [gx, 0, z]);
    const b = proj(cam, [gx, 3, z]);
    fr.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  const t0 = proj(cam, [gx, 1.0, gz0]);
  const t1 = proj(cam, [gx, 1.0, 10.9]);
  fr.push(`M${f1(t0[0])} ${f1(t0[1])}L${f1(t1[0])} ${f1(t1[1])}`);
  out.push(`<path d="${fr.join("")}" stroke="#2d3136" stroke-width="2.5" opacity="0.75"/>`);
  // benching desks, far to near
  const desk = pick(r, ["#f2f0ec", lighten(m.wood, 0.2)]);
  const chair = pick(r, ["#d5d7db", "#3a3f46", m.accents[1]]);
  for (const z of [9.0, 7.0, 5.0]) {
    out.push(floorShadow(c, cam, -4.2, 1.2, z, z + 1.4, 0.22));
    out.push(box(cam, -4.2, 1.2, 0.72, 0.76, z, z + 1.4, tone(desk, 0.05, 0.12)));
    for (const lx of [-4.15, 1.1])
      out.push(box(cam, lx, lx + 0.05, 0, 0.72, z + 0.05, z + 1.35, tone("#2b2b2b")));
    out.push(box(cam, -4.2, 1.2, 0.76, 1.08, z + 0.68, z + 0.72, tone(m.accents[0], 0.1, 0.15)));
    for (let x = -3.9; x < 1.0; x += 1.25) {
      out.push(box(cam, x, x + 0.55, 0.82, 1.16, z + 1.0, z + 1.02, tone("#1b1d21", 0.05, 0.1)));
      out.push(box(cam, x + 0.25, x + 0.3, 0.76, 0.82, z + 1.0, z + 1.05, tone("#444444")));
      out.push(box(cam, x, x + 0.55, 0.82, 1.16, z + 0.38, z + 0.4, tone("#1b1d21", 0.05, 0.1)));
      const sp = proj(cam, [x + 0.27, 0.99, z + 0.37]);
      out.push(glow(c, sp, (cam.f / (z + 0.4)) * 0.35, "#a9c7ff", 0.35));
      out.push(box(cam, x + 0.1, x + 0.5, 0.44, 0.5, z - 0.45, z - 0.05, rounded(chair, 0.08, 0.15, 5)));
      out.push(box(cam, x + 0.1, x + 0.5, 0.5, 0.98, z - 0.5, z - 0.44, rounded(chair, 0.08, 0.15, 5)));
      out.push(box(cam, x + 0.28, x + 0.32, 0.05, 0.44, z - 0.27, z - 0.23, tone("#333333")));
    }
  }
  out.push(plant(c, cam, -4.5, 10.3, 1.6, sky, "#e9e6e0"));
  out.push(plant(c, cam, -4.5, 3.2, 1.3, sky, "#e9e6e0"));
  return out.join("");
}

function scenePool(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const m = materials(spec.mood);
  const side = chance(r, 0.5) ? 1 : -1;
  const cam: Cam = {
    x: side * between(r, 0.4, 1.2),
    y: 1.7,
    z: 0,
    yaw: side * between(r, 0.02, 0.1),
    f: 900,
    cx: W / 2,
    cy: H * 0.44,
  };
  const hy = cam.cy;
  const out: string[] = [drawSky(c, sky, 0, 0, W, hy + 2, hy)];
  const garden = spec.view === "garden";
  const sk = skylineLayers(c, sky, side > 0 ? 0 : W * 0.45, W * 0.55, hy, 0.45, { hero: true, maxH: 520 });
  if (garden) out.push(gardenView(c, sky, 0, 0, W, H, hy, true));
  else out.push(`<g opacity="0.85">${sk.far}${sk.mid}</g>`);
  if (!garden) out.push(bandToBottom(c, hy, lighten(sky.water[0], 0.2), sky.water[0]));
  if (sky.sun && !garden)
    out.push(
      `<g opacity="0.85">${Array.from({ length: 6 }, (_, i) => rect((sky.sun?.x ?? 0) - between(r, 20, 60), hy + 6 + i * 9, between(r, 40, 120), 2.5, sky.sun?.core ?? "#fff", `opacity="${f1(0.5 - i * 0.06)}"`)).join("")}</g>`,
    );
  const deck = mix(m.stone, sky.tint, sky.tintAmount);
  const zFar = 16;
  out.push(
    face(
      cam,
      [
        [-14, 0, 0.3],
        [14, 0, 0.3],
        [14, 0, zFar],
        [-14, 0, zFar],
      ],
      linear(c, [
        [0, darken(deck, 0.06)],
        [1, lighten(deck, 0.04)],
      ]),
    ),
  );
  const joints: string[] = [];
  for (let x = -14; x <= 14; x += 0.9) {
    const a = proj(cam, [x, 0.001, zFar]);
    const b = proj(cam, [x, 0.001, 0.8]);
    joints.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  for (let z = 1.5; z < zFar; z += 0.9 + z * 0.1) {
    const a = proj(cam, [-14, 0.001, z]);
    const b = proj(cam, [14, 0.001, z]);
    joints.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  out.push(`<path d="${joints.join("")}" stroke="${darken(deck, 0.12)}" stroke-width="1.2" opacity="0.5"/>`);
  // the infinity pool: water right to the far edge, so it meets the sea
  const px0 = -4.2;
  const px1 = 3.4;
  const water = linear(c, [
    [0, sky.dark ? "#5a8fb0" : "#8fe3ea"],
    [0.4, sky.dark ? "#3a7898" : "#4cc6d6"],
    [1, sky.dark ? "#1c5f80" : "#169fb8"],
  ]);
  out.push(plane(cam, 1, 0.002, [px0 - 0.25, px1 + 0.25], [3.0, zFar], lighten(deck, 0.15)));
  out.push(plane(cam, 1, 0.003, [px0, px1], [3.25, zFar], water));
  const rip: string[] = [];
  for (let i = 0; i < 60; i++) {
    const z = between(r, 3.5, zFar - 0.5);
    const x = between(r, px0 + 0.2, px1 - 0.8);
    const a = proj(cam, [x, 0.004, z]);
    const b = proj(cam, [x + between(r, 0.3, 0.8), 0.004, z]);
    const d = (b[0] - a[0]) / 2;
    rip.push(`M${f1(a[0])} ${f1(a[1])}q${f1(d / 2)} ${f1(-Math.max(1.5, d / 8))} ${f1(d)} 0t${f1(d)} 0`);
  }
  out.push(`<path d="${rip.join("")}" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.45"/>`);
  out.push(SOFT);
  // sun loungers along the pool, far to near
  const lx = side > 0 ? px1 + 1.0 : px0 - 1.7;
  for (const z of [10.5, 8.3, 6.1, 3.9]) {
    out.push(floorShadow(c, cam, lx, lx + 0.7, z, z + 1.9, 0.3, 0.08));
    out.push(box(cam, lx, lx + 0.7, 0.22, 0.33, z, z + 1.4, tone("#f2eee6", 0.05, 0.15)));
    out.push(
      face(
        cam,
        [
          [lx, 0.33, z + 1.3],
          [lx + 0.7, 0.33, z + 1.3],
          [lx + 0.7, 0.9, z + 1.9],
          [lx, 0.9, z + 1.9],
        ],
        "#faf8f3",
      ),
    );
    out.push(
      box(cam, lx + 0.06, lx + 0.64, 0.33, 0.35, z + 0.15, z + 1.2, tone(pick(r, m.accents), 0.1, 0.1)),
    );
    for (const [a, b] of [
      [lx, z],
      [lx + 0.65, z],
      [lx, z + 1.35],
      [lx + 0.65, z + 1.35],
    ])
      out.push(box(cam, a, a + 0.05, 0, 0.22, b, b + 0.05, tone("#9a948a")));
    if (z === 8.3 || z === 3.9) {
      const ux = lx + (side > 0 ? 1.3 : -0.6);
      const uz = z + 1.0;
      const pole0 = proj(cam, [ux, 0, uz]);
      const pole1 = proj(cam, [ux, 2.5, uz]);
      out.push(line(pole0[0], pole0[1], pole1[0], pole1[1], "#6b5b4b", Math.max(2, cam.f / uz / 30)));
      const c0 = proj(cam, [ux - 1.3, 2.15, uz]);
      const c1 = proj(cam, [ux + 1.3, 2.15, uz]);
      out.push(
        `<path d="M${f1(c0[0])} ${f1(c0[1])} Q${f1(pole1[0])} ${f1(pole1[1] - (c1[0] - c0[0]) * 0.28)} ${f1(c1[0])} ${f1(c1[1])} Z" fill="${pick(r, ["#f4efe6", "#e9d8b8", m.accents[0]])}"/>`,
      );
    }
  }
  // palms planted along the far side, and one framing the picture
  for (const z of [13, 9]) {
    const p = proj(cam, [side > 0 ? px0 - 2.2 : px1 + 2.2, 0, z]);
    const s = cam.f / z;
    out.push(palm(c, p[0], p[1], 6.5 * s, between(r, -0.6, 0.6) * s, sky));
  }
  out.push(
    palm(c, side > 0 ? W * 0.04 : W * 0.96, H + 40, between(r, 760, 840), side * between(r, 60, 120), sky),
  );
  return out.join("");
}

function sceneRetail(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const m = materials(spec.mood);
  const dir = chance(r, 0.5) ? 1 : -1;
  const cam: Cam = {
    x: between(r, -1, 1),
    y: 1.6,
    z: 0,
    yaw: dir * between(r, 0.18, 0.3),
    f: 800,
    cx: W / 2,
    cy: H * 0.56,
  };
  const dark = sky.dark;
  const out: string[] = [drawSky(c, sky, 0, 0, W, H * 0.6, H * 0.56)];
  const sk = skylineLayers(c, sky, 0, W, H * 0.56, 0.5, { hero: true, maxH: 620 });
  out.push(`<g opacity="0.7">${sk.far}${sk.mid}</g>`);
  const z = 10.5;
  const facade = mix(pick(r, ["#e9e3d8", "#d7d3cc", "#efe8dc"]), sky.tint, sky.tintAmount);
  // pavement and road
  out.push(
    face(
      cam,
      [
        [-30, 0, 0.2],
        [30, 0, 0.2],
        [30, 0, 40],
        [-30, 0, 40],
      ],
      linear(c, [
        [0, darken("#cfc6b8", dark ? 0.55 : 0.08)],
        [1, darken("#b8ae9f", dark ? 0.6 : 0.12)],
      ]),
    ),
  );
  const pav: string[] = [];
  for (let x = -30; x <= 30; x += 0.8) {
    const a = proj(cam, [x, 0.001, z]);
    const b = proj(cam, [x, 0.001, 0.5]);
    pav.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  for (let zz = 1; zz < z; zz += 0.8 + zz * 0.05) {
    const a = proj(cam, [-30, 0.001, zz]);
    const b = proj(cam, [30, 0.001, zz]);
    pav.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  out.push(`<path d="${pav.join("")}" stroke="#000000" stroke-width="1" opacity="0.1"/>`);
  // podium facade (two storeys) with a cornice
  out.push(plane(cam, 2, z, [-30, 30], [0, 8], facade));
  out.push(box(cam, -30, 30, 8, 8.5, z - 0.4, z, tone(lighten(facade, 0.2), 0.1, 0.15)));
  const band = dark
    ? linear(c, [
        [0, "#4a5a80"],
        [1, "#2a3452"],
      ])
    : linear(c, [
        [0, "#8fb0c6"],
        [1, "#4f6b82"],
      ]);
  out.push(plane(cam, 2, z - 0.01, [-30, 30], [5.0, 7.2], band));
  const vb: string[] = [];
  for (let x = -30; x <= 30; x += 1.5) {
    const a = proj(cam, [x, 5.0, z - 0.02]);
    const b = proj(cam, [x, 7.2, z - 0.02]);
    vb.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  out.push(`<path d="${vb.join("")}" stroke="${darken(facade, 0.3)}" stroke-width="2"/>`);
  // shop units with glazing and lit interiors
  for (const ux of [-14, -8.5, -3, 2.5, 8]) {
    const w = 5;
    const inner = dark ? "#ffe1ad" : "#f3ece0";
    out.push(plane(cam, 2, z + 3, [ux, ux + w], [0, 3.6], inner));
    out.push(plane(cam, 0, ux, [0, 3.6], [z, z + 3], darken(inner, 0.08)));
    out.push(plane(cam, 0, ux + w, [0, 3.6], [z, z + 3], darken(inner, 0.08)));
    out.push(plane(cam, 1, 0.001, [ux, ux + w], [z, z + 3], dark ? "#d9b98a" : "#ddd2c1"));
    for (let y = 0.7; y < 3.2; y += 0.75)
      out.push(box(cam, ux + 0.2, ux + w - 0.2, y, y + 0.05, z + 2.7, z + 3, tone(m.wood)));
    for (let sx = ux + 0.6; sx < ux + w - 1; sx += 1.7) {
      out.push(
        box(
          cam,
          sx,
          sx + 1.0,
          0,
          0.95,
          z + 1.1,
          z + 1.7,
          tone(pick(r, [m.wood, "#ffffff", m.accents[0]]), 0.1, 0.12),
        ),
      );
      out.push(
        box(cam, sx + 0.3, sx + 0.7, 0.95, 1.2, z + 1.25, z + 1.55, tone(pick(r, m.accents), 0.1, 0.1)),
      );
    }
    if (dark) out.push(glow(c, proj(cam, [ux + w / 2, 2.2, z + 1.5]), 200, "#ffd690", 0.45));
    out.push(
      face(
        cam,
        [
          [ux, 0, z],
          [ux + w, 0, z],
          [ux + w, 3.6, z],
          [ux, 3.6, z],
        ],
        linear(
          c,
          [
            [0, "#ffffff", dark ? 0.05 : 0.35],
            [0.5, "#bcd6e0", dark ? 0.05 : 0.15],
            [1, "#ffffff", dark ? 0.02 : 0.3],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    const fr: string[] = [];
    for (const fx of [ux, ux + w / 2, ux + w]) {
      const a = proj(cam, [fx, 0, z - 0.01]);
      const b = proj(cam, [fx, 3.6, z - 0.01]);
      fr.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
    }
    out.push(`<path d="${fr.join("")}" stroke="#26292d" stroke-width="4"/>`);
    out.push(box(cam, ux - 0.1, ux + w + 0.1, 3.6, 4.3, z - 0.05, z, tone(darken(facade, 0.6), 0.05, 0.1)));
    out.push(
      plane(
        cam,
        2,
        z - 0.06,
        [ux + 1.4, ux + w - 1.4],
        [3.8, 4.05],
        dark ? "#ffe3b0" : pick(r, [m.accents[0], "#d9c7a6", "#ffffff"]),
      ),
    );
    out.push(box(cam, ux, ux + w, 4.3, 4.4, z - 1.6, z, tone(lighten(facade, 0.2), 0.1, 0.2)));
  }
  out.push(SOFT);
  for (const px of [-8.8, -3.3, 2.2, 7.7]) out.push(plant(c, cam, px, z - 1.0, 1.5, sky, "#8d857b"));
  for (const lx of [-10, -2, 6]) {
    const a = proj(cam, [lx, 0, z - 3]);
    const b = proj(cam, [lx, 4.2, z - 3]);
    out.push(line(a[0], a[1], b[0], b[1], "#3a3d42", 4));
    if (dark) out.push(glow(c, b, 70, "#ffe0a8", 0.55));
    out.push(ellipse(b[0], b[1], 12, 5, dark ? "#fff1c8" : "#3a3d42"));
  }
  return out.join("");
}

function sceneWarehouse(c: Ctx, spec: SceneSpec): string {
  const r = c.r;
  const sky = skyFor(spec.time, r);
  const side = chance(r, 0.5) ? 1 : -1;
  const x0 = -9;
  const x1 = 9;
  const z0 = 16;
  const z1 = 36;
  const h = 9;
  const camX = side * between(r, 10, 12);
  const cam: Cam = {
    x: camX,
    y: 1.7,
    z: 2,
    yaw: Math.atan2(side * 1.5 - camX, (z0 + z1) / 2 - 6),
    f: 980,
    cx: W / 2,
    cy: H * 0.62,
  };
  const out: string[] = [drawSky(c, sky, 0, 0, W, H * 0.66, H * 0.62)];
  const sk = skylineLayers(c, sky, 0, W, H * 0.62, 0.3, { maxH: 500 });
  out.push(`<g opacity="0.45">${sk.far}</g>`);
  out.push(
    face(
      cam,
      [
        [-60, 0, 0.3],
        [60, 0, 0.3],
        [60, 0, 80],
        [-60, 0, 80],
      ],
      linear(c, [
        [0, "#a8a298"],
        [1, "#77726b"],
      ]),
    ),
  );
  // trees behind the building
  for (const [px, pz] of [
    [x0 - 4, z1 - 4],
    [x1 + 4, z1 - 6],
    [x1 + 7, z0 + 4],
    [x0 - 6, z0 + 6],
  ] as [number, number][]) {
    const p = proj(cam, [px, 0, pz]);
    const s = cam.f / Math.max(1, toCam(cam, [px, 0, pz])[2]);
    out.push(palm(c, p[0], p[1], 7.5 * s, between(r, -0.8, 0.8) * s, sky));
  }
  const cladCol = pick(r, ["#d9dcdf", "#e6e1d7", "#c9ced4"]);
  out.push(SOFT);
  out.push(floorShadow(c, cam, x0, x1, z0, z1, 0.35, 0.8));
  out.push(box(cam, x0, x1, 0, h, z0, z1, tone(cladCol, 0.05, 0.16)));
  out.push(
    box(cam, x0 - 0.2, x1 + 0.2, h, h + 0.5, z0 - 0.2, z1 + 0.2, tone(darken(cladCol, 0.2), 0.1, 0.2)),
  );
  const cl: string[] = [];
  for (let x = x0 + 0.4; x < x1; x += 0.4) {
    const a = proj(cam, [x, 0.2, z0 - 0.01]);
    const b = proj(cam, [x, h, z0 - 0.01]);
    cl.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  const sideX = cam.x < x0 ? x0 - 0.01 : x1 + 0.01;
  for (let z = z0 + 0.4; z < z1; z += 0.4) {
    const a = proj(cam, [sideX, 0.2, z]);
    const b = proj(cam, [sideX, h, z]);
    cl.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
  }
  out.push(`<path d="${cl.join("")}" stroke="${darken(cladCol, 0.2)}" stroke-width="1.1" opacity="0.5"/>`);
  const accent = pick(r, ["#b08d57", "#2f4858", "#8a3b3b"]);
  out.push(plane(cam, 2, z0 - 0.02, [x0, x1], [h - 1.3, h - 0.8], accent));
  out.push(plane(cam, 0, sideX, [h - 1.3, h - 0.8], [z0, z1], darken(accent, 0.15)));
  // roller shutters with canopies and bay markings
  const bays = [-7.6, -3.6, 0.4];
  for (const sx of bays) {
    out.push(plane(cam, 2, z0 - 0.02, [sx, sx + 3], [0, 4.6], "#a3aab1"));
    const sl: string[] = [];
    for (let y = 0.15; y < 4.6; y += 0.15) {
      const a = proj(cam, [sx, y, z0 - 0.03]);
      const b = proj(cam, [sx + 3, y, z0 - 0.03]);
      sl.push(`M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`);
    }
    out.push(`<path d="${sl.join("")}" stroke="#737a81" stroke-width="1.1"/>`);
    out.push(box(cam, sx - 0.3, sx + 3.3, 4.9, 5.1, z0 - 2.0, z0, tone("#5a6068", 0.1, 0.15)));
    const a = proj(cam, [sx - 0.5, 0.01, z0]);
    const b = proj(cam, [sx - 0.5, 0.01, z0 - 9]);
    const a2 = proj(cam, [sx + 3.5, 0.01, z0]);
    const b2 = proj(cam, [sx + 3.5, 0.01, z0 - 9]);
    out.push(
      `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}M${f1(a2[0])} ${f1(a2[1])}L${f1(b2[0])} ${f1(b2[1])}" stroke="#f4f1e8" stroke-width="3" opacity="0.75"/>`,
    );
  }
  // two-storey office block on the corner with glazing
  out.push(box(cam, x1 - 4.5, x1 + 0.6, 0, 6.5, z0 - 0.6, z0 + 4, tone(lighten(cladCol, 0.35), 0.05, 0.12)));
  for (const y of [0.9, 3.8]) {
    out.push(
      face(
        cam,
        [
          [x1 - 4.2, y, z0 - 0.61],
          [x1 + 0.3, y, z0 - 0.61],
          [x1 + 0.3, y + 1.8, z0 - 0.61],
          [x1 - 4.2, y + 1.8, z0 - 0.61],
        ],
        linear(c, [
          [0, "#7f9db4"],
          [1, "#2b4256"],
        ]),
      ),
    );
    out.push(
      face(
        cam,
        [
          [x1 + 0.61, y, z0 - 0.3],
          [x1 + 0.61, y, z0 + 3.7],
          [x1 + 0.61, y + 1.8, z0 + 3.7],
          [x1 + 0.61, y + 1.8, z0 - 0.3],
        ],
        linear(c, [
          [0, "#6f8da4"],
          [1, "#2b4256"],
        ]),
      ),
    );
  }
  // bollards beside each bay, a low planter along the office block
  for (const sx of bays) {
    for (const bx of [sx - 0.35, sx + 3.15])
      out.push(box(cam, bx, bx + 0.2, 0, 1.0, z0 - 0.8, z0 - 0.6, tone("#e3b341", 0.1, 0.2)));
  }
  out.push(box(cam, x1 - 4.5, x1 + 0.6, 0, 0.5, z0 - 1.6, z0 - 0.7, tone("#b9b2a6", 0.08, 0.15)));
  out.push(
    shrub(
      c,
      proj(cam, [x1 - 4.4, 0.5, z0 - 1.1])[0],
      proj(cam, [x1 - 4.4, 0.5, z0 - 1.1])[1],
      proj(cam, [x1 + 0.5, 0.5, z0 - 1.1])[0] - proj(cam, [x1 - 4.4, 0.5, z0 - 1.1])[0],
      30,
      sky,
    ),
  );
  return out.join("");
}

const SCENES = {
  skyline: sceneSkyline,
  marina: sceneMarina,
  beach: sceneBeach,
  villa: sceneVilla,
  living: sceneLiving,
  bedroom: sceneBedroom,
  kitchen: sceneKitchen,
  office: sceneOffice,
  pool: scenePool,
  retail: sceneRetail,
  warehouse: sceneWarehouse,
} as const;

/** The SVG markup of a scene: with RENDER_SETTINGS, all that decides the picture's pixels. */
export function sceneSvg(spec: SceneSpec): string {
  const c: Ctx = { defs: [], n: 0, r: createRng(spec.seed), cache: new Map(), soft: [] };
  let body = SCENES[spec.kind](c, spec);
  if (c.soft.length > 0) {
    if (!body.includes(SOFT))
      throw new Error(`Scene ${spec.kind} draws soft shadows but has no place for them`);
    body = body.replace(SOFT, `<g>${c.soft.join("")}</g>`);
  }
  body = body.replace(SOFT, "");
  // half of the pictures are mirrored: the same room or street seen the other way round
  if (spec.kind !== "villa" && spec.kind !== "warehouse" && createRng(spec.seed ^ 0x5bd1e995)() < 0.5) {
    body = `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>`;
  }
  // a gentle vignette and grain-free finish common to all pictures
  const vignette = radial(
    c,
    [
      [0.55, "#000000", 0],
      [1, "#000000", 0.28],
    ],
    W / 2,
    H / 2,
    W * 0.72,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${c.defs.join("")}</defs>${body}<rect width="${W}" height="${H}" fill="${vignette}"/></svg>`;
}

/** Renders a scene to a JPEG buffer of IMAGE_WIDTH × IMAGE_HEIGHT. */
export async function renderSceneJpeg(spec: SceneSpec | string): Promise<Buffer> {
  const svg = typeof spec === "string" ? spec : sceneSvg(spec);
  return (
    sharp(Buffer.from(svg), { density: 72 })
      .resize(IMAGE_WIDTH, IMAGE_HEIGHT)
      .flatten({ background: "#ffffff" })
      // an intermediate: processImage re-encodes it, so favour speed over size here
      .jpeg({ quality: 92, chromaSubsampling: "4:4:4" })
      .toBuffer()
  );
}
