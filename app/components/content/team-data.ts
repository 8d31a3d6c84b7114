import type { MessageKey } from "../../lib/i18n/index.ts";
import type { PortraitLook } from "./portrait.tsx";
import "../../lib/i18n/content.ts";

/**
 * The demo team, the one record of each agent: the team page shows them and the demo seed names
 * them on its listings (listedBy, email, number, agentBrn), so a listing's agent and BRN are the
 * ones on the team page. The people are fictional (illustrated portraits, example phone numbers
 * and registration numbers); their email addresses use the agency's domain from site settings.
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

/**
 * One person a line: slug | name | role (`content.team.role.*`) | languages | areas | portrait
 * (hair style, then skin, hair, suit, shirt and the two background colours, then `glasses` or
 * `beard` where drawn). The line's position gives the example phone (`97150000010n`) and the
 * registration number (`1010n`).
 */
const PEOPLE = `
layla  | Layla Haddad    | md          | Arabic, English, French      | Downtown Dubai, Business Bay                  | long #d7a97f #2b1d16 #1f2a36 #f3ece1 #efe4d2 #d9c4a3
arjun  | Arjun Mehta     | seniorSales | English, Hindi, Gujarati     | Dubai Hills Estate, Arabian Ranches           | side #b07a54 #1b1512 #2d2d2d #ffffff #e7ecef #c4d0d8 beard
sofia  | Sofia Petrova   | sales       | Russian, English, Ukrainian  | Palm Jumeirah, Dubai Marina                   | bun #f0cfb4 #c9a063 #b08d57 #faf8f4 #f3ece1 #e2d2b8
omar   | Omar Al Suwaidi | offplan     | Arabic, English              | Dubai Creek Harbour, Dubai South              | short #c58f63 #211a15 #3a4a3f #ffffff #e5ebe4 #bfcdbf beard
hannah | Hannah Clarke   | leasing     | English, German              | Jumeirah Lake Towers, Jumeirah Village Circle | long #f2d3bd #8a4b2a #46546a #f7f4ee #ece8f1 #cdc5da glasses
karim  | Karim Benali    | commercial  | Arabic, French, English      | Business Bay, DIFC                            | bald #c99a72 #2e2621 #111111 #dfe6ee #eae6df #cfc6b8 glasses beard
mei    | Mei Lin         | holiday     | Mandarin, Cantonese, English | Jumeirah Beach Residence, Dubai Marina        | side #efd0b0 #141414 #7a5c3e #f7efe3 #f1e9e4 #dcc9bd
amina  | Amina Yusuf     | pm          | English, Arabic, Swahili     | Jumeirah Village Circle, Al Furjan            | scarf #7d5038 #5b6b73 #2b3440 #f3ece1 #e3ecee #bcd0d4
`;

const list = (cell: string) => cell.split(",").map((x) => x.trim());

export const TEAM: Agent[] = PEOPLE.trim()
  .split("\n")
  .map((line, i) => {
    const [slug = "", name = "", role = "", languages = "", areas = "", portrait = ""] = line
      .split("|")
      .map((cell) => cell.trim());
    const [hairStyle, skin = "", hair = "", suit = "", shirt = "", from = "", to = "", ...extras] =
      portrait.split(/\s+/);
    const n = String(i + 1).padStart(2, "0");
    return {
      slug,
      name,
      role: `content.team.role.${role}` as MessageKey,
      languages: list(languages),
      areas: list(areas),
      phone: `9715000001${n}`,
      brn: `101${n}`,
      look: {
        skin,
        hair,
        hairStyle: hairStyle as PortraitLook["hairStyle"],
        suit,
        shirt,
        background: [from, to],
        ...(extras.includes("glasses") ? { glasses: true } : {}),
        ...(extras.includes("beard") ? { beard: true } : {}),
      },
    };
  });

/**
 * The agents who take listings, in the order the demo seed hands listings out: everyone but the
 * managing director and the property manager.
 */
export const LISTING_AGENTS: readonly Agent[] = TEAM.filter(
  (a) => a.role !== "content.team.role.md" && a.role !== "content.team.role.pm",
);

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
