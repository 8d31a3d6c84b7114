/** `/allProperties?city=…`: the link works without JavaScript (docs/product/decisions.md 12). */
export function allPropertiesHref(name: string): string {
  return `/allProperties?city=${encodeURIComponent(name)}`;
}

/** The session-storage key docs/product/specification.md §2 names for the community a visitor picked. */
export const CITY_STORAGE_KEY = "city";
