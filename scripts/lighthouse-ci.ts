// `npm run lighthouse [-- --data-dir <seeded DATA_DIR>] [-- --only detail] [-- --artifacts]
//  [-- --timing enforce|report]`
//
// Lighthouse and page-weight budgets of issue 8 (items 1 and 2) on four public pages of the demo
// data: home, a listing page, search results and one property detail page.
//
// 1. Builds the app into its own folder (BUILD_DIR, default build-lighthouse/) if missing.
// 2. Seeds the demo data into a temporary DATA_DIR (`node scripts/db-seed.ts`; seconds with the photo cache warm), or copies
//    the folder given with `--data-dir` into a temporary one (the given folder is never written).
// 3. Starts the production server (`node server/index.js`, NODE_ENV=production, SEED_DEMO=false)
//    on 127.0.0.1 and a free port.
// 4. Launches Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) itself, headless with a remote
//    debugging port; Lighthouse never downloads or launches a browser of its own.
// 5. Runs the `lighthouse` package programmatically with its default config: the mobile preset
//    with simulated throttling (Moto G Power, slow 4G). Each run is a cold load (storage reset).
// 6. Checks the budgets (docs/performance.md):
//      performance ≥ 95, accessibility = 100, best practices = 100, SEO = 100,
//      LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 100 ms,
//      JavaScript per page ≤ 150 KiB compressed (the script bodies as sent with brotli; the
//      transfer size with each request's headers, Lighthouse's figure, is printed beside it),
//      detail page total first-load bytes (everything loaded, images included) ≤ 700 KiB,
//      no admin code on a public page (no script whose URL is an admin route's chunk or a chunk
//      only admin routes import, read from the build's React Router client manifest),
//      images: Lighthouse 13 folds `uses-responsive-images` and `modern-image-formats` into the
//      `image-delivery-insight` audit; an item there (responsive size, modern format or
//      compression, each only above Lighthouse's own 4 KiB savings threshold) is a miss, except a
//      responsive-size item whose served width is within 1.5× of the displayed width (the
//      issue's rule), which is printed as a note. On top of
//      that the script opens each page in the same Chromium with Lighthouse's mobile screen
//      (412×823, DPR 1.75) and measures every loaded <img>: served pixels ÷ displayed pixels
//      (× DPR, object-fit: cover taken into account) must be ≤ 1.5, and the served type must be
//      WebP, AVIF or SVG.
//    KiB = 1024 bytes, as Lighthouse's own reports display them.
// 7. Writes reports/lighthouse/<page>.report.{json,html} and reports/lighthouse/summary.json, prints
//    one table per page and the missed budgets, and exits 1 if any budget is missed. With
//    `--timing report` (CI) the timing budgets (performance score, LCP, TBT) are printed and kept
//    in summary.json but never fail the run, and each page is run once: CI never fails on a timing.
//
// Noise (`--timing enforce`, the default): on 2 shared cores the simulated-throttling performance
// score, TBT and LCP move between runs, because Lighthouse's simulation starts from the CPU time it
// really observed, and LCP with which requests happened to end before the observed largest paint.
// So each page is run 5 times (`--runs` to change) and judged on the median performance score,
// TBT and LCP (issue 25: a budget met by one lucky run is not met); the report kept is the run whose
// score is the median, and every other budget is read from it. The load average is recorded in
// summary.json. Before the first audit the script waits (90 s at most) for the 1-minute load
// average to fall below half the cores, then makes one Lighthouse run it throws away (a fresh
// Chromium's first run is much slower); with `--timing report` it does neither, as nothing timed
// is judged.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import vm from "node:vm";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { BUDGET, KIB } from "./lib/budgets.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./lib/chromium.ts";
import { ensureBuild, freePort, ROOT, startAppServer, stopProcess, waitUntilUp } from "./lib/process.ts";

