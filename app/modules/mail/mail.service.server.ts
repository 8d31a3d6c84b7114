import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { Database, MailAttemptTable, MailStatus } from "../../db/schema.ts";
import { type Actor, assertAdmin } from "../../lib/actor.ts";
import { notFound } from "../../lib/errors.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import type { Page } from "../../lib/pagination.ts";
import { nowIso } from "../../lib/time.ts";
import {
  claimDueMail,
  countMail,
  countMailByStatus,
  findAttempts,
  findMail,
  findMailById,
  insertMail,
  type MailRow,
  recordAttempt,
  requeueFailed,
} from "./mail.repository.server.ts";
import { MAIL_LANES, type MailTransport, PermanentMailError } from "./mail.transport.server.ts";

/** One message to queue: who gets it, what it is about, and its content. */
export interface QueuedMail {
  purpose: string;
  recipient: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  lead?: { kind: string; id: string } | null;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on the newsletter's emails. */
  headers?: Record<string, string> | null;
  /**
   * What makes the message one of a kind, when not a lead's (a campaign's: campaign and recipient):
   * queuing a message with a key already in the outbox is a no-op.
   */
  dedupeKey?: string;
}

/** The Message-ID's domain: the From address's, so receivers see one sender. */
function messageDomain(from: string): string {
  const m = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return m?.[1] ?? "localhost";
}

/**
 * Writes messages to the outbox, inside the caller's transaction (the lead and its emails are
 * stored together or not at all). One message per lead, purpose and recipient: queuing it again is
 * a no-op.
 */
export async function queueMail(
  trx: Kysely<Database>,
  mails: readonly QueuedMail[],
  opts: { from: string; now?: string },
): Promise<void> {
  const at = opts.now ?? nowIso();
  const domain = messageDomain(opts.from);
  await insertMail(
    trx,
    mails.map((m) => {
      const id = newId();
      const recipient = m.recipient.trim().toLowerCase();
      return {
        id,
        purpose: m.purpose,
        lead_kind: m.lead?.kind ?? null,
        lead_id: m.lead?.id ?? null,
        recipient,
        dedupe_key: m.dedupeKey ?? [m.purpose, m.lead?.kind ?? "", m.lead?.id ?? id, recipient].join(":"),
        message_id: `<${id}.${randomUUID()}@${domain}>`,
        subject: m.subject,
        html: m.html,
        text: m.text,
        reply_to: m.replyTo ?? null,
        headers: m.headers && Object.keys(m.headers).length ? JSON.stringify(m.headers) : null,
        status: "queued",
        attempts: 0,
        next_attempt_at: at,
        lease_until: null,
        last_error: null,
        sent_at: null,
        created_at: at,
        updated_at: at,
      };
    }),
  );
}

// ---------- queued-mail signal ----------

const listeners = new Set<() => void>();
/** Tells this process's worker that messages were queued (after the transaction committed). */
export function mailQueued(): void {
  for (const l of listeners) l();
}

/** What hears of an address the mail server refused for good (a 5xx answer: no such mailbox). */
type BounceListener = (recipient: string, reason: string) => Promise<void>;
const bounceListeners = new Set<BounceListener>();
/**
 * Registers `listener` for hard bounces (the newsletter suspends the address, issue 23); returns
 * the function that removes it.
 */
export function onHardBounce(listener: BounceListener): () => void {
  bounceListeners.add(listener);
  return () => bounceListeners.delete(listener);
}

// ---------- the worker ----------

export interface MailWorkerOptions {
  db: DB;
  transport: MailTransport;
  from: string;
  /** First retry delay; each next one is four times longer, at most six hours. */
  retrySeconds: number;
  maxAttempts: number;
  leaseSeconds: number;
  /** How often the outbox is polled when nothing nudges the worker. */
  pollMs?: number;
}

export interface MailWorker {
  /** Look at the outbox now. */
  nudge(): void;
  /** Stops polling and waits for the message being sent. */
  stop(): Promise<void>;
}

const MAX_DELAY_MS = 6 * 3_600_000;

/** When the attempt after `attempts` failed ones is due. */
export function retryDelayMs(attempts: number, retrySeconds: number): number {
  return Math.min(MAX_DELAY_MS, retrySeconds * 1000 * 4 ** Math.max(0, attempts - 1));
}

/**
 * Sends the outbox from this process: claims due messages (a lease, so a crashed process's claims
 * are taken over once it runs out), sends each, and records every attempt. A refused address (5xx)
 * fails at once; anything else is retried with growing delays until `maxAttempts`, then failed.
 */
