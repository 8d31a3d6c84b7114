import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { expectNoErrors, expectToast, login, shotPath } from "./admin-helpers.ts";

interface ApiProperty {
  _id: string;
  name: string;
  price: number;
  status: string;
  display: string | null;
  features: string[];
  exclusiveAmenities: string[];
  name_ar: string | null;
  features_ar: string[];
  keyFeatures_ar: string[];
  images: string[];
  media: { src: string; alt: string }[];
}

/** A real JPEG with noise in it, so it is big enough to show upload progress on a slowed link. */
async function jpeg(dir: string, name: string, colour: { r: number; g: number; b: number }): Promise<string> {
  const file = path.join(dir, name);
  const noise = await sharp({
    create: {
      width: 1400,
      height: 900,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const buf = await sharp({ create: { width: 1400, height: 900, channels: 3, background: colour } })
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .toBuffer();
  writeFileSync(file, buf);
  return file;
}

/** The input, select or textarea of one property-form field, inside `scope` (the page or a modal). */
function field(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[data-field="${name}"]`).locator("input, select, textarea").first();
}

async function apiGet(page: Page, url: string): Promise<{ status: number; body: ApiProperty }> {
  const res = await page.request.get(url);
  return { status: res.status(), body: (res.ok() ? await res.json() : null) as ApiProperty };
}

describe("admin property workflow", () => {
  let server: TestServer;
  let browser: Browser;
  let w: WatchedPage;
  let dir: string;
  let files: { a: string; b: string };
  let urlImage: string;
  let id = "";
  const NAME = `Admin Test Villa ${Date.now().toString(36)}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "admin-e2e-"));
    [server, browser, files] = await Promise.all([
      startServer(),
      launchBrowser(),
      (async () => ({
        a: await jpeg(dir, "living-room.jpg", { r: 180, g: 150, b: 110 }),
        b: await jpeg(dir, "terrace.jpg", { r: 70, g: 110, b: 150 }),
      }))(),
    ]);
    // An image on another address: the site's own public banner, linked by its absolute URL.
    urlImage = `${server.url}/images/banner-area-640.webp`;
    w = await openPage(browser, { width: 1440, height: 900 });
    await login(w.page, server.url, "/admin/realEstate");
  });
  afterAll(async () => {
    await w?.close();
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("creates a listing with two uploads and a URL image, reordered, with upload progress", async () => {
    const { page } = w;
    await page.locator("[data-create]").click();
    await page.waitForURL(/\/addProperty$/);
    await page.getByRole("heading", { level: 1, name: "Add property" }).waitFor();

    // Saving an empty form names what is missing and saves nothing.
    await page.locator("[data-save]").click();
    const summary = page.locator("[data-form-summary]");
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/fields need attention/);
    expect(await page.locator("[data-field-error=name]").textContent()).toBe("Name is required");
    expect(await page.locator("[data-field-error=images]").textContent()).toBe("Photos is required");

    await field(page, "name").fill(NAME);
    await field(page, "type").selectOption("Buy");
    await field(page, "display").selectOption("feature");
    await field(page, "price").fill("4250000");
    await field(page, "location").fill("Dubai Hills Estate");
    await field(page, "desc").fill("Four-bedroom villa on the park, upgraded kitchen, private garden.");
    await field(page, "bedrooms").fill("4");
    await field(page, "parking").fill("2");
    await field(page, "occupancy").selectOption("Vacant");
    await field(page, "exclusiveAmenities").fill("Private garden, Maid's room ,  Park view");
    await field(page, "listedBy").fill("Sara Khan");
    await field(page, "email").fill("sara@agency.example");
    await field(page, "number").fill("+971 50 123 4567");
    // Features: "+" adds a row, "-" removes one by position.
    await page.getByLabel("Features 1").fill("Private pool");
    await page.getByRole("button", { name: "Add a feature" }).click();
    await page.getByLabel("Features 2").fill("Wrong one");
    await page.getByRole("button", { name: "Add a feature" }).click();
    await page.getByLabel("Features 3").fill("Smart home");
    await page.getByRole("button", { name: "Remove feature 2" }).click();
    expect(
      await page
        .locator("[data-features] input")
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
    ).toEqual(["Private pool", "Smart home"]);
    // The Arabic section: right-to-left inputs, read as Arabic, in the English admin.
    const arabic = page.locator("[data-section=arabic]");
    expect(await arabic.locator("legend").textContent()).toBe("Arabic");
    await field(arabic, "name_ar").fill("فيلا من أربع غرف نوم على الحديقة");
    expect(
      await field(arabic, "name_ar").evaluate((e) => [e.getAttribute("dir"), e.getAttribute("lang")]),
    ).toEqual(["rtl", "ar"]);
    await page.getByLabel("Features (Arabic) 1").fill("مسبح خاص");
    await field(arabic, "keyFeatures_ar").fill("إطلالة على الحديقة، غرفة خادمة");

    // Two files at once, then a link.
    await page.locator("[data-image-input]").setInputFiles([files.a, files.b]);
    await page.locator("[data-image-url]").fill(urlImage);
    await page.locator("[data-add-url]").click();
    const items = page.locator("[data-image-list] > li");
    await expect.poll(() => items.count()).toBe(3);
    const order = () => items.evaluateAll((els) => els.map((e) => e.getAttribute("data-image-ref")));
    expect(await order()).toEqual(["living-room.jpg", "terrace.jpg", urlImage]);
    await page.getByLabel("Description of photo 1 (alt text)").fill("Living room");
    await page.getByLabel("Description of photo 2 (alt text)").fill("Terrace at dusk");
    await page.getByLabel("Description of photo 3 (alt text)").fill("Community banner");

    // Reorder by keyboard: the link becomes the cover, then the terrace moves up.
    await page.getByRole("button", { name: "Make photo 3 the cover" }).focus();
    await page.keyboard.press("Enter");
    expect(await order()).toEqual([urlImage, "living-room.jpg", "terrace.jpg"]);
    await page.getByRole("button", { name: "Move photo 3 up" }).focus();
    await page.keyboard.press("Enter");
    expect(await order()).toEqual([urlImage, "terrace.jpg", "living-room.jpg"]);
    // Focus stays on the moved photo's button, so pressing again keeps moving it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/photo 2/);
    // Reorder by drag and drop: living room onto the terrace's place, then back.
    await items.nth(2).dragTo(items.nth(1));
    expect(await order()).toEqual([urlImage, "living-room.jpg", "terrace.jpg"]);
    await items.nth(2).dragTo(items.nth(1));
    expect(await order()).toEqual([urlImage, "terrace.jpg", "living-room.jpg"]);
    // The alt texts travelled with their photos.
    expect(
      await page
        .locator("[data-image-alt]")
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
    ).toEqual(["Community banner", "Terrace at dusk", "Living room"]);

    // A slow link, so the per-file progress bars can be seen moving.
    const cdp = await w.context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 600 * 1024,
    });
    await page.locator("[data-save]").click();
    const bar = page.locator("[data-image-list] progress").first();
    await bar.waitFor({ timeout: 10_000 });
    await page.screenshot({ path: shotPath("desktop_addProperty_uploading") });
    expect(await page.locator("[data-image-list] progress").count()).toBe(2);
    // The bars move while the body goes up (the first file fills before the second starts).
    await expect
      .poll(
        () =>
          page
            .locator("[data-image-list] progress")
            .first()
            .evaluate((el) => (el as HTMLProgressElement).value),
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await expectToast(page, `“${NAME}” was created.`);
    // Saving a create goes back one page: the list it started from.
    await page.waitForURL(/\/admin\/realEstate$/);
    await page.getByLabel("Search by name").fill(NAME);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=/);
    const row = page.locator("[data-row]", { hasText: NAME });
    await row.waitFor();
    id = (await row.getAttribute("data-row")) ?? "";
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(await row.locator("[data-status]").textContent()).toContain("not approved");

    const { status, body } = await apiGet(page, `${server.url}/api/realEstate/${id}`);
    expect(status).toBe(200);
    expect(body.images).toHaveLength(3);
    expect(body.images[0]).toBe(urlImage);
    expect(body.images[1]).toMatch(/^uploads\//);
    expect(body.media.map((m) => m.alt)).toEqual(["Community banner", "Terrace at dusk", "Living room"]);
    expect(body.features).toEqual(["Private pool", "Smart home"]);
    expect([body.name_ar, body.features_ar, body.keyFeatures_ar]).toEqual([
      "فيلا من أربع غرف نوم على الحديقة",
      ["مسبح خاص"],
      ["إطلالة على الحديقة", "غرفة خادمة"],
    ]);
    expect(body.exclusiveAmenities).toEqual(["Private garden", "Maid's room", "Park view"]);
    expect(body.display).toBe("feature");
    expect(body.price).toBe(4250000);
    // The terrace upload (blue) is second, the living room (warm) third: the order survived the save.
    const [terrace, living] = await Promise.all(
      [body.media[1].src, body.media[2].src].map(async (src) => {
        const res = await page.request.get(`${server.url}${src}`);
        const { dominant } = await sharp(await res.body()).stats();
        return dominant;
      }),
    );
    expect(terrace.b).toBeGreaterThan(terrace.r);
    expect(living.r).toBeGreaterThan(living.b);
  });

  it("is not on the public site until approved, then is", async () => {
    expect((await fetch(`${server.url}/property/${id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/realEstate/${id}`)).status).toBe(404);

    const { page } = w;
    const row = page.locator(`[data-row="${id}"]`);
    await row.getByRole("checkbox").check();
    await page.locator("[data-bulk]").getByRole("button", { name: "Approve", exact: true }).click();
    await expectToast(page, "1 listing set to approved.");
    await expect.poll(async () => row.locator("[data-status]").textContent()).toContain("approved");
    expect(await row.locator("[data-status]").getAttribute("data-status")).toBe("approved");

    const visitor = await openPage(browser);
    const after = await visitor.page.goto(`${server.url}/property/${id}`, { waitUntil: "networkidle" });
    expect(after?.status()).toBe(200);
    await visitor.page.getByRole("heading", { level: 1, name: NAME }).waitFor();
    expectNoErrors(visitor.errors);
    await visitor.close();
  });

  it("edits the listing: unsaved changes are guarded, a failed save keeps everything", async () => {
    const { page } = w;
    await page.locator(`[data-row="${id}"] [data-edit]`).click();
    await page.waitForURL(new RegExp(`/editProperty/${id}$`));
    await page.getByRole("heading", { level: 1, name: "Edit property" }).waitFor();
    expect(await field(page, "name").inputValue()).toBe(NAME);
    expect(await page.locator("[data-image-list] > li").count()).toBe(3);

    // Leaving with changes asks first; staying keeps the change.
    await field(page, "price").fill("3990000");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.waitFor();
    await leave.getByRole("button", { name: "Cancel" }).click();
    await leave.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe(`/editProperty/${id}`);
    expect(await field(page, "price").inputValue()).toBe("3990000");

    // A server refusal: the message is shown by the field, nothing typed is lost.
    await page.route(`**/api/realEstate/${id}`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 422,
            contentType: "application/json",
            body: JSON.stringify({
              error: {
                code: "validation_failed",
                message: "Some fields need attention.",
                fields: { name: "Name is already used by another listing" },
              },
            }),
          })
        : route.continue(),
    );
    await page.locator("[data-save]").click();
    await expectToast(page, /Not saved: some fields need attention/);
    expect(await page.locator("[data-field-error=name]").textContent()).toBe(
      "Name is already used by another listing",
    );
    expect(await field(page, "price").inputValue()).toBe("3990000");
    // The network failing: same promise.
    await page.unroute(`**/api/realEstate/${id}`);
    await page.route(`**/api/realEstate/${id}`, (route) =>
      route.request().method() === "PUT" ? route.abort() : route.continue(),
    );
    await page.locator("[data-save]").click();
    await expectToast(page, /Could not reach the server/);
    expect(await field(page, "price").inputValue()).toBe("3990000");
    expect(await page.locator("[data-image-list] > li").count()).toBe(3);
    await page.unroute(`**/api/realEstate/${id}`);

    // The real save: new price, the link image removed.
    await page.getByRole("button", { name: "Remove photo 1" }).click();
    await page.locator("[data-save]").click();
    await expectToast(page, `Changes to “${NAME}” were saved.`);
    // Saving an edit navigates back.
    await page.waitForURL(/\/admin\/realEstate\?q=/);
    const { body } = await apiGet(page, `${server.url}/api/realEstate/${id}`);
    expect(body.price).toBe(3990000);
    expect(body.images).toHaveLength(2);
    expect(body.images.every((src) => src.startsWith("uploads/"))).toBe(true);
    expect(body.media[0].alt).toBe("Terrace at dusk");
  });

  it("deletes the listing after a confirmation that names it", async () => {
    const { page, errors } = w;
    await page.locator(`[data-row="${id}"] [data-delete]`).click();
    const dialog = page.getByRole("dialog", { name: "Delete this listing?" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(NAME);
    // The safe choice has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, `“${NAME}” was deleted.`);
    await page.locator(`[data-row="${id}"]`).waitFor({ state: "detached" });
    expect((await apiGet(page, `${server.url}/api/realEstate/${id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/property/${id}`)).status).toBe(404);
    // The two console errors are the deliberate failures above (the 422 and the aborted request).
    expectNoErrors(errors.filter((e) => !/422|ERR_FAILED|Failed to load resource/.test(e)));
  });

  it("every list edits on the one edit page; the rent terms follow the type", async () => {
    const { page } = w;
    // The buy list, like every list, opens /editProperty/{id}: one edit screen per listing.
    await page.goto(`${server.url}/admin/buyRealEstate`, { waitUntil: "networkidle" });
    const buyId = await page.locator("[data-row]").first().getAttribute("data-row");
    await page.locator("[data-row]").first().locator("[data-edit]").click();
    await page.waitForURL(new RegExp(`/editProperty/${buyId}$`));
    await page.getByRole("heading", { level: 1, name: "Edit property" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    // A sale has no rent terms.
    expect(await field(page, "rentFrequency").count()).toBe(0);
    expect(await field(page, "cheques").count()).toBe(0);

    // A rental: the frequency (labelled choices, no blank: a blank saves as yearly), and cheques
    // only while the rent is yearly.
    await page.goto(`${server.url}/admin/rentRealEstate`, { waitUntil: "networkidle" });
    const rentId = (await page.locator("[data-row]").first().getAttribute("data-row")) ?? "";
    await page.locator(`[data-row="${rentId}"] [data-edit]`).click();
    await page.waitForURL(new RegExp(`/editProperty/${rentId}$`));
    const frequency = field(page, "rentFrequency");
    await frequency.waitFor();
    expect(await frequency.locator("option").allTextContents()).toEqual([
      "Yearly",
      "Monthly",
      "Weekly",
      "Daily",
    ]);
    await frequency.selectOption("monthly");
    expect(await field(page, "cheques").count()).toBe(0);
    await frequency.selectOption("yearly");
    const cheques = field(page, "cheques");
    expect(await cheques.locator("option").allTextContents()).toEqual([
      "Not stated",
      "1 cheque",
      "2 cheques",
      "4 cheques",
      "6 cheques",
      "12 cheques",
    ]);
    await cheques.selectOption("4");
    await page.locator("[data-save]").click();
    await expectToast(page, /were saved/);
    await page.waitForURL(/\/admin\/rentRealEstate/);
    const saved = (await (await page.request.get(`${server.url}/api/realEstate/${rentId}`)).json()) as {
      rentFrequency: string | null;
      cheques: number | null;
    };
    expect([saved.rentFrequency, saved.cheques]).toEqual(["yearly", 4]);

    // New projects create on the create page, type preset and off plan; a commercial listing may
    // be for sale (a blank frequency).
    await page.goto(`${server.url}/admin/newProjects`, { waitUntil: "networkidle" });
    await page.locator("[data-create]").click();
    await page.waitForURL(/\/addProperty\?type=NewProject$/);
    await page.getByRole("heading", { level: 1, name: "Add property" }).waitFor();
    expect(await field(page, "type").inputValue()).toBe("NewProject");
    expect(await field(page, "propertyStatus").inputValue()).toBe("offPlan");
    // New projects have no display options (docs/product/specification.md §4) and no rent.
    expect(await field(page, "display").isDisabled()).toBe(true);
    expect(await field(page, "rentFrequency").count()).toBe(0);
    await field(page, "type").selectOption("Commercial");
    expect(await field(page, "rentFrequency").inputValue()).toBe("");
    expect(await field(page, "rentFrequency").locator("option").first().textContent()).toBe(
      "For sale (no rent)",
    );
    expect(await field(page, "cheques").count()).toBe(0);
    await field(page, "type").selectOption("HolidayHome");
    expect(await field(page, "rentFrequency").inputValue()).toBe("daily");
  });
});
