import type { DB } from "../../db/index.server.ts";
import { type Actor, assertAdmin } from "../../lib/actor.ts";
import { fieldsNeedAttention } from "../../lib/errors.ts";
import { type MessageKey, translate } from "../../lib/i18n/index.ts";
import { clearPageCache } from "../../lib/page-cache.server.ts";
import { nowIso } from "../../lib/time.ts";
import {
  DEFAULT_SETTINGS,
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

/** Forgets the cached settings, so the next read sees a change at once. */
export function invalidateSettingsCache(): void {
  generation++;
  cache = undefined;
}

/** The message shown by each field when the schema refuses its value (plain words, in the admin's catalogue). */
const FIELD_MESSAGE: Record<SettingsField, MessageKey> = {
  agencyName: "admin.settings.error.agencyName",
  logo: "admin.settings.error.logo",
  tagline: "admin.settings.error.tagline",
  orn: "admin.settings.error.orn",
  phone: "admin.settings.error.phone",
  whatsapp: "admin.settings.error.whatsapp",
  email: "admin.settings.error.email",
  address: "admin.settings.error.address",
  openingHours: "admin.settings.error.openingHours",
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

const messageOf = (path: string): string =>
  translate(
    "en",
    Object.hasOwn(FIELD_MESSAGE, path)
      ? FIELD_MESSAGE[path as SettingsField]
      : "admin.settings.error.missing",
  );

/**
 * Saves every setting at once (the settings screen sends them all), for admins only: an agent gets
 * 403 and a visitor 401 before anything is read. The values pass `SiteSettingsSchema`, the schema
 * every read applies; a refusal is a 422 with one message per field ("social.x", "heroVideos.buy")
 * and writes nothing. Each key is stored as its JSON value in one transaction; then the settings
 * cache and the cached public pages are emptied, so every page shows the change at once.
 */
export async function updateSiteSettings(db: DB, actor: Actor, input: unknown): Promise<SiteSettings> {
  assertAdmin(actor);
  const parsed = SiteSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".") || "_";
      fields[path] ??= messageOf(path);
    }
    throw fieldsNeedAttention(fields);
  }
  const settings = parsed.data;
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(settings)) {
      const json = JSON.stringify(value);
      await trx
        .insertInto("site_settings")
        .values({ key, value: json, updated_at: at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at: at }))
        .execute();
    }
  });
  invalidateSettingsCache();
  clearPageCache();
  return settings;
}
