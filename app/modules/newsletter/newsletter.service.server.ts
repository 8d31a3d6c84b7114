import type { DB } from "../../db/index.server.ts";
import { type Actor, assertAdmin } from "../../lib/actor.ts";
import { env } from "../../lib/env.server.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import { type Locale, localePath } from "../../lib/i18n/locale.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import type { Page } from "../../lib/pagination.ts";
import { checkLink, type LinkPurpose, readLink, signLink } from "../../lib/signed-links.server.ts";
import { nowIso } from "../../lib/time.ts";
import { parseInput } from "../../lib/validation.ts";
import { type MailAgency, mailAgency, siteOrigin } from "../mail/mail-layout.server.tsx";
import { mailQueued, onHardBounce, type QueuedMail, queueMail } from "../mail/mail.service.server.ts";
import { getSiteSettings } from "../settings/settings.service.server.ts";
import { renderConfirmMail, renderWelcomeMail, unsubscribeHeaders } from "./newsletter-mail.server.tsx";
import {
  claimConfirmationSend,
  countByStatus,
  countSubscribers,
  deleteSubscriberRow,
  findSubscriberRow,
  findSubscriberRowByEmail,
  findSubscribers,
  forgetSubscriberEmail,
  insertPendingSubscriber,
  moveSubscriber,
  resubscribe,
  type SubscriberRow,
  suspendEmail,
  toSubscriber,
} from "./newsletter.repository.server.ts";
import {
  NEWSLETTER_LINK_PATHS,
  type LinkView,
  type Subscriber,
  SubscribeInputSchema,
  type SubscriberStatus,
} from "./newsletter.schema.ts";
import "../../lib/i18n/forms.ts";

export { forgetSubscriberEmail };

export type { LinkView };

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
/** One confirmation email per address per this many minutes, however often it is submitted. */
export const CONFIRM_EVERY_MINUTES = 10;

/** Who asked, as the web layer saw it: the page's language and the site's origin for the links. */
export interface NewsletterContext {
  locale: Locale;
  origin?: string;
  now?: Date;
}

function alreadySubscribed(): AppError {
  const message = translate("en", "forms.error.alreadySubscribed");
  return new AppError("bad_request", message, { fields: { email: message } });
}

const localeOfRow = (r: Pick<SubscriberRow, "locale">): Locale => (r.locale === "ar" ? "ar" : "en");

async function agencyOf(db: DB, origin: string): Promise<MailAgency> {
  const s = await getSiteSettings(db);
  return mailAgency(s, origin);
}

function linkUrl(origin: string, locale: Locale, purpose: LinkPurpose, token: string): string {
  const path =
    purpose === "newsletter-confirm" ? NEWSLETTER_LINK_PATHS.confirm : NEWSLETTER_LINK_PATHS.unsubscribe;
  return `${origin}${localePath(locale, `/${path}`)}?${new URLSearchParams({ t: token })}`;
}

/** The unsubscribe link of a subscriber: no expiry, good while the address is on the list. */
export function unsubscribeUrl(origin: string, row: Pick<SubscriberRow, "id" | "locale">): string {
  const token = signLink("newsletter-unsubscribe", row.id, { expiresAt: null });
  return linkUrl(origin, localeOfRow(row), "newsletter-unsubscribe", token);
}

/** The confirmation email for `row`, its link bound to the send time just claimed. */
function confirmMail(row: SubscriberRow, sentAt: string, at: Date, agency: MailAgency): QueuedMail {
  const locale = localeOfRow(row);
  const token = signLink("newsletter-confirm", row.id, {
    expiresAt: new Date(at.getTime() + CONFIRM_LINK_DAYS * 86_400_000),
    binding: sentAt,
  });
  return {
    purpose: "newsletter-confirm",
    recipient: row.email,
    ...renderConfirmMail({
      locale,
      email: row.email,
      confirmUrl: linkUrl(agency.origin, locale, "newsletter-confirm", token),
      days: CONFIRM_LINK_DAYS,
      agency,
    }),
  };
}

/**
 * Subscribes an email, with consent (issue 23): a new address is `pending` and gets an email with a
 * link to confirm; it receives the newsletter only once confirmed. Asking again while pending sends
 * the email again, at most once per CONFIRM_EVERY_MINUTES (the answer is the same either way, so
 * the form cannot be used to flood a mailbox). An address that had unsubscribed or was suspended
 * starts over as pending. A confirmed address (compared case-insensitively) is a 400, as the old
 * backend answered and the footer's "Already Subscribed" label expects.
 */
