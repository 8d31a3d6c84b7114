import type { DB } from "../db/index.server.ts";
import { INSTANCE_ID } from "./invalidation.server.ts";

/**
 * Whether this instance should run the periodic job `name` now (issue 22): it claims the run by
 * moving the job's start time on in one atomic update, which succeeds for exactly one instance per
 * period however many share the database. The first claim creates the job's row.
 */
export async function claimPeriodicRun(
  db: DB,
  name: string,
  periodMs: number,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const due = new Date(now.getTime() - periodMs + 1_000).toISOString();
  const claimed = await db
    .updateTable("job_runs")
    .set({ started_at: at, started_by: INSTANCE_ID })
    .where("name", "=", name)
    .where("started_at", "<=", due)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return true;
  const created = await db
    .insertInto("job_runs")
    .values({ name, started_at: at, started_by: INSTANCE_ID })
    .onConflict((oc) => oc.column("name").doNothing())
    .executeTakeFirst();
  return Number(created.numInsertedOrUpdatedRows ?? 0) === 1;
}
