// `npm run bench:render [-- --rounds 9 --renders 30 --only home,listing --profile]`
//
// The server's own cost of one uncached public page, without HTTP (issue 25, item 4): loads the
// production build (BUILD_DIR, else the bench's own build-bench, built if missing or stale), starts
// the app on a throwaway data folder with the demo data and the page cache off, then calls React
// Router's request handler in a loop, as the server does for a request that nothing cached. Every
// page is warmed up first, then the rounds are taken in turn. Prints per page the median and the
// minimum of the rounds' wall time per render, the median CPU time per render, the page's HTML bytes
// and its element count. `--profile` writes a CPU profile of the loop to
// reports/render-<time>.cpuprofile (open it in Chromium's DevTools).
// `npm run bench -- --no-page-cache` measures the same over HTTP, with a load generator beside it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { ServerBuild } from "react-router";
import { ensureBuild, ROOT } from "./lib/process.ts";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "9" },
    renders: { type: "string", default: "30" },
    only: { type: "string" },
    profile: { type: "boolean", default: false },
  },
});

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, "build-bench"));
ensureBuild(BUILD_DIR, (msg) => process.stderr.write(`${msg}\n`), { keepGiven: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-render-"));
Object.assign(process.env, {
  NODE_ENV: "production",
  ALLOW_GENERATED_SECRET: "1",
  DATA_DIR: dataDir,
  PAGE_CACHE_SECONDS: "0",
  // The demo start logs its generated admin password as a warning: not wanted here.
  LOG_LEVEL: "error",
});
delete process.env.DATABASE_URL;
// After NODE_ENV is set: React reads it when it is first imported.
const { createRequestHandler } = await import("react-router");

const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as ServerBuild & {
  entry: { module: { init(): Promise<unknown>; shutdown(): Promise<unknown> } };
};
await build.entry.module.init();
const handle = createRequestHandler(build, "production");

async function respond(pathname: string): Promise<Response> {
  const res = await handle(
    new Request(`http://localhost${pathname}`, {
      headers: { accept: "text/html", "accept-encoding": "gzip, br", "x-client-address": "127.0.0.1" },
    }),
  );
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
  return res;
}
/** The page as text (to read it). */
const render = async (pathname: string) => (await respond(pathname)).text();
/** The page as bytes, as the server sends it (what the loop times). */
const send = async (pathname: string) => (await respond(pathname)).arrayBuffer();

// A detail page: the first listing link the listing page shows.
const listingHtml = await render("/buyRealEstate");
const detail = /href="(\/property\/[^"?#]+)"/.exec(listingHtml)?.[1];
if (!detail) throw new Error("no listing link on /buyRealEstate");
const PAGES: Record<string, string> = {
  home: "/",
  listing: "/buyRealEstate",
  search: "/searchResult?transactionType=Buy&city=Dubai",
  detail,
  "home-ar": "/ar",
  "listing-ar": "/ar/buyRealEstate",
  "detail-ar": `/ar${detail}`,
};
const only = args.only?.split(",");
const pages = Object.entries(PAGES).filter(([name]) => !only || only.includes(name));
const ROUNDS = Number(args.rounds);
const RENDERS = Number(args.renders);

const session = args.profile ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
// Every page warmed up first (the first renders compile the code), then the rounds taken in turn, so
// the machine's drift over the run falls on every page alike.
const htmlOf = new Map<string, string>();
for (const [name, url] of pages) {
  htmlOf.set(name, await render(url));
  for (let i = 0; i < 20; i++) await send(url);
}
const means = new Map<string, number[]>(pages.map(([name]) => [name, []]));
const cpu = new Map<string, number[]>(pages.map(([name]) => [name, []]));
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, url] of pages) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    for (let i = 0; i < RENDERS; i++) await send(url);
    const c = process.cpuUsage(c0);
    means.get(name)?.push((performance.now() - t0) / RENDERS);
    cpu.get(name)?.push((c.user + c.system) / 1000 / RENDERS);
  }
}
const rows = pages.map(([name, url]) => {
  const html = htmlOf.get(name) ?? "";
  const ms = means.get(name) ?? [];
  return {
    page: `${name} ${url}`,
    medianMs: Math.round(median(ms) * 100) / 100,
    minMs: Math.round(Math.min(...ms) * 100) / 100,
    // The process's CPU time (its threads: the garbage collector's too), which the machine's other
    // work moves less than the wall clock.
    cpuMs: Math.round(median(cpu.get(name) ?? []) * 100) / 100,
    bytes: Buffer.byteLength(html),
    elements: (html.match(/<[a-zA-Z][^>]*>/g) ?? []).length,
  };
});

if (session) {
  const { profile } = await session.post("Profiler.stop");
  mkdirSync(path.join(ROOT, "reports"), { recursive: true });
  const file = path.join(ROOT, "reports", `render-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  process.stderr.write(`CPU profile: ${path.relative(ROOT, file)}\n`);
}

console.table(rows);
const worst = Math.max(...rows.map((r) => r.medianMs));
console.log(
  `slowest median ${worst} ms a page ≈ ${Math.round(1000 / worst)} pages/s on one core (target ≤ 3 ms)`,
);
await build.entry.module.shutdown();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
