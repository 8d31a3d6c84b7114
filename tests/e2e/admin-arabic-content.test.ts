import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "../setup/browser.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { validProperty } from "../http/api-support.ts";
import { expectNoErrors, login, shotPath } from "./admin-helpers.ts";

// Issue 20 item 7: the admin stays English, but nothing in it breaks on Arabic content. A visitor's
// Arabic name and message, and a listing's Arabic title, are laid out right to left where they are
// shown (each paragraph takes the direction of its first letter), typed right to left in the edit
// dialog, found by the admin's search, and exported intact in the CSV (UTF-8 with a BOM).

const NAME = "محمد عبد الله";
const MESSAGE = "مرحبًا، أبحث عن شقة بغرفتي نوم في دبي مارينا. هل يمكن ترتيب زيارة يوم السبت؟";
const LISTING = "شقة فاخرة بإطلالة على البحر في دبي مارينا";

/** How far the laid-out text of the element matching `selector` sits from the element's two edges. */
function textGaps(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        start: text.left - box.left - Number.parseFloat(style.paddingLeft),
        end: box.right - Number.parseFloat(style.paddingRight) - text.right,
      };
    });
}

describe("the admin with Arabic content", () => {
  let server: TestServer;
  let browser: Browser;
  let w: WatchedPage;
  let leadId = "";
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const lead = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: NAME,
        email: "m.abdullah@example.ae",
        phone: "+971 50 765 1122",
        message: MESSAGE,
      }),
    });
    expect(lead.status).toBe(201);
    leadId = ((await lead.json()) as { _id: string })._id;
    const cookie = await adminCookie(server);
    const listing = await fetch(`${server.url}/api/realEstate`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify(validProperty({ name: LISTING, status: "notApproved" })),
    });
    expect(listing.status).toBe(201);
    w = await openPage(browser, { width: 1440, height: 900 });
    await login(w.page, server.url, `/admin/contact/${leadId}`);
  });
  afterAll(async () => {
    await w?.close();
    await browser?.close();
    await server?.stop();
  });

  it("lays a visitor's Arabic name and message out right to left on the lead page", async () => {
    const { page } = w;
    await page.locator("[data-lead-message]").waitFor();
    expect(await page.locator("[data-lead-name]").innerText()).toBe(NAME);
    // The message's first line ends at the right edge (Arabic starts at the right), not the left.
    const gaps = await textGaps(page, "[data-lead-message]");
    expect(Math.abs(gaps.end)).toBeLessThan(2);
    expect(gaps.start).toBeGreaterThanOrEqual(-1);
    await page.screenshot({ path: shotPath("desktop_arabic_lead"), fullPage: true });
    expectNoErrors(w.errors);
  });

  it("types Arabic right to left in the edit dialog", async () => {
    const { page } = w;
    await page.goto(`${server.url}/admin/contact`, { waitUntil: "networkidle" });
    const row = page.locator("tr[data-row]", { hasText: NAME });
    // In the list the name keeps the column's alignment and runs right to left within it.
    expect(await row.locator("bdi", { hasText: NAME }).evaluate((el) => getComputedStyle(el).direction)).toBe(
      "rtl",
    );
    await row.locator("[data-edit]").click();
    const dialog = page.getByRole("dialog");
    const name = dialog.locator('input[name="name"]');
    expect(await name.inputValue()).toBe(NAME);
    const bidi = (sel: string) => dialog.locator(sel).evaluate((el) => getComputedStyle(el).unicodeBidi);
    expect(await bidi('input[name="name"]')).toBe("plaintext");
    expect(await bidi('textarea[name="message"]')).toBe("plaintext");
    await page.keyboard.press("Escape");
    expectNoErrors(w.errors);
  });

  it("finds an Arabic listing title with the admin's search and shows it right to left", async () => {
    const { page } = w;
    // The listing's photo is an external URL of the API's example; answer it here (no network).
    await page.route("https://images.example.com/**", (route) =>
      route.fulfill({
        contentType: "image/png",
        body: Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
          "base64",
        ),
      }),
    );
    await page.goto(`${server.url}/admin/realEstate?q=${encodeURIComponent("إطلالة على البحر")}`, {
      waitUntil: "networkidle",
    });
    const rows = page.locator("tr[data-row]");
    expect(await rows.count()).toBe(1);
    const title = rows.first().locator(`span[title="${LISTING}"]`);
    expect(await title.innerText()).toBe(LISTING);
    // The title keeps the column's alignment; its own text runs right to left (an isolated <bdi>).
    const direction = await title.locator("bdi").evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe("rtl");
    await page.screenshot({ path: shotPath("desktop_arabic_listing_search") });
    expectNoErrors(w.errors);
  });

  it("exports the Arabic lead intact in the CSV, with a byte-order mark for spreadsheets", async () => {
    const res = await w.page.request.get(`${server.url}/admin/contact.csv`);
    expect(res.status()).toBe(200);
    const bytes = await res.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain(NAME);
    expect(text).toContain(MESSAGE);
  });
});
