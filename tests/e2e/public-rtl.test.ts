/**
 * The Arabic pages mirrored (issue 20): <html lang="ar" dir="rtl">, no sideways scroll, the header
 * starting at the right, and the slider, the gallery's viewer and the pointing icons going the
 * natural way right to left: "next" lies to the left, ArrowLeft goes forward, a finger moving to
 * the right brings the next slide or photo. The English directions of the viewer are in
 * property-lightbox.test.ts; the slider's English keys and swipe are checked here beside the Arabic.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrateOnGoto, launchBrowser, openPage } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { touchDrag } from "./public-helpers.ts";

/** The viewer's code loads on first use; on a busy test machine that can take a few seconds. */
const FIRST_OPEN = { timeout: 15_000 };
const counter = (page: Page) => page.locator(".yarl__counter");
/** The index of the hero slide showing. */
const activeSlide = (page: Page) =>
  page
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((els) => els.findIndex((e) => e.getAttribute("data-active") === "true"));
/** Whether an element is drawn mirrored: turned half a turn or flipped along x. */
const mirrored = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      const matrix = new DOMMatrix(s.transform === "none" ? undefined : s.transform);
      const [sx] = s.scale === "none" ? [1] : s.scale.split(" ").map(Number.parseFloat);
      const turned = s.rotate === "180deg" || s.rotate === "-180deg";
      return (turned !== (sx ?? 1) < 0) !== matrix.a < 0;
    });
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

/** A phone with a touch screen, its errors recorded, and a DevTools session for touch events. */
async function openTouchPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  hydrateOnGoto(page);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const cdp = await context.newCDPSession(page);
  return { page, cdp, errors, close: () => context.close() };
}

