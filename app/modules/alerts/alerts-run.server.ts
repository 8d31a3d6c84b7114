import type { DB } from "../../db/index.server.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { env } from "../../lib/env.server.ts";
import { localePath } from "../../lib/i18n/locale.ts";
import { claimPeriodicRun } from "../../lib/jobs.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { type MailAgency, siteOrigin } from "../mail/mail-layout.server.tsx";
import { mailListing } from "../mail/mail-listing.server.ts";
import { mailQueued, onHardBounce, type QueuedMail, queueMail } from "../mail/mail.service.server.ts";
import { unsubscribeHeaders } from "../newsletter/newsletter-mail.server.tsx";
import { priceLine } from "../properties/property.price.ts";
import { findPropertiesByIds } from "../properties/property.repository.server.ts";
import type { Property, PropertyFilter } from "../properties/property.schema.ts";
import { listProperties, parsePropertyQuery } from "../properties/property.service.server.ts";
import {
  agencyOf,
  alertStopUrl,
  describeSearch,
  favouritesStopUrl,
  localeOf,
  tOf,
  visitorPageUrl,
} from "./alerts-links.server.ts";
import { type FavouriteChange, renderAlertMail, renderFavouritesMail } from "./alerts-mail.server.tsx";
import {
  changedFavourites,
  claimSearchRun,
  dueSearches,
  findVisitor,
  markFavouriteSeen,
  pauseEverythingOf,
  recordPriceRises,
  type SavedSearchRow,
} from "./alerts.repository.server.ts";
import { ALERT_LISTINGS_SHOWN, type SavedFilters } from "./alerts.constants.ts";

// The alerts themselves (issue 23, ADR 0029): each round sends every due saved search's news and
// every favourites' news, once, by one instance.

/**
 * An alert looks at listings approved up to this long before it runs, so a listing whose approval
 * is still being written when the alert reads is in the next one rather than missed.
 */
export const SETTLE_MS = 2_000;

/**
 * Sends one search's alert if it has news: the listings approved after its last check (and up to
 * SETTLE_MS ago) that match, newest first. The check moves on in the same transaction that queues
 * the email, claimed by one conditional update, so each listing is told once, by one instance.
 * Nothing matched: the check moves on, nothing is sent.
 */
async function runSearch(
  db: DB,
  row: SavedSearchRow,
  now: Date,
  agencies: Map<string, MailAgency>,
): Promise<boolean> {
  const from = row.checked_until;
  const until = new Date(now.getTime() - SETTLE_MS).toISOString();
  if (!from || until <= from) return false;
  const filters = JSON.parse(row.filters) as SavedFilters;
  const filter: PropertyFilter = {
    ...parsePropertyQuery({ ...filters, sort: "latest", page: 1, pageSize: ALERT_LISTINGS_SHOWN }),
    approvedAfter: from,
    approvedUntil: until,
  };
  const found = await listProperties(db, PUBLIC, filter);
  const v = await findVisitor(db, row.visitor_id);
  if (!v) return false;
  let mail: QueuedMail | null = null;
  if (found.total > 0) {
    const locale = localeOf(v);
    const origin = siteOrigin(v.origin ?? undefined);
    const agency = agencies.get(origin) ?? (await agencyOf(db, origin));
    agencies.set(origin, agency);
    const byId = new Map(
      (
        await findPropertiesByIds(
          db,
          found.items.map((i) => i._id),
        )
      ).map((p) => [p._id, p]),
    );
    const listings = found.items
      .map((i) => byId.get(i._id))
      .filter((p): p is Property => !!p)
      .map((p) => mailListing(p, locale, origin));
    const stopUrl = alertStopUrl(origin, locale, row.id);
    mail = {
      purpose: "alert",
      recipient: v.email,
      dedupeKey: `alert:${row.id}:${until}`,
      headers: unsubscribeHeaders(stopUrl),
      ...renderAlertMail({
        locale,
        search: describeSearch(locale, filters),
        listings,
        total: found.total,
        searchUrl: `${origin}${localePath(locale, row.source_path)}`,
        pageUrl: visitorPageUrl(origin, v, now),
        stopUrl,
        agency,
      }),
    };
  }
  return db.transaction().execute(async (trx) => {
    if (!(await claimSearchRun(trx, row.id, from, until, !!mail))) return false;
    if (mail) await queueMail(trx, [mail], { from: env().MAIL_FROM, now: now.toISOString() });
    return !!mail;
  });
}

