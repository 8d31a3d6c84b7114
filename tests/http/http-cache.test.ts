import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";

// Issue 8, item 4: short public caching with ETag/304 for public pages and public API lists; never
// for admin or personal responses. SQLite is enough: no header depends on the database.

const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";

describe("HTTP caching", () => {
  let server: TestServer;
  let cookie: string;
  let propertyId: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: "manual" });

  beforeAll(async () => {
    server = await startServer({ dialect: "sqlite" });
    cookie = await adminCookie(server);
    const list = (await (await get("/api/realEstate?pageSize=1")).json()) as { _id: string }[];
    propertyId = list[0]._id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ["home", "/"],
    ["listing page", "/buyRealEstate"],
    ["search results", "/searchResult?type=Buy"],
    ["detail page", () => `/property/${propertyId}`],
  ])("%s: public, ETag stable across nonces, 304 on If-None-Match", async (_n, p) => {
    const path = typeof p === "function" ? p() : p;
    const a = await get(path);
    expect(a.status).toBe(200);
    expect(a.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    expect(a.headers.get("vary") ?? "").toMatch(/cookie/i);
    const etag = a.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const bodyA = await a.text();
    expect(bodyA).toContain("<html");
    const b = await get(path);
    // A fresh CSP nonce per response, yet the same validator.
    expect(b.headers.get("content-security-policy")).not.toBe(a.headers.get("content-security-policy"));
    expect(b.headers.get("etag")).toBe(etag);
    await b.arrayBuffer();
    const c = await get(path, { "If-None-Match": etag ?? "" });
    expect(c.status).toBe(304);
    expect(await c.text()).toBe("");
    expect(c.headers.get("etag")).toBe(etag);
    expect(c.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    // No policy on the 304: a new nonce would replace the stored one and block the cached page's scripts.
    expect(c.headers.get("content-security-policy")).toBeNull();
    const d = await get(path, { "If-None-Match": 'W/"something-else"' });
    expect(d.status).toBe(200);
    await d.arrayBuffer();
  });

  it.each([
    ["API list", "/api/realEstate?type=Buy&sort=max-price"],
    ["API locations", "/api/realEstate/locations"],
    ["API record", () => `/api/realEstate/${propertyId}`],
  ])("%s: public, ETag, 304", async (_n, p) => {
    const path = typeof p === "function" ? p() : p;
    const a = await get(path);
    expect(a.status).toBe(200);
    expect(a.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    expect(a.headers.get("vary") ?? "").toMatch(/cookie/i);
    const etag = a.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\//);
    await a.arrayBuffer();
    const c = await get(path, { "If-None-Match": `"x", ${etag}` });
    expect(c.status).toBe(304);
    expect(await c.text()).toBe("");
  });

  it("the same API list asked by an admin (session cookie) is private and has no ETag", async () => {
    const res = await get("/api/realEstate?type=Buy", { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(res.headers.get("cache-control")).not.toMatch(/public/);
    expect(res.headers.get("etag")).toBeNull();
    await res.arrayBuffer();
  });

  it.each([
    ["admin page", "/admin/home", true],
    ["admin login page", "/admin/login", false],
    ["admin API", "/api/admin/leads", true],
    ["me", "/api/auth/me", true],
    ["health", "/api/health", false],
    ["a public page asked with a session cookie", "/", true],
    ["404 page", "/no-such-page-here", false],
    ["API 404", "/api/realEstate/zzzzzzzzzzzzzzzzzzzzzzzz", false],
  ])("%s: never publicly cacheable", async (_n, path, withCookie) => {
    const res = await get(path, withCookie ? { Cookie: cookie } : {});
    const cc = res.headers.get("cache-control") ?? "";
    expect(cc, `${path} ${res.status}`).not.toMatch(/public/);
    expect(res.headers.get("etag")).toBeNull();
    if (path.startsWith("/admin") || withCookie) expect(cc).toMatch(/no-store/);
    await res.arrayBuffer();
  });

  it("fingerprinted assets are immutable", async () => {
    const html = await (await get("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await get(asset ?? "");
    expect(res.headers.get("cache-control")).toMatch(
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    );
    await res.arrayBuffer();
  });
});
