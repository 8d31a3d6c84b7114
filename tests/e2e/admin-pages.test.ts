import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, launchBrowser, openPage, seriousA11yViolations } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { ADMIN_PAGES, expectNoErrors, login, shotPath } from "./admin-helpers.ts";

const HEADINGS: Record<string, string> = {
  "/admin/home": "Dashboard",
  "/admin/realEstate": "All Properties",
  "/admin/buyRealEstate": "Buy Properties",
  "/admin/rentRealEstate": "Rent Properties",
  "/admin/commercialRealEstate": "Commercial Properties",
  "/admin/holidayRealEstate": "Holiday Homes",
  "/admin/newProjects": "New Projects",
  "/admin/contact": "Contact",
  "/admin/enquiry": "Enquiries",
  "/admin/listProperty": "List Property requests",
  "/admin/career": "Careers",
  "/admin/newsletter": "Newsletter",
  "/admin/mail": "Emails",
  "/admin/users": "Team and agents",
  "/admin/api-tokens": "API tokens",
  "/addProperty": "Add property",
};

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

  it("every admin page opens at desktop width with its heading, no console errors and no serious axe violations", async () => {
    const { page, errors, close } = await openPage(browser, { width: 1440, height: 900 });
    await login(page, server.url);
    for (const path of ADMIN_PAGES) {
      const res = await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      expect(res?.status(), path).toBe(200);
      await page.getByRole("heading", { level: 1, name: HEADINGS[path], exact: true }).waitFor();
      expect(await page.title(), path).toMatch(/· Agency Admin$/);
      const violations = await seriousA11yViolations(page);
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
      await page.screenshot({ path: shotPath(`desktop${path.replace(/\//g, "_")}`) });
    }
    expectNoErrors(errors);
    await close();
  }, 240_000); // every admin page, one after another: minutes on a loaded machine, never a verdict

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
    const { page, errors, close } = await openPage(browser, { width: 768, height: 1024 });
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
    for (const path of ADMIN_PAGES) {
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: HEADINGS[path], exact: true }).waitFor();
      // No page scrolls sideways as a whole; wide tables scroll inside their own box.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const ops = page.locator("[data-row] [data-delete]").first();
      if (await ops.count()) {
        const box = await ops.boundingBox();
        expect(box && box.x + box.width <= 768, `${path}: row actions in view`).toBe(true);
      }
      await page.screenshot({ path: shotPath(`tablet${path.replace(/\//g, "_")}`) });
    }
    // The newsletter becomes a list of cards below 768 px and a table from 768 px.
    expect(await page.locator("[data-table=newsletter]").count()).toBe(0);
    await page.goto(`${server.url}/admin/newsletter`, { waitUntil: "networkidle" });
    expect(await page.locator("[data-table=newsletter]").isVisible()).toBe(true);
    await page.setViewportSize({ width: 600, height: 900 });
    expect(await page.locator("[data-table=newsletter]").isVisible()).toBe(false);
    expectNoErrors(errors);
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
