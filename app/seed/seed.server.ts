import { mkdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import type { DB } from "../db/index.server.ts";
import type { Kysely } from "kysely";
import type { Database, NewPropertyRow } from "../db/schema.ts";
import type { AnyLeadKind } from "../lib/lead-kinds.ts";
import { newId } from "../lib/ids.ts";
import { dubaiDay } from "../lib/time.ts";
import { insertApplications } from "../modules/careers/careers.repository.server.ts";
import { CV_MIME } from "../modules/careers/cv-file.ts";
import { cvKey, removeCv, writeCv } from "../modules/careers/cv-storage.server.ts";
import { creationEvents, type LeadOrigin, recordLeadEvents } from "../modules/leads/lead-events.server.ts";
import { insertLeads } from "../modules/leads/leads.repository.server.ts";
import {
  type ProcessedImage,
  processImage,
  removeStoredImage,
  writeProcessedImage,
} from "../modules/media/media.server.ts";
import {
  insertPropertyRow,
  type NewImage,
  propertyColumns,
  replaceImages,
  replaceListItems,
} from "../modules/properties/property.rows.server.ts";
import { insertSubscribers } from "../modules/newsletter/newsletter.repository.server.ts";
import { LIST_FIELDS, type ListField } from "../modules/properties/property.fields.ts";
import { DEMO_ARABIC_WORDS, DEMO_CURRENCY_RATES } from "../modules/settings/settings.defaults.ts";
import { buildCvPdf } from "./demo-cv.ts";
import { type DemoData, type DemoProperty, generateDemoData } from "./demo-data.ts";
import { RENDER_SETTINGS, renderSceneJpeg, sceneSvg } from "./demo-images.server.ts";
import {
  cacheKey,
  defaultPhotoCacheDir,
  pipelineFingerprint,
  pruneCache,
  readCached,
  writeCached,
} from "./photo-cache.server.ts";
import { hasProperties, type SeedOptions, type SeedProgress } from "./seed-if-empty.server.ts";

/** Scenes rendered and processed at the same time: one per core, at least 2, at most 4. */
const RENDER_CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()));
/** Files written at the same time. */
const WRITE_CONCURRENCY = 8;

/** Thrown inside the transaction when another process seeded first. */
export class AlreadySeeded extends Error {}

/** Stages reported to `onProgress`, in order. */
export const SEED_STAGES = {
  photos: "drawing demo photos",
  files: "writing demo photos",
  rows: "inserting demo listings",
} as const;

/**
 * Inserts the whole demo data set: listings with their list items and generated photographs,
 * contact messages, enquiries, list-your-property requests, newsletter subscribers and career
 * applications (two with a PDF CV). Files are written first; the rows go in one transaction; if
 * it fails, every file written here is removed again. Returns what it inserted. `data` defaults to
 * the standard demo set (tests pass a smaller one). `options.onProgress` hears each stage's
 * progress; `options.photoCache` is the folder of processed photos reused between seeds (default
 * `node_modules/.cache/demo-photos`, `null` for none).
 */
export async function seedDemo(
  db: DB,
  dataDir: string,
  data: DemoData = generateDemoData(),
  options: SeedOptions = {},
): Promise<Record<string, number>> {
  const written: { images: string[]; cvs: string[] } = { images: [], cvs: [] };
  const progress: SeedProgress = (done, total, stage) => {
    try {
      options.onProgress?.(done, total, stage);
    } catch {
      // a logging callback must not break the seed
    }
  };
  const cacheDir = options.photoCache === undefined ? defaultPhotoCacheDir() : options.photoCache;
  try {
    const images = await prepareImages(data, dataDir, written, progress, cacheDir);
    const cvs = await writeCvs(data, dataDir, written);
    return await insertAll(db, data, images, cvs, progress);
  } catch (e) {
    await Promise.all([
      ...written.images.map((key) => removeStoredImage(dataDir, key).catch(() => {})),
      ...written.cvs.map((key) => removeCv(dataDir, key).catch(() => {})),
    ]);
    throw e;
  }
}

// ------------------------------------------------------------------ images

