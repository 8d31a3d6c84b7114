import { describe, expect, it } from "vitest";
import { agentEmail, formatPhone, LISTING_AGENTS, TEAM } from "../components/content/team-data.ts";
import { DEFAULT_SETTINGS } from "../modules/settings/settings.defaults.ts";
import { generateDemoData } from "./demo-data.ts";

describe("one agent identity: the demo listings name the team page's agents", () => {
  const data = generateDemoData();

  it("every listing's agent, e-mail, number and BRN are one team member's record", () => {
    for (const p of data.properties) {
      const agent = TEAM.find((a) => a.name === p.listedBy);
      expect(agent, `${p.name}: ${p.listedBy}`).toBeDefined();
      if (!agent) continue;
      expect(p.agentBrn).toBe(agent.brn);
      expect(p.email).toBe(agentEmail(agent, DEFAULT_SETTINGS.email));
      expect(p.number).toBe(formatPhone(agent.phone));
    }
  });

  it("hands listings to every listing agent, and to no one else", () => {
    const named = new Set(data.properties.map((p) => p.listedBy));
    expect([...named].sort()).toEqual(LISTING_AGENTS.map((a) => a.name).sort());
    expect(LISTING_AGENTS.length).toBeGreaterThan(0);
    // The managing director and the property manager do not take listings.
    expect(LISTING_AGENTS.map((a) => a.slug)).not.toContain("layla");
    expect(LISTING_AGENTS.map((a) => a.slug)).not.toContain("amina");
  });

  it("gives each agent a BRN of their own", () => {
    expect(new Set(TEAM.map((a) => a.brn)).size).toBe(TEAM.length);
    expect(new Set(TEAM.map((a) => a.phone)).size).toBe(TEAM.length);
  });
});
