import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeViolations,
  launchBrowser,
  openPage,
  screenshotPath,
  seriousA11yViolations,
  sidewaysOverflow,
  type WatchedPage,
} from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { ADMIN_HEADINGS, ADMIN_PAGES, expectNoErrors, login, shotPath } from "./admin-helpers.ts";

/**
 * The admin at a 390 px phone and a 1440 px desktop: no page scrolls sideways, a lead or an
 * application with a 200-character name and a 5,000-character message pushes nothing out of view
 * (no column under the sticky row actions), the full text is on hover and in the editor; at
 * 1440 px every admin page opens with its heading and title, with no serious axe violations; the
 * shell shows the agency from the settings; the dashboard's empty panels say how data comes in.
 */

const WIDTHS = [390, 1440] as const;
const LIST_PAGES = ["/admin/contact", "/admin/enquiry", "/admin/listProperty", "/admin/career"] as const;

/** Exactly 200 characters, words with spaces (as a person's long name would be). */
const LONG_NAME = `${"Mariam Al Falasi Bin Rashid ".repeat(8)}`.slice(0, 199).concat("z");
/** Exactly 5,000 characters. */
const LONG_MESSAGE =
  `${"Looking for a three-bedroom villa near a good school, with a garden and a maid's room; flexible on the move-in date. ".repeat(50)}`.slice(
    0,
    5000,
  );
const LONG_LOCATION = `${"Jumeirah Village Circle District 12 ".repeat(6)}`.slice(0, 200);
const EMAIL = "mariam.alfalasi.long-name-test@example.com";

async function post(server: TestServer, apiPath: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${server.url}${apiPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status, `${apiPath}: ${await res.clone().text()}`).toBe(201);
}

/**
 * Problems with the list table on the page: it scrolls sideways inside its box, or a cell, link or
 * button of the header or the first rows is outside the box or reaches under the sticky
 * Operations column.
 */
