/**
 * The header's switches (issue 20): the language switch keeps the page and its query, and the
 * currency and area unit chosen in the header (desktop) or the phone menu show on the next page,
 * with the keyboard, in both languages, without errors or sideways scroll.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { startServer, type TestServer, writeSettings } from "../setup/server.ts";

describe("language, currency and area unit switches", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await writeSettings(server, {
      currencyRates: { USD: 3.6725, EUR: 4, GBP: 4.6, SAR: null, INR: null, RUB: null, CNY: null },
      currencyRatesSetOn: "2026-11-20",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("at 1440 px: English to Arabic on the same page and query, then USD and m² from the keyboard", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/buyRealEstate?sort=max-price`);
    // The language switch: the same page and query, in Arabic, right to left.
    await page.locator("header [data-language-switch]").first().click();
    await page.waitForURL(/\/ar\/buyRealEstate\?sort=max-price$/);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.locator("header nav").first().innerText()).toContain("شراء");
    // The currency and unit switch, by keyboard: the disclosure opens on Enter, the form submits.
    const summary = page.locator("header [data-display-switch] summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    const form = page.locator("header [data-display-switch] form");
    await form.getByLabel("العملة").selectOption("USD");
    await form.getByLabel("وحدة المساحة").selectOption("sqm");
    await form.getByRole("button", { name: "تطبيق" }).press("Enter");
    await page.waitForURL(/\/ar\/buyRealEstate\?sort=max-price$/);
    await page.waitForSelector("html[data-hydrated]");
    const firstCard = page.locator("article").first();
    await expect.poll(() => firstCard.innerText()).toMatch(/\d USD/);
    expect(await firstCard.innerText()).toContain("م²");
    expect(await summary.innerText()).toContain("USD");
    // Back to English: the choice holds.
    await page.locator("header [data-language-switch]").first().click();
    await page.waitForURL(/\/buyRealEstate\?sort=max-price$/);
    expect(await page.locator("article").first().innerText()).toMatch(/USD [\d,]+/);
    expect(await page.locator("article").first().innerText()).toContain("m²");
    expect(errors).toEqual([]);
    await close();
  });

  it("at 360 px: the phone menu offers both switches; EUR in Arabic without sideways scroll", async () => {
    const { page, errors, close } = await openPage(browser, { width: 360, height: 740 });
    await page.goto(`${server.url}/ar/rentRealEstate`);
    await page.getByRole("button", { name: "افتح القائمة" }).click();
    const menu = page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.locator("[data-language-switch]").getAttribute("href")).toBe("/rentRealEstate");
    await menu.getByLabel("العملة", { exact: true }).selectOption("EUR");
    await menu.getByRole("button", { name: "تطبيق" }).click();
    await page.waitForURL(/\/ar\/rentRealEstate$/);
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => page.locator("article").first().innerText()).toMatch(/\d EUR/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
