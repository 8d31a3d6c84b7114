import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { apiListings, unexpected } from "./public-helpers.ts";

const headerSolid = (page: Page) => page.locator("header[data-solid]").getAttribute("data-solid");
const activeInside = (page: Page, selector: string) =>
  page.evaluate(
    (sel) => !!document.activeElement && !!document.querySelector(sel)?.contains(document.activeElement),
    selector,
  );

describe("public shell", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("header: transparent over a hero, solid white after 100 px of scroll, solid on pages without hero", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    expect(await headerSolid(page)).toBe("false");
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(100);
    expect(await headerSolid(page)).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => headerSolid(page)).toBe("true");
    await expect
      .poll(() => page.locator("header").evaluate((h) => getComputedStyle(h).backgroundColor))
      .toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerSolid(page)).toBe("false");

    await page.goto(`${server.url}/searchResult?transactionType=Buy&city=Dubai`, {
      waitUntil: "networkidle",
    });
    expect(await headerSolid(page)).toBe("true");
    expect(errors).toEqual([]);
    await close();
  });

  it("header dropdowns are keyboard disclosures with aria-expanded; Escape closes and returns focus", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/aboutUs`, { waitUntil: "networkidle" });
    // The page's own link, and beside it the button of its menu.
    const header = page.locator("header");
    expect(await header.getByRole("link", { name: "Residential", exact: true }).getAttribute("href")).toBe(
      "/residentialRealEstate",
    );
    const button = page.getByRole("button", { name: "Residential menu" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const buy = page.getByRole("link", { name: "Buy Residential" });
    expect(await buy.isVisible()).toBe(true);
    expect(await buy.getAttribute("href")).toBe("/residentialRealEstate?transaction=Buy");
    expect(await page.getByRole("link", { name: "Rent Residential" }).getAttribute("href")).toBe(
      "/residentialRealEstate?transaction=Rent",
    );
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Buy Residential");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Residential menu",
    );
    // Tabbing past the menu closes it.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await close();
  });

  it("below 1024 px: a full-screen menu with focus trapped, closed by Escape; WhatsApp in the bar", async () => {
    const { page, errors, close } = await openPage(browser, { width: 360, height: 740 });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const settings = await page.evaluate(() =>
      document.querySelector('header a[href^="https://wa.me/"]')?.getAttribute("href"),
    );
    expect(settings).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(await page.getByRole("button", { name: "Commercial menu" }).isVisible()).toBe(false);
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const dialog = page.locator("dialog#mobile-menu");
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await open.getAttribute("aria-expanded")).toBe("true");
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(360);
    expect(box?.height).toBe(740);
    expect(await activeInside(page, "#mobile-menu")).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await activeInside(page, "#mobile-menu")).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await activeInside(page, "#mobile-menu")).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");

    // A link in the menu navigates and closes it.
    await open.click();
    await dialog.getByRole("link", { name: "Rent Commercial" }).click();
    await page.waitForURL(/\/commercialRealEstate\?transaction=Rent/);
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("the mobile menu opens and closes before any script has run (invoker commands; ADR 0014)", async () => {
    const { page, errors, close } = await openPage(browser, {
      width: 360,
      height: 740,
      javaScriptEnabled: false,
    });
    await page.goto(`${server.url}/buyRealEstate`, { waitUntil: "load" });
    const dialog = page.locator("dialog#mobile-menu");
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await dialog.getByRole("link", { name: "Rent Commercial" }).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    // A link in it is a plain link.
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Rent Commercial" }).click();
    await page.waitForURL(/\/commercialRealEstate\?transaction=Rent/);
    expect(errors).toEqual([]);
    await close();
  });

  it("a public page loads no script before its load event; the first touch starts them early", async () => {
    const { page, errors, close } = await openPage(browser, { width: 360, height: 740 });
    const scripts: { url: string; at: number }[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push({ url: r.url(), at: Date.now() });
    });
    let loadedAt = 0;
    page.on("load", () => {
      loadedAt = Date.now();
    });
    await page.goto(`${server.url}/buyRealEstate`);
    // (Hydration adds module preloads to <head> when it starts; the server's page has none.)
    expect(await (await fetch(`${server.url}/buyRealEstate`)).text()).not.toContain(
      '<link rel="modulepreload"',
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((s) => s.at >= loadedAt)).toBe(true);
    // Hydrated: the client router handles a link without a document request.
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    await page.getByRole("link", { name: "Next page" }).first().click();
    await page.waitForURL(/page=2/);
    expect(documents).toEqual([]);
    // Few files, each fetched once (ADR 0023: framework, React DOM, shared, listings, search,
    // results, the route's own, and the strings of the page's language).
    const urls = scripts.map((s) => s.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeLessThanOrEqual(14);
    expect(errors).toEqual([]);
    await close();
  });

  it("a press on a script-only button before hydration is pressed again once the page has hydrated", async () => {
    const { page, errors, hydrate, close } = await openPage(browser, {
      reducedMotion: true,
      holdHydration: true,
    });
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    const third = page.getByRole("button", { name: "Show slide 3" });
    expect(await third.getAttribute("aria-current")).toBeNull();
    await third.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await hydrate();
    await expect.poll(() => third.getAttribute("aria-current")).toBe("true");
    expect(errors).toEqual([]);
    await close();
  });

  it("a search choice made before hydration survives it, even against the session's stored choice", async () => {
    const { page, hydrate, close } = await openPage(browser, { reducedMotion: true, holdHydration: true });
    // A returning visitor: the session remembers Buy in Dubai.
    await page.addInitScript(() => {
      sessionStorage.setItem("search.transactionType", "Buy");
      sessionStorage.setItem("search.city", "Dubai");
    });
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    const transaction = page.locator('form[role="search"] select[name="transactionType"]');
    await transaction.selectOption("Rent");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await hydrate();
    await page.waitForTimeout(200);
    expect(await transaction.inputValue()).toBe("Rent");
    await close();
  });

  it("footer: services, about and contact details from site settings (no ORN until one is set); floating WhatsApp and contact", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/communities`, { waitUntil: "networkidle" });
    const footer = page.locator("footer");
    for (const name of ["Services", "About Us", "Get in Touch"])
      expect(await footer.getByRole("heading", { name, exact: true }).count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    // The demo settings have no ORN: nothing is shown rather than a placeholder.
    expect(await footer.textContent()).not.toMatch(/ORN|RERA/);
    expect(await page.getByRole("link", { name: "WhatsApp us" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\//,
    );
    expect(await page.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
    expect(errors).toEqual([]);
    await close();
  });

  it("newsletter: Subscribe → Subscribed (a confirmation email is on its way), Try Again on failure", async () => {
    // The whole journey (the email, its link, Already Subscribed once confirmed, unsubscribing, no
    // JavaScript, Arabic) is tests/e2e/newsletter.test.ts.
    const email = `reader-${Date.now()}@example.com`;
    const first = await openPage(browser);
    await first.page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const form = first.page.locator("#newsletter");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => form.locator("button[type=submit]").textContent()).toBe("Subscribed");
    expect(await form.getByRole("status").textContent()).toContain("confirm your subscription");

    expect(first.errors).toEqual([]);
    await first.close();

    // A failure (here the server answers 500) shows Try Again, and the page stays as it was.
    const second = await openPage(browser);
    await second.page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await second.page.route("**/*.data*", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    const form2 = second.page.locator("#newsletter");
    await form2.getByLabel("Email address").fill(`other-${Date.now()}@example.com`);
    await form2.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => form2.locator("button[type=submit]").textContent()).toBe("Try Again");
    expect(await second.page.locator("h1").first().textContent()).toBe("Homes for sale and rent in Dubai");
    expect(second.errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    await second.close();

    // The honeypot: a filled "website" is answered as a success and stores nothing.
    const bot = await fetch(`${server.url}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "bot@example.com", website: "http://spam.example" }),
    });
    expect(bot.status).toBe(201);
    const again = await fetch(`${server.url}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "bot@example.com" }),
    });
    expect(again.status).toBe(201);
  });

  it("reports a page view on load and on each client navigation, never for /admin", async () => {
    const { page, errors, close } = await openPage(browser);
    const views: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/analytics/pageview") && r.method() === "POST")
        views.push(JSON.parse(r.postData() ?? "{}").path);
    });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await expect.poll(() => views).toEqual(["/"]);
    await page.locator("footer").getByRole("link", { name: "Holiday homes" }).click();
    await page.waitForURL(/\/holidayRealEstate$/);
    await expect.poll(() => views).toEqual(["/", "/holidayRealEstate"]);
    await page.goto(`${server.url}/admin/login`, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    expect(views).toEqual(["/", "/holidayRealEstate"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("the site's links navigate in the page as React Router's did: a plain click only, the same address replacing its entry", async () => {
    const { page, errors, close } = await openPage(browser);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(new URL(r.url()).pathname);
    });
    await page.goto(`${server.url}/buyRealEstate`, { waitUntil: "networkidle" });
    expect(documents).toEqual(["/buyRealEstate"]);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

    // A card's link (a plain <a>): the detail page arrives as data, the document stays.
    const card = page.locator("a[data-card-link]").first();
    const detail = (await card.getAttribute("href")) ?? "";
    expect(detail).toMatch(/^\/property\//);
    await card.click();
    await page.waitForURL((url) => url.pathname === detail);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await stayed()).toBe(true);
    // Back returns to the listing page, still in the same document.
    await page.goBack();
    await page.waitForURL(/\/buyRealEstate$/);
    expect(await stayed()).toBe(true);

    // A link to the address already shown replaces the entry instead of adding one.
    const entries = await page.evaluate(() => history.length);
    // The navigation is done when its data has arrived (the same address loads its data again).
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/buyRealEstate.data");
    await page.locator('footer a[href="/buyRealEstate"]').first().click();
    await reloaded;
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await stayed()).toBe(true);

    // What the page's listener does with a click (a later listener reads it, then cancels the
    // browser's own navigation so the test stays on the page): a modified click, a link to another
    // tab or a download is the browser's, as with React Router's links.
    type Click = {
      button?: number;
      ctrlKey?: boolean;
      metaKey?: boolean;
      shiftKey?: boolean;
      altKey?: boolean;
    };
    const handled = (init: Click, attribute?: [string, string]) =>
      page.evaluate(
        ({ init, attribute }) => {
          const link = document.querySelector<HTMLAnchorElement>("footer a[data-discover]");
          if (!link) throw new Error("no site link in the footer");
          const copy = link.cloneNode(true) as HTMLAnchorElement;
          if (attribute) copy.setAttribute(attribute[0], attribute[1]);
          link.after(copy);
          let prevented: boolean | undefined;
          const read = (event: Event) => {
            prevented = event.defaultPrevented;
            event.preventDefault();
          };
          window.addEventListener("click", read);
          copy.dispatchEvent(
            new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
          );
          window.removeEventListener("click", read);
          copy.remove();
          return prevented;
        },
        { init, attribute },
      );
    for (const key of ["ctrlKey", "metaKey", "shiftKey", "altKey"] as const)
      expect(await handled({ [key]: true })).toBe(false);
    expect(await handled({}, ["target", "_blank"])).toBe(false);
    expect(await handled({}, ["download", ""])).toBe(false);
    expect(await handled({ button: 1 })).toBe(false);
    // And a plain click is the page's (it navigates in the page).
    expect(await handled({})).toBe(true);

    expect(documents).toEqual(["/buyRealEstate"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows a loading bar during slow route transitions, and a retry when a load fails", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    let fail = true;
    await page.route("**/rentRealEstate.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      // A dropped connection: the load fails in the browser.
      if (fail) await route.abort("connectionfailed");
      else await route.continue();
    });
    await page.locator("footer").getByRole("link", { name: "Properties for rent" }).click();
    await page.getByRole("progressbar", { name: "Loading page" }).waitFor({ state: "visible" });
    // A dropped connection is caught by the app's outer error boundary; a failing loader by the
    // page's own (inside the site shell). Both offer a retry that reloads the data in place.
    await page.getByRole("heading", { name: /Something went wrong|We could not load this page/ }).waitFor();
    fail = false;
    await page.getByText("Try again", { exact: true }).click();
    await page.getByRole("heading", { name: "Properties for rent in Dubai", level: 1 }).waitFor();
    await expect.poll(() => page.getByRole("progressbar").count()).toBe(0);
    expect(errors.filter((e) => !/ERR_CONNECTION_FAILED|Failed to fetch/.test(e))).toEqual([]);
    await close();
  });

  it("unknown pages and unknown areas are 404 pages inside the site shell", async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toMatch(/<title>Page not found \|/);
    expect(html).toContain('name="robots" content="noindex, follow"');
    expect((await fetch(`${server.url}/area/Atlantis%20Under%20The%20Sea`)).status).toBe(404);

    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/also/missing`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").textContent()).toBe("Page not found");
    expect(await page.locator("footer").count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("sitemap.xml lists every public page and every approved listing; robots.txt points to it", async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(server.url, ""));
    for (const p of [
      "/",
      "/buyRealEstate",
      "/rentRealEstate",
      "/residentialRealEstate",
      "/commercialRealEstate",
      "/holidayRealEstate",
      "/newProjects",
      "/upcoming-properties",
      "/communities",
      "/area",
      "/aboutUs",
      "/contact",
      "/career",
      "/privacy",
    ])
      expect(locs).toContain(p);
    const approved = await apiListings(server, { pageSize: "500" });
    expect(approved.total).toBeGreaterThan(0);
    const listed = locs.filter((l) => l.startsWith("/property/"));
    expect(listed.sort()).toEqual(approved.ids.map((id) => `/property/${id}`).sort());
    expect(locs.some((l) => l.startsWith("/admin"))).toBe(false);

    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});
