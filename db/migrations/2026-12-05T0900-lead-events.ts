import { type Kysely, sql } from "kysely";

// Frozen once shipped. A lead's history: one row per thing that happened to it (created, with where
// it came from; assigned; a status change; a staff note). The four lead tables (contact messages,
// enquiries, list-your-property requests, job applications) share it through (lead_kind, lead_id);
// the emails about a lead are already rows of mail_messages. The first status change or note by
// staff after creation is the lead's first response (the dashboard's speed to lead).

const inList = (col: string, values: string[]) =>
  sql.raw(`${col} in (${values.map((v) => `'${v}'`).join(", ")})`);

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_events")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("lead_kind", "varchar(20)", (c) => c.notNull())
    .addColumn("lead_id", "varchar(32)", (c) => c.notNull())
    .addColumn("type", "varchar(20)", (c) => c.notNull())
    .addColumn("at", "varchar(30)", (c) => c.notNull())
    // Who did it: a member of staff's id (users are deactivated, never deleted), or null (the
    // visitor, or the site itself).
    .addColumn("actor_id", "varchar(32)")
    // What happened, as JSON: {from, to} of a status, the note's text, where a lead came from.
    .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
    .addCheckConstraint(
      "lead_events_kind_check",
      inList("lead_kind", ["contact", "enquiry", "listProperty", "career"]),
    )
    .addCheckConstraint("lead_events_type_check", inList("type", ["created", "assigned", "status", "note"]))
    .execute();
  await db.schema
    .createIndex("lead_events_lead")
    .on("lead_events")
    .columns(["lead_kind", "lead_id", "at"])
    .execute();
  // The dashboard reads a period's events by type.
  await db.schema.createIndex("lead_events_type_at").on("lead_events").columns(["type", "at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_events").execute();
}
