import { z } from "zod";

export const SiteSettingsSchema = z.object({
  agencyName: z.string().min(1).max(120),
  /** The agency's logo: a path on this site or an http(s) URL of an image; blank shows the name's initial. */
  logo: z
    .string()
    .max(2000)
    .regex(/^$|^\/(?!\/)|^https?:\/\//, "a path on this site or an http(s) URL"),
  tagline: z.string().max(200),
  phone: z.string().min(3).max(40),
  whatsapp: z.string().regex(/^\d{6,15}$/, "digits only, with country code"),
  email: z.email(),
  address: z.string().max(300),
  openingHours: z.string().max(200),
  orn: z.string().max(40),
  social: z.object({
    instagram: z.url().or(z.literal("")),
    facebook: z.url().or(z.literal("")),
    linkedin: z.url().or(z.literal("")),
    youtube: z.url().or(z.literal("")),
    x: z.url().or(z.literal("")),
  }),
  /** A team address that also receives every new lead's email (blank: only the people assigned). */
  leadsEmail: z.email().or(z.literal("")),
  /** Whether a job applicant gets the acknowledgement email the other forms send. */
  acknowledgeApplications: z.boolean(),
  /** Optional replacements for the built-in hero loops (URLs of MP4/WebM files). */
  heroVideos: z.object({
    buy: z.string().max(2000),
    holiday: z.string().max(2000),
    areas: z.string().max(2000),
  }),
});

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export { DEFAULT_SETTINGS } from "./settings.defaults.ts";
