import { PostgresAdapter, sql } from "kysely";
import type { DB } from "../db/index.server.ts";
import { AppError } from "./errors.ts";

const tooMany = (retryAfterSeconds: number) =>
  new AppError("rate_limited", "Too many requests. Please wait a moment and try again.", {
    retryAfter: retryAfterSeconds,
  });

/**
 * Counts one hit of `key` against the limit `name` (`limit` hits per `windowMs`); throws a 429
 * AppError with Retry-After when the key is over it. On PostgreSQL the counters are rows every
 * instance shares (issue 22: N instances still allow the limit, not N times it), counted with one
 * atomic upsert; on SQLite, which serves one instance, they stay in this process's memory.
 */
export async function hitLimit(
  db: DB,
  name: string,
  limit: number,
  key: string,
  windowMs = 60_000,
  now = Date.now(),
): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    return limiter(name, limit, windowMs).hit(key, now);
  const id = `${name}:${key}`.slice(0, 300);
  const { rows } = await sql<{ hits: number; window_ends_at: string | number }>`
    insert into rate_limit_counters (key, window_ends_at, hits) values (${id}, ${now + windowMs}, 1)
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_ends_at <= ${now} then 1 else rate_limit_counters.hits + 1 end,
      window_ends_at = case when rate_limit_counters.window_ends_at <= ${now}
        then ${now + windowMs} else rate_limit_counters.window_ends_at end
    returning hits, window_ends_at`.execute(db);
  const row = rows[0];
  if (row && row.hits > limit) throw tooMany((Number(row.window_ends_at) - now) / 1000);
}

/** Removes the counters whose window ended over an hour ago (an hourly job, claimed by one instance). */
export async function deleteOldRateLimitWindows(db: DB, now = Date.now()): Promise<number> {
  const r = await db
    .deleteFrom("rate_limit_counters")
    .where("window_ends_at", "<", now - 3_600_000)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Fixed-window counters in memory, per key (e.g. `contact:<address>`), for a site on SQLite (one
 * process serves it); the window is short and losing counts on restart is harmless.
 */
class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  readonly limit: number;
  readonly windowMs: number;
  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one hit; throws a 429 AppError with Retry-After when the key is over its limit. */
  hit(key: string, now = Date.now()): void {
    if (this.#hits.size > 50_000) this.#sweep(now);
    let entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.#hits.set(key, entry);
    }
    entry.count++;
    if (entry.count > this.limit) throw tooMany((entry.resetAt - now) / 1000);
  }

  #sweep(now: number): void {
    for (const [k, v] of this.#hits) if (v.resetAt <= now) this.#hits.delete(k);
  }
}

const limiters = new Map<string, RateLimiter>();

/** A named limiter shared by every request of the process (e.g. one per public form). */
function limiter(name: string, limit: number, windowMs = 60_000): RateLimiter {
  let l = limiters.get(name);
  if (!l || l.limit !== limit || l.windowMs !== windowMs) {
    l = new RateLimiter(limit, windowMs);
    limiters.set(name, l);
  }
  return l;
}

/**
 * The client's address as the production server saw it (it overwrites this header on every
 * request, honouring TRUST_PROXY), so a visitor cannot choose their own rate-limit key.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("x-client-address") ?? "unknown";
}

/** Public forms carry a hidden `website` field; people leave it empty, naive bots fill it. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
