import { sql } from "kysely";
import { z } from "zod";
import type { DB } from "../../db/index.server.ts";
import { type Actor, assertStaff, ownerScope, staffOf } from "../../lib/actor.ts";
import { type AnyLeadKind, adminLeadPath } from "../../lib/lead-kinds.ts";
import { nowIso } from "../../lib/time.ts";
import { parseInput } from "../../lib/validation.ts";
import { requireApplication } from "../careers/careers.service.server.ts";
import { mailAboutLead, type MailMessage } from "../mail/mail.service.server.ts";
import { getProperty } from "../properties/property.service.server.ts";
import { getStaffMember } from "../users/user.service.server.ts";
import { findLeadEvents, type LeadEvent, recordLeadEvents } from "./lead-events.server.ts";
import { requireLead } from "./leads.service.server.ts";

// One lead's page in the admin (issue 18, item 5): the lead, its whole history (created and where
// from, assigned, status changes, staff notes, the emails about it) and the visitor's other leads.
// Who may open it is the leads and careers services' rule (an agent: their own; else 404).

/** A lead of any kind, as its page shows it. */
interface DeskLead {
  kind: AnyLeadKind;
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: string;
  readAt: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  createdAt: string;
  /** The listing an enquiry is about, while it exists. */
  listing: { id: string; name: string } | null;
  /** The property an enquiry names (as sent, or the listing's name when it arrived). */
  propertyName: string | null;
  /** The form's further facts, by field name (location, type, price, position, age, …). */
  facts: Record<string, string | number | null>;
  /** An application's CV (its API path), when one was sent. */
  cv: string | null;
}

interface RelatedLead {
  kind: AnyLeadKind;
  id: string;
  name: string;
  status: string;
  createdAt: string;
  href: string;
}

export interface LeadDetail {
  lead: DeskLead;
  events: LeadEvent[];
  mail: MailMessage[];
  related: RelatedLead[];
}

const TABLES = {
  contact: "contact_messages",
  enquiry: "enquiries",
  listProperty: "list_property_requests",
  career: "career_applications",
} as const satisfies Record<AnyLeadKind, string>;

/** The lead if this member of staff may open it (else the kind's 404), marked read unless told not to. */
async function openLead(
  db: DB,
  actor: Actor,
  kind: AnyLeadKind,
  id: string,
  markRead: boolean,
): Promise<DeskLead> {
  if (kind === "career") {
    const a = await requireApplication(db, actor, id, { markRead });
    return {
      kind,
      id: a._id,
      name: a.name,
      email: a.email,
      phone: a.phone,
      message: a.message,
      status: a.status,
      readAt: a.readAt,
      assigneeId: a.assigneeId,
      assigneeName: null,
      createdAt: a.createdAt,
      listing: null,
      propertyName: null,
      facts: { position: a.position, age: a.age },
      cv: a.cv,
    };
  }
  const l = await requireLead(db, actor, kind, id, { markRead });
  const facts: DeskLead["facts"] = {};
  if ("location" in l)
    Object.assign(facts, {
      location: l.location,
      propertyType: l.propertyType,
      type: l.type,
      bedrooms: l.bedrooms,
      price: l.price,
      address: l.address ?? null,
      preferredDate: l.preferredDate ?? null,
      preferredTime: l.preferredTime ?? null,
    });
  const property = "propertyId" in l && l.propertyId ? await getProperty(db, actor, l.propertyId) : null;
  return {
    kind,
    id: l._id,
    name: l.name,
    email: l.email,
    phone: l.phone,
    message: l.message,
    status: l.status,
    readAt: l.readAt,
    assigneeId: l.assigneeId,
    assigneeName: null,
    createdAt: l.createdAt,
    listing: property ? { id: property._id, name: property.name } : null,
    propertyName: "propertyName" in l ? l.propertyName : null,
    facts,
    cv: null,
  };
}

/**
 * The visitor's other leads, of every kind: the same email (any case) or the same phone as typed.
 * An agent sees only those that are theirs too.
 */
async function relatedLeads(db: DB, actor: Actor, lead: DeskLead): Promise<RelatedLead[]> {
  assertStaff(actor);
  const own = ownerScope(actor);
  const email = lead.email.trim().toLowerCase();
  const phone = lead.phone.trim();
  const found = await Promise.all(
    (Object.entries(TABLES) as [AnyLeadKind, (typeof TABLES)[AnyLeadKind]][]).map(async ([kind, table]) => {
      const rows = await db
        .selectFrom(table)
        .select(["id", "name", "status", "created_at"])
        .where((eb) =>
          eb.or([eb(sql<string>`lower(email)`, "=", email), ...(phone ? [eb("phone", "=", phone)] : [])]),
        )
        .$if(own !== undefined, (q) => q.where("assignee_id", "=", own ?? ""))
        .orderBy("created_at", "desc")
        .limit(20)
        .execute();
      return rows
        .filter((r) => !(kind === lead.kind && r.id === lead.id))
        .map((r) => ({
          kind,
          id: r.id,
          name: r.name,
          status: r.status,
          createdAt: r.created_at,
          href: adminLeadPath(kind, r.id),
        }));
    }),
  );
  return found.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Everything a lead's page shows. Opening it records that it was read. */
export async function leadDetail(db: DB, actor: Actor, kind: AnyLeadKind, id: string): Promise<LeadDetail> {
  const lead = await openLead(db, actor, kind, id, true);
  const [events, mail, related, assignee] = await Promise.all([
    findLeadEvents(db, kind, lead.id),
    mailAboutLead(db, lead.id),
    relatedLeads(db, actor, lead),
    lead.assigneeId ? getStaffMember(db, lead.assigneeId) : null,
  ]);
  return { lead: { ...lead, assigneeName: assignee?.name ?? null }, events, mail, related };
}

/** A staff note on a lead: free text, kept with its author and time. */
const LeadNoteSchema = z.object({
  text: z
    .string({ error: "Write the note" })
    .trim()
    .min(1, "Write the note")
    .max(4000, "Keep a note under 4,000 characters"),
});

/** Adds a note to a lead the member of staff may open (an agent: their own; else 404). */
export async function addLeadNote(
  db: DB,
  actor: Actor,
  kind: AnyLeadKind,
  id: string,
  input: unknown,
): Promise<LeadEvent[]> {
  const lead = await openLead(db, actor, kind, id, false);
  const { text } = parseInput(LeadNoteSchema, input);
  await recordLeadEvents(db, kind, lead.id, [
    { type: "note", at: nowIso(), actorId: staffOf(actor), detail: { text } },
  ]);
  return findLeadEvents(db, kind, lead.id);
}
