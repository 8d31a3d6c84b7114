import type { Translate } from "../../lib/i18n/index.ts";

/** "Coming soon", "1 property" or "12 properties": how many listings a community has, wherever shown. */
export function communityCount(t: Translate, count: number): string {
  if (count === 0) return t("pub.communities.comingSoon");
  return t("property.count", { n: count });
}
