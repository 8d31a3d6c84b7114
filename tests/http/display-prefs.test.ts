import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer, writeSettings } from "../setup/server.ts";

// Issue 20, items 5 and 6: a visitor's currency and area unit. Two cookies set by POST /preferences;
// pages then show prices in that currency at the agency's rate (the dirham price beside it on the
// detail page) and sizes in that unit, while filters and sorting stay in dirhams. The page cache keeps
// one copy per choice, never one per visitor.

const RATES = { USD: 3.6725, EUR: 4, GBP: null, SAR: 0.98, INR: null, RUB: null, CNY: null };

describe("currency and area unit", () => {
  let server: TestServer;
  let listing: { _id: string; price: number; square: number | null };

  const page = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const prefs = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/preferences`, {
      method: "POST",
      body: new URLSearchParams(body),
      headers,
      redirect: "manual",
    });

  beforeAll(async () => {
    server = await startServer({ dialect: "sqlite", data: "demo" });
    // The rates are written before the first page is served (settings are cached briefly).
    await writeSettings(server, { currencyRates: RATES, currencyRatesSetOn: "2026-11-20" });
    const list = (await (await fetch(`${server.url}/api/realEstate?pageSize=50&type=Buy`)).json()) as {
      _id: string;
      price: number;
      square: number | null;
    }[];
    listing = list.find((p) => p.price > 0 && (p.square ?? 0) > 0) ?? list[0];
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps the choice in two cookies and returns to the page it was made on", async () => {
    const res = await prefs({ currency: "USD", unit: "sqm", back: "/ar/buyRealEstate?page=2" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/buyRealEstate?page=2");
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^currency=USD; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
    expect(cookies[1]).toMatch(/^area_unit=sqm; /);
    // One of the two alone is kept alone.
    const one = await prefs({ unit: "sqft", back: "/" });
    expect(one.headers.getSetCookie()).toEqual([expect.stringMatching(/^area_unit=sqft;/)]);
  });

  it("refuses a value that is not a choice, another site's post and a way off the site, changing nothing", async () => {
    const refused: Record<string, string>[] = [
      { currency: "BTC", back: "/" },
      { unit: "acres" },
      { currency: "USD", unit: "" },
      {},
    ];
    for (const body of refused) {
      const res = await prefs(body);
      expect(res.status).toBe(400);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const cross = await prefs(
      { currency: "USD" },
      { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
    );
    expect(cross.status).toBe(403);
    expect(cross.headers.getSetCookie()).toEqual([]);
    const away = await prefs({ currency: "EUR", back: "//elsewhere.example/x" });
    expect(away.headers.get("location")).toBe("/");
  });

  it("shows prices in the chosen currency and sizes in square metres; the detail page keeps the dirhams beside", async () => {
    const usd = Math.round(listing.price / RATES.USD).toLocaleString("en-US");
    const aed = listing.price.toLocaleString("en-US");
    const detail = await (await page(`/property/${listing._id}`, "currency=USD; area_unit=sqm")).text();
    expect(detail).toContain(`USD ${usd}`);
    expect(detail).toMatch(new RegExp(`data-testid="price-aed"[^>]*>\\(AED ${aed}\\)`));
    expect(detail).toContain("20 Nov 2026");
    const sqm = Math.round((listing.square ?? 0) * 0.09290304).toLocaleString("en-US");
    expect(detail).toContain(`${sqm} m²`);
    expect(detail).toContain("per m²");
    // In Arabic: the amount first, the unit in Arabic.
    const ar = await (await page(`/ar/property/${listing._id}`, "currency=USD; area_unit=sqm")).text();
    expect(ar).toContain(`${usd} USD`);
    expect(ar).toContain(`${sqm} م²`);
    // The default: dirhams and square feet, nothing beside.
    const plain = await (await page(`/property/${listing._id}`)).text();
    expect(plain).toContain(`AED ${aed}`);
    expect(plain).not.toContain('data-testid="price-aed"');
    expect(plain).toContain("sqft");
  });

  it("shows dirhams for a currency the agency set no rate for", async () => {
    const html = await (await page(`/property/${listing._id}`, "currency=GBP")).text();
    expect(html).toContain(`AED ${listing.price.toLocaleString("en-US")}`);
    expect(html).not.toContain("GBP ");
  });

  it("filters and sorts in dirhams whatever the currency", async () => {
    const path = "/buyRealEstate?minPrice=2000000&sort=max-price";
    const names = (html: string) => [...html.matchAll(/data-card-link[^>]*>([^<]+)</g)].map((m) => m[1]);
    const inAed = names(await (await page(path)).text());
    const inUsd = names(await (await page(path, "currency=USD")).text());
    expect(inAed.length).toBeGreaterThan(0);
    expect(inUsd).toEqual(inAed);
  });

  it("caches one copy of a page per choice, shared by every visitor who made it, and none per person", async () => {
    const path = "/rentRealEstate?sort=min-price";
    const first = await page(path, "currency=EUR; area_unit=sqm");
    expect(first.headers.get("x-cache")).toBe("miss");
    const eur = await first.text();
    const again = await page(path, "area_unit=sqm; currency=EUR");
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(await again.text()).toContain("EUR ");
    const plain = await page(path);
    expect(plain.headers.get("x-cache")).toBe("miss");
    expect(await plain.text()).not.toContain("EUR ");
    expect(eur).toContain("EUR ");
    // A public page for a chosen currency may be cached by browsers, varying on the cookie.
    expect(first.headers.get("cache-control")).toMatch(/^public/);
    expect(first.headers.get("vary")).toMatch(/Cookie/);
    // Anything else in the cookies is a person: not from the shared cache.
    const personal = await page(path, "currency=EUR; sid=whatever");
    expect(personal.headers.get("x-cache")).toBeNull();
    expect(personal.headers.get("cache-control")).toMatch(/no-store/);
    // An unknown value is the default, and shares the default's copy.
    const bogus = await page(path, "currency=XYZ");
    expect(bogus.headers.get("x-cache")).toBe("hit");
  });
});