/**
 * Renders each scene of the pool once, processes it once, then gives every image row its own id
 * and its own copy of the processed files (deleting a listing removes its image folders, so rows
 * never share files). Copying the processed variants under a new key is what `processImage` would
 * produce for the same input, minus the repeated encoding work.
 */
async function prepareImages(
  data: DemoData,
  dataDir: string,
  written: { images: string[] },
  progress: SeedProgress,
  cacheDir: string | null,
): Promise<NewImage[][]> {
  const used = [...new Set(data.properties.flatMap((p) => p.images.map((i) => i.scene)))].sort(
    (a, b) => a - b,
  );
  const fingerprint = cacheDir ? await pipelineFingerprint().catch(() => null) : null;
  const cache = cacheDir && fingerprint ? cacheDir : null;
  if (cache) await mkdir(cache, { recursive: true }).catch(() => {});
  const templates = new Map<number, { svg: string; processed: ProcessedImage }>();
  let drawn = 0;
  progress(0, used.length, SEED_STAGES.photos);
  await eachLimit(used, RENDER_CONCURRENCY, async (scene) => {
    const svg = sceneSvg(data.scenes[scene]);
    const key = cache && fingerprint ? cacheKey(fingerprint, RENDER_SETTINGS, svg) : null;
    let processed = cache && key ? await readCached(cache, key) : null;
    if (!processed) {
      processed = await processImage(await renderSceneJpeg(svg), newId(), "A demo photo", "draft");
      if (cache && key) await writeCached(cache, key, processed);
    }
    templates.set(scene, { svg, processed });
    progress(++drawn, used.length, SEED_STAGES.photos);
  });
  if (cache) await pruneCache(cache);

  const jobs: { property: number; position: number; scene: number; alt: string; createdAt: string }[] = [];
  data.properties.forEach((p, property) => {
    p.images.forEach((img, position) => {
      jobs.push({ property, position, scene: img.scene, alt: img.alt, createdAt: p.createdAt });
    });
  });
  const out: NewImage[][] = data.properties.map(() => []);
  let copied = 0;
  progress(0, jobs.length, SEED_STAGES.files);
  await eachLimit(jobs, WRITE_CONCURRENCY, async (job) => {
    const id = newId(new Date(job.createdAt));
    const t = templates.get(job.scene);
    if (!t) throw new Error(`Scene ${job.scene} was not rendered`);
    const processed =
      rekey(t.processed, id) ??
      (await processImage(await renderSceneJpeg(t.svg), id, "A demo photo", "draft"));
    written.images.push(processed.key);
    await writeProcessedImage(dataDir, processed);
    progress(++copied, jobs.length, SEED_STAGES.files);
    out[job.property][job.position] = {
      id,
      url: null,
      storageKey: processed.key,
      alt: job.alt,
      width: processed.width,
      height: processed.height,
      variants: processed.variants,
    };
  });
  return out;
}

/** The same processed image under `uploads/<id>`, or null if its files are not all below its key. */
function rekey(template: ProcessedImage, id: string): ProcessedImage | null {
  const from = `${template.key}/`;
  const key = `uploads/${id}`;
  const files = [...template.buffers.keys(), template.primary, ...template.variants.map((v) => v.file)];
  if (!files.every((f) => f.startsWith(from))) return null;
  const move = (f: string) => `${key}/${f.slice(from.length)}`;
  return {
    key,
    width: template.width,
    height: template.height,
    primary: move(template.primary),
    variants: template.variants.map((v) => ({ ...v, file: move(v.file) })),
    buffers: new Map([...template.buffers].map(([f, b]) => [move(f), b])),
  };
}

// ------------------------------------------------------------------ CVs

/** Stores each demo CV where the careers module keeps uploaded ones; returns application index → id. */
async function writeCvs(
  data: DemoData,
  dataDir: string,
  written: { cvs: string[] },
): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  for (const [i, app] of data.applications.entries()) {
    if (!app.cv) continue;
    const id = newId(new Date(app.createdAt));
    const key = cvKey(id, "pdf");
    written.cvs.push(key);
    await writeCv(dataDir, key, buildCvPdf(app.cv));
    ids.set(i, id);
  }
  return ids;
}

