import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { admin } from "./en/admin.ts";
import { content } from "./en/content.ts";
import { visitor } from "./en/visitor.ts";
import { map } from "./en/map.ts";
import { forms } from "./en/forms.ts";
import { en } from "./en/index.ts";
import { mail } from "./en/mail.ts";

// The admin, content and form strings are not in the catalogue every page downloads; a module that uses
// one of their keys must import the area's file (app/lib/i18n/admin.ts, content.ts, forms.ts, mail.ts or visitor.ts), or the
// browser would show the bare key after hydration. The server has every area loaded, so only this
// check (and the browser suites) would notice a missing import.

const APP = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("i18n areas", () => {
  const files = sources(APP).filter((f) => !f.includes(`${path.sep}i18n${path.sep}`));

  it.each([
    ["admin", admin, "i18n/admin.ts"],
    ["content", content, "i18n/content.ts"],
    ["forms", forms, "i18n/forms.ts"],
    ["mail", mail, "i18n/mail.ts"],
    ["visitor", visitor, "i18n/visitor.ts"],
    ["map", map, "i18n/map.ts"],
  ])("every module using a key of the %s area imports its file", (_area, catalogue, file) => {
    const prefixes = [...new Set(Object.keys(catalogue).map((k) => k.split(".")[0]))];
    const uses = new RegExp(`["'\`](${prefixes.join("|")})\\.[a-zA-Z]`);
    const imports = new RegExp(`import\\s+["'][./]*(lib/)?${file.replace(".", "\\.")}["']`);
    const users = files.filter((f) => uses.test(readFileSync(f, "utf8")));
    expect(users.length).toBeGreaterThan(0);
    const missing = users.filter((f) => !imports.test(readFileSync(f, "utf8")));
    expect(missing.map((f) => path.relative(APP, f))).toEqual([]);
  });

  it("the areas' key prefixes are their own: none in the core catalogue or another area", () => {
    // An area's key prefixes belong to it alone, so "uses a key of the area" is a plain text match.
    const prefixesOf = (c: object) => new Set(Object.keys(c).map((k) => k.split(".")[0]));
    const areas = [admin, content, forms, mail, visitor, map].map(prefixesOf);
    const core = prefixesOf(en);
    for (const [i, a] of areas.entries()) {
      for (const p of a) {
        expect(core.has(p), p).toBe(false);
        for (const [j, b] of areas.entries()) if (i !== j) expect(b.has(p), p).toBe(false);
      }
    }
  });
});
