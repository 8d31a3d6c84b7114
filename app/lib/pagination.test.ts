import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageCount, pageItems, pageRange, withPage } from "./pagination.ts";

describe("pageCount", () => {
  it("rounds up and never goes below one page", () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(1, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(66, 9)).toBe(8);
    expect(pageCount(-5, 9)).toBe(1);
    expect(pageCount(Number.NaN, 9)).toBe(1);
  });
});

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps first, last and the neighbours of the current page, with gaps", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
  });

  it("clamps an out-of-range current page", () => {
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
    expect(pageItems(0, 10)).toEqual(pageItems(1, 10));
  });

  it("holds its invariants for any page count and current page", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (total, current) => {
        const items = pageItems(current, total);
        const pages = items.filter((i): i is number => i !== "gap");
        const page = Math.min(Math.max(1, current), total);
        // First, last and current are always offered, in order, once each.
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(page);
        expect(new Set(pages).size).toBe(pages.length);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        // A gap always hides at least two pages (otherwise the page itself is shown).
        items.forEach((item, i) => {
          if (item !== "gap") return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        // The row has a stable, bounded length.
        expect(items.length).toBeLessThanOrEqual(7);
        if (total >= 7) expect(items.length).toBe(7);
      }),
    );
  });
});

describe("withPage", () => {
  it("sets the page and keeps the other filters", () => {
    expect(withPage("?city=Dubai+Marina&sort=max-price", 3)).toBe("?city=Dubai+Marina&sort=max-price&page=3");
    expect(withPage(new URLSearchParams("page=2&city=JVC"), 5)).toBe("?page=5&city=JVC");
  });

  it("drops the parameter for page 1, so page 1 has one URL", () => {
    expect(withPage("?page=4&sort=latest", 1)).toBe("?sort=latest");
    expect(withPage("?page=4", 1)).toBe("");
  });
});

describe("pageRange", () => {
  it("gives the 1-based range shown on a page", () => {
    expect(pageRange(1, 9, 20)).toEqual({ from: 1, to: 9 });
    expect(pageRange(3, 9, 20)).toEqual({ from: 19, to: 20 });
    expect(pageRange(1, 9, 0)).toEqual({ from: 0, to: 0 });
  });
});
