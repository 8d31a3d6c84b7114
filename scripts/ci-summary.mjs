// Reads Vitest's JSON report and prints how many tests each suite ran, failing when a suite that
// CI expects (PostgreSQL, browser) ran no test: a skipped suite must never look like a green one.
import { readFileSync } from "node:fs";

const report = JSON.parse(readFileSync(process.argv[2], "utf8"));
const counts = { unit: 0, http: 0, e2e: 0, postgres: 0, passed: 0, failed: 0, skipped: 0 };
for (const file of report.testResults) {
  const suite = file.name.includes("/tests/e2e/")
    ? "e2e"
    : file.name.includes("/tests/http/")
      ? "http"
      : "unit";
  for (const t of file.assertionResults) {
    if (t.status === "passed") counts.passed++;
    else if (t.status === "failed") counts.failed++;
    else counts.skipped++;
    if (t.status !== "passed" && t.status !== "failed") continue;
    counts[suite]++;
    if (/postgres/i.test(t.fullName)) counts.postgres++;
  }
}
console.log(
  `suites: unit ${counts.unit}, http ${counts.http}, browser ${counts.e2e}, of which on PostgreSQL ${counts.postgres}`,
);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
const missing = [];
if (counts.postgres === 0) missing.push("PostgreSQL");
if (counts.e2e === 0) missing.push("browser");
if (counts.http === 0) missing.push("HTTP");
if (missing.length) {
  console.error(`FATAL: expected suites ran no test: ${missing.join(", ")}`);
  process.exit(1);
}
