// The default site settings, free of zod so every public page can read them without shipping the
// validation library. settings.schema.ts validates stored overrides against the same shape.
import type { CurrencyRates } from "../../lib/display-units.ts";
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
  /** None until the agency writes them (a default here would stay behind an edited English one). */
  arabic: { tagline: "", address: "", openingHours: "" },
  /** The agency's RERA ORN; empty until the agency sets its own (the footer then shows none). */
  orn: "",
  /** The trade licence number; empty until the agency sets its own. */
  licence: "",
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
  /** No foreign currency until the agency sets its rates: visitors see dirhams only. */
  currencyRates: { USD: null, EUR: null, GBP: null, SAR: null, INR: null, RUB: null, CNY: null },
  currencyRatesSetOn: "",
};

/**
 * Demo values, not live rates (roughly the market in late 2026): dirhams for one unit of each
 * currency. The demo seed stores them so the demo shows the currency switch working, and the
 * settings screen's messages give them as examples. A real agency sets its own.
 */
export const DEMO_CURRENCY_RATES: Readonly<Record<keyof CurrencyRates, number>> = {
  USD: 3.6725,
  EUR: 3.87,
  GBP: 4.62,
  SAR: 0.9793,
  INR: 0.0435,
  RUB: 0.0372,
  CNY: 0.5063,
};

/** The demo agency's words in Arabic (settings `arabic`), stored by the demo seed. */
export const DEMO_ARABIC_WORDS: SiteSettings["arabic"] = {
  tagline: "منازل في دبي، مختارة بعناية",
  address: "مكتب 1204، باي سكوير مبنى 3، الخليج التجاري، دبي، الإمارات العربية المتحدة",
  openingHours: "الإثنين إلى السبت، 09:00–19:00",
};
