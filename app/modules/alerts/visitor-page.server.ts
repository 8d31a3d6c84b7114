import type { DB } from "../../db/index.server.ts";
import type { SavedSearchFrequency } from "../../db/schema.ts";
import { env } from "../../lib/env.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { ID_PATTERN } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import { siteOrigin } from "../mail/mail-layout.server.tsx";
import { deleteMailTo } from "../mail/mail.repository.server.ts";
import { mailQueued, type QueuedMail, queueMail } from "../mail/mail.service.server.ts";
import {
  forgetSubscriberEmail,
  newsletterStatusOf,
  subscribe,
  unsubscribeEmail,
} from "../newsletter/newsletter.service.server.ts";
import { findPropertiesByIds } from "../properties/property.repository.server.ts";
import { renderVisitorLinkMail } from "./alerts-mail.server.tsx";
import {
  activatePending,
  addFavourites,
  claimLinkSend,
  confirmVisitor,
  countFavourites,
  deleteFavourite,
  deleteSavedSearch,
  deleteVisitor,
  findFavourites,
  findSavedSearch,
  findSavedSearches,
  findVisitorByEmail,
  setFavouriteAlerts,
  touchVisitor,
  updateSavedSearch,
  type VisitorRow,
} from "./alerts.repository.server.ts";
import {
  MAX_FAVOURITES,
  type SavedFilters,
  type VisitorLinkView,
  type VisitorPage,
} from "./alerts.constants.ts";
import { AttachFavouritesSchema, SavedSearchEditSchema, VisitorLinkRequestSchema } from "./alerts.schema.ts";
import { agencyOf, localeOf, PAGE_LINK_DAYS, visitorPageUrl } from "./alerts-links.server.ts";
import "../../lib/i18n/visitor.ts";
import {
  badRequest,
  FILTER_KEYS,
  parseForm,
  resolveVisitor,
  sinceIso,
  toView,
  VISITOR_MAIL_PURPOSES,
  type VisitorContext,
  visitorFor,
} from "./alerts.service.server.ts";

// The visitor's own page (issue 23, ADR 0029): what its link shows and what it can change, the
// email that brings the link, and favourites attached to an address.

/** The visitor's page, from a link in one of their emails (GET: nothing changes). */
export async function readVisitorPage(
  db: DB,
  token: unknown,
  locale: Locale,
  now = new Date(),
): Promise<VisitorLinkView | VisitorPage> {
  const r = await resolveVisitor(db, "visitor-page", token, now);
  if (!("row" in r)) return r;
  const v = r.row;
  const [searches, favourites, newsletter] = await Promise.all([
    findSavedSearches(db, v.id),
    findFavourites(db, v.id),
    newsletterStatusOf(db, v.email),
  ]);
  return {
    state: "ok",
    email: v.email,
    confirmed: v.confirmed_at !== null,
    searches: searches.map((s) => toView(s, locale)),
    favourites: favourites.map((f) => ({
      id: f.id,
      name: f.name,
      price: f.price,
      status: f.status ?? "",
      published: f.status === "approved",
    })),
    favouriteAlerts: v.favourite_alerts === 1,
    newsletter,
  };
}

/** What the visitor's page can do; each names its intent and what it acts on. */
export type VisitorAction =
  | { intent: "start" }
  | { intent: "edit"; id: string; values: unknown }
  | { intent: "pause" | "resume" | "delete"; id: string }
  | { intent: "unfavourite"; id: string }
  | { intent: "favourite-alerts"; on: boolean }
  | { intent: "newsletter-subscribe" | "newsletter-unsubscribe" }
  | { intent: "forget" };

export type VisitorActionResult =
  | VisitorLinkView
  | { state: "done"; intent: VisitorAction["intent"] }
  | { state: "forgotten" };

/**
 * One change from the visitor's page. Using the page proves the address is theirs (its link came to
 * it), so it confirms the address as a confirmation link would. A search or favourite that is not
 * theirs is "not found", never touched.
 */
