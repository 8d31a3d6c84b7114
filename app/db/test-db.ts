import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb, type Db } from "./index.server.ts";
import { migrateToLatest } from "./migrate.server.ts";

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
  const base = process.env.TEST_DATABASE_URL ?? "";
  const name = `u_${Math.random().toString(36).slice(2, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const db = createDb(u.toString());
  if (migrate) await migrateToLatest(db.db);
  return {
    db,
    dataDir,
    cleanup: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
