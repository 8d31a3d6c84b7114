import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite.server.ts";

type DialectName = "sqlite" | "postgres";

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  ping(): Promise<boolean>;
}

export type DB = Kysely<Database>;

const isPostgresUrl = (url: string) => url.startsWith("postgres://") || url.startsWith("postgresql://");

/** The SQLite file a database URL names (`file:<path>` or a bare path), absolute; null for PostgreSQL and memory. */
export function sqliteFileOf(url: string): string | null {
  if (isPostgresUrl(url)) return null;
  const file = url.startsWith("file:") ? url.slice("file:".length) : url;
  return file === ":memory:" ? null : path.resolve(file);
}

/** `file:<path>` (or a bare path) opens SQLite through node:sqlite; `postgres://…` opens a pg pool. */
export function createDb(url: string): Db {
  if (isPostgresUrl(url)) {
    // Counts come back as strings from pg for bigint; numeric columns are double precision.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
    pool.on("error", () => {
      // An idle client's error is reported through the next query; keep the process alive.
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: "postgres",
      close: () => db.destroy(),
      ping: async () => {
        await sql`select 1`.execute(db);
        return true;
      },
    };
  }
  const file = sqliteFileOf(url);
  if (file) mkdirSync(path.dirname(file), { recursive: true });
  const { dialect, raw } = openSqlite(file ?? ":memory:");
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dialect: "sqlite",
    close: async () => {
      await db.destroy();
      if (raw.isOpen) raw.close();
    },
    ping: async () => {
      await sql`select 1`.execute(db);
      return true;
    },
  };
}
