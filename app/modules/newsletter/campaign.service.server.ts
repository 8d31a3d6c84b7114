import type { DB } from "../../db/index.server.ts";
import { type Actor, assertAdmin } from "../../lib/actor.ts";
import { env } from "../../lib/env.server.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import { type Locale, localePath } from "../../lib/i18n/locale.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { claimPeriodicRun } from "../../lib/jobs.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { parseInput } from "../../lib/validation.ts";
import { type MailAgency, mailAgency, type RenderedMail, siteOrigin } from "../mail/mail-layout.server.tsx";
import { mailListing } from "../mail/mail-listing.server.ts";
import { mailQueued, type QueuedMail, queueMail } from "../mail/mail.service.server.ts";
import { findPropertiesByIds } from "../properties/property.repository.server.ts";
import type { Property } from "../properties/property.schema.ts";
import { getSiteSettings } from "../settings/settings.service.server.ts";
import { renderCampaignMail } from "./campaign-mail.server.tsx";
import {
  type CampaignRow,
  campaignMailKey,
  campaignProgress,
  deleteDraft,
  findCampaign,
  findCampaigns,
  findSendingCampaigns,
  finishIfDone,
  insertCampaign,
  markQueued,
  nextRecipients,
  startSending,
  updateDraft,
} from "./campaign.repository.server.ts";
import { type Campaign, CampaignInputSchema } from "./campaign.schema.ts";
import { unsubscribeHeaders } from "./newsletter-mail.server.tsx";
import { unsubscribeUrl } from "./newsletter.service.server.ts";
import "../../lib/i18n/admin.ts";

// Newsletter campaigns (issue 23): staff compose a subject, an intro and a few listings, look at it,
// send themselves a test, then send it. The confirmed addresses of that moment are its recipients;
// the outbox receives their emails in batches (NEWSLETTER_BATCH_SIZE every NEWSLETTER_BATCH_SECONDS),
// each with its own unsubscribe link and headers, in the subscriber's language, once.

const fieldError = (
  field: string,
  key: Parameters<typeof translate>[1],
  code: "validation_failed" | "conflict" = "validation_failed",
) => {
  const message = translate("en", key);
  return new AppError(code, message, { fields: { [field]: message } });
};

function toCampaign(r: CampaignRow, progress?: Campaign["progress"]): Campaign {
  return {
    _id: r.id,
    subject: r.subject,
    intro: r.intro,
    listingIds: JSON.parse(r.listing_ids) as string[],
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    sendStartedAt: r.send_started_at,
    sendFinishedAt: r.send_finished_at,
    progress: progress ?? { recipients: 0, queued: 0, skipped: 0, sent: 0, failed: 0 },
  };
}

/** The listings a campaign may show: published ones; an id that is not is refused by name. */
async function publishedListings(db: DB, ids: readonly string[]): Promise<Property[]> {
  if (!ids.length) return [];
  const found = new Map((await findPropertiesByIds(db, [...ids])).map((p) => [p._id, p]));
  const out: Property[] = [];
  for (const id of ids) {
    const p = found.get(id);
    if (p?.status !== "approved") throw fieldError("listingIds", "admin.campaign.error.unknownListing");
    out.push(p);
  }
  return out;
}

function parseCampaign(input: unknown) {
  const v = parseInput(CampaignInputSchema, input);
  return { ...v, listingIds: [...new Set(v.listingIds)] };
}

export async function createCampaign(db: DB, actor: Actor, input: unknown): Promise<Campaign> {
  assertAdmin(actor);
  const v = parseCampaign(input);
  await publishedListings(db, v.listingIds);
  const at = new Date().toISOString();
  const row: CampaignRow = {
    id: newId(),
    subject: v.subject,
    intro: v.intro,
    listing_ids: JSON.stringify(v.listingIds),
    status: "draft",
    created_by: actor.kind === "staff" ? actor.userId : null,
    origin: null,
    created_at: at,
    updated_at: at,
    send_started_at: null,
    send_finished_at: null,
  };
  await insertCampaign(db, row);
  return toCampaign(row);
}

async function requireRow(db: DB, id: string): Promise<CampaignRow> {
  const row = ID_PATTERN.test(id) ? await findCampaign(db, id) : undefined;
  if (!row) throw notFound("No campaign with that id.");
  return row;
}

