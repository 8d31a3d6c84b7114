import { describe, expect, it } from "vitest";
import { ID_PATTERN, newId } from "./ids.ts";

describe("newId", () => {
  it("is 24 hex digits: creation seconds first, then random bytes and a counter", () => {
    const at = new Date("2026-03-01T12:00:00Z");
    const ids = Array.from({ length: 50 }, () => newId(at));
    for (const id of ids) {
      expect(id).toMatch(ID_PATTERN);
      expect(Number.parseInt(id.slice(0, 8), 16)).toBe(at.getTime() / 1000);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const counters = ids.map((id) => Number.parseInt(id.slice(18), 16));
    for (let i = 1; i < counters.length; i++) expect(counters[i]).toBe((counters[i - 1] + 1) % 0xffffff);
  });

  it("sorts by creation time", () => {
    const a = newId(new Date("2025-01-01T00:00:00Z"));
    const b = newId(new Date("2026-01-01T00:00:00Z"));
    expect(a < b).toBe(true);
  });
});
