import { describe, expect, it } from "vitest";
import { createRng, sample, shuffle } from "./random.ts";

describe("createRng", () => {
  it("replays the same mulberry32 sequence for a seed", () => {
    // The demo data, its photographs and the generated films depend on this exact sequence.
    const r = createRng(1);
    expect([r(), r()]).toEqual([0.6270739405881613, 0.002735721180215478]);
    const a = createRng(0x5a17d5ea);
    const b = createRng(0x5a17d5ea);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it("shuffles and samples without losing or repeating items", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffle(createRng(7), items).sort()).toEqual(items);
    const picked = sample(createRng(7), items, 3);
    expect(new Set(picked).size).toBe(3);
  });
});
