import type { z } from "zod";
import "../../lib/i18n/mail.ts";
import type { DB } from "../../db/index.server.ts";
import {
  type Actor,
  assertAdmin,
  assertOwns,
  assertStaff,
  isAdmin,
  ownerScope,
  PUBLIC,
  isStaff,
} from "../../lib/actor.ts";
import { notFound } from "../../lib/errors.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import type { Page } from "../../lib/pagination.ts";
import { nowIso } from "../../lib/time.ts";
import { parseInput, sentFields } from "../../lib/validation.ts";
import { env } from "../../lib/env.server.ts";
import { mailQueued, queueMail } from "../mail/mail.service.server.ts";
import { getProperty } from "../properties/property.service.server.ts";
import type { Property } from "../properties/property.schema.ts";
import { chooseAssignee } from "../users/user.service.server.ts";
import { creationEvents, deleteLeadEvents, recordLeadEvents } from "./lead-events.server.ts";
import { saveStaffEdit, sharedLeadEdit } from "./staff-edit.server.ts";
import { leadFactsOf, prepareLeadMail, type SubmissionContext } from "./lead-mail.server.ts";
import {
  countLeads,
  deleteLeadRow,
  findLeadById,
  findLeads,
  insertLead,
  type LeadRowPatch,
  markLeadRead,
  type NewLead,
  updateLeadRow,
} from "./leads.repository.server.ts";
import {
  type ContactInput,
  type EnquiryInput,
  type ListPropertyInput,
  LEAD_INPUT_SCHEMAS,
  LEAD_KINDS,
  LEGACY_INPUT_SCHEMAS,
  LEAD_UPDATE_SCHEMAS,
  type LeadByKind,
  type LeadKind,
  type LeadListFilter,
  type LeadUpdateInput,
  leadStatusField,
} from "./leads.schema.ts";

const NOT_FOUND: Record<LeadKind, string> = {
  contact: "No contact message with that id.",
  enquiry: "No enquiry with that id.",
  listProperty: "No list-your-property request with that id.",
};

/**
 * Stores a lead sent by a visitor (or an admin). The input is validated with the same schema the
 * form uses in the browser. A new lead is always `pending`, unless an admin sets another status.
 * An enquiry about a listing the caller cannot see (removed or unpublished since the page loaded)
 * is still stored, without the link: a lead is never lost for a stale reference.
 * The lead and its emails (to the staff who handle it, and the visitor's acknowledgement) are
 * written in one transaction; the mail worker sends them afterwards, so a mail server that is
 * down or slow never loses or delays the lead.
 * `legacy`: the input follows the agency's earlier client (docs/product/api.md "Legacy aliases"),
 * read with that kind's legacy schema; everything after the parsing is the same.
 */
export async function createLead<K extends LeadKind>(
  db: DB,
  kind: K,
  input: unknown,
  actor: Actor = PUBLIC,
  context: SubmissionContext = {},
  opts: { legacy?: boolean } = {},
): Promise<LeadByKind[K]> {
  const schema: z.ZodType<ContactInput | EnquiryInput | ListPropertyInput> =
    (opts.legacy ? LEGACY_INPUT_SCHEMAS[kind] : undefined) ?? LEAD_INPUT_SCHEMAS[kind];
  const data = parseInput(schema, input);
  const raw = (input ?? {}) as Record<string, unknown>;
  const status =
    isAdmin(actor) && raw.status !== undefined ? parseInput(leadStatusField, raw.status) : "pending";
  const at = nowIso();
  const lead: NewLead = {
    _id: newId(),
    name: data.name,
    email: data.email,
    phone: data.phone,
    message: data.message,
    status,
    readAt: null,
    assigneeId: null,
    createdAt: at,
    updatedAt: at,
  };
  // An enquiry about a listing that is gone (or never was) is kept as a general enquiry.
  let listing: Property | null = null;
  if (kind === "enquiry") {
    const { propertyId, propertyName } = data as EnquiryInput;
    if (propertyId) {
      listing = await getProperty(db, actor, propertyId);
      lead.propertyId = listing?._id ?? null;
    }
    // The name the visitor's client sent, else the listing's as it is called today.
    lead.propertyName = propertyName ?? listing?.name ?? null;
  }
  if (kind === "listProperty") {
    const d = data as ListPropertyInput;
    Object.assign(lead, {
      location: d.location,
      propertyType: d.propertyType ?? null,
      type: d.type ?? null,
      bedrooms: d.bedrooms ?? null,
      price: d.price ?? null,
      address: d.address ?? null,
      preferredDate: d.preferredDate ?? null,
      preferredTime: d.preferredTime ?? null,
    });
  }
  const mail = await prepareLeadMail(db, leadFactsOf(kind, lead), { listing, context });
  // Assigned, stored and its emails queued together: the lead is never without its emails.
  const stored = await db.transaction().execute(async (trx) => {
    const assignee = await chooseAssignee(trx, kind, listing?.agentId ?? null, at);
    const saved = await insertLead(trx, kind, { ...lead, assigneeId: assignee?.id ?? null });
    const staffId = isStaff(actor) ? actor.userId : null;
    await recordLeadEvents(trx, kind, saved._id, creationEvents(context, staffId, saved.assigneeId, at));
    await queueMail(trx, await mail.queue(trx, assignee), { from: env().MAIL_FROM, now: at });
    return saved;
  });
  mailQueued();
  return stored;
}

