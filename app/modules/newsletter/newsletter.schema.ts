import { z } from "zod";
import type { SubscriberStatus } from "../../db/schema.ts";
import { AdminListQuerySchema, blankToUndefined } from "../../lib/admin-list.ts";
import { emailField } from "../leads/leads.schema.ts";

// Browser-safe: the footer's subscribe form and POST /api/subscribe validate with this schema.

export const SubscribeInputSchema = z.object({ email: emailField });

/**
 * The pages the newsletter's email links open (routes.ts registers them in both languages; the
 * service builds the links): confirming a subscription, and unsubscribing.
 */
export const NEWSLETTER_LINK_PATHS = {
  confirm: "newsletter/confirm",
  unsubscribe: "newsletter/unsubscribe",
} as const;

/**
 * Where an address stands (issue 23): `pending` until its owner confirms from the email, then
 * `confirmed` (only these receive the newsletter); `unsubscribed` by one click in any email;
 * `suspended` when the mail server refused the address for good.
 */
export const SUBSCRIBER_STATUSES = [
  "confirmed",
  "pending",
  "unsubscribed",
  "suspended",
] as const satisfies readonly SubscriberStatus[];
export type { SubscriberStatus };

export interface Subscriber {
  _id: string;
  email: string;
  status: SubscriberStatus;
  /** The language the visitor subscribed in (their emails are written in it). */
  locale: string;
  subscribedAt: string;
  /** Null on a confirmed address that subscribed before confirmation was asked (single opt-in). */
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  suspendedAt: string | null;
  /** The mail server's answer that suspended it. */
  suspendedReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export const SubscriberRecordSchema = z.object({
  _id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  locale: z.string(),
  subscribedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The admin list's query (page and API): the email filter and paging, and one status or all. */
export const SubscriberListQuerySchema = AdminListQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(SUBSCRIBER_STATUSES).optional()),
});

/** What a link in a newsletter email finds: where the address stands, or why the link is refused. */
export type LinkView =
  | { state: "pending" | "confirmed" | "unsubscribed" | "suspended"; email: string; changed: boolean }
  | { state: "invalid" }
  | { state: "expired"; days: number }
  /** A genuine link whose address left the list (or asked again) since it was sent. */
  | { state: "gone" };
