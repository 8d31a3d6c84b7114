import type { DB } from "../../db/index.server.ts";
import type { SavedSearchFrequency } from "../../db/schema.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { describeFilters } from "../properties/filter-labels.ts";
import { env } from "../../lib/env.server.ts";
import { AppError } from "../../lib/errors.ts";
import { type MessageKey, translate, type Vars } from "../../lib/i18n/index.ts";
import { type Locale, localePath, unlocalizedPath } from "../../lib/i18n/locale.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { claimPeriodicRun } from "../../lib/jobs.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { checkLink, type LinkPurpose, readLink, signLink } from "../../lib/signed-links.server.ts";
import { parseInput } from "../../lib/validation.ts";
import type { z } from "zod";
import { siteOrigin } from "../mail/mail-layout.server.tsx";
import { mailListing } from "../mail/mail-listing.server.ts";
import { deleteMailTo } from "../mail/mail.repository.server.ts";
import { mailQueued, onHardBounce, type QueuedMail, queueMail } from "../mail/mail.service.server.ts";
import { unsubscribeHeaders } from "../newsletter/newsletter-mail.server.tsx";
import {
  forgetSubscriberEmail,
  newsletterStatusOf,
  subscribe,
  unsubscribeEmail,
} from "../newsletter/newsletter.service.server.ts";
import { HOME_SEARCH_PARAMS, LISTING_PARAMS } from "../properties/listing-search.ts";
import { resultsPageQuery } from "../properties/listing-search.server.ts";
import { priceLine } from "../properties/property.price.ts";
import { findPropertiesByIds } from "../properties/property.repository.server.ts";
import type { Property, PropertyFilter } from "../properties/property.schema.ts";
import { listProperties, parsePropertyQuery } from "../properties/property.service.server.ts";
import { getSiteSettings } from "../settings/settings.service.server.ts";
import {
  type FavouriteChange,
  renderAlertMail,
  renderAlertsConfirmMail,
  renderFavouritesMail,
  renderVisitorLinkMail,
  type VisitorAgency,
} from "./alerts-mail.server.tsx";
import {
  activatePending,
  addFavourites,
  changedFavourites,
  claimLinkSend,
  claimSearchRun,
  confirmVisitor,
  countFavourites,
  deleteFavourite,
  deleteSavedSearch,
  deleteVisitor,
  dueSearches,
  findFavourites,
  findSavedSearch,
  findSavedSearches,
  findVisitor,
  findVisitorByEmail,
  insertSavedSearch,
  insertVisitor,
  markFavouriteSeen,
  pauseEverythingOf,
  recordPriceRises,
  type SavedSearchRow,
  setFavouriteAlerts,
  touchVisitor,
  updateSavedSearch,
  type VisitorRow,
} from "./alerts.repository.server.ts";
import {
  ALERT_LISTINGS_SHOWN,
  MAX_FAVOURITES,
  MAX_SAVED_SEARCHES,
  type SavedFilters,
  type SavedSearchView,
  VISITOR_PATHS,
  type VisitorLinkView,
  type VisitorPage,
} from "./alerts.constants.ts";
import {
  AlertRequestSchema,
  AttachFavouritesSchema,
  SavedSearchEditSchema,
  VisitorLinkRequestSchema,
} from "./alerts.schema.ts";
import "../../lib/i18n/visitor.ts";

// Saved searches with alerts, the visitor's own page and favourites that follow them (issue 23,
// ADR 0029). A visitor is an email address; nothing is sent to it before a link emailed to it has
// been used, and every link is signed (lib/signed-links.server.ts).

/** How long a confirmation link works, and a link to the visitor's page. */
const CONFIRM_LINK_DAYS = 7;
const PAGE_LINK_DAYS = 30;
/** One email with a link (confirm, own page) per address per this many minutes. */
export const LINK_EVERY_MINUTES = 10;
/**
 * An alert looks at listings approved up to this long before it runs, so a listing whose approval
 * is still being written when the alert reads is in the next one rather than missed.
 */
export const SETTLE_MS = 2_000;
/** Emails about favourites (and purposes of every email a visitor can ask us to forget). */
const VISITOR_MAIL_PURPOSES = [
  "alerts-confirm",
  "alert",
  "visitor-page",
  "favourites",
  "newsletter-confirm",
  "newsletter-welcome",
  "newsletter-campaign",
] as const;

/** Who asked, as the web layer saw it: the page's language and the site's origin for the links. */
export interface VisitorContext {
  locale: Locale;
  origin?: string;
  now?: Date;
}

