import { describe, expect, it } from "vitest";
import { visitorAr } from "./ar/visitor.ts";
import { mapAr } from "./ar/map.ts";
import { map } from "./en/map.ts";
import { commonAr } from "./ar/common.ts";
import { contentAr } from "./ar/content.ts";
import { formsAr } from "./ar/forms.ts";
import { mailAr } from "./ar/mail.ts";
import { propertyAr } from "./ar/property.ts";
import { publicSiteAr } from "./ar/public.ts";
import { visitor } from "./en/visitor.ts";
import { common } from "./en/common.ts";
import { content } from "./en/content.ts";
import { forms } from "./en/forms.ts";
import { mail } from "./en/mail.ts";
import { property } from "./en/property.ts";
import { publicSite } from "./en/public.ts";
import { formatMessage } from "./index.ts";

/**
 * The Arabic catalogue of the public site (issue 20): every English string of the public areas has
 * an Arabic one (the types check the keys; this checks the values), with the same placeholders and
 * plural variables, Arabic's plural categories where the English has a plural, and Arabic text
 * wherever the English has words (a copy of the English is an untranslated string).
 */

const AREAS: [string, Record<string, string>, Record<string, string>][] = [
  ["common", common, commonAr],
  ["public", publicSite, publicSiteAr],
  ["property", property, propertyAr],
  ["content", content, contentAr],
  ["forms", forms, formsAr],
  ["mail", mail, mailAr],
  ["visitor", visitor, visitorAr],
  ["map", map, mapAr],
];

const PLURAL = /\{(\w+),\s*plural,/g;
/** `{name}` placeholders, plural branches' own text left out of the count of plural variables. */
function placeholders(message: string): { plain: string[]; plurals: string[] } {
  const plurals = [...message.matchAll(PLURAL)].map((m) => m[1]).sort();
  const plain = [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
  return { plain, plurals };
}

const ARABIC = /[\u0600-\u06FF]/;
/** Values that stay as written in any language: people's names, and a registration code's acronym. */
const SAME_IN_ARABIC = /^content\.review\.\d+\.name$|^content\.team\.brn$/;
const LATIN_WORD = /[A-Za-z]{3,}/;

/** Sample values for every placeholder, so a filled message can be checked for leftovers. */
function sampleVars(message: string): Record<string, string | number> {
  const vars: Record<string, string | number> = {};
  for (const m of message.matchAll(/\{(\w+)\}/g)) vars[m[1]] = "X";
  for (const m of message.matchAll(PLURAL)) vars[m[1]] = 3;
  return vars;
}

describe("the Arabic catalogue", () => {
  for (const [area, en, ar] of AREAS) {
    describe(area, () => {
      it("has every key of the English, and no other", () => {
        expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
      });

      it("keeps every placeholder and plural variable of the English", () => {
        const wrong = Object.keys(en).filter((k) => {
          const a = placeholders(en[k]);
          const b = placeholders(ar[k] ?? "");
          return JSON.stringify(a) !== JSON.stringify(b);
        });
        expect(wrong).toEqual([]);
      });

      it("is Arabic wherever the English has words (no untranslated copies)", () => {
        const untranslated = Object.keys(en).filter(
          (k) =>
            !SAME_IN_ARABIC.test(k) &&
            LATIN_WORD.test(en[k].replace(/\{\w+\}/g, "")) &&
            !ARABIC.test(ar[k] ?? ""),
        );
        expect(untranslated).toEqual([]);
      });

      it("gives every plural an `other` branch and fills to text without leftover braces", () => {
        const broken = Object.keys(ar).filter((k) => {
          const message = ar[k];
          if (placeholders(message).plurals.length && !/\bother\s*\{/.test(message)) return true;
          for (const n of [0, 1, 2, 3, 11, 100]) {
            const vars = sampleVars(message);
            for (const p of placeholders(message).plurals) vars[p] = n;
            if (/[{}]/.test(formatMessage("ar", message, vars))) return true;
          }
          return false;
        });
        expect(broken).toEqual([]);
      });
    });
  }
});
