import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeViolations,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  type WatchedPage,
} from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { ADMIN_HEADINGS, ADMIN_PAGES, expectNoErrors, login, shotPath } from "./admin-helpers.ts";

describe("admin pages", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Every admin page at desktop width (status, its h1, the title, serious axe violations, the
  // console, a screenshot each) is checked in admin-layout.test.ts's 1440 px walk, which opens every
  // admin page anyway: one walk instead of two.

  it("the edit page and a dialog pass axe too", async () => {
    const { page, errors, close } = await openPage(browser, { width: 1440, height: 900 });
    await login(page, server.url, "/admin/rentRealEstate");
    await page.locator("[data-edit]").first().click();
    await page.waitForURL(/\/editProperty\//);
    await page.getByRole("heading", { level: 1, name: "Edit property" }).waitFor();
    let violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: shotPath("desktop_editProperty"), fullPage: true });

    await page.goto(`${server.url}/admin/contact`, { waitUntil: "networkidle" });
    await page.locator("[data-edit]").first().click();
    await page.getByRole("dialog").waitFor();
    violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: shotPath("desktop_contact_dialog") });
    expectNoErrors(errors);
    await close();
  });

  it("tablet width: the sidebar folds behind a menu button, tables keep their actions in view", async () => {
    const { page, context, errors, close } = await openPage(browser, { width: 768, height: 1024 });
    await login(page, server.url);
    const menu = page.getByRole("button", { name: "Open the admin menu" });
    await menu.waitFor();
    expect(await page.locator("aside").isVisible()).toBe(false);
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Admin" });
    await drawer.waitFor();
    await drawer.getByRole("link", { name: "Careers" }).click();
    await page.waitForURL(/\/admin\/career$/);
    await drawer.waitFor({ state: "hidden" });
    // Below 1008 px the career table hides Message, Phone and Position (docs/product/specification.md §9).
    for (const name of ["Message", "Phone", "Position"]) {
      expect(await page.getByRole("columnheader", { name, exact: true }).isVisible(), name).toBe(false);
    }
    for (const name of ["Name", "Email", "Status", "CV", "Operations"]) {
      expect(await page.getByRole("columnheader", { name, exact: true }).isVisible(), name).toBe(true);
    }
    const check = async (tab: Page, path: string) => {
      await tab.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await tab.getByRole("heading", { level: 1, name: ADMIN_HEADINGS[path], exact: true }).waitFor();
      // No page scrolls sideways as a whole; wide tables scroll inside their own box.
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const ops = tab.locator("[data-row] [data-delete]").first();
      if (await ops.count()) {
        const box = await ops.boundingBox();
        expect(box && box.x + box.width <= 768, `${path}: row actions in view`).toBe(true);
      }
      await tab.screenshot({ path: shotPath(`tablet${path.replace(/\//g, "_")}`) });
      // The newsletter becomes a list of cards below 768 px and a table from 768 px (checked on
      // the last page of the walk before the newsletter's own page, as when it was one tab).
      if (path === "/addProperty") expect(await tab.locator("[data-table=newsletter]").count()).toBe(0);
    };
    // Three signed-in pages at a time (the other two carry this one's session cookie): most of a
    // page's time is spent waiting for the network to go idle.
    const others: WatchedPage[] = [];
    for (let i = 0; i < 2; i++) {
      const tab = await openPage(browser, { width: 768, height: 1024 });
      await tab.context.addCookies(await context.cookies());
      others.push(tab);
    }
    const queue = [...ADMIN_PAGES];
    await Promise.all(
      [page, ...others.map((tab) => tab.page)].map(async (tab) => {
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) await check(tab, p);
      }),
    );
    await page.goto(`${server.url}/admin/newsletter`, { waitUntil: "networkidle" });
    expect(await page.locator("[data-table=newsletter]").isVisible()).toBe(true);
    await page.setViewportSize({ width: 600, height: 900 });
    expect(await page.locator("[data-table=newsletter]").isVisible()).toBe(false);
    for (const tab of [{ errors }, ...others]) expectNoErrors(tab.errors);
    await Promise.all(others.map((tab) => tab.close()));
    await close();
  });

  it("an unknown admin path is a 404 inside the admin frame", async () => {
    const { page, close } = await openPage(browser);
    await login(page, server.url);
    const res = await page.goto(`${server.url}/admin/nothing-here`);
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Admin" }).isVisible()).toBe(true);
    const missing = await page.goto(`${server.url}/editProperty/000000000000000000000000`);
    expect(missing?.status()).toBe(404);
    await close();
  });
});
