import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";

describe("smoke", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("home shows listings with images and logs no console errors", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(server.url, { waitUntil: "networkidle" });
    const cards = page.locator('main a[href^="/property/"]');
    expect(await cards.count()).toBeGreaterThan(0);
    const img = page.locator("main article img").filter({ visible: true }).first();
    // Cards below the hero load lazily: bring the first into view.
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
