import { PERMIT_EXPIRY_WARNING_DAYS } from "./property.constants.ts";
import type { Property } from "./property.fields.ts";

/**
 * Advertising compliance (issue 21; Dubai Land Department rules): an approved listing is advertised,
 * so it must carry an advertising permit (Trakheesi) that has not expired. Declared here once; the
 * admin list's flag, the dashboard's counts (`nonCompliantWhere`, the same rule in SQL)
 * and the portal feeds all follow it. Listings that are not approved are not advertised and carry
 * no flag. A permit is valid through its expiry day, in Dubai's calendar (`today` is `dubaiDay`).
 */
export const COMPLIANCE_PROBLEMS = ["noPermit", "noPermitExpiry", "permitExpired"] as const;
export type ComplianceProblem = (typeof COMPLIANCE_PROBLEMS)[number];

export type PermitFacts = Pick<Property, "status" | "permitNumber" | "permitExpiry">;

/** Why an approved listing may not be advertised; empty when it may (or is not approved). */
export function complianceProblems(p: PermitFacts, today: string): ComplianceProblem[] {
  if (p.status !== "approved") return [];
  if (!p.permitNumber) return ["noPermit"];
  if (!p.permitExpiry) return ["noPermitExpiry"];
  if (p.permitExpiry < today) return ["permitExpired"];
  return [];
}

/** The last day of the expiry warning window that starts `today` (yyyy-mm-dd). */
export function warningEnd(today: string): string {
  const end = Date.parse(`${today}T00:00:00Z`) + PERMIT_EXPIRY_WARNING_DAYS * 86_400_000;
  return new Date(end).toISOString().slice(0, 10);
}
