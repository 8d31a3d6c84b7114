import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC, type StaffActor } from "../../lib/actor.ts";
import { type AppError, isAppError } from "../../lib/errors.ts";
import { DEFAULT_SETTINGS, type SiteSettings } from "./settings.schema.ts";
import { getSiteSettings, invalidateSettingsCache, updateSiteSettings } from "./settings.service.server.ts";

// The settings screen's save (/admin/settings): admins only, the same schema every read applies,
// one transaction of upserts, and the change visible to the next read at once.

const staff = (role: "admin" | "agent"): StaffActor => ({
  kind: "staff",
  role,
  userId: `${role}-1`,
  email: `${role}@agency.example`,
  name: role,
  sessionId: "s",
});
const admin = staff("admin");
const agent = staff("agent");

const CHANGED: SiteSettings = {
  ...DEFAULT_SETTINGS,
  agencyName: "Palm & Creek Realty",
  phone: "+971 4 555 0199",
  whatsapp: "971500000199",
  email: "office@palm-creek.example",
  orn: "ORN 54321",
  social: { ...DEFAULT_SETTINGS.social, x: "https://x.com/palmcreek", youtube: "" },
  leadsEmail: "leads@palm-creek.example",
  acknowledgeApplications: false,
  heroVideos: { buy: "https://cdn.example/buy.webm", holiday: "/videos/holiday.mp4", areas: "" },
  arabic: { tagline: "بيوت على الخور", address: "", openingHours: "يوميًا 09:00–21:00" },
};

/** The error a call throws (fails the test when it does not throw an AppError). */
async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!isAppError(e)) throw new Error(`expected an AppError, got ${String(e)}`);
  return e;
}

