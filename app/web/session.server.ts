import type { DB } from "../db/index.server.ts";
import { type Actor, PUBLIC, type StaffActor } from "../lib/actor.ts";
import {
  clearSessionCookieHeader as clearCookie,
  readCookie,
  sessionCookieName,
} from "../lib/cookies.server.ts";
import { env } from "../lib/env.server.ts";
import {
  isWellFormedToken,
  lookupSessionToken,
  type SessionLookup,
  type SessionSettings,
  sessionSettings,
} from "../modules/auth/session.server.ts";

/** The admin session as HTTP carries it: the cookie of a request, checked by the auth module. */

export function clearSessionCookieHeader(settings: SessionSettings = sessionSettings()): string {
  return clearCookie(settings);
}

/** The session token the request carries (well-formed), or null. */
export function sessionToken(request: Request, settings: SessionSettings = sessionSettings()): string | null {
  const token = readCookie(request, sessionCookieName(settings));
  return token && isWellFormedToken(token) ? token : null;
}

/** The request's session: see `lookupSessionToken`; `stale` means its cookie should be cleared. */
export function lookupSession(
  db: DB,
  request: Request,
  settings: SessionSettings = sessionSettings(),
  now = new Date(),
): Promise<SessionLookup> {
  return lookupSessionToken(db, readCookie(request, sessionCookieName(settings)), settings, now);
}

/** Who is asking: a member of staff with a valid session, else the public. Never throws for a bad cookie. */
export async function resolveActor(db: DB, request: Request): Promise<Actor> {
  const { actor } = await lookupSession(db, request);
  return actor ?? PUBLIC;
}

/** The member of staff behind the request, or null. */
export async function getStaff(db: DB, request: Request): Promise<StaffActor | null> {
  return (await lookupSession(db, request)).actor;
}

/** A safe place to go after login: a local path only (never `//host` or a URL). */
export function safeRedirectTarget(value: string | null | undefined, fallback = "/admin/home"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\r\n]/.test(value)) return fallback;
  return value;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * True for a state-changing request sent from another site (CSRF). Browsers send Sec-Fetch-Site
 * and Origin; a request with neither (curl, server-to-server) carries no ambient cookie to abuse,
 * so only a present, foreign value is refused. Admin page actions use this too.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === "null") return true;
  if (!origin) return false;
  const host =
    request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  try {
    const from = new URL(origin);
    if (from.host === host) return false;
    const own = env().PUBLIC_URL;
    return !(own && new URL(own).origin === from.origin);
  } catch {
    return true;
  }
}
