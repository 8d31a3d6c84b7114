import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { client, rawGet, validProperty } from "./api-support.ts";

// Issue 8 (caching) and 9 (load): the in-process cache of public responses
// (app/lib/page-cache.server.ts, ADR 0013). Hits are marked `X-Cache: hit`; every hit carries its own
// CSP nonce; a listing write empties the cache at once, no other request can; personal requests
// never touch it.

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";

describe("in-process cache of public responses", () => {
  let server: TestServer;
  let cookie: string;
  let propertyId: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: "manual" });

  beforeAll(async () => {
    server = await startServer({ dialect: "sqlite" });
    cookie = await adminCookie(server);
    const list = (await (await get("/api/realEstate?pageSize=1&type=Buy")).json()) as { _id: string }[];
    propertyId = list[0]._id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("serves a page again from memory with a fresh nonce in the policy and in every script", async () => {
    const path = "/buyRealEstate?sort=max-price";
    const a = await get(path);
    expect(a.status).toBe(200);
    const bodyA = await a.text();
    const b = await get(path);
    expect(b.status).toBe(200);
    expect(b.headers.get("x-cache")).toBe("hit");
    const bodyB = await b.text();
    const [na, nb] = [nonceOf(a), nonceOf(b)];
    expect(na).not.toBe("");
    expect(nb).not.toBe(na);
    expect(bodyB).not.toContain(na);
    // Every nonce attribute in the hit is the hit's own, and the page is otherwise the same.
    const attrs = [...bodyB.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
    expect(attrs.length).toBeGreaterThan(0);
    expect(new Set(attrs)).toEqual(new Set([nb]));
    expect(bodyB.split(nb).join("N")).toBe(bodyA.split(na).join("N"));
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    expect(b.headers.get("cache-control")).toBe(a.headers.get("cache-control"));
  });

  it("sends a hit gzipped when asked, decoding to the same page, and plain when not", async () => {
    const path = "/rentRealEstate";
    await (await get(path)).text();
    const gz = await rawGet(`${server.url}${path}`, { "accept-encoding": "gzip, br" });
    expect(gz.headers["x-cache"]).toBe("hit");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    const page = gunzipSync(gz.body).toString("utf8");
    const nonce = /'nonce-([^']+)'/.exec(String(gz.headers["content-security-policy"]))?.[1] ?? "";
    expect(page).toContain(`nonce="${nonce}"`);
    expect(page).toContain("</html>");

    const plain = await rawGet(`${server.url}${path}`, { "accept-encoding": "identity" });
    expect(plain.headers["x-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const nonce2 = /'nonce-([^']+)'/.exec(String(plain.headers["content-security-policy"]))?.[1] ?? "";
    expect(plain.body.toString("utf8").split(nonce2).join("N")).toBe(page.split(nonce).join("N"));
  });

  it("answers If-None-Match from memory with a 304 without a body or policy", async () => {
    const path = "/commercialRealEstate";
    const a = await get(path);
    await a.text();
    const c = await get(path, { "If-None-Match": a.headers.get("etag") ?? "" });
    expect(c.status).toBe(304);
    expect(c.headers.get("x-cache")).toBe("hit");
    expect(c.headers.get("content-security-policy")).toBeNull();
    expect(c.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await c.text()).toBe("");
  });

  it("keeps a route's own policy: the API reference's inline styles stay allowed on a hit", async () => {
    const own =
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    const a = await get("/api/docs");
    await a.text();
    const b = await get("/api/docs");
    await b.text();
    expect(b.headers.get("x-cache")).toBe("hit");
    expect(a.headers.get("content-security-policy")).toBe(own);
    expect(b.headers.get("content-security-policy")).toBe(own);
  });

  it("keeps public API lists too, and never the health check", async () => {
    const path = "/api/realEstate?type=Rent&pageSize=5";
    const a = await get(path);
    const listA = await a.json();
    const b = await get(path);
    expect(b.headers.get("x-cache")).toBe("hit");
    expect(await b.json()).toEqual(listA);
    expect(b.headers.get("x-total-count")).toBe(a.headers.get("x-total-count"));
    await (await get("/api/health")).text();
    const h = await get("/api/health");
    expect(h.headers.get("x-cache")).toBeNull();
    expect(await h.json()).toEqual({ status: "ok" });
  });

  it("gives crawlers the same pages, rendered a few at a time (CRAWLER_RENDERS), then from memory", async () => {
    // Issue 25 (lib/crawler-limit.server.ts): twelve pages nobody asked for yet, asked at once by a
    // search engine, all answered in full; asked again, from memory.
    const bot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    const ids = ((await (await get("/api/realEstate?pageSize=12")).json()) as { _id: string }[]).map(
      (p) => p._id,
    );
    expect(ids.length).toBe(12);
    const pages = await Promise.all(
      ids.map(async (id) => {
        const res = await get(`/property/${id}?from=crawl`, bot);
        return { id, status: res.status, cache: res.headers.get("x-cache"), body: await res.text() };
      }),
    );
    for (const p of pages) {
      expect(p.status).toBe(200);
      expect(p.cache).toBe("miss");
      expect(p.body).toContain(`/property/${p.id}`);
      expect(p.body).toContain("</html>");
    }
    const again = await get(`/property/${ids[0]}?from=crawl`, bot);
    expect(again.headers.get("x-cache")).toBe("hit");
    // A visitor is given the same page.
    const visitor = await get(`/property/${ids[0]}?from=crawl`);
    const mask = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(mask(await visitor.text())).toBe(mask(pages[0]?.body ?? ""));
    await again.text();
  });

  it("never answers or fills from memory for a request with a cookie", async () => {
    const path = "/buyRealEstate?sort=min-price";
    await (await get(path)).text();
    const personal = await get(path, { Cookie: cookie });
    expect(personal.status).toBe(200);
    expect(personal.headers.get("x-cache")).toBeNull();
    expect(personal.headers.get("cache-control")).toMatch(/no-store/);
    await personal.text();
  });

  it("a listing write is visible on the next public request; other posts keep the cache", async () => {
    const path = `/property/${propertyId}`;
    const before = await get(path);
    expect(before.status).toBe(200);
    await before.text();
    const again = await get(path);
    expect(again.headers.get("x-cache")).toBe("hit");
    await again.text();

    // A visitor's enquiry (no cookie) changes no public page: the copy stays.
    const contact = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        name: "Cache Visitor",
        email: "cache.visitor@example.com",
        phone: "+971 50 123 4567",
        message: "Is this still available?",
      }),
    });
    expect(contact.status).toBe(201);
    const afterForm = await get(path);
    expect(afterForm.headers.get("x-cache")).toBe("hit");
    await afterForm.text();

    // A post with a cookie that changes no listing (a signed-in person's page view, or anyone's
    // with any cookie) cannot empty the cache either.
    const view = await fetch(`${server.url}/api/analytics/pageview`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: server.url },
      body: JSON.stringify({ path: "/buyRealEstate" }),
    });
    expect(view.status).toBeLessThan(300);
    expect((await get(path)).headers.get("x-cache")).toBe("hit");

    // A refused admin write (4xx) changed nothing, so the copy stays too.
    const admin = client(server, cookie);
    const refused = await admin.json("PUT", `/api/realEstate/${propertyId}`, { price: -5 });
    expect(refused.status).toBe(422);
    expect((await get(path)).headers.get("x-cache")).toBe("hit");

    const title = `Renamed by the cache test ${Date.now()}`;
    const put = await admin.json("PUT", `/api/realEstate/${propertyId}`, { name: title });
    expect(put.status).toBe(200);
    const after = await get(path);
    expect(after.status).toBe(200);
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(await after.text()).toContain(title);
    const list = await get(`/api/realEstate/${propertyId}`);
    expect(((await list.json()) as { name: string }).name).toBe(title);
  });

  it("a removed listing stops being served at once", async () => {
    const admin = client(server, cookie);
    const created = (await (
      await admin.json(
        "POST",
        "/api/realEstate",
        validProperty({
          name: "Short-lived cache listing",
          images: ["https://images.example.com/cache-1.jpg"],
        }),
      )
    ).json()) as { _id: string };
    const path = `/property/${created._id}`;
    await (await get(path)).text();
    expect((await get(path)).headers.get("x-cache")).toBe("hit");
    expect((await admin.req(`/api/realEstate/${created._id}`, { method: "DELETE" })).status).toBeLessThan(
      300,
    );
    const gone = await get(path);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("x-cache")).toBeNull();
    await gone.text();
  });
});

describe("page cache settings", () => {
  it("PAGE_CACHE_SECONDS=0 turns it off; a short time-to-live expires copies", async () => {
    const off = await startServer({ dialect: "sqlite", env: { PAGE_CACHE_SECONDS: "0" } });
    const short = await startServer({ dialect: "sqlite", env: { PAGE_CACHE_SECONDS: "1" } });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${off.url}/buyRealEstate`);
        expect(res.status).toBe(200);
        expect(res.headers.get("x-cache")).toBeNull();
        await res.text();
      }
      const first = await fetch(`${short.url}/buyRealEstate`);
      expect(first.headers.get("x-cache")).toBe("miss");
      await first.text();
      const second = await fetch(`${short.url}/buyRealEstate`);
      expect(second.headers.get("x-cache")).toBe("hit");
      await second.text();
      await new Promise((r) => setTimeout(r, 1200));
      const third = await fetch(`${short.url}/buyRealEstate`);
      expect(third.headers.get("x-cache")).toBe("miss");
      await third.text();
    } finally {
      await Promise.all([off.stop(), short.stop()]);
    }
  });
});
