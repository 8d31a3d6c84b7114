// `npm run load [-- --duration 60 --visitors 200 --forms 20 --keep]`
//
// The load drill of issue 9: starts the production server (its own build folder, built when missing;
// a fresh data folder with the demo data), then for `--duration` seconds, over loopback only:
//   - `--visitors` concurrent visitors browsing: each keeps one connection and asks for a page or an
//     API list once a second, drawn at random from the home page, listing pages with filters and
//     sorts, search results, property pages, areas and communities, and the listing API calls;
//   - `--forms` contact-form submissions a second (POST /api/contact, valid bodies).
// Prints a table (requests, errors, p50/p95/p99 latency, requests/s, the server's RSS before, at its
// peak and after) and exits 1 when there was any error (a status ≥ 400, a socket error or a timeout)
// or p95 is over 250 ms. Latencies are taken from every response (autocannon's own summary has no p95).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
// biome-ignore lint/suspicious/noTsIgnore: autocannon ships no types and no @types package is installed
// @ts-ignore
import autocannon from "autocannon";
import { ensureBuild, freePort, ROOT, stopProcess, waitUntilUp } from "./lib/process.ts";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    visitors: { type: "string", default: "200" },
    forms: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    keep: { type: "boolean", default: false },
  },
});
const DURATION = Number(args.duration);
const VISITORS = Number(args.visitors);
const FORMS_PER_SECOND = Number(args.forms);
const WARMUP = Number(args.warmup);
const P95_LIMIT_MS = 250;
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, "build-load"));

const log = (msg: string) => process.stderr.write(`[load] ${msg}\n`);

/** The server's resident memory in MB, from /proc (Linux). */
function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

interface Run {
  latencies: number[];
  statuses: Record<string, number>;
  result: { errors: number; timeouts: number; duration: number };
}

