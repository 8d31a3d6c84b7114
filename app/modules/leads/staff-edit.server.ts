import type { Kysely } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { Database } from "../../db/schema.ts";
import { type Actor, staffOf } from "../../lib/actor.ts";
import { env } from "../../lib/env.server.ts";
import type { AnyLeadKind } from "../../lib/lead-kinds.ts";
import { mailQueued, queueMail } from "../mail/mail.service.server.ts";
import { type Assignee, resolveReassignment } from "../users/user.service.server.ts";
import { editEvents, recordLeadEvents } from "./lead-events.server.ts";
import type { LeadMail } from "./lead-mail.server.ts";

/** What every kind of lead, a career application included, lets staff change. */
export interface SharedLeadEdit {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
  status?: string;
  read?: boolean;
  assigneeId?: string | null;
}

/** The row columns those fields are written to. */
export interface SharedLeadPatch {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
  status?: string;
  read_at?: string | null;
  assignee_id?: string | null;
  updated_at?: string;
}

interface EditedLead {
  status: string;
  assigneeId: string | null;
  readAt: string | null;
}

export interface StaffEdit<P extends SharedLeadPatch> {
  /** The row's patch: the shared fields; the caller adds its own kind's. */
  patch: P;
  /** The new assignee's id when it changes (null: nobody, the admins). */
  assigneeId?: string | null;
  /** The new assignee, to be emailed. */
  reassignedTo: Assignee | null;
  at: string;
}

/**
 * The shared part of a staff edit: a field not sent keeps its value, "read" keeps the first time
 * it was read, and a reassignment goes to an active member of staff (admins only).
 */
export async function sharedLeadEdit<P extends SharedLeadPatch>(
  db: DB,
  actor: Actor,
  current: EditedLead,
  data: SharedLeadEdit,
  at: string,
): Promise<StaffEdit<P>> {
  const patch = {} as P;
  if (data.name !== undefined) patch.name = data.name;
  if (data.email !== undefined) patch.email = data.email;
  if (data.phone !== undefined) patch.phone = data.phone;
  if (data.message !== undefined) patch.message = data.message;
  if (data.status !== undefined) patch.status = data.status;
  if (data.read !== undefined) patch.read_at = data.read ? (current.readAt ?? at) : null;
  const { assigneeId, to } = await resolveReassignment(db, actor, current.assigneeId, data.assigneeId);
  if (assigneeId !== undefined) patch.assignee_id = assigneeId;
  return { patch, assigneeId, reassignedTo: to, at };
}

/**
 * Writes a staff edit when it changes anything: the row, its history (status and assignment, by
 * whom) and the new assignee's email, in one transaction.
 */
export async function saveStaffEdit<P extends SharedLeadPatch>(
  db: DB,
  actor: Actor,
  kind: AnyLeadKind,
  id: string,
  current: EditedLead,
  edit: StaffEdit<P>,
  opts: {
    status?: string;
    /** The email to the new assignee (asked for only when there is one). */
    mail: () => Promise<LeadMail>;
    write: (trx: Kysely<Database>, patch: P) => Promise<unknown>;
  },
): Promise<void> {
  const { patch, assigneeId, reassignedTo, at } = edit;
  if (!Object.keys(patch).length) return;
  patch.updated_at = at;
  const mail = reassignedTo ? await opts.mail() : null;
  await db.transaction().execute(async (trx) => {
    await opts.write(trx, patch);
    await recordLeadEvents(
      trx,
      kind,
      id,
      editEvents(staffOf(actor), current, { status: opts.status, assigneeId }, at),
    );
    if (mail && reassignedTo)
      await queueMail(trx, [mail.assigned(reassignedTo)], { from: env().MAIL_FROM, now: at });
  });
  if (mail) mailQueued();
}
