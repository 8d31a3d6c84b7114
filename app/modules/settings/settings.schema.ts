import { z } from "zod";
import { isCalendarDate } from "../../lib/time.ts";
import { FOREIGN_CURRENCIES, type ForeignCurrency } from "../../lib/display-units.ts";

/** Text as typed, without the spaces around it. */
const text = (max: number) => z.string().trim().max(max);
/** A path on this site (`/logo.svg`) or an http(s) address; blank allowed. */
const pathOrWebAddress = text(2000).regex(
  /^$|^\/(?!\/)|^https?:\/\//i,
  "a path on this site or an http(s) URL",
);
/** A page elsewhere on the web (a social network): an http(s) address, or blank for none. */
const webPage = text(2000).pipe(z.url({ protocol: /^https?$/ }).or(z.literal("")));

/** The most dirhams one unit of a currency may be worth (far above any real rate: a typo guard). */
const MAX_CURRENCY_RATE = 10_000;
/** A rate as typed: digits with an optional decimal point (no sign, exponent or thousands comma). */
const RATE_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
/** At most 6 decimals: the number is its own value rounded to 6 places. */
const sixDecimals = (n: number) => Number(n.toFixed(6)) === n;
/**
 * Dirhams for one unit of a foreign currency: above 0, at most MAX_CURRENCY_RATE, at most 6
 * decimals; null when the agency does not offer that currency. The form's text is read here: blank
 * is null, "3.6725" the number; anything else is refused.
 */
const currencyRate = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const s = v.trim();
  if (s === "") return null;
  return RATE_TEXT.test(s) ? Number(s) : v;
}, z.number().positive().max(MAX_CURRENCY_RATE).refine(sixDecimals).nullable());
const currencyRates = z.object(
  Object.fromEntries(FOREIGN_CURRENCIES.map((c) => [c, currencyRate])) as Record<
    ForeignCurrency,
    typeof currencyRate
  >,
);

export const SiteSettingsSchema = z.object({
  agencyName: text(120).min(1),
  /** The agency's logo: a path on this site or an http(s) URL of an image; blank shows the name's initial. */
  logo: pathOrWebAddress,
  tagline: text(200),
  phone: text(40).min(3),
  /** Digits with the country code (for wa.me); the spaces, brackets, dashes and + people type are dropped. */
  whatsapp: z
    .string()
    .transform((v) => v.replace(/[\s()+-]/g, ""))
    .pipe(z.string().regex(/^\d{6,15}$/, "digits only, with country code")),
  email: z.string().trim().pipe(z.email()),
  address: text(300),
  openingHours: text(200),
  /**
   * The agency's own words in Arabic (settings.display.ts, `agencyText`): an Arabic page and an
   * email in Arabic show each where written, else the English one above, marked as English.
   */
  arabic: z.object({
    tagline: text(200),
    address: text(300),
    openingHours: text(200),
  }),
  orn: text(40),
  /** The agency's trade licence number (Dubai Economy and Tourism); blank shows none. */
  licence: text(40),
  social: z.object({
    instagram: webPage,
    facebook: webPage,
    linkedin: webPage,
    youtube: webPage,
    x: webPage,
  }),
  /** A team address that also receives every new lead's email (blank: only the people assigned). */
  leadsEmail: z
    .string()
    .trim()
    .pipe(z.email().or(z.literal(""))),
  /** Whether a job applicant gets the acknowledgement email the other forms send. */
  acknowledgeApplications: z.boolean(),
  /** Optional replacements for the built-in hero loops (paths or http(s) URLs of MP4/WebM files). */
  heroVideos: z.object({
    buy: pathOrWebAddress,
    holiday: pathOrWebAddress,
    areas: pathOrWebAddress,
  }),
  /**
   * The currencies a visitor may read prices in besides dirhams: for each, the dirhams one unit is
   * worth (USD 3.6725), or null when the agency does not offer it. Set by an admin; no live rates.
   */
  currencyRates,
  /**
   * The day (`yyyy-mm-dd`, Dubai time) the rates were last changed, "" when none are set. Written by
   * the service when a save changes the rates, never typed by an admin.
   */
  currencyRatesSetOn: z.string().refine((s) => s === "" || isCalendarDate(s)),
});

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** The settings the service writes itself: an admin's save never sends them. */
type ServiceSetting = "currencyRatesSetOn";

/** What an admin's save sends: every setting but those the service writes itself. */
export const EditableSettingsSchema = SiteSettingsSchema.omit({ currencyRatesSetOn: true });

/** Every setting an admin can change, by its path in `SiteSettings` ("phone", "social.instagram", "currencyRates.USD"). */
export type SettingsField = {
  [K in Exclude<keyof SiteSettings & string, ServiceSetting>]: SiteSettings[K] extends Record<string, unknown>
    ? `${K}.${keyof SiteSettings[K] & string}`
    : K;
}[Exclude<keyof SiteSettings & string, ServiceSetting>];

export { DEFAULT_SETTINGS } from "./settings.defaults.ts";
