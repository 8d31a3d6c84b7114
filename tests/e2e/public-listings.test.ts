import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { apiListings, cardNames } from "./public-helpers.ts";

/** Each listing page and the API filter it stands for. */
const PAGES: { path: string; fixed: Record<string, string> }[] = [
  { path: "/buyRealEstate", fixed: { type: "Buy" } },
  { path: "/rentRealEstate", fixed: { type: "Rent" } },
  { path: "/residentialRealEstate", fixed: { propertyType: "residential" } },
  { path: "/commercialRealEstate", fixed: { propertyType: "commercial" } },
  { path: "/holidayRealEstate", fixed: { type: "HolidayHome" } },
  { path: "/newProjects", fixed: { type: "NewProject" } },
  { path: "/upcoming-properties", fixed: { propertyStatus: "offPlan" } },
];

describe("listing pages", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the first HTML already holds the listings, the heading and the page's own meta", async () => {
    const html = await (await fetch(`${server.url}/buyRealEstate`)).text();
    const { names, total } = await apiListings(server, { type: "Buy", pageSize: "9" });
    expect(total).toBeGreaterThan(0);
    for (const n of names) expect(html).toContain(n.replace(/&/g, "&amp;"));
    expect(html).toContain(">Properties</h2>");
    expect(html).toMatch(/<title>Properties for sale in Dubai \| [^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/buyRealEstate"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  });

  for (const { path, fixed } of PAGES) {
    it(`${path}: cards match the server's filter, sort and page from the URL`, async () => {
      const { page, errors, close } = await openPage(browser);
      // Default: latest first, 9 a page.
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      const first = await apiListings(server, { ...fixed, pageSize: "9" });
      expect(await cardNames(page)).toEqual(first.names);
      const heading = await page.locator("#results-heading").textContent();
      expect(heading).toBe(first.total ? "Properties" : "No Properties Available!");

      // Sort and page through the URL.
      await page.goto(`${server.url}${path}?sort=max-price&page=2`, { waitUntil: "networkidle" });
      const sorted = await apiListings(server, { ...fixed, sort: "max-price", page: "2", pageSize: "9" });
      expect(await cardNames(page)).toEqual(sorted.names);

      // A filter through the URL (min price, inclusive) combined with sort.
      await page.goto(`${server.url}${path}?minPrice=1000000&sort=min-price`, { waitUntil: "networkidle" });
      const filtered = await apiListings(server, {
        ...fixed,
        minPrice: "1000000",
        sort: "min-price",
        pageSize: "9",
      });
      expect(await cardNames(page)).toEqual(filtered.names);
      expect(await page.locator("#results-heading").textContent()).toBe(
        filtered.total ? "Properties" : "No Properties Available!",
      );
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("the search panel and sort dropdown put the filters in the URL; numbered pages follow", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/buyRealEstate`, { waitUntil: "networkidle" });
    const all = await apiListings(server, { type: "Buy", pageSize: "9" });
    expect(all.total).toBeGreaterThan(9);

    // Pagination: numbered links; page 2 shows the next nine.
    const nav = page.getByRole("navigation", { name: "Pages" });
    await expect
      .poll(() => nav.getByRole("link", { name: "Page 1" }).getAttribute("aria-current"))
      .toBe("page");
    await nav.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    const p2 = await apiListings(server, { type: "Buy", page: "2", pageSize: "9" });
    await expect.poll(() => cardNames(page)).toEqual(p2.names);

    // Sort: changing the dropdown applies at once and starts again at page 1.
    await page.getByLabel("Sort by").selectOption("min-price");
    await page.waitForURL((u) => u.searchParams.get("sort") === "min-price" && !u.searchParams.has("page"));
    const cheap = await apiListings(server, { type: "Buy", sort: "min-price", pageSize: "9" });
    await expect.poll(() => cardNames(page)).toEqual(cheap.names);

    // Search panel: completion + property type, keeping the sort.
    const panel = page.getByRole("search", { name: "Search properties" });
    await panel.getByLabel("Completion").selectOption("ready");
    await panel.getByLabel("Property type").selectOption("residential");
    await panel.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("complete") === "ready");
    const url = new URL(page.url());
    expect(url.searchParams.get("propertyType")).toBe("residential");
    expect(url.searchParams.get("sort")).toBe("min-price");
    expect(url.searchParams.get("city")).toBe("Dubai");
    const ready = await apiListings(server, {
      type: "Buy",
      propertyStatus: "ready",
      propertyType: "residential",
      sort: "min-price",
      pageSize: "9",
    });
    await expect.poll(() => cardNames(page)).toEqual(ready.names);

    // Reload: the same results from the same URL.
    await page.reload({ waitUntil: "networkidle" });
    expect(await cardNames(page)).toEqual(ready.names);
    expect(errors).toEqual([]);
    await close();
  });

  it("a city filter keeps only that area; an empty result says so", async () => {
    const { page, errors, close } = await openPage(browser);
    const marina = await apiListings(server, { city: "Dubai Marina", pageSize: "9" });
    await page.goto(`${server.url}/residentialRealEstate?city=Dubai%20Marina`, { waitUntil: "networkidle" });
    const res = await apiListings(server, {
      city: "Dubai Marina",
      propertyType: "residential",
      pageSize: "9",
    });
    expect(await cardNames(page)).toEqual(res.names);
    expect(marina.total).toBeGreaterThanOrEqual(res.total);
    for (const loc of await page
      .locator("main article p.text-muted:has(svg.lucide-map-pin)")
      .allTextContents())
      expect(loc).toContain("Dubai Marina");

    await page.goto(`${server.url}/holidayRealEstate?city=Nowhere%20Land`, { waitUntil: "networkidle" });
    expect(await page.locator("#results-heading").textContent()).toBe("No Properties Available!");
    expect(await cardNames(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("the header's Buy/Rent entries open the page with that transaction", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const commercial = page.getByRole("button", { name: "Commercial" });
    await commercial.click();
    await page.getByRole("link", { name: "Rent Commercial" }).click();
    await page.waitForURL(/\/commercialRealEstate\?transaction=Rent/);
    const rent = await apiListings(server, { type: "Rent", propertyType: "commercial", pageSize: "9" });
    await expect.poll(() => cardNames(page)).toEqual(rent.names);
    expect(await page.locator("h1").textContent()).toBe("Commercial properties for rent in Dubai");
    expect(errors).toEqual([]);
    await close();
  });

  it("invalid filters in the address show the page with a message (400), not a server error", async () => {
    const res = await fetch(`${server.url}/buyRealEstate?minPrice=lots`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Some filters in the address are not valid");
    expect(html).toContain("No Properties Available!");
    const bad = await fetch(`${server.url}/commercialRealEstate?transaction=Lease`);
    expect(bad.status).toBe(400);
    const sort = await fetch(`${server.url}/rentRealEstate?sort=random&page=-1`);
    expect(sort.status).toBe(400);
  });

  it("Buy and Holiday play their own muted looping video on large screens only", async () => {
    const desktop = await openPage(browser);
    const videoRequests: string[] = [];
    desktop.page.on(
      "request",
      (r) =>
        r.url().includes("/videos/hero-") && r.url().match(/\.(webm|mp4)$/) && videoRequests.push(r.url()),
    );
    await desktop.page.goto(`${server.url}/holidayRealEstate`, { waitUntil: "networkidle" });
    const video = desktop.page.locator("video[data-hero-video]");
    await expect.poll(() => video.count()).toBe(1);
    const props = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      playsInline: v.playsInline,
      poster: v.getAttribute("poster"),
      sources: [...v.querySelectorAll("source")].map((s) => s.getAttribute("src")),
    }));
    expect(props).toEqual({
      muted: true,
      loop: true,
      playsInline: true,
      poster: "/videos/hero-holiday-poster.webp",
      sources: ["/videos/hero-holiday.webm", "/videos/hero-holiday.mp4"],
    });
    const head = await fetch(`${server.url}/videos/hero-holiday.webm`);
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    expect(videoRequests.length).toBeGreaterThan(0);
    // The pause button stops it (WCAG 2.2.2).
    await desktop.page.getByRole("button", { name: "Pause background video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(desktop.errors).toEqual([]);
    await desktop.close();

    for (const opts of [{ width: 360, height: 740 }, { reducedMotion: true }]) {
      const p = await openPage(browser, opts);
      const requested: string[] = [];
      p.page.on("request", (r) => /\/videos\/hero-.*\.(webm|mp4)$/.test(r.url()) && requested.push(r.url()));
      await p.page.goto(`${server.url}/buyRealEstate`, { waitUntil: "networkidle" });
      expect(await p.page.locator("video").count()).toBe(0);
      expect(requested).toEqual([]);
      // The poster is in the first HTML as a prioritised image.
      expect(await p.page.locator('main img[fetchpriority="high"]').first().getAttribute("src")).toBe(
        "/videos/hero-buy-poster.webp",
      );
      expect(p.errors).toEqual([]);
      await p.close();
    }
  });
});
