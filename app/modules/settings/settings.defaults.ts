// The default site settings, free of zod so every public page can read them without shipping the
// validation library. settings.schema.ts validates stored overrides against the same shape.
import type { SiteSettings } from "./settings.schema.ts";

/** The demo agency is fictional: its contacts use reserved example numbers and domains. */
export const DEFAULT_SETTINGS: SiteSettings = {
  agencyName: "Sandstone & Sea Properties",
  logo: "/favicon.svg",
  tagline: "Homes in Dubai, chosen with care",
  phone: "+971 4 555 0100",
  whatsapp: "971500000100",
  email: "hello@sandstone-sea.example",
  address: "Office 1204, Bay Square Building 3, Business Bay, Dubai, United Arab Emirates",
  openingHours: "Mon–Sat 09:00–19:00",
  /** The agency's RERA ORN; empty until the agency sets its own (the footer then shows none). */
  orn: "",
  social: {
    instagram: "https://instagram.com/example",
    facebook: "https://facebook.com/example",
    linkedin: "https://linkedin.com/company/example",
    youtube: "https://youtube.com/@example",
    x: "",
  },
  leadsEmail: "",
  acknowledgeApplications: true,
  heroVideos: { buy: "", holiday: "", areas: "" },
};
