import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestingExceeds, readJson } from "./multipart.server.ts";

const post = (body: string) =>
  new Request("http://x/api", { method: "POST", headers: { "content-type": "application/json" }, body });

describe("JSON nesting limit", () => {
  it("counts brackets outside strings only", () => {
    expect(nestingExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestingExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestingExceeds(`{"s":"${"[".repeat(100)}"}`, 2)).toBe(false);
    expect(nestingExceeds('{"s":"\\"[[[[["}', 1)).toBe(false);
  });

  it("refuses a pathologically deep body with a 400 and accepts ordinary ones", async () => {
    const deep = `${"[".repeat(60_000)}${"]".repeat(60_000)}`;
    await expect(readJson(post(deep))).rejects.toMatchObject({ code: "bad_request" });
    const ok = `${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`;
    await expect(readJson(post(ok))).resolves.toBeDefined();
    await expect(readJson(post('{"name":"x","status":""}'))).resolves.toEqual({ name: "x", status: "" });
  });
});
