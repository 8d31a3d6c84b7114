import type { DB } from "../../db/index.server.ts";
import { DEFAULT_SETTINGS, type SiteSettings, SiteSettingsSchema } from "./settings.schema.ts";

let cache: { at: number; value: SiteSettings } | undefined;
const TTL_MS = 30_000;

/** Site settings merged over the defaults; cached briefly because every page shows them. */
export async function getSiteSettings(db: DB): Promise<SiteSettings> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.value;
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
  const merged = SiteSettingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...stored });
  const value = merged.success ? merged.data : DEFAULT_SETTINGS;
  cache = { at: Date.now(), value };
  return value;
}

/** Forgets the cached settings, so the next read sees a change at once. */
export function invalidateSettingsCache(): void {
  cache = undefined;
}