const localeOf = (v: Pick<VisitorRow, "locale">): Locale => (v.locale === "ar" ? "ar" : "en");
const tOf = (locale: Locale) => (key: MessageKey, vars?: Vars) => translate(locale, key, vars);
const sinceIso = (now: Date) => new Date(now.getTime() - LINK_EVERY_MINUTES * 60_000).toISOString();

/**
 * Parses a visitor's form; on failure a 422 whose field messages are the schema's message keys (the
 * pages show them in the visitor's language; these forms have no API of their own).
 */
const parseForm = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> =>
  parseInput(schema, input, { keys: true });

function badRequest(key: MessageKey, field?: string): AppError {
  const message = translate("en", key);
  // The field's message is the key: the page shows it in the visitor's language.
  return new AppError("bad_request", message, { fields: { [field ?? "form"]: key } });
}

async function agencyOf(db: DB, origin: string): Promise<VisitorAgency> {
  const s = await getSiteSettings(db);
  return { name: s.agencyName, address: s.address, origin };
}

// ---------- links ----------

function linkUrl(origin: string, locale: Locale, path: string, query: Record<string, string>): string {
  return `${origin}${localePath(locale, `/${path}`)}?${new URLSearchParams(query)}`;
}

/** The visitor's own page, with a link good for PAGE_LINK_DAYS. */
function visitorPageUrl(origin: string, v: Pick<VisitorRow, "id" | "locale">, now = new Date()): string {
  const t = signLink("visitor-page", v.id, {
    expiresAt: new Date(now.getTime() + PAGE_LINK_DAYS * 86_400_000),
  });
  return linkUrl(origin, localeOf(v), VISITOR_PATHS.page, { t });
}

/** The one-click stop of one alert: no expiry, good while the alert exists. */
function alertStopUrl(origin: string, locale: Locale, searchId: string): string {
  return linkUrl(origin, locale, VISITOR_PATHS.stop, {
    t: signLink("alert-stop", searchId, { expiresAt: null }),
  });
}

/** The one-click stop of the favourites' emails. */
function favouritesStopUrl(origin: string, v: Pick<VisitorRow, "id" | "locale">): string {
  const f = signLink("favourites-stop", v.id, { expiresAt: null });
  return linkUrl(origin, localeOf(v), VISITOR_PATHS.stop, { f });
}

type Resolved<T> = { row: T } | VisitorLinkView;

/** The visitor a link names, if its token is genuine and current; why not otherwise. */
async function resolveVisitor(
  db: DB,
  purpose: Extract<LinkPurpose, "visitor-page" | "alerts-confirm" | "favourites-stop">,
  token: unknown,
  now: Date,
): Promise<Resolved<VisitorRow>> {
  const parsed = readLink(token);
  if (!parsed || !ID_PATTERN.test(parsed.subject)) return { state: "invalid" };
  const row = await findVisitor(db, parsed.subject);
  // A confirmation link is bound to the send time of its email: only the newest works.
  const binding = purpose === "alerts-confirm" ? (row?.link_sent_at ?? "") : "";
  const check = checkLink(purpose, parsed, binding, now);
  if (!row)
    return check === "invalid" || purpose === "alerts-confirm" ? { state: "invalid" } : { state: "gone" };
  if (check === "invalid") return { state: "invalid" };
  if (check === "expired") return { state: "expired" };
  return { row };
}

// ---------- saved searches ----------

const PAGE_PARAMS = new Set<string>([...LISTING_PARAMS, ...HOME_SEARCH_PARAMS]);

/** The filters a saved search keeps, in a fixed order (so the same search is recognised). */
const FILTER_KEYS = [
  "type",
  "propertyType",
  "complete",
  "city",
  "minPrice",
  "maxPrice",
  "bedroom",
  "bathroom",
  "location",
  "bbox",
] as const satisfies readonly (keyof SavedFilters)[];

function pickFilters(f: PropertyFilter): SavedFilters {
  const all: SavedFilters = {
    type: f.type,
    propertyType: f.propertyType,
    complete: f.propertyStatus,
    city: f.city,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    bedroom: f.bedroom,
    bathroom: f.bathroom,
    location: f.location,
    // The map's area as the address writes it (what the query schema reads back).
    bbox: f.bbox ? [f.bbox.minLng, f.bbox.minLat, f.bbox.maxLng, f.bbox.maxLat].join(",") : undefined,
  };
  const out: Record<string, unknown> = {};
  for (const k of FILTER_KEYS) if (all[k] !== undefined) out[k] = all[k];
  return out as SavedFilters;
}

/**
 * The filters of a results page's address, as the page itself applies them
 * (listing-search.server.ts `resultsPageQuery`), and the address to open it again (without sort
 * and page, in English: the visitor's language is added when a link is made).
 */