export async function updateCampaign(db: DB, actor: Actor, id: string, input: unknown): Promise<Campaign> {
  assertAdmin(actor);
  await requireRow(db, id);
  const v = parseCampaign(input);
  await publishedListings(db, v.listingIds);
  const ok = await updateDraft(db, id, {
    subject: v.subject,
    intro: v.intro,
    listing_ids: JSON.stringify(v.listingIds),
    updated_at: new Date().toISOString(),
  });
  if (!ok) throw fieldError("subject", "admin.campaign.error.notDraft", "conflict");
  return getCampaign(db, actor, id);
}

export async function deleteCampaign(db: DB, actor: Actor, id: string): Promise<void> {
  assertAdmin(actor);
  await requireRow(db, id);
  if (!(await deleteDraft(db, id))) throw fieldError("subject", "admin.campaign.error.notDraft", "conflict");
}

export async function getCampaign(db: DB, actor: Actor, id: string): Promise<Campaign> {
  assertAdmin(actor);
  const row = await requireRow(db, id);
  return toCampaign(row, (await campaignProgress(db, [id])).get(id));
}

export async function listCampaigns(db: DB, actor: Actor): Promise<Campaign[]> {
  assertAdmin(actor);
  const rows = await findCampaigns(db, 100);
  const progress = await campaignProgress(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCampaign(r, progress.get(r.id)));
}

/** The listings a campaign names, by name, for its editor (a listing taken down since says so). */
export async function campaignListings(
  db: DB,
  actor: Actor,
  campaign: Pick<Campaign, "listingIds">,
): Promise<{ id: string; name: string; published: boolean }[]> {
  assertAdmin(actor);
  const found = new Map((await findPropertiesByIds(db, campaign.listingIds)).map((p) => [p._id, p]));
  return campaign.listingIds.map((id) => {
    const p = found.get(id);
    return { id, name: p?.name ?? id, published: p?.status === "approved" };
  });
}

interface RenderContext {
  origin: string;
  agency: MailAgency;
  listings: Property[];
}

async function renderContext(db: DB, row: CampaignRow, origin: string): Promise<RenderContext> {
  const settings = await getSiteSettings(db);
  const ids = JSON.parse(row.listing_ids) as string[];
  // Listings taken down since the draft was saved are left out rather than stopping the send.
  const found = new Map((await findPropertiesByIds(db, ids)).map((p) => [p._id, p]));
  const listings = ids.map((id) => found.get(id)).filter((p): p is Property => p?.status === "approved");
  return { origin, agency: mailAgency(settings, origin), listings };
}

function renderFor(row: CampaignRow, ctx: RenderContext, locale: Locale, unsubscribe: string): RenderedMail {
  return renderCampaignMail({
    locale,
    subject: row.subject,
    intro: row.intro,
    listings: ctx.listings.map((p) => mailListing(p, locale, ctx.origin)),
    listingsUrl: `${ctx.origin}${localePath(locale, "/allProperties")}`,
    unsubscribeUrl: unsubscribe,
    agency: ctx.agency,
  });
}

/**
 * The unsubscribe link of a preview or a test: signed for no subscriber, so it opens the page that
 * says the address is not on the list, and changes nothing.
 */
function sampleUnsubscribe(origin: string, locale: Locale): string {
  return unsubscribeUrl(origin, { id: "preview", locale });
}

/** The campaign as a subscriber in `locale` will receive it. */
export async function previewCampaign(
  db: DB,
  actor: Actor,
  id: string,
  opts: { locale: Locale; origin?: string },
): Promise<RenderedMail> {
  assertAdmin(actor);
  const row = await requireRow(db, id);
  const origin = siteOrigin(opts.origin);
  return renderFor(
    row,
    await renderContext(db, row, origin),
    opts.locale,
    sampleUnsubscribe(origin, opts.locale),
  );
}

