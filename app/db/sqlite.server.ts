import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDatabase,
  SqliteDriver,
  type SqliteStatement,
} from "kysely";

/** Adapts `node:sqlite` to the interface Kysely's SQLite dialect expects, with a statement cache. */
function adapt(db: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, { stmt: StatementSync; reader: boolean }>();
  return {
    close: () => {
      cache.clear();
      if (db.isOpen) db.close();
    },
    prepare(sql: string): SqliteStatement {
      let entry = cache.get(sql);
      if (!entry) {
        const stmt = db.prepare(sql);
        entry = { stmt, reader: stmt.columns().length > 0 };
        if (cache.size > 500) cache.clear();
        cache.set(sql, entry);
      }
      const { stmt, reader } = entry;
      const args = (p: ReadonlyArray<unknown>) => p as Array<null | number | bigint | string | Uint8Array>;
      return {
        reader,
        all: (p) => stmt.all(...args(p)),
        run: (p) => {
          const r = stmt.run(...args(p));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        iterate: (p) => stmt.iterate(...args(p)) as IterableIterator<unknown>,
      };
    },
  };
}

/** Write transactions take the write lock up front so two writers never deadlock on upgrade. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class NodeSqliteDialect extends SqliteDialect {
  readonly #database: () => Promise<SqliteDatabase>;
  constructor(database: () => Promise<SqliteDatabase>) {
    super({ database });
    this.#database = database;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

export function openSqlite(file: string): { dialect: SqliteDialect; raw: DatabaseSync } {
  const raw = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  raw.exec("pragma journal_mode = wal");
  raw.exec("pragma synchronous = normal");
  raw.exec("pragma foreign_keys = on");
  raw.exec("pragma busy_timeout = 5000");
  raw.exec("pragma temp_store = memory");
  raw.exec("pragma cache_size = -32000");
  const adapted = adapt(raw);
  return { dialect: new NodeSqliteDialect(async () => adapted), raw };
}
