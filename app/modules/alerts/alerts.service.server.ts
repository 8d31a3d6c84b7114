import type { DB } from "../../db/index.server.ts";
import { env } from "../../lib/env.server.ts";
import { AppError } from "../../lib/errors.ts";
import { type MessageKey, translate } from "../../lib/i18n/index.ts";
import { type Locale, unlocalizedPath } from "../../lib/i18n/locale.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { checkLink, type LinkPurpose, readLink, signLink } from "../../lib/signed-links.server.ts";
import { parseInput } from "../../lib/validation.ts";
import type { z } from "zod";
import { siteOrigin } from "../mail/mail-layout.server.tsx";
import { mailQueued, type QueuedMail, queueMail } from "../mail/mail.service.server.ts";
import { HOME_SEARCH_PARAMS, LISTING_PARAMS } from "../properties/listing-search.ts";
import { resultsPageQuery } from "../properties/listing-search.server.ts";
import type { PropertyFilter } from "../properties/property.schema.ts";
import { parsePropertyQuery } from "../properties/property.service.server.ts";
import { renderAlertsConfirmMail } from "./alerts-mail.server.tsx";
import type { MailAgency } from "../mail/mail-layout.server.tsx";
import {
  activatePending,
  claimLinkSend,
  confirmVisitor,
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearches,
  findVisitor,
  findVisitorByEmail,
  insertSavedSearch,
  insertVisitor,
  type SavedSearchRow,
  setFavouriteAlerts,
  touchVisitor,
  type VisitorRow,
} from "./alerts.repository.server.ts";
import {
  MAX_SAVED_SEARCHES,
  type SavedFilters,
  type SavedSearchView,
  VISITOR_PATHS,
  type VisitorLinkView,
} from "./alerts.constants.ts";
import { AlertRequestSchema } from "./alerts.schema.ts";
import { agencyOf, describeSearch, linkUrl, localeOf, pageToken } from "./alerts-links.server.ts";
import "../../lib/i18n/visitor.ts";

// Saved searches with alerts (issue 23, ADR 0029): asking for one, confirming it, stopping it. The
// rounds that send them are in alerts-run.server.ts, the visitor's own page and favourites in
// visitor-page.server.ts, the links and language in alerts-links.server.ts. A visitor is an email
// address; nothing is sent to it before a link emailed to it has been used, and every link is signed
// (lib/signed-links.server.ts).

/** How long a confirmation link works. */
const CONFIRM_LINK_DAYS = 7;
/** One email with a link (confirm, own page) per address per this many minutes. */
export const LINK_EVERY_MINUTES = 10;
/** Emails about favourites (and purposes of every email a visitor can ask us to forget). */
export const VISITOR_MAIL_PURPOSES = [
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

export const sinceIso = (now: Date) => new Date(now.getTime() - LINK_EVERY_MINUTES * 60_000).toISOString();

/**
 * Parses a visitor's form; on failure a 422 whose field messages are the schema's message keys (the
 * pages show them in the visitor's language; these forms have no API of their own).
 */
export const parseForm = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> =>
  parseInput(schema, input, { keys: true });

export function badRequest(key: MessageKey, field?: string): AppError {
  const message = translate("en", key);
  // The field's message is the key: the page shows it in the visitor's language.
  return new AppError("bad_request", message, { fields: { [field ?? "form"]: key } });
}

type Resolved<T> = { row: T } | VisitorLinkView;

/** The visitor a link names, if its token is genuine and current; why not otherwise. */
export async function resolveVisitor(
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
export const FILTER_KEYS = [
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

export function toView(r: SavedSearchRow, locale: Locale): SavedSearchView {
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

/** The visitor of an address, created when new; their language and site follow their latest request. */
export async function visitorFor(
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
  agency: MailAgency,
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
