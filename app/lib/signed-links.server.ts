import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "./env.server.ts";

/**
 * Links in emails that act without a password (confirm a subscription, unsubscribe, a visitor's own
 * page; issue 23) carry a token: `<subject>.<expiry>.<signature>`. The signature is an HMAC of the
 * link's purpose, its subject (a record's id), its expiry and a `binding` (a value of the record
 * that changes when the link must stop working, e.g. when the confirmation email was sent), under a
 * key derived from the site's secret. A token cannot be made without the secret, is good for one
 * purpose only, and is refused after its expiry or once its binding has moved on.
 */

/** What a link may do; a token signed for one purpose is refused for every other. */
export type LinkPurpose =
  | "newsletter-confirm"
  | "newsletter-unsubscribe"
  | "alerts-confirm"
  | "alert-stop"
  | "visitor-page"
  | "favourites-stop";

const SUBJECT = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

let cached: { secret: string; key: Buffer } | undefined;
function key(): Buffer {
  const secret = env().SESSION_SECRET;
  if (cached?.secret !== secret) {
    // Its own key: a signature made here can never pass for a session's, or the other way round.
    cached = { secret, key: createHmac("sha256", secret).update("signed-links/v1").digest() };
  }
  return cached.key;
}

function signature(purpose: LinkPurpose, subject: string, expiry: string, binding: string): string {
  return createHmac("sha256", key())
    .update(`${purpose}\n${subject}\n${expiry}\n${binding}`)
    .digest("base64url");
}

/**
 * A token for `subject`, valid for `purpose` until `expiresAt` (null: no expiry, for unsubscribe
 * links, which must work from any email ever sent) while the record's `binding` stays the same.
 */
export function signLink(
  purpose: LinkPurpose,
  subject: string,
  opts: { expiresAt: Date | null; binding?: string },
): string {
  if (!SUBJECT.test(subject))
    throw new Error(`A signed link's subject must be an id, not ${JSON.stringify(subject)}`);
  const expiry = opts.expiresAt ? Math.ceil(opts.expiresAt.getTime() / 1000).toString(36) : "0";
  return `${subject}.${expiry}.${signature(purpose, subject, expiry, opts.binding ?? "")}`;
}

/** A token's parts, before it is checked: the subject says which record's binding to check it with. */
export interface LinkToken {
  subject: string;
  expiry: string;
  mac: string;
}

/** The parts of `token`, or null when it is not shaped like one (then it is refused unread). */
export function readLink(token: unknown): LinkToken | null {
  const m = typeof token === "string" ? TOKEN.exec(token) : null;
  return m ? { subject: m[1], expiry: m[2], mac: m[3] } : null;
}

export type LinkCheck = "valid" | "expired" | "invalid";

/**
 * Whether `token` was signed for `purpose` with the record's current `binding`, and when it runs
 * out. A wrong signature is `invalid` whatever the expiry says; only a genuine token is `expired`.
 */
export function checkLink(
  purpose: LinkPurpose,
  token: LinkToken,
  binding = "",
  now: Date = new Date(),
): LinkCheck {
  const expected = Buffer.from(signature(purpose, token.subject, token.expiry, binding));
  const given = Buffer.from(token.mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  const expiry = Number.parseInt(token.expiry, 36);
  if (expiry !== 0 && expiry * 1000 <= now.getTime()) return "expired";
  return "valid";
}
