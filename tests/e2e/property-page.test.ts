/**
 * The property detail page and the saved list in Chromium: facts and tables against the listing's
 * data, the action links, Save surviving a reload and showing on /saved, Share's copy-link
 * fallback, the mortgage calculator reacting to its inputs, related listings, the 404 page,
 * accessibility (axe) and a clean console at phone and desktop widths.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAED } from "../../app/lib/format.ts";
import { computeMortgage } from "../../app/modules/mortgage/mortgage.ts";
import { describeViolations, launchBrowser, openPage, seriousA11yViolations } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { addFixtures, FIXTURE_LOCATION, type Fixtures } from "./property-fixtures.ts";

const monthly = (page: Page) => page.getByTestId("mortgage-monthly").textContent();

describe("property detail page", () => {
  let server: TestServer;
  let browser: Browser;
  let fx: Fixtures;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    fx = await addFixtures(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the listing's facts, lists and information tables", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").textContent()).toBe(fx.fullName);
    expect(await page.getByTestId("price").first().innerText()).toContain("AED 4,350,000");
    expect(await page.getByTestId("price").first().innerText()).toContain("AED 3,000 per sqft");
    expect(await page.getByTestId("fact-bedrooms").innerText()).toBe("2 Beds");
    expect(await page.getByTestId("fact-bathrooms").innerText()).toBe("3 Baths");
    expect(await page.getByTestId("fact-square").innerText()).toBe("1,450 sqft");
    expect(await page.getByTestId("compliance-reference").innerText()).toContain("SSP-1042");
    expect(await page.getByTestId("compliance-permit").innerText()).toContain("71234567890");
    expect(await page.getByTestId("compliance-brn").innerText()).toContain("54321");
    const qr = page.locator('img[alt^="DLD permit QR code"]');
    await qr.scrollIntoViewIfNeeded();
    await expect
      .poll(() => qr.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);

    expect(await page.getByTestId("list-key-features").locator("li").allInnerTexts()).toEqual([
      "Sea view",
      "Private balcony",
      "Maid's room",
    ]);
    expect(await page.getByTestId("list-amenities").locator("li").count()).toBe(3);
    expect(await page.getByTestId("list-prime-location").locator("li").count()).toBe(2);

    const rows = (id: string) =>
      page
        .getByTestId(`info-${id}`)
        .locator("tr")
        .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-field")));
    expect(await rows("property")).toEqual([
      "reference",
      "type",
      "propertyType",
      "bedrooms",
      "bathrooms",
      "square",
      "layout",
      "configuration",
      "view",
      "occupancy",
      "parking",
      "addedOn",
    ]);
    expect(await rows("building")).toEqual(["buildingName", "floors", "elevators", "pools", "totalArea"]);
    expect(await rows("project")).toEqual(["projectName", "propertyStatus", "location", "state"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("leaves out empty rows, tables and lists on a sparse listing", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/property/${fx.rent}`, { waitUntil: "networkidle" });
    expect(await page.getByTestId("info-building").count()).toBe(0);
    const fields = await page
      .getByTestId("info-property")
      .locator("tr")
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-field")));
    expect(fields).toEqual(["type", "propertyType", "bedrooms", "bathrooms", "square"]);
    expect(await page.getByTestId("list-key-features").count()).toBe(0);
    expect(await page.getByTestId("fact-bedrooms").innerText()).toBe("Studio");
    expect(await page.getByTestId("price").first().innerText()).toMatch(/AED 150,000\s*\/year/);
    expect(errors).toEqual([]);
    await close();
  });

  it("links Map, Request video, Email, Call and WhatsApp to the right places", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
    const href = (action: string) => page.locator(`[data-action="${action}"]`).getAttribute("href");
    const url = `${server.url}/property/${fx.full}`;

    expect(await href("map")).toBe("https://www.google.com/maps/search/?api=1&query=25.0797,55.1216");
    expect(await href("video")).toBe(`/enquiry?property=${fx.full}&topic=video`);

    // Email is our enquiry form about the listing; mailto: is the agent card's secondary link.
    expect(await href("email")).toBe(`/enquiry?property=${fx.full}`);
    const mail = new URL((await href("mailto"))!);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.pathname).toBe(fx.settings.email);
    expect(mail.searchParams.get("subject")).toContain(`${fx.fullName} (Ref. SSP-1042)`);
    expect(mail.searchParams.get("body")).toContain(url);
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(2); // the agent card's, the footer's

    expect(await href("call")).toBe(`tel:${fx.settings.phone.replace(/[^\d+]/g, "")}`);

    const wa = new URL((await href("whatsapp"))!);
    expect(wa.origin + wa.pathname).toBe(`https://wa.me/${fx.settings.whatsapp}`);
    expect(wa.searchParams.get("text")).toContain(fx.fullName);
    expect(wa.searchParams.get("text")).toContain(url);

    // Email, Call and WhatsApp are the sticky agent card's (one set of contact actions per screen).
    const card = page.locator('aside[aria-labelledby="agent-title"]');
    expect(await card.locator('a[href^="https://wa.me/"]').getAttribute("href")).toBe(await href("whatsapp"));
    expect(await card.locator("[data-action]").count()).toBe(4);
    expect(
      await page
        .getByRole("list", { name: "Actions for this property" })
        .locator("a, button")
        .allInnerTexts(),
    ).toEqual(["Map", "Request video", "Save", "Share"]);
    expect(await card.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("falls back to the location for the map when there are no coordinates or map URL", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/property/${fx.rent}`, { waitUntil: "networkidle" });
    expect(await page.locator('[data-action="map"]').getAttribute("href")).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${FIXTURE_LOCATION}, Dubai`)}`,
    );
    await close();
  });

  it("shows the phone contact bar on a phone and the agent card on a desktop", async () => {
    const phone = await openPage(browser, { width: 360, height: 740 });
    await phone.page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
    const bar = phone.page.getByTestId("contact-bar");
    expect(await bar.isVisible()).toBe(true);
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(740.5);
    expect(await bar.locator("a").allInnerTexts()).toEqual(["Call", "WhatsApp", "Email"]);
    for (const a of await bar.locator("a").all())
      expect((await a.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await phone.page.locator('aside[aria-labelledby="agent-title"]').isVisible()).toBe(false);
    // Nothing sticks out sideways on a 360 px screen.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(phone.errors).toEqual([]);
    await phone.close();

    const desk = await openPage(browser);
    await desk.page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
    expect(await desk.page.getByTestId("contact-bar").isVisible()).toBe(false);
    await desk.page.evaluate(() => window.scrollTo(0, 1800));
    const card = (await desk.page.locator('aside[aria-labelledby="agent-title"]').boundingBox())!;
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.y).toBeLessThan(200);
    await desk.close();
  });

  it("keeps Save across a reload and lists saved properties on /saved", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
    const save = page.locator('[data-action="save"]');
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    await save.click();
    expect(await save.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByTestId("action-notice").innerText()).toContain("Saved");
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => save.getAttribute("aria-pressed")).toBe("true");

    await page.goto(`${server.url}/property/${fx.rent}`, { waitUntil: "networkidle" });
    await page.locator('[data-action="save"]').click();

    await page.goto(`${server.url}/saved`, { waitUntil: "networkidle" });
    const list = page.getByTestId("saved-list");
    await expect.poll(() => list.locator("li").count()).toBe(2);
    // Newest saved first.
    expect(await list.locator("li h3").allInnerTexts()).toEqual(["Bluewaters Studio for Rent", fx.fullName]);
    expect(await seriousA11yViolations(page).then(describeViolations)).toBe("");

    await page.getByRole("button", { name: `Remove ${fx.fullName} from saved` }).click();
    await expect.poll(() => list.locator("li").count()).toBe(1);
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("saved-list").locator("li").count()).toBe(1);
    await page.getByRole("button", { name: "Remove Bluewaters Studio for Rent from saved" }).click();
    await expect.poll(() => page.getByText("No saved properties yet").count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("tells the visitor when a saved listing is no longer available", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/saved`);
    await page.evaluate(
      ([a, b]) => localStorage.setItem("saved-properties", JSON.stringify([a, b])),
      [fx.full, fx.expired],
    );
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("saved-list").locator("li").count()).toBe(1);
    expect(await page.getByText("1 saved listing is no longer available.").count()).toBe(1);
    await page.getByRole("button", { name: "Remove them" }).click();
    expect(await page.evaluate(() => localStorage.getItem("saved-properties"))).toBe(
      JSON.stringify([fx.full]),
    );
    await close();
  });

  it("copies the link when the Web Share API is missing, and says so", async () => {
    const { page, context, errors, close } = await openPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.addInitScript(() => {
      // Desktop Chromium may or may not offer navigator.share; test the fallback deterministically.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
    await page.locator('[data-action="share"]').click();
    await expect
      .poll(() => page.getByTestId("action-notice").innerText())
      .toBe("Link copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${server.url}/property/${fx.full}`,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("uses the Web Share API when the browser has it", async () => {
    const { page, close } = await openPage(browser);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
        },
        configurable: true,
      });
    });
    await page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
    await page.locator('[data-action="share"]').click();
    await expect.poll(() => page.getByTestId("action-notice").innerText()).toBe("Thanks for sharing.");
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
    expect(shared.url).toBe(`${server.url}/property/${fx.full}`);
    expect(shared.title).toBe(fx.fullName);
    await close();
  });

  it("computes the mortgage from the listing and reacts to every input", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
    const base = {
      residency: "nonNational",
      home: "first",
      offPlan: false,
      years: 25,
      annualRatePct: 4,
    } as const;
    const expectMonthly = (over: Partial<Parameters<typeof computeMortgage>[0]>) =>
      formatAED(computeMortgage({ ...base, price: fx.fullPrice, downPaymentPct: 0, ...over }).monthly, {
        zero: true,
      });

    // Defaults: the listing's price, first home, non-national: 20% down, 25 years, 4%.
    expect(await monthly(page)).toBe(expectMonthly({}));
    expect(await page.getByTestId("mortgage-loan").textContent()).toBe("AED 3,480,000");
    expect(await page.getByLabel("Purchase price in AED").inputValue()).toBe("4350000");
    expect(await page.getByLabel("Down payment in AED").inputValue()).toBe("870000");

    // Direct entry: a rate of 0 divides the loan by the months.
    await page.getByLabel("Interest rate in percent a year").fill("0");
    await expect.poll(() => monthly(page)).toBe("AED 11,600");
    expect(await page.getByTestId("mortgage-interest").textContent()).toBe("AED 0");

    // Second home for a non-national: at least 40% down.
    await page.getByText("Second home", { exact: true }).click();
    await expect.poll(() => page.getByTestId("mortgage-loan").textContent()).toBe("AED 2,610,000");
    await expect.poll(() => monthly(page)).toBe("AED 8,700");

    // The loan-period slider by keyboard: one year shorter.
    await page.getByRole("slider", { name: "Loan period" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => monthly(page)).toBe(formatAED(2_610_000 / (24 * 12), { zero: true }));

    // Typing a price outside the range is clamped when leaving the box.
    const price = page.getByLabel("Purchase price in AED");
    await price.fill("99000000");
    await price.press("Tab");
    await expect.poll(() => price.inputValue()).toBe("20000000");

    // Back to a first home above AED 5M: 30% minimum.
    await page.getByText("First home", { exact: true }).click();
    await price.fill("5010000");
    await price.press("Enter");
    await expect.poll(() => page.getByTestId("mortgage-loan").textContent()).toBe("AED 3,507,000");
    expect(await page.getByTestId("mortgage-disclaimer").textContent()).toContain(
      "a 30% down payment (AED 1,503,000; the minimum for this buyer is 30%",
    );
    expect(await page.getByTestId("mortgage-disclaimer").textContent()).toContain(
      "over 24 years at 0% a year",
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("starts off-plan listings at 50% down and rentals at AED 1,000,000", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/property/${fx.offPlan}`, { waitUntil: "networkidle" });
    expect(await page.getByLabel("Down payment in AED").inputValue()).toBe("4000000");
    expect(await page.getByTestId("mortgage-loan").textContent()).toBe("AED 4,000,000");
    expect(await page.getByRole("slider", { name: "Down payment" }).getAttribute("min")).toBe("50");
    await page.goto(`${server.url}/property/${fx.rent}`, { waitUntil: "networkidle" });
    expect(await page.getByLabel("Purchase price in AED").inputValue()).toBe("1000000");
    await close();
  });

  it("shows up to four related listings of the same kind and transaction at the same location, never the listing itself", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
    const hrefs = await page
      .getByTestId("related")
      .locator('a[href^="/property/"]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))]);
    expect(hrefs.length).toBe(4);
    expect(hrefs).not.toContain(`/property/${fx.full}`);
    expect(hrefs).not.toContain(`/property/${fx.rent}`);
    // Each is an approved listing at the same location (the public API only answers approved ones).
    for (const href of hrefs) {
      const res = await fetch(`${server.url}/api/realEstate/${href.split("/").pop()}`);
      expect(res.status).toBe(200);
      const p = (await res.json()) as {
        location: string;
        status: string;
        rentFrequency: string | null;
        propertyType: string;
      };
      expect(p.location.toLowerCase()).toBe(FIXTURE_LOCATION.toLowerCase());
      expect(p.status).toBe("approved");
      // Sales beside a sale (the rental at the same place is left out), homes beside a home.
      expect([p.rentFrequency, p.propertyType]).toEqual([null, "residential"]);
    }
    // Following one moves to that listing.
    await page.getByTestId("related").locator(`a[href="${hrefs[0]}"]`).first().click();
    await page.waitForURL(`${server.url}${hrefs[0]}`);
    await expect.poll(() => page.locator("h1").count()).toBe(1);
    await close();
  });

  it("answers an unknown, unpublished or expired id with the helpful 404 page", async () => {
    const { page, close } = await openPage(browser, { width: 360, height: 740 });
    for (const id of [fx.draft, fx.expired, "0123456789abcdef01234567"]) {
      const res = await page.goto(`${server.url}/property/${id}`, { waitUntil: "networkidle" });
      expect(res?.status()).toBe(404);
      expect(await page.locator("h1").textContent()).toBe("This property is not available");
      expect(await page.getByRole("link", { name: "Search properties" }).getAttribute("href")).toBe(
        "/searchResult",
      );
    }
    expect(await seriousA11yViolations(page).then(describeViolations)).toBe("");
    await close();
  });

  for (const [width, height] of [
    [360, 740],
    [1440, 900],
  ] as const) {
    it(`has no serious accessibility violations and a clean console at ${width}×${height}`, async () => {
      const { page, errors, close } = await openPage(browser, { width, height });
      await page.goto(`${server.url}/property/${fx.full}`, { waitUntil: "networkidle" });
      expect(await seriousA11yViolations(page).then(describeViolations)).toBe("");
      await page.goto(`${server.url}/property/${fx.offPlan}`, { waitUntil: "networkidle" });
      expect(await seriousA11yViolations(page).then(describeViolations)).toBe("");
      expect(errors).toEqual([]);
      await close();
    });
  }
});
