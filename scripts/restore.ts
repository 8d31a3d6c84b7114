// `npm run restore -- --from DIR [--force]`: puts a backup back into DATA_DIR / DATABASE_URL.
// Stop the site first. Refuses to overwrite existing data without --force.
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadEnv } from "../app/lib/env.server.ts";
import { restore } from "../app/modules/backup/backup.server.ts";
import { mediaStore } from "../app/modules/media/store.server.ts";

const { values } = parseArgs({
  options: { from: { type: "string" }, force: { type: "boolean", default: false } },
});
if (!values.from) {
  console.error("Usage: npm run restore -- --from BACKUP_DIR [--force]");
  process.exit(2);
}
try {
  const env = loadEnv();
  const manifest = await restore({
    fromDir: path.resolve(values.from),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    force: values.force,
    store: mediaStore(env.DATA_DIR),
  });
  console.log(JSON.stringify({ restored: path.resolve(values.from), into: env.DATA_DIR, ...manifest }));
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : `Restore failed: ${(e as Error).message}`);
  process.exit(1);
}