describe("right-to-left layout (Arabic)", () => {
  let server: TestServer;
  let browser: Browser;
  /** A listing of the demo data with several photos. */
  let listing: { id: string; photos: number };
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const res = await fetch(`${server.url}/api/realEstate?limit=30`);
    const all = (await res.json()) as { _id: string; images: unknown[] }[];
    const found = all.find((p) => p.images.length >= 4);
    if (!found) throw new Error("the demo data has no listing with four photos");
    listing = { id: found._id, photos: found.images.length };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("/ar at 360 and 1440 px: dir=rtl, no sideways scroll, the agency name at the right, the slider's controls and keys mirrored", async () => {
    for (const width of [360, 1440]) {
      // Reduced motion: the slider does not rotate by itself while the test moves it.
      const { page, errors, close } = await openPage(browser, { width, height: 800, reducedMotion: true });
      await page.goto(`${server.url}/ar`, { waitUntil: "networkidle" });
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(["ar", "rtl"]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px: scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);

      // The header's first item (the agency name) is its right-most one, on the right half.
      const header = await page.locator("header").evaluate((h) => {
        const items = [...h.querySelectorAll("a, button")].filter((e) => e.getClientRects().length > 0);
        const first = items[0]!.getBoundingClientRect();
        return {
          href: items[0]!.getAttribute("href"),
          left: first.left,
          right: first.right,
          rightmost: Math.max(...items.map((e) => e.getBoundingClientRect().right)),
        };
      });
      expect(header.href).toBe("/ar");
      expect(header.right).toBeGreaterThanOrEqual(header.rightmost - 1);
      expect((header.left + header.right) / 2).toBeGreaterThan(width / 2);

      // Slider: the dots run from the right, the next button is left of the previous one and its
      // chevron points left.
      const [dot1, dot2] = [
        await box(page, '[data-slider-dot="0"]'),
        await box(page, '[data-slider-dot="1"]'),
      ];
      expect(dot1.x).toBeGreaterThan(dot2.x);
      const [next, previous] = [
        await box(page, "[data-slider-next]"),
        await box(page, "[data-slider-previous]"),
      ];
      expect(next.x).toBeLessThan(previous.x);
      expect(await mirrored(page, "[data-slider-next] svg")).toBe(true);
      expect(await mirrored(page, "[data-slider-previous] svg")).toBe(true);

      expect(await activeSlide(page)).toBe(0);
      await page.locator("[data-slider-next]").click();
      expect(await activeSlide(page)).toBe(1);
      // With focus on the controls, ArrowLeft goes forward and ArrowRight back.
      await page.keyboard.press("ArrowLeft");
      expect(await activeSlide(page)).toBe(2);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      expect(await activeSlide(page)).toBe(0);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("in English the same slider and icons keep their left-to-right directions", async () => {
    const { page, errors, close } = await openPage(browser, { reducedMotion: true });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("ltr");
    const [next, previous] = [
      await box(page, "[data-slider-next]"),
      await box(page, "[data-slider-previous]"),
    ];
    expect(next.x).toBeGreaterThan(previous.x);
    expect(await mirrored(page, "[data-slider-next] svg")).toBe(false);
    await page.locator("[data-slider-previous]").focus();
    await page.keyboard.press("ArrowRight");
    expect(await activeSlide(page)).toBe(1);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await activeSlide(page)).toBe(2);
    expect(errors).toEqual([]);
    await close();
  });

  it("English that staff wrote reads left to right on an Arabic page, in the page's alignment; the phone's contact buttons keep one line", async () => {
    const { page, errors, close } = await openPage(browser, { width: 360, height: 740 });
    await page.goto(`${server.url}/ar/buyRealEstate`, { waitUntil: "networkidle" });
    // Every fallback to English (lang="en": a listing not yet translated, a place's name) is laid
    // out left to right on its own.
    const directions = await page
      .locator('main [lang="en"]')
      .evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).direction))]);
    expect(directions).toEqual(["ltr"]);
    // A card's English excerpt: its "…" after its last word (right to left, it stood before the
    // first), and its lines against the card's right edge like the Arabic around it.
    const excerpt = page.locator('main article p[lang="en"]', { hasText: "…" }).first();
    const layout = await excerpt.evaluate((p) => {
      const text = p.firstChild as Text;
      const end = text.length;
      const rectOf = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, to);
        return range.getBoundingClientRect();
      };
      const lines = document.createRange();
      lines.selectNodeContents(p);
      const first = lines.getClientRects()[0];
      return {
        last: text.data.slice(-1),
        ellipsis: rectOf(end - 1, end).left,
        before: rectOf(end - 2, end - 1).right,
        lineRight: first?.right ?? 0,
        boxRight: p.getBoundingClientRect().right,
      };
    });
    expect(layout.last).toBe("…");
    expect(layout.ellipsis).toBeGreaterThanOrEqual(layout.before - 1);
    expect(Math.abs(layout.boxRight - layout.lineRight)).toBeLessThan(2);

    await page.goto(`${server.url}/ar/property/${listing.id}`, { waitUntil: "networkidle" });
    const labels = page.getByTestId("contact-bar").locator("a");
    expect(await labels.count()).toBe(3);
    const lineCounts = await labels.evaluateAll((links) =>
      links.map((a) => {
        const range = document.createRange();
        range.selectNodeContents([...a.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) as Text);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(lineCounts).toEqual([1, 1, 1]);
    expect(errors).toEqual([]);
    await close();
  });

  it("on an Arabic detail page the viewer goes forward with ArrowLeft and its next button is on the left", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/ar/property/${listing.id}`, { waitUntil: "networkidle" });
    // The gallery's large first photo is at the start: the right.
    const [first, second] = [
      await box(page, '[data-gallery-index="0"]'),
      await box(page, '[data-gallery-index="1"]'),
    ];
    expect(first.x).toBeGreaterThan(second.x);
    // The breadcrumb's chevrons point left, from the page before to the page after.
    expect(await mirrored(page, "main nav svg.lucide-chevron-right")).toBe(true);

    await page.locator('[data-gallery-index="0"]').click();
    await expect.poll(() => counter(page).textContent(), FIRST_OPEN).toBe(`1 / ${listing.photos}`);
    const [next, previous] = [
      await box(page, ".yarl__navigation_next"),
      await box(page, ".yarl__navigation_prev"),
    ];
    expect(next.x).toBeLessThan(previous.x);
    expect(await mirrored(page, ".yarl__navigation_next")).toBe(true);
    // Key presses during the 500 ms slide animation are throttled by the library: wait it out.
    await page.waitForTimeout(300);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => counter(page).textContent()).toBe(`2 / ${listing.photos}`);
    await page.waitForTimeout(600);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => counter(page).textContent()).toBe(`1 / ${listing.photos}`);
    await page.waitForTimeout(600);
    await page.locator(".yarl__navigation_next").click();
    await expect.poll(() => counter(page).textContent()).toBe(`2 / ${listing.photos}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("on a phone, a finger moving to the right brings the next slide and the next photo (to the left in English)", async () => {
    const { page, cdp, errors, close } = await openTouchPage(browser);
    // The slider's text, clear of the header and of the search below it.
    const swipeY = async () => {
      const text = await box(page, '[aria-roledescription="slide"][data-active="true"] p');
      return text.y + text.height / 2;
    };
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    let y = await swipeY();
    await touchDrag(cdp, { x: 300, y }, { x: 100, y });
    await expect.poll(() => activeSlide(page)).toBe(1);

    await page.goto(`${server.url}/ar`, { waitUntil: "networkidle" });
    y = await swipeY();
    await touchDrag(cdp, { x: 60, y }, { x: 260, y });
    await expect.poll(() => activeSlide(page)).toBe(1);
    await touchDrag(cdp, { x: 260, y }, { x: 60, y });
    await expect.poll(() => activeSlide(page)).toBe(0);
    // A drag mostly downwards is the page scrolling, not a swipe.
    await touchDrag(cdp, { x: 100, y }, { x: 140, y: y + 80 });
    await page.waitForTimeout(200);
    expect(await activeSlide(page)).toBe(0);

    await page.goto(`${server.url}/ar/property/${listing.id}`, { waitUntil: "networkidle" });
    await page.locator('[data-gallery-index="0"]').tap();
    await expect.poll(() => counter(page).textContent(), FIRST_OPEN).toBe(`1 / ${listing.photos}`);
    await page.locator(".yarl__slide_current img").first().waitFor();
    await touchDrag(cdp, { x: 60, y: 370 }, { x: 260, y: 370 });
    await expect.poll(() => counter(page).textContent()).toBe(`2 / ${listing.photos}`);
    await page.waitForTimeout(600);
    await touchDrag(cdp, { x: 300, y: 370 }, { x: 100, y: 370 });
    await expect.poll(() => counter(page).textContent()).toBe(`1 / ${listing.photos}`);
    expect(errors).toEqual([]);
    await close();
  });
});