// ------------------------------------------------------------------ rows

/** When the demo agents joined: before every demo listing. */
const SEED_AGENTS_AT = "2025-01-06T08:00:00.000Z";

function propertyRow(id: string, p: DemoProperty): NewPropertyRow {
  const columns = propertyColumns({ ...p, desc: p.description, permitQrUrl: null, agentId: null });
  return { id, ...columns, created_at: p.createdAt, updated_at: p.updatedAt };
}

async function insertAll(
  db: DB,
  data: DemoData,
  images: NewImage[][],
  cvIds: Map<number, string>,
  progress: SeedProgress,
): Promise<Record<string, number>> {
  const counts = {
    properties: 0,
    images: 0,
    listItems: 0,
    contactMessages: 0,
    enquiries: 0,
    listPropertyRequests: 0,
    newsletterSubscribers: 0,
    careerApplications: 0,
    cvFiles: cvIds.size,
  };
  await db.transaction().execute(async (trx) => {
    if (await hasProperties(trx)) throw new AlreadySeeded();
    // The listing agents become users, unless someone with that address is already there; listings
    // and leads name them. They have no password ("!" matches none) until an admin gives them a
    // temporary one (Reset password at /admin/users).
    const agentIds = new Map<string, string>();
    for (const a of data.agents) {
      const found = await trx
        .selectFrom("users")
        .select("id")
        .where("email", "=", a.email)
        .executeTakeFirst();
      const id = found?.id ?? newId();
      if (!found)
        await trx
          .insertInto("users")
          .values({
            id,
            email: a.email,
            name: a.name,
            role: "agent",
            password_hash: "!",
            phone: a.phone,
            whatsapp: a.whatsapp,
            languages: a.languages,
            brn: a.brn,
            last_login_at: null,
            last_assigned_at: null,
            created_at: SEED_AGENTS_AT,
            updated_at: SEED_AGENTS_AT,
          })
          .execute();
      agentIds.set(a.email, id);
    }
    const agentList = [...agentIds.values()];
    /** Leads that name no listing are spread over the agents, as round robin would have. */
    const roundRobin = (i: number) => agentList[i % agentList.length] ?? null;
    const propertyIds: string[] = [];
    const propertyAgents: (string | null)[] = [];
    for (const [i, p] of data.properties.entries()) {
      const id = newId(new Date(p.createdAt));
      propertyIds.push(id);
      const agentId = agentIds.get(p.email) ?? null;
      propertyAgents.push(agentId);
      await insertPropertyRow(trx, { ...propertyRow(id, p), agent_id: agentId });
      const lists = Object.fromEntries(LIST_FIELDS.map((k) => [k, p[k]])) as Record<ListField, string[]>;
      await replaceListItems(trx, id, lists);
      await replaceImages(trx, id, images[i], p.createdAt);
      counts.properties++;
      counts.images += images[i].length;
      counts.listItems += Object.values(lists).reduce((n, items) => n + items.length, 0);
      progress(counts.properties, data.properties.length, SEED_STAGES.rows);
    }

    // Leads, subscribers and applications go through their repositories' row mapping, with the
    // demo's own dates; ids are made from those dates so lists sort as they would have.
    const withId = <T extends { createdAt: string }>(l: T) => ({ ...l, _id: newId(new Date(l.createdAt)) });
    const contacts = data.contacts.map((c, i) => ({ ...withId(c), assigneeId: roundRobin(i) }));
    await insertLeads(trx, "contact", contacts);
    await seedHistory(trx, "contact", contacts);
    counts.contactMessages = data.contacts.length;
    const enquiries = data.enquiries.map((e, i) => ({
      ...withId(e),
      propertyId: e.propertyIndex === null ? null : propertyIds[e.propertyIndex],
      assigneeId: e.propertyIndex === null ? roundRobin(i) : propertyAgents[e.propertyIndex],
    }));
    await insertLeads(trx, "enquiry", enquiries);
    await seedHistory(trx, "enquiry", enquiries);
    counts.enquiries = data.enquiries.length;
    const requests = data.listRequests.map((l, i) => ({ ...withId(l), assigneeId: roundRobin(i + 3) }));
    await insertLeads(trx, "listProperty", requests);
    await seedHistory(trx, "listProperty", requests);
    counts.listPropertyRequests = data.listRequests.length;
    await insertSubscribers(
      trx,
      data.subscribers.map((s) => ({ ...s, _id: newId(new Date(s.subscribedAt)) })),
    );
    counts.newsletterSubscribers = data.subscribers.length;
    const applications = data.applications.map((a, i) => {
      const cvId = cvIds.get(i);
      return {
        ...a,
        // Job applications go to the admins.
        assigneeId: null,
        _id: cvId ?? newId(new Date(a.createdAt)),
        cv: cvId && a.cv ? { key: cvKey(cvId, "pdf"), name: a.cv.fileName, type: CV_MIME.pdf } : null,
      };
    });
    await insertApplications(trx, applications);
    await seedHistory(trx, "career", applications);
    counts.careerApplications = data.applications.length;
    await seedCurrencyRates(trx);
    await seedArabicWords(trx);
  });
  return counts;
}

