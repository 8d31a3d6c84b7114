// `node scripts/lantern-whatif.ts <artifacts dir> [url-part=bytes ...]`
//
// Replays one page's saved Lighthouse run (`npm run lighthouse -- --artifacts` writes
// reports/lighthouse/artifacts/<page>/run-<n>/) through Lighthouse's own LCP simulation (Lantern), and
// prints the simulated LCP with its optimistic and pessimistic halves and, for each, every request
// the simulation counted (start and end in simulated ms, priority, bytes).
//
// Each `url-part=bytes` pretends that the requests whose URL contains `url-part` were that many
// bytes (headers included): "what would LCP be with a 14 KB document, or 22 KB fonts". Nothing is
// loaded again; only the sizes change. Used to pick the steps of ADR 0015 (docs/performance.md).
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LoadSimulator } from "lighthouse/core/computed/load-simulator.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";

const [dir, ...changes] = process.argv.slice(2);
if (!dir) {
  console.error("usage: node scripts/lantern-whatif.ts <artifacts dir> [url-part=bytes ...]");
  process.exit(2);
}
const rules = changes.map((c) => {
  const i = c.lastIndexOf("=");
  const bytes = Number(c.slice(i + 1));
  if (i <= 0 || !Number.isFinite(bytes)) throw new Error(`not url-part=bytes: ${c}`);
  return [c.slice(0, i), bytes] as const;
});

type LogEntry = { method: string; params: Record<string, unknown> };
const artifacts = await loadArtifacts(dir);
const log = artifacts.DevtoolsLog as unknown as LogEntry[];
const urls = new Map<unknown, string>();
for (const e of log) {
  if (e.method === "Network.requestWillBeSent")
    urls.set(e.params.requestId, (e.params.request as { url: string }).url);
}
for (const e of log) {
  if (e.method !== "Network.loadingFinished") continue;
  const url = urls.get(e.params.requestId) ?? "";
  for (const [part, bytes] of rules) if (url.includes(part)) e.params.encodedDataLength = bytes;
}

const settings = { ...defaultSettings, formFactor: "mobile" as const };
const context = { computedCache: new Map(), settings };
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  HostDPR: artifacts.HostDPR,
  simulator: await LoadSimulator.request({ devtoolsLog: artifacts.DevtoolsLog, settings }, context as never),
};
const lcp = await LanternLargestContentfulPaint.request(data as never, context as never);
const ms = (n: number) => String(Math.round(n)).padStart(5);
console.log(
  `LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
);
for (const [label, estimate] of [
  ["optimistic", lcp.optimisticEstimate],
  ["pessimistic", lcp.pessimisticEstimate],
] as const) {
  console.log(`-- ${label}: start   end  request`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    if (node.type !== "network") continue;
    const r = node.request;
    console.log(
      `   ${ms(t.startTime)} ${ms(t.endTime)}  ${r.url.replace(/^https?:\/\/[^/]+/, "")} ${r.priority} ${r.transferSize} B`,
    );
  }
}
