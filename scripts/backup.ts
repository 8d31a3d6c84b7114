// `npm run backup [-- --out DIR]`: a consistent copy of the database and stored files while the
// site runs (files read through MEDIA_STORE). Default DIR: backups/<timestamp> beside the data folder.
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadEnv } from "../app/lib/env.server.ts";
import { backup } from "../app/modules/backup/backup.server.ts";
import { mediaStore } from "../app/modules/media/store.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
try {
  const env = loadEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.resolve(values.out ?? path.join(path.dirname(env.DATA_DIR), "backups", stamp));
  const manifest = await backup({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    outDir,
    store: mediaStore(env.DATA_DIR),
  });
  console.log(JSON.stringify({ backup: outDir, ...manifest }));
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : `Backup failed: ${(e as Error).message}`);
  process.exit(1);
}
