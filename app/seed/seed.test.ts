import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../db/test-db.ts";
import { findCommunity, LOCATIONS, TOP_COMMUNITIES } from "../modules/locations/locations.ts";
import { mediaRoot } from "../modules/media/media.server.ts";
import { LISTING_PAGES } from "../modules/properties/listing-search.ts";
import { PAGE_SIZE_PUBLIC } from "../modules/properties/property.constants.ts";
import { dubaiDay } from "../lib/time.ts";
import { DEMO_ARABIC_WORDS, DEMO_CURRENCY_RATES } from "../modules/settings/settings.defaults.ts";
import { SiteSettingsSchema } from "../modules/settings/settings.schema.ts";
import { buildCvPdf } from "./demo-cv.ts";
import { DEMO_SEED, type DemoData, generateDemoData } from "./demo-data.ts";
import { seedDemo } from "./seed.server.ts";
import { SEED_STAGES } from "./seed.server.ts";
import { seedDemoIfEmpty } from "./seed-if-empty.server.ts";

const TYPES = ["Rent", "Buy", "Commercial", "HolidayHome", "NewProject"] as const;
const EXAMPLE_EMAIL = /@([a-z0-9-]+\.)*(example\.(com|ae|org|net)|[a-z0-9-]+\.example|example)$/;
// The first six of the home page's top communities (its first screen of cards).
const MUST_HAVE_TWO_APPROVED = TOP_COMMUNITIES.slice(0, 6);

