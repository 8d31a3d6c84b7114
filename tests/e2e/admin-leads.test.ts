import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Download } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { expectNoErrors, expectToast, login } from "./admin-helpers.ts";

/** A download's file, copied here: the shared browser is remote, so `download.path()` is not available. */
async function savedDownload(download: Download): Promise<string> {
  const file = path.join(
    mkdtempSync(path.join(os.tmpdir(), "admin-download-")),
    download.suggestedFilename(),
  );
  await download.saveAs(file);
  return file;
}

async function badge(w: WatchedPage, kind: string): Promise<number> {
  const el = w.page.locator(`aside [data-badge="${kind}"] [aria-hidden]`);
  return (await el.count()) ? Number(await el.textContent()) : 0;
}

describe("admin leads, careers and newsletter", () => {
  let server: TestServer;
  let browser: Browser;
  let w: WatchedPage;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // Two subscribers whose addresses a spreadsheet would take for formulas.
    for (const email of ["+sum@csv.example", "-minus@csv.example"]) {
      const res = await fetch(`${server.url}/api/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
      });
      expect(res.status, email).toBe(201);
    }
    w = await openPage(browser, { width: 1440, height: 900 });
    await login(w.page, server.url, "/admin/contact");
  });
  afterAll(async () => {
    await w?.close();
    await browser?.close();
    await server?.stop();
  });

  it("opens a new contact message (it stops being new), updates its status, keeps typing on a refused save", async () => {
    const { page } = w;
    const before = await badge(w, "contact");
    expect(before).toBeGreaterThan(0);
    const row = page.locator("[data-row][data-unread]").first();
    const id = (await row.getAttribute("data-row")) ?? "";
    const name = (await row.locator("th").innerText()).replace(/^NEW\s*/, "").trim();
    await row.locator("[data-edit]").click();
    const dialog = page.getByRole("dialog", { name: "Edit contact message" });
    await dialog.waitFor();
    // Opening marks it read: the sidebar count drops and the row loses its mark.
    await expect.poll(() => badge(w, "contact")).toBe(before - 1);
    await expect.poll(() => page.locator(`[data-row="${id}"]`).getAttribute("data-unread")).toBeNull();

    // A required field emptied: the server's message appears by the field; the rest is kept.
    await dialog.getByLabel(/^Name/).fill("");
    await dialog.getByLabel(/^Status/).selectOption("inprogress");
    await dialog.locator("[data-save]").click();
    await expectToast(page, /Not saved/);
    expect(await dialog.locator(`[id$="-name-error"]`).textContent()).toMatch(/name/i);
    expect(await dialog.getByLabel(/^Status/).inputValue()).toBe("inprogress");

    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.locator("[data-save]").click();
    await expectToast(page, `The contact message from ${name} was saved.`);
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.locator(`[data-row="${id}"] [data-status]`).getAttribute("data-status"))
      .toBe("inprogress");
    const api = await page.request.get(`${server.url}/api/contact/${id}`);
    expect(((await api.json()) as { status: string }).status).toBe("inprogress");
  });

  it("reassigns a lead to an agent, shows who has it and filters by assignee", async () => {
    const { page } = w;
    await page.goto(`${server.url}/admin/enquiry`, { waitUntil: "networkidle" });
    const row = page.locator("[data-row]").first();
    const id = (await row.getAttribute("data-row")) ?? "";
    await row.locator("[data-edit]").click();
    const dialog = page.getByRole("dialog", { name: "Edit enquiry" });
    await dialog.waitFor();
    const select = dialog.getByLabel(/^Assigned to/);
    const options = await select.locator("option").allTextContents();
    expect(options[0]).toBe("The admins (no agent)");
    // Another agent than the one who has it now (the demo enquiries are their listings' agents').
    const current = await select.locator("option:checked").textContent();
    const agent = options.find((o) => o !== options[0] && o !== current && !o.endsWith("(admin)")) ?? "";
    expect(agent).not.toBe("");
    await select.selectOption({ label: agent });
    await dialog.locator("[data-save]").click();
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.locator(`[data-row="${id}"] [data-assignee]`).textContent())
      .toBe(`Assigned to ${agent}`);
    // The new assignee is emailed about it.
    const mail = await page.request.get(`${server.url}/admin/mail`);
    expect(await mail.text()).toContain("New enquiry from");
    // Filtered by that agent, the lead is listed.
    await page.getByLabel("Assigned to").selectOption({ label: agent });
    await page.waitForURL(/assignee=/);
    await page.locator(`[data-row="${id}"]`).waitFor();
    await page.goto(`${server.url}/admin/contact`, { waitUntil: "networkidle" });
  });

  it("searches by email and deletes a message after naming it", async () => {
    const { page } = w;
    const row = page.locator("[data-row]").last();
    const id = (await row.getAttribute("data-row")) ?? "";
    const email = (await row.locator("a[href^='mailto:']").textContent()) ?? "";
    await page.getByLabel("Search by email").fill(email.slice(0, 6).toUpperCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/email=/);
    await page.locator(`[data-row="${id}"]`).waitFor();
    await page.locator(`[data-row="${id}"] [data-delete]`).click();
    const confirm = page.getByRole("dialog", { name: "Delete this contact message?" });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(email);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "The contact message was deleted.");
    await page.locator(`[data-row="${id}"]`).waitFor({ state: "detached" });
    expect((await page.request.get(`${server.url}/api/contact/${id}`)).status()).toBe(404);
  });

  it("the enquiry and list-property screens work the same way", async () => {
    const { page } = w;
    for (const [path, title] of [
      ["/admin/enquiry", "Edit enquiry"],
      ["/admin/listProperty", "Edit list-your-property request"],
    ] as const) {
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      const row = page.locator("[data-row]").first();
      const id = await row.getAttribute("data-row");
      await row.locator("[data-edit]").click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      await dialog.getByLabel(/^Status/).selectOption("postponed");
      await dialog.locator("[data-save]").click();
      await expectToast(page, /was saved/);
      await dialog.waitFor({ state: "hidden" });
      await expect
        .poll(() => page.locator(`[data-row="${id}"] [data-status]`).getAttribute("data-status"))
        .toBe("postponed");
    }
  });

  it("careers: downloads a CV through the admin-only endpoint and edits an application", async () => {
    const { page } = w;
    await page.goto(`${server.url}/admin/career`, { waitUntil: "networkidle" });
    const link = page.locator("[data-cv]").first();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/api\/career\/[0-9a-f]{24}\/cv$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await savedDownload(download);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    // Not without a session.
    expect((await fetch(`${server.url}${href}`)).status).toBe(401);

    const row = page.locator("[data-row]").first();
    const id = await row.getAttribute("data-row");
    await row.locator("[data-edit]").click();
    const dialog = page.getByRole("dialog", { name: "Edit application" });
    await dialog.waitFor();
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Age/, /^Position/, /^Message/, /^Status/]) {
      expect(await dialog.getByLabel(label).count(), String(label)).toBe(1);
    }
    expect(
      await dialog
        .getByLabel(/^Status/)
        .locator("option")
        .allTextContents(),
    ).toEqual(["None", "Pending", "In Progress", "Postponed", "Won", "Lost"]);
    await dialog.getByLabel(/^Age/).fill("17");
    await dialog.locator("[data-save]").click();
    await expectToast(page, /Not saved/);
    await dialog.getByLabel(/^Age/).fill("31");
    await dialog.getByLabel(/^Status/).selectOption("postponed");
    await dialog.locator("[data-save]").click();
    await expectToast(page, /The application from .+ was saved\./);
    await expect.poll(() => page.locator(`[data-row="${id}"] [data-status]`).textContent()).toBe("Postponed");
  });

  it("newsletter: deletes a subscriber and exports the filtered list as safe CSV", async () => {
    // Each address with where it stands and since when (consent is something to be able to show).
    const CSV_HEADER =
      "email,status,subscribedAt,confirmedAt,unsubscribedAt,suspendedAt,suspendedReason,locale";
    const { page, errors } = w;
    await page.goto(`${server.url}/admin/newsletter`, { waitUntil: "networkidle" });
    const total = Number((await page.locator("h1 + p").textContent())?.match(/\d+/)?.[0]);
    const row = page.locator("[data-row]", { hasNotText: "csv.example" }).first();
    const email = (await row.locator("th").textContent()) ?? "";
    await row.locator("[data-delete]").click();
    const confirm = page.getByRole("dialog", { name: "Remove this subscriber?" });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(email);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, `${email} was removed from the newsletter.`);
    await expect
      .poll(async () => Number((await page.locator("h1 + p").textContent())?.match(/\d+/)?.[0]))
      .toBe(total - 1);

    // The whole list, then a filtered one.
    const all = await page.request.get(`${server.url}/admin/newsletter.csv`);
    expect(all.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(all.headers()["content-disposition"]).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await all.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(total - 1 + 1);
    expect(lines.some((l) => l.startsWith(`${email},`))).toBe(false);

    await page.getByLabel("Search by email").fill("csv.example");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/email=csv\.example/);
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("[data-csv]").click()]);
    const text = readFileSync(await savedDownload(download), "utf8").replace(/^\uFEFF/, "");
    const rows = text.trim().split("\r\n");
    expect(rows[0]).toBe(CSV_HEADER);
    expect(
      rows
        .slice(1)
        .map((r) => r.split(",")[0])
        .sort(),
    ).toEqual(["'+sum@csv.example", "'-minus@csv.example"]);
    expect(rows[1]).toMatch(/,pending,\d{4}-\d{2}-\d{2}T/);
    expectNoErrors(errors.filter((e) => !/422|status of 4\d\d/.test(e)));
  });
});
