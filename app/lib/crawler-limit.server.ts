import { isbot } from "isbot";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { genericMessage } from "./errors.ts";
import { logger } from "./logger.server.ts";

/**
 * Crawlers' uncached pages are rendered a few at a time (issue 25, ADR 0031): a crawl must not
 * queue visitors.
 *
 * One Node process renders one page at a time, and a render (SQLite's queries included) runs from
 * the request's arrival to its response without letting the event loop read anything else. A search
 * engine fetching ten pages at once that nobody has asked for yet (none is in the page cache) has
 * ten requests arriving together, rendered back to back, and a visitor's request read in the same
 * turn of the loop waits behind all of them: measured with `npm run bench -- --crawl`, a visitor's
 * median went from 9 to 81 ms during a crawl.
 *
 * So a request whose user agent is a crawler's (the `isbot` list the render already uses) and that
 * the page cache cannot answer takes one of `CRAWLER_RENDERS` places before anything is loaded or
 * rendered; the other crawlers' requests wait in a queue, in order. A place given back becomes free
 * only at the next turn of the event loop, after it has read the requests that arrived meanwhile
 * (`setImmediate`): every visitor's request is then handled before the next crawler's render
 * starts, and has at most `CRAWLER_RENDERS` of them ahead of it. Crawl speed is what is given up:
 * the same pages, one after the other, in the time visitors leave free.
 *
 * Past `CRAWLER_QUEUE` waiting requests, or after `CRAWLER_WAIT_MS` in the queue, a crawler gets
 * 503 with `Retry-After` (search engines slow down and come back; they do not drop the page for it).
 * What the page cache never keeps (other methods than GET and HEAD, a personal cookie, a token, the
 * portal feeds) and the health check are never held here.
 */

/** Crawler requests waiting for a place, at most; past it, 503 at once. */
const CRAWLER_QUEUE = 64;
/** How long a crawler's request may wait for a place before it gets a 503. */
const CRAWLER_WAIT_MS = 10_000;
/** The `Retry-After` of that 503, in seconds. */
export const CRAWLER_RETRY_AFTER_SECONDS = 30;

/** Never held: the health check (monitors and load balancers identify as bots). */
const HEALTH = /^\/api\/health\/?$/i;

/** Whether `request` comes from a crawler (a bot's user agent), the health check aside. */
export function isCrawlerRequest(request: Request): boolean {
  const agent = request.headers.get("User-Agent");
  return agent !== null && isbot(agent) && !HEALTH.test(new URL(request.url).pathname);
}

/** Places for at most `places` holders at once, the others waiting in order (at most `queue`). */
export class Places {
  #busy = 0;
  readonly #waiting: { grant: () => void }[] = [];

  readonly places: number;
  readonly queue: number;
  readonly waitMs: number;

  constructor(places: number, queue: number, waitMs: number) {
    this.places = places;
    this.queue = queue;
    this.waitMs = waitMs;
  }

  get busy(): number {
    return this.#busy;
  }
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * A place, once one is free: resolves to a function that gives it back (once), or to null when
   * the queue is full or the wait ran out (nothing to give back then).
   */
  take(): Promise<(() => void) | null> {
    if (this.#busy < this.places) {
      this.#busy++;
      return Promise.resolve(this.#giveBack());
    }
    if (this.#waiting.length >= this.queue) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve(this.#giveBack());
        },
      };
      const timer = setTimeout(() => {
        const at = this.#waiting.indexOf(waiter);
        if (at !== -1) this.#waiting.splice(at, 1);
        resolve(null);
      }, this.waitMs);
      this.#waiting.push(waiter);
    });
  }

  #giveBack(): () => void {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      // Not before the event loop has read what arrived meanwhile (see the module's comment); then
      // straight to the first in the queue, so nobody can overtake it.
      setImmediate(() => {
        const next = this.#waiting.shift();
        if (next) next.grant();
        else this.#busy--;
      });
    };
  }
}

/**
 * Root middleware, before the page cache: `places` reads `CRAWLER_RENDERS` (0: no limit);
 * `cacheState` is the page cache's own answer (lib/page-cache.server.ts `cacheStateOf`): only a
 * shared page that must be rendered is held; one in memory costs nothing, and a personal request
 * (another method, a visitor's or staff's cookie, a token, a feed) is never a crawl.
 */
export function crawlerLimitMiddleware(options: {
  places: (context: Readonly<RouterContextProvider>) => number;
  cacheState: (
    request: Request,
    context: Readonly<RouterContextProvider>,
  ) => "personal" | "memory" | "render";
  queue?: number;
  waitMs?: number;
}): MiddlewareFunction<Response> {
  let limit: Places | null = null;
  let refused = 0;
  let reportedAt = 0;
  return async ({ request, context }, next) => {
    const places = options.places(context);
    if (places <= 0 || !isCrawlerRequest(request) || options.cacheState(request, context) !== "render") {
      return next();
    }
    // The setting is read once per process; the places are made at the first crawler request.
    limit ??= new Places(places, options.queue ?? CRAWLER_QUEUE, options.waitMs ?? CRAWLER_WAIT_MS);
    const giveBack = await limit.take();
    if (giveBack === null) {
      refused++;
      // One line a minute at most, however many are refused.
      if (Date.now() - reportedAt > 60_000) {
        reportedAt = Date.now();
        logger.warn("crawler requests refused: more than the crawler queue holds", {
          refused,
          renders: places,
          queue: limit.queue,
        });
        refused = 0;
      }
      return new Response(genericMessage("unavailable"), {
        status: 503,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          "Retry-After": String(CRAWLER_RETRY_AFTER_SECONDS),
        },
      });
    }
    try {
      return await next();
    } finally {
      giveBack();
    }
  };
}
