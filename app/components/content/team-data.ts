import type { MessageKey } from "../../lib/i18n/index.ts";
import type { PortraitLook } from "./portrait.tsx";
import "../../lib/i18n/content.ts";

/**
 * The demo team. The people are fictional (illustrated portraits, example phone numbers and
 * registration numbers); their email addresses use the agency's domain from site settings.
 */
export interface Agent {
  slug: string;
  name: string;
  role: MessageKey;
  languages: string[];
  areas: string[];
  /** Digits with country code; used for tel: and WhatsApp links. */
  phone: string;
  brn: string;
  look: PortraitLook;
}

export const TEAM: Agent[] = [
  {
    slug: "layla",
    name: "Layla Haddad",
    role: "content.team.role.md",
    languages: ["Arabic", "English", "French"],
    areas: ["Downtown Dubai", "Business Bay"],
    phone: "971500000101",
    brn: "10101",
    look: {
      skin: "#d7a97f",
      hair: "#2b1d16",
      hairStyle: "long",
      suit: "#1f2a36",
      shirt: "#f3ece1",
      background: ["#efe4d2", "#d9c4a3"],
    },
  },
  {
    slug: "arjun",
    name: "Arjun Mehta",
    role: "content.team.role.seniorSales",
    languages: ["English", "Hindi", "Gujarati"],
    areas: ["Dubai Hills Estate", "Arabian Ranches"],
    phone: "971500000102",
    brn: "10102",
    look: {
      skin: "#b07a54",
      hair: "#1b1512",
      hairStyle: "side",
      suit: "#2d2d2d",
      shirt: "#ffffff",
      background: ["#e7ecef", "#c4d0d8"],
      beard: true,
    },
  },
  {
    slug: "sofia",
    name: "Sofia Petrova",
    role: "content.team.role.sales",
    languages: ["Russian", "English", "Ukrainian"],
    areas: ["Palm Jumeirah", "Dubai Marina"],
    phone: "971500000103",
    brn: "10103",
    look: {
      skin: "#f0cfb4",
      hair: "#c9a063",
      hairStyle: "bun",
      suit: "#b08d57",
      shirt: "#faf8f4",
      background: ["#f3ece1", "#e2d2b8"],
    },
  },
  {
    slug: "omar",
    name: "Omar Al Suwaidi",
    role: "content.team.role.offplan",
    languages: ["Arabic", "English"],
    areas: ["Dubai Creek Harbour", "Dubai South"],
    phone: "971500000104",
    brn: "10104",
    look: {
      skin: "#c58f63",
      hair: "#211a15",
      hairStyle: "short",
      suit: "#3a4a3f",
      shirt: "#ffffff",
      background: ["#e5ebe4", "#bfcdbf"],
      beard: true,
    },
  },
  {
    slug: "hannah",
    name: "Hannah Clarke",
    role: "content.team.role.leasing",
    languages: ["English", "German"],
    areas: ["Jumeirah Lake Towers", "Jumeirah Village Circle"],
    phone: "971500000105",
    brn: "10105",
    look: {
      skin: "#f2d3bd",
      hair: "#8a4b2a",
      hairStyle: "long",
      suit: "#46546a",
      shirt: "#f7f4ee",
      background: ["#ece8f1", "#cdc5da"],
      glasses: true,
    },
  },
  {
    slug: "karim",
    name: "Karim Benali",
    role: "content.team.role.commercial",
    languages: ["Arabic", "French", "English"],
    areas: ["Business Bay", "DIFC"],
    phone: "971500000106",
    brn: "10106",
    look: {
      skin: "#c99a72",
      hair: "#2e2621",
      hairStyle: "bald",
      suit: "#111111",
      shirt: "#dfe6ee",
      background: ["#eae6df", "#cfc6b8"],
      glasses: true,
      beard: true,
    },
  },
  {
    slug: "mei",
    name: "Mei Lin",
    role: "content.team.role.holiday",
    languages: ["Mandarin", "Cantonese", "English"],
    areas: ["Jumeirah Beach Residence", "Dubai Marina"],
    phone: "971500000107",
    brn: "10107",
    look: {
      skin: "#efd0b0",
      hair: "#141414",
      hairStyle: "side",
      suit: "#7a5c3e",
      shirt: "#f7efe3",
      background: ["#f1e9e4", "#dcc9bd"],
    },
  },
  {
    slug: "amina",
    name: "Amina Yusuf",
    role: "content.team.role.pm",
    languages: ["English", "Arabic", "Swahili"],
    areas: ["Jumeirah Village Circle", "Al Furjan"],
    phone: "971500000108",
    brn: "10108",
    look: {
      skin: "#7d5038",
      hair: "#5b6b73",
      hairStyle: "scarf",
      suit: "#2b3440",
      shirt: "#f3ece1",
      background: ["#e3ecee", "#bcd0d4"],
    },
  },
];

/** `firstname@<agency domain>`, so the addresses follow the site settings. */
export function agentEmail(agent: Agent, agencyEmail: string): string {
  const domain = agencyEmail.split("@")[1] ?? "example.com";
  return `${agent.slug}@${domain}`;
}

/** `+971 50 000 0101` from the stored digits. */
export function formatPhone(digits: string): string {
  const m = /^971(\d{2})(\d{3})(\d{4})$/.exec(digits);
  return m ? `+971 ${m[1]} ${m[2]} ${m[3]}` : `+${digits}`;
}
