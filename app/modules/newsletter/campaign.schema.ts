import { z } from "zod";
import type { CampaignStatus } from "../../db/schema.ts";
import type { MessageKey } from "../../lib/i18n/index.ts";
import { ID_PATTERN } from "../../lib/ids.ts";
import "../../lib/i18n/admin.ts";

// Browser-safe: the campaign editor validates with this schema, and the service again. Messages are
// i18n keys (en/admin.ts).

export type { CampaignStatus };

/** The most a campaign holds: what one email can carry and a reader will look at. */
export const CAMPAIGN_LIMITS = { subject: 150, intro: 4000, listings: 6 } as const;

const m = (key: MessageKey) => key;

export const CampaignInputSchema = z.object({
  subject: z
    .string(m("admin.campaign.error.subject"))
    .trim()
    .min(1, m("admin.campaign.error.subject"))
    .max(CAMPAIGN_LIMITS.subject, m("admin.campaign.error.subjectLong")),
  intro: z.string().trim().max(CAMPAIGN_LIMITS.intro, m("admin.campaign.error.introLong")).default(""),
  listingIds: z
    .array(z.string().regex(ID_PATTERN, m("admin.campaign.error.listing")))
    .max(CAMPAIGN_LIMITS.listings, m("admin.campaign.error.listings"))
    .default([]),
});

export interface CampaignProgress {
  /** Confirmed addresses when it was sent. */
  recipients: number;
  /** Handed to the outbox so far (skipped ones included). */
  queued: number;
  /** Left the list between the send and their batch: nothing sent. */
  skipped: number;
  /** Delivered to the mail server / refused for good, per the outbox. */
  sent: number;
  failed: number;
}

export interface Campaign {
  _id: string;
  subject: string;
  intro: string;
  listingIds: string[];
  status: CampaignStatus;
  createdAt: string;
  updatedAt: string;
  sendStartedAt: string | null;
  sendFinishedAt: string | null;
  progress: CampaignProgress;
}
