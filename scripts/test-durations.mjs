// Writes tests/durations.json (seconds per test file) from a Vitest JSON report, for the
// longest-first ordering of tests/setup/sequencer.ts. Usage: node scripts/test-durations.mjs [report]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const report = JSON.parse(readFileSync(process.argv[2] ?? path.join(root, "reports/vitest.json"), "utf8"));
const out = {};
for (const t of report.testResults.toSorted((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))) {
  // Relative to the checkout the report came from (CI runs in a fresh clone elsewhere).
  const file = t.name.replace(/^.*?\/(app|tests|db|scripts)\//, "$1/");
  out[file] = Math.round((t.endTime - t.startTime) / 100) / 10;
}
writeFileSync(path.join(root, "tests/durations.json"), `${JSON.stringify(out, null, 2)}\n`);
console.log(`tests/durations.json: ${Object.keys(out).length} files`);
