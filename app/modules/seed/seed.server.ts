import { mkdir, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { DB } from "../../db/index.server.ts";
import type { NewPropertyRow } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import {
  type ProcessedImage,
  processImage,
  removeStoredImage,
  writeProcessedImage,
} from "../media/media.server.ts";
import {
  insertPropertyRow,
  type NewImage,
  propertyColumns,
  replaceImages,
  replaceListItems,
} from "../properties/property.repository.server.ts";
import { buildCvPdf } from "./demo-cv.ts";
import { type DemoData, type DemoProperty, generateDemoData } from "./demo-data.ts";
import { renderSceneJpeg } from "./demo-images.server.ts";

/** Private files (CVs) live under `<DATA_DIR>/private`; never served publicly. */
const PRIVATE_DIR = "private";
/** Scenes rendered and processed at the same time: one per core, at least 2, at most 4. */
const RENDER_CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()));
/** Files written at the same time. */
const WRITE_CONCURRENCY = 8;

class AlreadySeeded extends Error {}

/** Seeds the demo data when the database has no properties yet. Returns counts, or null if skipped. */
export async function seedDemoIfEmpty(db: DB, dataDir: string): Promise<Record<string, number> | null> {
  if (await hasProperties(db)) return null;
  try {
    return await seedDemo(db, dataDir);
  } catch (e) {
    // Another process seeded between our check and our transaction: nothing to do.
    if (e instanceof AlreadySeeded) return null;
    throw e;
  }
}

async function hasProperties(db: Pick<DB, "selectFrom">): Promise<boolean> {
  return !!(await db.selectFrom("properties").select("id").limit(1).executeTakeFirst());
}

/**
 * Inserts the whole demo data set: listings with their list items and generated photographs,
 * contact messages, enquiries, list-your-property requests, newsletter subscribers and career
 * applications (two with a PDF CV). Files are written first; the rows go in one transaction; if
 * it fails, every file written here is removed again. Returns what it inserted. `data` defaults to
 * the standard demo set (tests pass a smaller one).
 */
