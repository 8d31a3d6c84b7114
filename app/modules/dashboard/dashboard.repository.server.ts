import { sql } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { AnyLeadKind } from "../../lib/lead-kinds.ts";
import { warningEnd } from "../properties/property.compliance.ts";
import { nonCompliantWhere } from "../properties/property.repository.server.ts";
import type { PropertyStatus, PropertyType } from "../properties/property.schema.ts";

/** Aggregate reads for the admin dashboard: counts, and the short list of permits about to expire. */

/** Listings per type and status; with `agentId`, only that agent's. */
export async function countPropertiesByTypeAndStatus(
  db: DB,
  agentId?: string,
): Promise<{ type: PropertyType; status: PropertyStatus; count: number }[]> {
  const rows = await db
    .selectFrom("properties")
    .select((eb) => ["type", "status", eb.fn.countAll<number>().as("count")])
    .$if(agentId !== undefined, (q) => q.where("agent_id", "=", agentId ?? ""))
    .groupBy(["type", "status"])
    .execute();
  return rows.map((r) => ({ type: r.type, status: r.status, count: Number(r.count) }));
}

export type LeadTable = "contact_messages" | "enquiries" | "list_property_requests" | "career_applications";

/** Submissions per UTC day since `since` (an ISO time), for one table; with `assigneeId`, only theirs. */
export async function countCreatedPerDay(
  db: DB,
  table: LeadTable,
  since: string,
  assigneeId?: string,
): Promise<{ day: string; count: number }[]> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom(table)
    .select([day.as("day"), (eb) => eb.fn.countAll<number>().as("count")])
    .where("created_at", ">=", since)
    .$if(assigneeId !== undefined, (q) => q.where("assignee_id", "=", assigneeId ?? ""))
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: String(r.day), count: Number(r.count) }));
}

/** Every lead of every kind created since `since`, with who has it; with `assigneeId`, only theirs. */
export async function leadsCreatedSince(
  db: DB,
  since: string,
  assigneeId?: string,
): Promise<{ kind: AnyLeadKind; id: string; createdAt: string; assigneeId: string | null }[]> {
  const tables: [AnyLeadKind, LeadTable][] = [
    ["contact", "contact_messages"],
    ["enquiry", "enquiries"],
    ["listProperty", "list_property_requests"],
    ["career", "career_applications"],
  ];
  const found = await Promise.all(
    tables.map(async ([kind, table]) => {
      const rows = await db
        .selectFrom(table)
        .select(["id", "created_at", "assignee_id"])
        .where("created_at", ">=", since)
        .$if(assigneeId !== undefined, (q) => q.where("assignee_id", "=", assigneeId ?? ""))
        .execute();
      return rows.map((r) => ({ kind, id: r.id, createdAt: r.created_at, assigneeId: r.assignee_id }));
    }),
  );
  return found.flat();
}

/** Listings whose permit is expiring soon, at most this many (the soonest first). */
const EXPIRING_SHOWN = 20;

/**
 * Advertising compliance on `today` (property.compliance.ts): how many approved listings may not be
 * advertised, and the advertised ones whose permit runs out within the warning window, soonest
 * first. With `agentId`, only that agent's.
 */
export async function complianceFigures(
  db: DB,
  today: string,
  agentId?: string,
): Promise<{
  nonCompliant: number;
  expiringCount: number;
  expiring: { id: string; name: string; reference: string | null; permitExpiry: string }[];
}> {
  // Advertised (approved, with a permit) and valid today, running out by the window's last day.
  const expiring = () =>
    db
      .selectFrom("properties")
      .where("status", "=", "approved")
      .where("permit_number", "is not", null)
      .where("permit_number", "!=", "")
      .where("permit_expiry", ">=", today)
      .where("permit_expiry", "<=", warningEnd(today))
      .$if(agentId !== undefined, (q) => q.where("agent_id", "=", agentId ?? ""));
  const [bad, soon, soonCount] = await Promise.all([
    db
      .selectFrom("properties")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where((eb) => nonCompliantWhere(eb, today))
      .$if(agentId !== undefined, (q) => q.where("agent_id", "=", agentId ?? ""))
      .executeTakeFirstOrThrow(),
    expiring()
      .select(["id", "name", "reference", "permit_expiry"])
      .orderBy("permit_expiry")
      .orderBy("id")
      .limit(EXPIRING_SHOWN)
      .execute(),
    expiring()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    nonCompliant: Number(bad.n),
    expiringCount: Number(soonCount.n),
    expiring: soon.map((r) => ({
      id: r.id,
      name: r.name,
      reference: r.reference,
      permitExpiry: r.permit_expiry ?? "",
    })),
  };
}