export async function actOnVisitorPage(
  db: DB,
  token: unknown,
  action: VisitorAction,
  ctx: VisitorContext,
): Promise<VisitorActionResult> {
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  const r = await resolveVisitor(db, "visitor-page", token, now);
  if (!("row" in r)) return r;
  const v = r.row;
  const notFound = () => badRequest("visitor.error.notFound");
  await confirmVisitor(db, v.id, at);
  switch (action.intent) {
    case "start":
      await activatePending(db, v.id, at);
      break;
    case "edit": {
      const values = parseForm(SavedSearchEditSchema, action.values);
      const row = await findSavedSearch(db, action.id);
      if (!row || row.visitor_id !== v.id) throw notFound();
      const filters = { ...(JSON.parse(row.filters) as SavedFilters) };
      for (const k of ["minPrice", "maxPrice", "bedroom"] as const) {
        if (values[k] === undefined) delete filters[k];
        else filters[k] = values[k];
      }
      const ordered: Record<string, unknown> = {};
      for (const k of FILTER_KEYS) if (filters[k] !== undefined) ordered[k] = filters[k];
      const source = new URL(row.source_path, "http://site.invalid");
      for (const k of ["minPrice", "maxPrice", "bedroom"] as const) {
        if (values[k] === undefined) source.searchParams.delete(k);
        else source.searchParams.set(k, String(values[k]));
      }
      await updateSavedSearch(db, row.id, v.id, {
        filters: JSON.stringify(ordered),
        frequency: values.frequency as SavedSearchFrequency,
        source_path: `${source.pathname}${source.search}`.slice(0, 600),
        updated_at: at,
      });
      break;
    }
    case "pause":
      if (!(await updateSavedSearch(db, action.id, v.id, { status: "paused", updated_at: at }, ["active"])))
        throw notFound();
      break;
    case "resume":
      // Listings approved while it was paused are not sent afterwards: it starts again from now.
      if (
        !(await updateSavedSearch(
          db,
          action.id,
          v.id,
          { status: "active", checked_until: at, updated_at: at },
          ["paused", "pending"],
        ))
      )
        throw notFound();
      break;
    case "delete":
      if (!(await deleteSavedSearch(db, action.id, v.id))) throw notFound();
      break;
    case "unfavourite":
      if (!(await deleteFavourite(db, v.id, action.id))) throw notFound();
      break;
    case "favourite-alerts":
      await setFavouriteAlerts(db, v.id, action.on);
      break;
    case "newsletter-subscribe":
      try {
        await subscribe(db, { email: v.email }, { locale: ctx.locale, origin: ctx.origin, now });
      } catch (e) {
        // Already subscribed: nothing to do.
        if (!(e instanceof AppError && e.code === "bad_request")) throw e;
      }
      break;
    case "newsletter-unsubscribe":
      await unsubscribeEmail(db, v.email, now);
      break;
    case "forget":
      await forgetVisitor(db, v);
      return { state: "forgotten" };
  }
  return { state: "done", intent: action.intent };
}

/**
 * "Delete everything about me": the visitor's saved searches, favourites, newsletter subscription
 * and the emails we sent them about those go at once; links to their page stop working. Their
 * enquiries to agents stay (the agency's record; the page says so).
 */
async function forgetVisitor(db: DB, v: VisitorRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteVisitor(trx, v.id);
    await forgetSubscriberEmail(trx as unknown as DB, v.email);
    await deleteMailTo(trx, v.email, VISITOR_MAIL_PURPOSES);
  });
  logger.info("a visitor deleted everything about them");
}

/** Queues the email with the link to the visitor's page, if none went in the last minutes. */
async function sendPageLink(db: DB, v: VisitorRow, now: Date, favouritesAdded: number): Promise<boolean> {
  const at = now.toISOString();
  const origin = siteOrigin(v.origin ?? undefined);
  const agency = await agencyOf(db, origin);
  const locale = localeOf(v);
  const queued = await db.transaction().execute(async (trx) => {
    if (!(await claimLinkSend(trx, v.id, at, sinceIso(now)))) return false;
    const mail: QueuedMail = {
      purpose: "visitor-page",
      recipient: v.email,
      dedupeKey: `visitor-page:${v.id}:${at}`,
      ...renderVisitorLinkMail({
        locale,
        email: v.email,
        pageUrl: visitorPageUrl(origin, v, now),
        days: PAGE_LINK_DAYS,
        favouritesAdded,
        agency,
      }),
    };
    await queueMail(trx, [mail], { from: env().MAIL_FROM, now: at });
    return true;
  });
  if (queued) mailQueued();
  return queued;
}

/**
 * "Email me a link to my page": sent only to an address we know (one with alerts or favourites),
 * at most once per LINK_EVERY_MINUTES; the answer is the same for any address.
 */
export async function requestVisitorLink(
  db: DB,
  input: unknown,
  ctx: VisitorContext,
): Promise<{ email: string }> {
  const { email } = parseForm(VisitorLinkRequestSchema, input);
  const now = ctx.now ?? new Date();
  const v = await findVisitorByEmail(db, email);
  if (v) {
    await touchVisitor(db, v.id, ctx.locale, siteOrigin(ctx.origin));
    await sendPageLink(db, { ...v, locale: ctx.locale, origin: siteOrigin(ctx.origin) }, now, 0);
  }
  return { email };
}

/**
 * Favourites that follow the visitor: the listings kept in this browser are attached to the
 * address (published ones only, up to MAX_FAVOURITES), and the link to their page, where they see
 * them on any device and may ask to hear of price drops, is emailed to it. Nothing is sent about a
 * favourite before that link is used.
 */
export async function attachFavourites(
  db: DB,
  input: unknown,
  ctx: VisitorContext,
): Promise<{ email: string; attached: number }> {
  const req = parseForm(AttachFavouritesSchema, input);
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  const origin = siteOrigin(ctx.origin);
  const ids = [...new Set(req.ids)].filter((id) => ID_PATTERN.test(id));
  const listings = (await findPropertiesByIds(db, ids)).filter((p) => p.status === "approved");
  const v = await visitorFor(db, req.email, { locale: ctx.locale, origin, at });
  const room = MAX_FAVOURITES - (await countFavourites(db, v.id));
  if (room <= 0 && listings.length) throw badRequest("visitor.error.tooManyFavourites", "email");
  const kept = listings.slice(0, room);
  await addFavourites(
    db,
    v.id,
    kept.map((p) => ({ id: p._id, price: p.price, status: p.status })),
    at,
  );
  await sendPageLink(db, v, now, kept.length);
  return { email: req.email, attached: kept.length };
}
