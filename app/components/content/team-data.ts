import type { MessageKey } from "../../lib/i18n/index.ts";
import "../../lib/i18n/content.ts";

/**
 * The demo team: the demo seed makes the listing agents below into users (Team and agents in the
 * admin) and names them on its listings (listedBy, email, number, agentBrn). The public team page
 * shows the active agents from the database, not this list. The people are fictional (example
 * phone and registration numbers; addresses on the default agency domain).
 */
export interface Agent {
  slug: string;
  name: string;
  role: MessageKey;
  languages: string[];
  /** Digits with country code; used for tel: and WhatsApp links. */
  phone: string;
  brn: string;
}

/**
 * One person a line: slug | name | role (`content.team.role.*`) | languages. The line's position
 * gives the example phone (`97150000010n`) and the registration number (`1010n`).
 */
const PEOPLE = `
layla  | Layla Haddad    | md          | Arabic, English, French
arjun  | Arjun Mehta     | seniorSales | English, Hindi, Gujarati
sofia  | Sofia Petrova   | sales       | Russian, English, Ukrainian
omar   | Omar Al Suwaidi | offplan     | Arabic, English
hannah | Hannah Clarke   | leasing     | English, German
karim  | Karim Benali    | commercial  | Arabic, French, English
mei    | Mei Lin         | holiday     | Mandarin, Cantonese, English
amina  | Amina Yusuf     | pm          | English, Arabic, Swahili
`;

const list = (cell: string) => cell.split(",").map((x) => x.trim());

export const TEAM: Agent[] = PEOPLE.trim()
  .split("\n")
  .map((line, i) => {
    const [slug = "", name = "", role = "", languages = ""] = line.split("|").map((cell) => cell.trim());
    const n = String(i + 1).padStart(2, "0");
    return {
      slug,
      name,
      role: `content.team.role.${role}` as MessageKey,
      languages: list(languages),
      phone: `9715000001${n}`,
      brn: `101${n}`,
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
