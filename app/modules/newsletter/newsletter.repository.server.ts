import { type Selectable, sql } from "kysely";
import type { DB } from "../../db/index.server.ts";
import { containsIgnoringCase } from "../../db/like.ts";
import type { NewsletterSubscriberTable } from "../../db/schema.ts";
import type { AdminListFilter } from "../../lib/admin-list.ts";
import type { Subscriber } from "./newsletter.schema.ts";

type SubscriberRow = Selectable<NewsletterSubscriberTable>;

const emailLike = (email: string) => containsIgnoringCase("email", email);

function toSubscriber(r: SubscriberRow): Subscriber {
  return {
    _id: r.id,
    email: r.email,
    subscribedAt: r.subscribed_at,
    createdAt: r.subscribed_at,
    updatedAt: r.subscribed_at,
  };
}

export async function findSubscriberByEmail(db: DB, email: string): Promise<Subscriber | undefined> {
  const r = await db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return r && toSubscriber(r);
}

export async function insertSubscriber(
  db: DB,
  subscriber: Pick<Subscriber, "_id" | "email" | "subscribedAt">,
): Promise<Subscriber> {
  const row = subscriberRow(subscriber);
  await db.insertInto("newsletter_subscribers").values(row).execute();
  return toSubscriber(row);
}

/** The row of a subscriber, the inverse of `toSubscriber`. */
function subscriberRow(s: Pick<Subscriber, "_id" | "email" | "subscribedAt">): SubscriberRow {
  return { id: s._id, email: s.email, subscribed_at: s.subscribedAt };
}

/** Inserts many subscribers in one statement (the demo seed: its own ids and dates). */
export async function insertSubscribers(
  db: DB,
  subscribers: readonly Pick<Subscriber, "_id" | "email" | "subscribedAt">[],
): Promise<void> {
  if (subscribers.length)
    await db.insertInto("newsletter_subscribers").values(subscribers.map(subscriberRow)).execute();
}

export async function findSubscribers(db: DB, f: AdminListFilter): Promise<Subscriber[]> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .$if(!!f.email, (q) => q.where(emailLike(f.email ?? "")))
    .orderBy("subscribed_at", "desc")
    .orderBy("id", "desc")
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute();
  return rows.map(toSubscriber);
}

export async function countSubscribers(db: DB, f: { email?: string; since?: string } = {}): Promise<number> {
  const r = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .$if(!!f.email, (q) => q.where(emailLike(f.email ?? "")))
    .$if(!!f.since, (q) => q.where("subscribed_at", ">=", f.since ?? ""))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function deleteSubscriberRow(db: DB, id: string): Promise<boolean> {
  const r = await db.deleteFrom("newsletter_subscribers").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
