import { createHash, randomBytes } from "node:crypto";
import type { DB } from "../../db/index.server.ts";
import type { StaffActor } from "../../lib/actor.ts";
import { sessionCookieHeader as setCookie } from "../../lib/cookies.server.ts";
import { env } from "../../lib/env.server.ts";
import { logger } from "../../lib/logger.server.ts";
import {
  deleteSession,
  deleteStaleSessions,
  findSessionWithUser,
  insertSession,
  touchSession,
} from "./auth.repository.server.ts";

export interface SessionSettings {
  /** A session unused for this long ends (SESSION_IDLE_HOURS, default 12 h). */
  idleMs: number;
  /** A session ends this long after login whatever its use (SESSION_MAX_DAYS, default 7 days). */
  maxMs: number;
  /** Secure cookie with the `__Host-` prefix (PUBLIC_URL is https). */
  https: boolean;
}

export function sessionSettings(): SessionSettings {
  const e = env();
  return {
    idleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    maxMs: e.SESSION_MAX_DAYS * 86_400_000,
    https: (e.PUBLIC_URL ?? "").startsWith("https://"),
  };
}

/** last_seen_at is written at most this often, so a busy admin page does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A token of the shape `createSession` hands out (anything else is not looked up). */
export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

/** The database keeps only this digest of the browser's token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface NewSession {
  /** The random token for the cookie; never stored. */
  token: string;
  /** The stored session id (the token's SHA-256). */
  id: string;
  expiresAt: string;
  /** `Set-Cookie` value carrying the token. */
  cookie: string;
}

/** Starts a new session for `userId` with a fresh random token (256 bits). */
export async function createSession(
  db: DB,
  userId: string,
  settings: SessionSettings = sessionSettings(),
  now = new Date(),
): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const id = hashToken(token);
  const expiresAt = new Date(now.getTime() + settings.maxMs).toISOString();
  await insertSession(db, { id, userId, createdAt: now.toISOString(), expiresAt });
  // Housekeeping: expired sessions are removed whenever someone logs in.
  await deleteStaleSessions(
    db,
    now.toISOString(),
    new Date(now.getTime() - settings.idleMs).toISOString(),
  ).catch((error) => logger.warn("session cleanup failed", { error }));
  return { token, id, expiresAt, cookie: setCookie(token, settings.maxMs / 1000, settings) };
}

/** Ends one session on the server (logout). */
export async function destroySession(db: DB, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

export interface SessionLookup {
  actor: StaffActor | null;
  /** A token was given that is no longer (or never was) valid: the browser's cookie should go. */
  stale: boolean;
}

/**
 * Checks a session token (the cookie's value, or null when there is none): idle timeout, absolute
 * lifetime, user still present. A live session's last use is recorded (at most once a minute).
 */
export async function lookupSessionToken(
  db: DB,
  raw: string | null,
  settings: SessionSettings = sessionSettings(),
  now = new Date(),
): Promise<SessionLookup> {
  if (!raw) return { actor: null, stale: false };
  if (!isWellFormedToken(raw)) return { actor: null, stale: true };
  const id = hashToken(raw);
  const s = await findSessionWithUser(db, id);
  if (!s) return { actor: null, stale: true };
  const t = now.getTime();
  const idleExpired = Date.parse(s.lastSeenAt) + settings.idleMs <= t;
  const absoluteExpired = Date.parse(s.expiresAt) <= t || Date.parse(s.createdAt) + settings.maxMs <= t;
  if (idleExpired || absoluteExpired) {
    await deleteSession(db, id).catch(() => {});
    return { actor: null, stale: true };
  }
  if (t - Date.parse(s.lastSeenAt) >= TOUCH_INTERVAL_MS) {
    await touchSession(db, id, now.toISOString()).catch((error) =>
      logger.warn("session touch failed", { error }),
    );
  }
  return {
    actor: { kind: "staff", role: s.role, userId: s.userId, email: s.email, name: s.name, sessionId: id },
    stale: false,
  };
}
