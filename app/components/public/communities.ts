/**
 * Live listing counts for community cards. A card opens `/allProperties?city=<name>`, whose city
 * filter is a case-insensitive substring of the location (API.md), so the count uses the same
 * rule: "Arabian Ranches" also counts "Arabian Ranches 2". Input: approved listings per location.
 */
export function communityCounts(
  locations: readonly { location: string; count: number }[],
  names: readonly string[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const name of names) {
    const needle = name.trim().toLowerCase();
    let n = 0;
    for (const l of locations) if (l.location.toLowerCase().includes(needle)) n += l.count;
    out.set(name, n);
  }
  return out;
}

/** `/allProperties?city=…`: the link works without JavaScript (DECISIONS.md 12). */
export function allPropertiesHref(name: string): string {
  return `/allProperties?city=${encodeURIComponent(name)}`;
}

/** The session-storage key SPEC.md §2 names for the community a visitor picked. */
export const CITY_STORAGE_KEY = "city";
