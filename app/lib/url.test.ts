import { describe, expect, it } from "vitest";
import { isHttpUrl } from "./url.ts";

describe("isHttpUrl", () => {
  it("accepts absolute http(s) addresses with a host, around spaces", () => {
    expect(isHttpUrl("https://maps.example.com/place?q=1")).toBe(true);
    expect(isHttpUrl("  http://example.com  ")).toBe(true);
  });

  it("refuses other schemes, relative paths, hostless and empty values", () => {
    for (const s of [
      "javascript:alert(1)",
      "ftp://example.com/a",
      "/uploads/x",
      "https://",
      "",
      null,
      undefined,
    ])
      expect(isHttpUrl(s)).toBe(false);
  });
});
