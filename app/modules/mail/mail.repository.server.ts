import { type Kysely, PostgresAdapter, sql } from "kysely";
import { pageOffset } from "../../lib/pagination.ts";
import type { DB } from "../../db/index.server.ts";
import type { Database, MailAttemptTable, MailMessageTable, MailStatus } from "../../db/schema.ts";

export type MailRow = MailMessageTable;
export type NewMailRow = MailMessageTable;

/**
 * Queues messages. A message whose dedupe key is already queued is left as it is (the write was a
 * retry of one already made), so a lead never queues the same email twice.
 */
export async function insertMail(db: Kysely<Database>, rows: readonly NewMailRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto("mail_messages")
    .values([...rows])
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .execute();
}

/**
 * Claims up to `limit` messages that are due (queued and their time has come, or left `sending` by
 * a worker whose lease ran out) and marks them `sending` until `leaseUntil`, atomically: on
 * PostgreSQL the rows are locked with `FOR UPDATE SKIP LOCKED`, so two processes never claim the
 * same message; SQLite runs the one statement under its write lock.
 */
export async function claimDueMail(
  db: DB,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<MailRow[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let due = db
    .selectFrom("mail_messages")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("lease_until", "<=", now)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(limit);
  if (postgres) due = due.forUpdate().skipLocked();
  return db
    .updateTable("mail_messages")
    .set({ status: "sending", lease_until: leaseUntil, attempts: sql`attempts + 1`, updated_at: now })
    .where("id", "in", due)
    .returningAll()
    .execute();
}

export interface AttemptResult {
  status: Exclude<MailStatus, "sending">;
  at: string;
  nextAttemptAt?: string;
  error?: string | null;
  detail: string | null;
  ms: number;
}

/** Records one delivery attempt and the message's new state, in one transaction. */
export async function recordAttempt(
  db: DB,
  mail: MailRow,
  attemptId: string,
  r: AttemptResult,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("mail_attempts")
      .values({
        id: attemptId,
        mail_id: mail.id,
        at: r.at,
        outcome: r.status === "sent" ? "sent" : r.status === "failed" ? "failed" : "retry",
        detail: r.detail,
        ms: Math.round(r.ms),
      })
      .execute();
    await trx
      .updateTable("mail_messages")
      .set({
        status: r.status,
        lease_until: null,
        updated_at: r.at,
        ...(r.status === "sent" ? { sent_at: r.at, last_error: null } : { last_error: r.error ?? null }),
        ...(r.nextAttemptAt ? { next_attempt_at: r.nextAttemptAt } : {}),
      })
      .where("id", "=", mail.id)
      .execute();
  });
}

export interface MailListFilter {
  status?: MailStatus;
  leadId?: string;
  page: number;
  pageSize: number;
}

export async function findMail(db: DB, f: MailListFilter): Promise<MailRow[]> {
  let q = db.selectFrom("mail_messages").selectAll();
  if (f.status) q = q.where("status", "=", f.status);
  if (f.leadId) q = q.where("lead_id", "=", f.leadId);
  return q
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(f.pageSize)
    .offset(pageOffset(f.page, f.pageSize))
    .execute();
}

export async function countMail(db: DB, f: Omit<MailListFilter, "page" | "pageSize">): Promise<number> {
  let q = db.selectFrom("mail_messages").select((eb) => eb.fn.countAll<number>().as("n"));
  if (f.status) q = q.where("status", "=", f.status);
  if (f.leadId) q = q.where("lead_id", "=", f.leadId);
  const r = await q.executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function countMailByStatus(db: DB): Promise<Record<MailStatus, number>> {
  const rows = await db
    .selectFrom("mail_messages")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const out: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

export async function findMailById(db: DB, id: string): Promise<MailRow | undefined> {
  return db.selectFrom("mail_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findAttempts(db: DB, mailId: string): Promise<MailAttemptTable[]> {
  return db.selectFrom("mail_attempts").selectAll().where("mail_id", "=", mailId).orderBy("at").execute();
}

/** A failed message goes back to the queue for a new round of attempts (an admin's "resend"). */
export async function requeueFailed(db: DB, id: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable("mail_messages")
    .set({ status: "queued", attempts: 0, next_attempt_at: at, lease_until: null, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Deletes the emails of these purposes sent (or waiting) to an address, with their attempts: what
 * a visitor's "delete everything about me" removes from the outbox (issue 23). Emails about leads
 * stay: they are the agency's record of an enquiry.
 */
export async function deleteMailTo(
  db: Kysely<Database>,
  email: string,
  purposes: readonly string[],
): Promise<number> {
  if (!purposes.length) return 0;
  const ids = (
    await db
      .selectFrom("mail_messages")
      .select("id")
      .where(sql<boolean>`lower(recipient) = ${email.trim().toLowerCase()}`)
      .where("purpose", "in", [...purposes])
      .execute()
  ).map((r) => r.id);
  if (!ids.length) return 0;
  await db.deleteFrom("mail_attempts").where("mail_id", "in", ids).execute();
  const r = await db.deleteFrom("mail_messages").where("id", "in", ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}