export function searchOfPage(from: string): { filters: SavedFilters; sourcePath: string } {
  let url: URL;
  try {
    url = new URL(from, "http://site.invalid");
  } catch {
    throw badRequest("visitor.error.page", "from");
  }
  const query =
    url.origin === "http://site.invalid" ? resultsPageQuery(url.pathname, url.searchParams) : null;
  if (!query) throw badRequest("visitor.error.page", "from");
  let filter: PropertyFilter;
  try {
    filter = parsePropertyQuery(query);
  } catch {
    throw badRequest("visitor.error.filters", "from");
  }
  // The page's own filters ride along (what the listing pages and the home search read), not its
  // sort or page.
  const keep = new URLSearchParams();
  for (const [k, v] of url.searchParams)
    if (k !== "sort" && k !== "page" && v.trim() && PAGE_PARAMS.has(k)) keep.append(k, v.trim());
  const path = unlocalizedPath(url.pathname);
  return { filters: pickFilters(filter), sourcePath: `${path}${keep.size ? `?${keep}` : ""}`.slice(0, 600) };
}

function toView(r: SavedSearchRow, locale: Locale): SavedSearchView {
  const filters = JSON.parse(r.filters) as SavedFilters;
  return {
    id: r.id,
    filters,
    description: describeSearch(locale, filters),
    sourcePath: r.source_path,
    frequency: r.frequency,
    status: r.status,
    createdAt: r.created_at,
    lastSentAt: r.last_sent_at,
  };
}

/** A search in words, in the reader's language. */
function describeSearch(locale: Locale, filters: SavedFilters): string[] {
  return describeFilters(tOf(locale), filters);
}

/** The visitor of an address, created when new; their language and site follow their latest request. */
async function visitorFor(
  db: DB,
  email: string,
  ctx: { locale: Locale; origin: string; at: string },
): Promise<VisitorRow> {
  const found = await findVisitorByEmail(db, email);
  if (found) {
    await touchVisitor(db, found.id, ctx.locale, ctx.origin);
    return { ...found, locale: ctx.locale, origin: ctx.origin };
  }
  try {
    await insertVisitor(db, { id: newId(), email, locale: ctx.locale, origin: ctx.origin, at: ctx.at });
  } catch (e) {
    // Two requests for a new address at once: the unique index on lower(email) lets one insert.
    if (!(await findVisitorByEmail(db, email))) throw e;
  }
  const row = await findVisitorByEmail(db, email);
  if (!row) throw new Error("visitor not found after inserting it");
  return row;
}

/** The email that asks the visitor to confirm their pending searches, its link bound to `sentAt`. */
function confirmMail(
  v: VisitorRow,
  pending: SavedSearchRow[],
  sentAt: string,
  now: Date,
  agency: VisitorAgency,
): QueuedMail {
  const locale = localeOf(v);
  const token = signLink("alerts-confirm", v.id, {
    expiresAt: new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000),
    binding: sentAt,
  });
  return {
    purpose: "alerts-confirm",
    recipient: v.email,
    dedupeKey: `alerts-confirm:${v.id}:${sentAt}`,
    ...renderAlertsConfirmMail({
      locale,
      email: v.email,
      searches: pending.map((s) => describeSearch(locale, JSON.parse(s.filters) as SavedFilters)),
      confirmUrl: linkUrl(agency.origin, locale, VISITOR_PATHS.confirm, { t: token }),
      days: CONFIRM_LINK_DAYS,
      agency,
    }),
  };
}

/**
 * "Alert me" (issue 23): saves the filters of the page the visitor is on with their address and a
 * frequency. Nothing is sent until they confirm from the email this queues (at most one such email
 * per LINK_EVERY_MINUTES; a newer one covers every search waiting). The answer is the same whether
 * the address is new, known or already has this search, so the form tells nobody anything about an
 * address. The same search with the same frequency is kept once.
 */
export async function requestAlert(db: DB, input: unknown, ctx: VisitorContext): Promise<{ email: string }> {
  const req = parseForm(AlertRequestSchema, input);
  const { filters, sourcePath } = searchOfPage(req.from);
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  const origin = siteOrigin(ctx.origin);
  const agency = await agencyOf(db, origin);
  const key = JSON.stringify(filters);
  let queued = false;
  // Outside the transaction: on PostgreSQL a lost race on the unique address would abort it.
  const v = await visitorFor(db, req.email, { locale: ctx.locale, origin, at });
  await db.transaction().execute(async (trx) => {
    const searches = await findSavedSearches(trx, v.id);
    const same = searches.find((s) => s.filters === key && s.frequency === req.frequency);
    if (!same) {
      if (searches.length >= MAX_SAVED_SEARCHES) throw badRequest("visitor.error.tooMany", "email");
      await insertSavedSearch(trx, {
        id: newId(),
        visitorId: v.id,
        filters: key,
        sourcePath,
        frequency: req.frequency,
        at,
      });
    }
    const pending = (await findSavedSearches(trx, v.id)).filter((s) => s.status === "pending");
    if (pending.length && (await claimLinkSend(trx, v.id, at, sinceIso(now)))) {
      await queueMail(trx, [confirmMail(v, pending, at, now, agency)], { from: env().MAIL_FROM, now: at });
      queued = true;
    }
  });
  if (queued) mailQueued();
  return { email: req.email };
}

