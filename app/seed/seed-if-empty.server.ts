import type { DB } from "../db/index.server.ts";

/**
 * Progress of a seed: `done` of `total` steps of `stage` ("drawing demo photos", then "writing demo
 * photos", then "inserting demo listings"); called with 0 when a stage starts and after every step.
 */
export type SeedProgress = (done: number, total: number, stage: string) => void;

export interface SeedOptions {
  onProgress?: SeedProgress;
  /** Folder of processed photos reused between seeds; default `node_modules/.cache/demo-photos`, null for none. */
  photoCache?: string | null;
}

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
export async function seedDemoIfEmpty(
  db: DB,
  dataDir: string,
  options: SeedOptions = {},
): Promise<Record<string, number> | null> {
  if (await hasProperties(db)) return null;
  const { AlreadySeeded, seedDemo } = await import("./seed.server.ts");
  try {
    return await seedDemo(db, dataDir, undefined, options);
  } catch (e) {
    // Another process seeded between our check and our transaction: nothing to do.
    if (e instanceof AlreadySeeded) return null;
    throw e;
  }
}
