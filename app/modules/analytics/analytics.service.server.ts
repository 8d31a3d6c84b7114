import { dubaiDay } from "../../lib/time.ts";
import { LOCALES, localePath, unlocalizedPath } from "../../lib/i18n/locale.ts";
import { isbot } from "isbot";
import type { DB } from "../../db/index.server.ts";
import { validationError } from "../../lib/errors.ts";
import { ID_PATTERN } from "../../lib/ids.ts";
import {
  incrementPageView,
  totalViews,
  viewsByDay,
  viewsByPath,
  viewsByReferrer,
} from "./analytics.repository.server.ts";
import { type DailyViews, type PathViews, PageViewSchema } from "./analytics.schema.ts";

/**
 * First-party, cookieless page-view counts: one row per (path, day, referring host) holding a
 * number. No address, no cookie, no user agent, no identifier of any kind is stored.
 */

function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const PATH_CHARS = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;
const MAX_PATH = 300;

/** The path as counted: no query or fragment, no trailing slash; null when it is not a page path. */
export function normalizePath(raw: string): string | null {
  let p = raw.trim();
  const cut = p.search(/[?#]/);
  if (cut >= 0) p = p.slice(0, cut);
  if (!p.startsWith("/") || p.startsWith("//")) return null;
  if (p.length > 1) p = p.replace(/\/+$/, "") || "/";
  if (p.length > MAX_PATH || !PATH_CHARS.test(p)) return null;
  return p;
}

/** Paths never counted: the admin area (docs/product/decisions.md), the API, build assets. */
export function isIgnoredPath(path: string): boolean {
  const p = path.toLowerCase();
  return ["/admin", "/api", "/assets", "/addproperty", "/editproperty"].some(
    (prefix) => p === prefix || p.startsWith(`${prefix}/`),
  );
}

/** The referring site's host, or "" for none, a malformed one, or the site itself. */
export function referrerHost(referrer: string | null | undefined, ownHost: string | null): string {
  if (!referrer) return "";
  try {
    const u = new URL(referrer);
    if (u.protocol !== "http:" && u.protocol !== "https:") return "";
    const host = u.hostname.toLowerCase().slice(0, 255);
    const own = (ownHost ?? "").toLowerCase().replace(/:\d+$/, "");
    return host === own ? "" : host;
  } catch {
    return "";
  }
}

/**
 * Counts one view. Returns false (and stores nothing) for bots, the admin area and paths that are
 * not page paths; invalid input (no path) is a 422.
 */
export async function recordPageView(
  db: DB,
  input: unknown,
  ctx: { userAgent: string | null; host: string | null; now?: Date },
): Promise<boolean> {
  const parsed = PageViewSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues);
  if (!ctx.userAgent || isbot(ctx.userAgent)) return false;
  const path = normalizePath(parsed.data.path);
  if (!path || isIgnoredPath(path)) return false;
  await incrementPageView(
    db,
    path,
    dubaiDay(ctx.now ?? new Date()),
    referrerHost(parsed.data.referrer, ctx.host),
  );
  return true;
}

function range(days: number, now: Date): { from: string; to: string } {
  const n = Math.max(1, Math.min(366, Math.floor(days)));
  const to = dubaiDay(now);
  return { from: shiftDay(to, -(n - 1)), to };
}

/** Views per day for the last `days` days (today included), oldest first, with zero-view days. */
export async function pageViewsPerDay(db: DB, days = 30, now = new Date()): Promise<DailyViews[]> {
  const { from, to } = range(days, now);
  const counted = new Map((await viewsByDay(db, from, to)).map((r) => [r.day, r.views]));
  const out: DailyViews[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) out.push({ day, views: counted.get(day) ?? 0 });
  return out;
}

export async function pageViewTotal(db: DB, days = 30, now = new Date()): Promise<number> {
  const { from, to } = range(days, now);
  return totalViews(db, from, to);
}

/** The most viewed paths of the last `days` days, optionally under a prefix. */
export async function topPaths(
  db: DB,
  opts: { days?: number; limit?: number; prefix?: string; now?: Date } = {},
): Promise<PathViews[]> {
  const { from, to } = range(opts.days ?? 30, opts.now ?? new Date());
  return viewsByPath(db, {
    from,
    to,
    prefix: opts.prefix,
    limit: Math.max(1, Math.min(100, opts.limit ?? 10)),
  });
}

/** The most viewed listing pages (`/property/<id>`) with their ids, most viewed first. */
export async function topListingViews(
  db: DB,
  opts: { days?: number; limit?: number; now?: Date } = {},
): Promise<(PathViews & { propertyId: string })[]> {
  // A listing's views in every language (`/property/<id>` and `/ar/property/<id>`) are its views.
  const limit = (opts.limit ?? 10) * 2;
  const rows = (
    await Promise.all(
      LOCALES.map((l) => topPaths(db, { ...opts, prefix: localePath(l, "/property/"), limit })),
    )
  ).flat();
  const byId = new Map<string, PathViews & { propertyId: string }>();
  for (const r of rows) {
    const id = unlocalizedPath(r.path).slice("/property/".length).toLowerCase();
    if (!ID_PATTERN.test(id)) continue;
    const prev = byId.get(id);
    if (prev) prev.views += r.views;
    else byId.set(id, { ...r, path: `/property/${id}`, propertyId: id });
  }
  return [...byId.values()].sort((a, b) => b.views - a.views).slice(0, opts.limit ?? 10);
}

export async function topReferrers(
  db: DB,
  opts: { days?: number; limit?: number; now?: Date } = {},
): Promise<{ host: string; views: number }[]> {
  const { from, to } = range(opts.days ?? 30, opts.now ?? new Date());
  return viewsByReferrer(db, { from, to, limit: Math.max(1, Math.min(100, opts.limit ?? 10)) });
}
