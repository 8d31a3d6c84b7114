import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, launchBrowser, openPage, seriousA11yViolations } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { scrollThrough, watchPolicy } from "./csp-helpers.ts";
import { unexpected } from "./public-helpers.ts";

const PAGES = [
  "/",
  "/buyRealEstate",
  "/rentRealEstate",
  "/residentialRealEstate?transaction=Buy",
  "/commercialRealEstate",
  "/holidayRealEstate",
  "/newProjects",
  "/upcoming-properties",
  "/searchResult?transactionType=Buy&city=Dubai&minPrice=Any&maxPrice=Any&bedroom=Any&bathroom=Any",
  "/area",
  "/area/Dubai%20Marina",
  "/communities",
  "/allProperties?city=Dubai%20Marina",
  "/no-such-page",
  // The same site in Arabic, right to left (issue 20): the pages with the most layout.
  "/ar",
  "/ar/buyRealEstate",
  "/ar/searchResult?transactionType=Buy&city=Dubai",
  "/ar/area/Dubai%20Marina",
  "/ar/contact",
];

describe("accessibility, meta and layout of every public page of the site shell", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Every page with axe at the phone and desktop widths the project promises; at the tablet width
  // (between the two layouts) the pages with the most layout, for sideways scroll and errors only.
  // At every width also the Content-Security-Policy (csp-helpers.ts), after scrolling through the
  // page at 1440 px as csp.test.ts does: these pages are checked for it here, csp.test.ts loads the
  // public pages this list does not.
  const TABLET_PAGES = new Set(["/", "/buyRealEstate", PAGES[8], "/area/Dubai%20Marina"]);
  for (const { axe, pages, ...viewport } of [
    { width: 1440, height: 900, axe: true, pages: PAGES },
    { width: 768, height: 1024, axe: false, pages: PAGES.filter((p) => TABLET_PAGES.has(p)) },
    { width: 360, height: 740, axe: true, pages: PAGES },
  ]) {
    const what = axe ? "no serious or critical axe violations, no" : "no";
    it(`${what} console errors, no CSP violations, no sideways scroll at ${viewport.width}px`, async () => {
      const problems: string[] = [];
      // Three pages at a time: most of a page's time is spent waiting for the network to go idle.
      const queue = [...pages];
      const check = async (path: string) => {
        const { page, errors, close } = await openPage(browser, viewport);
        const policy = await watchPolicy(page);
        await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
        const violations = axe ? await seriousA11yViolations(page) : [];
        if (violations.length) problems.push(`${path}:\n${describeViolations(violations)}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${path}: ${overflow}px of horizontal overflow`);
        const bad = unexpected(errors);
        if (bad.length) problems.push(`${path}: ${bad.join("; ")}`);
        // Every image has its size, so nothing shifts as it loads.
        const unsized = await page.$$eval("main img", (imgs) =>
          imgs
            .filter((i) => !i.getAttribute("width") || !i.getAttribute("height"))
            .map((i) => i.getAttribute("src")),
        );
        if (unsized.length) problems.push(`${path}: images without width/height: ${unsized.join(", ")}`);
        // Lazy images and deferred chunks load under the policy too (csp.test.ts's visit).
        if (viewport.width === 1440) await scrollThrough(page);
        const csp = [...(await policy.violations()), ...policy.messages];
        if (csp.length) problems.push(`${path}: CSP: ${csp.join("; ")}`);
        await close();
      };
      const worker = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(path);
      };
      await Promise.all([worker(), worker(), worker()]);
      expect(problems.sort()).toEqual([]);
    }, 240_000); // every public page, one after another: minutes on a loaded machine, never a verdict
  }

  it("with the mobile menu open and with a dropdown open, still no serious violations", async () => {
    const mobile = await openPage(browser, { width: 360, height: 740 });
    await mobile.page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await mobile.page.getByRole("button", { name: "Open menu" }).click();
    expect(describeViolations(await seriousA11yViolations(mobile.page))).toBe("");
    await mobile.close();
    const desktop = await openPage(browser);
    await desktop.page.goto(`${server.url}/rentRealEstate`, { waitUntil: "networkidle" });
    await desktop.page.getByRole("button", { name: "Commercial" }).click();
    expect(describeViolations(await seriousA11yViolations(desktop.page))).toBe("");
    await desktop.close();
  });

  it("every page has its own title, a meta description and an absolute canonical URL", async () => {
    const seen = new Map<string, string>();
    for (const path of PAGES) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(title, path).not.toBe("");
      expect(description.length, path).toBeGreaterThan(20);
      expect(canonical.startsWith(server.url), path).toBe(true);
      expect(seen.get(title), `${path} repeats the title of ${seen.get(title)}`).toBeUndefined();
      seen.set(title, path);
      // One h1 per page.
      expect((html.match(/<h1[\s>]/g) ?? []).length, path).toBe(1);
    }
  });
});
