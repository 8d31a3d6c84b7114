import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "../../db/index.server.ts";
import { type Actor, assertAdmin, assertStaff } from "../../lib/actor.ts";
import { AppError } from "../../lib/errors.ts";
import { dubaiDay } from "../../lib/time.ts";
import { hashToken } from "../auth/session.server.ts";
import { PORTALS, type Portal } from "../properties/property.constants.ts";
import type { Property } from "../properties/property.fields.ts";
import { findPropertiesByIds } from "../properties/property.repository.server.ts";
import {
  type FeedFacts,
  type FeedProblem,
  feedClose,
  feedListing,
  feedOpen,
  feedProblems,
  feedReference,
} from "./feed.xml.ts";

/**
 * The portal feeds (issue 21, docs/feeds.md): `/feeds/propertyfinder.xml` and `/feeds/bayut.xml`,
 * each read with a secret token an admin creates and rotates. A feed is every approved listing
 * chosen for the portal that meets the portal's rules (feed.xml.ts); the others are reported on the
 * admin's Portals page with the reason. A feed is worked out in two passes: the listings' columns
 * first (which are in, which are out and why, the ETag), then, unless the portal already has that
 * version, the chosen listings' records in batches, written out as they are read.
 */

export const isPortal = (s: string): s is Portal => (PORTALS as readonly string[]).includes(s);

/** Listings' columns read per query in the first pass, and records per query in the second. */
const FACTS_BATCH = 2_000;
const RECORDS_BATCH = 200;

export interface FeedPlan {
  portal: Portal;
  /** The listings in the feed, in order: ids and their last change. */
  included: { id: string; updatedAt: string }[];
  /** Approved listings chosen for the portal and left out, with why. */
  excluded: { id: string; name: string; reference: string; problems: FeedProblem[] }[];
  /** Names this exact content: the ids, their versions and the format (changes when any does). */
  etag: string;
  /** The newest change among the listings in the feed. */
  lastUpdate: string | null;
  /** The day (Dubai) the rules were applied on. */
  today: string;
}

/** Bump when the XML a listing becomes changes, so portals holding the old ETag read it again. */
const FORMAT_VERSION = "1";

/** First pass: every approved listing chosen for `portal`, judged by its rules, in id order. */
export async function planFeed(db: DB, portal: Portal, today: string): Promise<FeedPlan> {
  const included: FeedPlan["included"] = [];
  const excluded: FeedPlan["excluded"] = [];
  const references = new Set<string>();
  const hash = createHash("sha256").update(`${FORMAT_VERSION}:${portal}\n`);
  let lastUpdate: string | null = null;
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("properties as p")
      .select([
        "p.id",
        "p.name",
        "p.type",
        "p.status",
        "p.reference",
        "p.permit_number",
        "p.permit_expiry",
        "p.unit_type",
        "p.property_type",
        "p.property_status",
        "p.price",
        "p.rent_frequency",
        "p.square",
        "p.listed_by",
        "p.email",
        "p.number",
        "p.location",
        "p.updated_at",
        "p.dld_waiver",
        "p.original_price",
        "p.amount_paid",
        (eb) =>
          eb
            .selectFrom("property_images as i")
            .select(eb.fn.countAll<number>().as("n"))
            .whereRef("i.property_id", "=", "p.id")
            .as("image_count"),
      ])
      .where("p.status", "=", "approved")
      .where("p.id", ">", after)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("property_list_items as l")
            .select(sql`1`.as("one"))
            .whereRef("l.property_id", "=", "p.id")
            .where("l.kind", "=", "portals")
            .where("l.value", "=", portal),
        ),
      )
      .orderBy("p.id")
      .limit(FACTS_BATCH)
      .execute();
    for (const r of rows) {
      const facts: FeedFacts = {
        _id: r.id,
        name: r.name,
        type: r.type,
        status: r.status,
        reference: r.reference,
        permitNumber: r.permit_number,
        permitExpiry: r.permit_expiry,
        unitType: r.unit_type,
        propertyType: r.property_type,
        propertyStatus: r.property_status,
        price: Number(r.price),
        rentFrequency: r.rent_frequency,
        square: r.square === null ? null : Number(r.square),
        listedBy: r.listed_by,
        email: r.email,
        number: r.number,
        location: r.location,
        desc: "",
        updatedAt: r.updated_at,
        dldWaiver: r.dld_waiver === null ? null : Number(r.dld_waiver),
        originalPrice: r.original_price === null ? null : Number(r.original_price),
        amountPaid: r.amount_paid === null ? null : Number(r.amount_paid),
        imageCount: Number(r.image_count ?? 0),
      };
      const problems = feedProblems(portal, facts, today);
      const reference = feedReference(facts);
      if (!problems.length && references.has(reference)) problems.push("duplicateReference");
      if (problems.length) {
        excluded.push({ id: r.id, name: r.name, reference: r.reference ?? "", problems });
        continue;
      }
      references.add(reference);
      included.push({ id: r.id, updatedAt: r.updated_at });
      hash.update(`${r.id}@${r.updated_at}\n`);
      if (!lastUpdate || r.updated_at > lastUpdate) lastUpdate = r.updated_at;
    }
    if (rows.length < FACTS_BATCH) break;
    after = rows[rows.length - 1].id;
  }
  return {
    portal,
    included,
    excluded,
    etag: `"${hash.digest("base64url").slice(0, 27)}"`,
    lastUpdate,
    today,
  };
}

/**
 * Second pass: the document, a piece at a time (the head, then each batch of listings), so a feed
 * of any size is never one string in memory. `origin` makes photo URLs absolute.
 */
