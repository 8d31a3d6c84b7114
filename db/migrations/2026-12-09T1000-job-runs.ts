import type { Kysely } from "kysely";

// Frozen once shipped. Periodic work that several instances share runs once a period (issue 22):
// each job has a row with when it last started; an instance runs the job only if it moves that time
// on itself, in one atomic update.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_runs")
    .addColumn("name", "varchar(100)", (c) => c.primaryKey())
    .addColumn("started_at", "varchar(30)", (c) => c.notNull())
    .addColumn("started_by", "varchar(100)")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_runs").execute();
}
