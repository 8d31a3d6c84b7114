/**
 * `node scripts/db-seed.ts`: migrates the configured database and seeds the demo data into it if it
 * has no listings yet. Prints one JSON line with what it did. Works on SQLite and PostgreSQL.
 */
import { createDb } from "../app/db/index.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { ConfigError, loadEnv } from "../app/lib/env.server.ts";
import { seedDemoIfEmpty } from "../app/seed/seed-if-empty.server.ts";

const started = performance.now();
let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}

const db = createDb(env.DATABASE_URL);
try {
  const migrations = await migrateToLatest(db.db);
  const seeded = await seedDemoIfEmpty(db.db, env.DATA_DIR);
  console.log(
    JSON.stringify({
      dialect: db.dialect,
      dataDir: env.DATA_DIR,
      migrations,
      seeded: seeded !== null,
      counts: seeded,
      ms: Math.round(performance.now() - started),
    }),
  );
} catch (e) {
  console.error(JSON.stringify({ error: e instanceof Error ? e.message : String(e) }));
  if (e instanceof Error && e.stack) console.error(e.stack);
  process.exitCode = 1;
} finally {
  await db.close();
}
