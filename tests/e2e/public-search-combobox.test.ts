import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, launchBrowser, openPage, seriousA11yViolations } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { apiListings, cardNames } from "./public-helpers.ts";

/** The listing panel's location combobox and what assistive technology is told about it. */
async function comboState(page: Page) {
  const input = page.getByRole("combobox", { name: "City" });
  return {
    expanded: await input.getAttribute("aria-expanded"),
    active: await input.getAttribute("aria-activedescendant"),
    value: await input.inputValue(),
  };
}

describe("location combobox (WAI-ARIA combobox with list autocomplete)", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of [1440, 390]) {
    it(`keyboard only at ${width}px: type to filter, arrows, Enter chooses, Escape closes then clears`, async () => {
      const { page, errors, close } = await openPage(browser, { width, height: width > 500 ? 900 : 844 });
      await page.goto(`${server.url}/buyRealEstate`, { waitUntil: "networkidle" });
      if (width < 768) await page.getByText("Filters", { exact: true }).click();
      const panel = page.getByRole("search", { name: "Search properties" });
      const input = panel.getByRole("combobox", { name: "City" });
      // Roles, names and relations.
      expect(await input.getAttribute("aria-autocomplete")).toBe("list");
      expect(await input.getAttribute("aria-expanded")).toBe("false");
      const listId = (await input.getAttribute("aria-controls")) as string;
      const listbox = page.locator(`[id="${listId}"]`);
      expect(await listbox.getAttribute("role")).toBe("listbox");
      expect(await page.getByRole("listbox", { name: "City", includeHidden: true }).count()).toBe(1);
      expect(await input.getAttribute("placeholder")).toBe("Dubai (all areas)");

      // Typing filters: one "Creek Harbour" place, under its emirate.
      await input.focus();
      await page.keyboard.type("creek");
      expect((await comboState(page)).expanded).toBe("true");
      const list = page.getByRole("listbox", { name: "City" });
      const options = list.getByRole("option");
      expect(await options.allTextContents()).toEqual(["Dubai Creek Harbour"]);
      expect(await list.getByRole("group", { name: "Dubai" }).count()).toBe(1);
      await expect.poll(() => page.getByRole("status").filter({ hasText: "1 place" }).count()).toBe(1);

      // Arrow down makes the option active (aria-activedescendant, aria-selected); Enter chooses it.
      await page.keyboard.press("ArrowDown");
      const state = await comboState(page);
      const activeId = state.active as string;
      expect(await page.locator(`[id="${activeId}"]`).textContent()).toBe("Dubai Creek Harbour");
      expect(await page.locator(`[id="${activeId}"]`).getAttribute("aria-selected")).toBe("true");
      await page.keyboard.press("Enter");
      expect(await comboState(page)).toEqual({
        expanded: "false",
        active: null,
        value: "Dubai Creek Harbour",
      });
      expect(await panel.locator('input[name="city"]').inputValue()).toBe("Dubai Creek Harbour");

      // Arrow down on the closed list opens it on the chosen place; Escape closes, keeping the text;
      // a second Escape clears it (back to every area).
      await page.keyboard.press("ArrowDown");
      expect((await comboState(page)).expanded).toBe("true");
      expect(await page.locator(`[id="${(await comboState(page)).active}"]`).textContent()).toBe(
        "Dubai Creek Harbour",
      );
      expect(await list.getByRole("group").count()).toBeGreaterThanOrEqual(3);
      // With the list open: no serious axe violations, and nothing scrolls sideways.
      expect(describeViolations(await seriousA11yViolations(page))).toBe("");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await page.keyboard.press("Escape");
      expect(await comboState(page)).toEqual({
        expanded: "false",
        active: null,
        value: "Dubai Creek Harbour",
      });
      await page.keyboard.press("Escape");
      expect((await comboState(page)).value).toBe("");
      expect(await panel.locator('input[name="city"]').inputValue()).toBe("Dubai");

      // Arrow up from the closed list lands on the last place; typing narrows to another emirate.
      await page.keyboard.press("ArrowUp");
      expect(await page.locator(`[id="${(await comboState(page)).active}"]`).textContent()).toBe(
        "Al Marjan Island (Ras Al Khaimah)",
      );
      await page.keyboard.press("Escape");
      await page.keyboard.type("island");
      // Dubai's islands, Abu Dhabi's and Ras Al Khaimah's: three groups.
      expect(await list.getByRole("group").count()).toBe(3);
      await page.keyboard.press("Control+A");
      await page.keyboard.type("Dubai Marina");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      // Enter on a closed list submits the GET form.
      await page.keyboard.press("Enter");
      await page.waitForURL((u) => u.searchParams.get("city") === "Dubai Marina");
      const expected = await apiListings(server, { type: "Buy", city: "Dubai Marina", pageSize: "9" });
      await expect.poll(() => cardNames(page)).toEqual(expected.names);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("before the scripts run it is a native select, and the GET form submits it", async () => {
    const nojs = await openPage(browser, { javaScriptEnabled: false, width: 390, height: 844 });
    await nojs.page.goto(`${server.url}/rentRealEstate`);
    const select = nojs.page.locator('form[role="search"] select[name="city"]');
    expect(
      await select.locator("optgroup").evaluateAll((g) => g.map((x) => x.getAttribute("label"))),
    ).toEqual(["Dubai", "Abu Dhabi", "Sharjah", "Ras Al Khaimah"]);
    expect(await select.locator("option", { hasText: /^Creek Harbour$/ }).count()).toBe(0);
    await nojs.page.getByText("Filters", { exact: true }).click();
    await select.selectOption("Dubai Marina");
    await nojs.page.locator('form[role="search"] button[type=submit]').click();
    await nojs.page.waitForURL((u) => u.searchParams.get("city") === "Dubai Marina");
    await nojs.close();

    // A choice made before hydration is kept when the combobox takes over.
    const held = await openPage(browser, { holdHydration: true });
    await held.page.goto(`${server.url}/buyRealEstate`);
    await held.page.locator('form[role="search"] select[name="city"]').selectOption("Palm Jumeirah");
    await held.hydrate();
    const input = held.page.getByRole("combobox", { name: "City" });
    await expect.poll(() => input.inputValue()).toBe("Palm Jumeirah");
    expect(await held.page.locator('form[role="search"] input[name="city"]').inputValue()).toBe(
      "Palm Jumeirah",
    );
    expect(held.errors).toEqual([]);
    await held.close();
  });

  it("in Arabic it names the places in Arabic, finds them by their Arabic or English name, and searches by the place", async () => {
    const { page, errors, close } = await openPage(browser, { width: 1440, height: 900 });
    await page.goto(`${server.url}/ar/buyRealEstate`, { waitUntil: "networkidle" });
    const panel = page.locator('form[role="search"]');
    const input = panel.getByRole("combobox", { name: "المدينة" });
    const list = page.getByRole("listbox");
    await input.focus();
    await page.keyboard.type("مارينا");
    expect(await list.getByRole("option").allTextContents()).toEqual(["دبي مارينا"]);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("palm jum");
    expect(await list.getByRole("option").allTextContents()).toEqual(["نخلة جميرا"]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    expect(await input.inputValue()).toBe("نخلة جميرا");
    // The form sends the place itself, as every address and filter names it.
    expect(await panel.locator('input[name="city"]').inputValue()).toBe("Palm Jumeirah");
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("city") === "Palm Jumeirah");
    const expected = await apiListings(server, { type: "Buy", city: "Palm Jumeirah", pageSize: "9" });
    await expect.poll(() => cardNames(page)).toEqual(expected.names);
    // The chip and every card name the place in Arabic.
    expect(
      await page
        .locator("main")
        .getByRole("link", { name: /نخلة جميرا/ })
        .count(),
    ).toBeGreaterThan(0);
    expect(await page.locator("main").getByText("Palm Jumeirah", { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();

    // Before the scripts: the native select shows the Arabic and sends the place.
    const nojs = await openPage(browser, { javaScriptEnabled: false, width: 1440, height: 900 });
    await nojs.page.goto(`${server.url}/ar/rentRealEstate`);
    const option = nojs.page.locator('form[role="search"] select[name="city"] option[value="Dubai Marina"]');
    expect(await option.textContent()).toBe("دبي مارينا");
    await nojs.page.locator('form[role="search"] select[name="city"]').selectOption("Dubai Marina");
    await nojs.page.locator('form[role="search"] button[type=submit]').click();
    await nojs.page.waitForURL((u) => u.searchParams.get("city") === "Dubai Marina");
    expect(
      await nojs.page
        .locator("main")
        .getByRole("link", { name: /دبي مارينا/ })
        .count(),
    ).toBeGreaterThan(0);
    expect(await nojs.page.locator("main").getByText("Dubai Marina", { exact: true }).count()).toBe(0);
    await nojs.close();
  });

  it("the area search offers each place once and opens its page; another spelling moves to the place", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/area`, { waitUntil: "networkidle" });
    const input = page.getByRole("combobox", { name: "Location" });
    await input.fill("harbour");
    const names = await page.getByRole("listbox", { name: "Location" }).getByRole("option").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain("Creek Harbour");
    await input.fill("Palm Jumeirah");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/area\/Palm%20Jumeirah$/);
    expect(errors).toEqual([]);
    await close();

    const moved = await fetch(`${server.url}/area/Creek%20Harbour`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/area/Dubai%20Creek%20Harbour");
  });
});
