import type { DB, Db } from "../db/index.server.ts";
import type { Env } from "./env.server.ts";

/**
 * What every request is handed: the configuration and the database. Start-up (app/boot.server.ts,
 * above lib because it calls into the modules) builds it once.
 */
export interface App {
  env: Env;
  /** The query builder every service takes. */
  db: DB;
  /** The connection itself: its dialect, health check and shutdown. */
  database: Db;
}
