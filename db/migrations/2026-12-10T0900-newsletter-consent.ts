import type { Kysely } from "kysely";

// Frozen once shipped. The newsletter asks for consent (issue 23): an address is `pending` until its
// owner follows the link in the confirmation email, then `confirmed`; it may be `unsubscribed` (one
// click in any newsletter email) or `suspended` (a hard bounce). Addresses stored before this had
// subscribed in the footer form, as the site then worked (single opt-in): they stay on the list as
// `confirmed`, with no confirmation time, so the admin can tell them apart.
// Outgoing emails gain their extra headers (List-Unsubscribe, List-Unsubscribe-Post), as JSON.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("confirmed"))
    .execute();
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("locale", "varchar(5)", (c) => c.notNull().defaultTo("en"))
    .execute();
  for (const column of ["confirmed_at", "confirm_sent_at", "unsubscribed_at", "suspended_at"])
    await db.schema.alterTable("newsletter_subscribers").addColumn(column, "varchar(30)").execute();
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("suspended_reason", "varchar(500)")
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_status")
    .on("newsletter_subscribers")
    .columns(["status", "subscribed_at"])
    .execute();
  await db.schema.alterTable("mail_messages").addColumn("headers", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_messages").dropColumn("headers").execute();
  await db.schema.dropIndex("newsletter_subscribers_status").execute();
  for (const column of [
    "suspended_reason",
    "suspended_at",
    "unsubscribed_at",
    "confirm_sent_at",
    "confirmed_at",
    "locale",
    "status",
  ])
    await db.schema.alterTable("newsletter_subscribers").dropColumn(column).execute();
}
