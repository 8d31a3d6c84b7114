import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDay } from "../../app/components/admin/labels.ts";
import { dubaiDay } from "../../app/lib/time.ts";
import {
  DEFAULT_SETTINGS,
  DEMO_ARABIC_WORDS,
  DEMO_CURRENCY_RATES,
} from "../../app/modules/settings/settings.defaults.ts";
import {
  describeViolations,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  type WatchedPage,
} from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { expectNoErrors, expectToast, login, shotPath } from "./admin-helpers.ts";

// The settings screen (/admin/settings): an admin changes the agency's phone, the team address for
// leads, the applicants' acknowledgement and a currency rate (dated the day of the save); the public
// pages show the new phone at once (the page cache is emptied, no restart); a refused save keeps the
// typing and says why by the field; the screen reads well and fits at 390 and 1440 px.

const NEW_PHONE = "+971 4 555 0177";
const NEW_USD_RATE = "3.6711";
const LEADS_EMAIL = "leads-team@agency.example";
const ARABIC_HOURS = "يوميًا من 09:00 إلى 21:00";

/** How much the page scrolls sideways (0 or less: it fits). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The input (or textarea) of a setting, by its field name ("phone", "social.x"). */
const input = (page: Page, name: string) => page.locator(`[data-field="${name}"] :is(input, textarea)`);

/**
 * The whole page in one picture: the window made as tall as the page, so the sticky save bar and
 * the fixed sidebar sit where a person sees them (a full-page capture would repeat them mid-page).
 */
async function shootWhole(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await page.screenshot({ path: shotPath(name) });
  await page.setViewportSize(size);
}

/** Console errors other than the refused save's own 422 (the browser logs every 4xx answer). */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 422/.test(e));

/** The public home page as a visitor without a cookie gets it (the page cache answers those). */
async function publicHome(server: TestServer): Promise<{ html: string; cache: string | null }> {
  const res = await fetch(`${server.url}/`);
  expect(res.status).toBe(200);
  return { html: await res.text(), cache: res.headers.get("x-cache") };
}

