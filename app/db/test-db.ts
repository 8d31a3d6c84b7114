import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb, type Db } from "./index.server.ts";
import { migrateToLatest } from "./migrate.server.ts";
import { createThrowawayDatabase } from "./throwaway-database.ts";

/** Dialects the data-layer suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

/**
 * A fresh database for one test file, migrated unless `migrate: false` (a migration's own test): a real SQLite file in a temp folder, or a new
 * PostgreSQL database created next to TEST_DATABASE_URL (dropped again by `cleanup`).
 */
export async function freshDb(
  dialect: "sqlite" | "postgres",
  opts: { migrate?: boolean } = {},
): Promise<{ db: Db; dataDir: string; cleanup(): Promise<void> }> {
  const migrate = opts.migrate ?? true;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "db-test-"));
  if (dialect === "sqlite") {
    const db = createDb(`file:${path.join(dataDir, "test.db")}`);
    if (migrate) await migrateToLatest(db.db);
    return {
      db,
      dataDir,
      cleanup: async () => {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL ?? "", "u");
  const db = createDb(throwaway.url);
  if (migrate) await migrateToLatest(db.db);
  return {
    db,
    dataDir,
    cleanup: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
      await throwaway.drop();
    },
  };
}
