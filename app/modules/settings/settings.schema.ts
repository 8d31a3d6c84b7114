import { z } from "zod";

/** Text as typed, without the spaces around it. */
const text = (max: number) => z.string().trim().max(max);
/** A path on this site (`/logo.svg`) or an http(s) address; blank allowed. */
const pathOrWebAddress = text(2000).regex(
  /^$|^\/(?!\/)|^https?:\/\//i,
  "a path on this site or an http(s) URL",
);
/** A page elsewhere on the web (a social network): an http(s) address, or blank for none. */
const webPage = text(2000).pipe(z.url({ protocol: /^https?$/ }).or(z.literal("")));

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
  orn: text(40),
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
});

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** Every setting an admin can change, by its path in `SiteSettings` ("phone", "social.instagram"). */
export type SettingsField = {
  [K in keyof SiteSettings & string]: SiteSettings[K] extends Record<string, unknown>
    ? `${K}.${keyof SiteSettings[K] & string}`
    : K;
}[keyof SiteSettings & string];

export { DEFAULT_SETTINGS } from "./settings.defaults.ts";
