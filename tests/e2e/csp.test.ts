import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "../setup/browser.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../setup/paths.ts";
import { startServer, type TestServer } from "../setup/server.ts";

// Issue 9, item 1: no page of the site breaks its own Content-Security-Policy in a real browser:
// every script runs with the nonce, every image, font, video, style and frame comes from where
// the policy allows. Violations are caught both as `securitypolicyviolation` events (recorded by
// a script injected through the DevTools protocol, which the page's CSP cannot block) and as the
// browser's console reports ("Refused to …"), including header problems the browser reports.

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const PUBLIC_PAGES = [
  "/",
  "/buyRealEstate",
  "/rentRealEstate?bedroom=2",
  "/commercialRealEstate",
  "/holidayRealEstate",
  "/newProjects",
  "/upcoming-properties",
  "/searchResult?transactionType=Buy&city=Dubai",
  "/allProperties",
  "/area",
  "/communities",
  "/aboutUs",
  "/team",
  "/review",
  "/video",
  "/contact",
  "/enquiry",
  "/listProperty",
  "/career",
  "/privacy",
  "/saved",
  "/no-such-page",
];

const ADMIN_PAGES = [
  "/admin/home",
  "/admin/realEstate",
  "/admin/contact",
  "/admin/career",
  "/admin/newsletter",
  "/addProperty",
];

const POLICY_MESSAGE =
  /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|frame|connect|create)|Permissions[- ]Policy|Unrecognized feature/i;

function watch(w: WatchedPage): { messages: string[] } {
  const messages: string[] = [];
  w.page.on("console", (msg) => {
    if (POLICY_MESSAGE.test(msg.text())) messages.push(`${msg.type()}: ${msg.text()}`);
  });
  return { messages };
}

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber} ${e.sample ?? ""}`,
      );
    });
  });
}

/** Loads a page, lets it settle (hydration, lazy images, deferred chunks), scrolls through it. */
async function visit(page: Page, url: string): Promise<string[]> {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForLoadState("networkidle").catch(() => {});
  return page.evaluate(() => window.__cspViolations ?? []);
}

describe("no CSP violations in the browser", () => {
  let server: TestServer;
  let browser: Browser;
  let propertyId = "";
  beforeAll(async () => {
    server = await startServer({ dialect: "sqlite" });
    browser = await launchBrowser();
    const list = (await (await fetch(`${server.url}/api/realEstate?pageSize=50`)).json()) as {
      _id: string;
      images: string[];
    }[];
    propertyId = list.find((p) => p.images.length > 1)?._id ?? list[0]?._id ?? "";
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("public pages, including a property page with its lightbox", async () => {
    const w = await openPage(browser);
    const { messages } = watch(w);
    await recordViolations(w.page);
    const found: string[] = [];
    try {
      for (const p of PUBLIC_PAGES) {
        for (const v of await visit(w.page, `${server.url}${p}`)) found.push(`${p}: ${v}`);
      }
      expect(propertyId).not.toBe("");
      const p = `/property/${propertyId}`;
      for (const v of await visit(w.page, `${server.url}${p}`)) found.push(`${p}: ${v}`);
      // The lightbox is a lazily loaded chunk: opening it must not trip the policy either.
      const opener = w.page.locator("main button:has(img), main a:has(img)").first();
      if (await opener.count()) {
        await opener.click();
        await w.page.waitForTimeout(800);
        await w.page.keyboard.press("Escape");
      }
      for (const v of await w.page.evaluate(() => window.__cspViolations ?? []))
        found.push(`${p} (lightbox): ${v}`);
      // A client-side navigation loads route chunks and data under the same policy.
      await w.page.goto(`${server.url}/`, { waitUntil: "load" });
      await w.page.waitForLoadState("networkidle").catch(() => {});
      const link = w.page.locator('a[href="/contact"]').first();
      if (await link.count()) {
        await link.click();
        await w.page.waitForURL((u) => u.pathname === "/contact");
        await w.page.waitForLoadState("networkidle").catch(() => {});
      }
      for (const v of await w.page.evaluate(() => window.__cspViolations ?? []))
        found.push(`client nav: ${v}`);
    } finally {
      await w.close();
    }
    expect(found).toEqual([]);
    expect(messages).toEqual([]);
  });

  it("admin pages after signing in through the login page", async () => {
    const w = await openPage(browser);
    const { messages } = watch(w);
    await recordViolations(w.page);
    const found: string[] = [];
    try {
      for (const v of await visit(w.page, `${server.url}/admin/login`)) found.push(`/admin/login: ${v}`);
      await w.page.locator('input[name="email"]').fill(ADMIN_EMAIL);
      await w.page.locator('input[name="password"]').fill(ADMIN_PASSWORD);
      await Promise.all([
        w.page.waitForURL((u) => u.pathname === "/admin/home", { timeout: 30_000 }),
        w.page.locator('form button[type="submit"]').click(),
      ]);
      for (const p of [...ADMIN_PAGES, `/editProperty/${propertyId}`]) {
        for (const v of await visit(w.page, `${server.url}${p}`)) found.push(`${p}: ${v}`);
      }
    } finally {
      await w.close();
    }
    expect(found).toEqual([]);
    expect(messages).toEqual([]);
  });
});
