import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { apiListings, cardNames } from "./public-helpers.ts";

const TOP = [
  "Downtown Dubai",
  "Dubai Marina",
  "Palm Jumeirah",
  "Business Bay",
  "Dubai Hills Estate",
  "Jumeirah Village Circle",
  "Arabian Ranches",
  "Jumeirah Lake Towers",
  "Dubai Creek Harbour",
  "Emirates Hills",
  "Mohammed Bin Rashid City",
  "Jumeirah Beach Residence",
  "Damac Hills",
  "Bluewaters Island",
];

describe("areas and communities", () => {
  let server: TestServer;
  let browser: Browser;
  let locations: { location: string; count: number }[];
  /** "Areas of Dubai" lists Dubai's places only (the others carry their emirate in brackets). */
  let dubai: { location: string; count: number }[];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    locations = await (await fetch(`${server.url}/api/realEstate/locations`)).json();
    dubai = locations.filter((l) => !l.location.includes("("));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("/area: hero with a muted looping video, 9 areas a page with their counts, pages via ?page=", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/area`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").textContent()).toBe("Areas of Dubai");
    const video = page.locator("video[data-hero-video]");
    await expect.poll(() => video.count()).toBe(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    const cards = page.locator("section[aria-labelledby=areas-grid] > ul > li");
    expect(await cards.count()).toBe(Math.min(9, dubai.length));
    const firstNine = dubai.slice(0, 9);
    const texts = await cards.allTextContents();
    firstNine.forEach((l, i) => {
      expect(texts[i]).toContain(l.location);
      expect(texts[i]).toContain(l.count === 1 ? "1 property" : `${l.count} properties`);
    });
    expect(await cards.first().locator("a").getAttribute("href")).toBe(
      `/area/${encodeURIComponent(firstNine[0].location)}`,
    );
    if (dubai.length > 9) {
      await page.getByRole("link", { name: "Page 2" }).click();
      await page.waitForURL(/\?page=2/);
      await expect.poll(async () => (await cards.allTextContents())[0]).toContain(dubai[9].location);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("areas → area: the dropdown and Search open /area/{location} with only that area's listings", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/area`, { waitUntil: "networkidle" });
    const target = [...locations].sort((a, b) => b.count - a.count)[0].location;
    await page.getByRole("combobox", { name: "Location" }).fill(target);
    await page.getByRole("option", { name: target, exact: true }).click();
    // The choice is in the form (the hidden field) before Search is pressed.
    await expect
      .poll(() => page.locator('form[action="/area"] input[name="location"]').inputValue())
      .toBe(target);
    await page.getByRole("button", { name: "Search" }).click();
    // Polled rather than waitForURL, so a failure names the address the page did reach.
    const areaUrl = new RegExp(`/area/${encodeURIComponent(target).replace(/[()]/g, "\\$&")}$`);
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(areaUrl);
    const expected = await apiListings(server, { location: target, pageSize: "9" });
    await expect.poll(() => cardNames(page)).toEqual(expected.names);
    expect(await page.locator("h1").textContent()).toBe(target);
    for (const loc of await page.locator("main article p:has(svg.lucide-map-pin)").allTextContents())
      expect(loc.replace("Location: ", "")).toBe(target);

    // ?type= narrows to commercial or residential.
    await page.getByLabel("Property type").selectOption("residential");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\?type=residential$/);
    const residential = await apiListings(server, {
      location: target,
      propertyType: "residential",
      pageSize: "9",
    });
    await expect.poll(() => cardNames(page)).toEqual(residential.names);
    expect(errors).toEqual([]);
    await close();
  });

  it("area pages work without JavaScript and for a known community with no listings", async () => {
    const { page, errors, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/area`);
    await page.locator('select[name="location"]').selectOption(locations[0].location);
    await page.locator('form[action="/area"] button[type=submit]').click();
    await page.waitForURL(/\/area\//);
    expect(await page.locator("h1").textContent()).toBe(locations[0].location);
    const empty = ["Al Barari", "Liwan", "Mudon", "Villanova", "Zaabeel"].find(
      (n) => !locations.some((l) => l.location === n),
    );
    if (empty) {
      const res = await fetch(`${server.url}/area/${encodeURIComponent(empty)}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`There are no listings in ${empty} right now.`);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("/communities: 14 cards tagged Residential and Commercial with live counts", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/communities`, { waitUntil: "networkidle" });
    const cards = page.locator("main a[data-community]");
    expect(await cards.count()).toBe(14);
    expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute("data-community")))).toEqual(TOP);
    for (const name of TOP) {
      const card = page.locator(`main a[data-community="${name}"]`);
      const text = (await card.textContent()) ?? "";
      expect(text).toContain("Residential");
      expect(text).toContain("Commercial");
      const { total } = await apiListings(server, { city: name, pageSize: "1" });
      if (total === 0) expect(text).toContain("Coming soon");
      else {
        expect(text).not.toContain("Coming soon");
        expect(text).toContain(total === 1 ? "1 property" : `${total} properties`);
      }
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("communities → allProperties: the card stores the name under `city`, the page shows it and clears the key", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/communities`, { waitUntil: "networkidle" });
    await page.locator('main a[data-community="Dubai Marina"]').click();
    await page.waitForURL(/\/allProperties\?city=Dubai(%20|\+)Marina$/);
    const expected = await apiListings(server, { city: "Dubai Marina", pageSize: "9" });
    await expect.poll(() => cardNames(page)).toEqual(expected.names);
    expect(await page.locator("h1").textContent()).toBe("Properties in Dubai Marina");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("city"))).toBeNull();
    // Area Guide buttons lead to the listing's area.
    if (expected.total > 0)
      expect(
        await page
          .getByRole("link", { name: /^Area guide for/ })
          .first()
          .getAttribute("href"),
      ).toBe("/area/Dubai%20Marina");

    // Opened without ?city= but with the key set: it moves to ?city= and shows that community.
    await page.evaluate(() => sessionStorage.setItem("city", "Palm Jumeirah"));
    await page.goto(`${server.url}/allProperties`, { waitUntil: "networkidle" });
    await page.waitForURL(/\/allProperties\?city=Palm(%20|\+)Jumeirah$/);
    const palm = await apiListings(server, { city: "Palm Jumeirah", pageSize: "9" });
    await expect.poll(() => cardNames(page)).toEqual(palm.names);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("city"))).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it("allProperties with neither ?city= nor the key: a warning is logged and the list is empty", async () => {
    const { page, errors, close } = await openPage(browser);
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.goto(`${server.url}/allProperties`, { waitUntil: "networkidle" });
    await expect.poll(() => warnings.some((w) => w.includes("no city"))).toBe(true);
    expect(await cardNames(page)).toEqual([]);
    expect(await page.locator("main h2").textContent()).toBe("Choose a community to see its properties.");
    expect(errors).toEqual([]);
    await close();
  });
});
