import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeViolations,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  type WatchedPage,
} from "../setup/browser.ts";
import { ADMIN_EMAIL } from "../setup/paths.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { expectNoErrors, expectToast, login, shotPath } from "./admin-helpers.ts";

// The team page (/admin/users): everyone on staff with their role, contacts and the leads they
// take; adding an agent and an admin (whose temporary password is shown once), editing and
// deactivating, a refused save that keeps the typing; and a listing's agent chosen on the property
// form, which then names them on the public page.

const AGENT = {
  name: "Rania Test Agent",
  email: "rania.agent@team.example",
  phone: "+971 50 555 0101",
  whatsapp: "971505550101",
  languages: "English, Arabic",
  brn: "55501",
};
const ADMIN = { name: "Tariq Test Admin", email: "tariq.admin@team.example" };

/** How much the page scrolls sideways (0 or less: it fits). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The table row of the person with this email. */
const rowOf = (page: Page, email: string) =>
  page.locator("[data-table=users] tr[data-row]", { hasText: email });

async function fillPerson(dialog: Locator, values: Partial<typeof AGENT>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await dialog.locator(`[data-field="${key}"] input`).fill(value);
  }
}

/** An approved rental from the public API, with its name. */
async function publicListing(server: TestServer): Promise<{ _id: string; name: string }> {
  const res = await fetch(`${server.url}/api/realEstate?pageSize=1&type=Rent`);
  const list = (await res.json()) as { _id: string; name: string }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0];
}

