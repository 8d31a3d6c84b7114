import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one. Runs on SQLite and PostgreSQL.
// Timestamps are ISO-8601 text in both dialects so ordering and comparison behave the same.

const inList = (col: string, values: string[]) =>
  sql.raw(`${col} in (${values.map((v) => `'${v}'`).join(", ")})`);

const LEAD_STATUS = ["pending", "inprogress", "postponed"];
const TYPES = ["Rent", "Buy", "Commercial", "HolidayHome", "NewProject"];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("properties")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("name", "varchar(300)", (c) => c.notNull())
    .addColumn("project_name", "varchar(300)")
    .addColumn("type", "varchar(20)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("state", "varchar(200)")
    .addColumn("location", "varchar(200)", (c) => c.notNull())
    .addColumn("location_key", "varchar(200)", (c) => c.notNull())
    .addColumn("latitude", "double precision")
    .addColumn("longitude", "double precision")
    .addColumn("bedrooms", "integer")
    .addColumn("floors", "integer")
    .addColumn("bathrooms", "integer")
    .addColumn("occupancy", "varchar(20)")
    .addColumn("configuration", "varchar(300)")
    .addColumn("convenience", "varchar(300)")
    .addColumn("layout", "varchar(300)")
    .addColumn("parking", "integer")
    .addColumn("view", "varchar(300)")
    .addColumn("square", "double precision")
    .addColumn("price", "double precision", (c) => c.notNull())
    .addColumn("display", "varchar(20)")
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("property_status", "varchar(20)", (c) => c.notNull())
    .addColumn("property_type", "varchar(20)", (c) => c.notNull())
    .addColumn("listed_by", "varchar(200)", (c) => c.notNull())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("number", "varchar(40)", (c) => c.notNull())
    .addColumn("added_on", "varchar(10)")
    .addColumn("hand_over_date", "varchar(10)")
    .addColumn("elevators", "integer")
    .addColumn("total_area", "double precision")
    .addColumn("building_name", "varchar(300)")
    .addColumn("pools", "integer")
    .addColumn("map_url", "varchar(2000)")
    .addColumn("reference", "varchar(100)")
    .addColumn("permit_number", "varchar(100)")
    .addColumn("permit_qr_url", "varchar(2000)")
    .addColumn("agent_brn", "varchar(100)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .addCheckConstraint("properties_type_check", inList("type", TYPES))
    .addCheckConstraint("properties_status_check", inList("status", ["approved", "notApproved", "expired"]))
    .addCheckConstraint("properties_property_status_check", inList("property_status", ["ready", "offPlan"]))
    .addCheckConstraint(
      "properties_property_type_check",
      inList("property_type", ["commercial", "residential"]),
    )
    .addCheckConstraint(
      "properties_occupancy_check",
      sql`occupancy is null or ${inList("occupancy", ["Occupied", "Vacant"])}`,
    )
    .addCheckConstraint(
      "properties_display_check",
      sql`display is null or (type = 'Buy' and ${inList("display", ["handPick", "feature", "view"])}) or (type in ('Rent', 'Commercial', 'HolidayHome') and display = 'handPick')`,
    )
    .addCheckConstraint("properties_price_check", sql`price >= 0`)
    .addCheckConstraint(
      "properties_counts_check",
      sql`(bedrooms is null or bedrooms >= 0) and (bathrooms is null or bathrooms >= 0) and (square is null or square >= 0)`,
    )
    .execute();

  // Public listing queries always filter status first, then type / completion / property type,
  // and sort by created_at or price; these indexes serve those plans (see docs/performance.md).
  await db.schema
    .createIndex("properties_status_created")
    .on("properties")
    .columns(["status", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("properties_status_type_created")
    .on("properties")
    .columns(["status", "type", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("properties_status_price")
    .on("properties")
    .columns(["status", "price", "id"])
    .execute();
  await db.schema
    .createIndex("properties_status_type_price")
    .on("properties")
    .columns(["status", "type", "price", "id"])
    .execute();
  await db.schema
    .createIndex("properties_status_location")
    .on("properties")
    .columns(["status", "location_key", "created_at"])
    .execute();
  await db.schema
    .createIndex("properties_status_ptype_created")
    .on("properties")
    .columns(["status", "property_type", "created_at"])
    .execute();
  await db.schema
    .createIndex("properties_status_pstatus_created")
    .on("properties")
    .columns(["status", "property_status", "created_at"])
    .execute();
  await db.schema.createIndex("properties_created").on("properties").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("property_list_items")
    .addColumn("property_id", "varchar(32)", (c) =>
      c.notNull().references("properties.id").onDelete("cascade"),
    )
    .addColumn("kind", "varchar(30)", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("value", "varchar(500)", (c) => c.notNull())
    .addPrimaryKeyConstraint("property_list_items_pk", ["property_id", "kind", "position"])
    .addCheckConstraint(
      "property_list_items_kind_check",
      inList("kind", ["features", "keyFeatures", "exclusiveAmenities", "primeLocation"]),
    )
    .execute();

  await db.schema
    .createTable("property_images")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("property_id", "varchar(32)", (c) =>
      c.notNull().references("properties.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("url", "varchar(2000)")
    .addColumn("storage_key", "varchar(300)")
    .addColumn("alt", "varchar(500)", (c) => c.notNull().defaultTo(""))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("variants", "text")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addCheckConstraint("property_images_source_check", sql`(url is null) <> (storage_key is null)`)
    .execute();
  await db.schema
    .createIndex("property_images_property_position")
    .on("property_images")
    .columns(["property_id", "position"])
    .unique()
    .execute();

  const leadColumns = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", "varchar(32)", (c) => c.primaryKey())
      .addColumn("name", "varchar(200)", (c) => c.notNull())
      .addColumn("email", "varchar(320)", (c) => c.notNull())
      .addColumn("phone", "varchar(40)", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("pending"))
      .addColumn("read_at", "varchar(30)")
      .addColumn("created_at", "varchar(30)", (c) => c.notNull())
      .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
      .addCheckConstraint(`${table}_status_check`, inList("status", LEAD_STATUS));

  await leadColumns("contact_messages").execute();
  await leadColumns("enquiries")
    .addColumn("property_id", "varchar(32)", (c) => c.references("properties.id").onDelete("set null"))
    .execute();
  await leadColumns("list_property_requests")
    .addColumn("location", "varchar(200)", (c) => c.notNull())
    .addColumn("property_type", "varchar(20)", (c) => c.notNull())
    .addColumn("type", "varchar(20)", (c) => c.notNull())
    .addColumn("bedrooms", "integer")
    .addColumn("price", "double precision")
    .addCheckConstraint(
      "list_property_requests_ptype_check",
      inList("property_type", ["commercial", "residential"]),
    )
    .addCheckConstraint("list_property_requests_type_check", inList("type", TYPES))
    .execute();
  for (const table of ["contact_messages", "enquiries", "list_property_requests"]) {
    await db.schema.createIndex(`${table}_created`).on(table).columns(["created_at"]).execute();
  }

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("subscribed_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_email_ci")
    .on("newsletter_subscribers")
    .expression(sql`lower(email)`)
    .unique()
    .execute();

  await db.schema
    .createTable("career_applications")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("phone", "varchar(40)", (c) => c.notNull())
    .addColumn("age", "integer")
    .addColumn("position", "varchar(200)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo(""))
    .addColumn("cv_key", "varchar(300)")
    .addColumn("cv_name", "varchar(300)")
    .addColumn("cv_type", "varchar(100)")
    .addColumn("read_at", "varchar(30)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .addCheckConstraint("career_applications_status_check", inList("status", ["", ...LEAD_STATUS]))
    .addCheckConstraint("career_applications_age_check", sql`age is null or (age >= 16 and age <= 100)`)
    .execute();
  await db.schema
    .createIndex("career_applications_created")
    .on("career_applications")
    .columns(["created_at"])
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("password_hash", "varchar(500)", (c) => c.notNull())
    .addColumn("role", "varchar(20)", (c) => c.notNull().defaultTo("admin"))
    .addColumn("last_login_at", "varchar(30)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .addCheckConstraint("users_role_check", inList("role", ["admin"]))
    .execute();
  await db.schema.createIndex("users_email_ci").on("users").expression(sql`lower(email)`).unique().execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(32)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("last_seen_at", "varchar(30)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").columns(["user_id"]).execute();
  await db.schema.createIndex("sessions_expires").on("sessions").columns(["expires_at"]).execute();

  await db.schema
    .createTable("login_throttle")
    .addColumn("key", "varchar(400)", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "varchar(30)")
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("page_views")
    .addColumn("path", "varchar(500)", (c) => c.notNull())
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("referrer_host", "varchar(255)", (c) => c.notNull().defaultTo(""))
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("page_views_pk", ["path", "day", "referrer_host"])
    .execute();
  await db.schema.createIndex("page_views_day").on("page_views").columns(["day"]).execute();

  await db.schema
    .createTable("site_settings")
    .addColumn("key", "varchar(100)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "site_settings",
    "page_views",
    "login_throttle",
    "sessions",
    "users",
    "career_applications",
    "newsletter_subscribers",
    "list_property_requests",
    "enquiries",
    "contact_messages",
    "property_images",
    "property_list_items",
    "properties",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