describe("demo data (pure)", () => {
  const data = generateDemoData();

  it("is deterministic for a seed", () => {
    expect(JSON.stringify(generateDemoData(DEMO_SEED))).toBe(JSON.stringify(data));
    expect(JSON.stringify(generateDemoData(DEMO_SEED + 1))).not.toBe(JSON.stringify(data));
  });

  it("covers every listing type, status and completion", () => {
    const ps = data.properties;
    expect(ps.length).toBeGreaterThanOrEqual(72);
    for (const t of TYPES) expect(ps.filter((p) => p.type === t).length).toBeGreaterThanOrEqual(10);
    expect(new Set(ps.map((p) => p.propertyType))).toEqual(new Set(["commercial", "residential"]));
    expect(ps.filter((p) => p.propertyStatus === "offPlan").length).toBeGreaterThanOrEqual(12);
    expect(ps.filter((p) => p.status === "notApproved").length).toBeGreaterThanOrEqual(5);
    expect(ps.filter((p) => p.status === "expired").length).toBeGreaterThanOrEqual(3);
    expect(ps.filter((p) => p.status === "approved").length).toBeGreaterThan(ps.length * 0.8);
    expect(
      ps.filter((p) => p.status === "approved" && p.propertyStatus === "offPlan").length,
    ).toBeGreaterThanOrEqual(3);
    for (const d of ["handPick", "feature", "view"] as const) {
      expect(
        ps.filter((p) => p.type === "Buy" && p.display === d && p.status === "approved").length,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(ps.filter((p) => p.price === 0).length).toBeGreaterThanOrEqual(2);
    const beds = new Set(ps.map((p) => p.bedrooms));
    expect(beds.has(0)).toBe(true);
    expect(beds.has(7)).toBe(true);
  });

  it("respects the per-type rules", () => {
    for (const p of data.properties) {
      if (p.type === "NewProject") {
        expect(p.display).toBeNull();
        expect(p.propertyStatus).toBe("offPlan");
        expect(p.handOverDate).toMatch(/^202[7-9]-\d\d-\d\d$/);
      }
      if (p.type === "Rent" || p.type === "Commercial" || p.type === "HolidayHome") {
        expect([null, "handPick"]).toContain(p.display);
      }
      if (p.type === "HolidayHome") {
        expect(p.price).toBeGreaterThanOrEqual(350);
        expect(p.price).toBeLessThanOrEqual(9000);
        expect(p.configuration).toBe("Nightly rate");
        expect(`${p.description} ${p.message}`).toMatch(/per night/);
      }
      if (p.type === "Rent" && p.price > 0) {
        expect(p.price).toBeGreaterThanOrEqual(45_000);
        expect(p.price).toBeLessThanOrEqual(1_200_000);
      }
      if (p.type === "Buy" && p.price > 0) {
        const villa = p.category === "villa" || p.category === "townhouse";
        expect(p.price).toBeGreaterThanOrEqual(villa ? 2_500_000 : 650_000);
        expect(p.price).toBeLessThanOrEqual(villa ? 60_000_000 : 15_000_000);
      }
    }
  });

  it("reads like listings and stays within the field limits", () => {
    for (const p of data.properties) {
      expect(p.description.length, p.name).toBeGreaterThanOrEqual(200);
      expect(p.description.length, p.name).toBeLessThanOrEqual(600);
      expect(p.features.length).toBeGreaterThanOrEqual(5);
      expect(p.features.length).toBeLessThanOrEqual(10);
      expect(p.keyFeatures.length).toBeGreaterThanOrEqual(3);
      expect(p.keyFeatures.length).toBeLessThanOrEqual(6);
      expect(p.exclusiveAmenities.length).toBeGreaterThanOrEqual(3);
      expect(p.exclusiveAmenities.length).toBeLessThanOrEqual(6);
      expect(p.primeLocation.length).toBeGreaterThanOrEqual(2);
      expect(p.primeLocation.length).toBeLessThanOrEqual(5);
      expect(p.images.length).toBeGreaterThanOrEqual(4);
      expect(p.images.length).toBeLessThanOrEqual(8);
      for (const img of p.images) expect(img.alt).toContain(p.location);
      expect(new Set(p.images.map((i) => i.scene)).size).toBe(p.images.length);
      expect(LOCATIONS).toContain(p.location);
      const c = findCommunity(p.location);
      expect(Math.abs(p.latitude - (c?.lat ?? 0))).toBeLessThanOrEqual(0.0041);
      expect(Math.abs(p.longitude - (c?.lng ?? 0))).toBeLessThanOrEqual(0.0041);
      expect(p.email).toMatch(/@sandstone-sea\.example$/);
      expect(p.number).toMatch(/^\+971 50 000 01\d\d$/);
      expect(p.updatedAt >= p.createdAt).toBe(true);
      expect(p.reference).toMatch(/^SSP-[BRCHN]-\d{4}$/);
      if (p.permitNumber) expect(p.permitNumber).toMatch(/^\d{10}$/);
      expect(p.name.length).toBeLessThanOrEqual(300);
    }
    const created = data.properties.map((p) => Date.parse(p.createdAt));
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(150 * 86_400_000);
  });

  it("writes a few approved listings in Arabic, in part or in full, and leaves the rest English", () => {
    const ARABIC = /[\u0600-\u06FF]/;
    const written = data.properties.filter((p) => p.name_ar !== null);
    expect(written.length).toBeGreaterThanOrEqual(5);
    expect(written.length).toBeLessThanOrEqual(data.properties.length / 4);
    expect(new Set(written.map((p) => p.type))).toEqual(new Set(TYPES));
    // Some in part: a name without a description, a description without lists.
    expect(written.some((p) => p.desc_ar === null)).toBe(true);
    expect(written.some((p) => p.desc_ar !== null && p.features_ar.length === 0)).toBe(true);
    for (const p of data.properties) {
      const lists = [p.features_ar, p.keyFeatures_ar, p.exclusiveAmenities_ar, p.primeLocation_ar];
      if (p.name_ar === null) {
        expect([p.desc_ar, ...lists.flat()]).toEqual([null]);
        continue;
      }
      expect(p.status, p.name).toBe("approved");
      expect(p.name_ar, p.name).toMatch(ARABIC);
      expect(p.name_ar.length).toBeLessThanOrEqual(300);
      // A translation of the English: the same parts of the title, paragraphs and items.
      expect(p.name_ar.split(" | ").length, p.name).toBe(p.name.split(" | ").length);
      if (p.desc_ar !== null) {
        expect(p.desc_ar.split("\n\n").length, p.name).toBe(p.description.split("\n\n").length);
        expect(p.desc_ar, p.name).not.toMatch(/[A-Za-z]/);
      }
      const english = [p.features, p.keyFeatures, p.exclusiveAmenities, p.primeLocation];
      lists.forEach((list, i) => {
        if (list.length === 0) return;
        expect(list.length, p.name).toBe(english[i].length);
        for (const item of list) expect(item, p.name).toMatch(ARABIC);
      });
    }
  });

  it("uses fictional people with example addresses", () => {
    const emails = [
      ...data.contacts,
      ...data.enquiries,
      ...data.listRequests,
      ...data.applications,
      ...data.subscribers,
    ].map((x) => x.email);
    for (const e of emails) expect(e).toMatch(EXAMPLE_EMAIL);
    const subs = data.subscribers.map((s) => s.email.toLowerCase());
    expect(new Set(subs).size).toBe(subs.length);
    for (const a of data.applications) {
      expect(a.age).toBeGreaterThanOrEqual(22);
      expect(a.age).toBeLessThanOrEqual(55);
      expect(["Real Estate Agent", "Property Management Specialist"]).toContain(a.position);
      expect(["", "pending", "inprogress", "postponed"]).toContain(a.status);
    }
    expect(data.applications.filter((a) => a.cv).length).toBe(2);
  });

  it("builds a structurally valid PDF CV", () => {
    const cv = data.applications.find((a) => a.cv)?.cv;
    if (!cv) throw new Error("no CV in the demo data");
    const pdf = buildCvPdf(cv);
    expect(buildCvPdf(cv).equals(pdf)).toBe(true);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    // every cross-reference entry points at its object, and startxref at the table
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const entries = text.slice(startxref).split("\n").slice(3);
    const count = Number(/\/Size (\d+)/.exec(text)?.[1]);
    for (let i = 1; i < count; i++) {
      const offset = Number(entries[i - 1].slice(0, 10));
      expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
    }
    // the declared stream length matches the bytes between `stream` and `endstream`
    const m = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    if (!m) throw new Error("no content stream");
    const start = m.index + m[0].length;
    expect(text.slice(start + Number(m[1]), start + Number(m[1]) + "\nendstream".length)).toBe("\nendstream");
    expect(text).toContain(cv.name);
  });
});

describe("demo photographs (pure)", () => {
  const data = generateDemoData();
  const scene = (i: number) => data.scenes[i];
  const approved = data.properties.filter((p) => p.status === "approved");
  const cover = (p: DemoData["properties"][number]) => p.images[0].scene;

  it("match each listing's type and setting", () => {
    const allowed: Record<string, string[]> = {
      villa: ["villa", "living", "bedroom", "kitchen", "pool", "beach"],
      townhouse: ["villa", "living", "bedroom", "kitchen", "pool", "beach"],
      apartment: ["skyline", "marina", "beach", "living", "bedroom", "kitchen", "pool"],
      penthouse: ["skyline", "marina", "beach", "living", "bedroom", "kitchen", "pool"],
      office: ["office", "skyline"],
      retail: ["retail", "skyline", "marina", "beach"],
      warehouse: ["warehouse", "office"],
    };
    for (const p of data.properties) {
      const kinds = p.images.map((i) => scene(i.scene).kind);
      for (const k of kinds) expect(allowed[p.category], `${p.name}: ${k}`).toContain(k);
      const villa = p.category === "villa" || p.category === "townhouse";
      if (villa) {
        expect(kinds[0], p.name).toBe("villa");
        const style = scene(cover(p)).style;
        if (p.category === "townhouse") expect(style, p.name).toBe("townhouse");
        else expect(["modern", "mediterranean", "arabian"], p.name).toContain(style);
        for (const i of p.images) {
          const s = scene(i.scene);
          // a villa's rooms and pool look onto its garden: never a skyline, least of all at night
          if (["living", "bedroom", "kitchen", "pool"].includes(s.kind))
            expect(s.view, p.name).toBe("garden");
        }
      } else {
        for (const i of p.images) expect(scene(i.scene).view, p.name).not.toBe("garden");
        if (p.type !== "Commercial") expect(["skyline", "marina", "beach"]).toContain(kinds[0]);
      }
      if (p.category === "office")
        expect(kinds.filter((k) => k === "office").length).toBeGreaterThanOrEqual(2);
      if (p.type === "HolidayHome")
        expect(
          kinds.some((k) => k === "pool" || k === "beach"),
          p.name,
        ).toBe(true);
    }
  });

  it("gives every listing a cover of its own, so no page of any order repeats one", () => {
    const covers = data.properties.map(cover);
    expect(new Set(covers).size).toBe(covers.length);
    // and, as a visitor sees them: the default order (newest first) of every listing page and
    // community, page by page, at the site's page size and at 12
    const lists = [
      ...LISTING_PAGES.map((page) =>
        approved.filter(
          (p) =>
            (!page.fixed.type || p.type === page.fixed.type) &&
            (!page.fixed.propertyType || p.propertyType === page.fixed.propertyType) &&
            (!page.fixed.propertyStatus || p.propertyStatus === page.fixed.propertyStatus),
        ),
      ),
      ...[...new Set(approved.map((p) => p.location))].map((l) => approved.filter((p) => p.location === l)),
      approved,
    ];
    for (const list of lists) {
      const ordered = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      for (const size of [PAGE_SIZE_PUBLIC, 12]) {
        for (let from = 0; from < ordered.length; from += size) {
          const page = ordered.slice(from, from + size).map(cover);
          expect(new Set(page).size).toBe(page.length);
        }
      }
    }
  });

  it("draws each villa for one community only, in that community's architecture", () => {
    const communities = new Map<number, Set<string>>();
    const styles = new Map<string, Set<string>>();
    for (const p of data.properties) {
      for (const i of p.images) {
        const s = scene(i.scene);
        if (s.kind !== "villa") continue;
        communities.set(i.scene, (communities.get(i.scene) ?? new Set()).add(p.location));
        if (p.category === "villa")
          styles.set(p.location, (styles.get(p.location) ?? new Set()).add(s.style ?? ""));
      }
    }
    for (const [i, places] of communities) expect([...places], `scene ${i}`).toHaveLength(1);
    for (const [place, s] of styles) expect([...s], place).toHaveLength(1);
    expect(new Set([...styles.values()].flatMap((s) => [...s])).size).toBeGreaterThanOrEqual(3);
  });

  it("varies the pictures: time of day, mood and every scene used", () => {
    const used = new Set(data.properties.flatMap((p) => p.images.map((i) => i.scene)));
    expect(used.size).toBe(data.scenes.length);
    expect(new Set(data.scenes.map((s) => s.seed)).size).toBe(data.scenes.length);
    for (const kind of ["skyline", "marina", "villa"] as const) {
      const times = new Set(data.scenes.filter((s) => s.kind === kind).map((s) => s.time));
      expect(times.size, kind).toBeGreaterThanOrEqual(3);
    }
  });
});

// Each dialect gets its own database: a SQLite file in a temp folder, and on PostgreSQL (when
// TEST_DATABASE_URL is set) a new database created next to TEST_DATABASE_URL by `freshDb` and
// dropped again afterwards. Nothing in the TEST_DATABASE_URL database itself is touched, so other
// suites may use it at the same time (no `drop schema public` needed).
describe.each(TEST_DIALECTS)("seedDemoIfEmpty on %s", (dialect) => {
  let dir: string;
  let db: Db;
  let cleanup: () => Promise<void>;
  let counts: Record<string, number> | null;

  beforeAll(async () => {
    ({ db, dataDir: dir, cleanup } = await freshDb(dialect));
    counts = await seedDemoIfEmpty(db.db, dir);
  }, 180_000);

  afterAll(async () => {
    await cleanup?.();
  });

  it("reports what it inserted", async () => {
    expect(counts).not.toBeNull();
    const n = async (
      table:
        | "properties"
        | "property_images"
        | "contact_messages"
        | "enquiries"
        | "list_property_requests"
        | "newsletter_subscribers"
        | "career_applications",
    ) =>
      Number(
        (
          await db.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(counts?.properties).toBe(await n("properties"));
    expect(counts?.images).toBe(await n("property_images"));
    expect(await n("properties")).toBeGreaterThanOrEqual(72);
    expect(await n("contact_messages")).toBeGreaterThanOrEqual(10);
    expect(await n("enquiries")).toBeGreaterThanOrEqual(8);
    expect(await n("list_property_requests")).toBeGreaterThanOrEqual(6);
    expect(await n("newsletter_subscribers")).toBeGreaterThanOrEqual(20);
    expect(await n("career_applications")).toBeGreaterThanOrEqual(6);
  });

  it("sets demo currency rates, dated the day of the seed in Dubai", async () => {
    const rows = await db.db
      .selectFrom("site_settings")
      .select(["key", "value"])
      .where("key", "in", ["currencyRates", "currencyRatesSetOn"])
      .orderBy("key")
      .execute();
    expect(rows.map((r) => r.key)).toEqual(["currencyRates", "currencyRatesSetOn"]);
    expect(JSON.parse(rows[0].value)).toEqual(DEMO_CURRENCY_RATES);
    // The seed ran moments ago: today in Dubai (or yesterday, had it run just before midnight).
    const day = JSON.parse(rows[1].value);
    expect([dubaiDay(new Date()), dubaiDay(new Date(Date.now() - 600_000))]).toContain(day);
  });

  it("stores the demo agency's tagline, address and hours in Arabic, which the settings read", async () => {
    const row = await db.db
      .selectFrom("site_settings")
      .select("value")
      .where("key", "=", "arabic")
      .executeTakeFirstOrThrow();
    const words = SiteSettingsSchema.shape.arabic.parse(JSON.parse(row.value));
    expect(words).toEqual(DEMO_ARABIC_WORDS);
    expect(Object.values(words).every((w) => /[\u0600-\u06FF]/.test(w))).toBe(true);
  });

  it("covers the listing rules in the database", async () => {
    const rows = await db.db.selectFrom("properties").selectAll().execute();
    for (const t of TYPES) expect(rows.filter((r) => r.type === t).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.property_status === "offPlan").length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.status === "notApproved").length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.status === "expired").length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.location)).size).toBeGreaterThanOrEqual(30);
    for (const r of rows) {
      expect(r.location_key).toBe(r.location.toLowerCase());
      if (r.type === "NewProject") expect(r.display).toBeNull();
      else if (r.type !== "Buy") expect([null, "handPick"]).toContain(r.display);
    }
    for (const loc of MUST_HAVE_TWO_APPROVED) {
      expect(
        rows.filter((r) => r.location === loc && r.status === "approved").length,
        loc,
      ).toBeGreaterThanOrEqual(2);
    }
    const items = await db.db.selectFrom("property_list_items").select(["property_id", "kind"]).execute();
    for (const r of rows) {
      const mine = items.filter((i) => i.property_id === r.id);
      expect(mine.filter((i) => i.kind === "features").length).toBeGreaterThanOrEqual(5);
      expect(mine.filter((i) => i.kind === "primeLocation").length).toBeGreaterThanOrEqual(2);
    }
  });

  it("stores the Arabic of the listings written in Arabic", async () => {
    const rows = await db.db
      .selectFrom("properties")
      .select(["id", "name_ar", "description_ar"])
      .where("name_ar", "is not", null)
      .execute();
    expect(rows.length).toBe(generateDemoData().properties.filter((p) => p.name_ar !== null).length);
    const kinds = await db.db
      .selectFrom("property_list_items")
      .select("kind")
      .where(
        "property_id",
        "in",
        rows.map((r) => r.id),
      )
      .where("kind", "in", ["features_ar", "keyFeatures_ar", "exclusiveAmenities_ar", "primeLocation_ar"])
      .groupBy("kind")
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      "exclusiveAmenities_ar",
      "features_ar",
      "keyFeatures_ar",
      "primeLocation_ar",
    ]);
  });

  it("gives every listing 4-8 images with their files on disk", async () => {
    const images = await db.db.selectFrom("property_images").selectAll().execute();
    const byProperty = new Map<string, typeof images>();
    for (const img of images)
      byProperty.set(img.property_id, [...(byProperty.get(img.property_id) ?? []), img]);
    const properties = await db.db.selectFrom("properties").select("id").execute();
    for (const p of properties) {
      const mine = byProperty.get(p.id) ?? [];
      expect(mine.length).toBeGreaterThanOrEqual(4);
      expect(mine.length).toBeLessThanOrEqual(8);
    }
    expect(new Set(images.map((i) => i.storage_key)).size).toBe(images.length);
    for (const img of images) {
      expect(img.url).toBeNull();
      expect(img.storage_key).toBe(`uploads/${img.id}`);
      expect(img.alt.length).toBeGreaterThan(10);
      expect(img.width).toBeGreaterThan(0);
      const variants = JSON.parse(img.variants ?? "[]") as { file: string; format: string }[];
      expect(variants.some((v) => v.format === "jpeg")).toBe(true);
      expect(variants.some((v) => v.format === "webp")).toBe(true);
      for (const v of variants) {
        expect(v.file.startsWith(`${img.storage_key}/`)).toBe(true);
        expect(existsSync(path.join(mediaRoot(dir), v.file)), v.file).toBe(true);
      }
    }
  });

  it("stores two private PDF CVs and links enquiries to approved listings", async () => {
    const apps = await db.db.selectFrom("career_applications").selectAll().execute();
    const withCv = apps.filter((a) => a.cv_key);
    expect(withCv.length).toBe(2);
    for (const a of withCv) {
      expect(a.cv_key).toBe(`cv/${a.id}.pdf`);
      expect(a.cv_type).toBe("application/pdf");
      expect(a.cv_name).toMatch(/_CV\.pdf$/);
      const file = path.join(dir, "private", a.cv_key as string);
      expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    const linked = await db.db
      .selectFrom("enquiries")
      .innerJoin("properties", "properties.id", "enquiries.property_id")
      .select(["properties.status"])
      .execute();
    expect(linked.length).toBeGreaterThan(0);
    for (const l of linked) expect(l.status).toBe("approved");
    const unread = await db.db
      .selectFrom("contact_messages")
      .select("id")
      .where("read_at", "is", null)
      .execute();
    expect(unread.length).toBeGreaterThan(0);
  });

  it("does nothing when listings already exist", async () => {
    const before = await db.db.selectFrom("property_images").select("id").execute();
    expect(await seedDemoIfEmpty(db.db, dir)).toBeNull();
    const after = await db.db.selectFrom("property_images").select("id").execute();
    expect(after.length).toBe(before.length);
  });
});

