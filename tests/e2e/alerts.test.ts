import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validProperty } from "../http/api-support.ts";
import {
  describeViolations,
  launchBrowser,
  openPage,
  screenshotPath,
  seriousA11yViolations,
  sidewaysOverflow,
} from "../setup/browser.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { headerBlock, mailsTo, startSmtp, type TestSmtp, tokenLinkIn } from "../setup/smtp.ts";

// Visitors come back (issue 23): "Alert me" on a results page, the confirmation over real SMTP,
// the alert when a matching listing is published (and none for one that does not match), the
// one-click stop, the visitor's own page and "delete everything about me", favourites kept by
// email; with and without JavaScript, in English and Arabic, at 360 and 1440 px.

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe("saved searches, alerts and the visitor's page", () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let cookie: string;
  const inbox = (to: string, n: number) => mailsTo(smtp, to, n);

  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, server.url);
  const publish = async (over: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/api/realEstate`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify(validProperty(over)),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { _id: string })._id;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    [server, browser] = await Promise.all([
      startServer({
        env: {
          SMTP_URL: smtp.url,
          MAIL_RETRY_SECONDS: "0.2",
          MAIL_LEASE_SECONDS: "2",
          ALERTS_CHECK_SECONDS: "1",
          RATE_LIMIT_FORMS_PER_MINUTE: "25",
        },
      }),
      launchBrowser(),
    ]);
    cookie = await adminCookie(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("Alert me → confirm from the email → an alert for the matching listing only → one click stops it", async () => {
    const email = `seeker-${Date.now()}@visitor.example`;
    const { page, errors, close } = await openPage(browser, { width: 1440, height: 900 });
    await page.goto(`${server.url}/rentRealEstate?city=Jumeirah%20Lake%20Towers&bedroom=3`, {
      waitUntil: "networkidle",
    });
    const section = page.locator("section[aria-labelledby=alert-me-heading]");
    await section.getByLabel("Your email").fill(email);
    await section.getByLabel("How often").selectOption("instant");
    await section.getByRole("button", { name: "Alert me" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toContain("Almost done");
    await section.screenshot({ path: screenshotPath("alert-me-1440") });

    const [confirmation] = await inbox(email, 1);
    expect(confirmation.parsed.subject).toMatch(/^Confirm your property alert from /);
    expect(confirmation.parsed.text).toContain("Rent · Jumeirah Lake Towers · 3 bedrooms");
    // Opening the link asks; it starts nothing by itself (mail scanners open links too).
    const opened = await page.goto(local(tokenLinkIn(confirmation.parsed.text, "alerts/confirm")), {
      waitUntil: "networkidle",
    });
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Start your alerts");
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole("button", { name: "Start my alerts" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Your alerts have started");

    await publish({
      name: "JLT three-bed to rent",
      type: "Rent",
      location: "Jumeirah Lake Towers",
      bedrooms: 3,
      price: 160_000,
    });
    await publish({
      name: "JLT studio to rent",
      type: "Rent",
      location: "Jumeirah Lake Towers",
      bedrooms: 0,
      price: 60_000,
    });
    await publish({
      name: "JLT three-bed for sale",
      type: "Buy",
      location: "Jumeirah Lake Towers",
      bedrooms: 3,
    });
    const [, alert] = await inbox(email, 2);
    expect(alert.parsed.subject).toBe("1 new listing: Rent · Jumeirah Lake Towers · 3 bedrooms");
    expect(alert.parsed.text).toContain("JLT three-bed to rent");
    expect(alert.parsed.text).not.toContain("JLT studio");
    expect(alert.parsed.text).not.toContain("for sale");

    // The header's address takes the mail client's one-click POST (RFC 8058).
    const head = headerBlock(alert.raw);
    expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const stop = /List-Unsubscribe: <([^>]+)>/.exec(head)?.[1] ?? "";
    expect(stop).toBe(tokenLinkIn(alert.parsed.text, "alerts/stop"));
    const oneClick = await fetch(local(stop), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    // Stopped: the visitor's page (linked from the alert) has no search left, and no more alerts come.
    await page.goto(local(tokenLinkIn(alert.parsed.text, "my-alerts")), { waitUntil: "networkidle" });
    expect(await page.locator("main").textContent()).toContain("No saved searches");
    await publish({
      name: "Another JLT three-bed",
      type: "Rent",
      location: "Jumeirah Lake Towers",
      bedrooms: 3,
    });
    await new Promise((r) => setTimeout(r, 4_500));
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(2);
    expect(errors).toEqual([]);
    await close();
  });

  it("works without JavaScript and in Arabic at 360 px, and deletes everything about the visitor at once", async () => {
    const email = `bahith-${Date.now()}@visitor.example`;
    const { page, errors, close } = await openPage(browser, {
      javaScriptEnabled: false,
      width: 360,
      height: 780,
    });
    await page.goto(`${server.url}/ar/buyRealEstate?city=Palm%20Jumeirah`);
    const section = page.locator("section[aria-labelledby=alert-me-heading]");
    await section.locator("input[name=email]").fill(email);
    await section.locator("button[type=submit]").click();
    await page.waitForURL(/\/ar\/alerts$/);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("main [role=status]").textContent()).toContain(email);

    const [confirmation] = await inbox(email, 1);
    expect(confirmation.parsed.html).toContain('dir="rtl"');
    await page.goto(local(tokenLinkIn(confirmation.parsed.text, "ar/alerts/confirm")));
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.locator("main button[type=submit]").click();
    await page.waitForLoadState();
    await page.locator("main a[href*='my-alerts']").click();
    await page.waitForLoadState();
    // The search named in the visitor's language.
    expect(await page.locator("main").textContent()).toContain("نخلة جميرا");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath("my-alerts-ar-360"), fullPage: true });
    const pageUrl = page.url();

    // Delete everything: the <details> opens without JavaScript, then its button posts.
    await page.locator("#forget-heading").locator("..").locator("summary").click();
    await page.locator("#forget-heading").locator("..").locator("button[type=submit]").click();
    await page.waitForLoadState();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("تم حذف كل شيء");
    const again = await page.goto(pageUrl);
    expect(again?.status()).toBe(200);
    expect(await page.locator("main [role=status]").count()).toBe(1);
    expect(await page.locator("main form").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the saved listings on the visitor's email, shown on their page on any device", async () => {
    const email = `keeper-${Date.now()}@visitor.example`;
    const id = await publish({ name: "Kept villa", type: "Buy", location: "Arabian Ranches" });
    const { page, errors, close } = await openPage(browser, { width: 360, height: 780 });
    // The listing's photo is an external URL of the API's example; answer it here (no network).
    await page.route("https://images.example.com/**", (route) =>
      route.fulfill({ contentType: "image/png", body: PIXEL }),
    );
    await page.goto(`${server.url}/saved`);
    await page.evaluate((saved) => localStorage.setItem("saved-properties", JSON.stringify([saved])), id);
    await page.reload({ waitUntil: "networkidle" });
    const section = page.locator("section[aria-labelledby=keep-heading]");
    await section.getByLabel("Your email").fill(email);
    await section.getByRole("button", { name: "Email me the link" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toContain(email);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const [mail] = await inbox(email, 1);
    expect(mail.parsed.text).toContain("One listing is now kept on");

    // Another device: no localStorage, only the link.
    const other = await openPage(browser, { width: 1440, height: 900 });
    await other.page.goto(local(tokenLinkIn(mail.parsed.text, "my-alerts")), { waitUntil: "networkidle" });
    expect(await other.page.getByRole("link", { name: "Kept villa" }).count()).toBe(1);
    const violations = await seriousA11yViolations(other.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await other.page.getByLabel(/Email me when a favourite's price drops/).check();
    await other.page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => other.page.getByRole("status").first().textContent()).toBe("Saved.");
    await other.page.screenshot({ path: screenshotPath("my-alerts-1440"), fullPage: true });
    expect(other.errors).toEqual([]);
    await other.close();
    expect(errors).toEqual([]);
    await close();
  });

  it("rate-limits the visitor's forms per address (a 429, never an error page)", async () => {
    const post = () =>
      fetch(`${server.url}/alerts`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ intent: "link", email: "nobody@visitor.example" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post()).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });
});
