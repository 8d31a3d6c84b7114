import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../../app/lib/i18n/en/forms.ts";
import { insertListing } from "../http/leads-helpers.ts";
import { describeViolations, launchBrowser, openPage, seriousA11yViolations } from "../setup/browser.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import {
  adminGet,
  expectAccessibleErrors,
  fieldErrors,
  fillForm,
  focusedName,
  submit,
  uniqueEmail,
  waitForHydration,
} from "./forms-helpers.ts";

interface LeadJson {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: string;
  propertyId?: string | null;
  property?: { name: string } | null;
  location?: string;
  propertyType?: string;
  type?: string;
  bedrooms?: number | null;
  price?: number | null;
}

/** Browser errors other than the status line of a deliberate 4xx answer page (no-JS path). */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe("public lead forms (contact, enquiry, list your property)", () => {
  let server: TestServer;
  let browser: Browser;
  let cookie: string;
  let listing: { id: string; name: string; location: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ data: "empty" }), launchBrowser()]);
    cookie = await adminCookie(server);
    listing = await insertListing(server, { name: "Marina Gate two-bedroom with sea view" });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const records = (path: string, email: string) =>
    adminGet<LeadJson[]>(server, cookie, `${path}?email=${encodeURIComponent(email)}`);

  for (const js of [true, false]) {
    const mode = js ? "with JavaScript" : "without JavaScript";

    describe(mode, () => {
      it("contact: a valid message is confirmed, the form clears, and the admin sees it", async () => {
        const { page, errors, close } = await openPage(browser, { javaScriptEnabled: js });
        await page.goto(`${server.url}/contact`);
        if (js) await waitForHydration(page, "contact");
        const email = uniqueEmail("contact");
        await fillForm(page, "contact", {
          name: "Layla Haddad",
          email,
          phone: "+971 50 123 4567",
          message: "Looking for a 3-bedroom villa in Arabian Ranches.",
        });
        await submit(page, js);
        const success = page.locator("[data-form-success]");
        await success.waitFor();
        expect(await success.textContent()).toMatch(/arrived.*within one working day/is);
        if (!js) expect(page.url()).toContain("/contact?sent=1");
        // Confirmation says what happens next; the form is gone until "Send another message".
        expect(await page.locator("form[data-lead-form]").count()).toBe(0);
        await page.getByText("Send another message").click();
        await page.locator("#contact-name").waitFor();
        expect(await page.inputValue("#contact-name")).toBe("");
        const stored = await records("/contact", email);
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({
          name: "Layla Haddad",
          phone: "+971 50 123 4567",
          status: "pending",
        });
        expect(realErrors(errors)).toEqual([]);
        await close();
      });

      it("contact: empty, bad email and bad phone each get a message next to the field, focus and typed values kept", async () => {
        const { page, close } = await openPage(browser, { javaScriptEnabled: js });
        await page.goto(`${server.url}/contact`);
        if (js) await waitForHydration(page, "contact");

        await submit(page, js);
        expect(Object.keys(await fieldErrors(page, "contact")).sort()).toEqual([
          "email",
          "message",
          "name",
          "phone",
        ]);
        await expectAccessibleErrors(page, "contact", ["name", "email", "phone", "message"]);
        await expect.poll(() => focusedName(page)).toBe("name");
        expect(await page.locator("[data-error-summary] a").count()).toBe(4);

        const email = uniqueEmail("badphone");
        await fillForm(page, "contact", {
          name: "Omar",
          email: "omar@",
          phone: "+971 55 000 1111",
          message: "Hi",
        });
        await submit(page, js);
        let shown = await fieldErrors(page, "contact");
        expect(Object.keys(shown)).toEqual(["email"]);
        expect(shown.email).toMatch(/valid email address/);
        await expect.poll(() => focusedName(page)).toBe("email");
        expect(await page.inputValue("#contact-name")).toBe("Omar");
        expect(await page.inputValue("#contact-message")).toBe("Hi");

        await fillForm(page, "contact", { email, phone: "call me" });
        await submit(page, js);
        shown = await fieldErrors(page, "contact");
        expect(Object.keys(shown)).toEqual(["phone"]);
        expect(shown.phone).toMatch(/7 to 15 digits/);
        await expect.poll(() => focusedName(page)).toBe("phone");
        expect(await page.inputValue("#contact-email")).toBe(email);
        expect(await records("/contact", email)).toEqual([]);

        if (js) {
          // axe runs as page script, so only where scripts run; the markup is the same either way.
          const violations = await seriousA11yViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
        }
        await close();
      });

      it("enquiry: ?property shows the listing, and the enquiry reaches the admin linked to it", async () => {
        const { page, errors, close } = await openPage(browser, { javaScriptEnabled: js });
        await page.goto(`${server.url}/enquiry?property=${listing.id}`);
        if (js) await waitForHydration(page, "enquiry");
        const card = page.locator(`[data-enquiry-property="${listing.id}"]`);
        expect(await card.textContent()).toContain(listing.name);
        expect(await page.inputValue("#enquiry-message")).toContain(listing.name);
        const email = uniqueEmail("enquiry");
        await fillForm(page, "enquiry", { name: "Rohan S.", email: "rohan", phone: "+971501234567" });
        await submit(page, js);
        expect(Object.keys(await fieldErrors(page, "enquiry"))).toEqual(["email"]);
        await expect.poll(() => focusedName(page)).toBe("email");
        await fillForm(page, "enquiry", { email });
        await submit(page, js);
        await page.locator("[data-form-success]").waitFor();
        const [rec] = await records("/enquiry", email);
        expect(rec).toMatchObject({
          name: "Rohan S.",
          propertyId: listing.id,
          property: { name: listing.name },
        });
        expect(rec.message).toContain(listing.name);
        expect(realErrors(errors)).toEqual([]);
        await close();
      });

      it("enquiry: a general enquiry (no listing) is stored without a link", async () => {
        const { page, close } = await openPage(browser, { javaScriptEnabled: js });
        await page.goto(`${server.url}/enquiry`);
        if (js) await waitForHydration(page, "enquiry");
        expect(await page.locator("[data-enquiry-property]").count()).toBe(0);
        const email = uniqueEmail("general");
        await fillForm(page, "enquiry", {
          name: "Fatima K.",
          email,
          phone: "0501234567",
          message: "Any 1-bedroom apartments in JVC under AED 900,000?",
        });
        await submit(page, js);
        await page.locator("[data-form-success]").waitFor();
        const [rec] = await records("/enquiry", email);
        expect(rec.propertyId).toBeNull();
        await close();
      });

      it("list your property: invalid choices and numbers are explained; a valid request is stored", async () => {
        const { page, errors, close } = await openPage(browser, { javaScriptEnabled: js });
        await page.goto(`${server.url}/listProperty`);
        if (js) await waitForHydration(page, "list");
        const email = uniqueEmail("owner");
        await fillForm(page, "list", {
          name: "Thomas B.",
          email,
          phone: "+44 20 7946 0000",
          location: "Dubai Marina, Marina Gate 1",
          bedrooms: "2.5",
          price: "1,000,000",
        });
        await submit(page, js);
        const shown = await fieldErrors(page, "list");
        expect(Object.keys(shown).sort()).toEqual(["bedrooms", "price", "propertyType", "type"]);
        await expectAccessibleErrors(page, "list", ["type", "propertyType", "bedrooms", "price"]);
        await expect.poll(() => focusedName(page)).toBe("type");
        expect(await page.inputValue("#list-location")).toBe("Dubai Marina, Marina Gate 1");
        expect(await page.inputValue("#list-price")).toBe("1,000,000");

        await fillForm(page, "list", {
          type: "Rent",
          propertyType: "residential",
          bedrooms: "2",
          price: "145000",
        });
        await submit(page, js);
        await page.locator("[data-form-success]").waitFor();
        const [rec] = await records("/listProperty", email);
        expect(rec).toMatchObject({
          location: "Dubai Marina, Marina Gate 1",
          type: "Rent",
          propertyType: "residential",
          bedrooms: 2,
          price: 145000,
          status: "pending",
        });
        expect(realErrors(errors)).toEqual([]);
        await close();
      });
    });
  }

  it("validates in the browser when a field is left, before anything is sent", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page, "contact");
    let posts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST") posts++;
    });
    await page.fill("#contact-email", "not-an-email");
    await page.press("#contact-email", "Tab");
    await page.locator("#contact-email-error").waitFor();
    // Only the field that was visited shows a message.
    expect(Object.keys(await fieldErrors(page, "contact"))).toEqual(["email"]);
    await page.fill("#contact-email", "fixed@example.com");
    await page.locator("#contact-email-error").waitFor({ state: "detached" });
    await page.locator("form[data-lead-form] button[type=submit]").click();
    await page.locator("#contact-name-error").waitFor();
    expect(posts).toBe(0);
    await close();
  });

  it("the checks load when the form is first focused; when they cannot, the server's answer names the problems", async () => {
    // Not with the page (they bring zod): on the first focus in the form.
    const first = await openPage(browser);
    const scripts: string[] = [];
    first.page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await first.page.goto(`${server.url}/contact`);
    await waitForHydration(first.page, "contact");
    await first.page.waitForLoadState("networkidle");
    const withPage = scripts.length;
    await first.page.locator("#contact-name").focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(withPage);
    expect(first.errors).toEqual([]);
    await first.close();

    // A file that cannot load (a dropped connection, or a deploy that replaced it): the form still
    // sends, and shows the service's messages for each field; nothing is stored.
    const second = await openPage(browser);
    await second.page.goto(`${server.url}/contact`);
    await waitForHydration(second.page, "contact");
    await second.page.waitForLoadState("networkidle");
    await second.page.route("**/assets/**", (route) => route.abort());
    const email = "not-an-email";
    await fillForm(second.page, "contact", {
      name: "Aisha M.",
      email,
      phone: "+971 50 765 4321",
      message: "Hello",
    });
    const posted = second.page.waitForResponse((r) => r.request().method() === "POST");
    await submit(second.page, true);
    expect((await posted).status()).toBe(422);
    expect(await fieldErrors(second.page, "contact")).toEqual({ email: forms["forms.error.emailInvalid"] });
    await expect.poll(() => focusedName(second.page)).toBe("email");
    expect(await records("/contact", email)).toEqual([]);
    await second.close();
  });

  it("a honeypot filled by a bot is answered as a success and nothing is stored", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`);
    const email = uniqueEmail("bot");
    await fillForm(page, "contact", { name: "Bot", email, phone: "+971501234567", message: "spam" });
    await page.locator('form[data-lead-form] input[name="website"]').evaluate((el: HTMLInputElement) => {
      el.value = "http://spam.example";
    });
    await submit(page, false);
    await page.locator("[data-form-success]").waitFor();
    expect(await records("/contact", email)).toEqual([]);
    await close();
  });
});
