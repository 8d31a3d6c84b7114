import { type Kysely, sql } from "kysely";

// Frozen once shipped. Visitors who come back (issue 23): a visitor is known by an email address
// only (no password); their saved searches send alerts of the listings approved since the last
// one, and their favourites (saved in the browser, attached by email) can warn of a price drop or
// a status change. Everything about a visitor hangs off their row, so deleting it deletes them.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("visitors")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("locale", "varchar(5)", (c) => c.notNull())
    // The site's address as the visitor saw it, for the links in their emails.
    .addColumn("origin", "varchar(300)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    // Set the first time a link from an email to the address is used: the address is theirs.
    .addColumn("confirmed_at", "varchar(30)")
    // When the last email with a link (confirm, own page) was queued: one per 10 minutes.
    .addColumn("link_sent_at", "varchar(30)")
    // Opt-in: one email when a favourite's price drops or its status changes.
    .addColumn("favourite_alerts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("visitors_email_ci")
    .on("visitors")
    .expression(sql`lower(email)`)
    .unique()
    .execute();

  await db.schema
    .createTable("saved_searches")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("visitor_id", "varchar(64)", (c) => c.notNull().references("visitors.id").onDelete("cascade"))
    // The filters, as the listing API names them (JSON), and the page they were saved from.
    .addColumn("filters", "text", (c) => c.notNull())
    .addColumn("source_path", "varchar(600)", (c) => c.notNull())
    .addColumn("frequency", "varchar(10)", (c) => c.notNull())
    .addColumn("status", "varchar(10)", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    // Listings approved after this and up to the next run go in the next alert.
    .addColumn("checked_until", "varchar(30)")
    .addColumn("last_sent_at", "varchar(30)")
    .execute();
  await db.schema.createIndex("saved_searches_visitor").on("saved_searches").column("visitor_id").execute();
  await db.schema
    .createIndex("saved_searches_due")
    .on("saved_searches")
    .columns(["status", "checked_until"])
    .execute();

  await db.schema
    .createTable("favourites")
    .addColumn("visitor_id", "varchar(64)", (c) => c.notNull().references("visitors.id").onDelete("cascade"))
    .addColumn("property_id", "varchar(32)", (c) =>
      c.notNull().references("properties.id").onDelete("cascade"),
    )
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    // What the visitor was last told (or saw when attaching): a change from it is news.
    .addColumn("seen_price", "double precision", (c) => c.notNull())
    .addColumn("seen_status", "varchar(20)", (c) => c.notNull())
    .addPrimaryKeyConstraint("favourites_pk", ["visitor_id", "property_id"])
    .execute();
  await db.schema.createIndex("favourites_property").on("favourites").column("property_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("favourites").execute();
  await db.schema.dropTable("saved_searches").execute();
  await db.schema.dropTable("visitors").execute();
}
