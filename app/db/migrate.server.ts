import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { migrations } from "../../db/migrations/index.ts";
import type { Database } from "./schema.ts";

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
