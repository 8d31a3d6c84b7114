// Generates the site's own hero loops and banner images from drawn scenes (no stock footage):
// SVG frames rendered with sharp, encoded with ffmpeg into WebM (VP9) and MP4 (H.264).
//
//   node scripts/generate-public-media.ts            # everything
//   node scripts/generate-public-media.ts images     # banners only
//   node scripts/generate-public-media.ts videos     # hero loops only
//
// Output: public/videos/hero-{buy,holiday,areas}.{webm,mp4} + posters, public/images/*.webp.
// Every scene is a function of a loop phase t in [0, 1), so the loops are seamless.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createRng } from "../app/lib/random.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const VIDEOS = path.join(ROOT, "public/videos");
const IMAGES = path.join(ROOT, "public/images");
const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 8;
const TAU = Math.PI * 2;

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function svg(body: string, defs = "", w = W, h = H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

function zoom(t: number, amount: number, body: string, dx = 0): string {
  const s = 1 + amount + amount * Math.sin(TAU * t);
  const x = dx * Math.sin(TAU * t);
  return `<g transform="translate(${f(W / 2 + x)} ${H / 2}) scale(${s.toFixed(4)}) translate(${-W / 2} ${-H / 2})">${body}</g>`;
}

// ---------------------------------------------------------------- skyline at dusk / night / day

interface Building {
  x: number;
  w: number;
  h: number;
  top: "flat" | "spire" | "slant" | "step";
  windows: { x: number; y: number; lit: boolean; twinkle: number; phase: number }[];
}

interface SkyPalette {
  sky: [string, string, string];
  sun: string;
  sunOpacity: number;
  back: string;
  front: string;
  water: [string, string];
  window: string;
  litShare: number;
  cloud: string;
}

const PALETTES: Record<"dusk" | "night" | "day", SkyPalette> = {
  dusk: {
    sky: ["#14203d", "#5d4f72", "#e9a76a"],
    sun: "#ffc98a",
    sunOpacity: 0.55,
    back: "#3a3f5f",
    front: "#12162a",
    water: ["#2a2c44", "#0d1020"],
    window: "#ffd89a",
    litShare: 0.38,
    cloud: "#f3b98a",
  },
  night: {
    sky: ["#050914", "#0f1d3a", "#2e3f66"],
    sun: "#6f86c7",
    sunOpacity: 0.25,
    back: "#1b2540",
    front: "#080b16",
    water: ["#0c1428", "#04060d"],
    window: "#ffe2a8",
    litShare: 0.55,
    cloud: "#34466e",
  },
  day: {
    sky: ["#4f86b8", "#9cc3df", "#f2e6d2"],
    sun: "#fff6e0",
    sunOpacity: 0.6,
    back: "#9aa9bb",
    front: "#4a5566",
    water: ["#3f7fa0", "#1f4f6b"],
    window: "#dfe9f2",
    litShare: 0.2,
    cloud: "#ffffff",
  },
};

function makeBuildings(seed: number, count: number, minH: number, maxH: number, minW: number, maxW: number) {
  const r = createRng(seed);
  const list: Building[] = [];
  let x = -40;
  while (list.length < count && x < W + 40) {
    const w = minW + r() * (maxW - minW);
    const h = minH + r() ** 1.6 * (maxH - minH);
    const tops: Building["top"][] = ["flat", "flat", "spire", "slant", "step"];
    const b: Building = { x, w, h, top: tops[Math.floor(r() * tops.length)], windows: [] };
    for (let wy = 14; wy < h - 10; wy += 11) {
      for (let wx = 6; wx < w - 6; wx += 8) {
        b.windows.push({
          x: wx,
          y: wy,
          lit: r() < 0.5,
          twinkle: r() < 0.08 ? 1 + Math.floor(r() * 2) : 0,
          phase: r(),
        });
      }
    }
    list.push(b);
    x += w * (0.55 + r() * 0.6);
  }
  return list;
}

const BACK = makeBuildings(7, 60, 60, 230, 26, 70);
const FRONT = makeBuildings(11, 40, 90, 330, 40, 105);

function buildingPath(b: Building, base: number): string {
  const top = base - b.h;
  const { x, w } = b;
  switch (b.top) {
    case "spire":
      return `M${f(x)} ${base}V${f(top)}H${f(x + w * 0.4)}L${f(x + w / 2)} ${f(top - 40)}L${f(x + w * 0.6)} ${f(top)}H${f(x + w)}V${base}Z`;
    case "slant":
      return `M${f(x)} ${base}V${f(top)}L${f(x + w)} ${f(top + 26)}V${base}Z`;
    case "step":
      return `M${f(x)} ${base}V${f(top + 30)}H${f(x + w * 0.2)}V${f(top)}H${f(x + w * 0.8)}V${f(top + 30)}H${f(x + w)}V${base}Z`;
    default:
      return `M${f(x)} ${base}V${f(top)}H${f(x + w)}V${base}Z`;
  }
}

/** A stepped needle tower: the tallest landmark of the skyline. */
function needle(cx: number, base: number, height: number): string {
  const steps = [
    [70, 0.0],
    [58, 0.18],
    [46, 0.36],
    [34, 0.52],
    [24, 0.66],
    [14, 0.78],
    [6, 0.88],
  ] as const;
  let d = `M${cx - steps[0][0] / 2} ${base}`;
  for (let i = 0; i < steps.length; i++) {
    const [w, at] = steps[i];
    const next = steps[i + 1];
    const y = base - height * (next ? next[1] : 0.9);
    d += `V${f(base - height * at)}H${f(cx - w / 2)}V${f(y)}`;
  }
  d += `L${cx} ${f(base - height)}L${cx + 3} ${f(base - height * 0.9)}`;
  for (let i = steps.length - 1; i >= 0; i--) {
    const [w, at] = steps[i];
    const next = steps[i + 1];
    const y = base - height * (next ? next[1] : 0.9);
    d += `V${f(y)}H${f(cx + w / 2)}V${f(base - height * at)}`;
  }
  return `${d}V${base}Z`;
}

/** A sail-shaped hotel tower. */
function sail(x: number, base: number, h: number): string {
  return `M${x} ${base}L${x} ${base - h}Q${x + h * 0.42} ${base - h * 0.55} ${x + h * 0.3} ${base}Z`;
}

function skyline(t: number, pal: SkyPalette, opts: { video: boolean; yachts?: boolean }): string {
  const horizon = 520;
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${pal.sky[0]}"/><stop offset="0.55" stop-color="${pal.sky[1]}"/><stop offset="1" stop-color="${pal.sky[2]}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${pal.sun}" stop-opacity="1"/><stop offset="1" stop-color="${pal.sun}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${pal.water[0]}"/><stop offset="1" stop-color="${pal.water[1]}"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`;
  let body = `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>`;
  body += `<circle cx="${W * 0.3}" cy="${horizon - 30}" r="320" fill="url(#sun)" opacity="${(pal.sunOpacity + 0.08 * Math.sin(TAU * t)).toFixed(3)}"/>`;
  // Clouds drift one screen width per loop (drawn twice for the wrap).
  const cr = createRng(3);
  for (let i = 0; i < 6; i++) {
    const y = 60 + cr() * 220;
    const w = 180 + cr() * 260;
    const x0 = cr() * W;
    const speed = i % 2 === 0 ? 1 : 0; // half move, half stay: drift without jumping
    const x = ((((x0 + (speed ? t * (W + w * 2) : 0)) % (W + w * 2)) + W + w * 2) % (W + w * 2)) - w;
    body += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(14 + cr() * 16)}" fill="${pal.cloud}" opacity="0.28" filter="url(#soft)"/>`;
  }
  // Back layer.
  body += `<g fill="${pal.back}">${BACK.map((b) => `<path d="${buildingPath(b, horizon)}"/>`).join("")}</g>`;
  // Landmarks.
  body += `<path d="${needle(W * 0.63, horizon, 470)}" fill="${pal.front}"/>`;
  body += `<path d="${sail(W * 0.9, horizon, 190)}" fill="${pal.front}"/>`;
  // Front layer with windows.
  let windows = "";
  const wr = createRng(19);
  for (const b of FRONT) {
    body += `<path d="${buildingPath(b, horizon)}" fill="${pal.front}"/>`;
    for (const w of b.windows) {
      if (!(w.lit && wr() < pal.litShare * 2)) continue;
      const y = horizon - b.h + w.y;
      let op = 0.75;
      if (w.twinkle) op = 0.15 + 0.75 * (0.5 + 0.5 * Math.sin(TAU * (t * w.twinkle + w.phase)));
      windows += `<rect x="${f(b.x + w.x)}" y="${f(y)}" width="3" height="5" fill="${pal.window}" opacity="${op.toFixed(2)}"/>`;
    }
  }
  body += windows;
  // Needle lights running up the tower.
  for (let i = 0; i < 14; i++) {
    const y = horizon - 20 - i * 30;
    const op = 0.35 + 0.6 * Math.max(0, Math.sin(TAU * (t * 2 - i / 14)));
    body += `<rect x="${f(W * 0.63 - 2)}" y="${y}" width="4" height="6" fill="${pal.window}" opacity="${op.toFixed(2)}"/>`;
  }
  // Water with a dim mirror of the skyline and shimmering streaks.
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#water)"/>`;
  body += `<g transform="translate(0 ${horizon * 2}) scale(1 -1)" opacity="0.22" fill="${pal.back}">${FRONT.map((b) => `<path d="${buildingPath(b, horizon)}"/>`).join("")}<path d="${needle(W * 0.63, horizon, 470)}"/></g>`;
  const sr = createRng(23);
  for (let i = 0; i < 90; i++) {
    const x = sr() * W;
    const y = horizon + 6 + sr() ** 1.4 * (H - horizon - 10);
    const len = 8 + sr() * 26;
    const ph = sr();
    const wob = 6 * Math.sin(TAU * (t + ph));
    const op = 0.12 + 0.4 * (0.5 + 0.5 * Math.sin(TAU * (t * 2 + ph)));
    body += `<rect x="${f(x + wob)}" y="${f(y)}" width="${f(len)}" height="1.6" fill="${pal.window}" opacity="${op.toFixed(2)}"/>`;
  }
  if (opts.yachts) {
    for (const [x, y, s] of [
      [260, 600, 1],
      [820, 640, 1.3],
      [1080, 585, 0.8],
    ] as const) {
      const dx = 10 * Math.sin(TAU * t);
      body += `<g transform="translate(${f(x + dx)} ${y}) scale(${s})"><path d="M-40 0H40L30 10H-30Z" fill="#e8edf5" opacity="0.85"/><rect x="-16" y="-9" width="30" height="9" fill="#cfd8e6" opacity="0.85"/><rect x="-30" y="12" width="60" height="2" fill="${pal.window}" opacity="0.3"/></g>`;
    }
  }
  return svg(opts.video ? zoom(t, 0.02, body) : body, defs);
}

// ---------------------------------------------------------------- beach

function palm(x: number, base: number, h: number, lean: number, sway: number, trunk: string, leaf: string) {
  const topX = x + lean;
  const topY = base - h;
  let g = `<path d="M${x - 7} ${base}Q${f(x + lean * 0.2)} ${f(base - h * 0.5)} ${f(topX - 3)} ${f(topY)}L${f(topX + 3)} ${f(topY)}Q${f(x + lean * 0.25 + 8)} ${f(base - h * 0.5)} ${x + 7} ${base}Z" fill="${trunk}"/>`;
  const fronds = [-160, -130, -100, -70, -40, -15, 10, 200, 170];
  let leaves = "";
  for (const [i, a0] of fronds.entries()) {
    const a = ((a0 + sway * (1 + (i % 3) * 0.3)) * Math.PI) / 180;
    const len = h * (0.42 + (i % 2) * 0.08);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.6 + len * 0.35;
    const cx = topX + Math.cos(a) * len * 0.5;
    const cy = topY + Math.sin(a) * len * 0.5 - len * 0.12;
    leaves += `<path d="M${f(topX)} ${f(topY)}Q${f(cx)} ${f(cy - 10)} ${f(ex)} ${f(ey)}Q${f(cx)} ${f(cy + 8)} ${f(topX)} ${f(topY)}Z" fill="${leaf}"/>`;
  }
  g += leaves;
  return g;
}

function beach(t: number, video: boolean): string {
  const horizon = 360;
  const shore = 520 + 10 * Math.sin(TAU * t);
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa6d6"/><stop offset="0.7" stop-color="#b9dcef"/><stop offset="1" stop-color="#f7e7cc"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f7fa6"/><stop offset="0.6" stop-color="#2fa5b8"/><stop offset="1" stop-color="#7fd3cf"/></linearGradient>
    <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ecd3a6"/><stop offset="1" stop-color="#dcb880"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffbe9"/><stop offset="0.25" stop-color="#fff3cf" stop-opacity="0.8"/><stop offset="1" stop-color="#fff3cf" stop-opacity="0"/></radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;
  let b = `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>`;
  b += `<circle cx="980" cy="130" r="190" fill="url(#sun)" opacity="${(0.9 + 0.1 * Math.sin(TAU * t)).toFixed(2)}"/>`;
  const cr = createRng(5);
  for (let i = 0; i < 4; i++) {
    const w = 220 + cr() * 200;
    const x = ((cr() * W + t * (W + w * 2)) % (W + w * 2)) - w;
    b += `<ellipse cx="${f(x)}" cy="${f(50 + cr() * 150)}" rx="${f(w / 2)}" ry="18" fill="#fff" opacity="0.5" filter="url(#soft)"/>`;
  }
  // Distant coastline with a sail tower and a few towers.
  b += `<g fill="#8fa6ba" opacity="0.75">`;
  for (const bb of BACK.slice(0, 22))
    b += `<rect x="${f(bb.x * 0.55)}" y="${f(horizon - bb.h * 0.32)}" width="${f(bb.w * 0.45)}" height="${f(bb.h * 0.32)}"/>`;
  b += `<path d="${sail(590, horizon, 90)}"/></g>`;
  // Sea and moving swell lines.
  b += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`;
  for (let row = 0; row < 9; row++) {
    const y = horizon + 12 + row * row * 2.2 + row * 6;
    const amp = 1 + row * 0.7;
    const wl = 60 + row * 28;
    const dir = row % 2 ? 1 : -1;
    let d = "";
    for (let x = -20; x <= W + 20; x += 10) {
      const yy = y + amp * Math.sin(TAU * (x / wl + dir * t * (1 + (row % 3))));
      d += `${d ? "L" : "M"}${x} ${f(yy)}`;
    }
    b += `<path d="${d}" stroke="#ffffff" stroke-opacity="${(0.12 + row * 0.03).toFixed(2)}" stroke-width="${(1 + row * 0.25).toFixed(2)}" fill="none"/>`;
  }
  // Glitter under the sun.
  const gr = createRng(9);
  for (let i = 0; i < 70; i++) {
    const x = 980 + (gr() - 0.5) * 360 * (0.4 + gr());
    const y = horizon + 4 + gr() * 140;
    const op = Math.max(0, Math.sin(TAU * (t * 2 + gr())));
    b += `<rect x="${f(x)}" y="${f(y)}" width="${f(4 + gr() * 10)}" height="1.5" fill="#fff" opacity="${(op * 0.85).toFixed(2)}"/>`;
  }
  // Swash: foam edge that rolls in and out.
  let foam = `M0 ${H}`;
  for (let x = 0; x <= W; x += 16)
    foam += `L${x} ${f(shore + 6 * Math.sin(TAU * (x / 260 + t)) + 4 * Math.sin(TAU * (x / 90 - t)))}`;
  foam += `L${W} ${H}Z`;
  b += `<path d="${foam}" fill="#ffffff" opacity="0.85"/>`;
  let wet = `M0 ${H}`;
  for (let x = 0; x <= W; x += 16)
    wet += `L${x} ${f(shore + 8 + 6 * Math.sin(TAU * (x / 260 + t)) + 4 * Math.sin(TAU * (x / 90 - t)))}`;
  wet += `L${W} ${H}Z`;
  b += `<path d="${wet}" fill="#d8b883"/>`;
  let dry = `M0 ${H}`;
  for (let x = 0; x <= W; x += 16) dry += `L${x} ${f(548 + 10 * Math.sin(TAU * (x / 400)))}`;
  dry += `L${W} ${H}Z`;
  b += `<path d="${dry}" fill="url(#sand)"/>`;
  // Umbrella and loungers.
  b += `<g transform="translate(760 610)"><rect x="-2" y="-110" width="4" height="112" fill="#6b5b4a"/><path d="M-90 -100Q0 -160 90 -100Z" fill="#f4efe6"/><path d="M-90 -100Q-45 -92 0 -100Q45 -92 90 -100" fill="none" stroke="#b08d57" stroke-width="4"/>
    <path d="M-120 20L-40 20L-20 0" stroke="#f4efe6" stroke-width="7" fill="none"/><path d="M30 24L110 24L130 4" stroke="#f4efe6" stroke-width="7" fill="none"/></g>`;
  // Palms, swaying.
  const sway = 3 * Math.sin(TAU * t);
  b += palm(140, 700, 440, 70, sway, "#6e5236", "#2d6a45");
  b += palm(300, 690, 330, -40, -sway, "#7a5c3e", "#357a50");
  b += palm(1180, 705, 380, -60, sway * 0.8, "#6e5236", "#2d6a45");
  return svg(video ? zoom(t, 0.015, b) : b, defs);
}

// ---------------------------------------------------------------- aerial view (areas)

function aerial(t: number, video: boolean, seed = 31, tint = "#dccaa6"): string {
  const r = createRng(seed);
  const defs = `
    <linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f4d68"/><stop offset="1" stop-color="#1f7f98"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>`;
  const VW = 1600;
  const VH = 1000;
  let b = `<rect x="-200" y="-200" width="${VW + 400}" height="${VH + 400}" fill="url(#sea)"/>`;
  // Shimmer on the sea.
  for (let i = 0; i < 120; i++) {
    const x = r() * 800 - 100;
    const y = r() * VH;
    const op = 0.08 + 0.25 * Math.max(0, Math.sin(TAU * (t + r())));
    b += `<rect x="${f(x)}" y="${f(y)}" width="${f(10 + r() * 20)}" height="2" fill="#cfeef5" opacity="${op.toFixed(2)}"/>`;
  }
  // Land with a wavy coast.
  let coast = `M${VW + 300} -200L720 -200`;
  for (let y = -200; y <= VH + 200; y += 40)
    coast += `L${f(700 + 40 * Math.sin(y / 130) + 20 * Math.sin(y / 47))} ${y}`;
  coast += `L${VW + 300} ${VH + 200}Z`;
  b += `<path d="${coast}" fill="${tint}"/>`;
  // City blocks and roads.
  const roadsH: number[] = [];
  const roadsV: number[] = [];
  for (let y = -160; y < VH + 200; y += 120) roadsH.push(y);
  for (let x = 780; x < VW + 300; x += 140) roadsV.push(x);
  b += `<g>`;
  for (const y of roadsH) {
    for (const x of roadsV) {
      const inner = createRng(Math.round(x * 7 + y));
      for (let k = 0; k < 4; k++) {
        const bx = x + 14 + (k % 2) * 60 + inner() * 6;
        const by = y + 14 + Math.floor(k / 2) * 48 + inner() * 6;
        const shade = ["#eee7da", "#d6ccba", "#c7bca7", "#f5f1ea", "#b7c9a8"][Math.floor(inner() * 5)];
        b += `<rect x="${f(bx)}" y="${f(by)}" width="${f(44 + inner() * 10)}" height="${f(32 + inner() * 8)}" rx="2" fill="${shade}"/>`;
        b += `<rect x="${f(bx + 3)}" y="${f(by + 34)}" width="${f(40)}" height="4" fill="#000" opacity="0.08"/>`;
      }
    }
  }
  b += `</g><g fill="#7d7568">`;
  for (const y of roadsH) b += `<rect x="700" y="${y}" width="${VW + 400}" height="8"/>`;
  for (const x of roadsV) b += `<rect x="${x}" y="-200" width="8" height="${VH + 400}"/>`;
  b += `</g>`;
  // Moving car lights along the roads.
  const cars = createRng(seed + 1);
  for (const y of roadsH) {
    for (let k = 0; k < 5; k++) {
      const span = VW + 300 - 720;
      const x = 720 + ((cars() * span + t * span * (cars() < 0.5 ? 1 : -1) + span * 2) % span);
      b += `<circle cx="${f(x)}" cy="${y + 4}" r="2.6" fill="${k % 2 ? "#ffe9b0" : "#ff8a7a"}"/>`;
    }
  }
  for (const x of roadsV) {
    for (let k = 0; k < 4; k++) {
      const span = VH + 400;
      const y = -200 + ((cars() * span + t * span * (cars() < 0.5 ? 1 : -1) + span * 2) % span);
      b += `<circle cx="${x + 4}" cy="${f(y)}" r="2.6" fill="${k % 2 ? "#ffe9b0" : "#ff8a7a"}"/>`;
    }
  }
  // Palm-shaped island with a crescent.
  const px = 330;
  const py = 560;
  b += `<g transform="translate(${px} ${py}) rotate(-20)">`;
  b += `<path d="M-250 -40A260 260 0 0 1 250 -40" stroke="${tint}" stroke-width="22" fill="none"/>`;
  b += `<rect x="-14" y="-10" width="28" height="380" fill="${tint}"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (-160 + i * (140 / 7)) * (Math.PI / 180);
    const x2 = Math.cos(a) * 190;
    const y2 = Math.sin(a) * 190 + 60;
    b += `<line x1="0" y1="60" x2="${f(x2)}" y2="${f(y2)}" stroke="${tint}" stroke-width="14" stroke-linecap="round"/>`;
    b += `<line x1="0" y1="60" x2="${f(x2)}" y2="${f(y2)}" stroke="#8fb07a" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`;
  }
  b += `<circle cx="0" cy="60" r="34" fill="${tint}"/></g>`;
  // Boat wakes.
  for (let i = 0; i < 3; i++) {
    const x = 80 + i * 190 + 40 * Math.sin(TAU * (t + i / 3));
    const y = 200 + i * 140;
    b += `<path d="M${f(x)} ${y}l-30 8l30 -2l30 2z" fill="#ffffff" opacity="0.55" filter="url(#soft)"/><rect x="${f(x - 4)}" y="${y - 3}" width="10" height="5" fill="#fff"/>`;
  }
  const s = video ? 0.9 + 0.03 * Math.sin(TAU * t) : 0.9;
  const dx = video ? 30 * Math.sin(TAU * t) : 0;
  const body = `<g transform="translate(${f(W / 2 + dx)} ${H / 2}) rotate(-6) scale(${s.toFixed(4)}) translate(${-VW / 2} ${-VH / 2})">${b}</g>`;
  return svg(body, defs);
}

// ---------------------------------------------------------------- villas

function villas(): string {
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7aa7c9"/><stop offset="0.7" stop-color="#f2d3a8"/><stop offset="1" stop-color="#f6c690"/></linearGradient>
    <linearGradient id="pool" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6fd0df"/><stop offset="1" stop-color="#1f93b3"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe2ae"/><stop offset="1" stop-color="#f0b46a"/></linearGradient>`;
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  b += `<circle cx="1040" cy="250" r="70" fill="#fff2d6" opacity="0.9"/>`;
  b += `<rect y="470" width="${W}" height="250" fill="#7d9a5e"/>`;
  // Main villa: stacked white volumes with glowing glass.
  b += `<rect x="300" y="250" width="640" height="230" fill="#f4f1ea"/>`;
  b += `<rect x="240" y="230" width="520" height="22" fill="#e4ded2"/>`;
  b += `<rect x="420" y="140" width="420" height="110" fill="#f7f5f0"/>`;
  b += `<rect x="380" y="125" width="500" height="18" fill="#e4ded2"/>`;
  b += `<rect x="450" y="160" width="360" height="80" fill="url(#glass)"/>`;
  for (let x = 450; x <= 810; x += 60)
    b += `<rect x="${x}" y="160" width="3" height="80" fill="#6b5a45" opacity="0.5"/>`;
  b += `<rect x="330" y="280" width="400" height="190" fill="url(#glass)"/>`;
  for (let x = 330; x <= 730; x += 50)
    b += `<rect x="${x}" y="280" width="3" height="190" fill="#6b5a45" opacity="0.5"/>`;
  b += `<rect x="760" y="290" width="150" height="180" fill="#d9d2c4"/>`;
  for (let y = 300; y < 470; y += 12) b += `<rect x="770" y="${y}" width="130" height="5" fill="#b9ae99"/>`;
  // Terrace and pool.
  b += `<rect x="180" y="480" width="920" height="30" fill="#e9e1d2"/>`;
  b += `<path d="M220 510H1060L1120 640H160Z" fill="url(#pool)"/>`;
  for (let i = 0; i < 14; i++)
    b += `<path d="M${260 + i * 60} ${540 + (i % 3) * 30}q15 -6 30 0" stroke="#fff" stroke-opacity="0.5" stroke-width="2" fill="none"/>`;
  b += `<path d="M330 470H730L760 620H300Z" fill="#ffd9a0" opacity="0.22"/>`;
  b += `<rect x="120" y="640" width="1040" height="80" fill="#e9e1d2"/>`;
  // Loungers.
  for (const x of [300, 420, 840, 960])
    b += `<path d="M${x} 690h80l20 -20" stroke="#fbf8f2" stroke-width="8" fill="none"/>`;
  // Palms either side.
  b += palm(110, 720, 520, 60, 2, "#5d4630", "#2f5e3d");
  b += palm(1180, 720, 470, -50, -2, "#5d4630", "#2f5e3d");
  b += palm(1040, 500, 250, -20, 1, "#5d4630", "#3d7049");
  return svg(b, defs);
}

// ---------------------------------------------------------------- glass towers (commercial)

function towers(): string {
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3c6e96"/><stop offset="1" stop-color="#c9dced"/></linearGradient>
    <linearGradient id="g1" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#244a69"/><stop offset="0.5" stop-color="#5f8db3"/><stop offset="1" stop-color="#1d3a55"/></linearGradient>
    <linearGradient id="g2" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6a8aa6"/><stop offset="1" stop-color="#2b4a63"/></linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="0.4" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  // Looking up: towers converge towards the top.
  const towersDef = [
    { bl: -60, br: 360, tl: 140, tr: 380, top: 40, fill: "url(#g1)" },
    { bl: 330, br: 700, tl: 430, tr: 610, top: -20, fill: "url(#g2)" },
    { bl: 680, br: 1000, tl: 650, tr: 860, top: 90, fill: "url(#g1)" },
    { bl: 960, br: 1360, tl: 900, tr: 1120, top: 10, fill: "url(#g2)" },
  ];
  for (const tw of towersDef) {
    b += `<path d="M${tw.bl} ${H}L${tw.tl} ${tw.top}L${tw.tr} ${tw.top}L${tw.br} ${H}Z" fill="${tw.fill}"/>`;
    for (let k = 1; k < 24; k++) {
      const p = k / 24;
      const y = tw.top + (H - tw.top) * p ** 1.35;
      const xl = tw.tl + (tw.bl - tw.tl) * ((y - tw.top) / (H - tw.top));
      const xr = tw.tr + (tw.br - tw.tr) * ((y - tw.top) / (H - tw.top));
      b += `<line x1="${f(xl)}" y1="${f(y)}" x2="${f(xr)}" y2="${f(y)}" stroke="#dbe9f5" stroke-opacity="0.25" stroke-width="1.5"/>`;
    }
    for (let k = 1; k < 8; k++) {
      const p = k / 8;
      b += `<line x1="${f(tw.tl + (tw.tr - tw.tl) * p)}" y1="${tw.top}" x2="${f(tw.bl + (tw.br - tw.bl) * p)}" y2="${H}" stroke="#dbe9f5" stroke-opacity="0.18" stroke-width="1.2"/>`;
    }
    b += `<path d="M${tw.bl} ${H}L${tw.tl} ${tw.top}L${tw.tr} ${tw.top}L${tw.br} ${H}Z" fill="url(#shine)"/>`;
  }
  return svg(b, defs);
}

// ---------------------------------------------------------------- construction (new projects)

function construction(sunrise: boolean): string {
  const sky = sunrise ? ["#f3c58f", "#f7e2c4", "#9cc0da"] : ["#2d3a5c", "#8a6f86", "#f0a56c"];
  const defs = `<linearGradient id="sky" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.4" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>`;
  const ink = sunrise ? "#33404f" : "#1a1d2c";
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  b += `<circle cx="${sunrise ? 300 : 980}" cy="560" r="90" fill="#fff1d8" opacity="0.8"/>`;
  // Distant finished towers.
  b += `<g fill="${ink}" opacity="0.35">${BACK.map((bb) => `<path d="${buildingPath(bb, 640)}"/>`).join("")}</g>`;
  // Tower under construction: a finished lower part, an open frame above.
  const x = sunrise ? 620 : 380;
  b += `<rect x="${x}" y="330" width="220" height="310" fill="${ink}"/>`;
  for (let y = 345; y < 640; y += 16)
    b += `<rect x="${x + 12}" y="${y}" width="196" height="6" fill="#ffffff" opacity="0.12"/>`;
  for (let y = 130; y < 330; y += 28) b += `<rect x="${x}" y="${y}" width="220" height="5" fill="${ink}"/>`;
  for (let cx = x; cx <= x + 220; cx += 44)
    b += `<rect x="${cx - 2}" y="130" width="6" height="200" fill="${ink}"/>`;
  // Two tower cranes with lattice.
  const crane = (cx: number, top: number, jib: number, dir: 1 | -1) => {
    let c = `<rect x="${cx - 6}" y="${top}" width="12" height="${640 - top}" fill="none" stroke="${ink}" stroke-width="3"/>`;
    for (let y = top; y < 640; y += 20)
      c += `<path d="M${cx - 6} ${y}L${cx + 6} ${y + 20}M${cx + 6} ${y}L${cx - 6} ${y + 20}" stroke="${ink}" stroke-width="1.5"/>`;
    const end = cx + dir * jib;
    c += `<path d="M${cx - dir * 80} ${top}H${end}" stroke="${ink}" stroke-width="6"/>`;
    c += `<path d="M${cx} ${top - 40}L${end} ${top}M${cx} ${top - 40}L${cx - dir * 80} ${top}" stroke="${ink}" stroke-width="2"/>`;
    c += `<rect x="${cx - dir * 80 - 12}" y="${top}" width="24" height="26" fill="${ink}"/>`;
    c += `<line x1="${end - dir * 40}" y1="${top}" x2="${end - dir * 40}" y2="${top + 160}" stroke="${ink}" stroke-width="1.5"/><rect x="${end - dir * 40 - 14}" y="${top + 160}" width="28" height="16" fill="${ink}"/>`;
    return c;
  };
  b += crane(x + 260, 90, 360, sunrise ? -1 : 1);
  b += crane(sunrise ? 260 : 1000, 170, 260, sunrise ? 1 : -1);
  b += `<rect y="640" width="${W}" height="80" fill="${ink}" opacity="0.85"/>`;
  return svg(b, defs);
}

// ---------------------------------------------------------------- output

async function writeWebp(svgText: string, name: string, widths: number[]) {
  for (const w of widths) {
    const h = Math.round((w * 9) / 16);
    await sharp(Buffer.from(svgText), { density: 72 * (w / W) })
      .resize(w, h, { fit: "cover" })
      .webp({ quality: 72, effort: 6 })
      .toFile(path.join(IMAGES, `${name}-${w}.webp`));
  }
}

async function images() {
  mkdirSync(IMAGES, { recursive: true });
  const widths = [640, 1280, 1920];
  await writeWebp(skyline(0, PALETTES.night, { video: false, yachts: true }), "banner-rent", widths);
  await writeWebp(villas(), "banner-residential", widths);
  await writeWebp(towers(), "banner-commercial", widths);
  await writeWebp(construction(true), "banner-new-projects", widths);
  await writeWebp(construction(false), "banner-upcoming", widths);
  await writeWebp(aerial(0.3, false, 41, "#d7c39c"), "banner-communities", widths);
  await writeWebp(aerial(0.6, false, 53, "#e0cfae"), "banner-area", widths);
  await writeWebp(skyline(0.2, PALETTES.day, { video: false }), "slide-skyline", widths);
  await writeWebp(villas(), "slide-villa", widths);
  await writeWebp(skyline(0.5, PALETTES.night, { video: false, yachts: true }), "slide-marina", widths);
  // Default sharing image (1200×630, the size link previews want).
  await sharp(Buffer.from(skyline(0, PALETTES.dusk, { video: false })))
    .resize(1200, 630, { fit: "cover" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(IMAGES, "og-default.jpg"));
}

function ffmpeg(args: string[]) {
  const r = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
  if (r.status !== 0) throw new Error(`ffmpeg ${args.join(" ")} failed`);
}

async function video(name: string, scene: (t: number) => string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `hero-${name}-`));
  const frames = FPS * SECONDS;
  try {
    for (let i = 0; i < frames; i++) {
      await sharp(Buffer.from(scene(i / frames)))
        .png({ compressionLevel: 1 })
        .toFile(path.join(dir, `f${String(i).padStart(4, "0")}.png`));
    }
    const input = ["-framerate", String(FPS), "-i", path.join(dir, "f%04d.png")];
    const out = path.join(VIDEOS, `hero-${name}`);
    ffmpeg([
      ...input,
      "-c:v",
      "libx264",
      "-profile:v",
      "high",
      "-pix_fmt",
      "yuv420p",
      "-crf",
      "27",
      "-preset",
      "slow",
      "-movflags",
      "+faststart",
      "-an",
      `${out}.mp4`,
    ]);
    ffmpeg([
      ...input,
      "-c:v",
      "libvpx-vp9",
      "-pix_fmt",
      "yuv420p",
      "-b:v",
      "0",
      "-crf",
      "38",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-an",
      `${out}.webm`,
    ]);
    const first = path.join(dir, "f0000.png");
    await sharp(first).webp({ quality: 70 }).toFile(`${out}-poster.webp`);
    await sharp(first).resize(640, 360).webp({ quality: 70 }).toFile(`${out}-poster-640.webp`);
    await sharp(first).jpeg({ quality: 78, mozjpeg: true }).toFile(`${out}-poster.jpg`);
    for (const ext of ["mp4", "webm"]) {
      const size = statSync(`${out}.${ext}`).size;
      console.log(`hero-${name}.${ext}: ${(size / 1024).toFixed(0)} KiB`);
      if (size > 1.5 * 1024 * 1024) throw new Error(`hero-${name}.${ext} is over 1.5 MB`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function videos() {
  mkdirSync(VIDEOS, { recursive: true });
  await video("buy", (t) => skyline(t, PALETTES.dusk, { video: true }));
  await video("holiday", (t) => beach(t, true));
  await video("areas", (t) => aerial(t, true));
}

const what = process.argv[2] ?? "all";
if (what === "all" || what === "images") await images();
if (what === "all" || what === "videos") await videos();
if (what === "preview") {
  // Single frames for a quick look while drawing.
  mkdirSync("/tmp/media-preview", { recursive: true });
  const scenes: Record<string, string> = {
    skyline: skyline(0.25, PALETTES.dusk, { video: true }),
    beach: beach(0.25, true),
    aerial: aerial(0.25, true),
    villas: villas(),
    towers: towers(),
    construction: construction(true),
    upcoming: construction(false),
    marina: skyline(0, PALETTES.night, { video: false, yachts: true }),
    day: skyline(0.2, PALETTES.day, { video: false }),
  };
  for (const [name, s] of Object.entries(scenes)) {
    const t0 = Date.now();
    await sharp(Buffer.from(s)).png().toFile(`/tmp/media-preview/${name}.png`);
    console.log(name, Date.now() - t0, "ms");
  }
}