export async function subscribe(db: DB, input: unknown, ctx: NewsletterContext): Promise<Subscriber> {
  const { email } = parseInput(SubscribeInputSchema, input);
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  const since = new Date(now.getTime() - CONFIRM_EVERY_MINUTES * 60_000).toISOString();
  const agency = await agencyOf(db, siteOrigin(ctx.origin));

  const existing = await findSubscriberRowByEmail(db, email);
  if (existing?.status === "confirmed") throw alreadySubscribed();
  let queued = false;
  try {
    await db.transaction().execute(async (trx) => {
      let id = existing?.id;
      let send: boolean;
      if (!id) {
        id = newId();
        await insertPendingSubscriber(trx, { id, email, locale: ctx.locale, at });
        send = true;
      } else {
        await resubscribe(trx, id, ctx.locale, at);
        send = await claimConfirmationSend(trx, id, at, since);
      }
      const row = await findSubscriberRow(trx, id);
      if (!row) throw new Error("subscriber vanished inside its transaction");
      if (row.status === "confirmed") throw alreadySubscribed();
      if (send) {
        await queueMail(trx, [confirmMail(row, at, now, agency)], { from: env().MAIL_FROM, now: at });
        queued = true;
      }
    });
  } catch (e) {
    // Two requests for a new address at once: the unique index on lower(email) lets one insert; the
    // other answers as for an address already pending (its confirmation email is on its way).
    const raced = await findSubscriberRowByEmail(db, email);
    if (!existing && raced && !(e instanceof AppError)) {
      if (raced.status === "confirmed") throw alreadySubscribed();
      return toSubscriber(raced);
    }
    throw e;
  }
  if (queued) mailQueued();
  const row = await findSubscriberRowByEmail(db, email);
  if (!row) throw new Error("subscriber not found after subscribing");
  return toSubscriber(row);
}

/** The subscriber a link names, if the token is genuine; its state otherwise. */
async function resolveLink(
  db: DB,
  purpose: LinkPurpose,
  token: unknown,
  now: Date,
): Promise<{ row: SubscriberRow } | LinkView> {
  const parsed = readLink(token);
  if (!parsed || !ID_PATTERN.test(parsed.subject)) return { state: "invalid" };
  const row = await findSubscriberRow(db, parsed.subject);
  if (!row) {
    // Deleted since. Only an unsubscribe link (no binding) can be told genuine without its record;
    // a forged token learns nothing either way.
    const genuine = purpose === "newsletter-unsubscribe" && checkLink(purpose, parsed, "", now) !== "invalid";
    return genuine ? { state: "gone" } : { state: "invalid" };
  }
  // A confirmation link is bound to the send time of its email: once a newer confirmation email
  // has gone out, only the newest link works.
  const binding = purpose === "newsletter-confirm" ? (row.confirm_sent_at ?? "") : "";
  const check = checkLink(purpose, parsed, binding, now);
  if (check === "invalid") return { state: "invalid" };
  if (check === "expired") return { state: "expired", days: CONFIRM_LINK_DAYS };
  return { row };
}

const view = (row: SubscriberRow, changed: boolean): LinkView => ({
  state: row.status,
  email: row.email,
  changed,
});

/** What a confirmation link shows before its button is pressed (a GET changes nothing). */
export async function readConfirmLink(db: DB, token: unknown, now = new Date()): Promise<LinkView> {
  const r = await resolveLink(db, "newsletter-confirm", token, now);
  if (!("row" in r)) return r;
  return r.row.status === "unsubscribed" || r.row.status === "suspended"
    ? { state: "gone" }
    : view(r.row, false);
}

/**
 * Confirms the subscription a link names: pending → confirmed, and a welcome email with the
 * unsubscribe link. Pressing it twice is harmless; a link whose address has left the list since is
 * refused (it cannot put the address back).
 */
export async function confirmSubscription(
  db: DB,
  token: unknown,
  ctx: Omit<NewsletterContext, "locale">,
): Promise<LinkView> {
  const now = ctx.now ?? new Date();
  const r = await resolveLink(db, "newsletter-confirm", token, now);
  if (!("row" in r)) return r;
  if (r.row.status !== "pending")
    return r.row.status === "confirmed" ? view(r.row, false) : { state: "gone" };
  const at = now.toISOString();
  const origin = siteOrigin(ctx.origin);
  const agency = await agencyOf(db, origin);
  const locale = localeOfRow(r.row);
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await moveSubscriber(trx, r.row.id, ["pending"], "confirmed", at))) return false;
    const unsubscribe = unsubscribeUrl(origin, r.row);
    const welcome: QueuedMail = {
      purpose: "newsletter-welcome",
      recipient: r.row.email,
      headers: unsubscribeHeaders(unsubscribe),
      ...renderWelcomeMail({
        locale,
        listingsUrl: `${origin}${localePath(locale, "/allProperties")}`,
        unsubscribeUrl: unsubscribe,
        agency,
      }),
    };
    await queueMail(trx, [welcome], { from: env().MAIL_FROM, now: at });
    return true;
  });
  if (moved) mailQueued();
  const row = await findSubscriberRow(db, r.row.id);
  return row ? view(row, moved) : { state: "gone" };
}

