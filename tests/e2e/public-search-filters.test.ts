import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, sidewaysOverflow } from "../setup/browser.ts";
import { ROOT } from "../setup/paths.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { apiListings, cardNames } from "./public-helpers.ts";

const SHOTS = path.join(ROOT, "reports/screenshots");

describe("listing filters, search results and edge states", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("price labels carry the page's period; completion only on sale and new-project pages", async () => {
    const cases = [
      { path: "/buyRealEstate", max: "Max price (AED)", completion: true },
      { path: "/newProjects", max: "Max price (AED)", completion: true },
      { path: "/rentRealEstate", max: "Max price (AED/year)", completion: false },
      { path: "/holidayRealEstate", max: "Max price (AED/night)", completion: false },
      { path: "/commercialRealEstate?transaction=Rent", max: "Max price (AED/year)", completion: false },
      { path: "/residentialRealEstate?transaction=Buy", max: "Max price (AED)", completion: true },
      { path: "/upcoming-properties", max: "Max price (AED)", completion: false },
    ];
    for (const c of cases) {
      const html = await (await fetch(`${server.url}${c.path}`)).text();
      const label = c.max.replace(/[()/]/g, "\\$&");
      expect(html, c.path).toMatch(new RegExp(`>${label}<select[^>]*name="maxPrice"`));
      expect(html, c.path).toMatch(/<select[^>]*name="bedroom"/);
      expect(html.includes('name="complete"'), c.path).toBe(c.completion);
    }
  });

  it("max price and bedrooms go in the address, match the API, and show as removable chips", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/buyRealEstate`, { waitUntil: "networkidle" });
    const panel = page.getByRole("search", { name: "Search properties" });
    await panel.getByLabel("Max price").selectOption("3000000");
    await panel.getByLabel("Bedrooms").selectOption("2");
    await panel.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("maxPrice") === "3000000");
    expect(new URL(page.url()).searchParams.get("bedroom")).toBe("2");
    const expected = await apiListings(server, {
      type: "Buy",
      maxPrice: "3000000",
      bedroom: "2",
      pageSize: "9",
    });
    await expect.poll(() => cardNames(page)).toEqual(expected.names);
    expect(await page.locator("#results-heading").textContent()).toBe(
      expected.total ? "Properties" : "No Properties Available!",
    );
    if (expected.total) {
      const chips = page.getByRole("list", { name: "Active filters" });
      expect(await chips.getByRole("link").allTextContents()).toEqual(["Up to AED 3,000,000", "2 bedrooms"]);
      await chips.getByRole("link", { name: "Remove filter: 2 bedrooms" }).click();
      await page.waitForURL((u) => !u.searchParams.has("bedroom"));
      expect(new URL(page.url()).searchParams.get("maxPrice")).toBe("3000000");
      const wider = await apiListings(server, { type: "Buy", maxPrice: "3000000", pageSize: "9" });
      await expect.poll(() => cardNames(page)).toEqual(wider.names);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("search results: the listing pages' card, a sort that keeps the filters, chips, an empty state that helps", async () => {
    const { page, errors, close } = await openPage(browser);
    const search = "transactionType=Buy&city=Dubai&minPrice=Any&maxPrice=5000000&bedroom=2&bathroom=Any";
    await page.goto(`${server.url}/searchResult?${search}`, { waitUntil: "networkidle" });
    const expected = await apiListings(server, {
      type: "Buy",
      maxPrice: "5000000",
      bedroom: "2",
      pageSize: "9",
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(await cardNames(page)).toEqual(expected.names);
    // Same card as the listing pages: facts and the Call / WhatsApp buttons.
    const card = page.locator("main article").first();
    expect(await card.getByRole("link", { name: /^Call about/ }).count()).toBe(1);
    expect(await card.getByRole("link", { name: /^WhatsApp about/ }).count()).toBe(1);
    const chips = page.getByRole("list", { name: "Active filters" });
    expect(await chips.getByRole("link").allTextContents()).toEqual(["Up to AED 5,000,000", "2 bedrooms"]);

    await page.getByLabel("Sort by").selectOption("min-price");
    await page.waitForURL((u) => u.searchParams.get("sort") === "min-price");
    const url = new URL(page.url());
    expect(url.searchParams.get("maxPrice")).toBe("5000000");
    expect(url.searchParams.get("bedroom")).toBe("2");
    const cheap = await apiListings(server, {
      type: "Buy",
      maxPrice: "5000000",
      bedroom: "2",
      sort: "min-price",
      pageSize: "9",
    });
    await expect.poll(() => cardNames(page)).toEqual(cheap.names);

    // Nothing found: remove-a-filter links and nearby communities with listings.
    await page.goto(`${server.url}/searchResult?transactionType=Buy&city=Dubai%20Marina&bedroom=7`, {
      waitUntil: "networkidle",
    });
    expect(await page.getByTestId("result-count").textContent()).toBe("No results");
    expect(await page.getByText("Nothing matches every filter").count()).toBe(1);
    await expect
      .poll(() => page.getByRole("link", { name: "Remove filter: 7 bedrooms" }).count())
      .toBeGreaterThan(0);
    const nearby = page.locator("main").getByRole("link", { name: /\(\d+ propert(y|ies)\)$/ });
    expect(await nearby.count()).toBeGreaterThan(0);
    const first = (await nearby.first().getAttribute("href")) as string;
    expect(new URL(first, server.url).searchParams.get("bedroom")).toBe("7");
    expect(new URL(first, server.url).searchParams.get("city")).not.toBe("Dubai Marina");
    expect(errors).toEqual([]);
    await close();
  });

  it("a page past the end answers 404 with the last page's link and a heading that agrees with the count", async () => {
    const buy = await apiListings(server, { type: "Buy", pageSize: "9" });
    const last = Math.ceil(buy.total / 9);
    const res = await fetch(`${server.url}/buyRealEstate?page=${last + 5}&sort=max-price`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain("No Properties Available!");
    expect(html).toContain(">Properties</h2>");
    expect(html).toContain(`${buy.total} properties`);
    expect(html).toContain(`href="/buyRealEstate?page=${last}&amp;sort=max-price#results-heading"`);
    expect(html).toContain(`Go to the last page (${last})`);
    expect(html).toContain('<meta name="robots" content="noindex');

    const search = await fetch(`${server.url}/searchResult?transactionType=Buy&city=Dubai&page=99`);
    expect(search.status).toBe(404);
    const searchHtml = await search.text();
    expect(searchHtml).toContain("Go to the last page");
    expect(searchHtml).not.toContain(">No results<");

    const areas = await fetch(`${server.url}/area?page=99`);
    expect(areas.status).toBe(404);
    expect(await areas.text()).toContain("Go to the last page (");

    const community = await fetch(`${server.url}/allProperties?city=Dubai%20Marina&page=99`);
    expect(community.status).toBe(404);
    const communityHtml = await community.text();
    expect(communityHtml).toContain("Go to the last page (");
    expect(communityHtml).not.toContain("No Properties Available!");

    // Inside the results nothing changes.
    expect((await fetch(`${server.url}/buyRealEstate?page=${last}`)).status).toBe(200);
  });

  it("/area is Dubai's places only; the other emirates come under their own heading", async () => {
    const html = await (await fetch(`${server.url}/area`)).text();
    expect(html).toContain(">Areas of Dubai</h1>");
    const grid = html.slice(html.indexOf('id="areas-grid"'), html.indexOf('id="areas-elsewhere"'));
    expect(grid).not.toMatch(/\((Abu Dhabi|Sharjah|Ras Al Khaimah)\)/);
    expect(html).toContain(">Elsewhere in the UAE</h2>");
    expect(html).toMatch(/<h3[^>]*>Abu Dhabi<\/h3>/);
    expect(html).toMatch(/\d+ areas</);
  });

  it("screenshots at 390 and 1440 px: search results with chips, a listing page with its filters open", async () => {
    for (const width of [390, 1440]) {
      const { page, errors, close } = await openPage(browser, { width, height: width > 500 ? 900 : 844 });
      await page.goto(
        `${server.url}/searchResult?transactionType=Buy&city=Dubai&minPrice=Any&maxPrice=5000000&bedroom=2&bathroom=Any`,
        { waitUntil: "networkidle" },
      );
      expect(await page.getByRole("list", { name: "Active filters" }).count()).toBe(1);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, `search-${width}.png`) });

      await page.goto(`${server.url}/rentRealEstate?bedroom=2&maxPrice=200000`, { waitUntil: "networkidle" });
      if (width < 768) await page.locator("details.filter-disclosure > summary").click();
      const panel = page.getByRole("search", { name: "Search properties" });
      expect(await panel.isVisible()).toBe(true);
      await panel.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, `listing-filters-${width}.png`) });

      // The location list open over the hero.
      await panel.getByRole("combobox", { name: "City" }).fill("jumeirah");
      expect(await page.getByRole("listbox", { name: "City" }).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, `listing-location-${width}.png`) });
      expect(errors).toEqual([]);
      await close();
    }
  });
});
