import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { headerBlock, startSmtp, type TestSmtp } from "../../../tests/setup/smtp.ts";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { isAppError } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import { describeFilters } from "../properties/filter-labels.ts";
import { signLink } from "../../lib/signed-links.server.ts";
import { type MailWorker, startMailWorker } from "../mail/mail.service.server.ts";
import { createMailTransport } from "../mail/mail.transport.server.ts";
import { newsletterStatusOf, subscribe } from "../newsletter/newsletter.service.server.ts";
import { insertPropertyRow, updatePropertyRow } from "../properties/property.rows.server.ts";
import { propertyTestRow } from "../properties/property.test-rows.ts";
import { DEFAULT_SETTINGS, DEMO_ARABIC_WORDS } from "../settings/settings.defaults.ts";
import { invalidateSettingsCache } from "../settings/settings.service.server.ts";
import {
  confirmAlerts,
  LINK_EVERY_MINUTES,
  readAlertStopLink,
  readAlertsConfirmLink,
  requestAlert,
  searchOfPage,
  stopAlert,
  stopFavouriteAlerts,
} from "./alerts.service.server.ts";
import {
  actOnVisitorPage,
  attachFavourites,
  readVisitorPage,
  requestVisitorLink,
} from "./visitor-page.server.ts";
import { pauseAlertsOnHardBounce, runDueAlerts, runFavouriteAlerts, SETTLE_MS } from "./alerts-run.server.ts";

// Saved searches with alerts, the visitor's page and favourites (issue 23), on both databases, with
// the outbox delivering to a real SMTP server where a test reads what the visitor receives.

const ORIGIN = "https://agency.example";
const at = (iso: string) => new Date(iso);
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const HOUR = 3_600_000;

/** The `t` (or `f`) of the first link to `path` in a text. */
function tokenIn(text: string, path: string, param = "t"): string {
  const m = new RegExp(`${ORIGIN.replace(/\./g, "\\.")}(/ar)?/${path}\\?${param}=([\\w.-]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in:\n${text}`);
  return m[2];
}

async function refused(p: Promise<unknown>): Promise<{ code: string; fields?: Record<string, string> }> {
  try {
    await p;
  } catch (e) {
    if (isAppError(e)) return { code: e.code, fields: e.fields };
    throw e;
  }
  throw new Error("expected a refusal");
}

