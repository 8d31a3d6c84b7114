import { DatabaseSync } from "node:sqlite";
import { ConfigError } from "./env.server.ts";

/** Locks held by this process, by file: a module reloaded in development finds its own lock here. */
const registry = globalThis as { __sqliteInstanceLocks?: Map<string, DatabaseSync> };
registry.__sqliteInstanceLocks ??= new Map();
const held = registry.__sqliteInstanceLocks;

/**
 * SQLite serves one instance (issue 22; docs/operations.md): its caches and limits live in that
 * process. At start the server takes an exclusive SQLite lock on `<database>.lock` (an operating
 * system file lock, through node:sqlite) and holds it while it runs; a second server on the same
 * database is refused with a message that says what to do. The system releases the lock when the
 * process ends, however it ends, so nothing is left to clear after a crash. Tools that read the
 * database (backup) do not take it.
 */
export function lockSqliteInstance(databaseFile: string): { release(): void } {
  const lockFile = `${databaseFile}.lock`;
  let lock = held.get(lockFile);
  if (!lock) {
    const db = new DatabaseSync(lockFile, { timeout: 0 });
    try {
      db.exec("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;");
    } catch (e) {
      db.close();
      if (!/locked|busy/i.test((e as Error).message)) throw e;
      throw new ConfigError(
        `Another server is already using the SQLite database ${databaseFile}. ` +
          "SQLite serves one instance; to run several, use PostgreSQL (DATABASE_URL=postgres://…).",
      );
    }
    held.set(lockFile, db);
    lock = db;
  }
  const db = lock;
  return {
    release() {
      if (held.get(lockFile) !== db) return;
      held.delete(lockFile);
      try {
        db.exec("ROLLBACK");
      } catch {
        // No transaction left: closing releases the lock anyway.
      }
      db.close();
    },
  };
}
