// `npm run bench:import [-- --rows 10000 --db sqlite|postgres]`
//
// Times a CSV import of N new listings (issue 21, item 3: 10,000 rows in under a minute) through
// the import service as the admin page drives it: upload (decode, parse), dry run (every row
// checked), then batch after batch, each in its own transaction. Runs on a throwaway database (a
// SQLite file in a temp folder, or a new PostgreSQL database next to BENCH_DATABASE_URL /
// TEST_DATABASE_URL) and prints each step's time and rows/second. Reports, never fails on timing.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { stringify } from "csv-stringify/sync";
import { createDb } from "../app/db/index.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { createThrowawayDatabase } from "../app/db/throwaway-database.ts";
import type { Actor } from "../app/lib/actor.ts";
import { startImport } from "../app/modules/properties/property.csv.server.ts";
import { checkImport } from "../app/modules/properties/property.import-check.server.ts";
import { importBatch } from "../app/modules/properties/property.import-write.server.ts";
import { suggestMapping } from "../app/modules/properties/property.csv.ts";

const { values: args } = parseArgs({
  options: { rows: { type: "string", default: "10000" }, db: { type: "string", default: "sqlite" } },
});
const N = Number(args.rows);
const PG_BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
process.env.LOG_LEVEL ??= "warn";

const HEADER = [
  "reference",
  "name",
  "name_ar",
  "type",
  "desc",
  "location",
  "bedrooms",
  "bathrooms",
  "square",
  "price",
  "status",
  "propertyStatus",
  "propertyType",
  "listedBy",
  "email",
  "number",
  "features",
  "features_ar",
  "images",
];
const TYPES = ["Buy", "Rent", "Commercial", "HolidayHome", "NewProject"];

function csvOf(n: number): string {
  const rows = Array.from({ length: n }, (_, i) => [
    `BENCH-${i + 1}`,
    `Bench apartment ${i + 1}`,
    `شقة ${i + 1}`,
    TYPES[i % TYPES.length],
    `A bright ${1 + (i % 4)} bedroom home with a view, number ${i + 1}.`,
    ["Dubai Marina", "Downtown Dubai", "Palm Jumeirah", "Business Bay"][i % 4],
    String(1 + (i % 5)),
    String(1 + (i % 4)),
    String(600 + i),
    String(500_000 + i * 1000),
    "approved",
    i % 3 ? "ready" : "offPlan",
    i % 5 === 2 ? "commercial" : "residential",
    "Sara Haddad",
    "sara@agency.example",
    "+971 50 123 4567",
    "Pool\nGym\nCovered parking",
    "مسبح\nصالة رياضية",
    `https://images.example.com/bench/${i}-1.jpg\nhttps://images.example.com/bench/${i}-2.jpg`,
  ]);
  return `\uFEFF${stringify([HEADER, ...rows], { record_delimiter: "\r\n" })}`;
}

const actor: Actor = {
  kind: "staff",
  role: "admin",
  userId: "bench",
  email: "bench@example.com",
  name: "Bench",
  sessionId: "",
};

async function run(dialect: "sqlite" | "postgres") {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  const pgDb = dialect === "postgres" ? await createThrowawayDatabase(PG_BASE, "bench_import") : null;
  const handle = createDb(pgDb ? pgDb.url : `file:${path.join(dataDir, "site.db")}`);
  try {
    await migrateToLatest(handle.db);
    const bytes = new TextEncoder().encode(csvOf(N));
    const origin = "https://bench.example";
    const t0 = performance.now();
    const meta = await startImport(actor, dataDir, { csv: { name: "bench.csv", bytes }, zip: null });
    const t1 = performance.now();
    const checked = await checkImport(
      handle.db,
      actor,
      dataDir,
      meta.id,
      suggestMapping(meta.headers),
      origin,
    );
    const t2 = performance.now();
    let state = checked.meta;
    let batches = 0;
    while (state.state !== "done") {
      state = (await importBatch(handle.db, actor, dataDir, meta.id, state.progress.done, origin)).meta;
      batches++;
    }
    const t3 = performance.now();
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const total = t3 - t0;
    console.log(
      `[${dialect}] ${N} rows, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB: upload ${s(t1 - t0)}, dry run ${s(t2 - t1)}, import ${s(t3 - t2)} in ${batches} batches; total ${s(total)} = ${Math.round(N / (total / 1000))} rows/s (target: under 60 s)`,
    );
    console.log(`[${dialect}] result`, state.progress);
    if (state.progress.created !== N) process.exitCode = 1;
  } finally {
    await handle.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const d of (args.db === "both" ? ["sqlite", "postgres"] : [args.db]) as ("sqlite" | "postgres")[])
  await run(d);