describe.each(TEST_DIALECTS)("saved searches, alerts and the visitor's page [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  let smtp: TestSmtp;
  let worker: MailWorker | undefined;

  const outbox = (recipient: string, purpose?: string) =>
    db.db
      .selectFrom("mail_messages")
      .selectAll()
      .where("recipient", "=", recipient)
      .$if(!!purpose, (q) => q.where("purpose", "=", purpose ?? ""))
      .orderBy("created_at")
      .orderBy("id")
      .execute();

  /** A listing published at `when` (created as a draft, then approved). */
  async function publish(over: Parameters<typeof propertyTestRow>[0], when: Date) {
    const row = propertyTestRow({ ...over, status: "notApproved", created_at: when.toISOString() });
    await insertPropertyRow(db.db, row);
    await updatePropertyRow(db.db, row.id, { status: "approved", updated_at: when.toISOString() });
    return row;
  }

  /** Saves a search and confirms it from its email, at `when`; returns the confirmation token. */
  async function savedAndConfirmed(email: string, from: string, frequency: string, when: Date) {
    await requestAlert(db.db, { email, frequency, from }, { locale: "en", origin: ORIGIN, now: when });
    const [mail] = (await outbox(email, "alerts-confirm")).slice(-1);
    const token = tokenIn(mail.text, "alerts/confirm");
    expect(await confirmAlerts(db.db, token, when)).toMatchObject({ state: "confirmed" });
    return token;
  }

  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await smtp?.close();
    await cleanup?.();
  });

  const startWorker = () => {
    worker = startMailWorker({
      db: db.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir }),
      from: "Sandstone & Sea <noreply@agency.example>",
      retrySeconds: 0.05,
      maxAttempts: 3,
      leaseSeconds: 60,
      pollMs: 50,
    });
  };

  it("keeps the filters of the page the visitor saves from, as that page applies them", () => {
    expect(
      searchOfPage("/rentRealEstate?city=Dubai%20Marina&bedroom=2&maxPrice=150000&sort=max-price&page=3"),
    ).toEqual({
      filters: { type: "Rent", city: "Dubai Marina", maxPrice: 150000, bedroom: 2 },
      sourcePath: "/rentRealEstate?city=Dubai+Marina&bedroom=2&maxPrice=150000",
    });
    // Arabic pages save the same search; a fixed filter wins over the address.
    expect(searchOfPage("/ar/buyRealEstate?transaction=Rent&complete=offPlan").filters).toEqual({
      type: "Buy",
      complete: "offPlan",
    });
    expect(searchOfPage("/searchResult?transactionType=Rent&city=Any&bathroom=2").filters).toEqual({
      type: "Rent",
      bathroom: 2,
    });
    expect(searchOfPage("/allProperties?city=Creek%20Harbour").filters).toEqual({ city: "Creek Harbour" });
    // The map's area (issue 24) and an area page are kept too; the map view is not a filter.
    expect(searchOfPage("/buyRealEstate?bbox=55.1,25.05,55.2,25.1&view=map")).toEqual({
      filters: { type: "Buy", bbox: "55.1,25.05,55.2,25.1" },
      sourcePath: "/buyRealEstate?bbox=55.1%2C25.05%2C55.2%2C25.1&view=map",
    });
    expect(searchOfPage("/ar/area/Dubai%20Marina?type=residential").filters).toEqual({
      propertyType: "residential",
      location: "Dubai Marina",
    });
    expect(
      describeFilters((key, vars) => translate("en", key, vars), {
        location: "Dubai Marina",
        bbox: "55.1,25.05,55.2,25.1",
      }),
    ).toEqual(["Dubai Marina", "Map area"]);
    for (const bad of [
      "/buyRealEstate?bbox=55.2,25.05,55.1,25.1",
      "/aboutUs",
      "https://elsewhere.example/buyRealEstate",
      "//elsewhere.example/rentRealEstate",
      "/buyRealEstate?minPrice=9&maxPrice=1",
    ])
      expect(() => searchOfPage(bad), bad).toThrow();
  });

  it("sends nothing before the address confirms; then an alert with the matching listing, and none for one that does not match", async () => {
    const t0 = at("2026-11-20T08:00:00.000Z");
    const email = "noor@visitor.example";
    await requestAlert(
      db.db,
      { email, frequency: "instant", from: "/rentRealEstate?city=Dubai%20Marina&bedroom=2" },
      { locale: "en", origin: ORIGIN, now: t0 },
    );
    // A matching listing before the confirmation: no alert, now or later.
    await publish(
      { type: "Rent", location: "Dubai Marina", bedrooms: 2, name: "Before confirming" },
      later(t0, 60_000),
    );
    expect(await runDueAlerts(db.db, { now: later(t0, HOUR) })).toBe(0);
    expect(await outbox(email, "alert")).toHaveLength(0);

    startWorker();
    const [confirmMail] = await smtp.waitFor(1);
    expect(confirmMail.parsed.subject).toBe("Confirm your property alert from Sandstone & Sea Properties");
    expect(confirmMail.parsed.text).toContain("Rent · Dubai Marina · 2 bedrooms");
    const token = tokenIn(confirmMail.parsed.text ?? "", "alerts/confirm");
    // Opening the link changes nothing (mail scanners open links); the button does.
    const seen = await readAlertsConfirmLink(db.db, token, "en", later(t0, 2 * HOUR));
    expect(seen).toMatchObject({ state: "ok", email, active: 0 });
    expect(await runDueAlerts(db.db, { now: later(t0, 2 * HOUR) })).toBe(0);
    const t1 = later(t0, 2 * HOUR);
    expect(await confirmAlerts(db.db, token, t1)).toMatchObject({ state: "confirmed", started: 1 });
    expect(await confirmAlerts(db.db, token, t1)).toMatchObject({ state: "confirmed", started: 0 });

    // After it: one matching listing, one in another place, one with other bedrooms, one for sale.
    await publish(
      { type: "Rent", location: "Dubai Marina", bedrooms: 2, name: "Marina two-bed" },
      later(t1, 60_000),
    );
    await publish(
      { type: "Rent", location: "Jumeirah Village Circle", bedrooms: 2, name: "JVC two-bed" },
      later(t1, 60_000),
    );
    await publish(
      { type: "Rent", location: "Dubai Marina", bedrooms: 3, name: "Marina three-bed" },
      later(t1, 60_000),
    );
    await publish(
      { type: "Buy", location: "Dubai Marina", bedrooms: 2, name: "Marina sale" },
      later(t1, 60_000),
    );
    const t2 = later(t1, 5 * 60_000);
    expect(await runDueAlerts(db.db, { now: t2 })).toBe(1);
    const [alert] = await smtp.waitFor(2).then((r) => r.slice(1));
    expect(alert.parsed.subject).toBe("1 new listing: Rent · Dubai Marina · 2 bedrooms");
    const text = alert.parsed.text ?? "";
    expect(text).toContain("Marina two-bed");
    for (const other of ["JVC two-bed", "Marina three-bed", "Marina sale", "Before confirming"])
      expect(text).not.toContain(other);
    // One click stops it: the header's URL, POSTed by the mail client.
    const head = headerBlock(alert.raw);
    expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const stop = /List-Unsubscribe: (<[^>]+>)/.exec(head)?.[1] ?? "";
    expect(stop).toMatch(new RegExp(`^<${ORIGIN}/alerts/stop\\?t=`));
    expect(text).toContain(stop.slice(1, -1));
    // Nothing new: nothing sent.
    expect(await runDueAlerts(db.db, { now: later(t2, 5 * 60_000) })).toBe(0);
    // A listing that does not match, approved later: still nothing.
    await publish({ type: "Rent", location: "Downtown Dubai", bedrooms: 2 }, later(t2, 60_000));
    expect(await runDueAlerts(db.db, { now: later(t2, 10 * 60_000) })).toBe(0);

    const stopToken = /t=([\w.-]+)>/.exec(stop)?.[1] ?? "";
    expect(await readAlertStopLink(db.db, stopToken)).toMatchObject({ state: "ok", email });
    expect(await stopAlert(db.db, stopToken)).toMatchObject({ state: "stopped" });
    expect(await stopAlert(db.db, stopToken)).toEqual({ state: "gone" });
    await publish({ type: "Rent", location: "Dubai Marina", bedrooms: 2 }, later(t2, 11 * 60_000));
    expect(await runDueAlerts(db.db, { now: later(t2, 20 * 60_000) })).toBe(0);
  });

  it("sends a daily alert once a day, with every listing of the day in one email", async () => {
    const t0 = at("2026-11-21T06:00:00.000Z");
    const email = "daily@visitor.example";
    await savedAndConfirmed(email, "/buyRealEstate?city=Palm%20Jumeirah", "daily", t0);
    await publish({ type: "Buy", location: "Palm Jumeirah", name: "Palm villa one" }, later(t0, HOUR));
    await publish({ type: "Buy", location: "Palm Jumeirah", name: "Palm villa two" }, later(t0, 3 * HOUR));
    expect(await runDueAlerts(db.db, { now: later(t0, 4 * HOUR) })).toBe(0);
    expect(await runDueAlerts(db.db, { now: later(t0, 23 * HOUR) })).toBe(0);
    expect(await runDueAlerts(db.db, { now: later(t0, 24 * HOUR + 60_000) })).toBe(1);
    const alerts = await outbox(email, "alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toBe("2 new listings: Buy · Palm Jumeirah");
    expect(alerts[0].text).toContain("Palm villa one");
    expect(alerts[0].text).toContain("Palm villa two");
    // The next day starts from there: a listing of the day after comes the day after that.
    await publish({ type: "Buy", location: "Palm Jumeirah", name: "Palm villa three" }, later(t0, 30 * HOUR));
    expect(await runDueAlerts(db.db, { now: later(t0, 36 * HOUR) })).toBe(0);
    expect(await runDueAlerts(db.db, { now: later(t0, 48 * HOUR + 2 * 60_000) })).toBe(1);
    const [, second] = await outbox(email, "alert");
    expect(second.text).toContain("Palm villa three");
    expect(second.text).not.toContain("Palm villa one");
  });

  it("sends one confirmation email per address per 10 minutes, whatever is saved meanwhile, and keeps a search once", async () => {
    const t0 = at("2026-11-22T08:00:00.000Z");
    const email = "busy@visitor.example";
    const ask = (from: string, now: Date, frequency = "weekly") =>
      requestAlert(db.db, { email, frequency, from }, { locale: "en", origin: ORIGIN, now });
    await ask("/buyRealEstate", t0);
    await ask("/buyRealEstate", later(t0, 60_000));
    await ask("/rentRealEstate", later(t0, 2 * 60_000));
    expect(await outbox(email, "alerts-confirm")).toHaveLength(1);
    await ask("/holidayRealEstate", later(t0, (LINK_EVERY_MINUTES + 1) * 60_000));
    const confirms = await outbox(email, "alerts-confirm");
    expect(confirms).toHaveLength(2);
    // The newest email names every search waiting; only its link works.
    expect(confirms[1].text).toContain("Holiday");
    expect(confirms[1].text).toContain("Rent");
    expect(
      await confirmAlerts(db.db, tokenIn(confirms[0].text, "alerts/confirm"), later(t0, 15 * 60_000)),
    ).toEqual({
      state: "invalid",
    });
    expect(
      await confirmAlerts(db.db, tokenIn(confirms[1].text, "alerts/confirm"), later(t0, 15 * 60_000)),
    ).toMatchObject({ state: "confirmed", started: 3 });
    // An Arabic page asks: the emails follow the visitor's language.
    await requestAlert(
      db.db,
      { email, frequency: "daily", from: "/ar/newProjects" },
      { locale: "ar", origin: ORIGIN, now: later(t0, 30 * 60_000) },
    );
    const [arabic] = (await outbox(email, "alerts-confirm")).slice(-1);
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.text).toContain(`${ORIGIN}/ar/alerts/confirm?t=`);
    // Its foot names the office's address in English until an admin writes it in Arabic.
    expect(arabic.text).toContain(DEFAULT_SETTINGS.address);
    await db.db
      .insertInto("site_settings")
      .values({ key: "arabic", value: JSON.stringify(DEMO_ARABIC_WORDS), updated_at: t0.toISOString() })
      .execute();
    invalidateSettingsCache();
    await requestAlert(
      db.db,
      { email, frequency: "daily", from: "/ar/rentRealEstate" },
      { locale: "ar", origin: ORIGIN, now: later(t0, 45 * 60_000) },
    );
    const [arabicAddress] = (await outbox(email, "alerts-confirm")).slice(-1);
    expect(arabicAddress.text).toContain(DEMO_ARABIC_WORDS.address);
    expect(arabicAddress.text).not.toContain(DEFAULT_SETTINGS.address);
    await db.db.deleteFrom("site_settings").where("key", "=", "arabic").execute();
    invalidateSettingsCache();
    // Bad input changes nothing.
    expect(await refused(ask("/aboutUs", later(t0, 40 * 60_000)))).toMatchObject({ code: "bad_request" });
    expect(
      await refused(
        requestAlert(
          db.db,
          { email: "not an email", frequency: "daily", from: "/buyRealEstate" },
          { locale: "en", origin: ORIGIN },
        ),
      ),
    ).toMatchObject({ code: "validation_failed", fields: { email: expect.any(String) } });
    expect(
      await refused(
        requestAlert(
          db.db,
          { email, frequency: "hourly", from: "/buyRealEstate" },
          { locale: "en", origin: ORIGIN },
        ),
      ),
    ).toMatchObject({ code: "validation_failed", fields: { frequency: "visitor.error.frequency" } });
  });

  it("refuses forged, tampered, other-purpose and expired links", async () => {
    const t0 = at("2026-11-23T08:00:00.000Z");
    const email = "links@visitor.example";
    await requestAlert(
      db.db,
      { email, frequency: "daily", from: "/buyRealEstate" },
      { locale: "en", origin: ORIGIN, now: t0 },
    );
    const [mail] = await outbox(email, "alerts-confirm");
    const token = tokenIn(mail.text, "alerts/confirm");
    const [id, expiry, mac] = token.split(".");
    expect(await readAlertsConfirmLink(db.db, `${id}.${expiry}.${mac.slice(0, -2)}AA`, "en", t0)).toEqual({
      state: "invalid",
    });
    expect(
      await readAlertsConfirmLink(
        db.db,
        `${id}.${(Number.parseInt(expiry, 36) + 9999).toString(36)}.${mac}`,
        "en",
        t0,
      ),
    ).toEqual({
      state: "invalid",
    });
    expect(await readAlertsConfirmLink(db.db, "not-a-token", "en", t0)).toEqual({ state: "invalid" });
    // Signed, but for another purpose: refused.
    const page = signLink("visitor-page", id, { expiresAt: later(t0, HOUR) });
    expect(await readAlertsConfirmLink(db.db, page, "en", t0)).toEqual({ state: "invalid" });
    expect(await confirmAlerts(db.db, token, later(t0, 8 * 24 * HOUR))).toEqual({ state: "expired" });
    expect(await readVisitorPage(db.db, token, "en", t0)).toEqual({ state: "invalid" });
    expect(await readVisitorPage(db.db, page, "en", later(t0, 2 * HOUR))).toEqual({ state: "expired" });
    expect(await readVisitorPage(db.db, page, "en", t0)).toMatchObject({
      state: "ok",
      email,
      confirmed: false,
    });
  });

  it("lets the visitor change, pause, resume and delete a search from their page, and no one else's", async () => {
    const t0 = at("2026-11-24T08:00:00.000Z");
    const email = "page@visitor.example";
    await savedAndConfirmed(email, "/rentRealEstate?city=Business%20Bay", "instant", t0);
    await requestVisitorLink(db.db, { email }, { locale: "en", origin: ORIGIN, now: later(t0, 20 * 60_000) });
    const [linkMail] = await outbox(email, "visitor-page");
    expect(linkMail.subject).toBe("Your alerts and favourites at Sandstone & Sea Properties");
    const token = tokenIn(linkMail.text, "my-alerts");
    const ctx = { locale: "en" as const, origin: ORIGIN, now: later(t0, 21 * 60_000) };
    let page = await readVisitorPage(db.db, token, "en", ctx.now);
    if (page.state !== "ok") throw new Error(page.state);
    const [search] = page.searches;
    expect(search).toMatchObject({ status: "active", frequency: "instant" });
    expect(search.description).toEqual(["Rent", "Business Bay"]);

    await actOnVisitorPage(
      db.db,
      token,
      { intent: "edit", id: search.id, values: { frequency: "weekly", maxPrice: "120000", bedroom: "1" } },
      ctx,
    );
    page = await readVisitorPage(db.db, token, "en", ctx.now);
    if (page.state !== "ok") throw new Error(page.state);
    expect(page.searches[0]).toMatchObject({
      frequency: "weekly",
      filters: { type: "Rent", city: "Business Bay", maxPrice: 120000, bedroom: 1 },
    });
    expect(page.searches[0].sourcePath).toBe("/rentRealEstate?city=Business+Bay&maxPrice=120000&bedroom=1");
    expect(
      await refused(
        actOnVisitorPage(
          db.db,
          token,
          { intent: "edit", id: search.id, values: { frequency: "weekly", minPrice: "9", maxPrice: "1" } },
          ctx,
        ),
      ),
    ).toMatchObject({ code: "validation_failed", fields: { minPrice: "visitor.error.priceOrder" } });

    // Paused: nothing is sent; resumed: from then on, not what was published meanwhile.
    await actOnVisitorPage(
      db.db,
      token,
      { intent: "edit", id: search.id, values: { frequency: "instant" } },
      ctx,
    );
    await actOnVisitorPage(db.db, token, { intent: "pause", id: search.id }, ctx);
    await publish({ type: "Rent", location: "Business Bay", name: "While paused" }, later(t0, HOUR));
    expect(await runDueAlerts(db.db, { now: later(t0, 2 * HOUR) })).toBe(0);
    await actOnVisitorPage(
      db.db,
      token,
      { intent: "resume", id: search.id },
      { ...ctx, now: later(t0, 2 * HOUR) },
    );
    await publish({ type: "Rent", location: "Business Bay", name: "After resuming" }, later(t0, 3 * HOUR));
    expect(await runDueAlerts(db.db, { now: later(t0, 4 * HOUR) })).toBe(1);
    const [alert] = await outbox(email, "alert");
    expect(alert.text).toContain("After resuming");
    expect(alert.text).not.toContain("While paused");

    // Another visitor's search is not theirs to touch.
    await savedAndConfirmed("other@visitor.example", "/buyRealEstate", "daily", t0);
    const other = await db.db
      .selectFrom("saved_searches")
      .innerJoin("visitors", "visitors.id", "saved_searches.visitor_id")
      .select("saved_searches.id")
      .where("visitors.email", "=", "other@visitor.example")
      .executeTakeFirstOrThrow();
    expect(
      await refused(actOnVisitorPage(db.db, token, { intent: "delete", id: other.id }, ctx)),
    ).toMatchObject({ code: "bad_request" });
    await actOnVisitorPage(db.db, token, { intent: "delete", id: search.id }, ctx);
    page = await readVisitorPage(db.db, token, "en", ctx.now);
    expect(page.state === "ok" && page.searches).toEqual([]);
  });

  it("keeps favourites by email, tells of a price drop or a listing gone once, and only when asked", async () => {
    const t0 = at("2026-11-25T08:00:00.000Z");
    const email = "fav@visitor.example";
    const a = await publish({ type: "Buy", name: "Favourite A", price: 2_000_000 }, t0);
    const b = await publish({ type: "Buy", name: "Favourite B", price: 3_000_000 }, t0);
    const draft = propertyTestRow({ status: "notApproved", name: "A draft" });
    await insertPropertyRow(db.db, draft);
    const r = await attachFavourites(
      db.db,
      { email, ids: `${a.id},${b.id},${draft.id},nope` },
      { locale: "en", origin: ORIGIN, now: t0 },
    );
    expect(r.attached).toBe(2);
    const [linkMail] = await outbox(email, "visitor-page");
    expect(linkMail.text).toContain("2 listings are now kept on");
    const token = tokenIn(linkMail.text, "my-alerts");

    // Not asked yet: a price drop sends nothing.
    await updatePropertyRow(db.db, a.id, {
      price: 1_900_000,
      price_per_year: 1_900_000,
      updated_at: later(t0, HOUR).toISOString(),
    });
    expect(await runFavouriteAlerts(db.db, { now: later(t0, HOUR) })).toBe(0);
    const ctx = { locale: "en" as const, origin: ORIGIN, now: later(t0, 2 * HOUR) };
    await actOnVisitorPage(db.db, token, { intent: "favourite-alerts", on: true }, ctx);
    // Asked: a drop from what they were last shown (the drop above counts), and a listing gone.
    await updatePropertyRow(db.db, b.id, {
      status: "expired",
      updated_at: later(t0, 3 * HOUR).toISOString(),
    });
    expect(await runFavouriteAlerts(db.db, { now: later(t0, 3 * HOUR) })).toBe(1);
    const [news] = await outbox(email, "favourites");
    expect(news.subject).toBe("News of 2 listings you keep");
    expect(news.text).toContain("Price lowered: AED 2,000,000 → AED 1,900,000");
    expect(news.text).toContain("No longer available");
    expect(JSON.parse(news.headers ?? "{}")["List-Unsubscribe"]).toMatch(/\/alerts\/stop\?f=/);
    expect(await runFavouriteAlerts(db.db, { now: later(t0, 4 * HOUR) })).toBe(0);
    // A rise is no news; a later drop is measured from it.
    await updatePropertyRow(db.db, a.id, {
      price: 2_500_000,
      price_per_year: 2_500_000,
      updated_at: later(t0, 5 * HOUR).toISOString(),
    });
    expect(await runFavouriteAlerts(db.db, { now: later(t0, 5 * HOUR) })).toBe(0);
    await updatePropertyRow(db.db, a.id, {
      price: 2_400_000,
      price_per_year: 2_400_000,
      updated_at: later(t0, 6 * HOUR).toISOString(),
    });
    expect(await runFavouriteAlerts(db.db, { now: later(t0, 6 * HOUR) })).toBe(1);
    const [, second] = await outbox(email, "favourites");
    expect(second.text).toContain("AED 2,500,000 → AED 2,400,000");
    // One click stops them.
    const f = tokenIn(second.text, "alerts/stop", "f");
    expect(await stopFavouriteAlerts(db.db, f, { act: true })).toMatchObject({ state: "stopped", email });
    await updatePropertyRow(db.db, a.id, {
      price: 2_000_000,
      price_per_year: 2_000_000,
      updated_at: later(t0, 7 * HOUR).toISOString(),
    });
    expect(await runFavouriteAlerts(db.db, { now: later(t0, 7 * HOUR) })).toBe(0);
  });

  it("deletes everything about a visitor at once: alerts, favourites, subscription, their emails; the link stops working", async () => {
    const t0 = at("2026-11-26T08:00:00.000Z");
    const email = "forget@visitor.example";
    await savedAndConfirmed(email, "/buyRealEstate", "daily", t0);
    const l = await publish({ type: "Buy", name: "Kept listing" }, t0);
    await attachFavourites(
      db.db,
      { email, ids: l.id },
      { locale: "en", origin: ORIGIN, now: later(t0, 20 * 60_000) },
    );
    await subscribe(db.db, { email }, { locale: "en", origin: ORIGIN, now: t0 });
    expect(await newsletterStatusOf(db.db, email)).toBe("pending");
    // A lead's emails are the agency's record: they stay.
    await db.db
      .insertInto("mail_messages")
      .values({
        id: "lead-mail-1",
        purpose: "lead-visitor",
        recipient: email,
        subject: "Thanks",
        html: "",
        text: "",
        status: "sent",
        attempts: 1,
        next_attempt_at: t0.toISOString(),
        created_at: t0.toISOString(),
        updated_at: t0.toISOString(),
        dedupe_key: "lead-mail-1",
        message_id: "<lead-mail-1@agency.example>",
      } as never)
      .execute();
    const [linkMail] = await outbox(email, "visitor-page");
    const token = tokenIn(linkMail.text, "my-alerts");
    const page = await readVisitorPage(db.db, token, "en", later(t0, HOUR));
    expect(page).toMatchObject({
      state: "ok",
      newsletter: "pending",
      favourites: [{ id: l.id, published: true }],
    });

    expect(
      await actOnVisitorPage(
        db.db,
        token,
        { intent: "forget" },
        { locale: "en", origin: ORIGIN, now: later(t0, HOUR) },
      ),
    ).toEqual({
      state: "forgotten",
    });
    const count = async (table: "visitors" | "saved_searches" | "favourites") =>
      (await db.db.selectFrom(table).selectAll().execute()).length;
    expect(await db.db.selectFrom("visitors").selectAll().where("email", "=", email).execute()).toEqual([]);
    expect(await newsletterStatusOf(db.db, email)).toBeNull();
    expect((await outbox(email)).map((m) => m.purpose)).toEqual(["lead-visitor"]);
    expect(await readVisitorPage(db.db, token, "en", later(t0, HOUR))).toEqual({ state: "gone" });
    // Other visitors keep theirs.
    expect(await count("visitors")).toBeGreaterThan(0);
    expect(await count("saved_searches")).toBeGreaterThan(0);
  });

  it("pauses an address's alerts when the mail server refuses it for good (5xx)", async () => {
    const t0 = at("2026-11-27T06:00:00.000Z");
    const email = "bounce@visitor.example";
    await savedAndConfirmed(email, "/holidayRealEstate", "instant", t0);
    await publish({ type: "HolidayHome", name: "Beach holiday home" }, later(t0, 60_000));
    expect(await runDueAlerts(db.db, { now: later(t0, 2 * 60_000) })).toBeGreaterThan(0);
    smtp.refuse.add(email);
    const unhook = pauseAlertsOnHardBounce(db.db);
    try {
      startWorker();
      const until = Date.now() + 10_000;
      const statusOf = async () =>
        (
          await db.db
            .selectFrom("saved_searches")
            .innerJoin("visitors", "visitors.id", "saved_searches.visitor_id")
            .select("saved_searches.status")
            .where("visitors.email", "=", email)
            .executeTakeFirstOrThrow()
        ).status;
      while ((await statusOf()) !== "paused") {
        if (Date.now() > until) throw new Error("not paused");
        await new Promise((r) => setTimeout(r, 50));
      }
      await publish({ type: "HolidayHome", name: "Another holiday home" }, later(t0, 3 * 60_000));
      expect((await outbox(email, "alert")).length).toBe(1);
      await runDueAlerts(db.db, { now: later(t0, 4 * 60_000) });
      expect((await outbox(email, "alert")).length).toBe(1);
    } finally {
      unhook();
      smtp.refuse.delete(email);
    }
  });

  it("never sends a listing twice when two rounds run at once", async () => {
    const t0 = at("2026-11-27T08:00:00.000Z");
    const email = "race@visitor.example";
    await savedAndConfirmed(email, "/commercialRealEstate", "instant", t0);
    await publish({ type: "Commercial", property_type: "commercial", name: "Office" }, later(t0, 60_000));
    const now = later(t0, 60_000 + SETTLE_MS + 5_000);
    const [x, y] = await Promise.all([runDueAlerts(db.db, { now }), runDueAlerts(db.db, { now })]);
    expect(await outbox(email, "alert")).toHaveLength(1);
    // Every alert the two rounds counted is one email (other visitors' daily ones are due too).
    const queued = await db.db
      .selectFrom("mail_messages")
      .select("id")
      .where("purpose", "=", "alert")
      .where("created_at", "=", now.toISOString())
      .execute();
    expect(x + y).toBe(queued.length);
  });
});
