import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.ts";

describe("csv", () => {
  it("neutralises formulas and quotes what needs quoting", () => {
    expect(csvCell("a@b.example")).toBe("a@b.example");
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvRow(["x", "y,z"])).toBe('x,"y,z"');
  });
});
