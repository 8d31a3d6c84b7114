import type { SiteSettings } from "./settings.schema.ts";

/**
 * The agency's ORN (RERA office registration number) as every page shows it: trimmed and without
 * a leading "ORN" label (the messages say "ORN {orn}"); "" when unset, and then nothing is shown.
 */
export function ornOf(settings: Pick<SiteSettings, "orn">): string {
  return settings.orn.replace(/^\s*ORN\b[\s:#.-]*/i, "").trim();
}

/** The settings that are the office's business (where leads go, which emails are sent): never sent to a page. */
export type PublicSettings = Omit<SiteSettings, "leadsEmail" | "acknowledgeApplications">;

/** What every page may see of the settings: all but the internal ones. */
export function publicSettings(settings: SiteSettings): PublicSettings {
  const { leadsEmail: _leads, acknowledgeApplications: _ack, ...visible } = settings;
  return visible;
}