/** What a confirmation link opens: the searches it starts. A GET: nothing changes. */
export async function readAlertsConfirmLink(
  db: DB,
  token: unknown,
  locale: Locale,
  now = new Date(),
): Promise<VisitorLinkView | { state: "ok"; email: string; pending: SavedSearchView[]; active: number }> {
  const r = await resolveVisitor(db, "alerts-confirm", token, now);
  if (!("row" in r)) return r;
  const searches = await findSavedSearches(db, r.row.id);
  return {
    state: "ok",
    email: r.row.email,
    pending: searches.filter((s) => s.status === "pending").map((s) => toView(s, locale)),
    active: searches.filter((s) => s.status === "active").length,
  };
}

/**
 * Starts the visitor's pending searches (the address is theirs: the link came to it). From now on
 * listings approved after this moment are what their alerts send. Pressing it twice is harmless.
 */
export async function confirmAlerts(
  db: DB,
  token: unknown,
  now = new Date(),
): Promise<VisitorLinkView | { state: "confirmed"; email: string; started: number; pageToken: string }> {
  const r = await resolveVisitor(db, "alerts-confirm", token, now);
  if (!("row" in r)) return r;
  const at = now.toISOString();
  const started = await db.transaction().execute(async (trx) => {
    await confirmVisitor(trx, r.row.id, at);
    return activatePending(trx, r.row.id, at);
  });
  return { state: "confirmed", email: r.row.email, started, pageToken: pageToken(r.row.id, now) };
}

function pageToken(visitorId: string, now: Date): string {
  return signLink("visitor-page", visitorId, {
    expiresAt: new Date(now.getTime() + PAGE_LINK_DAYS * 86_400_000),
  });
}

/** What an alert's stop link opens (GET: nothing changes). */
export async function readAlertStopLink(
  db: DB,
  token: unknown,
  locale: Locale = "en",
  now = new Date(),
): Promise<VisitorLinkView | { state: "ok"; search: SavedSearchView; email: string }> {
  const parsed = readLink(token);
  if (!parsed || !ID_PATTERN.test(parsed.subject)) return { state: "invalid" };
  const check = checkLink("alert-stop", parsed, "", now);
  if (check !== "valid") return { state: "invalid" };
  const row = await findSavedSearch(db, parsed.subject);
  if (!row) return { state: "gone" };
  const v = await findVisitor(db, row.visitor_id);
  return { state: "ok", search: toView(row, locale), email: v?.email ?? "" };
}

/**
 * Stops one alert for good: from the page's button or the mail client's one-click POST (RFC 8058).
 * The search is deleted (nothing about it is kept); the visitor's other alerts go on.
 */
export async function stopAlert(
  db: DB,
  token: unknown,
  now = new Date(),
): Promise<VisitorLinkView | { state: "stopped"; pageToken: string | null }> {
  const r = await readAlertStopLink(db, token, "en", now);
  if (r.state !== "ok") return r;
  const row = await findSavedSearch(db, r.search.id);
  await deleteSavedSearch(db, r.search.id);
  return { state: "stopped", pageToken: row ? pageToken(row.visitor_id, now) : null };
}

/** What a favourites stop link opens, and the stop itself (one click). */
export async function stopFavouriteAlerts(
  db: DB,
  token: unknown,
  opts: { act: boolean; now?: Date },
): Promise<VisitorLinkView | { state: "ok" | "stopped"; email: string; pageToken: string }> {
  const now = opts.now ?? new Date();
  const r = await resolveVisitor(db, "favourites-stop", token, now);
  if (!("row" in r)) return r;
  if (opts.act) await setFavouriteAlerts(db, r.row.id, false);
  return { state: opts.act ? "stopped" : "ok", email: r.row.email, pageToken: pageToken(r.row.id, now) };
}

// ---------- the alerts themselves ----------

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
  agencies: Map<string, VisitorAgency>,
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
  const agencies = new Map<string, VisitorAgency>();
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

// ---------- the visitor's own page ----------

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
