import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database, LeadEventType } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import type { AnyLeadKind } from "../../lib/lead-kinds.ts";

// A lead's history (issue 18, item 5): created (and where from), assigned, status changes and
// staff notes, one row each in `lead_events`; the emails about it are the outbox's rows. The first
// status change or note by staff after creation is its first response (the dashboard's speed to
// lead). Written in the same transaction as the change they record.

type Executor = Kysely<Database>;

/** The utm_* parameters a lead can carry, as the page it was sent from had them. */
export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** Where a lead came from, as the web layer saw the form's request. */
export interface LeadOrigin {
  /** The site page the form was sent from (path and query). */
  page?: string;
  /** The outside site that sent the request, when it was not this site (its host). */
  referrer?: string;
  utm?: Utm;
}

/** What each kind of event records. */
type EventDetail = {
  created: LeadOrigin & { source: string };
  assigned: { to: string | null; auto: boolean };
  status: { from: string; to: string };
  note: { text: string };
};

export type NewLeadEvent = {
  [T in LeadEventType]: { type: T; detail: EventDetail[T]; actorId: string | null; at: string };
}[LeadEventType];

export interface LeadEvent {
  id: string;
  type: LeadEventType;
  at: string;
  actorId: string | null;
  actorName: string | null;
  detail: Record<string, unknown>;
}

/**
 * The channel a lead came through, for the dashboard: the campaign's utm_source, else the outside
 * site that sent it, else "website" for the site's own forms, "admin" for one staff entered, "api"
 * for another client.
 */
function sourceOf(origin: LeadOrigin, byStaff: boolean): string {
  if (byStaff) return "admin";
  return origin.utm?.source ?? origin.referrer ?? (origin.page ? "website" : "api");
}

export async function recordLeadEvents(
  db: Executor,
  kind: AnyLeadKind,
  leadId: string,
  events: readonly NewLeadEvent[],
): Promise<void> {
  if (!events.length) return;
  await db
    .insertInto("lead_events")
    .values(
      events.map((e) => ({
        id: newId(),
        lead_kind: kind,
        lead_id: leadId,
        type: e.type,
        at: e.at,
        actor_id: e.actorId,
        detail: JSON.stringify(e.detail),
      })),
    )
    .execute();
}

const SAME_INSTANT_ORDER: Record<LeadEventType, number> = { created: 0, assigned: 1, status: 2, note: 3 };

const DetailSchema = z.record(z.string(), z.unknown()).catch({});

/** A lead's events, oldest first, with the names of the staff who made them. */
export async function findLeadEvents(db: Executor, kind: AnyLeadKind, leadId: string): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom("lead_events")
    .leftJoin("users", "users.id", "lead_events.actor_id")
    .select([
      "lead_events.id as id",
      "lead_events.type as type",
      "lead_events.at as at",
      "lead_events.actor_id as actorId",
      "users.name as actorName",
      "lead_events.detail as detail",
    ])
    .where("lead_events.lead_kind", "=", kind)
    .where("lead_events.lead_id", "=", leadId)
    .orderBy("lead_events.at")
    .orderBy("lead_events.id")
    .execute();
  // Written in the same instant (a lead and its assignment), they read in the order they happen.
  return rows
    .map((r) => ({ ...r, detail: parseDetail(r.detail) }))
    .sort((a, b) => a.at.localeCompare(b.at) || SAME_INSTANT_ORDER[a.type] - SAME_INSTANT_ORDER[b.type]);
}

function parseDetail(raw: string): Record<string, unknown> {
  try {
    return DetailSchema.parse(JSON.parse(raw));
  } catch {
    return {};
  }
}

export async function deleteLeadEvents(db: Executor, kind: AnyLeadKind, leadId: string): Promise<void> {
  await db.deleteFrom("lead_events").where("lead_kind", "=", kind).where("lead_id", "=", leadId).execute();
}

/** What the dashboard needs of a lead's history: where it came from and when staff first responded. */
export interface LeadActivity {
  source: string | null;
  firstResponseAt: string | null;
}

/**
 * For leads created since `since`, keyed `kind:id`: the source its creation recorded and its first
 * status change or note by staff. A lead from before the history existed has no entry.
 */
export async function leadActivitySince(db: Executor, since: string): Promise<Map<string, LeadActivity>> {
  const [created, responses] = await Promise.all([
    db
      .selectFrom("lead_events")
      .select(["lead_kind", "lead_id", "detail"])
      .where("type", "=", "created")
      .where("at", ">=", since)
      .execute(),
    db
      .selectFrom("lead_events")
      .select(["lead_kind", "lead_id", (eb) => eb.fn.min("at").as("first")])
      .where("type", "in", ["status", "note"])
      .where("actor_id", "is not", null)
      .where("at", ">=", since)
      .groupBy(["lead_kind", "lead_id"])
      .execute(),
  ]);
  const out = new Map<string, LeadActivity>();
  for (const c of created) {
    const source = parseDetail(c.detail).source;
    out.set(`${c.lead_kind}:${c.lead_id}`, {
      source: typeof source === "string" && source ? source : null,
      firstResponseAt: null,
    });
  }
  for (const r of responses) {
    const key = `${r.lead_kind}:${r.lead_id}`;
    const entry = out.get(key) ?? { source: null, firstResponseAt: null };
    out.set(key, { ...entry, firstResponseAt: String(r.first) });
  }
  return out;
}

/** What a new lead records: where it came from, and who it was given to (automatically). */
export function creationEvents(
  origin: LeadOrigin,
  staffId: string | null,
  assigneeId: string | null,
  at: string,
): NewLeadEvent[] {
  const { page, referrer, utm } = origin;
  return [
    {
      type: "created",
      at,
      actorId: staffId,
      detail: { page, referrer, utm, source: sourceOf(origin, staffId !== null) },
    },
    { type: "assigned", at, actorId: null, detail: { to: assigneeId, auto: true } },
  ];
}

/** What an edit records: a change of status and a reassignment, by the member of staff who made it. */
export function editEvents(
  staffId: string,
  before: { status: string; assigneeId: string | null },
  after: { status?: string; assigneeId?: string | null },
  at: string,
): NewLeadEvent[] {
  const events: NewLeadEvent[] = [];
  if (after.status !== undefined && after.status !== before.status)
    events.push({ type: "status", at, actorId: staffId, detail: { from: before.status, to: after.status } });
  if (after.assigneeId !== undefined && after.assigneeId !== before.assigneeId)
    events.push({ type: "assigned", at, actorId: staffId, detail: { to: after.assigneeId, auto: false } });
  return events;
}
