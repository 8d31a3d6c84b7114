import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { apiListings, cardNames } from "./public-helpers.ts";

const activeSlide = (page: import("playwright-core").Page) =>
  page.locator('[aria-roledescription="slide"][data-active="true"]').getAttribute("aria-label");

describe("home and search results", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("home: the first HTML has three upcoming off-plan cards linking to their pages and Show All", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const upcoming = await apiListings(server, { status: "offPlan", pageSize: "3" });
    expect(upcoming.names).toHaveLength(3);
    for (const id of upcoming.ids) expect(html).toContain(`href="/property/${id}"`);
    expect(html).toContain('href="/upcoming-properties"');
    expect(html).toContain("Show All Properties");
    // The first slide's image is the prioritised one; the others are not sent with the page, so
    // they cannot compete with it. The slider adds them once it is hydrated.
    expect(html).toMatch(/<img[^>]*src="\/images\/slide-skyline-1280\.webp"[^>]*fetchpriority="high"/i);
    expect(html).not.toContain("slide-villa");

    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    expect(await page.locator('img[src="/images/slide-villa-1280.webp"][loading="lazy"]').count()).toBe(1);
    expect(await page.locator('img[src="/images/slide-marina-1280.webp"]').count()).toBe(1);
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Upcoming Properties" }),
    });
    expect(await section.locator("article").count()).toBe(3);
    await section.locator("article a[data-card-link]").first().click();
    await page.waitForURL(new RegExp(`/property/${upcoming.ids[0]}$`));
    expect(errors).toEqual([]);
    await close();
  });

  it("slider: autoplays every 3 s, loops, pauses on hover and with the pause button, keyboard operable", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    expect(await page.locator('[aria-roledescription="carousel"]').getAttribute("aria-label")).toBeTruthy();
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(3);
    expect(await activeSlide(page)).toBe("1 of 3");
    await expect.poll(() => activeSlide(page), { timeout: 4500 }).toBe("2 of 3");
    await expect.poll(() => activeSlide(page), { timeout: 4500 }).toBe("3 of 3");
    await expect.poll(() => activeSlide(page), { timeout: 4500 }).toBe("1 of 3");

    // Hover pauses.
    await page.locator('[aria-roledescription="carousel"]').hover();
    const held = await activeSlide(page);
    await page.waitForTimeout(3600);
    expect(await activeSlide(page)).toBe(held);
    await page.mouse.move(5, 890);

    // Keyboard: previous/next wrap around; the pause button stops autoplay.
    const pause = page.locator("[data-slider-pause]");
    await pause.focus();
    await page.keyboard.press("Enter");
    expect(await pause.getAttribute("aria-label")).toBe("Play slideshow");
    await page.getByRole("button", { name: "Show slide 1" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    expect(await activeSlide(page)).toBe("3 of 3");
    await page.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    expect(await activeSlide(page)).toBe("1 of 3");
    await page.locator("h2", { hasText: "Upcoming Properties" }).click();
    await page.waitForTimeout(3600);
    expect(await activeSlide(page)).toBe("1 of 3");
    // Hidden slides are hidden from assistive technology.
    expect(await page.locator('[aria-roledescription="slide"][aria-hidden="true"]').count()).toBe(2);
    expect(errors).toEqual([]);
    await close();
  });

  it("slider does not autoplay with prefers-reduced-motion", async () => {
    const { page, errors, close } = await openPage(browser, { reducedMotion: true });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.waitForTimeout(3800);
    expect(await activeSlide(page)).toBe("1 of 3");
    expect(await page.locator("[data-slider-pause]").getAttribute("aria-label")).toBe("Play slideshow");
    expect(errors).toEqual([]);
    await close();
  });

  it("home search → /searchResult with the query in the URL, results from the server, same after reload", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const form = page.getByRole("search", { name: "Find a property" });
    // Defaults (docs/product/specification.md §5): Buy, Dubai shown as "Any".
    expect(await form.getByLabel("I want to").inputValue()).toBe("Buy");
    expect(await form.locator('input[name="city"]').inputValue()).toBe("Dubai");
    expect(await form.getByRole("combobox", { name: "City" }).getAttribute("placeholder")).toBe("Any");
    await form.getByLabel("I want to").selectOption("Rent");
    // The location is a type-ahead combobox (tests/e2e/public-search-combobox.test.ts).
    await form.getByRole("combobox", { name: "City" }).fill("Dubai Mar");
    await page.getByRole("option", { name: "Dubai Marina", exact: true }).click();
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/searchResult\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      transactionType: "Rent",
      city: "Dubai Marina",
      minPrice: "Any",
      maxPrice: "Any",
      bedroom: "Any",
      bathroom: "Any",
    });
    const expected = await apiListings(server, {
      transactionType: "Rent",
      city: "Dubai Marina",
      pageSize: "9",
    });
    // The URL changes as the navigation commits; wait for the new page to render.
    await expect.poll(() => page.locator("h1").textContent()).toBe("Properties for rent in Dubai Marina");
    const countLine =
      expected.total === 0 ? "No results" : expected.total === 1 ? "1 result" : `${expected.total} results`;
    expect(await page.getByTestId("result-count").textContent()).toBe(countLine);
    expect(await cardNames(page)).toEqual(expected.names);
    // Each card is the listing pages' card: image, name, location, price, facts and contact buttons.
    const card = page.locator("main article").first();
    if (expected.total > 0) {
      expect(await card.locator("img").count()).toBe(1);
      expect(await card.getByRole("link", { name: /^Call about/ }).count()).toBe(1);
    }

    await page.reload({ waitUntil: "networkidle" });
    expect(await cardNames(page)).toEqual(expected.names);

    // The last transaction type and city are remembered for the session.
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await expect.poll(() => form.getByLabel("I want to").inputValue()).toBe("Rent");
    await expect.poll(() => form.getByLabel("City").inputValue()).toBe("Dubai Marina");
    expect(errors).toEqual([]);
    await close();
  });

  it("search results: sale heading by default, 'No results', numeric filters, shared links", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(
      `${server.url}/searchResult?transactionType=Buy&city=Dubai&minPrice=1000000&maxPrice=Any&bedroom=2&bathroom=Any`,
      { waitUntil: "networkidle" },
    );
    expect(await page.locator("h1").textContent()).toBe("Properties for sale in Dubai");
    const two = await apiListings(server, {
      transactionType: "Buy",
      minPrice: "1000000",
      bedroom: "2",
      pageSize: "9",
    });
    expect(await cardNames(page)).toEqual(two.names);

    await page.goto(
      `${server.url}/searchResult?transactionType=Buy&city=Nowhere&minPrice=Any&maxPrice=Any&bedroom=Any&bathroom=Any`,
      {
        waitUntil: "networkidle",
      },
    );
    expect(await page.getByTestId("result-count").textContent()).toBe("No results");
    expect(await cardNames(page)).toEqual([]);

    // A bad value is explained on the page (400), never a server error.
    const bad = await fetch(`${server.url}/searchResult?transactionType=Buy&minPrice=5&maxPrice=1`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("minPrice must not be greater than maxPrice");

    // Without JavaScript the home form still searches (empty fields mean Any).
    const nojs = await openPage(browser, { javaScriptEnabled: false });
    await nojs.page.goto(`${server.url}/`);
    await nojs.page.locator('select[name="transactionType"]').selectOption("Buy");
    await nojs.page.locator('form[action="/searchResult"] button[type=submit]').click();
    await nojs.page.waitForURL(/\/searchResult\?transactionType=Buy/);
    const all = await apiListings(server, { transactionType: "Buy", pageSize: "9" });
    expect(await cardNames(nojs.page)).toEqual(all.names);
    await nojs.close();
    expect(errors).toEqual([]);
    await close();
  });
});
