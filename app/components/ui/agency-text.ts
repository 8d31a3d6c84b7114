import { useLocale } from "../../lib/i18n/index.ts";
import { type AgencyWords, agencyText } from "../../modules/settings/settings.display.ts";
import type { PublicSettings } from "../../modules/settings/settings.display.ts";

/**
 * The agency's own words (tagline, address, opening hours) in the page's language: the Arabic an
 * admin wrote on an Arabic page, else the English with its `lang` ("en") for the element showing it.
 */
export function useAgencyText(
  settings: PublicSettings,
): (words: AgencyWords) => { text: string; lang?: "en" } {
  const locale = useLocale();
  return (words) => agencyText(settings, locale, words);
}
