import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { adminGet, fillForm, submit, uniqueEmail, waitForHydration } from "./forms-helpers.ts";

const contact = (email: string) => ({
  name: "Aisha M.",
  email,
  phone: "+971 50 765 4321",
  message: "Please call me about two-bedroom rentals in JLT.",
});

describe("form failures are visible and keep what was typed", () => {
  let server: TestServer;
  let browser: Browser;
  let cookie: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ data: "empty", env: { RATE_LIMIT_FORMS_PER_MINUTE: "2" } }),
      launchBrowser(),
    ]);
    cookie = await adminCookie(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("429 with JavaScript: a readable message with the wait, input kept", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page, "contact");
    for (let i = 0; i < 2; i++) {
      await fillForm(page, "contact", contact(uniqueEmail(`ok${i}`)));
      await submit(page, true);
      await page.locator("[data-form-success]").waitFor();
      await page.getByText("Send another message").click();
    }
    const email = uniqueEmail("limited");
    await fillForm(page, "contact", contact(email));
    await submit(page, true);
    const alert = page.locator('[data-form-failure="rateLimited"]');
    await alert.waitFor();
    expect(await alert.getAttribute("role")).toBe("alert");
    expect(await alert.textContent()).toMatch(/wait \d+ seconds and try again; what you typed is still here/);
    expect(await page.inputValue("#contact-email")).toBe(email);
    expect(await adminGet(server, cookie, `/contact?email=${encodeURIComponent(email)}`)).toEqual([]);
    await close();
  });

  it("429 without JavaScript: the answer page explains it and keeps the input", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    const values = {
      name: "Marc D.",
      phone: "+971 4 555 0123",
      location: "Business Bay",
      type: "Commercial",
      propertyType: "commercial",
    };
    for (let i = 0; i < 2; i++) {
      await page.goto(`${server.url}/listProperty`);
      await fillForm(page, "list", { ...values, email: uniqueEmail(`own${i}`) });
      await submit(page, false);
      await page.locator("[data-form-success]").waitFor();
    }
    await page.goto(`${server.url}/listProperty`);
    const email = uniqueEmail("own-limited");
    await fillForm(page, "list", { ...values, email });
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await page.locator("form[data-lead-form] button[type=submit]").click();
    expect((await posted).status()).toBe(429);
    await page.waitForLoadState("load");
    const alert = page.locator('[data-form-failure="rateLimited"]');
    expect(await alert.textContent()).toMatch(/Please wait \d+ seconds/);
    expect(await page.inputValue("#list-email")).toBe(email);
    expect(await page.inputValue("#list-location")).toBe("Business Bay");
    await close();
  });

  it("a dropped connection says so and keeps the input", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/enquiry`);
    await waitForHydration(page, "enquiry");
    await page.route("**/api/enquiry", (route) => route.abort("internetdisconnected"));
    const email = uniqueEmail("offline");
    await fillForm(page, "enquiry", contact(email));
    await submit(page, true);
    const alert = page.locator('[data-form-failure="network"]');
    expect(await alert.textContent()).toMatch(/could not reach our server.*has not been sent/s);
    expect(await page.inputValue("#enquiry-email")).toBe(email);
    expect(await page.inputValue("#enquiry-message")).toContain("two-bedroom");
    await close();
  });

  it("a 5xx or an unreadable answer says the message was not sent, and keeps the input", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/enquiry`);
    await waitForHydration(page, "enquiry");
    await page.route("**/api/enquiry", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await fillForm(page, "enquiry", contact(uniqueEmail("down")));
    await submit(page, true);
    const alert = page.locator('[data-form-failure="server"]');
    expect(await alert.textContent()).toMatch(/Something went wrong on our side.*has not been sent/s);
    expect(await page.inputValue("#enquiry-name")).toBe("Aisha M.");
    await close();
  });

  it("a second press while sending does not send twice; the button shows it is busy", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/enquiry`);
    await waitForHydration(page, "enquiry");
    let posts = 0;
    await page.route("**/api/enquiry", async (route) => {
      posts++;
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const email = uniqueEmail("twice");
    await fillForm(page, "enquiry", contact(email));
    const button = page.locator("form[data-lead-form] button[type=submit]");
    await button.click();
    await page.waitForFunction(() =>
      document.querySelector("form[data-lead-form] button[type=submit]")?.hasAttribute("aria-disabled"),
    );
    expect(await button.textContent()).toContain("Sending");
    await button.click({ force: true });
    await button.click({ force: true });
    await page.locator("[data-form-success]").waitFor();
    expect(posts).toBe(1);
    expect(await adminGet(server, cookie, `/enquiry?email=${encodeURIComponent(email)}`)).toHaveLength(1);
    await close();
  });
});
