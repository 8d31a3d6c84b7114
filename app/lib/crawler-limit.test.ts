import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  CRAWLER_RETRY_AFTER_SECONDS,
  crawlerLimitMiddleware,
  isCrawlerRequest,
  Places,
} from "./crawler-limit.server.ts";

// Issue 25 (ADR 0031): a crawl must not queue visitors. The rule over real requests and the real
// event loop; `next` stands for the rest of the app (the page cache and the render), answered when
// a test says so.

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";

const req = (
  path: string,
  init: { agent?: string; method?: string; headers?: Record<string, string> } = {},
) =>
  new Request(`http://localhost${path}`, {
    method: init.method ?? "GET",
    headers: { ...(init.agent ? { "User-Agent": init.agent } : {}), ...init.headers },
  });

/** One turn of the event loop: what `setImmediate` queued before it has run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("which requests are a crawler's", () => {
  it("a search engine's or a script's", () => {
    expect(isCrawlerRequest(req("/buyRealEstate", { agent: GOOGLEBOT }))).toBe(true);
    expect(isCrawlerRequest(req("/property/abc", { agent: GOOGLEBOT, method: "HEAD" }))).toBe(true);
    expect(isCrawlerRequest(req("/api/realEstate?type=Buy", { agent: "curl/8.5.0" }))).toBe(true);
  });

  it("not a browser's, nor one without a user agent, nor the health check", () => {
    expect(isCrawlerRequest(req("/buyRealEstate", { agent: BROWSER }))).toBe(false);
    expect(isCrawlerRequest(req("/buyRealEstate"))).toBe(false);
    expect(isCrawlerRequest(req("/api/health", { agent: "kube-probe/1.30" }))).toBe(false);
  });
});

describe("places", () => {
  it("gives a place at once while one is free, and the next only at the loop's next turn", async () => {
    const places = new Places(1, 10, 10_000);
    const first = await places.take();
    expect(first).toBeTypeOf("function");
    let second: (() => void) | null = null;
    const waiting = places.take().then((g) => {
      second = g;
    });
    await Promise.resolve();
    expect(places.waiting).toBe(1);
    first?.();
    // Not in the same turn: what arrived meanwhile is read first.
    await Promise.resolve();
    expect(second).toBeNull();
    await turn();
    await waiting;
    expect(second).toBeTypeOf("function");
    expect(places.busy).toBe(1);
    (second as unknown as () => void)();
    // Given back twice: counted once.
    (second as unknown as () => void)();
    await turn();
    expect(places.busy).toBe(0);
  });

  it("serves the queue in order, and refuses past its length", async () => {
    const places = new Places(1, 2, 10_000);
    const order: string[] = [];
    const holder = await places.take();
    const a = places.take().then((g) => {
      order.push("a");
      return g;
    });
    const b = places.take().then((g) => {
      order.push("b");
      return g;
    });
    expect(await places.take()).toBeNull();
    holder?.();
    (await a)?.();
    (await b)?.();
    expect(order).toEqual(["a", "b"]);
    await turn();
    expect(places.busy).toBe(0);
  });

  it("refuses a request that waited too long, and forgets it", async () => {
    const places = new Places(1, 10, 20);
    const holder = await places.take();
    expect(await places.take()).toBeNull();
    expect(places.waiting).toBe(0);
    holder?.();
    await turn();
    expect(places.busy).toBe(0);
  });
});

describe("the middleware", () => {
  const context = new RouterContextProvider();
  const args = (request: Request) =>
    ({ request, context, params: {}, unstable_pattern: "" }) as unknown as Parameters<
      ReturnType<typeof crawlerLimitMiddleware>
    >[0];

  /** The rest of the app: each call waits until the test answers it (by path). */
  function app() {
    const started: string[] = [];
    const answers = new Map<string, () => void>();
    const next = (request: Request) => () =>
      new Promise<Response>((resolve) => {
        const path = new URL(request.url).pathname;
        started.push(path);
        answers.set(path, () => resolve(new Response("page")));
      });
    const answer = (path: string) => answers.get(path)?.();
    return { started, answer, next };
  }

  it("renders one crawler page at a time while a visitor goes straight through", async () => {
    const limit = crawlerLimitMiddleware({ places: () => 1, cacheState: () => "render" });
    const { started, answer, next } = app();
    const run = (r: Request) => limit(args(r), next(r)) as Promise<Response>;
    const bots = ["/a", "/b", "/c"].map((p) => run(req(p, { agent: GOOGLEBOT })));
    const visitor = run(req("/v", { agent: BROWSER }));
    await turn();
    expect([...started].sort()).toEqual(["/a", "/v"]);
    answer("/v");
    expect((await visitor).status).toBe(200);
    answer("/a");
    await bots[0];
    // The next crawler page only at the loop's next turn, then one at a time, in order.
    expect(started).toHaveLength(2);
    await turn();
    expect(started.slice(2)).toEqual(["/b"]);
    answer("/b");
    await bots[1];
    await turn();
    expect(started.slice(2)).toEqual(["/b", "/c"]);
    answer("/c");
    const done = await Promise.all(bots);
    expect(done.map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it("lets a page the cache holds and a personal request through, and limits nothing when the setting is 0", async () => {
    const { started, next } = app();
    const cached = crawlerLimitMiddleware({ places: () => 1, cacheState: () => "memory" });
    const personal = crawlerLimitMiddleware({ places: () => 1, cacheState: () => "personal" });
    const off = crawlerLimitMiddleware({ places: () => 0, cacheState: () => "render" });
    for (const p of ["/x", "/y"]) void cached(args(req(p, { agent: GOOGLEBOT })), next(req(p)));
    for (const p of ["/u", "/t"]) void personal(args(req(p, { agent: GOOGLEBOT })), next(req(p)));
    for (const p of ["/z", "/w"]) void off(args(req(p, { agent: GOOGLEBOT })), next(req(p)));
    await turn();
    expect(started).toEqual(["/x", "/y", "/u", "/t", "/z", "/w"]);
  });

  it("answers 503 with Retry-After past the queue, and frees the place when the render fails", async () => {
    const limit = crawlerLimitMiddleware({ places: () => 1, cacheState: () => "render", queue: 1 });
    const failing = () => Promise.reject(new Error("render failed"));
    const { answer, next } = app();
    const first = limit(args(req("/a", { agent: GOOGLEBOT })), failing) as Promise<Response>;
    const second = limit(args(req("/b", { agent: GOOGLEBOT })), next(req("/b"))) as Promise<Response>;
    const refused = (await limit(args(req("/c", { agent: GOOGLEBOT })), next(req("/c")))) as Response;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe(String(CRAWLER_RETRY_AFTER_SECONDS));
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.text()).toBe("Temporarily unavailable.");
    await expect(first).rejects.toThrow("render failed");
    await turn();
    answer("/b");
    expect((await second).status).toBe(200);
  });
});
