import { type Kysely, type Selectable, sql } from "kysely";
import { pageOffset } from "../../lib/pagination.ts";
import type { DB } from "../../db/index.server.ts";
import { containsIgnoringCase } from "../../db/like.ts";
import type { Database, NewsletterSubscriberTable, SubscriberStatus } from "../../db/schema.ts";
import type { AdminListFilter } from "../../lib/admin-list.ts";
import type { Subscriber } from "./newsletter.schema.ts";

export type SubscriberRow = Selectable<NewsletterSubscriberTable>;
type Q = Kysely<Database>;

const emailLike = (email: string) => containsIgnoringCase("email", email);
const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

export function toSubscriber(r: SubscriberRow): Subscriber {
  const dates = [r.subscribed_at, r.confirmed_at, r.unsubscribed_at, r.suspended_at].filter(
    (d): d is string => !!d,
  );
  return {
    _id: r.id,
    email: r.email,
    status: r.status,
    locale: r.locale,
    subscribedAt: r.subscribed_at,
    confirmedAt: r.confirmed_at,
    unsubscribedAt: r.unsubscribed_at,
    suspendedAt: r.suspended_at,
    suspendedReason: r.suspended_reason,
    createdAt: r.subscribed_at,
    updatedAt: dates.sort().at(-1) ?? r.subscribed_at,
  };
}

export async function findSubscriberRowByEmail(db: Q, email: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom("newsletter_subscribers").selectAll().where(sameEmail(email)).executeTakeFirst();
}

export async function findSubscriberRow(db: Q, id: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A new address, pending its confirmation. */
export async function insertPendingSubscriber(
  db: Q,
  s: { id: string; email: string; locale: string; at: string },
): Promise<void> {
  await db
    .insertInto("newsletter_subscribers")
    .values({
      id: s.id,
      email: s.email,
      subscribed_at: s.at,
      status: "pending",
      locale: s.locale,
      confirm_sent_at: s.at,
    })
    .execute();
}

/** An address that had left (unsubscribed, suspended) asks again: pending once more, from `at`. */
export async function resubscribe(db: Q, id: string, locale: string, at: string): Promise<void> {
  await db
    .updateTable("newsletter_subscribers")
    .set({
      status: "pending",
      locale,
      subscribed_at: at,
      unsubscribed_at: null,
      suspended_at: null,
      suspended_reason: null,
    })
    .where("id", "=", id)
    .where("status", "in", ["unsubscribed", "suspended"])
    .execute();
}

/**
 * Takes the right to send `id` a confirmation email now: true when none was sent since `since`
 * (one update, so two requests at once cannot both send one).
 */
export async function claimConfirmationSend(db: Q, id: string, at: string, since: string): Promise<boolean> {
  const r = await db
    .updateTable("newsletter_subscribers")
    .set({ confirm_sent_at: at })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("confirm_sent_at", "is", null), eb("confirm_sent_at", "<=", since)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves `id` from one of `from` to `to`, stamping when; false when it was in none of them. */
export async function moveSubscriber(
  db: Q,
  id: string,
  from: readonly SubscriberStatus[],
  to: Exclude<SubscriberStatus, "pending">,
  at: string,
  reason?: string,
): Promise<boolean> {
  const stamp =
    to === "confirmed"
      ? { confirmed_at: at }
      : to === "unsubscribed"
        ? { unsubscribed_at: at }
        : { suspended_at: at, suspended_reason: reason ?? null };
  const r = await db
    .updateTable("newsletter_subscribers")
    .set({ status: to, ...stamp })
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Suspends every live subscription of `email` (a hard bounce); how many there were. */
export async function suspendEmail(db: Q, email: string, at: string, reason: string): Promise<number> {
  const r = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "suspended", suspended_at: at, suspended_reason: reason.slice(0, 500) })
    .where(sameEmail(email))
    .where("status", "in", ["pending", "confirmed"])
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Inserts many subscribers in one statement (the demo seed: its own ids and dates, confirmed). */
export async function insertSubscribers(
  db: DB,
  subscribers: readonly Pick<Subscriber, "_id" | "email" | "subscribedAt">[],
): Promise<void> {
  if (subscribers.length)
    await db
      .insertInto("newsletter_subscribers")
      .values(
        subscribers.map((s) => ({
          id: s._id,
          email: s.email,
          subscribed_at: s.subscribedAt,
          status: "confirmed" as const,
          confirmed_at: s.subscribedAt,
        })),
      )
      .execute();
}

export interface SubscriberFilter extends AdminListFilter {
  status?: SubscriberStatus;
}

export async function findSubscribers(db: DB, f: SubscriberFilter): Promise<SubscriberRow[]> {
  return db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .$if(!!f.email, (q) => q.where(emailLike(f.email ?? "")))
    .$if(!!f.status, (q) => q.where("status", "=", f.status as SubscriberStatus))
    .orderBy("subscribed_at", "desc")
    .orderBy("id", "desc")
    .limit(f.pageSize)
    .offset(pageOffset(f.page, f.pageSize))
    .execute();
}

export async function countSubscribers(
  db: DB,
  f: { email?: string; since?: string; status?: SubscriberStatus } = {},
): Promise<number> {
  const r = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .$if(!!f.email, (q) => q.where(emailLike(f.email ?? "")))
    .$if(!!f.status, (q) => q.where("status", "=", f.status as SubscriberStatus))
    .$if(!!f.since, (q) => q.where("subscribed_at", ">=", f.since ?? ""))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** How many addresses are in each state (the admin page's tabs). */
export async function countByStatus(db: DB, email?: string): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .$if(!!email, (q) => q.where(emailLike(email ?? "")))
    .groupBy("status")
    .execute();
  const counts: Record<SubscriberStatus, number> = {
    confirmed: 0,
    pending: 0,
    unsubscribed: 0,
    suspended: 0,
  };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/**
 * Forgets an address (the visitor's "delete everything about me"): its subscription row goes, and
 * the campaigns it received keep their counts but no longer its address.
 */
export async function forgetSubscriberEmail(db: Q, email: string): Promise<number> {
  const rows = await db.selectFrom("newsletter_subscribers").select("id").where(sameEmail(email)).execute();
  if (!rows.length) return 0;
  const ids = rows.map((r) => r.id);
  await db
    .updateTable("newsletter_campaign_recipients")
    .set({ email: "" })
    .where("subscriber_id", "in", ids)
    .execute();
  const r = await db.deleteFrom("newsletter_subscribers").where("id", "in", ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function deleteSubscriberRow(db: DB, id: string): Promise<boolean> {
  const r = await db.deleteFrom("newsletter_subscribers").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
