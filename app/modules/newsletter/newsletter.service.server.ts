import type { DB } from "../../db/index.server.ts";
import { type Actor, assertAdmin } from "../../lib/actor.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import type { Page } from "../../lib/pagination.ts";
import { nowIso } from "../../lib/time.ts";
import { parseInput } from "../../lib/validation.ts";
import {
  countSubscribers,
  deleteSubscriberRow,
  findSubscriberByEmail,
  findSubscribers,
  insertSubscriber,
} from "./newsletter.repository.server.ts";
import { type Subscriber, SubscribeInputSchema } from "./newsletter.schema.ts";
import "../../lib/i18n/forms.ts";

function alreadySubscribed(): AppError {
  const message = translate("en", "forms.error.alreadySubscribed");
  return new AppError("bad_request", message, { fields: { email: message } });
}

/**
 * Subscribes an email. An address already on the list (compared case-insensitively) is a 400, as
 * the old backend answered and the footer's "Already Subscribed" label expects.
 */
export async function subscribe(db: DB, input: unknown): Promise<Subscriber> {
  const { email } = parseInput(SubscribeInputSchema, input);
  if (await findSubscriberByEmail(db, email)) throw alreadySubscribed();
  const at = nowIso();
  try {
    return await insertSubscriber(db, { _id: newId(), email, subscribedAt: at });
  } catch (e) {
    // Two requests for the same address at once: the unique index on lower(email) decides.
    if (await findSubscriberByEmail(db, email)) throw alreadySubscribed();
    throw e;
  }
}

export async function listSubscribers(
  db: DB,
  actor: Actor,
  filter: { email?: string; page?: number; pageSize?: number } = {},
): Promise<Page<Subscriber>> {
  assertAdmin(actor);
  const f = { email: filter.email, page: filter.page ?? 1, pageSize: filter.pageSize ?? 100 };
  const [items, total] = await Promise.all([findSubscribers(db, f), countSubscribers(db, f)]);
  return { items, total, page: f.page, pageSize: f.pageSize };
}

export async function deleteSubscriber(db: DB, actor: Actor, id: string): Promise<void> {
  assertAdmin(actor);
  if (!ID_PATTERN.test(id) || !(await deleteSubscriberRow(db, id)))
    throw notFound("No subscriber with that id.");
}

/** Total subscribers and how many joined since `since` (ISO time), for the admin dashboard. */
export async function subscriberCounts(
  db: DB,
  actor: Actor,
  since?: string,
): Promise<{ total: number; since: number }> {
  assertAdmin(actor);
  const [total, recent] = await Promise.all([
    countSubscribers(db),
    since ? countSubscribers(db, { since }) : Promise.resolve(0),
  ]);
  return { total, since: recent };
}