describe("admin team and agents", () => {
  let server: TestServer;
  let browser: Browser;
  let w: WatchedPage;
  let agentId = "";
  let agentPassword = "";
  let listing: { _id: string; name: string };
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    listing = await publicListing(server);
    w = await openPage(browser, { width: 1440, height: 900 });
    await login(w.page, server.url, "/admin/users");
  });
  afterAll(async () => {
    await w?.close();
    await browser?.close();
    await server?.stop();
  });

  it("lists every member of staff and adds an agent, whose temporary password is shown once", async () => {
    const { page } = w;
    await page.getByRole("heading", { level: 1, name: "Team and agents", exact: true }).waitFor();
    // The signed-in admin and the demo agents are listed, each with a role.
    await rowOf(page, ADMIN_EMAIL).locator("[data-role=admin]").waitFor();
    expect(await page.locator("[data-table=users] [data-role=agent]").count()).toBeGreaterThan(0);

    await page.locator("[data-create]").click();
    const dialog = page.getByRole("dialog", { name: "Add a member of staff" });
    await dialog.waitFor();
    // A new person starts as an active agent.
    expect(await dialog.getByRole("radio", { name: "Agent" }).isChecked()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: "Active" }).isChecked()).toBe(true);
    await fillPerson(dialog, AGENT);
    await dialog.getByRole("checkbox", { name: "Job applications" }).check();
    await dialog.getByRole("checkbox", { name: "List-your-property requests" }).uncheck();
    await dialog.locator("[data-save]").click();
    await expectToast(page, `${AGENT.name} was added.`);
    await dialog.waitFor({ state: "hidden" });

    const row = rowOf(page, AGENT.email);
    await row.waitFor();
    agentId = (await row.getAttribute("data-row")) ?? "";
    expect(agentId).toMatch(/^\w+$/);
    expect(await row.locator("[data-role]").getAttribute("data-role")).toBe("agent");
    expect(await row.locator("[data-active]").getAttribute("data-active")).toBe("true");
    expect(await row.locator("[data-lead-kinds]").getAttribute("data-lead-kinds")).toBe(
      "contact,enquiry,career",
    );
    const text = await row.innerText();
    for (const value of [AGENT.name, AGENT.phone, AGENT.brn, AGENT.languages, "Never"])
      expect(text).toContain(value);
    const panel = page.locator("[data-temporary-password]");
    agentPassword = (await panel.locator("[data-secret]").innerText()).trim();
    expect(agentPassword).toMatch(/^[\w-]{16}$/);
    await panel.locator("[data-dismiss]").click();
    await panel.waitFor({ state: "detached" });
    expectNoErrors(w.errors);
  });

  it("adds an admin and shows the temporary password once, which signs them in", async () => {
    const { page, context } = w;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.locator("[data-create]").click();
    const dialog = page.getByRole("dialog", { name: "Add a member of staff" });
    await dialog.waitFor();
    await fillPerson(dialog, ADMIN);
    await dialog.getByRole("radio", { name: "Admin" }).check();
    await dialog.locator("[data-save]").click();
    await expectToast(page, `${ADMIN.name} was added.`);
    await dialog.waitFor({ state: "hidden" });

    const panel = page.locator("[data-temporary-password]");
    await panel.waitFor();
    expect(await panel.getByRole("heading").innerText()).toBe(`Temporary password for ${ADMIN.name}`);
    const text = await panel.innerText();
    expect(text).toContain(`Pass this password on to ${ADMIN.name} (${ADMIN.email})`);
    expect(text).toContain("It will not be shown again");
    const password = (await panel.locator("[data-secret]").innerText()).trim();
    expect(password).toMatch(/^[\w-]{16}$/);
    await page.screenshot({ path: shotPath("users-password-1440") });
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Copy puts it on the clipboard.
    await panel.locator("[data-copy]").click();
    await expectToast(page, "The password was copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

    // The new admin signs in with it.
    const signIn = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: ADMIN.email, password }),
    });
    expect(signIn.status).toBe(200);

    // Closed, it is gone, and no page load brings it back.
    await panel.locator("[data-dismiss]").click();
    await panel.waitFor({ state: "detached" });
    await page.reload({ waitUntil: "networkidle" });
    await rowOf(page, ADMIN.email).locator("[data-role=admin]").waitFor();
    expect(await page.locator("[data-temporary-password]").count()).toBe(0);
    expect(await page.content()).not.toContain(password);
    expectNoErrors(w.errors);
  });

  it("a refused save (an email someone has) shows the message by the field and keeps the typing", async () => {
    const { page } = w;
    const row = rowOf(page, AGENT.email);
    await row.locator("[data-edit]").click();
    const dialog = page.getByRole("dialog", { name: `Edit ${AGENT.name}` });
    await dialog.waitFor();
    await fillPerson(dialog, { email: ADMIN.email, languages: "English, Arabic, Hindi" });
    await dialog.getByRole("checkbox", { name: "Enquiries" }).uncheck();
    await dialog.locator("[data-save]").click();
    await expectToast(page, "Someone already has that email.");
    expect(await dialog.locator("[data-field-error=email]").innerText()).toBe(
      "Someone already has that email.",
    );
    expect(await dialog.locator("[data-field=email] input").getAttribute("aria-invalid")).toBe("true");
    // Everything typed is still there.
    expect(await dialog.locator("[data-field=email] input").inputValue()).toBe(ADMIN.email);
    expect(await dialog.locator("[data-field=languages] input").inputValue()).toBe("English, Arabic, Hindi");
    expect(await dialog.getByRole("checkbox", { name: "Enquiries" }).isChecked()).toBe(false);
    await page.screenshot({ path: shotPath("users-refused-1440") });
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // Nothing was saved; closing asks before dropping the changes.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("dialog", { name: /discard/i });
    await confirm.waitFor();
    await confirm.locator("[data-confirm-ok]").click();
    await dialog.waitFor({ state: "hidden" });
    expect(await row.innerText()).toContain(AGENT.email);
    expect(await row.innerText()).not.toContain("Hindi");
    // The one console line is the browser reporting the refused save's 409; nothing else.
    expectNoErrors(w.errors.filter((e) => !/status of 409/.test(e)));
    w.errors.length = 0;
  });

  it("the property form offers the agent, fills the contact fields from them, and the public page names them", async () => {
    const { page } = w;
    await page.goto(`${server.url}/editProperty/${listing._id}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Edit property" }).waitFor();
    const select = page.locator("[data-field=agentId] select");
    expect(await page.getByLabel("Agent", { exact: true }).count()).toBe(1);
    const options = await select.locator("option").allTextContents();
    expect(options[0]).toBe("No agent");
    expect(options).toContain(`${AGENT.name} · BRN ${AGENT.brn}`);
    await select.selectOption(agentId);
    const note = page.locator("[data-agent-note]");
    expect(await note.innerText()).toBe(
      `The listed-by name, email, phone and BRN come from ${AGENT.name}'s profile in Team and agents.`,
    );
    const input = (name: string) => page.locator(`[data-field=${name}] input`);
    expect(await input("listedBy").inputValue()).toBe(AGENT.name);
    expect(await input("email").inputValue()).toBe(AGENT.email);
    expect(await input("number").inputValue()).toBe(AGENT.phone);
    expect(await input("agentBrn").inputValue()).toBe(AGENT.brn);
    expect(await input("listedBy").getAttribute("readonly")).not.toBeNull();
    await page.locator("[data-section=contact]").screenshot({ path: shotPath("users-agent-select") });
    await page.locator("[data-save]").click();
    await expectToast(page, `Changes to “${listing.name}” were saved.`);

    const api = (await (await fetch(`${server.url}/api/realEstate/${listing._id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(api).toMatchObject({ agentId, listedBy: AGENT.name, email: AGENT.email, agentBrn: AGENT.brn });
    const visitor = await openPage(browser, { width: 1440, height: 900 });
    try {
      await visitor.page.goto(`${server.url}/property/${listing._id}`, { waitUntil: "networkidle" });
      await visitor.page.getByText(`Listed by ${AGENT.name}`).first().waitFor();
    } finally {
      await visitor.close();
    }
    expectNoErrors(w.errors);
  });

  it("the agent signs in and sees their own listing and leads only: no team, emails or new listings", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const agent = await openPage(browser, viewport);
      try {
        const { page } = agent;
        await login(page, server.url, "/admin/home", { email: AGENT.email, password: agentPassword });
        await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
        // Their dashboard holds their own work; the agency's subscribers and views are not there.
        expect(await page.getByText("Newsletter subscribers").count()).toBe(0);
        await page.goto(`${server.url}/admin/realEstate`, { waitUntil: "networkidle" });
        const rows = page.locator("[data-table] tbody tr[data-row]");
        expect(await rows.count()).toBe(1);
        expect(await rows.first().innerText()).toContain(listing.name);
        expect(await page.locator("[data-create]").count()).toBe(0);
        await page.screenshot({ path: shotPath(`agent-listings-${viewport.width}`), fullPage: true });
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        // The sidebar (open the drawer on a phone) has no admins' sections.
        if (viewport.width < 1008) await page.getByRole("button", { name: "Open the admin menu" }).click();
        const nav = page.getByRole("navigation", { name: "Admin" }).last();
        await nav.getByRole("link", { name: "Enquiries" }).waitFor();
        for (const hidden of ["Team and agents", "Emails", "Newsletter"])
          expect(await nav.getByRole("link", { name: hidden }).count(), hidden).toBe(0);
        // The listing's agent is shown but cannot be changed; the team page answers "For admins only".
        await page.goto(`${server.url}/editProperty/${listing._id}`, { waitUntil: "networkidle" });
        expect(await page.locator("[data-field=agentId] select").isDisabled()).toBe(true);
        await page.goto(`${server.url}/admin/users`, { waitUntil: "networkidle" });
        await page.getByRole("heading", { level: 1, name: "For admins only" }).waitFor();
        await page.screenshot({ path: shotPath(`agent-forbidden-${viewport.width}`) });
        const violations = await seriousA11yViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        expectNoErrors(agent.errors.filter((e) => !/status of 403/.test(e)));
      } finally {
        await agent.close();
      }
    }
  });

  it("the agent replaces the temporary password on Your account, and signs in with their own", async () => {
    const agent = await openPage(browser, { width: 390, height: 844 });
    try {
      const { page } = agent;
      await login(page, server.url, "/admin/account", { email: AGENT.email, password: agentPassword });
      await page.getByRole("heading", { level: 1, name: "Your account" }).waitFor();
      const form = page.locator("[data-password-form]");
      await form.getByLabel("Current password").fill(agentPassword);
      await form.getByLabel("New password", { exact: true }).fill("my own long password");
      await form.getByLabel("New password again").fill("my own long passwort");
      await form.locator("[data-save]").click();
      await form.locator("[data-field-error=repeat]").waitFor();
      expect(await form.getByLabel("New password again").getAttribute("aria-invalid")).toBe("true");
      await form.getByLabel("New password again").fill("my own long password");
      await form.locator("[data-save]").click();
      await expectToast(page, "Your password was changed.");
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      const violations = await seriousA11yViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.screenshot({ path: shotPath("agent-account-390") });
      const old = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ email: AGENT.email, password: agentPassword }),
      });
      expect(old.status).toBe(401);
      agentPassword = "my own long password";
      expectNoErrors(agent.errors.filter((e) => !/status of 422/.test(e)));
    } finally {
      await agent.close();
    }
  });

  it("edits an agent's languages and deactivates them; their listing keeps them, new listings cannot choose them", async () => {
    const { page } = w;
    await page.goto(`${server.url}/admin/users`, { waitUntil: "networkidle" });
    const row = rowOf(page, AGENT.email);
    await row.locator("[data-edit]").click();
    const dialog = page.getByRole("dialog", { name: `Edit ${AGENT.name}` });
    await dialog.waitFor();
    expect(await dialog.locator("[data-field=languages] input").inputValue()).toBe(AGENT.languages);
    await fillPerson(dialog, { languages: "English, Arabic, Hindi" });
    await dialog.getByRole("checkbox", { name: "Active" }).uncheck();
    await dialog.locator("[data-save]").click();
    await expectToast(page, `Changes to ${AGENT.name} were saved.`);
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => row.locator("[data-active]").getAttribute("data-active")).toBe("false");
    expect(await row.innerText()).toContain("English, Arabic, Hindi");
    expect(await row.getAttribute("data-inactive")).toBe("true");

    // The listing still shows its agent, now marked inactive; a new listing does not offer them.
    await page.goto(`${server.url}/editProperty/${listing._id}`, { waitUntil: "networkidle" });
    const select = page.locator("[data-field=agentId] select");
    expect(await select.inputValue()).toBe(agentId);
    expect(await select.locator("option:checked").innerText()).toBe(
      `${AGENT.name} · BRN ${AGENT.brn} (inactive)`,
    );
    await page.goto(`${server.url}/addProperty`, { waitUntil: "networkidle" });
    const offered = await page.locator("[data-field=agentId] select option").allTextContents();
    expect(offered[0]).toBe("No agent");
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.some((o) => o.includes(AGENT.name))).toBe(false);
    expectNoErrors(w.errors);
  });

  it("at 1440 and 820 px: a table that fits, no sideways scroll", async () => {
    const { page } = w;
    await page.goto(`${server.url}/admin/users`, { waitUntil: "networkidle" });
    await page.locator("[data-table=users]").waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const box = await page.evaluate(() => {
      const wrap = document.querySelector("table[data-table=users]")?.parentElement;
      return wrap ? wrap.scrollWidth - wrap.clientWidth : -1;
    });
    expect(box).toBeLessThanOrEqual(1);
    expect(await page.locator("[data-card]").first().isVisible()).toBe(false);
    await page.screenshot({ path: shotPath("users-1440"), fullPage: true });
    // A tablet (768–1007 px): still a table, BRN, languages and last sign-in under the name.
    await page.setViewportSize({ width: 820, height: 1000 });
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => {
        const wrap = document.querySelector("table[data-table=users]")?.parentElement;
        return wrap ? wrap.scrollWidth - wrap.clientWidth : -1;
      }),
    ).toBeLessThanOrEqual(1);
    expect(await page.locator("[data-table=users]").isVisible()).toBe(true);
    await page.screenshot({ path: shotPath("users-820"), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    expectNoErrors(w.errors);
  });

  it("at 390 px: one card per person and a dialog that fit without sideways scroll", async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    try {
      const { page } = phone;
      await login(page, server.url, "/admin/users");
      const card = page.locator(`[data-card="${agentId}"]`);
      await card.waitFor();
      expect(await page.locator("[data-table=users]").isVisible()).toBe(false);
      expect(await card.innerText()).toContain(AGENT.email);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shotPath("users-390"), fullPage: true });
      await card.locator("[data-edit]").click();
      const dialog = page.getByRole("dialog", { name: `Edit ${AGENT.name}` });
      await dialog.waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      const inside = await dialog.evaluate((d) => {
        const body = d.querySelector("form")?.parentElement;
        return body ? body.scrollWidth - body.clientWidth : -1;
      });
      expect(inside).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shotPath("users-dialog-390") });
      expectNoErrors(phone.errors);
    } finally {
      await phone.close();
    }
  });
});