export async function seedDemo(
  db: DB,
  dataDir: string,
  data: DemoData = generateDemoData(),
): Promise<Record<string, number>> {
  const written: { images: string[]; files: string[] } = { images: [], files: [] };
  try {
    const images = await prepareImages(data, dataDir, written);
    const cvs = await writeCvs(data, dataDir, written);
    return await insertAll(db, data, images, cvs);
  } catch (e) {
    await Promise.all([
      ...written.images.map((key) => removeStoredImage(dataDir, key).catch(() => {})),
      ...written.files.map((file) => rm(file, { force: true }).catch(() => {})),
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
): Promise<NewImage[][]> {
  const used = [...new Set(data.properties.flatMap((p) => p.images.map((i) => i.scene)))].sort(
    (a, b) => a - b,
  );
  const templates = new Map<number, { jpeg: Buffer; processed: ProcessedImage }>();
  await eachLimit(used, RENDER_CONCURRENCY, async (scene) => {
    const jpeg = await renderSceneJpeg(data.scenes[scene]);
    templates.set(scene, { jpeg, processed: await processImage(jpeg, newId()) });
  });

  const jobs: { property: number; position: number; scene: number; alt: string; createdAt: string }[] = [];
  data.properties.forEach((p, property) => {
    p.images.forEach((img, position) => {
      jobs.push({ property, position, scene: img.scene, alt: img.alt, createdAt: p.createdAt });
    });
  });
  const out: NewImage[][] = data.properties.map(() => []);
  await eachLimit(jobs, WRITE_CONCURRENCY, async (job) => {
    const id = newId(new Date(job.createdAt));
    const t = templates.get(job.scene);
    if (!t) throw new Error(`Scene ${job.scene} was not rendered`);
    const processed = rekey(t.processed, id) ?? (await processImage(t.jpeg, id));
    written.images.push(processed.key);
    await writeProcessedImage(dataDir, processed);
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

async function writeCvs(
  data: DemoData,
  dataDir: string,
  written: { files: string[] },
): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  const dir = path.join(dataDir, PRIVATE_DIR, "cv");
  for (const [i, app] of data.applications.entries()) {
    if (!app.cv) continue;
    await mkdir(dir, { recursive: true });
    const id = newId(new Date(app.createdAt));
    const file = path.join(dir, `${id}.pdf`);
    written.files.push(file);
    await writeFile(file, buildCvPdf(app.cv));
    ids.set(i, id);
  }
  return ids;
}

// ------------------------------------------------------------------ rows

function propertyRow(id: string, p: DemoProperty): NewPropertyRow {
  const columns = propertyColumns({ ...p, desc: p.description, permitQrUrl: null });
  return { id, ...columns, created_at: p.createdAt, updated_at: p.updatedAt };
}

async function insertAll(
  db: DB,
  data: DemoData,
  images: NewImage[][],
  cvIds: Map<number, string>,
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
    const propertyIds: string[] = [];
    for (const [i, p] of data.properties.entries()) {
      const id = newId(new Date(p.createdAt));
      propertyIds.push(id);
      await insertPropertyRow(trx, propertyRow(id, p));
      await replaceListItems(trx, id, {
        features: p.features,
        keyFeatures: p.keyFeatures,
        exclusiveAmenities: p.exclusiveAmenities,
        primeLocation: p.primeLocation,
      });
      await replaceImages(trx, id, images[i], p.createdAt);
      counts.properties++;
      counts.images += images[i].length;
      counts.listItems +=
        p.features.length + p.keyFeatures.length + p.exclusiveAmenities.length + p.primeLocation.length;
    }

    const lead = (l: DemoData["contacts"][number]) => ({
      id: newId(new Date(l.createdAt)),
      name: l.name,
      email: l.email,
      phone: l.phone,
      message: l.message,
      status: l.status,
      read_at: l.readAt,
      created_at: l.createdAt,
      updated_at: l.updatedAt,
    });
    await trx.insertInto("contact_messages").values(data.contacts.map(lead)).execute();
    counts.contactMessages = data.contacts.length;
    await trx
      .insertInto("enquiries")
      .values(
        data.enquiries.map((e) => ({
          ...lead(e),
          property_id: e.propertyIndex === null ? null : propertyIds[e.propertyIndex],
        })),
      )
      .execute();
    counts.enquiries = data.enquiries.length;
    await trx
      .insertInto("list_property_requests")
      .values(
        data.listRequests.map((l) => ({
          ...lead(l),
          location: l.location,
          property_type: l.propertyType,
          type: l.type,
          bedrooms: l.bedrooms,
          price: l.price,
        })),
      )
      .execute();
    counts.listPropertyRequests = data.listRequests.length;
    await trx
      .insertInto("newsletter_subscribers")
      .values(
        data.subscribers.map((s) => ({
          id: newId(new Date(s.subscribedAt)),
          email: s.email,
          subscribed_at: s.subscribedAt,
        })),
      )
      .execute();
    counts.newsletterSubscribers = data.subscribers.length;
    await trx
      .insertInto("career_applications")
      .values(
        data.applications.map((a, i) => {
          const cvId = cvIds.get(i);
          return {
            id: cvId ?? newId(new Date(a.createdAt)),
            name: a.name,
            email: a.email,
            phone: a.phone,
            age: a.age,
            position: a.position,
            message: a.message,
            status: a.status,
            cv_key: cvId && a.cv ? `cv/${cvId}.pdf` : null,
            cv_name: cvId && a.cv ? a.cv.fileName : null,
            cv_type: cvId && a.cv ? "application/pdf" : null,
            read_at: a.readAt,
            created_at: a.createdAt,
            updated_at: a.updatedAt,
          };
        }),
      )
      .execute();
    counts.careerApplications = data.applications.length;
  });
  return counts;
}

// ------------------------------------------------------------------ helpers

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