describe.each(TEST_DIALECTS)("saving the site settings [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const stored = () =>
    db.db.selectFrom("site_settings").select(["key", "value", "updated_at"]).orderBy("key").execute();

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
  });
  // The cache is the process's: each dialect's database starts unread.
  beforeEach(() => invalidateSettingsCache());
  afterAll(async () => {
    invalidateSettingsCache();
    await cleanup?.();
  });

  it("an admin's save is read back at once, every key stored as JSON", async () => {
    // Read first, so the old values are cached: the save must replace them.
    expect(await getSiteSettings(db.db)).toEqual(DEFAULT_SETTINGS);
    const saved = await updateSiteSettings(db.db, admin, CHANGED);
    expect(saved).toEqual(CHANGED);
    expect(await getSiteSettings(db.db)).toEqual(CHANGED);
    const rows = await stored();
    expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
    expect(JSON.parse(rows.find((r) => r.key === "social")?.value ?? "")).toEqual(CHANGED.social);
    expect(JSON.parse(rows.find((r) => r.key === "acknowledgeApplications")?.value ?? "")).toBe(false);
  });

  it("a second save updates the stored keys in place, trimmed and with the WhatsApp number as digits", async () => {
    const saved = await updateSiteSettings(db.db, admin, {
      ...CHANGED,
      agencyName: "  Palm & Creek  ",
      whatsapp: "+971 50 000-0177",
      leadsEmail: "",
      acknowledgeApplications: true,
    });
    expect(saved.agencyName).toBe("Palm & Creek");
    expect(saved.whatsapp).toBe("971500000177");
    const read = await getSiteSettings(db.db);
    expect(read).toEqual(saved);
    expect(read.leadsEmail).toBe("");
    expect(read.acknowledgeApplications).toBe(true);
    expect((await stored()).length).toBe(Object.keys(DEFAULT_SETTINGS).length);
  });

  it("refuses bad values with a 422 and a message per field, changing nothing", async () => {
    const before = await stored();
    const cached = await getSiteSettings(db.db);
    const e = await refusal(
      updateSiteSettings(db.db, admin, {
        ...CHANGED,
        agencyName: "A new name that must not be saved",
        email: "not-an-email",
        whatsapp: "97150abc123",
        logo: "javascript:alert(1)",
        social: { ...CHANGED.social, instagram: "javascript:alert(1)" },
        heroVideos: { ...CHANGED.heroVideos, areas: "//elsewhere.example/v.mp4" },
        leadsEmail: "team@",
        arabic: { ...CHANGED.arabic, address: "ع".repeat(301) },
      }),
    );
    expect(e.status).toBe(422);
    expect(e.fields).toEqual({
      "arabic.address": "Keep the address to 300 characters or fewer.",
      email: "Enter a full email address, like hello@youragency.ae.",
      whatsapp: "Use digits only, starting with the country code, like 971501234567 (6 to 15 digits).",
      logo: "Enter a path on this website starting with /, or a full address starting with https://, or leave it blank.",
      "social.instagram": "Enter the page's full address, starting with https://, or leave it blank.",
      "heroVideos.areas":
        "Enter a path on this website starting with /, or a full address starting with https://, or leave it blank.",
      leadsEmail: "Enter a full email address, like team@youragency.ae, or leave it blank.",
    });
    expect(await stored()).toEqual(before);
    invalidateSettingsCache();
    expect(await getSiteSettings(db.db)).toEqual(cached);
  });

  it("refuses a save that leaves settings out, or sends a blank required one", async () => {
    const { phone: _phone, social: _social, ...partial } = CHANGED;
    const e = await refusal(updateSiteSettings(db.db, admin, { ...partial, agencyName: "   " }));
    expect(e.status).toBe(422);
    expect(Object.keys(e.fields ?? {}).sort()).toEqual(["agencyName", "phone", "social"]);
    expect(e.fields?.agencyName).toBe("Enter the agency's name (up to 120 characters).");
    expect(e.fields?.social).toBe("Part of the form was not sent. Reload the page and try again.");
  });

  it("an agent gets 403 and a visitor 401, before any check of the values, changing nothing", async () => {
    const before = await stored();
    const fromAgent = await refusal(updateSiteSettings(db.db, agent, { ...CHANGED, phone: "+971 1" }));
    expect(fromAgent.status).toBe(403);
    expect((await refusal(updateSiteSettings(db.db, agent, { email: "bad" }))).status).toBe(403);
    const fromVisitor = await refusal(updateSiteSettings(db.db, PUBLIC, { ...CHANGED, phone: "+971 2" }));
    expect(fromVisitor.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it("a stored value the schema no longer takes falls back to its default alone", async () => {
    await db.db
      .updateTable("site_settings")
      .set({ value: JSON.stringify({ ...CHANGED.social, x: "javascript:alert(1)" }) })
      .where("key", "=", "social")
      .execute();
    await db.db.updateTable("site_settings").set({ value: "{not json" }).where("key", "=", "orn").execute();
    invalidateSettingsCache();
    const read = await getSiteSettings(db.db);
    expect(read.social).toEqual(DEFAULT_SETTINGS.social);
    expect(read.orn).toBe(DEFAULT_SETTINGS.orn);
    expect(read.phone).toBe(CHANGED.phone);
  });
});

describe.each(TEST_DIALECTS)("the currency rates [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const stored = () =>
    db.db.selectFrom("site_settings").select(["key", "value", "updated_at"]).orderBy("key").execute();
  /** A save with these rates (as the form sends them: text, blank for none) on `day` (noon in Dubai). */
  const save = (rates: Record<string, string | number | null>, day = "2026-11-20") =>
    updateSiteSettings(
      db.db,
      admin,
      { ...DEFAULT_SETTINGS, currencyRates: { ...NONE, ...rates } },
      new Date(`${day}T08:00:00Z`),
    );
  const NONE = { USD: "", EUR: "", GBP: "", SAR: "", INR: "", RUB: "", CNY: "" };

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
  });
  beforeEach(() => invalidateSettingsCache());
  afterAll(async () => {
    invalidateSettingsCache();
    await cleanup?.();
  });

  it("none by default and no date; the first save of rates stores them and the day in Dubai", async () => {
    const before = await getSiteSettings(db.db);
    expect(before.currencyRates).toEqual(DEFAULT_SETTINGS.currencyRates);
    expect(Object.values(before.currencyRates).every((r) => r === null)).toBe(true);
    expect(before.currencyRatesSetOn).toBe("");
    // Saving with no rate keeps the date blank.
    expect((await save({})).currencyRatesSetOn).toBe("");

    // 22:30 in Dubai on the 20th is 18:30 UTC: the 20th. 20:30 UTC is already the 21st in Dubai.
    const saved = await updateSiteSettings(
      db.db,
      admin,
      { ...DEFAULT_SETTINGS, currencyRates: { ...NONE, USD: " 3.6725 ", INR: "0.0435" } },
      new Date("2026-11-20T20:30:00Z"),
    );
    expect(saved.currencyRates).toEqual({ ...DEFAULT_SETTINGS.currencyRates, USD: 3.6725, INR: 0.0435 });
    expect(saved.currencyRatesSetOn).toBe("2026-11-21");
    expect(await getSiteSettings(db.db)).toEqual(saved);
    const rows = await stored();
    expect(JSON.parse(rows.find((r) => r.key === "currencyRates")?.value ?? "")).toEqual(saved.currencyRates);
    expect(JSON.parse(rows.find((r) => r.key === "currencyRatesSetOn")?.value ?? "")).toBe("2026-11-21");
  });

  it("saving the same rates (as numbers or as text) keeps the old date; a change sets today's", async () => {
    const same = await save({ USD: 3.6725, INR: "0.04350" }, "2026-11-25");
    expect(same.currencyRatesSetOn).toBe("2026-11-21");
    // The date is the service's: one in the input is ignored.
    const typed = await updateSiteSettings(
      db.db,
      admin,
      {
        ...DEFAULT_SETTINGS,
        currencyRates: { ...NONE, USD: "3.6725", INR: "0.0435" },
        currencyRatesSetOn: "2020-01-01",
      },
      new Date("2026-11-25T08:00:00Z"),
    );
    expect(typed.currencyRatesSetOn).toBe("2026-11-21");
    expect((await getSiteSettings(db.db)).currencyRatesSetOn).toBe("2026-11-21");

    const changed = await save({ USD: "3.6725", INR: "0.0435", EUR: "3.87" }, "2026-11-26");
    expect(changed.currencyRates.EUR).toBe(3.87);
    expect(changed.currencyRatesSetOn).toBe("2026-11-26");
    expect((await getSiteSettings(db.db)).currencyRatesSetOn).toBe("2026-11-26");
  });

  it("refuses a bad rate with its field's message and changes nothing", async () => {
    const before = await stored();
    const cached = await getSiteSettings(db.db);
    const e = await refusal(
      save(
        {
          USD: "3,6725",
          EUR: "0",
          GBP: "-4.62",
          SAR: "10000.5",
          INR: "0.0000001",
          RUB: "abc",
          CNY: "0.5063",
        },
        "2026-11-27",
      ),
    );
    expect(e.status).toBe(422);
    const message = (code: string, example: string) =>
      `The ${code} rate must be a positive number of dirhams, like ${example} (at most 10,000, with up to 6 decimals), or blank.`;
    expect(e.fields).toEqual({
      "currencyRates.USD": message("USD", "3.6725"),
      "currencyRates.EUR": message("EUR", "3.87"),
      "currencyRates.GBP": message("GBP", "4.62"),
      "currencyRates.SAR": message("SAR", "0.9793"),
      "currencyRates.INR": message("INR", "0.0435"),
      "currencyRates.RUB": message("RUB", "0.0372"),
    });
    // A number out of range is refused as well as text, and so is a rate left out.
    const { CNY: _cny, ...withoutCny } = { ...NONE, USD: 12_000 };
    const more = await refusal(
      updateSiteSettings(db.db, admin, { ...DEFAULT_SETTINGS, currencyRates: withoutCny }),
    );
    expect(Object.keys(more.fields ?? {}).sort()).toEqual(["currencyRates.CNY", "currencyRates.USD"]);
    expect(await stored()).toEqual(before);
    invalidateSettingsCache();
    expect(await getSiteSettings(db.db)).toEqual(cached);
  });

  it("blank stops offering a currency; with every rate blank, no date", async () => {
    const saved = await save({ USD: "3.6725", INR: "0.0435", EUR: "" }, "2026-11-28");
    expect(saved.currencyRates.EUR).toBeNull();
    expect(saved.currencyRatesSetOn).toBe("2026-11-28");
    expect((await getSiteSettings(db.db)).currencyRates.EUR).toBeNull();

    const none = await save({}, "2026-11-29");
    expect(none.currencyRates).toEqual(DEFAULT_SETTINGS.currencyRates);
    expect(none.currencyRatesSetOn).toBe("");
    expect(await getSiteSettings(db.db)).toEqual(DEFAULT_SETTINGS);
  });
});
