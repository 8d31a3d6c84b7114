import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../setup/paths.ts";
import { startServer, type TestServer } from "../setup/server.ts";

/** How React escapes text content. */
const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

describe.each(DIALECTS)("foundation [%s]", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers /api/health with 200 when the database answers", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("server-renders approved demo listings on the home page", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The home page shows the three newest approved off-plan listings ("Upcoming Properties").
    const api = await fetch(`${server.url}/api/realEstate?propertyStatus=offPlan&pageSize=3`);
    const items = (await api.json()) as { name: string; status: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.status).toBe("approved");
      expect(html).toContain(escapeHtml(item.name));
    }
  });

  it("sets baseline security headers and a nonce CSP on pages", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("serves fingerprinted assets with immutable caching and compression", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("keeps data across a restart and does not seed twice", async () => {
    const before = Number(
      (await fetch(`${server.url}/api/realEstate?pageSize=1`)).headers.get("x-total-count"),
    );
    expect(before).toBeGreaterThan(0);
    const code = await server.kill("SIGTERM");
    expect(code).toBe(0);
    const again = await startServer({
      dialect,
      reuse: { dataDir: server.dataDir, databaseUrl: server.databaseUrl },
    });
    try {
      const after = Number(
        (await fetch(`${again.url}/api/realEstate?pageSize=1`)).headers.get("x-total-count"),
      );
      expect(after).toBe(before);
    } finally {
      await again.kill("SIGTERM");
    }
  });
});

describe("empty site", () => {
  it("SEED_DEMO=false on a new data folder gives an empty site", async () => {
    const server = await startServer({ data: "empty" });
    try {
      const res = await fetch(`${server.url}/api/realEstate`);
      expect(res.headers.get("x-total-count")).toBe("0");
      expect(await res.json()).toEqual([]);
      const listing = await fetch(`${server.url}/buyRealEstate`);
      expect(listing.status).toBe(200);
      expect(await listing.text()).toContain("No Properties Available!");
    } finally {
      await server.stop();
    }
  });
});
