import { type Kysely, type Selectable, sql } from "kysely";
import type {
  Database,
  SavedSearchFrequency,
  SavedSearchStatus,
  SavedSearchTable,
  VisitorTable,
} from "../../db/schema.ts";
import { FREQUENCY_MS, SAVED_SEARCH_FREQUENCIES } from "./alerts.constants.ts";

// Visitors, their saved searches and favourites (issue 23). A visitor row is the root: deleting it
// deletes everything hanging off it (the foreign keys cascade; deleteVisitor also says so itself).

export type VisitorRow = Selectable<VisitorTable>;
export type SavedSearchRow = Selectable<SavedSearchTable>;
type Q = Kysely<Database>;

const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

// ---------- visitors ----------

export function findVisitorByEmail(db: Q, email: string): Promise<VisitorRow | undefined> {
  return db.selectFrom("visitors").selectAll().where(sameEmail(email)).executeTakeFirst();
}

export function findVisitor(db: Q, id: string): Promise<VisitorRow | undefined> {
  return db.selectFrom("visitors").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A new address; `onConflict` leaves a row another request inserted first as it is. */
export async function insertVisitor(
  db: Q,
  v: { id: string; email: string; locale: string; origin: string; at: string },
): Promise<void> {
  await db
    .insertInto("visitors")
    .values({ id: v.id, email: v.email, locale: v.locale, origin: v.origin, created_at: v.at })
    .execute();
}

/** The language and site address of the visitor's latest request: their emails follow them. */
export async function touchVisitor(db: Q, id: string, locale: string, origin: string): Promise<void> {
  await db.updateTable("visitors").set({ locale, origin }).where("id", "=", id).execute();
}

/**
 * Takes the right to email `id` a link now: true when none was sent since `since` (one update, so
 * two requests at once cannot both send one).
 */
export async function claimLinkSend(db: Q, id: string, at: string, since: string): Promise<boolean> {
  const r = await db
    .updateTable("visitors")
    .set({ link_sent_at: at })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("link_sent_at", "is", null), eb("link_sent_at", "<=", since)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The address proved to be theirs (a link from it was used); the first time only. */
export async function confirmVisitor(db: Q, id: string, at: string): Promise<void> {
  await db
    .updateTable("visitors")
    .set({ confirmed_at: at })
    .where("id", "=", id)
    .where("confirmed_at", "is", null)
    .execute();
}

export async function setFavouriteAlerts(db: Q, id: string, on: boolean): Promise<void> {
  await db
    .updateTable("visitors")
    .set({ favourite_alerts: on ? 1 : 0 })
    .where("id", "=", id)
    .execute();
}

/** Deletes a visitor and everything hanging off them; false when they were gone already. */
export async function deleteVisitor(db: Q, id: string): Promise<boolean> {
  await db.deleteFrom("favourites").where("visitor_id", "=", id).execute();
  await db.deleteFrom("saved_searches").where("visitor_id", "=", id).execute();
  const r = await db.deleteFrom("visitors").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/**
 * The mail server refused an address for good: its active searches are paused and its favourites'
 * news turned off (the visitor's page shows both; resuming is theirs). Returns how many paused.
 */
export async function pauseEverythingOf(db: Q, email: string, at: string): Promise<number> {
  const v = await findVisitorByEmail(db, email);
  if (!v) return 0;
  await setFavouriteAlerts(db, v.id, false);
  const r = await db
    .updateTable("saved_searches")
    .set({ status: "paused", updated_at: at })
    .where("visitor_id", "=", v.id)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

// ---------- saved searches ----------

export async function insertSavedSearch(
  db: Q,
  s: {
    id: string;
    visitorId: string;
    filters: string;
    sourcePath: string;
    frequency: SavedSearchFrequency;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto("saved_searches")
    .values({
      id: s.id,
      visitor_id: s.visitorId,
      filters: s.filters,
      source_path: s.sourcePath,
      frequency: s.frequency,
      status: "pending",
      created_at: s.at,
      updated_at: s.at,
    })
    .execute();
}

export function findSavedSearches(db: Q, visitorId: string): Promise<SavedSearchRow[]> {
  return db
    .selectFrom("saved_searches")
    .selectAll()
    .where("visitor_id", "=", visitorId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function findSavedSearch(db: Q, id: string): Promise<SavedSearchRow | undefined> {
  return db.selectFrom("saved_searches").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The visitor's pending searches start: from now on, listings approved after `at` are news to
 * them. Returns how many started.
 */
export async function activatePending(db: Q, visitorId: string, at: string): Promise<number> {
  const r = await db
    .updateTable("saved_searches")
    .set({ status: "active", checked_until: at, updated_at: at })
    .where("visitor_id", "=", visitorId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Changes one of the visitor's searches (never another visitor's); false when it is not theirs. */
export async function updateSavedSearch(
  db: Q,
  id: string,
  visitorId: string,
  patch: Partial<
    Pick<SavedSearchRow, "filters" | "frequency" | "status" | "source_path" | "checked_until">
  > & {
    updated_at: string;
  },
  onlyIn?: readonly SavedSearchStatus[],
): Promise<boolean> {
  const r = await db
    .updateTable("saved_searches")
    .set(patch)
    .where("id", "=", id)
    .where("visitor_id", "=", visitorId)
    .$if(!!onlyIn, (q) => q.where("status", "in", onlyIn ?? []))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteSavedSearch(db: Q, id: string, visitorId?: string): Promise<boolean> {
  const r = await db
    .deleteFrom("saved_searches")
    .where("id", "=", id)
    .$if(visitorId !== undefined, (q) => q.where("visitor_id", "=", visitorId ?? ""))
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/**
 * Active searches whose next alert is due at `now`: an instant one at every run, a daily one a day
 * after its last check, a weekly one a week after. Oldest first, at most `limit`.
 */
export function dueSearches(db: Q, now: Date, limit: number): Promise<SavedSearchRow[]> {
  return db
    .selectFrom("saved_searches")
    .selectAll()
    .where("status", "=", "active")
    .where((eb) =>
      eb.or(
        SAVED_SEARCH_FREQUENCIES.map((f) =>
          eb.and([
            eb("frequency", "=", f),
            eb("checked_until", "<=", new Date(now.getTime() - FREQUENCY_MS[f]).toISOString()),
          ]),
        ),
      ),
    )
    .orderBy("checked_until")
    .limit(limit)
    .execute();
}

/**
 * Takes one run of a search: moves its check from `from` to `to` if nobody did meanwhile (one
 * update, so two instances never send the same alert).
 */
export async function claimSearchRun(
  db: Q,
  id: string,
  from: string,
  to: string,
  sent: boolean,
): Promise<boolean> {
  const r = await db
    .updateTable("saved_searches")
    .set(sent ? { checked_until: to, last_sent_at: to } : { checked_until: to })
    .where("id", "=", id)
    .where("status", "=", "active")
    .where("checked_until", "=", from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ---------- favourites ----------

/**
 * Attaches listings to a visitor; those already attached stay as they were. What the visitor is
 * shown now (price, status) is what a later change is measured from.
 */
export async function addFavourites(
  db: Q,
  visitorId: string,
  listings: { id: string; price: number; status: string }[],
  at: string,
): Promise<void> {
  if (!listings.length) return;
  await db
    .insertInto("favourites")
    .values(
      listings.map((l) => ({
        visitor_id: visitorId,
        property_id: l.id,
        created_at: at,
        seen_price: l.price,
        seen_status: l.status,
      })),
    )
    .onConflict((oc) => oc.columns(["visitor_id", "property_id"]).doNothing())
    .execute();
}

export async function countFavourites(db: Q, visitorId: string): Promise<number> {
  const r = await db
    .selectFrom("favourites")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("visitor_id", "=", visitorId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function findFavourites(db: Q, visitorId: string) {
  return db
    .selectFrom("favourites")
    .innerJoin("properties", "properties.id", "favourites.property_id")
    .select([
      "favourites.property_id as id",
      "properties.name as name",
      "properties.price as price",
      "properties.status as status",
      "favourites.created_at as created_at",
    ])
    .where("favourites.visitor_id", "=", visitorId)
    .orderBy("favourites.created_at", "desc")
    .orderBy("favourites.property_id")
    .execute();
}

export async function deleteFavourite(db: Q, visitorId: string, propertyId: string): Promise<boolean> {
  const r = await db
    .deleteFrom("favourites")
    .where("visitor_id", "=", visitorId)
    .where("property_id", "=", propertyId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/**
 * Favourites whose listing's price fell below, or whose status moved from, what their visitor was
 * last told, for visitors who asked to hear of it and whose address is confirmed.
 */
export function changedFavourites(db: Q, limit: number) {
  return db
    .selectFrom("favourites")
    .innerJoin("properties", "properties.id", "favourites.property_id")
    .innerJoin("visitors", "visitors.id", "favourites.visitor_id")
    .select([
      "favourites.visitor_id as visitor_id",
      "favourites.property_id as property_id",
      "favourites.seen_price as seen_price",
      "favourites.seen_status as seen_status",
      "properties.price as price",
      "properties.status as status",
    ])
    .where("visitors.favourite_alerts", "=", 1)
    .where("visitors.confirmed_at", "is not", null)
    .where((eb) =>
      eb.or([
        eb("properties.price", "<", eb.ref("favourites.seen_price")),
        sql<boolean>`properties.status <> favourites.seen_status`,
      ]),
    )
    .orderBy("favourites.visitor_id")
    .limit(limit)
    .execute();
}

/**
 * Records what the visitor has now been told of a favourite, if it is still what was read (one
 * update: a change is told once however many instances look). A price rise is recorded silently
 * by the same step, so a later drop is measured from the higher price.
 */
export async function markFavouriteSeen(
  db: Q,
  f: { visitorId: string; propertyId: string; fromPrice: number; fromStatus: string },
  to: { price: number; status: string },
): Promise<boolean> {
  const r = await db
    .updateTable("favourites")
    .set({ seen_price: to.price, seen_status: to.status })
    .where("visitor_id", "=", f.visitorId)
    .where("property_id", "=", f.propertyId)
    .where("seen_price", "=", f.fromPrice)
    .where("seen_status", "=", f.fromStatus)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Price rises on favourites, recorded quietly (a rise is no news, but the next drop is from it). */
export async function recordPriceRises(db: Q): Promise<void> {
  await sql`update favourites set seen_price = (select price from properties where properties.id = favourites.property_id)
    where exists (select 1 from properties where properties.id = favourites.property_id
      and properties.price > favourites.seen_price)`.execute(db);
}