async function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const tableEl = document.querySelector("table[data-table]");
    const wrap = tableEl?.parentElement;
    if (!tableEl || !wrap) return ["no table"];
    const box = wrap.getBoundingClientRect();
    if (wrap.scrollWidth > wrap.clientWidth + 1)
      problems.push(`the table scrolls sideways (${wrap.scrollWidth} > ${wrap.clientWidth})`);
    const shown = (el: Element) => {
      const b = el.getBoundingClientRect();
      return b.width > 0 && b.height > 0;
    };
    const rows = [...tableEl.querySelectorAll("thead tr, tbody tr")].slice(0, 6);
    for (const row of rows) {
      const cells = [...row.children].filter(shown);
      const ops = cells.at(-1);
      if (!ops) continue;
      const opsLeft = ops.getBoundingClientRect().left;
      for (const cell of cells) {
        const items = [cell, ...cell.querySelectorAll("a, button, input, span[title]")].filter(shown);
        for (const el of items) {
          const b = el.getBoundingClientRect();
          const what = `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
          if (b.left < box.left - 1 || b.right > box.right + 1)
            problems.push(`${what} is outside the table box`);
          if (cell !== ops && b.right > opsLeft + 1) problems.push(`${what} is under the Operations column`);
        }
      }
    }
    return problems;
  });
}

describe("admin layout with long values, at 390 and 1440 px", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const list = (await (await fetch(`${server.url}/api/realEstate?pageSize=1`)).json()) as { _id: string }[];
    const common = { name: LONG_NAME, email: EMAIL, phone: "+971 50 123 4567", message: LONG_MESSAGE };
    await post(server, "/api/contact", common);
    await post(server, "/api/enquiry", { ...common, propertyId: list[0]._id });
    await post(server, "/api/listProperty", {
      ...common,
      location: LONG_LOCATION,
      propertyType: "residential",
      type: "Rent",
      bedrooms: 3,
      price: 250000,
    });
    await post(server, "/api/career", { ...common, age: 31, position: "Real Estate Agent" });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of WIDTHS) {
    // One walk through every admin page at this width. On the lead and application lists it also
    // checks the long values (these pages were once loaded a second time, by a test of their own,
    // for the same sideways-scroll and table checks). At 1440 px it is also the desktop check of
    // every admin page (once a walk of its own in admin-pages.test.ts): a 200, the page's own h1,
    // the admin title, no serious axe violations and a screenshot (test-data/admin-shots/desktop_*.png).
    // The console is checked at the end.
    const desktop = width === 1440;
    it(`${width} px: no admin page scrolls sideways; list tables fit their box; lead and application lists keep every column and action in view${desktop ? "; each page opens with its heading, title and no serious axe violations" : ""}`, async () => {
      const first = await openPage(browser, { width, height: 900 });
      await login(first.page, server.url);
      const id = await first.page.evaluate(async () => {
        const res = await fetch("/api/realEstate?pageSize=1&type=Rent");
        return ((await res.json()) as { _id: string }[])[0]._id;
      });
      const check = async (page: Page, adminPath: string) => {
        const res = await page.goto(`${server.url}${adminPath}`, { waitUntil: "networkidle" });
        const listed = (ADMIN_PAGES as readonly string[]).includes(adminPath);
        if (desktop && listed) {
          expect(res?.status(), adminPath).toBe(200);
          await page
            .getByRole("heading", { level: 1, name: ADMIN_HEADINGS[adminPath], exact: true })
            .waitFor();
          expect(await page.title(), adminPath).toMatch(/· Agency Admin$/);
        } else {
          await page.getByRole("heading", { level: 1 }).waitFor();
        }
        const leadList = (LIST_PAGES as readonly string[]).includes(adminPath);
        if (leadList) {
          const row = page.locator("[data-row]", { has: page.locator(`[title="${LONG_NAME}"]`) });
          await row.waitFor();
          // The name is cut to one line, with the whole name on hover.
          const name = row.locator(`th [title="${LONG_NAME}"]`);
          const nameBox = await name.boundingBox();
          expect(nameBox && nameBox.width <= 260, `${adminPath}: name width ${nameBox?.width}`).toBe(true);
          expect(nameBox && nameBox.height <= 24, `${adminPath}: name on one line`).toBe(true);
          if (width === 1440 && adminPath !== "/admin/listProperty") {
            expect(await row.locator("[data-message] [title]").getAttribute("title")).toBe(LONG_MESSAGE);
          }
        }
        expect(await sidewaysOverflow(page), `${adminPath} scrolls sideways`).toBeLessThanOrEqual(0);
        // A lead or application list always has its table.
        if (leadList || (await page.locator("main table[data-table]").count())) {
          expect(await tableProblems(page), adminPath).toEqual([]);
        }
        if (adminPath === "/admin/career") {
          // The seeded applications carry CVs: the Download button is wholly visible from 640 px.
          const cv = page.locator("[data-cv]").first();
          expect(await cv.isVisible()).toBe(width >= 640);
        }
        if (adminPath === "/admin/home")
          await page.screenshot({ path: screenshotPath(`admin-dashboard-${width}`), fullPage: true });
        if (adminPath === "/admin/realEstate")
          await page.screenshot({ path: screenshotPath(`admin-properties-${width}`), fullPage: true });
        if (adminPath === "/admin/contact")
          await page.screenshot({ path: screenshotPath(`admin-leads-${width}`), fullPage: true });
        if (adminPath === "/admin/career")
          await page.screenshot({ path: screenshotPath(`admin-careers-${width}`), fullPage: true });
        if (desktop && listed) {
          const violations = await seriousA11yViolations(page);
          expect(violations, `${adminPath}\n${describeViolations(violations)}`).toEqual([]);
          await page.screenshot({ path: shotPath(`desktop${adminPath.replace(/\//g, "_")}`) });
        }
      };
      // Three signed-in pages at a time (the other two carry the first one's session cookie): most
      // of a page's time is spent waiting for the network to go idle.
      const tabs = [first];
      for (let i = 0; i < 2; i++) {
        const tab = await openPage(browser, { width, height: 900 });
        await tab.context.addCookies(await first.context.cookies());
        tabs.push(tab);
      }
      const queue = [...ADMIN_PAGES, `/editProperty/${id}`];
      await Promise.all(
        tabs.map(async ({ page }) => {
          for (let p = queue.shift(); p !== undefined; p = queue.shift()) await check(page, p);
        }),
      );
      for (const tab of tabs) expectNoErrors(tab.errors);
      await Promise.all(tabs.map((tab) => tab.close()));
    }, 240_000);

    it(`${width} px: a lead's editor and its own page hold the whole long name and message`, async () => {
      const w = await openPage(browser, { width, height: 900 });
      const { page } = w;
      // Signed in, on the contact messages: the detail view has the whole name and message.
      await login(page, server.url, "/admin/contact");
      const row = page.locator("[data-row]", { has: page.locator(`[title="${LONG_NAME}"]`) });
      await row.locator("[data-edit]").click();
      const dialog = page.getByRole("dialog", { name: "Edit contact message" });
      await dialog.waitFor();
      expect(await dialog.getByLabel(/^Name/).inputValue()).toBe(LONG_NAME);
      expect(await dialog.getByLabel(/^Message/).inputValue()).toBe(LONG_MESSAGE);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      // The lead's own page holds the long name and message without scrolling sideways.
      await row.locator(`th a[title="${LONG_NAME}"]`).click();
      await page.locator("[data-timeline]").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(LONG_NAME);
      expect(await sidewaysOverflow(page), "the lead's page scrolls sideways").toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`admin-lead-page-${width}`), fullPage: true });
      expectNoErrors(w.errors);
      await w.close();
    });
  }
});