describe("seedDemo's photo cache and progress", () => {
  it("reuses processed photos from the cache, byte for byte, and reports each stage", async () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), "demo-photos-"));
    const full = generateDemoData();
    const small = { ...full, properties: full.properties.slice(0, 2), enquiries: [] };
    const files = async () => {
      const { db, dataDir, cleanup } = await freshDb("sqlite");
      const calls: [number, number, string][] = [];
      try {
        await seedDemo(db.db, dataDir, small, {
          photoCache: cache,
          onProgress: (done, total, stage) => calls.push([done, total, stage]),
        });
        const rows = await db.db
          .selectFrom("property_images")
          .select(["variants"])
          .orderBy("position")
          .execute();
        return {
          calls,
          names: rows.flatMap((r) =>
            JSON.parse(r.variants ?? "[]").map((v: { file: string }) => path.basename(v.file)),
          ),
        };
      } finally {
        await cleanup();
      }
    };
    try {
      const first = await files();
      const entries = readdirSync(cache).filter((n) => !n.startsWith("."));
      expect(entries.length).toBe(
        new Set(small.properties.flatMap((p) => p.images.map((i) => i.scene))).size,
      );
      const second = await files();
      expect(second.names.sort()).toEqual(first.names.sort());
      for (const stage of Object.values(SEED_STAGES)) {
        const mine = second.calls.filter((c) => c[2] === stage);
        expect(mine.length, stage).toBeGreaterThan(0);
        const last = mine[mine.length - 1];
        expect(last[0], stage).toBe(last[1]);
      }
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("seedDemo when the transaction fails", () => {
  it("rolls back the rows and removes every file it wrote", async () => {
    const { db, dataDir: dir, cleanup } = await freshDb("sqlite");
    try {
      // the last insert of the transaction fails: its table is gone
      await db.db.schema.dropTable("career_applications").execute();
      const full = generateDemoData();
      const small = { ...full, properties: full.properties.slice(0, 2), enquiries: [] };
      await expect(seedDemo(db.db, dir, small)).rejects.toThrow();
      expect(await db.db.selectFrom("properties").select("id").execute()).toEqual([]);
      expect(await db.db.selectFrom("contact_messages").select("id").execute()).toEqual([]);
      const uploads = path.join(mediaRoot(dir), "uploads");
      expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
      const cvs = path.join(dir, "private", "cv");
      expect(existsSync(cvs) ? readdirSync(cvs) : []).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