/** Sends the campaign to the person asking, through the outbox (as the subscribers will get it). */
export async function testSendCampaign(
  db: DB,
  actor: Actor,
  id: string,
  opts: { locale: Locale; origin?: string },
): Promise<string> {
  assertAdmin(actor);
  if (actor.kind !== "staff") throw new AppError("forbidden", "Only a signed-in person can receive a test.");
  const row = await requireRow(db, id);
  const origin = siteOrigin(opts.origin);
  const mail = renderFor(
    row,
    await renderContext(db, row, origin),
    opts.locale,
    sampleUnsubscribe(origin, opts.locale),
  );
  const at = new Date().toISOString();
  await db.transaction().execute((trx) =>
    queueMail(
      trx,
      [{ purpose: "newsletter-test", recipient: actor.email, ...mail, subject: `[Test] ${mail.subject}` }],
      {
        from: env().MAIL_FROM,
        now: at,
      },
    ),
  );
  mailQueued();
  return actor.email;
}

/**
 * Sends a draft: its recipients are the confirmed addresses of this moment; the batches follow
 * (`runCampaignBatches`). A campaign is sent once: a second call is refused.
 */
export async function sendCampaign(
  db: DB,
  actor: Actor,
  id: string,
  opts: { origin?: string },
): Promise<Campaign> {
  assertAdmin(actor);
  const row = await requireRow(db, id);
  if (row.status !== "draft") throw fieldError("subject", "admin.campaign.error.notDraft", "conflict");
  const at = new Date().toISOString();
  const origin = siteOrigin(opts.origin);
  await db.transaction().execute(async (trx) => {
    const n = await startSending(trx, id, at, origin);
    if (n === null) throw fieldError("subject", "admin.campaign.error.notDraft", "conflict");
    // Nothing to send: the draft stays a draft (the transaction is undone).
    if (n === 0) throw fieldError("subject", "admin.campaign.error.nobody", "conflict");
  });
  logger.info("newsletter campaign sending", { campaign: id });
  return getCampaign(db, actor, id);
}

/**
 * One batch of every campaign being sent: the next `batchSize` recipients of each go to the outbox
 * (addresses that left the list since are skipped), in one transaction with their marks, so each
 * address gets the campaign once whatever crashes or runs twice. A campaign whose recipients are
 * all handled is `sent`. Returns how many emails were queued.
 */
export async function runCampaignBatches(db: DB, batchSize: number): Promise<number> {
  let queued = 0;
  for (const row of await findSendingCampaigns(db)) {
    const origin = row.origin ?? siteOrigin();
    const ctx = await renderContext(db, row, origin);
    const at = new Date().toISOString();
    const n = await db.transaction().execute(async (trx) => {
      const batch = await nextRecipients(trx, row.id, batchSize);
      const live = batch.filter((r) => r.current === "confirmed");
      const gone = batch.filter((r) => r.current !== "confirmed");
      const mails: QueuedMail[] = live.map((r) => {
        const locale: Locale = r.locale === "ar" ? "ar" : "en";
        const unsubscribe = unsubscribeUrl(origin, { id: r.subscriber_id, locale });
        return {
          purpose: "newsletter-campaign",
          recipient: r.email,
          dedupeKey: campaignMailKey(row.id, r.subscriber_id),
          headers: unsubscribeHeaders(unsubscribe),
          ...renderFor(row, ctx, locale, unsubscribe),
        };
      });
      await queueMail(trx, mails, { from: env().MAIL_FROM, now: at });
      await markQueued(
        trx,
        row.id,
        live.map((r) => r.subscriber_id),
        at,
        false,
      );
      await markQueued(
        trx,
        row.id,
        gone.map((r) => r.subscriber_id),
        at,
        true,
      );
      if (await finishIfDone(trx, row.id, at))
        logger.info("newsletter campaign queued whole", { campaign: row.id });
      return mails.length;
    });
    queued += n;
  }
  if (queued) mailQueued();
  return queued;
}

/**
 * The periodic step the server runs every NEWSLETTER_BATCH_SECONDS: nothing (one read) when no
 * campaign is being sent; else one batch, by exactly one of the instances sharing the database.
 */
export async function campaignTick(db: DB, o: { batchSize: number; periodMs: number }): Promise<number> {
  if (!(await findSendingCampaigns(db)).length) return 0;
  if (!(await claimPeriodicRun(db, "newsletter-campaigns", o.periodMs))) return 0;
  return runCampaignBatches(db, o.batchSize);
}
