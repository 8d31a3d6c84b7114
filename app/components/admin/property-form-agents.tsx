import { createContext, type ReactNode, useContext } from "react";
import type { Translate } from "../../lib/i18n/index.ts";
import type { StaffMember } from "../../modules/users/user.schema.ts";
import type { AgentOption } from "./property-form-state.ts";
import "../../lib/i18n/admin.ts";

/**
 * The agents the property form offers, from the page's loader: the active agents, plus a listing's
 * own agent when they have been deactivated since (so the form still shows who it is).
 */
const AgentsContext = createContext<{ agents: readonly AgentOption[]; locked: boolean }>({
  agents: [],
  locked: false,
});

/** `locked`: the agent is shown but cannot be changed (an agent editing their own listing). */
export function AgentOptionsProvider({
  agents,
  locked = false,
  children,
}: {
  agents: readonly AgentOption[];
  locked?: boolean;
  children: ReactNode;
}) {
  return <AgentsContext.Provider value={{ agents, locked }}>{children}</AgentsContext.Provider>;
}

export function useAgentOptions(): readonly AgentOption[] {
  return useContext(AgentsContext).agents;
}

export function useAgentLocked(): boolean {
  return useContext(AgentsContext).locked;
}

/** What the form needs of a member of staff (no sign-in details). */
export function toAgentOption(m: StaffMember): AgentOption {
  return { _id: m._id, name: m.name, email: m.email, phone: m.phone, brn: m.brn, active: m.active };
}

/** "Layla Haddad · BRN 10101", and "(inactive)" for an agent deactivated since. */
export function agentOptionLabel(a: AgentOption, t: Translate): string {
  const named = a.brn ? t("admin.property.agent.option", { name: a.name, brn: a.brn }) : a.name;
  return a.active ? named : t("admin.property.agent.inactive", { name: named });
}
