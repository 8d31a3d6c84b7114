// Generates the demo films of the /video page: drawn scenes (no stock footage), SVG frames
// rendered with sharp and encoded with ffmpeg into small H.264 MP4 files, with a poster image and
// a WebVTT captions track each. Not part of the app bundle; run by hand when the scenes change:
//
//   node app/components/content/video-scenes.script.ts          # every film
//   node app/components/content/video-scenes.script.ts palm     # only some
//
// Output: public/videos/video-{marina,downtown,palm,villa}.{mp4,webm,jpg,webp,vtt}, each film ≤ 1.5 MB.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createRng } from "../../lib/random.ts";
import { VIDEOS } from "./videos.ts";

const OUT = path.resolve(import.meta.dirname, "../../../public/videos");
const W = 960;
const H = 540;
const FPS = 24;
const TAU = Math.PI * 2;
const f = (n: number) => (Math.round(n * 10) / 10).toString();

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const mix = (a: string, b: string, t: number) => {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
};

interface Tower {
  x: number;
  w: number;
  h: number;
  color: string;
  spire: boolean;
  windows: { x: number; y: number; phase: number }[];
}

function towers(seed: number, count: number, base: number, maxH: number, span: number): Tower[] {
  const r = createRng(seed);
  const out: Tower[] = [];
  let x = -40;
  for (let i = 0; i < count && x < span; i++) {
    const w = 34 + r() * 46;
    const h = maxH * (0.35 + r() * 0.65);
    const windows: Tower["windows"] = [];
    for (let wy = base - h + 14; wy < base - 10; wy += 12) {
      for (let wx = 6; wx < w - 6; wx += 9) if (r() < 0.45) windows.push({ x: wx, y: wy, phase: r() });
    }
    out.push({
      x,
      w,
      h,
      color: ["#2c3440", "#36404d", "#2a2f38", "#3d4654"][i % 4],
      spire: r() < 0.25,
      windows,
    });
    x += w + 4 + r() * 14;
  }
  return out;
}

function drawTowers(list: Tower[], base: number, lit: number, t: number): string {
  return list
    .map((b) => {
      const top = base - b.h;
      const spire = b.spire
        ? `<path d="M${f(b.x + b.w / 2 - 3)} ${f(top)} L${f(b.x + b.w / 2)} ${f(top - 40)} L${f(b.x + b.w / 2 + 3)} ${f(top)}Z" fill="${b.color}"/>`
        : "";
      const wins = b.windows
        .filter((w) => (w.phase + t * 0.3) % 1 < lit)
        .map((w) => `<rect x="${f(b.x + w.x)}" y="${f(w.y)}" width="4" height="6" fill="#ffd79a"/>`)
        .join("");
      return `${spire}<rect x="${f(b.x)}" y="${f(top)}" width="${f(b.w)}" height="${f(b.h)}" fill="${b.color}"/>${wins}`;
    })
    .join("");
}

// ---------------------------------------------------------------- scenes, t in [0, 1)

