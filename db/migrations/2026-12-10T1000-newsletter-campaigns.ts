import type { Kysely } from "kysely";

// Frozen once shipped. Newsletter campaigns (issue 23): what staff compose (a subject, an intro and a
// few listings), and, once sent, the confirmed addresses it goes to, taken at that moment. The
// outbox receives them in batches; each recipient row records when its email was queued (or that it
// was skipped: the address left the list meanwhile), so a campaign reaches each address once.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletter_campaigns")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("subject", "varchar(200)", (c) => c.notNull())
    .addColumn("intro", "text", (c) => c.notNull())
    .addColumn("listing_ids", "text", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("created_by", "varchar(64)")
    .addColumn("origin", "varchar(300)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .addColumn("send_started_at", "varchar(30)")
    .addColumn("send_finished_at", "varchar(30)")
    .execute();
  await db.schema
    .createTable("newsletter_campaign_recipients")
    .addColumn("campaign_id", "varchar(64)", (c) => c.notNull())
    .addColumn("subscriber_id", "varchar(64)", (c) => c.notNull())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("locale", "varchar(5)", (c) => c.notNull())
    .addColumn("queued_at", "varchar(30)")
    .addColumn("skipped", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("newsletter_campaign_recipients_pk", ["campaign_id", "subscriber_id"])
    .execute();
  await db.schema
    .createIndex("newsletter_campaign_recipients_due")
    .on("newsletter_campaign_recipients")
    .columns(["campaign_id", "queued_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("newsletter_campaign_recipients").execute();
  await db.schema.dropTable("newsletter_campaigns").execute();
}
