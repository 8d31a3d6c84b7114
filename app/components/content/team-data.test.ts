import { describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/index.ts";
import { formatPhone, TEAM } from "./team-data.ts";
import "../../lib/i18n/content.ts";

describe("the demo team table", () => {
  it("reads every line into a full person", () => {
    expect(TEAM.map((a) => a.slug)).toEqual([
      "layla",
      "arjun",
      "sofia",
      "omar",
      "hannah",
      "karim",
      "mei",
      "amina",
    ]);
    expect(TEAM[1]).toEqual({
      slug: "arjun",
      name: "Arjun Mehta",
      role: "content.team.role.seniorSales",
      languages: ["English", "Hindi", "Gujarati"],
      phone: "971500000102",
      brn: "10102",
    });
    expect(formatPhone(TEAM[7]?.phone ?? "")).toBe("+971 50 000 0108");
  });

  it("gives every person a role the site can name", () => {
    for (const agent of TEAM) expect(translate("en", agent.role)).not.toBe(agent.role);
  });
});
