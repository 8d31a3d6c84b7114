import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docxBytes, htmlBytes, pdfBytes } from "../http/leads-files.ts";
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

interface Application {
  _id: string;
  name: string;
  age: number | null;
  position: string;
  status: string;
  cv: string | null;
  cvName: string | null;
}

const realErrors = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

const valid = (email: string) => ({
  name: "Priya Nair",
  email,
  phone: "+971 52 111 2233",
  age: "29",
  position: "Real Estate Agent",
  message: "Four years in off-plan sales; English, Hindi and Malayalam.",
});

describe("career application form", () => {
  let server: TestServer;
  let browser: Browser;
  let cookie: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ data: "empty" }), launchBrowser()]);
    cookie = await adminCookie(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const applications = (email: string) =>
    adminGet<Application[]>(server, cookie, `/career?email=${encodeURIComponent(email)}`);

  async function downloadCv(cv: string): Promise<Buffer> {
    const res = await fetch(`${server.url}/api/${cv}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    return Buffer.from(await res.arrayBuffer());
  }

  for (const js of [true, false]) {
    const mode = js ? "with JavaScript" : "without JavaScript";
    describe(mode, () => {
      it("says what a CV may be before upload, accepts a PDF, confirms, clears and reaches the admin", async () => {
        const { page, errors, close } = await openPage(browser, { javaScriptEnabled: js });
        await page.goto(`${server.url}/career`);
        if (js) await waitForHydration(page, "career");
        expect(await page.locator("#career-cv-hint").textContent()).toMatch(
          /PDF, Word \.doc or \.docx, up to 5 MB/,
        );
        expect(await page.locator("#career-cv").getAttribute("accept")).toContain(".pdf");
        // The openings are listed, with descriptions, and are the position choices.
        const options = await page.locator("#career-position option").allTextContents();
        expect(options).toEqual(["Choose…", "Real Estate Agent", "Property Management Specialist"]);
        const email = uniqueEmail("cv");
        await fillForm(page, "career", valid(email));
        const cv = pdfBytes("E2E-CV-MARKER");
        await page.setInputFiles("#career-cv", {
          name: "Priya Nair CV.pdf",
          mimeType: "application/pdf",
          buffer: cv,
        });
        await submit(page, js);
        const success = page.locator("[data-form-success]");
        await success.waitFor();
        expect(await success.textContent()).toMatch(/two weeks/);
        const [rec] = await applications(email);
        expect(rec).toMatchObject({ name: "Priya Nair", age: 29, position: "Real Estate Agent", status: "" });
        expect(rec.cv).toBe(`career/${rec._id}/cv`);
        expect((await downloadCv(rec.cv ?? "")).equals(cv)).toBe(true);
        if (js) {
          await page.getByText("Send another message").click();
          expect(await page.inputValue("#career-name")).toBe("");
          expect(
            await page.locator("#career-cv").evaluate((el: HTMLInputElement) => el.files?.length ?? 0),
          ).toBe(0);
        }
        expect(realErrors(errors)).toEqual([]);
        await close();
      });

      it("rejects a disguised CV with an explanation, keeps what was typed, stores nothing", async () => {
        const { page, close } = await openPage(browser, { javaScriptEnabled: js });
        await page.goto(`${server.url}/career`);
        if (js) await waitForHydration(page, "career");
        const email = uniqueEmail("disguised");
        await fillForm(page, "career", valid(email));
        await page.setInputFiles("#career-cv", {
          name: "cv.pdf",
          mimeType: "application/pdf",
          buffer: htmlBytes(),
        });
        if (js) {
          // Checked as soon as it is chosen, by its content.
          await page.locator("#career-cv-error").waitFor();
        }
        await submit(page, js);
        const shown = await fieldErrors(page, "career");
        expect(Object.keys(shown)).toEqual(["cv"]);
        expect(shown.cv).toMatch(/must be a PDF, Word \(\.doc\) or Word \(\.docx\) document/);
        await expectAccessibleErrors(page, "career", ["cv"]);
        await expect.poll(() => focusedName(page)).toBe("cv");
        expect(await page.inputValue("#career-name")).toBe("Priya Nair");
        expect(await page.inputValue("#career-age")).toBe("29");
        expect(await page.inputValue("#career-position")).toBe("Real Estate Agent");

        // A PDF renamed .docx is explained too.
        await page.setInputFiles("#career-cv", {
          name: "cv.docx",
          mimeType: "application/pdf",
          buffer: pdfBytes(),
        });
        await submit(page, js);
        expect((await fieldErrors(page, "career")).cv).toMatch(
          /really a PDF document, but its name ends in \.docx/,
        );
        expect(await applications(email)).toEqual([]);
        await close();
      });

      it("explains an oversized CV, keeping what was typed", async () => {
        const { page, close } = await openPage(browser, { javaScriptEnabled: js });
        await page.goto(`${server.url}/career`);
        if (js) await waitForHydration(page, "career");
        const email = uniqueEmail("big");
        await fillForm(page, "career", valid(email));
        const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024 + 200_000, 32)]);
        await page.setInputFiles("#career-cv", { name: "big.pdf", mimeType: "application/pdf", buffer: big });
        await submit(page, js);
        const shown = await fieldErrors(page, "career");
        expect(shown.cv).toMatch(/5 MB/);
        expect(await page.inputValue("#career-email")).toBe(email);
        expect(await applications(email)).toEqual([]);
        await close();
      });

      it("each invalid field gets its message; a DOCX and no CV at all are fine", async () => {
        const { page, close } = await openPage(browser, { javaScriptEnabled: js });
        await page.goto(`${server.url}/career`);
        if (js) await waitForHydration(page, "career");
        const email = uniqueEmail("fields");
        await fillForm(page, "career", { ...valid(email), age: "17", position: "", phone: "12" });
        await submit(page, js);
        const shown = await fieldErrors(page, "career");
        expect(Object.keys(shown).sort()).toEqual(["age", "phone", "position"]);
        expect(shown.age).toMatch(/18 to 100/);
        await expect.poll(() => focusedName(page)).toBe("phone");
        await fillForm(page, "career", {
          age: "31",
          position: "Property Management Specialist",
          phone: "+971 4 555 0199",
        });
        await page.setInputFiles("#career-cv", {
          name: "cv.docx",
          mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          buffer: docxBytes(),
        });
        await submit(page, js);
        await page.locator("[data-form-success]").waitFor();
        const [rec] = await applications(email);
        expect(rec).toMatchObject({ age: 31, position: "Property Management Specialist", cvName: "cv.docx" });
        if (js) {
          // axe runs as page script, so only where scripts run; the markup is the same either way.
          const violations = await seriousA11yViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
        }
        await close();
      });
    });
  }

  it("shows upload progress while a CV is sent", async () => {
    const { page, context, close } = await openPage(browser);
    await page.goto(`${server.url}/career`);
    await waitForHydration(page, "career");
    const email = uniqueEmail("progress");
    await fillForm(page, "career", valid(email));
    const cv = Buffer.concat([pdfBytes(), Buffer.alloc(900_000, 32)]);
    await page.setInputFiles("#career-cv", { name: "cv.pdf", mimeType: "application/pdf", buffer: cv });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 50,
      downloadThroughput: 1_000_000,
      uploadThroughput: 250_000,
    });
    await page.locator("form[data-lead-form] button[type=submit]").click();
    const progress = page.locator("[data-upload-progress] progress");
    await progress.waitFor();
    expect(await page.locator("form[data-lead-form] button[type=submit]").getAttribute("aria-disabled")).toBe(
      "true",
    );
    await page.locator("[data-form-success]").waitFor({ timeout: 30_000 });
    expect(await applications(email)).toHaveLength(1);
    await close();
  });
});
