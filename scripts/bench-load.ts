// The load generator of `npm run bench`, run as its own process (so the server under test does not
// share an event loop with it): `node scripts/bench-load.ts <url> <seconds> <connections>
// [--user-agent <ua>] [--paths <file>] [--rate <requests/s>]`. With `--paths` (one path a line) the
// requests walk the list in turn instead of repeating the URL's path; `--rate` paces all connections
// together (a steady visitor rather than as fast as the server answers).
// Prints one JSON line: requests/s, p50/p95/p99 latency in ms (from every response, not autocannon's
// fixed percentiles, which lack p95), status counts and bytes.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
// biome-ignore lint/suspicious/noTsIgnore: autocannon ships no types and no @types package is installed
// @ts-ignore
import autocannon from "autocannon";

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "user-agent": { type: "string" },
    paths: { type: "string" },
    rate: { type: "string" },
  },
});
const [url, seconds = "10", connections = "10"] = positionals;
if (!url) {
  process.stderr.write("usage: node scripts/bench-load.ts <url> [seconds] [connections]\n");
  process.exit(2);
}

const paths = opts.paths
  ? readFileSync(opts.paths, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("/"))
  : [];
let next = 0;
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const instance = autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  // Like a browser revisiting with nothing cached: full responses, no If-None-Match.
  headers: {
    "accept-encoding": "gzip, br",
    ...(opts["user-agent"] ? { "user-agent": opts["user-agent"] } : {}),
  },
  ...(opts.rate ? { overallRate: Number(opts.rate) } : {}),
  ...(paths.length > 0
    ? {
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => {
              const path = paths[next++ % paths.length];
              return { ...req, path };
            },
          },
        ],
      }
    : {}),
});
instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
  latencies.push(responseTime);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
const result = await instance;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies.length
    ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 100) /
      100
    : null;
process.stdout.write(
  `${JSON.stringify({
    url,
    seconds: Number(seconds),
    connections: Number(connections),
    requests: latencies.length,
    rps: Math.round((latencies.length / result.duration) * 10) / 10,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies.length ? Math.round(latencies[latencies.length - 1] * 100) / 100 : null,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: latencies.length ? Math.round(result.throughput.total / latencies.length) : 0,
  })}\n`,
);