describe("admin shell and an empty dashboard", () => {
  let server: TestServer;
  let browser: Browser;
  let w: WatchedPage;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ data: "empty" }), launchBrowser()]);
    // The agency's own name and logo, as the settings store them (before any page has read them).
    const db = new DatabaseSync(path.join(server.dataDir, "site.db"));
    const insert = db.prepare("insert into site_settings (key, value, updated_at) values (?, ?, ?)");
    const now = new Date().toISOString();
    insert.run("agencyName", JSON.stringify("Palm & Pearl Homes"), now);
    insert.run("logo", JSON.stringify("/images/banner-area-640.webp"), now);
    db.close();
    w = await openPage(browser, { width: 1440, height: 900 });
  });
  afterAll(async () => {
    await w?.close();
    await browser?.close();
    await server?.stop();
  });

  it("shows the agency's name and logo from the settings, at 1440 and 390 px", async () => {
    const { page } = w;
    await login(page, server.url);
    const aside = page.locator("aside");
    expect(await aside.locator("[data-agency-name]").textContent()).toBe("Palm & Pearl Homes");
    expect(await aside.locator("[data-agency-logo]").getAttribute("src")).toBe(
      "/images/banner-area-640.webp",
    );
    expect(await aside.textContent()).not.toContain("Agency Admin");
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.locator("header");
    await bar.locator("[data-agency-name]").waitFor();
    expect(await bar.locator("[data-agency-name]").textContent()).toBe("Palm & Pearl Homes");
    expect(await bar.locator("[data-agency-logo]").isVisible()).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("the empty analytics panels say how to get data", async () => {
    const { page, errors } = w;
    await page.goto(`${server.url}/admin/home`, { waitUntil: "networkidle" });
    const empty = page.locator("[data-chart-empty]");
    await expect.poll(() => empty.count()).toBe(4);
    const texts = await empty.allTextContents();
    expect(texts[0]).toMatch(/No leads in this period\..*First response/);
    expect(texts[1]).toMatch(/No page views recorded yet\..*public site/);
    expect(texts[2]).toMatch(/No listing has been viewed yet\..*approved listings/);
    expect(texts[3]).toMatch(
      /No leads in the last \d+ weeks\..*contact, enquiry and list-your-property forms/,
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `${width}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`admin-dashboard-empty-${width}`), fullPage: true });
    }
    expectNoErrors(errors);
  });
});
