import type { Locale } from "../../lib/i18n/locale.ts";

// The languages a staff member speaks are written in English in their record ("English, Hindi,
// Gujarati", admin/users). A page in Arabic names them in Arabic: each English name is matched to its
// language code (the names Intl gives the ISO 639-1 codes in English, and a few common others),
// and the code's Arabic name comes from Intl too. This runs on the server (in the loaders): the
// browser is given the names, so its own Intl data never has to agree with the server's. A name
// nothing matches is shown as written.

/** Names people write that are not Intl's English name for the language. */
const ALSO_CALLED: Record<string, string> = {
  mandarin: "zh",
  "mandarin chinese": "zh",
  cantonese: "yue",
  farsi: "fa",
  bengali: "bn",
  tagalog: "fil",
  filipino: "fil",
};

let codes: Map<string, string> | undefined;

/** English name (lower case) → language code, for every two-letter code Intl knows. */
function codeByName(): Map<string, string> {
  if (codes) return codes;
  const english = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
  const letters = "abcdefghijklmnopqrstuvwxyz";
  codes = new Map(Object.entries(ALSO_CALLED));
  for (const a of letters)
    for (const b of letters) {
      const name = english.of(`${a}${b}`);
      if (name && !codes.has(name.toLowerCase())) codes.set(name.toLowerCase(), `${a}${b}`);
    }
  return codes;
}

/** The languages as written: one per comma, trimmed, blanks and repeats (in any case) left out. */
export function spokenLanguages(written: string): string[] {
  const seen = new Set<string>();
  return written
    .split(/[,،]/)
    .map((l) => l.trim())
    .filter((l) => l && !seen.has(l.toLowerCase()) && seen.add(l.toLowerCase()));
}

/** The languages in a page's language: English as written; Arabic where the name is known. */
export function languageNames(written: string, locale: Locale): string[] {
  const names = spokenLanguages(written);
  if (locale === "en") return names;
  const inLocale = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
  return names.map((name) => {
    const code = codeByName().get(name.toLowerCase());
    return (code && inLocale.of(code)) || name;
  });
}