/**
 * The demo's currency rates (demo values, settings.defaults.ts), set on the day of the seed in Dubai,
 * so the demo offers every currency; rates an admin already set are kept.
 */
async function seedCurrencyRates(trx: Kysely<Database>): Promise<void> {
  const set = await trx
    .selectFrom("site_settings")
    .select("key")
    .where("key", "=", "currencyRates")
    .executeTakeFirst();
  if (set) return;
  const now = new Date();
  const at = now.toISOString();
  await trx
    .insertInto("site_settings")
    .values([
      { key: "currencyRates", value: JSON.stringify(DEMO_CURRENCY_RATES), updated_at: at },
      { key: "currencyRatesSetOn", value: JSON.stringify(dubaiDay(now)), updated_at: at },
    ])
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

/** The demo agency's tagline, address and hours in Arabic; words an admin already set are kept. */
async function seedArabicWords(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto("site_settings")
    .values({ key: "arabic", value: JSON.stringify(DEMO_ARABIC_WORDS), updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

// ------------------------------------------------------------------ helpers

/**
 * Where the demo's leads came from, in turn: mostly the site's own form, some from campaigns
 * (utm_source) and a portal that linked to the agency.
 */
const DEMO_ORIGINS: readonly (Omit<LeadOrigin, "page"> & { page?: boolean })[] = [
  { page: true },
  { page: true, utm: { source: "google", medium: "cpc", campaign: "dubai-homes" } },
  { page: true },
  { referrer: "www.bayut.com" },
  { page: true, utm: { source: "instagram", medium: "social" } },
  { page: true },
];

/**
 * Each demo lead's history, as the site would have written it: received (from its form's page, a
 * campaign or a portal) and assigned; a lead someone has opened and moved on from `pending` got
 * that status change from the person it is with when they opened it (its first response).
 */
async function seedHistory(
  trx: Kysely<Database>,
  kind: AnyLeadKind,
  leads: readonly {
    _id: string;
    createdAt: string;
    readAt: string | null;
    status: string;
    assigneeId: string | null;
  }[],
): Promise<void> {
  for (const [i, l] of leads.entries()) {
    const { page, ...rest } = DEMO_ORIGINS[i % DEMO_ORIGINS.length];
    const events = creationEvents(
      { ...rest, page: page ? `/${kind}` : undefined },
      null,
      l.assigneeId,
      l.createdAt,
    );
    if (l.readAt && l.assigneeId && l.status && l.status !== "pending")
      events.push({
        type: "status",
        at: l.readAt,
        actorId: l.assigneeId,
        detail: { from: "pending", to: l.status },
      });
    await recordLeadEvents(trx, kind, l._id, events);
  }
}

/** Runs `fn` over `items`, at most `limit` at a time; stops taking new items after a failure and
 * rethrows it once the ones already started have settled (so no write outlives the cleanup). */
async function eachLimit<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let error: unknown = null;
  const worker = async () => {
    while (error === null && next < items.length) {
      const item = items[next++];
      try {
        await fn(item);
      } catch (e) {
        error ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (error !== null) throw error;
}
