// The answer is the form's own contract: the page renders exactly this state.
import type { ServerFormState } from "../components/forms/use-lead-form.ts";
import { data } from "react-router";
import { isAppError } from "../lib/errors.ts";
import { UTM_KEYS, type Utm } from "../modules/leads/lead-events.server.ts";
import type { SubmissionContext } from "../modules/leads/lead-mail.server.ts";
import { logger } from "../lib/logger.server.ts";
import type { DB } from "../db/index.server.ts";
import { clientAddress, hitLimit, isHoneypotFilled } from "../lib/rate-limit.server.ts";
import { HONEYPOT_FIELD } from "../lib/honeypot.ts";
import { readFormPost, type Submission, TooLargeForm } from "./body.server.ts";

/** Per-address limit of a public form; the page action and the API share one budget per form. */
export function checkFormRate(db: DB, request: Request, form: string, perMinute: number): Promise<void> {
  return hitLimit(db, `form:${form}`, perMinute, clientAddress(request));
}

/**
 * The rate limit of a link page's buttons (the newsletter's, the alerts'): over it, the post is
 * answered with a bare 429 and Retry-After (a mail client's one-click POST reads the status only).
 */
export async function checkLinkRate(
  db: DB,
  request: Request,
  form: string,
  perMinute: number,
): Promise<void> {
  try {
    await checkFormRate(db, request, form, perMinute);
  } catch (e) {
    if (isAppError(e) && e.code === "rate_limited")
      throw data(null, { status: 429, headers: { "Retry-After": String(Math.ceil(e.retryAfter ?? 60)) } });
    throw e;
  }
}

/**
 * What a lead's timeline records of the request that sent it: the site's origin (for the emails'
 * links), the page the form was on (from Referer, when it is this site) with its utm_* parameters,
 * or the outside site that sent it (its host only). Values are clipped; nothing else is kept.
 */
export function submissionContext(request: Request): SubmissionContext {
  const origin = new URL(request.url).origin;
  const ctx: SubmissionContext = { origin };
  let from: URL | null = null;
  try {
    const referer = request.headers.get("referer");
    from = referer ? new URL(referer) : null;
  } catch {
    from = null;
  }
  if (!from || !/^https?:$/.test(from.protocol)) return ctx;
  if (from.origin !== origin) return { ...ctx, referrer: from.host.slice(0, 200) };
  ctx.page = `${from.pathname}${from.search}`.slice(0, 500);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const v = from.searchParams.get(`utm_${key}`)?.trim();
    if (v) utm[key] = v.slice(0, 100);
  }
  if (Object.keys(utm).length) ctx.utm = utm;
  return ctx;
}

/** True when the honeypot is filled: answer as a success and store nothing. */
export function isBot(body: Submission): boolean {
  return isHoneypotFilled(body[HONEYPOT_FIELD]);
}

/** What a bot that filled the honeypot is shown: the shape of a real record, stored nowhere. */
export function fakeRecord(
  id: string,
  body: Submission,
  fields: string[],
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const at = new Date().toISOString();
  const record: Record<string, unknown> = { _id: id };
  for (const f of fields)
    record[f] = typeof body[f] === "string" ? (body[f] as string).trim() : (body[f] ?? null);
  return { ...record, ...extra, createdAt: at, updatedAt: at };
}

export type FormActionResult = { ok: true } | { ok: false; status: number; state: ServerFormState };

function typedValues(input: Submission): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(input))
    if (typeof v === "string" && k !== HONEYPOT_FIELD) values[k] = v;
  return values;
}

/**
 * The action of a page form: the same rate limit, honeypot and service as the API call, and an
 * answer the page can show without JavaScript: field messages and the typed values on failure.
 * Unexpected errors are logged and reported as "server", never thrown into the error page, so
 * the visitor keeps the form and what they typed.
 */
export async function runFormAction(
  request: Request,
  opts: {
    db: DB;
    form: string;
    perMinute: number;
    read?: (request: Request) => Promise<Submission>;
    save: (input: Submission) => Promise<unknown>;
  },
): Promise<FormActionResult> {
  let input: Submission = {};
  // Read first, so a rate-limited visitor still gets back what they typed; every post counts.
  let readError: unknown = null;
  try {
    input = await (opts.read ?? readFormPost)(request);
  } catch (e) {
    readError = e;
    if (e instanceof TooLargeForm) input = e.partial;
  }
  try {
    await checkFormRate(opts.db, request, opts.form, opts.perMinute);
    if (readError) throw readError;
    if (isBot(input)) return { ok: true };
    await opts.save(input);
    return { ok: true };
  } catch (e) {
    const values = typedValues(input);
    if (isAppError(e)) {
      if (e.code === "rate_limited") {
        return {
          ok: false,
          status: 429,
          state: { values, formError: "rateLimited", retryAfter: Math.max(1, Math.ceil(e.retryAfter ?? 60)) },
        };
      }
      if (e.fields && Object.keys(e.fields).length) {
        return { ok: false, status: e.status, state: { values, errors: e.fields } };
      }
      if (e.code === "payload_too_large") {
        return { ok: false, status: 413, state: { values, formError: "tooLarge" } };
      }
      if (e.status < 500) {
        return { ok: false, status: e.status, state: { values, errors: { _: e.message } } };
      }
    }
    logger.error("form action failed", { form: opts.form, error: e });
    return { ok: false, status: 500, state: { values, formError: "server" } };
  }
}
