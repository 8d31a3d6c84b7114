/** `/allProperties?city=…`: the link works without JavaScript (DECISIONS.md 12). */
export function allPropertiesHref(name: string): string {
  return `/allProperties?city=${encodeURIComponent(name)}`;
}

/** The session-storage key SPEC.md §2 names for the community a visitor picked. */
export const CITY_STORAGE_KEY = "city";