const marinaTowers = towers(11, 40, 330, 250, 1400);
function marina(t: number): string {
  const pan = -t * 220;
  const sky = `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c2a4a"/><stop offset="0.55" stop-color="#b5566a"/><stop offset="1" stop-color="#f2a65a"/></linearGradient>`;
  const city = drawTowers(marinaTowers, 330, 0.55 + 0.2 * t, t);
  const yachts = [0, 1, 2]
    .map((i) => {
      const x = ((i * 340 + t * 260) % 1200) - 120;
      const y = 380 + i * 36;
      return `<g transform="translate(${f(x)} ${y})"><path d="M0 0h70l-10 12H8z" fill="#f7f4ee"/><rect x="18" y="-10" width="30" height="10" rx="2" fill="#e6e1d8"/><path d="M-40 14h120" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/></g>`;
    })
    .join("");
  const ripples = Array.from({ length: 14 }, (_, i) => {
    const y = 345 + i * 14;
    const dx = Math.sin(TAU * (t + i / 7)) * 20;
    return `<path d="M${f(dx)} ${y}h${W}" stroke="#ffffff" stroke-opacity="${(0.05 + (i % 3) * 0.03).toFixed(2)}" stroke-width="2"/>`;
  }).join("");
  return svg(
    `${sky}<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6a4b66"/><stop offset="1" stop-color="#1a2436"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${f(720 + pan * 0.2)}" cy="300" r="46" fill="#ffd58a" opacity="0.9"/>
     <g transform="translate(${f(pan)} 0)">${city}<rect x="-60" y="330" width="1500" height="10" fill="#1b1f27"/></g>
     <rect y="340" width="${W}" height="${H - 340}" fill="url(#w)"/>
     <g transform="translate(${f(pan)} 680) scale(1 -1)" opacity="0.25">${city}</g>${ripples}${yachts}`,
  );
}

const downtownTowers = towers(23, 46, 400, 230, 1500);
function downtown(t: number): string {
  const pan = -t * 260;
  const top = mix("#7fb3d9", "#2b2350", t);
  const bottom = mix("#e8f1f5", "#d9825b", t);
  const needleX = 560;
  const needle = `<path d="M${needleX - 34} 400 L${needleX - 14} 170 L${needleX - 6} 120 L${needleX - 2} 40 L${needleX} 8 L${needleX + 2} 40 L${needleX + 6} 120 L${needleX + 14} 170 L${needleX + 34} 400Z" fill="#4a5566"/>
     <path d="M${needleX} 8 L${needleX + 2} 40 L${needleX + 6} 120 L${needleX + 14} 170 L${needleX + 34} 400 L${needleX} 400Z" fill="#000" opacity="0.15"/>`;
  return svg(
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
     <g opacity="${(0.5 - 0.4 * t).toFixed(2)}" fill="#ffffff">${[0, 1, 2].map((i) => `<ellipse cx="${f(((i * 380 + t * 120) % 1200) - 100)}" cy="${70 + i * 40}" rx="90" ry="14"/>`).join("")}</g>
     <g transform="translate(${f(pan)} 0)">${needle}${drawTowers(downtownTowers, 400, 0.15 + 0.7 * t, t)}</g>
     <rect y="400" width="${W}" height="${H - 400}" fill="${mix("#3c4654", "#1c1f2a", t)}"/>
     ${Array.from({ length: 9 }, (_, i) => `<rect x="${f(((i * 130 + t * 500) % 1100) - 60)}" y="${460 + (i % 3) * 18}" width="26" height="4" rx="2" fill="${i % 2 ? "#ffe9b0" : "#ff8a7a"}"/>`).join("")}`,
  );
}

function palm(t: number): string {
  const s = 1 + 0.18 * t;
  const rot = -6 + 8 * t;
  const fronds = Array.from({ length: 16 }, (_, i) => {
    const a = (-80 + (i * 160) / 15) * (Math.PI / 180);
    const x = 480 + Math.sin(a) * 190;
    const y = 300 - Math.cos(a) * 190;
    return `<line x1="480" y1="300" x2="${f(x)}" y2="${f(y)}" stroke="#e8d2a6" stroke-width="13" stroke-linecap="round"/>`;
  }).join("");
  const villas = Array.from({ length: 16 }, (_, i) => {
    const a = (-80 + (i * 160) / 15) * (Math.PI / 180);
    return [60, 100, 140, 175]
      .map(
        (d) =>
          `<rect x="${f(480 + Math.sin(a) * d - 3)}" y="${f(300 - Math.cos(a) * d - 3)}" width="6" height="6" fill="#ffffff" opacity="0.8"/>`,
      )
      .join("");
  }).join("");
  // The breakwater: an arc around the fronds, open at the bottom where the trunk reaches the shore.
  const arcPoint = (deg: number) => {
    const r = (deg * Math.PI) / 180;
    return `${f(480 + Math.cos(r) * 265)} ${f(290 + Math.sin(r) * 265)}`;
  };
  const crescent = `M${arcPoint(140)} A 265 265 0 1 1 ${arcPoint(40)}`;
  const waves = Array.from({ length: 22 }, (_, i) => {
    const y = (i * 29 + t * 60) % H;
    return `<path d="M0 ${f(y)} q 40 -6 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0" stroke="#ffffff" stroke-opacity="0.06" fill="none" stroke-width="2"/>`;
  }).join("");
  const boats = [0, 1, 2]
    .map((i) => {
      const x = ((i * 300 + t * 380) % 1100) - 80;
      const y = 120 + i * 150;
      return `<g transform="translate(${f(x)} ${y}) rotate(8)"><path d="M-60 0 L0 -3 L0 3 Z" fill="#ffffff" opacity="0.35"/><rect x="0" y="-4" width="16" height="8" rx="3" fill="#ffffff"/></g>`;
    })
    .join("");
  return svg(
    `<radialGradient id="sea" cx="0.5" cy="0.5" r="0.8"><stop offset="0" stop-color="#2d8aa6"/><stop offset="1" stop-color="#0e4a63"/></radialGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#sea)"/>${waves}
     <g transform="translate(480 300) rotate(${f(rot)}) scale(${s.toFixed(4)}) translate(-480 -300)">
       <path d="${crescent}" stroke="#e8d2a6" stroke-width="16" fill="none" stroke-linecap="round"/>
       <rect x="471" y="300" width="18" height="320" fill="#e8d2a6"/>${fronds}<circle cx="480" cy="300" r="26" fill="#e8d2a6"/>${villas}
       <path d="M420 620 h120 v-20 h-120z" fill="#d9c090"/>
     </g>${boats}`,
  );
}

function palmTree(x: number, y: number, h: number, sway: number): string {
  const topX = x + sway * 12;
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const a = -150 + i * 50 + sway * 10;
    const r = (a * Math.PI) / 180;
    const ex = topX + Math.cos(r) * 70;
    const ey = y - h + Math.sin(r) * 40 + 30;
    return `<path d="M${f(topX)} ${f(y - h)} Q ${f((topX + ex) / 2)} ${f(y - h - 30)} ${f(ex)} ${f(ey)}" stroke="#3f7a4a" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  }).join("");
  return `<path d="M${x} ${y} Q ${f(x + 4)} ${f(y - h / 2)} ${f(topX)} ${f(y - h)}" stroke="#8a6a4a" stroke-width="9" fill="none"/>${leaves}`;
}

