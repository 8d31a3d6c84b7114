import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { admin } from "./en/admin.ts";
import { content } from "./en/content.ts";
import { en } from "./en/index.ts";

// The admin and content strings are not in the catalogue every page downloads; a module that uses
// one of their keys must import the area's file (app/lib/i18n/admin.ts or content.ts), or the
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
    ["admin", "i18n/admin.ts"],
    ["content", "i18n/content.ts"],
  ])("every module using %s.* keys imports %s", (area, file) => {
    const uses = new RegExp(`["'\`]${area}\\.[a-zA-Z]`);
    const imports = new RegExp(`import\\s+["'][./]*(lib/)?${file.replace(".", "\\.")}["']`);
    const users = files.filter((f) => uses.test(readFileSync(f, "utf8")));
    expect(users.length).toBeGreaterThan(0);
    const missing = users.filter((f) => !imports.test(readFileSync(f, "utf8")));
    expect(missing.map((f) => path.relative(APP, f))).toEqual([]);
  });

  it("no public module imports an area it does not need: the core catalogue has no admin or content key", () => {
    expect(Object.keys(en).filter((k) => k.startsWith("admin.") || k.startsWith("content."))).toEqual([]);
    expect(Object.keys(admin).every((k) => k.startsWith("admin."))).toBe(true);
    expect(Object.keys(content).every((k) => k.startsWith("content."))).toBe(true);
  });
});