export async function* feedDocument(db: DB, plan: FeedPlan, origin: string): AsyncGenerator<string> {
  yield feedOpen(plan.portal, plan.included.length, plan.lastUpdate);
  for (let i = 0; i < plan.included.length; i += RECORDS_BATCH) {
    const ids = plan.included.slice(i, i + RECORDS_BATCH).map((x) => x.id);
    const records = new Map((await findPropertiesByIds(db, ids)).map((p) => [p._id, p]));
    let chunk = "";
    for (const id of ids) {
      const p = records.get(id);
      // Deleted, withdrawn or no longer fit since the first pass: left out (the count said one
      // more; the next read is exact).
      if (p?.status !== "approved") continue;
      if (feedProblems(plan.portal, { ...p, imageCount: p.images.length }, plan.today).length) continue;
      chunk += feedListing(plan.portal, p, origin);
    }
    yield chunk;
  }
  yield feedClose(plan.portal);
}

// ---------- tokens ----------

const FEED_TOKEN_PREFIX = "feed_";

/** Whether `raw` is the current token of `portal`'s feed. Compares hashes in constant time. */
export async function feedTokenMatches(db: DB, portal: Portal, raw: string | null): Promise<boolean> {
  if (!raw?.startsWith(FEED_TOKEN_PREFIX) || raw.length > 200) return false;
  const row = await db
    .selectFrom("feed_tokens")
    .select("token_hash")
    .where("portal", "=", portal)
    .executeTakeFirst();
  if (!row) return false;
  const a = Buffer.from(hashToken(raw), "hex");
  const b = Buffer.from(row.token_hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A new token for `portal`'s feed, replacing the one before (which stops working at once). Its
 * value is in this answer only; the portal is given the new URL. Admins only.
 */
export async function rotateFeedToken(
  db: DB,
  actor: Actor,
  portal: string,
  now = new Date(),
): Promise<string> {
  assertAdmin(actor);
  if (actor.tokenId)
    throw new AppError("forbidden", "Feed addresses are made in the admin, not with a token.");
  if (!isPortal(portal)) throw new AppError("not_found", "No such portal.");
  const token = FEED_TOKEN_PREFIX + randomBytes(24).toString("base64url");
  const row = {
    portal,
    token_hash: hashToken(token),
    created_by: actor.userId,
    created_at: now.toISOString(),
    last_etag: null,
    last_changed_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("feed_tokens").where("portal", "=", portal).execute();
    await trx.insertInto("feed_tokens").values(row).execute();
  });
  return token;
}

/** Turns `portal`'s feed off: its address answers 404 until a new token is made. Admins only. */
export async function revokeFeedToken(db: DB, actor: Actor, portal: string): Promise<void> {
  assertAdmin(actor);
  if (!isPortal(portal)) throw new AppError("not_found", "No such portal.");
  await db.deleteFrom("feed_tokens").where("portal", "=", portal).execute();
}

/**
 * When the feed's content last changed (its Last-Modified): kept with the token, moved on when a
 * read finds a new ETag. A listing leaving the feed changes no listing's time, so the newest listing
 * time alone would not do.
 */
export async function feedChangedAt(db: DB, portal: Portal, etag: string, now = new Date()): Promise<string> {
  const row = await db
    .selectFrom("feed_tokens")
    .select(["last_etag", "last_changed_at"])
    .where("portal", "=", portal)
    .executeTakeFirst();
  if (row?.last_etag === etag && row.last_changed_at) return row.last_changed_at;
  const at = now.toISOString();
  await db
    .updateTable("feed_tokens")
    .set({ last_etag: etag, last_changed_at: at })
    .where("portal", "=", portal)
    .execute();
  return at;
}

// ---------- the admin's view ----------

export interface PortalReport {
  portal: Portal;
  /** The feed is on (a token exists), since when. */
  tokenCreatedAt: string | null;
  included: number;
  excluded: FeedPlan["excluded"];
  /** When the portal last read a changed feed (null: not read since the token was made). */
  lastChangedAt: string | null;
}

/** Each portal's feed as it stands: on or off, how many listings it carries, which are left out and why. Admins only. */
export async function portalReports(db: DB, actor: Actor, now = new Date()): Promise<PortalReport[]> {
  assertAdmin(actor);
  const today = dubaiDay(now);
  const tokens = new Map(
    (await db.selectFrom("feed_tokens").select(["portal", "created_at", "last_changed_at"]).execute()).map(
      (r) => [r.portal, r],
    ),
  );
  return Promise.all(
    PORTALS.map(async (portal) => {
      const plan = await planFeed(db, portal, today);
      return {
        portal,
        tokenCreatedAt: tokens.get(portal)?.created_at ?? null,
        lastChangedAt: tokens.get(portal)?.last_changed_at ?? null,
        included: plan.included.length,
        excluded: plan.excluded,
      };
    }),
  );
}

/**
 * Whether one listing goes in each portal's feed, and if not why (the listing's badge in the admin).
 * A duplicate reference is only seen over the whole feed (the Portals page). Staff only.
 */
export function listingFeedStatus(
  actor: Actor,
  p: Property,
  now = new Date(),
): { portal: Portal; chosen: boolean; problems: FeedProblem[] }[] {
  assertStaff(actor);
  const today = dubaiDay(now);
  const facts: FeedFacts = { ...p, imageCount: p.images.length };
  return PORTALS.map((portal) => ({
    portal,
    chosen: p.portals.includes(portal),
    problems: p.status === "approved" ? feedProblems(portal, facts, today) : [],
  }));
}
