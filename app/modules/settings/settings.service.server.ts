import type { DB } from "../../db/index.server.ts";
import { announce, registerForgetter } from "../../lib/invalidation.server.ts";
import { type Actor, assertAdmin } from "../../lib/actor.ts";
import { fieldsNeedAttention } from "../../lib/errors.ts";
import { type MessageKey, translate } from "../../lib/i18n/index.ts";
import { clearPageCache } from "../../lib/page-cache.server.ts";
import { dubaiDay } from "../../lib/time.ts";
import { type CurrencyRates, FOREIGN_CURRENCIES, type ForeignCurrency } from "../../lib/display-units.ts";
import { DEMO_CURRENCY_RATES } from "./settings.defaults.ts";
import {
  DEFAULT_SETTINGS,
  EditableSettingsSchema,
  type SettingsField,
  type SiteSettings,
  SiteSettingsSchema,
} from "./settings.schema.ts";
import "../../lib/i18n/admin.ts";

let cache: { at: number; value: SiteSettings } | undefined;
/** Bumped by every invalidation, so a read that began before a save does not cache the old values. */
let generation = 0;
const TTL_MS = 30_000;

/**
 * Site settings merged over the defaults; cached briefly because every page shows them. Each stored
 * key is checked on its own: one that no longer passes the schema falls back to its default, and
 * the others still apply.
 */
export async function getSiteSettings(db: DB): Promise<SiteSettings> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.value;
  const started = generation;
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  const value = mergeStored(rows);
  if (started === generation) cache = { at: Date.now(), value };
  return value;
}

function mergeStored(rows: { key: string; value: string }[]): SiteSettings {
  const shape = SiteSettingsSchema.shape;
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    if (!Object.hasOwn(shape, key)) continue;
    let stored: unknown;
    try {
      stored = JSON.parse(value);
    } catch {
      continue;
    }
    const parsed = shape[key as keyof typeof shape].safeParse(stored);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as SiteSettings;
}

/** Forgets the cached settings, so the next read sees a change at once (in every instance). */
export function invalidateSettingsCache(): void {
  forgetSettings();
  announce("settings");
}

function forgetSettings(): void {
  generation++;
  cache = undefined;
}
registerForgetter("settings", forgetSettings);

/** The message shown by each field when the schema refuses its value (plain words, in the admin's catalogue). */
const FIELD_MESSAGE: Record<Exclude<SettingsField, `currencyRates.${string}`>, MessageKey> = {
  agencyName: "admin.settings.error.agencyName",
  logo: "admin.settings.error.logo",
  tagline: "admin.settings.error.tagline",
  orn: "admin.settings.error.orn",
  licence: "admin.settings.error.licence",
  phone: "admin.settings.error.phone",
  whatsapp: "admin.settings.error.whatsapp",
  email: "admin.settings.error.email",
  address: "admin.settings.error.address",
  openingHours: "admin.settings.error.openingHours",
  "arabic.tagline": "admin.settings.error.tagline",
  "arabic.address": "admin.settings.error.address",
  "arabic.openingHours": "admin.settings.error.openingHours",
  "social.instagram": "admin.settings.error.social",
  "social.facebook": "admin.settings.error.social",
  "social.linkedin": "admin.settings.error.social",
  "social.youtube": "admin.settings.error.social",
  "social.x": "admin.settings.error.social",
  leadsEmail: "admin.settings.error.leadsEmail",
  acknowledgeApplications: "admin.settings.error.acknowledgeApplications",
  "heroVideos.buy": "admin.settings.error.heroVideo",
  "heroVideos.holiday": "admin.settings.error.heroVideo",
  "heroVideos.areas": "admin.settings.error.heroVideo",
};

const isForeignCurrency = (code: string): code is ForeignCurrency =>
  (FOREIGN_CURRENCIES as readonly string[]).includes(code);

function messageOf(path: string): string {
  // A rate's message names its currency, with the demo rate as the example ("like 3.6725").
  const code = /^currencyRates\.([A-Z]{3})$/.exec(path)?.[1];
  if (code && isForeignCurrency(code))
    return translate("en", "admin.settings.error.currencyRate", {
      code,
      example: String(DEMO_CURRENCY_RATES[code]),
    });
  return translate(
    "en",
    Object.hasOwn(FIELD_MESSAGE, path)
      ? FIELD_MESSAGE[path as keyof typeof FIELD_MESSAGE]
      : "admin.settings.error.missing",
  );
}

const sameRates = (a: CurrencyRates, b: CurrencyRates) => FOREIGN_CURRENCIES.every((c) => a[c] === b[c]);

/**
 * The day the rates were set, after a save of `rates`: "" when none is set; the stored day when
 * they are the stored ones; else today in Dubai.
 */
function ratesSetOn(rates: CurrencyRates, stored: SiteSettings, now: Date): string {
  if (FOREIGN_CURRENCIES.every((c) => rates[c] === null)) return "";
  return sameRates(rates, stored.currencyRates) ? stored.currencyRatesSetOn : dubaiDay(now);
}

/**
 * Saves every setting at once (the settings screen sends them all), for admins only: an agent gets
 * 403 and a visitor 401 before anything is read. The values pass `SiteSettingsSchema`, the schema
 * every read applies; a refusal is a 422 with one message per field ("social.x", "heroVideos.buy",
 * "currencyRates.USD") and writes nothing. The day the currency rates were set is the service's:
 * today in Dubai (`now`'s day) when the rates differ from the stored ones, kept when they do not, ""
 * when no rate is set; whatever the input says of it is ignored. Each key is stored as its JSON
 * value in one transaction; then the settings cache and the cached public pages are emptied, so
 * every page shows the change at once.
 */
export async function updateSiteSettings(
  db: DB,
  actor: Actor,
  input: unknown,
  now: Date = new Date(),
): Promise<SiteSettings> {
  assertAdmin(actor);
  const parsed = EditableSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".") || "_";
      fields[path] ??= messageOf(path);
    }
    throw fieldsNeedAttention(fields);
  }
  const at = now.toISOString();
  const settings = await db.transaction().execute(async (trx) => {
    const stored = mergeStored(
      await trx
        .selectFrom("site_settings")
        .select(["key", "value"])
        .where("key", "in", ["currencyRates", "currencyRatesSetOn"])
        .execute(),
    );
    const next: SiteSettings = {
      ...parsed.data,
      currencyRatesSetOn: ratesSetOn(parsed.data.currencyRates, stored, now),
    };
    for (const [key, value] of Object.entries(next)) {
      const json = JSON.stringify(value);
      await trx
        .insertInto("site_settings")
        .values({ key, value: json, updated_at: at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at: at }))
        .execute();
    }
    return next;
  });
  invalidateSettingsCache();
  clearPageCache();
  return settings;
}
