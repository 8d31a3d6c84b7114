// `node scripts/check-imports.ts`: prints every import in app/ that runs against the layers
// (scripts/lib/import-boundaries.ts) and exits 1 if there is one. Part of `npm run lint`.
import path from "node:path";
import { importViolations } from "./lib/import-boundaries.ts";

const appDir = path.join(import.meta.dirname, "..", "app");
const violations = importViolations(appDir);
for (const v of violations) console.error(`app/${v.from} → app/${v.to}: ${v.rule}`);
if (violations.length) {
  console.error(`${violations.length} import(s) against the layers`);
  process.exit(1);
}
console.log("imports: every one follows the layers");
