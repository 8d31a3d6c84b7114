import { describe, expect, it } from "vitest";
import { boundedMemo } from "./memo.ts";

describe("boundedMemo", () => {
  it("computes a key once and forgets the least recently used past its bound", () => {
    const calls: string[] = [];
    const memo = boundedMemo<string>(2);
    const get = (k: string) =>
      memo(k, () => {
        calls.push(k);
        return k.toUpperCase();
      });
    expect(get("a")).toBe("A");
    expect(get("b")).toBe("B");
    expect(get("a")).toBe("A"); // remembered; now the most recently used
    expect(get("c")).toBe("C"); // past the bound: "b" is forgotten, not "a"
    expect(get("a")).toBe("A");
    expect(get("b")).toBe("B");
    expect(calls).toEqual(["a", "b", "c", "b"]);
  });

  it("remembers a null result too", () => {
    const computed: (string | null)[] = [];
    const memo = boundedMemo<string | null>(5);
    const compute = (value: string | null) => () => {
      computed.push(value);
      return value;
    };
    memo("x", compute(null));
    expect(memo("x", compute("other"))).toBeNull();
    expect(computed).toEqual([null]);
  });
});
