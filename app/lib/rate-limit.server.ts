import { AppError } from "./errors.ts";

/**
 * Fixed-window counters in memory, per key (e.g. `contact:<address>`). One process serves the site,
 * so memory is the right place; the window is short and losing counts on restart is harmless.
 */
export class RateLimiter {
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
    if (entry.count > this.limit) {
      throw new AppError("rate_limited", "Too many requests. Please wait a moment and try again.", {
        retryAfter: (entry.resetAt - now) / 1000,
      });
    }
  }

  #sweep(now: number): void {
    for (const [k, v] of this.#hits) if (v.resetAt <= now) this.#hits.delete(k);
  }
}

const limiters = new Map<string, RateLimiter>();

/** A named limiter shared by every request of the process (e.g. one per public form). */
export function limiter(name: string, limit: number, windowMs = 60_000): RateLimiter {
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