/**
 * One round of alerts: every search that is due (instant ones each round, daily and weekly ones a
 * day or a week after their last check), at most `limit`. Returns how many alerts were queued.
 * The caller claims the round (boot.server.ts: one instance per minute).
 */
export async function runDueAlerts(db: DB, o: { now?: Date; limit?: number } = {}): Promise<number> {
  const now = o.now ?? new Date();
  const due = await dueSearches(db, now, o.limit ?? 500);
  const agencies = new Map<string, MailAgency>();
  let sent = 0;
  for (const row of due) {
    try {
      if (await runSearch(db, row, now, agencies)) sent++;
    } catch (error) {
      logger.warn("saved search alert failed", { search: row.id, error });
    }
  }
  if (sent) mailQueued();
  return sent;
}

/**
 * One round of favourites news: for each visitor who asked for it, one email listing their
 * favourites whose price dropped or whose status changed since they were last told. A rise is
 * recorded quietly (the next drop is measured from it).
 */
export async function runFavouriteAlerts(db: DB, o: { now?: Date } = {}): Promise<number> {
  const now = o.now ?? new Date();
  await recordPriceRises(db);
  const changes = await changedFavourites(db, 1000);
  const byVisitor = new Map<string, typeof changes>();
  for (const c of changes) byVisitor.set(c.visitor_id, [...(byVisitor.get(c.visitor_id) ?? []), c]);
  let sent = 0;
  for (const [visitorId, list] of byVisitor) {
    const v = await findVisitor(db, visitorId);
    if (!v) continue;
    const locale = localeOf(v);
    const origin = siteOrigin(v.origin ?? undefined);
    const props = new Map(
      (
        await findPropertiesByIds(
          db,
          list.map((c) => c.property_id),
        )
      ).map((p) => [p._id, p]),
    );
    const t = tOf(locale);
    const told: FavouriteChange[] = [];
    await db.transaction().execute(async (trx) => {
      for (const c of list) {
        const p = props.get(c.property_id);
        if (!p) continue;
        const claimed = await markFavouriteSeen(
          trx,
          { visitorId, propertyId: c.property_id, fromPrice: c.seen_price, fromStatus: c.seen_status },
          { price: c.price, status: c.status ?? "" },
        );
        if (!claimed) continue;
        const wasLive = c.seen_status === "approved";
        const isLive = c.status === "approved";
        const listing = mailListing(p, locale, origin);
        if (wasLive && !isLive) told.push({ listing, kind: "unavailable" });
        else if (!wasLive && isLive) told.push({ listing, kind: "available" });
        else if (isLive && c.price < c.seen_price)
          told.push({ listing, kind: "price", was: priceLine({ ...p, price: c.seen_price }, t) });
      }
      if (!told.length) return;
      const mail: QueuedMail = {
        purpose: "favourites",
        recipient: v.email,
        dedupeKey: `favourites:${visitorId}:${now.toISOString()}`,
        headers: unsubscribeHeaders(favouritesStopUrl(origin, v)),
        ...renderFavouritesMail({
          locale,
          changes: told,
          pageUrl: visitorPageUrl(origin, v, now),
          stopUrl: favouritesStopUrl(origin, v),
          agency: await agencyOf(trx as unknown as DB, origin),
        }),
      };
      await queueMail(trx, [mail], { from: env().MAIL_FROM, now: now.toISOString() });
      sent++;
    });
  }
  if (sent) mailQueued();
  return sent;
}

/**
 * The periodic step (boot.server.ts): alerts, then favourites' news, each claimed by one instance
 * per period however many share the database.
 */
export async function alertsTick(
  db: DB,
  periodMs: number,
  now = new Date(),
): Promise<{ alerts: number; favourites: number }> {
  const alerts = (await claimPeriodicRun(db, "saved-search-alerts", periodMs, now))
    ? await runDueAlerts(db, { now })
    : 0;
  const favourites = (await claimPeriodicRun(db, "favourite-alerts", periodMs, now))
    ? await runFavouriteAlerts(db, { now })
    : 0;
  return { alerts, favourites };
}

/**
 * Pauses a visitor's alerts and favourites' news when the outbox reports a hard bounce (SMTP 5xx) on
 * their address, so nothing more is sent to an address that cannot receive it; returns the
 * unregistering function (boot.server.ts registers it beside the newsletter's).
 */
export function pauseAlertsOnHardBounce(db: DB): () => void {
  return onHardBounce(async (recipient) => {
    const n = await pauseEverythingOf(db, recipient, new Date().toISOString());
    if (n) logger.info("saved searches paused after a hard bounce", { searches: n });
  });
}