export function startMailWorker(o: MailWorkerOptions): MailWorker {
  const pollMs = o.pollMs ?? 2_000;
  // One message per claim: a claim's lease then covers only the send that follows it, so a slow
  // server never lets a claimed message's lease run out while it waits its turn in a batch.
  const batch = 1;
  const LANES = MAIL_LANES;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function deliver(mail: MailRow): Promise<void> {
    const started = performance.now();
    const at = () => nowIso();
    try {
      const response = await o.transport.send({
        from: o.from,
        to: mail.recipient,
        replyTo: mail.reply_to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.message_id,
        headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : {},
      });
      await recordAttempt(o.db, mail, newId(), {
        status: "sent",
        at: at(),
        detail: response,
        ms: performance.now() - started,
      });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      const final = e instanceof PermanentMailError || mail.attempts >= o.maxAttempts;
      const now = Date.now();
      await recordAttempt(o.db, mail, newId(), {
        status: final ? "failed" : "queued",
        at: new Date(now).toISOString(),
        nextAttemptAt: final
          ? undefined
          : new Date(now + retryDelayMs(mail.attempts, o.retrySeconds)).toISOString(),
        error,
        detail: error,
        ms: performance.now() - started,
      });
      (final ? logger.warn : logger.info)(final ? "email failed" : "email will be retried", {
        mail: mail.id,
        attempts: mail.attempts,
        error,
      });
      if (e instanceof PermanentMailError)
        for (const l of bounceListeners)
          await l(mail.recipient, error).catch((err) =>
            logger.warn("hard bounce not recorded", { mail: mail.id, error: err }),
          );
    }
  }

  /** One lane: claims and sends one message at a time until none is due. */
  async function lane(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const now = Date.now();
      const claimed = await claimDueMail(
        o.db,
        new Date(now).toISOString(),
        new Date(now + o.leaseSeconds * 1000).toISOString(),
        batch,
      );
      if (!claimed.length) return;
      for (const mail of claimed) await deliver(mail);
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      // A few sends side by side (each claim is atomic, so no message goes out twice): a burst of
      // leads is not queued behind one slow conversation with the mail server.
      await Promise.all(Array.from({ length: LANES }, lane));
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error) => logger.warn("mail worker pass failed", { error }))
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(run, pollMs);
          timer.unref();
        }
      });
  }

  listeners.add(run);
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      listeners.delete(run);
      clearTimeout(timer);
      await running;
      o.transport.close();
    },
  };
}

// ---------- the admin's view ----------

export interface MailMessage {
  _id: string;
  purpose: string;
  leadKind: string | null;
  leadId: string | null;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  /** When the next attempt is due (queued), else null. */
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface MailDetail extends MailMessage {
  html: string;
  text: string;
  replyTo: string | null;
  attemptsLog: Pick<MailAttemptTable, "at" | "outcome" | "detail" | "ms">[];
}

function toMessage(r: MailRow): MailMessage {
  return {
    _id: r.id,
    purpose: r.purpose,
    leadKind: r.lead_kind,
    leadId: r.lead_id,
    recipient: r.recipient,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.status === "queued" ? r.next_attempt_at : null,
    lastError: r.last_error,
    sentAt: r.sent_at,
    createdAt: r.created_at,
  };
}

export async function listMail(
  db: DB,
  actor: Actor,
  filter: { status?: MailStatus; leadId?: string; page?: number; pageSize?: number } = {},
): Promise<Page<MailMessage>> {
  assertAdmin(actor);
  const f = { ...filter, page: filter.page ?? 1, pageSize: filter.pageSize ?? 50 };
  const [rows, total] = await Promise.all([findMail(db, f), countMail(db, f)]);
  return { items: rows.map(toMessage), total, page: f.page, pageSize: f.pageSize };
}

/**
 * The emails about one lead, oldest first, for its timeline. No actor: the lead desk has already
 * checked that the caller may read the lead.
 */
export async function mailAboutLead(db: DB, leadId: string): Promise<MailMessage[]> {
  const rows = await findMail(db, { leadId, page: 1, pageSize: 100 });
  return rows.map(toMessage).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function mailCounts(db: DB, actor: Actor): Promise<Record<MailStatus, number>> {
  assertAdmin(actor);
  return countMailByStatus(db);
}

export async function requireMail(db: DB, actor: Actor, id: string): Promise<MailDetail> {
  assertAdmin(actor);
  const row = ID_PATTERN.test(id) ? await findMailById(db, id) : undefined;
  if (!row) throw notFound("No email with that id.");
  const attempts = await findAttempts(db, id);
  return {
    ...toMessage(row),
    html: row.html,
    text: row.text,
    replyTo: row.reply_to,
    attemptsLog: attempts.map(({ at, outcome, detail, ms }) => ({ at, outcome, detail, ms })),
  };
}

/** Puts a failed message back in the queue for a new round of attempts. */
export async function resendMail(db: DB, actor: Actor, id: string): Promise<void> {
  assertAdmin(actor);
  if (!ID_PATTERN.test(id) || !(await requeueFailed(db, id, nowIso()))) {
    const row = ID_PATTERN.test(id) ? await findMailById(db, id) : undefined;
    if (!row) throw notFound("No email with that id.");
    return; // Not failed: already queued, being sent or sent; nothing to do.
  }
  mailQueued();
}
