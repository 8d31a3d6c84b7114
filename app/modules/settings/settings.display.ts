import type { SiteSettings } from "./settings.schema.ts";

/**
 * The agency's ORN (RERA office registration number) as every page shows it: trimmed and without
 * a leading "ORN" label (the messages say "ORN {orn}"); "" when unset, and then nothing is shown.
 */
export function ornOf(settings: Pick<SiteSettings, "orn">): string {
  return settings.orn.replace(/^\s*ORN\b[\s:#.-]*/i, "").trim();
}
