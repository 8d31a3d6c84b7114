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
      }),
    );
    expect(e.status).toBe(422);
    expect(e.fields).toEqual({
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