/** What an unsubscribe link shows before its button is pressed. */
export async function readUnsubscribeLink(db: DB, token: unknown, now = new Date()): Promise<LinkView> {
  const r = await resolveLink(db, "newsletter-unsubscribe", token, now);
  return "row" in r ? view(r.row, false) : r;
}

/**
 * Unsubscribes the address a link names, at once: from the page's button, or from the mail
 * client's own one-click POST (RFC 8058). Already unsubscribed is not an error.
 */
export async function unsubscribeByLink(db: DB, token: unknown, now = new Date()): Promise<LinkView> {
  const r = await resolveLink(db, "newsletter-unsubscribe", token, now);
  if (!("row" in r)) return r;
  const moved = await moveSubscriber(
    db,
    r.row.id,
    ["pending", "confirmed", "suspended"],
    "unsubscribed",
    now.toISOString(),
  );
  const row = await findSubscriberRow(db, r.row.id);
  return row ? view(row, moved) : { state: "gone" };
}

/**
 * The mail server refused an address for good (a 5xx answer): its subscription is suspended, so
 * nothing more is sent to it, and the admin shows why. Subscribing again starts it over.
 */
async function suspendBouncedAddress(db: DB, email: string, reason: string): Promise<void> {
  const n = await suspendEmail(db, email, nowIso(), reason);
  if (n) logger.info("newsletter address suspended after a hard bounce", { reason });
}

/** Suspends newsletter addresses as the outbox reports hard bounces; returns the unregistering function. */
export function suspendOnHardBounce(db: DB): () => void {
  return onHardBounce((recipient, reason) => suspendBouncedAddress(db, recipient, reason));
}

/** Where an address stands on the list, if it is on it (the visitor's own page shows it). */
export async function newsletterStatusOf(db: DB, email: string): Promise<SubscriberStatus | null> {
  return (await findSubscriberRowByEmail(db, email))?.status ?? null;
}

/** Takes an address off the list at once (from the visitor's own page); false when it was not on it. */
export async function unsubscribeEmail(db: DB, email: string, now = new Date()): Promise<boolean> {
  const row = await findSubscriberRowByEmail(db, email);
  if (!row) return false;
  return moveSubscriber(db, row.id, ["pending", "confirmed", "suspended"], "unsubscribed", now.toISOString());
}

export async function listSubscribers(
  db: DB,
  actor: Actor,
  filter: { email?: string; status?: SubscriberStatus; page?: number; pageSize?: number } = {},
): Promise<Page<Subscriber>> {
  assertAdmin(actor);
  const f = {
    email: filter.email,
    status: filter.status,
    page: filter.page ?? 1,
    pageSize: filter.pageSize ?? 100,
  };
  const [rows, total] = await Promise.all([findSubscribers(db, f), countSubscribers(db, f)]);
  return { items: rows.map(toSubscriber), total, page: f.page, pageSize: f.pageSize };
}

/** How many addresses are in each state, optionally among those matching `email`. */
export async function subscriberStatusCounts(
  db: DB,
  actor: Actor,
  email?: string,
): Promise<Record<SubscriberStatus, number>> {
  assertAdmin(actor);
  return countByStatus(db, email);
}

export async function deleteSubscriber(db: DB, actor: Actor, id: string): Promise<void> {
  assertAdmin(actor);
  if (!ID_PATTERN.test(id) || !(await deleteSubscriberRow(db, id)))
    throw notFound("No subscriber with that id.");
}

/**
 * Confirmed subscribers (those the newsletter reaches) and how many of them subscribed since
 * `since` (ISO time), for the admin dashboard.
 */
export async function subscriberCounts(
  db: DB,
  actor: Actor,
  since?: string,
): Promise<{ total: number; since: number }> {
  assertAdmin(actor);
  const [total, recent] = await Promise.all([
    countSubscribers(db, { status: "confirmed" }),
    since ? countSubscribers(db, { since, status: "confirmed" }) : Promise.resolve(0),
  ]);
  return { total, since: recent };
}
