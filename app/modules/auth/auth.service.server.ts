import type { DB } from "../../db/index.server.ts";
import type { StaffActor } from "../../lib/actor.ts";
import { env } from "../../lib/env.server.ts";
import { AppError, validationError } from "../../lib/errors.ts";
import {
  getPublicUser,
  type PublicUser,
  recordLogin,
  verifyCredentials,
} from "../users/user.service.server.ts";
import {
  clearThrottles,
  findThrottles,
  incrementThrottle,
  lockThrottle,
  revokeTokenById,
} from "./auth.repository.server.ts";
import { LoginSchema } from "./auth.schema.ts";
import type { NewSession, SessionSettings } from "./session.server.ts";
import { createSession, destroySession, sessionSettings } from "./session.server.ts";

export interface ThrottleSettings {
  /** Failures (per account and per address) before logins are refused for a while. */
  limit: number;
  /** First lock length; each further failure doubles it, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
  /** Failures older than this (and not locked) are forgotten. */
  windowMs: number;
}

function throttleSettings(): ThrottleSettings {
  return {
    limit: env().RATE_LIMIT_LOGIN_FAILURES,
    baseLockMs: 30_000,
    maxLockMs: 60 * 60_000,
    windowMs: 15 * 60_000,
  };
}

export const INVALID_CREDENTIALS = "Email or password is incorrect.";

function throttleKeys(email: string, address: string): string[] {
  return [`account:${email.trim().toLowerCase().slice(0, 320)}`, `address:${address.slice(0, 64)}`];
}

/** Lock length after `failures` failures: base, then doubling, capped. */
export function lockDuration(failures: number, t: ThrottleSettings): number {
  const extra = Math.max(0, failures - t.limit);
  return Math.min(t.maxLockMs, t.baseLockMs * 2 ** Math.min(extra, 20));
}

async function assertNotLocked(db: DB, keys: string[], now: Date): Promise<void> {
  const rows = await findThrottles(db, keys);
  let until = 0;
  for (const r of rows) if (r.locked_until) until = Math.max(until, Date.parse(r.locked_until));
  if (until > now.getTime()) {
    throw new AppError("rate_limited", "Too many failed sign-in attempts. Please wait and try again.", {
      retryAfter: (until - now.getTime()) / 1000,
    });
  }
}

async function recordFailure(db: DB, keys: string[], now: Date, t: ThrottleSettings): Promise<void> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - t.windowMs).toISOString();
  for (const key of keys) {
    const failures = await incrementThrottle(db, key, at, windowStart);
    if (failures >= t.limit) {
      await lockThrottle(db, key, new Date(now.getTime() + lockDuration(failures, t)).toISOString());
    }
  }
}

export interface LoginResult {
  user: PublicUser;
  session: NewSession;
}

/**
 * Checks an email and password with the failed-login throttle: unknown email and wrong password give
 * the same 401; after `limit` failures for the account or the address, attempts are answered 429
 * with Retry-After, for a growing time. The login page, `POST /api/auth/login` and the API's token
 * login (`POST /api/login`) all come through here.
 */
export async function authenticate(
  db: DB,
  input: unknown,
  opts: { address: string; throttle?: ThrottleSettings; now?: Date },
): Promise<PublicUser> {
  const parsed = LoginSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const { email, password } = parsed.data;
  const now = opts.now ?? new Date();
  const t = opts.throttle ?? throttleSettings();
  const keys = throttleKeys(email, opts.address);
  await assertNotLocked(db, keys, now);
  const user = await verifyCredentials(db, email, password);
  if (!user) {
    await recordFailure(db, keys, now, t);
    throw new AppError("unauthorized", INVALID_CREDENTIALS);
  }
  await clearThrottles(db, keys);
  await recordLogin(db, user._id, now.toISOString());
  return { ...user, lastLoginAt: now.toISOString() };
}

/**
 * Checks the credentials (`authenticate`) and starts a new session (a fresh token, whatever the
 * browser held before).
 */
export async function login(
  db: DB,
  input: unknown,
  opts: {
    address: string;
    /** The session the browser held before, ended so a planted session id cannot survive login. */
    previousSessionId?: string | null;
    settings?: SessionSettings;
    throttle?: ThrottleSettings;
    now?: Date;
  },
): Promise<LoginResult> {
  const now = opts.now ?? new Date();
  const user = await authenticate(db, input, { address: opts.address, throttle: opts.throttle, now });
  if (opts.previousSessionId) await destroySession(db, opts.previousSessionId).catch(() => {});
  const session = await createSession(db, user._id, opts.settings ?? sessionSettings(), now);
  return { user, session };
}

/** Signs out whoever asks: a cookie session is destroyed, an API token revoked. */
export async function logout(db: DB, actor: StaffActor): Promise<void> {
  if (actor.tokenId) await revokeTokenById(db, actor.tokenId, new Date().toISOString());
  else await destroySession(db, actor.sessionId);
}

export async function currentUser(db: DB, actor: StaffActor): Promise<PublicUser> {
  const user = await getPublicUser(db, actor.userId);
  if (!user) throw new AppError("unauthorized", "Sign in to continue.");
  return user;
}