export async function listLeads<K extends LeadKind>(
  db: DB,
  actor: Actor,
  kind: K,
  filter: Partial<LeadListFilter> = {},
): Promise<Page<LeadByKind[K]>> {
  assertStaff(actor);
  const f: LeadListFilter = {
    ...filter,
    // An agent's lists hold only the leads assigned to them, whatever the query asks.
    assigneeId: ownerScope(actor) ?? filter.assigneeId,
    page: filter.page ?? 1,
    pageSize: filter.pageSize ?? 100,
  };
  const [items, total] = await Promise.all([findLeads(db, kind, f), countLeads(db, kind, f)]);
  return { items, total, page: f.page, pageSize: f.pageSize };
}

/**
 * One lead for staff (an agent: only one assigned to them; any other id is a 404). Opening it
 * records when it was first read (`readAt`), which is what the admin badges count as "new";
 * `markRead: false` reads without recording.
 */
export async function requireLead<K extends LeadKind>(
  db: DB,
  actor: Actor,
  kind: K,
  id: string,
  opts: { markRead?: boolean } = {},
): Promise<LeadByKind[K]> {
  const lead = await ownLead(db, actor, kind, id);
  if (!(opts.markRead ?? true) || lead.readAt) return lead;
  await markLeadRead(db, kind, id, nowIso());
  return (await findLeadById(db, kind, id)) ?? lead;
}

/** The lead if this member of staff may reach it (an admin any, an agent theirs), else a 404. */
async function ownLead<K extends LeadKind>(
  db: DB,
  actor: Actor,
  kind: K,
  id: string,
): Promise<LeadByKind[K]> {
  assertStaff(actor);
  const lead = ID_PATTERN.test(id) ? await findLeadById(db, kind, id) : undefined;
  if (!lead) throw notFound(NOT_FOUND[kind]);
  assertOwns(actor, lead.assigneeId, NOT_FOUND[kind]);
  return lead;
}

/** Staff edit (an agent: their own leads): any subset of the fields; a field not sent keeps its value. */
export async function updateLead<K extends LeadKind>(
  db: DB,
  actor: Actor,
  kind: K,
  id: string,
  input: unknown,
): Promise<LeadByKind[K]> {
  const current = await ownLead(db, actor, kind, id);
  const schema: z.ZodType<LeadUpdateInput> = LEAD_UPDATE_SCHEMAS[kind];
  const data = parseInput(schema, input);
  const edit = await sharedLeadEdit<LeadRowPatch>(db, actor, current, data, nowIso());
  const { patch } = edit;
  if (kind === "listProperty") {
    const d = data;
    if (d.location !== undefined) patch.location = d.location;
    if (d.propertyType !== undefined) patch.property_type = d.propertyType;
    if (d.type !== undefined) patch.type = d.type;
    // A field sent empty clears it; a field not sent keeps its value.
    if ("bedrooms" in d) patch.bedrooms = d.bedrooms ?? null;
    if ("price" in d) patch.price = d.price ?? null;
    if (d.address !== undefined) patch.address = d.address;
    if (d.preferredDate !== undefined) patch.preferred_date = d.preferredDate;
    if (d.preferredTime !== undefined) patch.preferred_time = d.preferredTime;
  }
  await saveStaffEdit(db, actor, kind, id, current, edit, {
    status: data.status,
    mail: async () => {
      const listing =
        "propertyId" in current && current.propertyId
          ? await getProperty(db, PUBLIC, current.propertyId)
          : null;
      return prepareLeadMail(db, leadFactsOf(kind, { ...current, ...sentFields(data) }), { listing });
    },
    write: (trx, p) => updateLeadRow(trx, kind, id, p),
  });
  return (await findLeadById(db, kind, id)) as LeadByKind[K];
}

/** Deletes a lead (admins) with its history; its emails stay in the outbox's log. */
export async function deleteLead(db: DB, actor: Actor, kind: LeadKind, id: string): Promise<void> {
  assertAdmin(actor);
  if (!ID_PATTERN.test(id)) throw notFound(NOT_FOUND[kind]);
  const deleted = await db.transaction().execute(async (trx) => {
    const n = await deleteLeadRow(trx, kind, id);
    if (n) await deleteLeadEvents(trx, kind, id);
    return n;
  });
  if (!deleted) throw notFound(NOT_FOUND[kind]);
}

/** Totals and unread counts per kind, for the admin badges and dashboard (an agent: of their own leads). */
export async function leadCounts(
  db: DB,
  actor: Actor,
): Promise<Record<LeadKind, { total: number; unread: number }>> {
  assertStaff(actor);
  const assigneeId = ownerScope(actor);
  const entries = await Promise.all(
    LEAD_KINDS.map(
      async (kind) =>
        [
          kind,
          {
            total: await countLeads(db, kind, { assigneeId }),
            unread: await countLeads(db, kind, { assigneeId, unread: true }),
          },
        ] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<LeadKind, { total: number; unread: number }>;
}
