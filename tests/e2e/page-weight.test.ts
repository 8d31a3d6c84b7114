import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms as formsEn } from "../../app/lib/i18n/en/forms.ts";
import { publicSite as publicEn } from "../../app/lib/i18n/en/public.ts";
import { formsAr } from "../../app/lib/i18n/ar/forms.ts";
import { publicSiteAr as publicAr } from "../../app/lib/i18n/ar/public.ts";
import { BUDGET, KIB } from "../../scripts/lib/budgets.ts";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { arabicRoutes } from "../setup/routes.ts";
import { startServer, type TestServer } from "../setup/server.ts";

// The JavaScript budget (docs/performance.md) holds on every public page, not only on the pages
// Lighthouse audits: one address for each public route module of the route map (a new page is
// measured too), in English and in Arabic. Bytes are deterministic, so this gates; timings do not.
// And a page downloads the strings of its own language only (app/lib/i18n/index.ts): the English
// of every page and of the forms on an English page, their Arabic on an Arabic one, never both.

/** A string of the catalogue every page loads, and one of the forms area, in both languages. */
const MARKERS = [
  {
    key: "pub.footer.services.rent",
    en: publicEn["pub.footer.services.rent"],
    ar: publicAr["pub.footer.services.rent"],
    everyPage: true,
  },
  {
    key: "forms.error.nameRequired",
    en: formsEn["forms.error.nameRequired"],
    ar: formsAr["forms.error.nameRequired"],
    everyPage: false,
  },
];

describe("what a public page downloads", () => {
  let server: TestServer;
  let browser: Browser;
  let id = "";
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ dialect: "sqlite" }), launchBrowser()]);
    const [first] = (await (await fetch(`${server.url}/api/realEstate?pageSize=1`)).json()) as {
      _id: string;
    }[];
    id = first?._id ?? "";
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(`every public page, English and Arabic, loads at most ${BUDGET.jsBytes / KIB} KiB of JavaScript, with the strings of its language only`, async () => {
    expect(id).not.toBe("");
    // One address for each public route module of the route map (the listing pages share one),
    // in Arabic and in English.
    const modules = new Set<string>();
    const arabic = arabicRoutes()
      .filter(({ file }) => !modules.has(file) && modules.add(file))
      .map(({ path }) =>
        path.replace(":id", id).replace(":location", "Dubai%20Marina").replace(/\*$/, "no-such-page"),
      );
    expect(arabic.length).toBeGreaterThan(20);
    const addresses = arabic.flatMap((p) => [p, p.replace(/^\/ar/, "") || "/"]);
    const weights: { path: string; bytes: number; scripts: number }[] = [];
    const languages: string[] = [];
    const queue = [...addresses];
    const measure = async (path: string) => {
      const { page, close } = await openPage(browser, { width: 360, height: 740 });
      const sizes: Promise<number>[] = [];
      const bodies: Promise<string>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        sizes.push(request.sizes().then((s) => s.responseBodySize));
        bodies.push(request.response().then((r) => r?.text() ?? ""));
      });
      // Hydrated (openPage waits for it), then quiet: whatever the page loads by itself is in.
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState("networkidle");
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      weights.push({ path, bytes, scripts: sizes.length });
      const code = (await Promise.all(bodies)).join("\n");
      const [own, other] =
        path === "/ar" || path.startsWith("/ar/") ? (["ar", "en"] as const) : (["en", "ar"] as const);
      for (const m of MARKERS) {
        if (code.includes(m[other])) languages.push(`${path}: ${other} ${m.key}`);
        if (m.everyPage && !code.includes(m[own])) languages.push(`${path}: no ${own} ${m.key}`);
      }
      if (/\/(contact|career)$/.test(path) && !code.includes(MARKERS[1][own]))
        languages.push(`${path}: no ${own} forms`);
      await close();
    };
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await measure(path);
    };
    await Promise.all([worker(), worker(), worker()]);

    expect(weights.length).toBe(addresses.length);
    const kib = (b: number) => `${(b / KIB).toFixed(1)} KiB`;
    // Measured, not missing: React and the router alone are more than 80 KiB compressed.
    expect(weights.filter((w) => w.bytes < 80 * KIB).map((w) => `${w.path}: ${kib(w.bytes)}`)).toEqual([]);
    const over = weights.filter((w) => w.bytes > BUDGET.jsBytes);
    expect(over.map((w) => `${w.path}: ${kib(w.bytes)} in ${w.scripts} scripts`)).toEqual([]);
    expect(languages).toEqual([]);
  }, 240_000);
});
