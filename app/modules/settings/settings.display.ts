import type { Display } from "../../lib/display.ts";
import { type Locale, textLang } from "../../lib/i18n/locale.ts";
import { type AreaUnit, CURRENCIES, type Currency } from "../../lib/display-units.ts";
import type { SiteSettings } from "./settings.schema.ts";

/**
 * The agency's ORN (RERA office registration number) as every page shows it: trimmed and without
 * a leading "ORN" label (the messages say "ORN {orn}"); "" when unset, and then nothing is shown.
 */
export function ornOf(settings: Pick<SiteSettings, "orn">): string {
  return settings.orn.replace(/^\s*ORN\b[\s:#.-]*/i, "").trim();
}

/** The agency's words an admin may also write in Arabic (the settings' `arabic`). */
export type AgencyWords = keyof SiteSettings["arabic"];

/**
 * One of the agency's words in a language: in Arabic where an admin wrote it, else the English, with
 * `lang: "en"` when that is what an Arabic page or email shows (the element's `lang`).
 */
export function agencyText<W extends AgencyWords>(
  settings: Pick<SiteSettings, W> & { arabic: Pick<SiteSettings["arabic"], W> },
  locale: Locale,
  words: W,
): { text: string; lang?: "en" } {
  const text = (locale === "ar" && settings.arabic[words]) || settings[words];
  const lang = textLang(locale, text);
  return lang ? { text, lang } : { text };
}

/** The settings that are the office's business (where leads go, which emails are sent): never sent to a page. */
export type PublicSettings = Omit<SiteSettings, "leadsEmail" | "acknowledgeApplications">;

/**
 * What every page may see of the settings: all but the internal ones. This includes the currency
 * rates (`currencyRates`, dirhams for one unit, null for a currency not offered) and the day they
 * were set (`currencyRatesSetOn`, yyyy-mm-dd in Dubai, "" when none is set), for converted prices.
 */
export function publicSettings(settings: SiteSettings): PublicSettings {
  const { leadsEmail: _leads, acknowledgeApplications: _ack, ...visible } = settings;
  return visible;
}

/**
 * How a page shows prices and sizes for a visitor's choices (issue 20): their currency at the
 * agency's rate, or dirhams when the agency set no rate for it; their area unit.
 */
export function displayFor(
  prefs: { currency: Currency; unit: AreaUnit },
  settings: Pick<SiteSettings, "currencyRates" | "currencyRatesSetOn">,
): Display {
  const rate = prefs.currency === "AED" ? null : (settings.currencyRates[prefs.currency] ?? null);
  return {
    currency: rate === null ? "AED" : prefs.currency,
    rate,
    unit: prefs.unit,
    ratesSetOn: settings.currencyRatesSetOn,
  };
}

/** The currencies a visitor may choose: dirhams and each one the agency set a rate for. */
export function offeredCurrencies(settings: Pick<SiteSettings, "currencyRates">): Currency[] {
  return CURRENCIES.filter((c) => c === "AED" || settings.currencyRates[c] != null);
}
