import { isHttpUrl } from "../../lib/url.ts";
import type { StaffMember } from "../users/user.schema.ts";
import { LIST_FIELDS, PROPERTY_FIELD_NAMES, type Property, type PropertyFields } from "./property.schema.ts";

/**
 * The rules every listing write follows, whichever door it comes through (the API and the admin
 * form through property.write.server.ts, a CSV import through property.import-write.server.ts): how a
 * named agent fills the contact fields, how an update merges over the stored record, and the lists
 * a write stores. Declared here once.
 */

/** The contact fields a listing's agent fills from their profile. */
export type AgentFill = Partial<Record<"listedBy" | "email" | "number" | "agentBrn", string>>;

/**
 * A listing's agent: when `agentId` names an active agent, the contact fields the API has always
 * carried (listedBy, email, number, agentBrn) come from that agent's profile, so clients that read
 * them see the agent. Those fields may be left out (they are filled before validation), but a value
 * that is sent is still validated: a malformed one is a 422, never silently replaced. Blank clears
 * the agent. An agent deactivated since keeps their listings (`keep`); a new choice must be active.
 */
export async function applyAgent(
  findAgent: (id: string) => Promise<StaffMember | null | undefined>,
  raw: Record<string, unknown>,
  keep: string | null,
): Promise<{ raw: Record<string, unknown>; problem: string | null; fill: AgentFill }> {
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  const id = first(raw.agentId);
  if (id === undefined || id === null || (typeof id === "string" && id.trim() === ""))
    return { raw: { ...raw, agentId: null }, problem: null, fill: {} };
  const agent = typeof id === "string" ? await findAgent(id.trim()) : null;
  if (agent?.role !== "agent" || (!agent.active && agent._id !== keep))
    return { raw, problem: "Choose one of the active agents", fill: {} };
  const fill: AgentFill = { listedBy: agent.name, email: agent.email };
  if (agent.phone) fill.number = agent.phone;
  if (agent.brn) fill.agentBrn = agent.brn;
  const blank = (v: unknown) =>
    v === undefined || v === null || (typeof first(v) === "string" && String(first(v)).trim() === "");
  const filled: Record<string, unknown> = { ...raw, agentId: agent._id };
  for (const [k, v] of Object.entries(fill)) if (blank(filled[k])) filled[k] = v;
  return { raw: filled, problem: null, fill };
}

/** The record's writable fields, as a write request would send them (for PUT's merge). */
function fieldsOf(p: Property): Record<string, unknown> {
  const record = p as unknown as Record<string, unknown>;
  return Object.fromEntries(PROPERTY_FIELD_NAMES.map((k) => [k, record[k]]));
}

/**
 * PUT's merge: the stored fields, then those sent. A rent's period and cheques belong to its type:
 * when the type changes and they are not sent, they are cleared (the new type's default applies).
 */
export function mergeFields(existing: Property, sent: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...fieldsOf(existing), ...sent };
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  if ("type" in sent && first(sent.type) !== existing.type) {
    if (!("rentFrequency" in sent)) merged.rentFrequency = null;
    if (!("cheques" in sent)) merged.cheques = null;
  }
  return merged;
}

/** A validated write's lists, by kind, as `property_list_items` keeps them. */
export function listsOf(f: PropertyFields) {
  return Object.fromEntries(LIST_FIELDS.map((k) => [k, f[k]])) as Record<
    (typeof LIST_FIELDS)[number],
    string[]
  >;
}

/** An image link is stored as given: an http(s) address on one line, no longer than the URL fields allow. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
export const isStorableLink = (s: string) => isHttpUrl(s) && s.length <= 2000 && !/[\u0000-\u001f\s]/.test(s);
