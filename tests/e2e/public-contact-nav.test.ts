/**
 * The header's destinations and the phone menu, "Email" as our enquiry form (the lead reaches the
 * admin), the floating buttons keeping clear of a page's own buttons, one agent identity (listing
 * and team page, both from the agents in the database; an admin's edit shows at once), the
 * footer's ORN from the settings, and screenshots of the main pages at phone and desktop widths
 * (reports/screenshots/, for a person to look at).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navDestinations } from "../../app/components/public/site-nav.ts";
import { createDb } from "../../app/db/index.server.ts";
import type { UserRow } from "../../app/modules/users/user.repository.server.ts";
import { translate } from "../../app/lib/i18n/index.ts";
import { launchBrowser, openPage, sidewaysOverflow } from "../setup/browser.ts";
import { ROOT } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer, writeSettings } from "../setup/server.ts";
import { adminGet, fillForm, submit, uniqueEmail, waitForHydration } from "./forms-helpers.ts";
import { apiListings } from "./public-helpers.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SCREENSHOTS = path.join(ROOT, "reports", "screenshots");

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the visible floating buttons (none when the page hides them). */
async function floatingBoxes(page: Page): Promise<Box[]> {
  const links = page.locator("[data-floating-contact] a");
  const boxes: Box[] = [];
  for (const a of await links.all()) {
    if (!(await a.isVisible())) continue;
    const b = await a.boundingBox();
    if (b) boxes.push(b);
  }
  return boxes;
}

/** Reads the test server's database (SQLite file or PostgreSQL) while it runs. */
async function withDb<T>(server: TestServer, read: (db: ReturnType<typeof createDb>["db"]) => Promise<T>) {
  const db = createDb(server.databaseUrl || `file:${path.join(server.dataDir, "site.db")}`);
  try {
    return await read(db.db);
  } finally {
    await db.close();
  }
}

type AgentRow = Pick<
  UserRow,
  "id" | "name" | "email" | "phone" | "whatsapp" | "photo_url" | "languages" | "brn" | "lead_kinds"
>;

/** The active agents as the team page should list them (by name). */
const activeAgents = (server: TestServer) =>
  withDb(server, (db) =>
    db
      .selectFrom("users")
      .select(["id", "name", "email", "phone", "whatsapp", "photo_url", "languages", "brn", "lead_kinds"])
      .where("role", "=", "agent")
      .where("active", "=", 1)
      .orderBy("name")
      .orderBy("id")
      .execute(),
  );

/** An approved listing of this agent, with its reference. */
const listingOf = (server: TestServer, agentId: string) =>
  withDb(server, (db) =>
    db
      .selectFrom("properties")
      .select(["id", "reference"])
      .where("agent_id", "=", agentId)
      .where("status", "=", "approved")
      .orderBy("id")
      .executeTakeFirstOrThrow(),
  );

