import { type Kysely, sql } from "kysely";

// Frozen once shipped. The email outbox: every message the site will send is a row, written in the
// same transaction as the lead it is about, and a worker in the server process sends it with
// retries. `dedupe_key` is unique, so one lead queues one message per recipient and purpose however
// often the write is retried. Each delivery attempt is a row of `mail_attempts`.

const inList = (col: string, values: string[]) =>
  sql.raw(`${col} in (${values.map((v) => `'${v}'`).join(", ")})`);

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_messages")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("purpose", "varchar(40)", (c) => c.notNull())
    .addColumn("lead_kind", "varchar(20)")
    .addColumn("lead_id", "varchar(32)")
    .addColumn("recipient", "varchar(320)", (c) => c.notNull())
    .addColumn("dedupe_key", "varchar(400)", (c) => c.notNull().unique())
    .addColumn("message_id", "varchar(200)", (c) => c.notNull())
    .addColumn("subject", "varchar(400)", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("reply_to", "varchar(400)")
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(30)", (c) => c.notNull())
    .addColumn("lease_until", "varchar(30)")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "varchar(30)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .addCheckConstraint(
      "mail_messages_status_check",
      inList("status", ["queued", "sending", "sent", "failed"]),
    )
    .execute();
  // The worker's claim reads due messages in this order.
  await db.schema
    .createIndex("mail_messages_due")
    .on("mail_messages")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("mail_messages_lead").on("mail_messages").columns(["lead_id"]).execute();
  await db.schema.createIndex("mail_messages_created").on("mail_messages").columns(["created_at"]).execute();

  await db.schema
    .createTable("mail_attempts")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("mail_id", "varchar(32)", (c) =>
      c.notNull().references("mail_messages.id").onDelete("cascade"),
    )
    .addColumn("at", "varchar(30)", (c) => c.notNull())
    .addColumn("outcome", "varchar(10)", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("ms", "integer", (c) => c.notNull())
    .addCheckConstraint("mail_attempts_outcome_check", inList("outcome", ["sent", "retry", "failed"]))
    .execute();
  await db.schema.createIndex("mail_attempts_mail").on("mail_attempts").columns(["mail_id", "at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_attempts").execute();
  await db.schema.dropTable("mail_messages").execute();
}
