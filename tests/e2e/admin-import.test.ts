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
import { expectNoErrors, login, shotPath } from "./admin-helpers.ts";

// Issue 21, item 3 in the browser: an admin uploads a CSV, fixes the column mapping, sees the dry
// run's problems, runs the import with its progress bar, and downloads the error report.

const ROWS = 620;
const HEADER = [
  "Reference",
  "name",
  "Price AED",
  "desc",
  "type",
  "status",
  "Completion status",
  "propertyType",
  "location",
  "listedBy",
  "email",
  "number",
  "images",
  "name_ar",
];

function csv(): string {
  const q = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const lines = [HEADER.join(",")];
  for (let i = 1; i <= ROWS; i++) {
    const bad = i % 100 === 0;
    lines.push(
      [
        `IMP-${i}`,
        `Imported apartment ${i}`,
        bad ? "a lot" : String(900_000 + i),
        "Two bedrooms, sea view",
        "Buy",
        "approved",
        "ready",
        "residential",
        "Dubai Marina",
        "Sara Haddad",
        "sara@agency.example",
        "+971 50 123 4567",
        `https://images.example.com/imp-${i}.jpg`,
        `شقة ${i}`,
      ]
        .map(q)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

describe("admin CSV import", () => {
  let server: TestServer;
  let browser: Browser;
  let w: WatchedPage;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ data: "empty" }), launchBrowser()]);
    w = await openPage(browser, { width: 1440, height: 900 });
    await login(w.page, server.url, "/admin/import");
  });
  afterAll(async () => {
    await w?.close();
    await browser?.close();
    await server?.stop();
  });

  it("uploads, maps a column by hand, dry-runs, imports with a progress bar and offers the error report", async () => {
    const { page } = w;
    await page.getByRole("heading", { level: 1, name: "Import listings" }).waitFor();
    expect(await page.getByRole("link", { name: "Import listings" }).count()).toBeGreaterThan(0);
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "listings.csv", mimeType: "text/csv", buffer: Buffer.from(csv()) });
    await page.getByRole("button", { name: "Upload and continue" }).click();

    // Mapping: pre-filled from the headings (names and labels); "Price AED" is left for the admin.
    await page.getByRole("button", { name: "Check the rows" }).waitFor();
    expect(await page.getByLabel("Field for column Reference").inputValue()).toBe("reference");
    expect(await page.getByLabel("Field for column Completion status").inputValue()).toBe("propertyStatus");
    const price = page.getByLabel("Field for column Price AED");
    expect(await price.inputValue()).toBe("");
    let violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole("button", { name: "Check the rows" }).click();
    await page.getByText("Choose a column for each required field: Price.").waitFor();
    // The browser logs that refusal (a 422) as a failed resource load: expected here, not an error.
    expect(w.errors.splice(0)).toEqual([expect.stringMatching(/status of 422/)]);
    await price.selectOption("price");
    await page.getByRole("button", { name: "Check the rows" }).click();

    // The dry run: counts, the rows with problems, nothing written yet.
    await page.locator("[data-check-ok]").waitFor();
    expect(await page.locator("[data-check-ok]").innerText()).toBe(
      "614 rows are ready: 614 new listings, 0 updates.",
    );
    await page.getByText("6 rows have problems and will not be imported.").waitFor();
    await page.getByText("This was a dry run: nothing has been written yet.").waitFor();
    const firstError = page.locator("[data-errors] tbody tr").first();
    expect(await firstError.locator("td").allInnerTexts()).toEqual([
      "101",
      "IMP-100",
      "Price AED",
      "Price must be a number",
    ]);
    await page.screenshot({ path: shotPath("desktop_import_checked"), fullPage: true });

    // The import, batch after batch, with a real progress bar.
    // The button counts the rows that will be written; the bar walks every row of the file.
    await page.getByRole("button", { name: "Import the 614 rows that are ready" }).click();
    const bar = page.getByRole("progressbar", { name: "Import progress" });
    await bar.waitFor();
    expect(await bar.getAttribute("aria-valuemax")).toBe(String(ROWS));
    await page.getByRole("heading", { name: "Import finished" }).waitFor({ timeout: 60_000 });
    expect(await bar.getAttribute("aria-valuenow")).toBe(String(ROWS));
    expect(await page.locator("[data-summary-text]").innerText()).toBe(
      "614 listings created, 0 updated, 6 rows not imported.",
    );
    const report = page.getByRole("link", { name: "Download the error report (CSV)" });
    const href = await report.getAttribute("href");
    const res = await page.request.get(`${server.url}${href}`);
    expect(res.status()).toBe(200);
    const text = (await res.text()).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")[0]).toBe("row,reference,column,message");
    expect(text).toContain("101,IMP-100,Price AED,Price must be a number");
    violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: shotPath("desktop_import_done"), fullPage: true });

    expectNoErrors(w.errors);

    // The listing list now holds them (their made-up photo addresses do not load), and its export
    // link carries the filter.
    await page.goto(`${server.url}/admin/realEstate?status=approved`);
    const exportLink = page.locator("[data-export-csv]");
    expect(await exportLink.getAttribute("href")).toBe("/admin/realEstate.csv?status=approved");
  });

  it("fits a phone and a desktop without sideways scrolling", async () => {
    for (const width of [390, 1440]) {
      const p = await openPage(browser, { width, height: 900 });
      try {
        await login(p.page, server.url, "/admin/import");
        await p.page
          .getByLabel("CSV file")
          .setInputFiles({ name: "l.csv", mimeType: "text/csv", buffer: Buffer.from(csv()) });
        await p.page.getByRole("button", { name: "Upload and continue" }).click();
        await p.page.getByRole("button", { name: "Check the rows" }).waitFor();
        const overflow = await p.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `width ${width}`).toBeLessThanOrEqual(0);
      } finally {
        await p.close();
      }
    }
  });
});
