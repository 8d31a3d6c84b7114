import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, launchBrowser, openPage, seriousA11yViolations } from "../setup/browser.ts";
import { translate } from "../../app/lib/i18n/index.ts";
import "../../app/lib/i18n/content.ts";
import { startServer, type TestServer, writeSettings } from "../setup/server.ts";
import { waitForHydration } from "./forms-helpers.ts";

/** Site settings of a different agency: every page must follow them (nothing hard-coded). */
const SETTINGS = {
  agencyName: "Palm & Pearl Realty",
  phone: "+971 4 555 0199",
  whatsapp: "971500000199",
  email: "team@palm-pearl.example",
  address: "Suite 801, Marina Plaza, Dubai Marina, Dubai, United Arab Emirates",
  openingHours: "Sun–Thu 08:30–18:00; Sat 10:00–14:00",
  orn: "ORN 99999 (demo)",
  // The tagline and hours written in Arabic, the address not.
  arabic: { tagline: "بيوت على البحر، بعناية", address: "", openingHours: "الأحد إلى الخميس 08:30–18:00" },
};

const PAGES = [
  { path: "/contact", h1: /property specialist/ },
  { path: "/enquiry", h1: /Ask us about a property/ },
  { path: "/listProperty", h1: /List your property/ },
  { path: "/career", h1: /Join our team/ },
  { path: "/aboutUs", h1: /Local knowledge/ },
  { path: "/team", h1: /people who will help you/ },
  { path: "/review", h1: /What our clients say/ },
  { path: "/video", h1: /See Dubai before you visit/ },
  { path: "/privacy", h1: /Privacy policy/ },
];

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