function villa(t: number): string {
  const s = 1.08 - 0.08 * t;
  const sway = Math.sin(TAU * t * 2);
  const shimmer = Array.from({ length: 10 }, (_, i) => {
    const y = 420 + i * 9;
    const dx = Math.sin(TAU * (t * 2 + i / 5)) * 30;
    return `<path d="M${f(250 + dx)} ${y}h${f(120 + (i % 3) * 40)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"/>`;
  }).join("");
  return svg(
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fcbe6"/><stop offset="1" stop-color="#f4efe6"/></linearGradient>
     <linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#59c3d9"/><stop offset="1" stop-color="#2f95b5"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
     <g transform="translate(480 300) scale(${s.toFixed(4)}) translate(-480 -300)">
       <rect x="0" y="380" width="${W}" height="200" fill="#e9dcc3"/>
       <rect x="180" y="190" width="420" height="200" fill="#f7f4ee"/>
       <rect x="380" y="120" width="330" height="110" fill="#ffffff"/>
       <rect x="360" y="112" width="370" height="12" fill="#d8d2c6"/>
       <rect x="160" y="182" width="460" height="12" fill="#d8d2c6"/>
       ${Array.from({ length: 9 }, (_, i) => `<rect x="${200 + i * 14}" y="210" width="6" height="160" fill="#a47a52"/>`).join("")}
       <rect x="340" y="230" width="240" height="150" fill="#3b5566"/><rect x="340" y="230" width="240" height="150" fill="#ffffff" opacity="${(0.12 + 0.06 * Math.sin(TAU * t)).toFixed(2)}"/>
       <rect x="410" y="140" width="270" height="70" fill="#3b5566"/>
       <path d="M340 380 L580 380 L560 396 L360 396Z" fill="#000" opacity="0.08"/>
       <rect x="220" y="404" width="520" height="96" rx="6" fill="url(#p)"/>${shimmer}
       <rect x="620" y="360" width="90" height="22" rx="4" fill="#ffffff"/><rect x="640" y="350" width="50" height="10" rx="3" fill="#d9c9a8"/>
       ${palmTree(120, 400, 230, sway)}${palmTree(820, 405, 260, -sway)}${palmTree(880, 410, 190, sway * 0.7)}
     </g>`,
  );
}

const SCENES: Record<string, (t: number) => string> = { marina, downtown, palm, villa };

async function render(name: string, seconds: number): Promise<void> {
  const scene = SCENES[name];
  const dir = mkdtempSync(path.join(os.tmpdir(), `video-${name}-`));
  const frames = Math.round(seconds * FPS);
  try {
    for (let i = 0; i < frames; i++) {
      const file = path.join(dir, `f${String(i).padStart(4, "0")}.png`);
      await sharp(Buffer.from(scene(i / frames)))
        .png({ compressionLevel: 1 })
        .toFile(file);
    }
    const mp4 = path.join(OUT, `video-${name}.mp4`);
    encode(
      dir,
      "-c:v libx264 -preset slow -crf 27 -pix_fmt yuv420p -profile:v main -movflags +faststart",
      mp4,
    );
    // VP9 in WebM too: smaller, and playable by browsers built without H.264.
    const webm = path.join(OUT, `video-${name}.webm`);
    encode(dir, "-c:v libvpx-vp9 -b:v 0 -crf 38 -deadline good -cpu-used 4 -row-mt 1 -pix_fmt yuv420p", webm);
    const poster = Buffer.from(scene(0.35));
    await sharp(poster)
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(path.join(OUT, `video-${name}.jpg`));
    await sharp(poster)
      .webp({ quality: 72 })
      .toFile(path.join(OUT, `video-${name}.webp`));
    for (const file of [mp4, webm]) {
      const size = statSync(file).size;
      if (size > 1.5 * 1024 * 1024) throw new Error(`${file} is ${size} bytes, over 1.5 MB`);
      console.log(`${file}: ${(size / 1024).toFixed(0)} KB`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The frames in `dir` into `out`, silent; `codec` is ffmpeg's output options, separated by spaces. */
function encode(dir: string, codec: string, out: string): void {
  const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", path.join(dir, "f%04d.png")];
  const r = spawnSync("ffmpeg", [...input, ...codec.split(" "), "-an", out], { stdio: "inherit" });
  if (r.status !== 0) throw new Error(`ffmpeg failed for ${out}`);
}

function captions(name: string, seconds: number, lines: string[]): void {
  const stamp = (s: number) => `00:00:${s.toFixed(3).padStart(6, "0")}`;
  const step = seconds / lines.length;
  const cues = lines.map((line, i) => `${i + 1}\n${stamp(i * step)} --> ${stamp((i + 1) * step)}\n${line}`);
  writeFileSync(path.join(OUT, `video-${name}.vtt`), `WEBVTT\n\n${cues.join("\n\n")}\n`);
}

const only = process.argv.slice(2);
for (const v of VIDEOS.filter((v) => !only.length || only.includes(v.slug))) {
  await render(v.slug, v.seconds);
  captions(v.slug, v.seconds, v.captions);
}
