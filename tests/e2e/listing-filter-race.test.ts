import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { apiListings, cardNames } from "./public-helpers.ts";

/**
 * On a slow device a visitor can change a second filter while the first change is still loading.
 * Each change must build on the address the visitor last asked for, not on the one the page was
 * rendered with, or the first change is silently lost.
 */
/**
 * Holds the first `/newProjects` data load that `held` matches open until the returned release is
 * called; `held` resolves once it is being held. Later loads pass.
 */
/** Resolves once the route is in place (a request sent before that would slip past it). */
async function holdFirstLoad(page: Page, match: (search: URLSearchParams) => boolean) {
  let release = () => {};
  let holding = false;
  let isHeld = () => {};
  const held = new Promise<void>((r) => {
    isHeld = r;
  });
  await page.route(
    (u) => u.pathname.endsWith("/newProjects.data") && match(u.searchParams),
    async (route) => {
      if (holding) return route.continue();
      holding = true;
      isHeld();
      await new Promise<void>((r) => {
        release = r;
      });
      await route.continue().catch(() => {
        // The later navigation aborted this request: nothing to deliver.
      });
    },
  );
  return { held, release: () => release() };
}

describe("listing filters changed while a load is pending", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("a sort chosen while a minimum-price search loads keeps the minimum price", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/newProjects`, { waitUntil: "networkidle" });

    // Hold the minimum-price load open, as a slow device would.
    const first = await holdFirstLoad(page, (q) => q.has("minPrice"));
    const panel = page.getByRole("search", { name: "Search properties" });
    await panel.getByLabel("Min price").selectOption("1000000");
    await panel.getByRole("button", { name: "Search" }).click();
    await first.held;

    await page.getByLabel("Sort by").selectOption("max-price");
    await page.waitForURL((u) => u.searchParams.get("sort") === "max-price");
    first.release();

    const url = new URL(page.url());
    expect(url.pathname).toBe("/newProjects");
    expect(url.searchParams.get("minPrice")).toBe("1000000");
    expect(url.searchParams.has("page")).toBe(false);
    const expected = await apiListings(server, {
      type: "NewProject",
      minPrice: "1000000",
      sort: "max-price",
      pageSize: "9",
    });
    await expect.poll(() => cardNames(page)).toEqual(expected.names);
    expect(errors).toEqual([]);
    await close();
  });

  it("a search submitted while a sort loads keeps the sort", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/newProjects`, { waitUntil: "networkidle" });

    const first = await holdFirstLoad(page, (q) => q.get("sort") === "min-price");

    await page.getByLabel("Sort by").selectOption("min-price");
    await first.held;
    const panel = page.getByRole("search", { name: "Search properties" });
    await panel.getByLabel("Min price").selectOption("500000");
    await panel.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("minPrice") === "500000");
    first.release();

    expect(new URL(page.url()).searchParams.get("sort")).toBe("min-price");
    expect(errors).toEqual([]);
    await close();
  });
});
