import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { ADMIN_EMAIL } from "../setup/paths.ts";
import { login } from "./admin-helpers.ts";

// The newsletter asks for consent (issue 23): the footer's form, the confirmation email over real
// SMTP, the link's page and its button, the welcome email's one-click unsubscribe, and the admin's
// view of where each address stands; with and without JavaScript, in English and in Arabic.

describe("the newsletter with consent", () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  /** The test SMTP server's messages to `to`, once `n` of them have arrived. */
  const inbox = (to: string, n: number) => mailsTo(smtp, to, n);

  /** The links in emails use the server's own origin (no PUBLIC_URL here). */
  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, server.url);

  beforeAll(async () => {
    smtp = await startSmtp();
    [server, browser] = await Promise.all([
      startServer({
        env: {
          SMTP_URL: smtp.url,
          MAIL_RETRY_SECONDS: "0.2",
          MAIL_LEASE_SECONDS: "2",
          NEWSLETTER_BATCH_SIZE: "10",
          NEWSLETTER_BATCH_SECONDS: "1",
        },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("footer → confirmation email → the link's button → subscribed; one click in the welcome email unsubscribes", async () => {
    const email = `reader-${Date.now()}@visitor.example`;
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/buyRealEstate`, { waitUntil: "networkidle" });
    const form = page.locator("#newsletter");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => form.locator("button[type=submit]").textContent()).toBe("Subscribed");
    expect(await form.getByRole("status").textContent()).toMatch(/confirm your subscription/);

    // Asking again before confirming is answered the same way, and sends no second email.
    const again = await fetch(`${server.url}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: email.toUpperCase() }),
    });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ status: "pending", confirmedAt: null });

    const [confirmation] = await inbox(email, 1);
    expect(confirmation.parsed.subject).toMatch(/^Confirm your subscription to the .+ newsletter$/);
    const link = local(tokenLinkIn(confirmation.parsed.text, "newsletter/confirm"));

    // Opening the link asks; it does not confirm by itself (mail scanners open links too).
    const opened = await page.goto(link, { waitUntil: "networkidle" });
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    expect(opened?.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Confirm your subscription");
    expect(await page.locator("main").textContent()).toContain(email);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("You are subscribed");
    expect(errors).toEqual([]);

    // Now the address is on the list: asking again is "Already Subscribed" (400), as before.
    const third = await fetch(`${server.url}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(third.status).toBe(400);

    // The welcome email carries the one-click unsubscribe headers; a mail client's POST to that
    // address (RFC 8058: no cookie, no page) takes effect at once.
    const [, welcome] = await inbox(email, 2);
    const head = headerBlock(welcome.raw);
    expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const header = /List-Unsubscribe: <([^>]+)>/.exec(head)?.[1];
    if (!header) throw new Error(`no List-Unsubscribe header in:\n${head}`);
    expect(tokenLinkIn(welcome.parsed.text, "newsletter/unsubscribe")).toBe(header);
    const oneClick = await fetch(local(header), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    // The admin sees where each address stands.
    await login(page, server.url, `/admin/newsletter?email=${encodeURIComponent(email)}`);
    const row = page.locator("tr", { hasText: email });
    expect(await row.locator("[data-subscriber-status]").getAttribute("data-subscriber-status")).toBe(
      "unsubscribed",
    );
    await page.goto(`${server.url}/admin/newsletter`, { waitUntil: "networkidle" });
    await page.screenshot({ path: screenshotPath("admin-newsletter-1440"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload({ waitUntil: "networkidle" });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath("admin-newsletter-390"), fullPage: true });
    await close();
  });

  it("works without JavaScript and in Arabic, at 360 px: subscribe, confirm from the email, unsubscribe from the page", async () => {
    const email = `qari-${Date.now()}@visitor.example`;
    const { page, errors, close } = await openPage(browser, {
      javaScriptEnabled: false,
      width: 360,
      height: 780,
    });
    await page.goto(`${server.url}/ar/rentRealEstate`);
    await page.locator("#newsletter-email").fill(email);
    await page.locator("#newsletter button[type=submit]").click();
    await page.waitForURL(/\/ar\/rentRealEstate\?newsletter=subscribed/);
    expect(await page.locator("#newsletter button[type=submit]").textContent()).toBe("تم الاشتراك");

    const [confirmation] = await inbox(email, 1);
    expect(confirmation.parsed.subject).toMatch(/^أكّد اشتراكك/);
    expect(confirmation.parsed.html).toContain('dir="rtl"');
    const link = local(tokenLinkIn(confirmation.parsed.text, "ar/newsletter/confirm"));
    await page.goto(link);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("تأكيد الاشتراك");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath("newsletter-confirm-ar-360"), fullPage: true });
    await page.getByRole("button", { name: "تأكيد الاشتراك" }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("تم اشتراكك");

    const [, welcome] = await inbox(email, 2);
    await page.goto(local(tokenLinkIn(welcome.parsed.text, "ar/newsletter/unsubscribe")));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "إلغاء الاشتراك في النشرة الإخبارية",
    );
    await page.getByRole("button", { name: "إلغاء الاشتراك" }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("تم إلغاء اشتراكك");
    expect(errors).toEqual([]);
    await close();
  });

  it("refuses a forged or broken link with a page that says what to do, and changes nothing", async () => {
    const { page, errors, close } = await openPage(browser);
    for (const t of ["", "nonsense", `${"a".repeat(24)}.0.${"b".repeat(43)}`]) {
      const res = await page.goto(`${server.url}/newsletter/unsubscribe?t=${t}`);
      expect(res?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("This link does not work");
      expect(await page.getByRole("button").filter({ hasText: "Unsubscribe" }).count()).toBe(0);
      const post = await fetch(`${server.url}/newsletter/confirm?t=${t}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(await post.text()).toContain("This link does not work");
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("staff compose a campaign with listings, preview it in both languages, test it, and send it to confirmed subscribers once", async () => {
    const { page, errors, close } = await openPage(browser);
    await login(page, server.url, "/admin/newsletter/campaigns");
    await page.getByLabel("New campaign: Subject").fill("New homes on the Palm");
    await page.getByRole("button", { name: "Create draft" }).click();
    await page.waitForURL(/\/admin\/newsletter\/campaigns\/\w+/);
    await page
      .getByLabel("Introduction")
      .fill("Three villas came on the market this week.\n\nAsk us for a viewing.");
    await page.getByLabel("Find published listings").fill("Villa");
    await page.getByRole("button", { name: "Find" }).click();
    const add = page.getByRole("button", { name: /^Add / }).first();
    const listing = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add /, "");
    await add.click();
    await expect.poll(() => page.locator("ol li").count()).toBe(1);
    // Typing kept across the add (one form), and the preview shows the listing and the intro.
    expect(await page.getByLabel("Introduction").inputValue()).toContain("Three villas");
    const preview = page.frameLocator("iframe");
    await expect.poll(() => preview.locator("body").textContent()).toContain(listing);
    expect(await preview.locator("body").textContent()).toContain("Three villas came on the market");
    await page.getByRole("link", { name: "العربية" }).click();
    await expect.poll(() => preview.locator("html").getAttribute("dir")).toBe("rtl");
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: screenshotPath("admin-campaign-1440"), fullPage: true });

    // A test goes to the signed-in admin only.
    const before = smtp.received.length;
    await page.getByRole("button", { name: "Send me a test" }).click();
    const [test] = await inbox(ADMIN_EMAIL, 1);
    expect(test.parsed.subject).toBe("[Test] New homes on the Palm");
    expect(smtp.received.length - before).toBe(1);

    // Send: confirmed subscribers only, each once, in batches; the page follows the progress.
    const confirmed = (await (
      await fetch(`${server.url}/api/subscribe?status=confirmed&pageSize=500`, {
        headers: { cookie: await adminCookie(server) },
      })
    ).json()) as { email: string }[];
    expect(confirmed.length).toBeGreaterThan(10);
    await page.getByRole("button", { name: "Send to subscribers" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send now" }).click();
    await expect
      .poll(() => page.locator("[data-campaign-status]").first().getAttribute("data-campaign-status"), {
        timeout: 60_000,
      })
      .toBe("sent");
    const campaign = () => smtp.received.filter((m) => m.parsed.subject === "New homes on the Palm");
    await expect.poll(() => campaign().length, { timeout: 60_000 }).toBe(confirmed.length);
    expect(new Set(campaign().map((m) => m.to[0])).size).toBe(confirmed.length);
    expect(
      campaign()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(confirmed.map((c) => c.email.toLowerCase()).sort());
    await expect
      .poll(() => page.locator("[data-campaign-progress]").textContent(), { timeout: 30_000 })
      .toContain(`${confirmed.length} of ${confirmed.length} delivered`);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath("admin-campaign-390"), fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });
});