const { values: args } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    only: { type: "string" },
    runs: { type: "string" },
    out: { type: "string", default: path.join(ROOT, "reports/lighthouse") },
    artifacts: { type: "boolean", default: false },
    timing: { type: "string", default: "enforce" },
  },
});
// The performance score, LCP and TBT come from CPU time Lighthouse observed, so they move with the
// machine's load: `--timing report` (what CI uses) prints them against their budgets without
// failing on them and runs each page once; `--timing enforce` (the default) runs each page 5 times
// and fails on a median over budget. Every other budget (bytes, images, CLS, admin scripts,
// accessibility, best practices, SEO) is deterministic and fails the run in both modes.
if (args.timing !== "enforce" && args.timing !== "report")
  throw new Error(`--timing must be enforce or report, not ${args.timing}`);
const ENFORCE_TIMING = args.timing === "enforce";
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, "build-lighthouse"));
const OUT = path.resolve(args.out);
const MAX_RUNS = Number(args.runs ?? (ENFORCE_TIMING ? 5 : 1));
if (!Number.isInteger(MAX_RUNS) || MAX_RUNS < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${args.runs}`);
function log(msg = "") {
  process.stdout.write(`${msg}\n`);
}

/** Attempts per Lighthouse run when Lighthouse itself fails (not when a page scores low). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run. Lighthouse sometimes fails to record the trace of a load ("NO_NAVSTART",
 * "NO_FCP", a protocol timeout) and asks to be run again: so it is, up to ATTEMPTS times, each
 * failure printed. A page that keeps failing fails the run.
 */
async function lighthouseRun(url: string, cdpPort: number, name: string, run: number, save = true) {
  let last = "";
  // With --artifacts, Lighthouse also saves what it gathered (trace, network log) for
  // scripts/lantern-whatif.ts, one folder per run: artifacts/<page>/run-<n> (the run kept for the
  // report is printed).
  const saved = args.artifacts && save ? path.join(OUT, "artifacts", name, `run-${run}`) : undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port: cdpPort,
      output: ["json", "html"],
      logLevel: "error",
      ...(saved ? { gatherMode: saved, auditMode: saved } : {}),
    });
    if (result && !result.lhr.runtimeError) return result;
    last = result?.lhr.runtimeError
      ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
      : "no result";
    log(`  lighthouse failed on ${url} (attempt ${attempt} of ${ATTEMPTS}): ${last}`);
  }
  throw new Error(`${url}: Lighthouse failed ${ATTEMPTS} times; last: ${last}`);
}

/** The bytes of a response body as sent (not decompressed), asked like a browser asks. */
function encodedLength(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
        let n = 0;
        res.on("data", (c: Buffer) => {
          n += c.length;
        });
        res.on("end", () => resolve(n));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

function prepareData(dataDir: string) {
  if (args["data-dir"]) {
    const from = path.resolve(args["data-dir"]);
    if (!existsSync(from)) throw new Error(`--data-dir ${from} does not exist`);
    log(`copying ${from} → ${dataDir}`);
    cpSync(from, dataDir, { recursive: true });
    return;
  }
  log("seeding the demo data …");
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ["scripts/db-seed.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`seed failed:\n${r.stdout}\n${r.stderr}`);
  log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/**
 * Admin code, from the React Router client manifest of the build: each admin route's own module,
 * and every chunk imported only by admin routes (not by the entry, root or any public route).
 */
function adminChunks(): { routeModules: Set<string>; adminOnly: Set<string> } {
  const assets = path.join(BUILD_DIR, "client/assets");
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const sandbox: { window: { __reactRouterManifest?: Manifest } } = { window: {} };
  vm.runInNewContext(readFileSync(path.join(assets, file), "utf8"), sandbox);
  const manifest = sandbox.window.__reactRouterManifest;
  if (!manifest) throw new Error(`${file} does not define __reactRouterManifest`);
  const isAdmin = (id: string) => /(^|[/-])admin([/-]|$)/.test(id);
  const chunksOf = (m: ManifestEntry) => [m.module, ...(m.imports ?? [])].filter(Boolean);
  const routeModules = new Set<string>();
  const adminAll = new Set<string>();
  const publicAll = new Set<string>(chunksOf(manifest.entry));
  for (const [id, r] of Object.entries(manifest.routes)) {
    if (isAdmin(id)) {
      if (r.module) routeModules.add(r.module);
      for (const c of chunksOf(r)) adminAll.add(c);
    } else {
      for (const c of chunksOf(r)) publicAll.add(c);
    }
  }
  if (routeModules.size === 0) throw new Error("no admin route found in the client manifest");
  return { routeModules, adminOnly: new Set([...adminAll].filter((c) => !publicAll.has(c))) };
}

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

interface ImageCheck {
  url: string;
  type: string;
  served: string;
  displayed: string;
  ratio: number;
}

/** Every loaded <img> on Lighthouse's mobile screen: served vs displayed pixels, and the type. */
async function measureImages(cdpPort: number, url: string): Promise<ImageCheck[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const types = new Map<string, string>();
    const page = await context.newPage();
    page.on("response", (res) => {
      if (res.request().resourceType() === "image") types.set(res.url(), res.headers()["content-type"] ?? "");
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(500);
    const images = await page.evaluate(() => {
      const dpr = window.devicePixelRatio;
      return [...document.images]
        .filter((img) => img.complete && img.naturalWidth > 0 && img.clientWidth > 0 && img.clientHeight > 0)
        .map((img) => {
          const fit = getComputedStyle(img).objectFit;
          const aspect = img.naturalWidth / img.naturalHeight;
          // With object-fit: cover the image must cover the box: the needed width is the larger of
          // the box width and the box height times the image's aspect ratio.
          const neededCss =
            fit === "cover" ? Math.max(img.clientWidth, img.clientHeight * aspect) : img.clientWidth;
          return {
            url: img.currentSrc || img.src,
            served: `${img.naturalWidth}×${img.naturalHeight}`,
            displayed: `${img.clientWidth}×${img.clientHeight} @${dpr}x`,
            ratio: Math.round((img.naturalWidth / (neededCss * dpr)) * 100) / 100,
          };
        });
    });
    await context.close();
    return images.map((i) => ({ ...i, type: types.get(i.url) ?? "" }));
  } finally {
    // Disconnects playwright only; the Chromium process stays ours to stop.
    await browser.close();
  }
}

interface PageResult {
  name: string;
  url: string;
  runs: number;
  performanceScores: number[];
  tbtPerRun: number[];
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
  /** Compressed JavaScript bodies (the budget). */
  jsBytes: number;
  /** The same with each request's headers, as Lighthouse's resource summary counts it. */
  jsTransferBytes: number;
  imageBytes: number;
  requests: number;
  adminScripts: string[];
  imageDelivery: { url: string; wastedBytes: number; reasons: string[] }[];
  images: ImageCheck[];
  failedAudits: { category: string; id: string; title: string }[];
  misses: string[];
  /** Timing budgets missed under `--timing report`: printed, never failing. */
  timingMisses: string[];
  /** Reported, not budget misses (responsive-size items within the 1.5× rule). */
  notes: string[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function median(xs: number[]): number {
  const o = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(o.length / 2);
  return o.length % 2 ? (o[mid] ?? Number.NaN) : ((o[mid - 1] ?? 0) + (o[mid] ?? 0)) / 2;
}

function num(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function tableItems(lhr: Lhr, id: string): Record<string, unknown>[] {
  const d = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  return d?.items ?? [];
}

function score(lhr: Lhr, cat: string): number {
  const s = lhr.categories[cat]?.score;
  return s === null || s === undefined ? Number.NaN : Math.round(s * 100);
}

async function auditPage(
  name: string,
  url: string,
  cdpPort: number,
  admin: ReturnType<typeof adminChunks>,
): Promise<PageResult> {
  const runs: { lhr: Lhr; report: string[]; run: number }[] = [];
  for (let run = 1; run <= MAX_RUNS; run++) {
    const result = await lighthouseRun(url, cdpPort, name, run);
    runs.push({ lhr: result.lhr, report: result.report as string[], run });
    log(
      `  ${name} run ${run}: performance ${score(result.lhr, "performance")}, TBT ${Math.round(num(result.lhr, "total-blocking-time"))} ms, LCP ${Math.round(num(result.lhr, "largest-contentful-paint"))} ms`,
    );
  }
  // The timing figures are the medians over the runs (issue 25: one lucky run proves nothing); the
  // report kept is the run whose performance score is the median (then whose TBT is closest to the
  // median TBT), and every other budget is read from it.
  const perfScores = runs.map((r) => score(r.lhr, "performance"));
  const medianPerf = median(perfScores);
  const medianTbt = median(runs.map((r) => num(r.lhr, "total-blocking-time")));
  const medianLcp = median(runs.map((r) => num(r.lhr, "largest-contentful-paint")));
  const best = [...runs].sort(
    (a, b) =>
      Math.abs(score(a.lhr, "performance") - medianPerf) -
        Math.abs(score(b.lhr, "performance") - medianPerf) ||
      Math.abs(num(a.lhr, "total-blocking-time") - medianTbt) -
        Math.abs(num(b.lhr, "total-blocking-time") - medianTbt),
  )[0];
  if (!best) throw new Error("no run");
  if (runs.length > 1) log(`  ${name}: medians over ${runs.length} runs; report of run ${best.run} kept`);
  const { lhr, report } = best;
  writeFileSync(path.join(OUT, `${name}.report.json`), report[0]);
  writeFileSync(path.join(OUT, `${name}.report.html`), report[1]);

  const summary = tableItems(lhr, "resource-summary");
  const bytesOf = (type: string) => Number(summary.find((i) => i.resourceType === type)?.transferSize ?? 0);
  const requests = tableItems(lhr, "network-requests");
  const scriptUrls = requests
    .filter((r) => r.resourceType === "Script")
    .map((r) => new URL(String(r.url)).pathname);
  const adminScripts = scriptUrls.filter((p) => admin.routeModules.has(p) || admin.adminOnly.has(p));
  // The budget is on JavaScript, compressed: the bodies as a browser receives them (brotli), without
  // the ~700 bytes of HTTP headers each request also carries (Lighthouse's transfer size counts
  // those too; it is printed alongside).
  let jsBodyBytes = 0;
  for (const p of scriptUrls) jsBodyBytes += await encodedLength(new URL(p, url).href);
  const imageDelivery = tableItems(lhr, "image-delivery-insight").map((i) => ({
    url: String(i.url),
    wastedBytes: Number(i.wastedBytes ?? 0),
    reasons: ((i.subItems as { items?: { reason?: unknown }[] } | undefined)?.items ?? []).map((s) =>
      typeof s.reason === "string" ? s.reason : JSON.stringify(s.reason),
    ),
  }));
  const images = await measureImages(cdpPort, url);

  const failedAudits: PageResult["failedAudits"] = [];
  for (const [cat, c] of Object.entries(lhr.categories)) {
    if (cat === "performance") continue;
    for (const ref of c.auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) {
        failedAudits.push({ category: cat, id: a.id, title: a.title });
      }
    }
  }

  const r: PageResult = {
    name,
    url,
    runs: runs.length,
    tbtPerRun: runs.map((r) => Math.round(num(r.lhr, "total-blocking-time"))),
    performanceScores: perfScores,
    scores: {
      performance: Math.round(medianPerf),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
    },
    lcpMs: Math.round(medianLcp),
    cls: Math.round(num(lhr, "cumulative-layout-shift") * 1000) / 1000,
    tbtMs: Math.round(medianTbt),
    totalBytes: Math.round(num(lhr, "total-byte-weight")),
    jsBytes: jsBodyBytes,
    jsTransferBytes: bytesOf("script"),
    imageBytes: bytesOf("image"),
    requests: requests.length,
    adminScripts,
    imageDelivery,
    images,
    failedAudits,
    misses: [],
    timingMisses: [],
    notes: [],
  };

  const miss = (ok: boolean, what: string) => {
    if (!ok) r.misses.push(what);
  };
  const timingMiss = (ok: boolean, what: string) => {
    if (!ok) (ENFORCE_TIMING ? r.misses : r.timingMisses).push(what);
  };
  timingMiss(
    r.scores.performance >= BUDGET.performance,
    `performance ${r.scores.performance} < ${BUDGET.performance}`,
  );
  miss(
    r.scores.accessibility >= BUDGET.accessibility,
    `accessibility ${r.scores.accessibility} < ${BUDGET.accessibility}`,
  );
  miss(
    r.scores.bestPractices >= BUDGET.bestPractices,
    `best practices ${r.scores.bestPractices} < ${BUDGET.bestPractices}`,
  );
  // Search results are `noindex` on purpose (internal search pages are kept out of search engines),
  // which Lighthouse's `is-crawlable` audit counts against SEO: that one audit is accepted there.
  const seoFailures = r.failedAudits.filter((a) => a.category === "seo").map((a) => a.id);
  if (name.startsWith("search") && seoFailures.length === 1 && seoFailures[0] === "is-crawlable") {
    r.notes.push(`SEO ${r.scores.seo}: only is-crawlable fails, the page is noindex on purpose`);
  } else {
    miss(r.scores.seo >= BUDGET.seo, `SEO ${r.scores.seo} < ${BUDGET.seo}`);
  }
  timingMiss(r.lcpMs <= BUDGET.lcpMs, `LCP ${(r.lcpMs / 1000).toFixed(2)} s > ${BUDGET.lcpMs / 1000} s`);
  miss(r.cls <= BUDGET.cls, `CLS ${r.cls} > ${BUDGET.cls}`);
  timingMiss(r.tbtMs <= BUDGET.tbtMs, `TBT ${r.tbtMs} ms > ${BUDGET.tbtMs} ms`);
  miss(r.jsBytes <= BUDGET.jsBytes, `JavaScript ${kib(r.jsBytes)} > ${kib(BUDGET.jsBytes)}`);
  if (name.startsWith("detail")) {
    miss(
      r.totalBytes <= BUDGET.detailTotalBytes,
      `detail page first load ${kib(r.totalBytes)} > ${kib(BUDGET.detailTotalBytes)}`,
    );
  }
  miss(adminScripts.length === 0, `admin code loaded: ${adminScripts.join(", ")}`);
  for (const i of imageDelivery) {
    // Issue 8's rule is "at most about 1.5× the displayed size": a responsive-size item within that
    // (Lighthouse flags any saving over 4 KiB, e.g. a 960 px variant shown at 662 device px) is
    // reported, not a miss; a format or compression item always is.
    const withinRule =
      i.reasons.length > 0 &&
      i.reasons.every((reason) => {
        const m = /\((\d+)x(\d+)\) for its displayed dimensions \((\d+)x(\d+)\)/.exec(reason);
        return m !== null && Number(m[1]) / Number(m[3]) <= BUDGET.imageRatio;
      });
    const line = `image delivery: ${shortUrl(i.url)} could save ${kib(i.wastedBytes)} (${i.reasons.join("; ")})`;
    if (withinRule) r.notes.push(`${line}: within ${BUDGET.imageRatio}× of its displayed width`);
    else r.misses.push(line);
  }
  for (const i of images) {
    if (i.ratio > BUDGET.imageRatio) {
      r.misses.push(`image ${shortUrl(i.url)} served ${i.served} for ${i.displayed}: ${i.ratio}× > 1.5×`);
    }
    if (i.type && !/image\/(webp|avif|svg\+xml)/.test(i.type)) {
      r.misses.push(`image ${shortUrl(i.url)} served as ${i.type}, not WebP/AVIF`);
    }
  }
  return r;
}

function kib(bytes: number) {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

function shortUrl(u: string) {
  try {
    const url = new URL(u);
    return url.pathname + url.search;
  } catch {
    return u;
  }
}

function printPage(r: PageResult) {
  const row = (what: string, value: string, budget: string, ok: boolean, timing = false) =>
    log(
      `  ${what.padEnd(22)} ${value.padStart(12)}   ${budget.padEnd(12)} ${ok ? "ok" : timing && !ENFORCE_TIMING ? "over (reported)" : "MISSED"}`,
    );
  log();
  log(
    `${r.name}: ${r.url}  (runs: ${r.runs}, medians; performance per run: ${r.performanceScores.join(", ")}; TBT per run: ${r.tbtPerRun.join(", ")} ms)`,
  );
  row("performance", String(r.scores.performance), "≥ 95", r.scores.performance >= BUDGET.performance, true);
  row("accessibility", String(r.scores.accessibility), "100", r.scores.accessibility >= 100);
  row("best practices", String(r.scores.bestPractices), "100", r.scores.bestPractices >= 100);
  row("SEO", String(r.scores.seo), "100", r.scores.seo >= 100);
  row("LCP", `${(r.lcpMs / 1000).toFixed(2)} s`, "≤ 2.0 s", r.lcpMs <= BUDGET.lcpMs, true);
  row("CLS", r.cls.toFixed(3), "≤ 0.02", r.cls <= BUDGET.cls);
  row("TBT", `${r.tbtMs} ms`, "≤ 100 ms", r.tbtMs <= BUDGET.tbtMs, true);
  row("JS (compressed)", kib(r.jsBytes), "≤ 150 KiB", r.jsBytes <= BUDGET.jsBytes);
  row("JS with headers", kib(r.jsTransferBytes), "", true);
  row("images transferred", kib(r.imageBytes), "", true);
  if (r.name.startsWith("detail")) {
    row("total first load", kib(r.totalBytes), "≤ 700 KiB", r.totalBytes <= BUDGET.detailTotalBytes);
  } else {
    row("total transferred", kib(r.totalBytes), "", true);
  }
  row("admin scripts", String(r.adminScripts.length), "0", r.adminScripts.length === 0);
  const worst = r.images.reduce((m, i) => Math.max(m, i.ratio), 0);
  const imgOk =
    !r.misses.some((m) => m.startsWith("image")) && r.images.every((i) => i.ratio <= BUDGET.imageRatio);
  row("images (max ratio)", `${r.images.length} / ${worst}×`, "≤ 1.5×", imgOk);
  for (const a of r.failedAudits) log(`  failing ${a.category} audit: ${a.id} (${a.title})`);
  for (const n of r.notes) log(`  note: ${n}`);
}

/** The audited pages, by name (`--only` picks among them): each in English and in Arabic (issue 20). */
const PAGE_NAMES = [
  "home",
  "listing",
  "search",
  "detail",
  "home-ar",
  "listing-ar",
  "search-ar",
  "detail-ar",
] as const;
const only = args.only ? new RegExp(args.only, "i") : null;
if (only && !PAGE_NAMES.some((n) => only.test(n)))
  throw new Error(`--only ${args.only}: no page matches (${PAGE_NAMES.join(", ")})`);

async function main() {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  ensureBuild(BUILD_DIR, log, { keepGiven: true });
  const admin = adminChunks();
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-data-"));
  const chromeProfile = mkdtempSync(path.join(os.tmpdir(), "lighthouse-chrome-"));
  let server: ChildProcess | undefined;
  let chrome: ChildProcess | undefined;
  const loadAtStart = os.loadavg();
  try {
    prepareData(dataDir);

    const started = await startAppServer({ buildDir: BUILD_DIR, dataDir, databaseUrl: "", waitMs: 90_000 });
    server = started.child;
    const { base } = started;

    const list = (await (await fetch(`${base}/api/realEstate?pageSize=1`)).json()) as unknown;
    const first = Array.isArray(list)
      ? list[0]
      : ((list as { data?: unknown[]; items?: unknown[] }).data ??
          (list as { items?: unknown[] }).items)?.[0];
    const id = (first as { _id?: string; id?: string } | undefined)?._id ?? (first as { id?: string })?.id;
    if (!id) throw new Error(`no listing in the demo data: ${JSON.stringify(list).slice(0, 200)}`);

    const cdpPort = await freePort();
    const chromeLogs: string[] = [];
    chrome = spawn(
      CHROMIUM,
      [
        "--headless",
        `--remote-debugging-port=${cdpPort}`,
        ...CHROMIUM_FLAGS,
        `--user-data-dir=${chromeProfile}`,
        "about:blank",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    chrome.stdout?.on("data", (d) => chromeLogs.push(String(d)));
    chrome.stderr?.on("data", (d) => chromeLogs.push(String(d)));
    await waitUntilUp(`http://127.0.0.1:${cdpPort}/json/version`, chrome, {
      what: "chromium",
      ms: 90_000,
      logs: chromeLogs,
    });

    const paths: Record<(typeof PAGE_NAMES)[number], string> = {
      home: "/",
      listing: "/buyRealEstate",
      search: "/searchResult?transactionType=Buy&city=Dubai",
      detail: `/property/${id}`,
      "home-ar": "/ar",
      "listing-ar": "/ar/buyRealEstate",
      "search-ar": "/ar/searchResult?transactionType=Buy&city=Dubai",
      "detail-ar": `/ar/property/${id}`,
    };
    const pages = PAGE_NAMES.filter((n) => !only || only.test(n)).map((n) => [n, paths[n]] as const);
    log(
      `lighthouse: ${os.cpus().length} CPUs, load average ${loadAtStart.map((x) => x.toFixed(2)).join(" ")}, build ${path.relative(ROOT, BUILD_DIR)}/`,
    );
    // Warm the server (JIT, SQLite page cache, remembered counts) so the first page is not
    // measured against a cold process.
    for (const [, p] of pages) for (let i = 0; i < 3; i++) await (await fetch(`${base}${p}`)).arrayBuffer();
    // Lighthouse's simulation scales the CPU time it observes: right after the test suite or the
    // seed, a busy machine inflates TBT and LCP. Wait (90 s at most) for the 1-minute load average to
    // fall below half the cores.
    // With `--timing report` (CI) nothing timed is judged, so neither this wait nor the warm-up run
    // below is made: CI keeps its minutes, and its timing figures are printed as the machine gives them.
    const settleUntil = Date.now() + (ENFORCE_TIMING ? 90_000 : 0);
    while (os.loadavg()[0] > os.cpus().length / 2 && Date.now() < settleUntil) {
      await new Promise((r) => setTimeout(r, 5000));
    }
    const loadAtAudit = os.loadavg();
    log(`load average at the first audit: ${loadAtAudit.map((x) => x.toFixed(2)).join(" ")}`);
    // The first Lighthouse run in a fresh Chromium carries one-off work of its own (TBT 150–790 ms
    // on the home page where the next run gives 20–70): one run is made and thrown away first.
    if (ENFORCE_TIMING) await lighthouseRun(`${base}${pages[0]?.[1]}`, cdpPort, "warm-up", 0, false);

    const results: PageResult[] = [];
    for (const [name, p] of pages) {
      const r = await auditPage(name, `${base}${p}`, cdpPort, admin);
      results.push(r);
      printPage(r);
    }

    const misses = results.flatMap((r) => r.misses.map((m) => `${r.name}: ${m}`));
    const summary = {
      at: new Date().toISOString(),
      lighthouse: "13 (default config: mobile, simulated throttling)",
      chromium: spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout.trim(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        loadAverageAtStart: loadAtStart.map((x) => Math.round(x * 100) / 100),
        loadAverageAtFirstAudit: loadAtAudit.map((x) => Math.round(x * 100) / 100),
        loadAverageAtEnd: os.loadavg().map((x) => Math.round(x * 100) / 100),
        memoryGb: Math.round(os.totalmem() / 1e9),
        node: process.version,
      },
      budgets: BUDGET,
      adminChunks: { routeModules: [...admin.routeModules], adminOnly: [...admin.adminOnly] },
      pages: results,
      misses,
      timing: ENFORCE_TIMING ? "enforced" : "reported",
      timingMisses: results.flatMap((r) => r.timingMisses.map((m) => `${r.name}: ${m}`)),
      notes: results.flatMap((r) => r.notes.map((n) => `${r.name}: ${n}`)),
      passed: misses.length === 0,
    };
    writeFileSync(path.join(OUT, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
    log();
    log(`reports in ${path.relative(ROOT, OUT)}/`);
    if (summary.timingMisses.length) {
      log(`timing budgets over (reported, not failing: --timing report):`);
      for (const m of summary.timingMisses) log(`  - ${m}`);
    }
    if (misses.length) {
      log(`FAIL: ${misses.length} budget(s) missed:`);
      for (const m of misses) log(`  - ${m}`);
      process.exitCode = 1;
    } else {
      log("all budgets met");
    }
  } finally {
    await stopProcess(chrome);
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(chromeProfile, { recursive: true, force: true });
  }
}

await main();
