import { sql } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { AnyLeadKind } from "../../lib/lead-kinds.ts";
import type { PropertyStatus, PropertyType } from "../properties/property.schema.ts";

/** Aggregate reads for the admin dashboard. Counting only: no rows leave this file. */

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
