import { type Kysely, type Selectable, sql } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { CampaignRecipientTable, Database, NewsletterCampaignTable } from "../../db/schema.ts";
import type { CampaignProgress } from "./campaign.schema.ts";

export type CampaignRow = Selectable<NewsletterCampaignTable>;
export type RecipientRow = Selectable<CampaignRecipientTable>;
type Q = Kysely<Database>;

/** The outbox key of one campaign email: one per campaign and subscriber, however often a batch runs. */
export const campaignMailKey = (campaignId: string, subscriberId: string) =>
  `newsletter-campaign:${campaignId}:${subscriberId}`;

export async function insertCampaign(db: Q, row: CampaignRow): Promise<void> {
  await db.insertInto("newsletter_campaigns").values(row).execute();
}

/** Changes a draft; false when the campaign is not (or no longer) a draft. */
export async function updateDraft(
  db: Q,
  id: string,
  patch: Pick<CampaignRow, "subject" | "intro" | "listing_ids" | "updated_at">,
): Promise<boolean> {
  const r = await db
    .updateTable("newsletter_campaigns")
    .set(patch)
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteDraft(db: Q, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom("newsletter_campaigns")
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function findCampaign(db: Q, id: string): Promise<CampaignRow | undefined> {
  return db.selectFrom("newsletter_campaigns").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findCampaigns(db: Q, limit: number): Promise<CampaignRow[]> {
  return db
    .selectFrom("newsletter_campaigns")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function findSendingCampaigns(db: Q): Promise<CampaignRow[]> {
  return db
    .selectFrom("newsletter_campaigns")
    .selectAll()
    .where("status", "=", "sending")
    .orderBy("send_started_at")
    .execute();
}

/**
 * Starts sending a draft: `sending`, and its recipients are the confirmed addresses of this moment
 * (one statement), all in the caller's transaction. Returns how many, or null when it was no draft.
 */
export async function startSending(db: Q, id: string, at: string, origin: string): Promise<number | null> {
  const started = await db
    .updateTable("newsletter_campaigns")
    .set({ status: "sending", send_started_at: at, updated_at: at, origin })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) !== 1) return null;
  await db
    .insertInto("newsletter_campaign_recipients")
    .columns(["campaign_id", "subscriber_id", "email", "locale"])
    .expression((eb) =>
      eb
        .selectFrom("newsletter_subscribers")
        .select([sql<string>`${id}`.as("campaign_id"), "id", "email", "locale"])
        .where("status", "=", "confirmed"),
    )
    .execute();
  const n = await db
    .selectFrom("newsletter_campaign_recipients")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("campaign_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

/** The next `limit` recipients not yet queued, with where their address stands now. */
export async function nextRecipients(
  db: Q,
  campaignId: string,
  limit: number,
): Promise<(RecipientRow & { current: string | null })[]> {
  return db
    .selectFrom("newsletter_campaign_recipients as r")
    .leftJoin("newsletter_subscribers as s", "s.id", "r.subscriber_id")
    .selectAll("r")
    .select("s.status as current")
    .where("r.campaign_id", "=", campaignId)
    .where("r.queued_at", "is", null)
    .orderBy("r.subscriber_id")
    .limit(limit)
    .execute();
}

export async function markQueued(
  db: Q,
  campaignId: string,
  subscriberIds: readonly string[],
  at: string,
  skipped: boolean,
): Promise<void> {
  if (!subscriberIds.length) return;
  await db
    .updateTable("newsletter_campaign_recipients")
    .set({ queued_at: at, skipped: skipped ? 1 : 0 })
    .where("campaign_id", "=", campaignId)
    .where("subscriber_id", "in", [...subscriberIds])
    .where("queued_at", "is", null)
    .execute();
}

/** `sent` once every recipient is queued; true when this call finished it. */
export async function finishIfDone(db: Q, campaignId: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable("newsletter_campaigns")
    .set({ status: "sent", send_finished_at: at, updated_at: at })
    .where("id", "=", campaignId)
    .where("status", "=", "sending")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("newsletter_campaign_recipients")
            .select("subscriber_id")
            .where("campaign_id", "=", campaignId)
            .where("queued_at", "is", null),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** How far each campaign has gone: its recipients, queued and skipped, and the outbox's results. */
export async function campaignProgress(
  db: DB,
  ids: readonly string[],
): Promise<Map<string, CampaignProgress>> {
  const out = new Map<string, CampaignProgress>();
  for (const id of ids) out.set(id, { recipients: 0, queued: 0, skipped: 0, sent: 0, failed: 0 });
  if (!ids.length) return out;
  const rows = await db
    .selectFrom("newsletter_campaign_recipients")
    .select((eb) => [
      "campaign_id",
      eb.fn.countAll<number>().as("recipients"),
      eb.fn.count<number>("queued_at").as("queued"),
      eb.fn.sum<number>("skipped").as("skipped"),
    ])
    .where("campaign_id", "in", [...ids])
    .groupBy("campaign_id")
    .execute();
  for (const r of rows) {
    const p = out.get(r.campaign_id);
    if (p)
      Object.assign(p, {
        recipients: Number(r.recipients),
        queued: Number(r.queued),
        skipped: Number(r.skipped ?? 0),
      });
  }
  for (const id of ids) {
    const mail = await db
      .selectFrom("mail_messages")
      .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
      .where("dedupe_key", "like", `${campaignMailKey(id, "")}%`)
      .groupBy("status")
      .execute();
    const p = out.get(id);
    if (!p) continue;
    for (const m of mail) {
      if (m.status === "sent") p.sent = Number(m.n);
      if (m.status === "failed") p.failed = Number(m.n);
    }
  }
  return out;
}
