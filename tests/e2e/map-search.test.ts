import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeViolations,
  launchBrowser,
  openPage,
  screenshotPath,
  seriousA11yViolations,
  sidewaysOverflow,
} from "../setup/browser.ts";
import { PLAIN_MAP_STYLE, TEST_MAP_STYLE_HOST, TEST_MAP_STYLE_URL } from "../setup/map-style.ts";
import { startServer, type TestServer } from "../setup/server.ts";

// Map search (issue 24), in Chromium without any network: the map's style comes from a host of its
// own (MAP_STYLE_URL), answered here by the test with a plain style; the pins are the page's own
// search. The map's code and style load only when a visitor opens the map or scrolls to it.

const STYLE_HOST = TEST_MAP_STYLE_HOST;

/** Answers the style host from here, and records what the page asked of it and of the map's code. */
async function serveStyle(context: BrowserContext) {
  const asked: string[] = [];
  await context.route(`${STYLE_HOST}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ json: PLAIN_MAP_STYLE, headers: { "access-control-allow-origin": "*" } });
  });
  return asked;
}

/** Script requests of the map's own chunks (MapLibre and its worker). */
const mapChunks = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (/maplibre|results-map|location-map-view|map-kit/i.test(r.url())) seen.push(r.url());
  });
  return seen;
};

const pins = (page: Page) => page.locator("[data-pin]");
const count = async (page: Page) =>
  Number(
    (
      await page
        .locator("main")
        .getByText(/\d+ propert/)
        .first()
        .textContent()
    )?.match(/\d+/)?.[0],
  );

describe("map search", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ env: { MAP_STYLE_URL: TEST_MAP_STYLE_URL } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("pages allow exactly the map's host, and load nothing of the map until it is opened", async () => {
    const res = await fetch(`${server.url}/buyRealEstate`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`connect-src 'self' ${STYLE_HOST};`);
    expect(csp).toContain("worker-src 'self'");
    const { page, context, errors, close } = await openPage(browser, { width: 1440, height: 900 });
    const asked = await serveStyle(context);
    const chunks = mapChunks(page);
    await page.goto(`${server.url}/buyRealEstate`);
    await page.goto(`${server.url}/property/${await firstId(server)}`);
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);
    expect(chunks).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("toggles to the map and back keeping the filters; pins, card ↔ pin, a pin's card, Search this area", async () => {
    // Reduced motion: the map jumps instead of flying, so each zoom below is done when the click is.
    const { page, context, errors, close } = await openPage(browser, {
      width: 1440,
      height: 900,
      reducedMotion: true,
    });
    const asked = await serveStyle(context);
    await page.goto(`${server.url}/buyRealEstate?bedroom=2&sort=max-price`);
    const before = await count(page);
    expect(before).toBeGreaterThan(1);

    await page
      .getByRole("navigation", { name: "Show the results as" })
      .getByRole("link", { name: "Map" })
      .click();
    await page.waitForURL(/view=map/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ bedroom: "2", sort: "max-price", view: "map" });
    await page.locator("[data-map-ready]").waitFor();
    expect(asked.some((u) => u.endsWith("/styles/plain.json"))).toBe(true);
    // Every listing of the search is on the map, as a pin or within a cluster's count.
    await expect.poll(() => page.locator("[data-pin], [aria-label$='zoom in']").count()).toBeGreaterThan(0);
    const inClusters = await page
      .locator("[aria-label$='zoom in']")
      .evaluateAll((els) => els.reduce((n, el) => n + Number(el.textContent), 0));
    expect((await pins(page).count()) + inClusters).toBe(before);

    // Zoom into clusters until a card's pin shows, then light it from its card.
    await zoomIntoClusters(page);
    const pinIds = await pins(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.pin));
    const card = page.locator("[data-listing-id]").filter({ has: page.locator("article") });
    const cardIds = await card.evaluateAll((els) => els.map((e) => e.getAttribute("data-listing-id")));
    const shared = cardIds.find((id) => pinIds.includes(id ?? ""));
    expect(shared).toBeTruthy();
    await page.locator(`[data-listing-id="${shared}"] article`).hover();
    await expect.poll(() => page.locator(`[data-pin="${shared}"]`).getAttribute("data-on")).toBe("");
    // …and the other way: a pin lights its card.
    await page.locator(`[data-pin="${shared}"]`).hover();
    await expect
      .poll(() =>
        page
          .locator(`[data-listing-id="${shared}"] article`)
          .evaluate((el) => getComputedStyle(el).boxShadow),
      )
      .not.toBe("none");

    // A pin opens a small card linking to its listing; with the keyboard too.
    await page.locator(`[data-pin="${shared}"]`).focus();
    await page.keyboard.press("Enter");
    const link = page.locator(".maplibregl-popup").getByRole("link", { name: "View the listing" });
    await expect.poll(() => link.getAttribute("href")).toBe(`/property/${shared}`);
    await page.screenshot({ path: screenshotPath("map-search-1440") });

    // Moving the map offers to search that area: the address and the list follow. Two steps in
    // (the listings at the edges of the fitted view leave it) and a drag.
    for (let i = 0; i < 2; i++) {
      await page.getByRole("button", { name: "Zoom in" }).click();
      await page.waitForTimeout(300);
    }
    const canvas = page.locator(".maplibregl-canvas");
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no map canvas");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 6 });
    await page.mouse.up();
    await page.getByRole("button", { name: "Search this area" }).click();
    await page.waitForURL(/bbox=/);
    const area = new URL(page.url()).searchParams;
    expect(area.get("view")).toBe("map");
    expect(area.get("bedroom")).toBe("2");
    expect(area.get("sort")).toBe("max-price");
    expect(area.get("bbox")).toMatch(/^-?\d+\.\d{5}(,-?\d+\.\d{5}){3}$/);
    // The list is the API's answer for that area and those filters, and fewer than before.
    const inside = await fetch(
      `${server.url}/api/realEstate?type=Buy&bedroom=2&pageSize=1&bbox=${area.get("bbox")}`,
    );
    const want = Number(inside.headers.get("x-total-count"));
    expect(want).toBeLessThan(before);
    await expect.poll(() => count(page).catch(() => 0)).toBe(want);
    await expect.poll(() => page.getByRole("link", { name: /Remove filter: Map area/ }).count()).toBe(1);

    // Back to the list: the area and the filters stay, the view goes.
    await page
      .getByRole("navigation", { name: "Show the results as" })
      .getByRole("link", { name: "List" })
      .click();
    await page.waitForURL((u) => !u.searchParams.has("view"));
    const list = new URL(page.url()).searchParams;
    expect(list.get("bbox")).toBe(area.get("bbox"));
    expect(list.get("bedroom")).toBe("2");
    await expect.poll(() => page.locator(".maplibregl-canvas").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("on a phone: the map fills the screen above the list, a pin brings its card into the sheet", async () => {
    // Reduced motion: the sheet jumps to the card and the map to the pin, so the check below does
    // not race a smooth scroll on a busy machine.
    const { page, context, errors, close } = await openPage(browser, {
      width: 360,
      height: 740,
      reducedMotion: true,
    });
    await serveStyle(context);
    await page.goto(`${server.url}/rentRealEstate?view=map`);
    await page.locator("[data-map-ready]").waitFor();
    const map = await page.locator(".maplibregl-canvas").boundingBox();
    const firstCard = await page.locator("[data-results-grid] article").first().boundingBox();
    expect(map && firstCard && map.y < firstCard.y).toBe(true);
    expect(map?.height).toBeGreaterThan(500);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const sheet = page.locator("[data-sheet]");
    expect(await sheet.count()).toBeGreaterThan(0);
    if (!(await pins(page).count())) await zoomIntoClusters(page);
    const id = await pins(page).first().getAttribute("data-pin");
    await page.locator(`[data-pin="${id}"]`).click();
    await expect
      .poll(() =>
        page.locator(`[data-sheet="${id}"]`).evaluate((li) => {
          const r = li.getBoundingClientRect();
          return r.left >= 0 && r.right <= window.innerWidth;
        }),
      )
      .toBe(true);
    await page.screenshot({ path: screenshotPath("map-search-360") });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("in Arabic, right to left: the pins and the map's controls speak Arabic; axe finds nothing serious", async () => {
    const { page, context, errors, close } = await openPage(browser, { width: 1440, height: 900 });
    await serveStyle(context);
    await page.goto(`${server.url}/ar/buyRealEstate?view=map`);
    await page.locator("[data-map-ready]").waitFor();
    await expect.poll(() => page.locator("[data-pin], [aria-label*='قرّب']").count()).toBeGreaterThan(0);
    const labels = await page
      .locator("[data-pin], [aria-label*='قرّب']")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? e.textContent ?? ""));
    for (const l of labels) expect(l).toMatch(/[\u0600-\u06FF]/);
    expect(await page.getByRole("button", { name: "تكبير" }).count()).toBe(1);
    expect(describeViolations(await seriousA11yViolations(page))).toBe("");
    await page.screenshot({ path: screenshotPath("map-search-ar-1440") });
    expect(errors).toEqual([]);
    await close();
  });

  it("paging or sorting the list beside the map keeps the map as it is (no new pins, no refit)", async () => {
    const { page, context, errors, close } = await openPage(browser, { width: 1440, height: 900 });
    await serveStyle(context);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/mapPins?")) asked.push(r.url());
    });
    await page.goto(`${server.url}/rentRealEstate?view=map`);
    await page.locator("[data-map-ready]").waitFor();
    expect(asked).toHaveLength(1);
    // From the keyboard: a pointer click aims at where the link was when it looked settled, and the
    // list beside the map can still move while the map draws its pins (a CI run lost its click so).
    await page.getByRole("link", { name: "Next page" }).first().focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).searchParams.get("view")).toBe("map");
    await page.locator("#sort").selectOption("min-price");
    await page.waitForURL(/sort=min-price/);
    await page.waitForTimeout(300);
    expect(asked).toHaveLength(1);
    expect(await page.locator(".maplibregl-canvas").count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("a style that cannot be loaded leaves the pins on a plain ground", async () => {
    const { page, context, errors, close } = await openPage(browser, { width: 1440, height: 900 });
    await context.route(`${STYLE_HOST}/**`, (route) => route.fulfill({ status: 503, body: "down" }));
    await page.goto(`${server.url}/rentRealEstate?view=map`);
    await page.locator("[data-map-ready]").waitFor();
    await expect.poll(() => page.locator("[data-pin], [aria-label$='zoom in']").count()).toBeGreaterThan(0);
    // The browser reports the failed request itself; nothing else went wrong.
    expect(errors.filter((e) => !/Failed to load resource.*503/.test(e))).toEqual([]);
    await close();
  });

  it("the detail page's small map loads when scrolled to; directions link to the listing's place", async () => {
    const { page, context, errors, close } = await openPage(browser, {
      width: 1440,
      height: 900,
      reducedMotion: true,
    });
    const asked = await serveStyle(context);
    const chunks = mapChunks(page);
    const id = await firstId(server);
    await page.goto(`${server.url}/property/${id}`);
    const section = page.locator("section[aria-labelledby=location-title]");
    expect(await section.count()).toBe(1);
    const directions = section.getByRole("link", { name: /Directions/ });
    expect(await directions.getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    );
    expect(asked).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await section.locator(".maplibregl-canvas").waitFor();
    expect(asked.length).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(0);
    await section.screenshot({ path: screenshotPath("detail-map-1440") });
    expect(errors).toEqual([]);
    await close();
  });
});

/** Opens clusters (a click zooms to where one splits) until none is left or six clicks were made. */
async function zoomIntoClusters(page: Page) {
  const clusters = page.locator("[aria-label$='zoom in']");
  for (let i = 0; i < 6 && (await clusters.count()); i++) {
    await clusters
      .first()
      .click({ timeout: 3_000 })
      .catch(() => {});
    await page.waitForTimeout(600);
  }
}

async function firstId(server: TestServer): Promise<string> {
  const res = await fetch(`${server.url}/api/realEstate?pageSize=1`);
  return ((await res.json()) as { _id: string }[])[0]._id;
}
