/**
 * Every kind of lead the agency answers: the three website forms and job applications. Declared
 * once; the lead tables, assignment, the timeline and the admin's links derive from it.
 */
export const ALL_LEAD_KINDS = ["contact", "enquiry", "listProperty", "career"] as const;
export type AnyLeadKind = (typeof ALL_LEAD_KINDS)[number];

/** A lead's own page in the admin (its timeline, notes and the visitor's other leads). */
export function adminLeadPath(kind: AnyLeadKind, id: string): string {
  return `/admin/${kind}/${encodeURIComponent(id)}`;
}