/** Saves a member of staff through the admin's Team and agents action (what its Edit dialog sends). */
async function saveAgent(
  server: TestServer,
  cookie: string,
  a: AgentRow,
  change: Partial<AgentRow> & { active?: boolean },
): Promise<void> {
  const v = { ...a, ...change };
  const form = new URLSearchParams({
    intent: "update",
    id: a.id,
    name: v.name,
    email: v.email,
    role: "agent",
    phone: v.phone,
    whatsapp: v.whatsapp,
    photoUrl: v.photo_url,
    languages: v.languages,
    brn: v.brn,
  });
  if (change.active !== false) form.set("active", "on");
  for (const kind of v.lead_kinds.split(",").filter(Boolean)) form.append("leadKinds", kind);
  const res = await fetch(`${server.url}/admin/users.data`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
  expect(res.status, await res.text()).toBe(200);
}

describe("header, contact actions, agent identity and ORN", () => {
  let server: TestServer;
  let browser: Browser;
  let cookie: string;
  let buyIds: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    cookie = await adminCookie(server);
    buyIds = (await apiListings(server, { type: "Buy" })).ids;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("at 1440 px the header offers Buy, Rent, Off-plan, Commercial and Contact beside the Commercial and Residential menus", async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/aboutUs`, { waitUntil: "networkidle" });
    const nav = page.locator("header nav").first();
    for (const [name, href] of [
      ["Home", "/"],
      ["Buy", "/buyRealEstate"],
      ["Rent", "/rentRealEstate"],
      ["Off-plan", "/upcoming-properties"],
      ["Commercial", "/commercialRealEstate"],
      ["Residential", "/residentialRealEstate"],
      ["About Us", "/aboutUs"],
      ["Contact", "/contact"],
      ["List Property", "/listProperty"],
    ]) {
      const link = nav.getByRole("link", { name, exact: true });
      expect(await link.getAttribute("href"), name).toBe(href);
      expect(await link.isVisible(), name).toBe(true);
    }
    for (const menu of ["Commercial menu", "Residential menu"])
      expect(await nav.getByRole("button", { name: menu }).isVisible()).toBe(true);
    // The seed's menus are still there.
    await nav.getByRole("button", { name: "Commercial menu" }).click();
    expect(await nav.getByRole("link", { name: "Rent Commercial" }).getAttribute("href")).toBe(
      "/commercialRealEstate?transaction=Rent",
    );
    await nav.getByRole("link", { name: "Off-plan", exact: true }).click();
    await page.waitForURL(/\/upcoming-properties$/);
    expect(errors).toEqual([]);
    await close();
  });

  it("the header fits on one line from 1024 px (below it, the phone menu)", async () => {
    for (const width of [1024, 1280]) {
      const { page, close } = await openPage(browser, { width, height: 800 });
      await page.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
      const nav = page.locator("header nav").first();
      expect(await nav.evaluate((n) => n.scrollWidth - n.clientWidth), `${width}`).toBeLessThanOrEqual(0);
      expect((await nav.boundingBox())?.height, `${width}`).toBeLessThanOrEqual(80);
      expect(await nav.getByRole("link", { name: "Contact", exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await close();
    }
  });

  it("at 390 px the phone menu is labelled, opens from the keyboard, reaches every destination by Tab and closes on Escape", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const open = page.getByRole("button", { name: "Open menu" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.locator("dialog#mobile-menu");
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    // Labelled: a named dialog (the role query sees it only while it is open).
    expect(await page.getByRole("dialog", { name: "Menu" }).count()).toBe(1);
    expect(await open.getAttribute("aria-expanded")).toBe("true");

    // Every top-level destination (and each menu's pages) is a link inside.
    const inside = await dialog.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const d of navDestinations()) {
      expect(inside, d.to).toContain(d.to);
      expect(await dialog.getByRole("link", { name: translate("en", d.label), exact: true }).count()).toBe(1);
    }
    // ...and reachable with Tab, focus staying inside the menu.
    const reached = new Set<string>();
    for (let i = 0; i < inside.length + 4; i++) {
      await page.keyboard.press("Tab");
      const href = await page.evaluate(() =>
        document.querySelector("#mobile-menu")?.contains(document.activeElement)
          ? (document.activeElement?.getAttribute("href") ?? "(button)")
          : null,
      );
      expect(href).not.toBeNull();
      if (href) reached.add(href);
    }
    for (const d of navDestinations()) expect(reached, d.to).toContain(d.to);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");

    await open.click();
    await dialog.getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(/\/contact$/);
    expect(errors).toEqual([]);
    await close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px a card's Email opens our enquiry form about that listing, and the enquiry reaches the admin`, async () => {
      const { page, errors, close } = await openPage(browser, viewport);
      await page.goto(`${server.url}/buyRealEstate`, { waitUntil: "networkidle" });
      const card = page
        .locator("main article")
        .filter({ has: page.locator("[data-card-action=email]") })
        .nth(1);
      const name = (await card.locator("a[data-card-link]").textContent()) ?? "";
      const id = (await card.locator("a[data-card-link]").getAttribute("href"))?.split("/").pop() ?? "";
      expect(buyIds).toContain(id);
      // Every card's Email goes to our form, none to mailto:.
      const emails = page.locator("main article [data-card-action=email]");
      expect(await emails.count()).toBeGreaterThan(0);
      for (const href of await emails.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
        expect(href).toMatch(/^\/enquiry\?property=[^&]+$/);
      expect(await page.locator('main a[href^="mailto:"]').count()).toBe(0);
      const email = card.locator("[data-card-action=email]");
      expect(await email.getAttribute("aria-label")).toBe(`Email us about ${name}`);
      expect((await email.boundingBox())?.height).toBeGreaterThanOrEqual(44);

      await email.click();
      await page.waitForURL(new RegExp(`/enquiry\\?property=${id}$`));
      await waitForHydration(page, "enquiry");
      expect(await page.locator(`[data-enquiry-property="${id}"]`).textContent()).toContain(name);
      expect(await page.inputValue("#enquiry-message")).toContain(name);
      const address = uniqueEmail(`card${viewport.width}`);
      await fillForm(page, "enquiry", { name: "Noor A.", email: address, phone: "+971501234567" });
      await submit(page, true);
      await page.locator("[data-form-success]").waitFor();
      const stored = await adminGet<{ propertyId: string; property: { name: string } | null }[]>(
        server,
        cookie,
        `/enquiry?email=${encodeURIComponent(address)}`,
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ propertyId: id, property: { name } });
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("every Email on a listing page leads to the enquiry form about it (agent card, phone bar); mailto: is secondary", async () => {
    const id = buyIds[0] ?? "";
    const enquiry = `/enquiry?property=${id}`;
    const desk = await openPage(browser, DESKTOP);
    await desk.page.goto(`${server.url}/property/${id}`, { waitUntil: "networkidle" });
    const name = (await desk.page.locator("h1").textContent()) ?? "";
    const emails = desk.page.locator("main a", { hasText: /^Email$/ });
    expect(await emails.count()).toBe(2); // the agent card's, the phone bar's (hidden here)
    for (const href of await emails.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href).toBe(enquiry);
    const agent = desk.page.locator('aside[aria-labelledby="agent-title"]');
    expect(await agent.locator('a[href^="mailto:"]').count()).toBe(1);
    await agent.getByRole("link", { name: "Email", exact: true }).click();
    await desk.page.waitForURL(new RegExp(`/enquiry\\?property=${id}$`));
    expect(await desk.page.locator(`[data-enquiry-property="${id}"]`).textContent()).toContain(name);
    expect(desk.errors).toEqual([]);
    await desk.close();

    const phone = await openPage(browser, PHONE);
    await phone.page.goto(`${server.url}/property/${id}`, { waitUntil: "networkidle" });
    const bar = phone.page.getByTestId("contact-bar");
    await bar.getByRole("link", { name: "Email", exact: true }).click();
    await phone.page.waitForURL(new RegExp(`/enquiry\\?property=${id}$`));
    await phone.page.locator(`[data-enquiry-property="${id}"]`).waitFor();
    await phone.close();
  });

  it("at 390 px the floating buttons never cover a card's buttons while scrolling a listing page; one set of contact actions per screen", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    // A page without buttons of its own keeps the floating ones.
    await page.goto(`${server.url}/aboutUs`, { waitUntil: "networkidle" });
    expect(await floatingBoxes(page)).toHaveLength(2);

    for (const p of ["/buyRealEstate", "/searchResult?transactionType=Buy&city=Dubai"]) {
      await page.goto(`${server.url}${p}`, { waitUntil: "networkidle" });
      const buttons = page.locator("main article a:not([data-card-link])");
      expect(await buttons.count(), p).toBeGreaterThan(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      let checked = 0;
      for (let y = 0; y <= height; y += 200) {
        // One round trip a step: scroll, let a frame pass, read the floating links and the cards' buttons.
        const { floating, cards } = await page.evaluate(async (top) => {
          window.scrollTo(0, top);
          await new Promise((r) => requestAnimationFrame(() => r(null)));
          const rects = (selector: string) =>
            [...document.querySelectorAll(selector)]
              .filter((e) => e.checkVisibility())
              .map((e) => e.getBoundingClientRect())
              .filter((r) => r.width > 0 && r.height > 0)
              .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
          return {
            floating: rects("[data-floating-contact] a"),
            cards: rects("main article a:not([data-card-link])"),
          };
        }, y);
        const cardButtons = cards.filter((b) => b.y + b.height > 0 && b.y < PHONE.height);
        checked += cardButtons.length;
        for (const f of floating)
          for (const b of cardButtons) expect(overlaps(f, b), `${p} at scroll ${y}`).toBe(false);
      }
      expect(checked, p).toBeGreaterThan(0);
    }

    // A listing page has its own contact bar on a phone: no second set floats over it, and the
    // action row above it offers no second Call, WhatsApp or Email.
    await page.goto(`${server.url}/property/${buyIds[0]}`, { waitUntil: "networkidle" });
    expect(await page.getByTestId("contact-bar").isVisible()).toBe(true);
    expect(await floatingBoxes(page)).toEqual([]);
    const visibleContacts = await page
      .locator("main a:visible")
      .filter({ hasText: /^(Call|WhatsApp|Email)$/ })
      .count();
    expect(visibleContacts).toBe(3);
    expect(errors).toEqual([]);
    await close();
  });

  it("the agent named on a listing and their BRN are the team page's record", async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/team`, { waitUntil: "networkidle" });
    const team = new Map<string, string>();
    for (const card of await page.locator("main li[data-agent]").all()) {
      const name = ((await card.locator("h2").textContent()) ?? "").trim();
      const brn = /BRN\s*(\d+)/.exec((await card.textContent()) ?? "")?.[1] ?? "";
      team.set(name, brn);
    }
    // The team page is the database's active agents (the demo's six listing agents).
    expect([...team.keys()]).toEqual((await activeAgents(server)).map((a) => a.name));
    expect(team.size).toBeGreaterThan(1);

    // The agent card and the compliance line are server-rendered: the pages are read as HTML, as a
    // browser without scripts (or a crawler) gets them.
    const textOf = (html: string) =>
      html
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, " ");
    const seen = new Set<string>();
    const { ids } = await apiListings(server, { pageSize: "12" });
    for (const id of ids) {
      const html = await (await fetch(`${server.url}/property/${id}`)).text();
      const aside = /<aside[^>]*aria-labelledby="agent-title"[^>]*>(.*?)<\/aside>/s.exec(html)?.[1] ?? "";
      const text = textOf(aside);
      const name = /Listed by (.+?) BRN/.exec(text)?.[1]?.trim() ?? "";
      const brn = /BRN (\d+)/.exec(text)?.[1] ?? "";
      expect(team.has(name), `${id}: ${name}`).toBe(true);
      expect(brn, name).toBe(team.get(name));
      const compliance =
        /<[^>]+data-testid="compliance-brn"[^>]*>(.*?)<\/(?:p|li|dd|span|div)>/s.exec(html)?.[1] ?? "";
      expect(textOf(compliance)).toContain(brn);
      seen.add(name);
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("the team page lists the active agents from the database, and an admin's edit shows there and on their listings at once", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const agents = await activeAgents(server);
    expect(agents.length).toBeGreaterThan(1);
    const [a, b, c] = agents;
    if (!a || !b || !c) throw new Error("the demo has at least three active agents");

    // Each active agent's card: name, languages, BRN, Call, WhatsApp and Email.
    const before = await openPage(browser, DESKTOP);
    await before.page.goto(`${server.url}/team`, { waitUntil: "networkidle" });
    const team = before.page.locator("main li[data-agent]");
    expect(await team.evaluateAll((lis) => lis.map((li) => li.getAttribute("data-agent")))).toEqual(
      agents.map((x) => x.id),
    );
    for (const x of agents) {
      const card = before.page.locator(`main li[data-agent="${x.id}"]`);
      expect(await card.locator("h2").innerText()).toBe(x.name);
      const text = await card.innerText();
      expect(text).toContain(x.languages);
      expect(text).toMatch(new RegExp(`BRN\\s*${x.brn}`));
      expect(await card.locator("[data-agent-action=call]").getAttribute("href")).toBe(
        `tel:${x.phone.replace(/[^\d+]/g, "")}`,
      );
      expect(await card.locator("[data-agent-action=whatsapp]").getAttribute("href")).toMatch(
        new RegExp(`^https://wa\\.me/${x.whatsapp}\\?text=`),
      );
      expect(await card.locator("[data-agent-action=email]").getAttribute("href")).toBe(`mailto:${x.email}`);
      for (const action of await card.locator("[data-agent-action]").all())
        expect((await action.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    expect(before.errors).toEqual([]);
    await before.close();
    // Served from the page cache for visitors.
    await fetch(`${server.url}/team`);
    expect((await fetch(`${server.url}/team`)).headers.get("X-Cache")).toBe("hit");

    // The admin gives A a photo and another language, deactivates B and gives C a photo link that
    // does not load: no restart, no wait.
    const photo = "/images/slide-villa-640.webp";
    const broken = "/images/no-such-agent-photo.webp";
    await saveAgent(server, cookie, a, { photo_url: photo, languages: `${a.languages}, Italian` });
    await saveAgent(server, cookie, b, { active: false });
    await saveAgent(server, cookie, c, { photo_url: broken });
    /** The console reports the broken photo's 404; nothing else may appear. */
    const unexpectedErrors = (errors: string[]) => errors.filter((e) => !/404/.test(e));
    // A new visitor (a browser keeps a public page for a minute, by design: ADR 0013).
    const desk = await openPage(browser, DESKTOP);
    const cards = desk.page.locator("main li[data-agent]");
    try {
      const fresh = await fetch(`${server.url}/team`);
      expect(fresh.headers.get("X-Cache")).toBe("miss");
      const html = await fresh.text();
      expect(html).toContain(`${a.languages}, Italian`);
      expect(html).not.toContain(`data-agent="${b.id}"`);
      await desk.page.goto(`${server.url}/team`, { waitUntil: "networkidle" });
      expect(await cards.count()).toBe(agents.length - 1);
      const cardA = desk.page.locator(`main li[data-agent="${a.id}"]`);
      expect(await cardA.locator("img[data-agent-photo]").getAttribute("src")).toBe(photo);
      expect(await cardA.locator("img[data-agent-photo]").getAttribute("alt")).toBe(`Photo of ${a.name}`);
      expect(
        await cardA.locator("img[data-agent-photo]").evaluate((i: HTMLImageElement) => i.naturalWidth),
      ).toBeGreaterThan(0);
      // Without a photo, or when it does not load (C's, once the page is live), the initials stand in.
      await expect
        .poll(() => desk.page.locator("main li[data-agent] svg[data-agent-initials]").count())
        .toBe(agents.length - 2);
      expect(await desk.page.locator(`main li[data-agent="${c.id}"] svg[data-agent-initials]`).count()).toBe(
        1,
      );

      // A's listing: the agent card from the profile; WhatsApp and mail carry the listing's reference.
      const listing = await listingOf(server, a.id);
      expect(listing.reference).toBeTruthy();
      const url = `${server.url}/property/${listing.id}`;
      await desk.page.goto(url, { waitUntil: "networkidle" });
      const card = desk.page.locator("aside[data-agent-profile]");
      expect(await card.isVisible()).toBe(true);
      expect(await card.locator("img[data-agent-photo]").getAttribute("src")).toBe(photo);
      const cardText = await card.innerText();
      expect(cardText).toContain(`Listed by ${a.name}`);
      expect(cardText).toContain(`BRN ${a.brn}`);
      expect(cardText).toContain(`Speaks ${a.languages}, Italian`);
      const wa = new URL((await card.locator("[data-action=whatsapp]").getAttribute("href")) ?? "");
      expect(wa.origin + wa.pathname).toBe(`https://wa.me/${a.whatsapp}`);
      expect(wa.searchParams.get("text")).toContain(`(Ref. ${listing.reference})`);
      expect(wa.searchParams.get("text")).toContain(url);
      const mail = new URL((await card.locator("[data-action=mailto]").getAttribute("href")) ?? "");
      expect(mail.pathname).toBe(a.email);
      expect(mail.searchParams.get("subject")).toContain(`(Ref. ${listing.reference})`);
      expect(mail.searchParams.get("body")).toContain(url);
      expect(await card.locator("[data-action=call]").getAttribute("href")).toBe(
        `tel:${a.phone.replace(/[^\d+]/g, "")}`,
      );
      // Email stays our enquiry form about the listing (the lead reaches the listing's agent).
      expect(await card.locator("[data-action=email]").getAttribute("href")).toBe(
        `/enquiry?property=${listing.id}`,
      );
      expect(await sidewaysOverflow(desk.page)).toBeLessThanOrEqual(0);
      await card.screenshot({ path: path.join(SCREENSHOTS, "agent-card-1440.png") });
      // On the Arabic page, the languages are named in Arabic.
      await desk.page.goto(`${server.url}/ar/property/${listing.id}`, { waitUntil: "networkidle" });
      const spoken = await desk.page.locator("aside[data-agent-profile] [data-agent-languages]").innerText();
      expect(spoken).toMatch(/، الإيطالية$/);
      expect(spoken).not.toMatch(/[A-Za-z]/);

      // On a phone: who the agent is above the content, and the contact bar reaches them.
      const phone = await openPage(browser, PHONE);
      await phone.page.goto(url, { waitUntil: "networkidle" });
      const intro = phone.page.locator("[data-agent-intro]");
      expect(await intro.isVisible()).toBe(true);
      const introText = await intro.innerText();
      for (const part of [a.name, `Speaks ${a.languages}, Italian`, `BRN ${a.brn}`])
        expect(introText).toContain(part);
      expect(await intro.locator("img[data-agent-photo]").getAttribute("src")).toBe(photo);
      const bar = phone.page.getByTestId("contact-bar");
      expect(await bar.getAttribute("aria-label")).toBe(`Contact ${a.name}`);
      const barWa = new URL((await bar.getByRole("link", { name: "WhatsApp" }).getAttribute("href")) ?? "");
      expect(barWa.pathname).toBe(`/${a.whatsapp}`);
      expect(barWa.searchParams.get("text")).toContain(`(Ref. ${listing.reference})`);
      expect(await sidewaysOverflow(phone.page)).toBeLessThanOrEqual(0);
      await intro.scrollIntoViewIfNeeded();
      await phone.page.screenshot({ path: path.join(SCREENSHOTS, "agent-card-390.png") });
      expect(phone.errors).toEqual([]);
      await phone.close();

      // C's photo does not load: their initials stand in on the card.
      await desk.page.goto(`${server.url}/property/${(await listingOf(server, c.id)).id}`, {
        waitUntil: "networkidle",
      });
      const initials = desk.page.locator("aside[data-agent-profile]");
      await expect.poll(() => initials.locator("svg[data-agent-initials]").count()).toBe(1);
      expect(await initials.innerText()).toContain(`Listed by ${c.name}`);
      await initials.screenshot({ path: path.join(SCREENSHOTS, "agent-card-initials-1440.png") });

      // B's listing (deactivated agent): the listing's own name and BRN, no profile, the agency's contacts.
      const old = await listingOf(server, b.id);
      await desk.page.goto(`${server.url}/property/${old.id}`, { waitUntil: "networkidle" });
      const plain = desk.page.locator('aside[aria-labelledby="agent-title"]');
      expect(await plain.getAttribute("data-agent-profile")).toBeNull();
      expect(await plain.innerText()).toContain(`Listed by ${b.name}`);
      expect(await plain.innerText()).toContain(`BRN ${b.brn}`);
      expect(await plain.locator("img, [data-agent-languages]").count()).toBe(0);
      expect(await plain.locator("[data-action=whatsapp]").getAttribute("href")).not.toContain(b.whatsapp);
      expect(unexpectedErrors(desk.errors)).toEqual([]);
    } finally {
      await saveAgent(server, cookie, b, {});
      await saveAgent(server, cookie, c, {});
      await desk.close();
    }
  });

  it("screenshots of home, a listing page and a detail page at 390 and 1440 px, in English and Arabic, none scrolling sideways", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const pages: [string, string][] = [
      ["home", "/"],
      ["listing", "/buyRealEstate"],
      ["detail", `/property/${buyIds[0]}`],
      ["team", "/team"],
      // The same in Arabic, right to left (issue 20).
      ["home-ar", "/ar"],
      ["listing-ar", "/ar/buyRealEstate"],
      ["detail-ar", `/ar/property/${buyIds[0]}`],
    ];
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await openPage(browser, { ...viewport, reducedMotion: true });
      for (const [name, p] of pages) {
        await page.goto(`${server.url}${p}`, { waitUntil: "networkidle" });
        expect(await sidewaysOverflow(page), `${p} at ${viewport.width}`).toBeLessThanOrEqual(0);
        // The whole page at phone width, where everything stacks; the first screen at 1440 px (a whole
        // desktop page is thousands of pixels to lay out and paint, and CI's time is short).
        const full = viewport.width === PHONE.width;
        // Lay out every card for the full-page picture (the grid skips those far off screen).
        if (full) await page.addStyleTag({ content: "main li { content-visibility: visible !important; }" });
        // JPEG: a tall page is several thousand pixels, and PNG takes seconds to encode.
        await page.screenshot({
          path: path.join(SCREENSHOTS, `${name}-${viewport.width}.jpg`),
          type: "jpeg",
          quality: 80,
          fullPage: full,
        });
      }
      expect(errors).toEqual([]);
      await close();
    }
  });
});

describe("the footer's ORN comes from the site settings", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ data: "empty" }), launchBrowser()]);
    // Before the first page is served (the server caches the settings briefly).
    await writeSettings(server, { orn: " ORN 12345 ", licence: " 1098765 " });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("with no active agent, the team page says so and how to reach the office", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await openPage(browser, viewport);
      await page.goto(`${server.url}/team`, { waitUntil: "networkidle" });
      expect(await page.locator("main li[data-agent]").count()).toBe(0);
      const empty = page.locator("[data-team-empty]");
      expect(
        await empty.getByRole("heading", { name: "Our agents will be introduced here soon" }).count(),
      ).toBe(1);
      expect(await empty.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
      expect(await empty.locator('a[href^="tel:"]').count()).toBe(1);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `team-empty-${viewport.width}.png`),
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("shows the agency's ORN once, labelled once, and its trade licence", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    expect(await page.locator("footer [data-testid=footer-orn]").textContent()).toBe(
      "Registered with RERA, ORN 12345",
    );
    expect(await page.locator("footer [data-testid=footer-licence]").textContent()).toBe(
      "Trade licence 1098765",
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await close();
  });
});