describe("content and form pages", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ data: "empty" }), launchBrowser()]);
    // Before the first page is served (settings are cached briefly by the server).
    await writeSettings(server, SETTINGS);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const { path: p, h1 } of PAGES) {
    for (const width of [360, 1440]) {
      // Concurrent (five at a time): each page mostly waits for its network to go idle.
      it.concurrent(`${p} at ${width}px: heading, meta, canonical, no console errors, no serious axe violations`, async ({
        expect,
      }) => {
        const { page, errors, close } = await openPage(browser, { width, height: width === 360 ? 740 : 900 });
        const res = await page.goto(`${server.url}${p}`, { waitUntil: "networkidle" });
        expect(res?.status()).toBe(200);
        expect(await page.locator("main#main").count()).toBe(1);
        const heading = page.locator("main h1");
        expect(await heading.count()).toBe(1);
        expect(await heading.textContent()).toMatch(h1);
        expect(await page.title()).toContain(SETTINGS.agencyName);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length ?? 0).toBeGreaterThan(50);
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}${p}`);
        // Nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const violations = await seriousA11yViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        expect(errors).toEqual([]);
        await close();
      });
    }
  }

  it("the Arabic pages show the agency's words an admin wrote in Arabic, else the English marked as English", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/ar/contact`, { waitUntil: "networkidle" });
    expect(await page.locator("footer").getByText(SETTINGS.arabic.tagline, { exact: true }).count()).toBe(1);
    expect(await page.getByText(SETTINGS.arabic.openingHours, { exact: true }).count()).toBe(2);
    // The address has no Arabic: the English, as English (footer and contact details).
    expect(await page.locator('[lang="en"]', { hasText: SETTINGS.address }).count()).toBe(2);
    expect(await page.getByText(SETTINGS.openingHours).count()).toBe(0);
    expect(await page.getByText("Homes in Dubai").count()).toBe(0);
    await page.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
    expect(await page.getByText(SETTINGS.openingHours, { exact: true }).count()).toBe(2);
    expect(
      await page.locator("footer").getByText("Homes in Dubai, chosen with care", { exact: true }).count(),
    ).toBe(1);
    expect(await page.getByText(SETTINGS.arabic.openingHours).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("About and Contact describe the agency as a RealEstateAgent from the site settings", async () => {
    const { page, close } = await openPage(browser);
    for (const p of ["/aboutUs", "/contact"]) {
      await page.goto(`${server.url}${p}`);
      const agent = (await jsonLd(page)).find((d) => d["@type"] === "RealEstateAgent");
      expect(agent, p).toBeTruthy();
      expect(agent).toMatchObject({
        "@context": "https://schema.org",
        name: SETTINGS.agencyName,
        telephone: SETTINGS.phone,
        email: SETTINGS.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: "Suite 801, Marina Plaza, Dubai Marina",
          addressLocality: "Dubai",
          addressCountry: "AE",
        },
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
            opens: "08:30",
            closes: "18:00",
          },
          { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "14:00" },
        ],
      });
    }
    // The contact page shows the same details, as links.
    const main = page.locator("main");
    expect(await main.locator(`a[href="tel:+97145550199"]`).count()).toBeGreaterThan(0);
    expect(await main.locator(`a[href="mailto:${SETTINGS.email}"]`).count()).toBeGreaterThan(0);
    expect(await main.locator(`a[href^="https://wa.me/${SETTINGS.whatsapp}"]`).count()).toBeGreaterThan(0);
    expect(await main.textContent()).toContain(SETTINGS.address);
    expect(await main.textContent()).toContain(SETTINGS.orn);
    await close();
  });

  it("Careers: join-our-team text, the two openings with descriptions, contact details and feedback text", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/career`);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("Join our team");
    for (const opening of ["Real Estate Agent", "Property Management Specialist"]) {
      expect(await page.locator("main h3", { hasText: opening }).count()).toBe(1);
    }
    expect(text).toMatch(/Ejari|tenancy renewals/);
    expect(text).toContain("Your feedback matters");
    expect(text).toContain(SETTINGS.email);
    expect(await page.locator(`main a[href="tel:+97145550199"]`).count()).toBeGreaterThan(0);
    // "Apply for this role" links to the form with the position chosen, which the form preselects.
    const apply = page.locator("main a", { hasText: "Apply for this role" }).nth(1);
    expect(await apply.getAttribute("href")).toBe(
      "/career?position=Property%20Management%20Specialist#apply",
    );
    await page.goto(`${server.url}/career?position=Property%20Management%20Specialist#apply`);
    await waitForHydration(page, "career");
    await expect.poll(() => page.inputValue("#career-position")).toBe("Property Management Specialist");
    await close();
  });

  it("Team: with no active agents yet, an honest empty state with the office's phone, email and a way to write", async () => {
    // The cards themselves come from the staff profiles (tests/e2e/public-contact-nav.test.ts); this
    // site starts empty, with no agent at all.
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/team`);
    const empty = page.locator("[data-team-empty]");
    await empty.waitFor();
    expect(await empty.locator("h2").textContent()).toBe(translate("en", "content.team.empty.title"));
    expect(await empty.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await empty.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(await empty.locator('a[href="/contact"]').count()).toBe(1);
    expect(await page.locator("main ul > li h2").count()).toBe(0);
    await close();
  });

  it("Reviews: testimonials with ratings a screen reader can read", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/review`);
    const figures = page.locator("main figure");
    expect(await figures.count()).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < (await figures.count()); i++) {
      const f = figures.nth(i);
      expect(await f.locator('[role="img"]').getAttribute("aria-label")).toMatch(/^Rated [1-5] out of 5$/);
      expect((await f.locator("blockquote").textContent())?.length ?? 0).toBeGreaterThan(40);
      expect((await f.locator("figcaption").textContent())?.length ?? 0).toBeGreaterThan(5);
    }
    await close();
  });

  it("Video: a gallery of films that play inline, each small, with poster and captions", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/video`, { waitUntil: "networkidle" });
    const videos = page.locator("main video");
    expect(await videos.count()).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < (await videos.count()); i++) {
      const v = videos.nth(i);
      expect(await v.getAttribute("controls")).not.toBeNull();
      expect(await v.getAttribute("preload")).toBe("none");
      expect(await v.getAttribute("playsinline")).not.toBeNull();
      for (const url of [
        await v.getAttribute("poster"),
        await v.locator("track").getAttribute("src"),
        ...(await v.locator("source").evaluateAll((els) => els.map((e) => e.getAttribute("src")))),
      ]) {
        const res = await fetch(`${server.url}${url}`);
        expect(res.status, url ?? "").toBe(200);
        expect((await res.arrayBuffer()).byteLength, url ?? "").toBeLessThanOrEqual(1.5 * 1024 * 1024);
      }
    }
    const played = await videos.first().evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
      await new Promise((r) => setTimeout(r, 1200));
      return { time: el.currentTime, width: el.videoWidth, fullscreen: !!document.fullscreenElement };
    });
    expect(played.time).toBeGreaterThan(0.3);
    expect(played.width).toBe(960);
    expect(played.fullscreen).toBe(false);
    await close();
  });

  it("Privacy: the seven sections in order, a table of contents linking to each, effective 31 May 2024", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/privacy`);
    expect(await page.locator("main time").getAttribute("datetime")).toBe("2024-05-31");
    expect(await page.locator("main").textContent()).toContain("Effective 31 May 2024");
    const titles = (await page.locator("main article section h2").allTextContents()).map((t) =>
      t.replace(/^\d+\.\s*/, ""),
    );
    expect(titles).toEqual([
      "Our Values",
      "What we collect",
      "What we do with the information we gather",
      "Security",
      "How we use cookies",
      "Links to other websites",
      "Controlling your personal information",
    ]);
    const links = await page.locator("main nav a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toHaveLength(7);
    for (const href of links) expect(await page.locator(`section${href}`).count(), href ?? "").toBe(1);
    await page.locator("main nav a").nth(4).click();
    expect(page.url()).toMatch(/#cookies$/);
    expect(await page.locator("main article").textContent()).toContain(SETTINGS.email);
    await close();
  });
});
