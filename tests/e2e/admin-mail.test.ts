import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { startSmtp, type TestSmtp } from "../setup/smtp.ts";
import { expectNoErrors, expectToast, login, shotPath } from "./admin-helpers.ts";

// The admin's view of the outbox: every email with its status and attempts; a refused address is
// reported with the server's answer, and once fixed the email can be sent again.

describe("admin emails", () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let w: WatchedPage;
  beforeAll(async () => {
    smtp = await startSmtp();
    smtp.refuse.add("bounce@visitor.example");
    [server, browser] = await Promise.all([
      startServer({ env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: "0.2" } }),
      launchBrowser(),
    ]);
    const res = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Bounce Tester",
        email: "bounce@visitor.example",
        phone: "+971 50 765 4321",
        message: "Please call me.",
      }),
    });
    expect(res.status).toBe(201);
    await smtp.waitFor(1); // the staff email; the acknowledgement is refused
    w = await openPage(browser, { width: 1440, height: 900 });
    await login(w.page, server.url, "/admin/mail");
  });
  afterAll(async () => {
    await w?.close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("lists each email with its status, shows a failure's reason and attempts, and resends it", async () => {
    const { page } = w;
    const failedRow = page.locator("[data-table=mail] tr", { hasText: "bounce@visitor.example" });
    await expect
      .poll(async () => failedRow.locator("[data-mail-status]").getAttribute("data-mail-status"))
      .toBe("failed");
    await expect
      .poll(() => page.locator('aside [data-badge="mailFailed"] [aria-hidden]').textContent())
      .toBe("1");
    expect(await failedRow.locator("[data-mail-error]").innerText()).toMatch(/550/);
    const staffRow = page
      .locator("[data-table=mail] tr", { hasText: "New contact message from Bounce Tester" })
      .first();
    await expect
      .poll(() => staffRow.locator("[data-mail-status]").getAttribute("data-mail-status"))
      .toBe("sent");
    // The detail: purpose, the attempt log and the text that was sent.
    await failedRow.getByRole("link", { name: "View the email to bounce@visitor.example" }).click();
    const detail = page.locator("[data-mail-detail]");
    await detail.getByRole("heading", { name: "Email to bounce@visitor.example" }).waitFor();
    expect(await detail.innerText()).toContain("Failed for good");
    expect(await detail.innerText()).toContain("Dear Bounce Tester,");
    await page.screenshot({ path: shotPath("mail-1440"), fullPage: true });
    // The visitor's address is fixed at their end: resend, and it arrives.
    smtp.refuse.clear();
    await failedRow.getByRole("button", { name: "Send the email to bounce@visitor.example again" }).click();
    await expectToast(page, "The email to bounce@visitor.example is queued again.");
    await smtp.waitFor(2);
    expect(smtp.received.map((m) => m.to[0])).toContain("bounce@visitor.example");
    await page.reload();
    await expect
      .poll(() => failedRow.locator("[data-mail-status]").getAttribute("data-mail-status"))
      .toBe("sent");
    await expect.poll(() => page.locator('aside [data-badge="mailFailed"]').count()).toBe(0);
    // Filtered by status.
    await page.getByLabel("Status").selectOption("failed");
    await page.waitForURL(/status=failed/);
    await page.getByText("No emails yet").waitFor();
    expectNoErrors(w.errors);
  });

  it("reads at 390 px without scrolling sideways", async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    try {
      await login(phone.page, server.url, "/admin/mail");
      await phone.page.locator("[data-card]").first().waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.page.screenshot({ path: shotPath("mail-390"), fullPage: true });
      expectNoErrors(phone.errors);
    } finally {
      await phone.close();
    }
  });
});