describe("admin site settings", () => {
  let server: TestServer;
  let browser: Browser;
  let w: WatchedPage;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    w = await openPage(browser, { width: 1440, height: 900 });
    await login(w.page, server.url, "/admin/settings");
  });
  afterAll(async () => {
    await w?.close();
    await browser?.close();
    await server?.stop();
  });

  it("saves a new phone, leads email and no acknowledgement; the public footer shows the phone at once", async () => {
    const { page } = w;
    await page.getByRole("heading", { level: 1, name: "Site settings" }).waitFor();
    // The sidebar leads here, for admins.
    expect(await page.getByRole("link", { name: "Settings", exact: true }).getAttribute("href")).toBe(
      "/admin/settings",
    );

    // The public page is served (and cached) with the old phone.
    await publicHome(server);
    const before = await publicHome(server);
    expect(before.cache).toBe("hit");
    expect(before.html).toContain(DEFAULT_SETTINGS.phone);

    // Every field is there with its label, showing the stored value.
    expect(await page.getByLabel("Phone number").inputValue()).toBe(DEFAULT_SETTINGS.phone);
    expect(await page.getByLabel("Agency name").inputValue()).toBe(DEFAULT_SETTINGS.agencyName);
    expect(await page.getByLabel("Instagram").inputValue()).toBe(DEFAULT_SETTINGS.social.instagram);
    const ack = page.getByRole("checkbox", { name: "Send job applicants the acknowledgement email" });
    expect(await ack.isChecked()).toBe(true);
    // The demo's rates, dated the day of the seed (the test run's).
    const usd = page.getByLabel("Dirhams for 1 USD");
    expect(await usd.inputValue()).toBe(String(DEMO_CURRENCY_RATES.USD));
    expect(await usd.getAttribute("inputmode")).toBe("decimal");
    const ratesLine = page.locator("[data-rates-set-on]");
    expect(await ratesLine.innerText()).toMatch(/^Rates set on \d{1,2} [A-Z][a-z]{2,3} \d{4}$/);

    // The words in Arabic (the demo's), typed right to left.
    const arabicHours = page.getByLabel("Opening hours in Arabic");
    expect(await arabicHours.inputValue()).toBe(DEMO_ARABIC_WORDS.openingHours);
    expect(await page.getByLabel("Tagline in Arabic").inputValue()).toBe(DEMO_ARABIC_WORDS.tagline);
    expect([await arabicHours.getAttribute("dir"), await arabicHours.getAttribute("lang")]).toEqual([
      "rtl",
      "ar",
    ]);

    await page.getByLabel("Phone number").fill(NEW_PHONE);
    await arabicHours.fill(ARABIC_HOURS);
    await page.getByLabel("Team email for new leads").fill(LEADS_EMAIL);
    await ack.uncheck();
    await usd.fill(NEW_USD_RATE);
    expect(await page.locator("[data-save-state]").innerText()).toBe("Unsaved changes");
    await page.locator("[data-save]").click();
    await expectToast(page, "Settings saved. The website shows the changes now.");
    await page.locator("[data-save-state]", { hasText: "No changes yet" }).waitFor();
    // A changed rate is dated today (in Dubai).
    expect(await ratesLine.innerText()).toBe(`Rates set on ${formatDay(dubaiDay(new Date()))}`);

    // The public pages show the new phone now: the cached copy is gone.
    const after = await publicHome(server);
    expect(after.html).toContain(NEW_PHONE);
    expect(after.html).not.toContain(DEFAULT_SETTINGS.phone);
    const visitor = await openPage(browser, { width: 1440, height: 900 });
    try {
      await visitor.page.goto(`${server.url}/contact`, { waitUntil: "load" });
      expect(await visitor.page.locator("footer").innerText()).toContain(NEW_PHONE);
      await visitor.page.goto(`${server.url}/ar/contact`, { waitUntil: "load" });
      expect(await visitor.page.locator("footer").innerText()).toContain(ARABIC_HOURS);
    } finally {
      await visitor.close();
    }

    // A fresh load of the screen shows what was stored.
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByLabel("Phone number").inputValue()).toBe(NEW_PHONE);
    expect(await page.getByLabel("Team email for new leads").inputValue()).toBe(LEADS_EMAIL);
    expect(await ack.isChecked()).toBe(false);
    expect(await usd.inputValue()).toBe(NEW_USD_RATE);
    expect(await arabicHours.inputValue()).toBe(ARABIC_HOURS);
    expectNoErrors(w.errors);
  });

  it("a refused save shows the message by the field, keeps the typing and changes nothing", async () => {
    const { page } = w;
    const tagline = "Typed, and kept after the refusal";
    await page.getByLabel("Tagline", { exact: true }).fill(tagline);
    await page.getByLabel("Email address").fill("office-at-agency");
    await page.getByLabel("Dirhams for 1 RUB").fill("-0.04");
    await page.locator("[data-save]").click();
    await expectToast(page, "Not saved: some fields need attention. Nothing you typed was lost.");

    const email = input(page, "email");
    const message = page.locator('[data-field-error="email"]');
    expect(await message.innerText()).toBe("Enter a full email address, like hello@youragency.ae.");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    const errorId = await message.getAttribute("id");
    expect((await email.getAttribute("aria-describedby"))?.split(" ")).toContain(errorId);
    // The refused field has the focus; everything typed is still there.
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await email.inputValue()).toBe("office-at-agency");
    expect(await page.getByLabel("Tagline", { exact: true }).inputValue()).toBe(tagline);
    expect(await page.getByLabel("Phone number").inputValue()).toBe(NEW_PHONE);
    expect(await page.locator('[data-field-error="currencyRates.RUB"]').innerText()).toBe(
      "The RUB rate must be a positive number of dirhams, like 0.0372 (at most 10,000, with up to 6 decimals), or blank.",
    );
    expect(await input(page, "currencyRates.RUB").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("[data-field-error]").count()).toBe(2);

    // Nothing was stored: the public page keeps the old tagline and email.
    const home = await publicHome(server);
    expect(home.html).not.toContain(tagline);
    expect(home.html).toContain(DEFAULT_SETTINGS.email);
    expectNoErrors(unexpected(w.errors));
  });

  it("has no serious accessibility violations and fits at 1440, 390 and 360 px", async () => {
    const { page } = w;
    // With the refused field still shown, so the error state is checked too.
    let violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await shootWhole(page, "settings-1440");

    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await pageOverflow(page), `${width} px`).toBeLessThanOrEqual(0);
      // Every field fits inside the screen.
      const widest = await page
        .locator("[data-settings-form] :is(input, textarea)")
        .evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)));
      expect(widest).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shootWhole(page, "settings-390");

    // Keyboard: the save button is reached with Tab from the last field.
    await input(page, "heroVideos.areas").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-save"))).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
    expectNoErrors(unexpected(w.errors));
  });
});
