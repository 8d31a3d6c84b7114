import { describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/index.ts";
import { formatPhone, TEAM } from "./team-data.ts";
import "../../lib/i18n/content.ts";

describe("the team table", () => {
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
      areas: ["Dubai Hills Estate", "Arabian Ranches"],
      phone: "971500000102",
      brn: "10102",
      look: {
        skin: "#b07a54",
        hair: "#1b1512",
        hairStyle: "side",
        suit: "#2d2d2d",
        shirt: "#ffffff",
        background: ["#e7ecef", "#c4d0d8"],
        beard: true,
      },
    });
    expect(TEAM[5]?.look).toMatchObject({ hairStyle: "bald", glasses: true, beard: true });
    expect(formatPhone(TEAM[7]?.phone ?? "")).toBe("+971 50 000 0108");
  });

  it("gives every person a role the site can name and a drawable portrait", () => {
    for (const agent of TEAM) {
      expect(translate("en", agent.role)).not.toBe(agent.role);
      expect(["short", "side", "long", "bun", "curly", "scarf", "bald"]).toContain(agent.look.hairStyle);
      for (const colour of [agent.look.skin, agent.look.hair, agent.look.suit, ...agent.look.background])
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
