// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { createDb } from "../app/db/index.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { ConfigError, loadEnv } from "../app/lib/env.server.ts";

try {
  const env = loadEnv();
  const db = createDb(env.DATABASE_URL);
  try {
    const applied = await migrateToLatest(db.db);
    console.log(JSON.stringify({ dialect: db.dialect, applied }));
  } finally {
    await db.close();
  }
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}