/** One autocannon instance; every response's time and status is kept. */
async function cannon(opts: Record<string, unknown>): Promise<Run> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon(opts);
  instance.on("response", (_c: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  return { latencies, statuses, result };
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<number> {
  ensureBuild(BUILD_DIR, log, { keepGiven: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "load-test-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, "server.log");
  const out = openSync(logFile, "a");
  log(`starting the server on ${base} with a fresh data folder ${dataDir} (demo data) …`);
  const server = spawn(process.execPath, ["server/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      ADMIN_EMAIL: "load@test.example",
      ADMIN_PASSWORD: randomBytes(12).toString("hex"),
      SEED_DEMO: "true",
      LOG_LEVEL: "info",
      RATE_LIMIT_FORMS_PER_MINUTE: "1000000",
      RATE_LIMIT_API_PER_MINUTE: "100000000",
    },
    stdio: ["ignore", out, out],
  });
  try {
    await waitUntilUp(`${base}/api/health`, server, { what: "the server", ms: 300_000 });
    const pid = server.pid as number;

    // What visitors look at: real ids and locations from the demo data.
    const listings = (await (await fetch(`${base}/api/realEstate?pageSize=100`)).json()) as { _id: string }[];
    const locations = (await (await fetch(`${base}/api/realEstate/locations`)).json()) as {
      location: string;
    }[];
    if (listings.length === 0) throw new Error("no listings to browse");
    const ids = listings.map((l) => l._id);
    const loc = (i: number) =>
      encodeURIComponent(locations[i % locations.length]?.location ?? "Dubai Marina");
    const pages: [number, () => string][] = [
      [3, () => "/"],
      [2, () => "/buyRealEstate"],
      [2, () => `/rentRealEstate?bedroom=${1 + Math.floor(Math.random() * 3)}`],
      [1, () => "/buyRealEstate?sort=max-price&page=2"],
      [1, () => "/commercialRealEstate?sort=min-price"],
      [1, () => "/newProjects"],
      [1, () => "/holidayRealEstate"],
      [
        2,
        () =>
          `/searchResult?transactionType=Buy&city=Dubai&minPrice=1000000&maxPrice=${3 + Math.floor(Math.random() * 5)}000000`,
      ],
      [1, () => `/searchResult?transactionType=Rent&city=${loc(Math.floor(Math.random() * 50))}&bedroom=2`],
      [5, () => `/property/${ids[Math.floor(Math.random() * ids.length)]}`],
      [1, () => "/area"],
      [1, () => `/area/${loc(Math.floor(Math.random() * 50))}`],
      [1, () => "/communities"],
      [2, () => `/api/realEstate?type=Buy&pageSize=24&page=${1 + Math.floor(Math.random() * 2)}`],
      [1, () => `/api/realEstate?propertyType=residential&minPrice=500000&sort=min-price&pageSize=24`],
      [1, () => `/api/realEstate/${ids[Math.floor(Math.random() * ids.length)]}`],
      [1, () => "/api/realEstate/locations"],
    ];
    const total = pages.reduce((a, [w]) => a + w, 0);
    const nextPath = () => {
      let r = Math.random() * total;
      for (const [w, f] of pages) {
        r -= w;
        if (r < 0) return f();
      }
      return "/";
    };
    // A browser's headers: compressed responses, nothing cached (no If-None-Match).
    const browserHeaders = {
      "accept-encoding": "gzip, br",
      accept: "text/html,application/json;q=0.9,*/*;q=0.8",
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
    };
    const browse = (seconds: number, connections: number) =>
      cannon({
        url: base,
        connections,
        connectionRate: 1,
        duration: seconds,
        timeout: 10,
        headers: browserHeaders,
        requests: [{ method: "GET", setupRequest: (req: object) => ({ ...req, path: nextPath() }) }],
      });
    let n = 0;
    const submit = (seconds: number, rate: number) =>
      cannon({
        url: base,
        connections: Math.min(10, rate),
        overallRate: rate,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: "POST",
            path: "/api/contact",
            headers: { "content-type": "application/json" },
            setupRequest: (req: object) => ({
              ...req,
              body: JSON.stringify({
                name: `Load visitor ${++n}`,
                email: `load${n}@example.com`,
                phone: "+971 50 123 4567",
                message: "Is this apartment still available? Please call me back.",
              }),
            }),
          },
        ],
      });

    if (WARMUP > 0) {
      log(`warming up for ${WARMUP} s …`);
      await Promise.all([
        browse(WARMUP, Math.min(20, VISITORS)),
        submit(WARMUP, Math.min(2, FORMS_PER_SECOND)),
      ]);
    }
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore ?? 0;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(pid) ?? 0);
    }, 1000);
    log(
      `${VISITORS} visitors (one request a second each) and ${FORMS_PER_SECOND} form posts a second for ${DURATION} s …`,
    );
    const [visits, forms] = await Promise.all([
      browse(DURATION, VISITORS),
      submit(DURATION, FORMS_PER_SECOND),
    ]);
    clearInterval(sampler);
    const rssAfter = rssMb(pid);
    await new Promise((r) => setTimeout(r, 10_000));
    const rssSettled = rssMb(pid);

    const row = (name: string, runs: Run[]) => {
      const lat = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const failed = runs.reduce(
        (a, r) =>
          a +
          Object.entries(r.statuses).reduce((x, [s, c]) => x + (Number(s) >= 400 ? c : 0), 0) +
          r.result.errors +
          r.result.timeouts,
        0,
      );
      const secs = Math.max(...runs.map((r) => r.result.duration));
      return {
        name,
        requests: lat.length,
        errors: failed,
        p50: pct(lat, 50),
        p95: pct(lat, 95),
        p99: pct(lat, 99),
        max: lat.at(-1) ?? Number.NaN,
        rps: lat.length / secs,
        statuses: runs
          .map((r) => r.statuses)
          .reduce((a, s) => {
            for (const [k, v] of Object.entries(s)) a[k] = (a[k] ?? 0) + v;
            return a;
          }, {}),
      };
    };
    const rows = [
      row("visitors (pages + API)", [visits]),
      row("contact form posts", [forms]),
      row("all", [visits, forms]),
    ];
    const all = rows[2];
    console.log(
      `\nLoad test: ${VISITORS} visitors + ${FORMS_PER_SECOND} form posts/s for ${DURATION} s, loopback, ${os.cpus().length} CPUs\n`,
    );
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.name,
          {
            requests: r.requests,
            errors: r.errors,
            "p50 ms": Math.round(r.p50 * 10) / 10,
            "p95 ms": Math.round(r.p95 * 10) / 10,
            "p99 ms": Math.round(r.p99 * 10) / 10,
            "max ms": Math.round(r.max),
            "req/s": Math.round(r.rps * 10) / 10,
          },
        ]),
      ),
    );
    console.table({
      "server RSS (MB)": {
        "before (after warm-up)": rssBefore,
        "peak during": rssPeak,
        "at the end": rssAfter,
        "10 s later": rssSettled,
      },
    });
    console.log(`statuses: ${JSON.stringify(all.statuses)}`);
    const ok = all.errors === 0 && all.p95 <= P95_LIMIT_MS;
    console.log(
      ok
        ? `PASS: no errors, p95 ${Math.round(all.p95)} ms ≤ ${P95_LIMIT_MS} ms`
        : `FAIL: ${all.errors} errors, p95 ${Math.round(all.p95)} ms (limit ${P95_LIMIT_MS} ms)`,
    );
    return ok ? 0 : 1;
  } finally {
    await stopProcess(server);
    if (args.keep) log(`data and server log kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  return 2;
});
