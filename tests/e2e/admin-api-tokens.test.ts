import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeViolations,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  type WatchedPage,
} from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { expectNoErrors, expectToast, login, shotPath } from "./admin-helpers.ts";

// The API tokens page (/admin/api-tokens): an admin makes a token for an app, sees it once, the app
// uses it, and revoking it stops the app at once; the allowed origins are listed.

const ORIGIN = "https://app.partner.example";

describe("admin API tokens", () => {
  let server: TestServer;
  let browser: Browser;
  let w: WatchedPage;
  let token = "";
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { CORS_ORIGINS: ORIGIN } }), launchBrowser()]);
    w = await openPage(browser, { width: 1440, height: 900 });
    await login(w.page, server.url, "/admin/api-tokens");
  });
  afterAll(async () => {
    await w?.close();
    await browser?.close();
    await server?.stop();
  });

  it("makes a token with the keyboard, refusing it until an agent is chosen, and shows it once", async () => {
    const { page } = w;
    await page.getByRole("heading", { level: 1, name: "API tokens", exact: true }).waitFor();
    expect(await page.locator("[data-origins] code").allInnerTexts()).toEqual([ORIGIN]);
    await page.getByRole("button", { name: "New token" }).click();
    const dialog = page.getByRole("dialog", { name: "New API token" });
    await dialog.waitFor();
    await page.keyboard.type("Agent mobile app");
    await dialog.getByRole("radio", { name: "Act as an agent" }).check();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // No agent chosen: the server refuses, names the field, and nothing is made.
    await dialog.getByRole("button", { name: "Create token" }).click();
    await dialog.getByText("Choose the agent it acts as").waitFor();
    expect(await dialog.locator("[data-field=agentId] select").getAttribute("aria-invalid")).toBe("true");
    // The browser logs that refusal (a 422) as a failed resource load: expected here, not an error.
    expect(w.errors.splice(0)).toEqual([expect.stringMatching(/status of 422/)]);
    await dialog.locator("[data-field=agentId] select").selectOption({ index: 1 });
    await dialog.getByLabel("Expires").selectOption("30");
    await dialog.getByRole("button", { name: "Create token" }).click();
    await expectToast(page, "The token “Agent mobile app” was created.");
    const panel = page.locator("[data-new-token]");
    await panel.waitFor();
    token = (await panel.locator("[data-secret]").innerText()).trim();
    expect(token).toMatch(/^dhk_[A-Za-z0-9_-]{43}$/);
    await page.screenshot({ path: shotPath("desktop_api_tokens_created"), fullPage: true });
    const row = page.locator("[data-table=api-tokens] tr[data-row]", { hasText: "Agent mobile app" });
    await row.getByText("Act as an agent").waitFor();
    await row.getByText("Never").waitFor();

    // The app uses it; the page then shows when.
    const res = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe("agent");

    // Dismissed, it is gone for good: a reload does not show it.
    await panel.getByRole("button", { name: "I have copied it" }).click();
    await page.reload();
    expect(await page.content()).not.toContain(token);
    await row.getByText("Never").waitFor({ state: "detached" });
    expectNoErrors(w.errors);
  });

  it("revokes it after a confirmation, and the app is refused at once", async () => {
    const { page } = w;
    const row = page.locator("[data-table=api-tokens] tr[data-row]", { hasText: "Agent mobile app" });
    await row.getByRole("button", { name: "Revoke the token Agent mobile app" }).click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: /Revoke/ }));
    await confirm.getByRole("button", { name: "Revoke the token" }).click();
    await expectToast(page, "The token “Agent mobile app” was revoked.");
    await row.locator("[data-state=revoked]").first().waitFor();
    const res = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expectNoErrors(w.errors);
  });

  it("fits a phone: cards instead of the table, nothing scrolls sideways", async () => {
    const phone = await openPage(browser, { width: 360, height: 780 });
    await login(phone.page, server.url, "/admin/api-tokens");
    await phone.page.locator("[data-card]").first().waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.page.screenshot({ path: shotPath("phone_api_tokens"), fullPage: true });
    expectNoErrors(phone.errors);
    await phone.close();
  });
});
