import type { DB } from "../db/index.server.ts";

/** The site counts as empty while it has no listings; only then is the demo data written. */
export async function hasProperties(db: Pick<DB, "selectFrom">): Promise<boolean> {
  return !!(await db.selectFrom("properties").select("id").limit(1).executeTakeFirst());
}

/**
 * Seeds the demo data when the database has no listings yet. Returns counts, or null if skipped.
 * The data and the drawing of its photographs are most of the server code by size: they are
 * imported here, only when needed, so the server build keeps them in a chunk a running site with
 * listings never loads.
 */
export async function seedDemoIfEmpty(db: DB, dataDir: string): Promise<Record<string, number> | null> {
  if (await hasProperties(db)) return null;
  const { AlreadySeeded, seedDemo } = await import("./seed.server.ts");
  try {
    return await seedDemo(db, dataDir);
  } catch (e) {
    // Another process seeded between our check and our transaction: nothing to do.
    if (e instanceof AlreadySeeded) return null;
    throw e;
  }
}
