import { readdirSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createRng } from "../../app/lib/random.ts";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { filesUnder, jpeg, queryDb } from "./api-support.ts";
import { PDF_TYPE, pdfBytes } from "./leads-files.ts";

// Issue 9, item 3: the kill-restart drill. Writers keep the server busy with acknowledged writes
// (listings created and updated with uploaded images, and deleted; contact messages; applications
// with CVs); the process is killed with SIGKILL at a random moment, restarted on the same data,
// and every write the server acknowledged must be there, whole: no row without its files, no file
// without its row (once the start-up sweep has seen files old enough to be crash residue), and the
// database consistent (SQLite `pragma integrity_check`, foreign keys; the same checks on PostgreSQL).

const CYCLES = Number(process.env.CRASH_CYCLES ?? 4);
const WRITERS = 3;
const SEED = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : Math.floor(Math.random() * 0x7fffffff);
console.log(`crash-safety: seed ${SEED} (replay the kill timings with CRASH_SEED=${SEED})`);

interface PropertyState {
  name: string;
  images: string[];
}

/** What the test knows of each listing: the acknowledged state, and what an unanswered write may have made of it. */
interface Tracked {
  acked: PropertyState | null;
  deleted: boolean;
  /** An unanswered update or delete: the listing may be in that state instead. */
  maybe: (PropertyState | "deleted")[];
  busy: boolean;
}

interface Ledger {
  properties: Map<string, Tracked>;
  contacts: Map<string, string>;
  careers: Map<string, string>;
  counts: Record<string, number>;
}

const WEIGHTS: [string, number][] = [
  ["create", 3],
  ["update", 2],
  ["delete", 1],
  ["contact", 2],
  ["career", 2],
];

function pick(rand: () => number): string {
  const total = WEIGHTS.reduce((a, [, w]) => a + w, 0);
  let r = rand() * total;
  for (const [op, w] of WEIGHTS) {
    r -= w;
    if (r < 0) return op;
  }
  return "contact";
}

function baseFields(name: string): Record<string, string> {
  return {
    name,
    price: "1850000",
    desc: "A listing written while the server is being killed.",
    type: "Buy",
    status: "approved",
    propertyStatus: "ready",
    propertyType: "residential",
    location: "Dubai Marina",
    listedBy: "Crash Test",
    email: "crash@agency.example",
    number: "+971 50 123 4567",
  };
}

function form(fields: Record<string, string>, images: (string | Uint8Array)[]): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  images.forEach((img, i) => {
    if (typeof img === "string") f.append("images", img);
    else f.append("images", new Blob([img as BlobPart], { type: "image/jpeg" }), `photo-${i}.jpg`);
  });
  return f;
}

/** Every file and folder below `dir`, `ms` into the past: what an hour's wait would do to them. */
function age(dir: string, ms: number): void {
  const t = (Date.now() - ms) / 1000;
  const walk = (d: string) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      utimesSync(p, t, t);
    }
    utimesSync(d, t, t);
  };
  walk(dir);
}

describe.each(DIALECTS)("crash safety [%s]", (dialect) => {
  it(`keeps every acknowledged write through ${CYCLES} SIGKILLs; nothing is half-written`, async () => {
    // The app's seeded PRNG (mulberry32): a seed replays the same kill moments and choices.
    const rand = createRng(SEED);
    const photos = [await jpeg(480, 320), await jpeg(640, 480), await jpeg(360, 360)];
    const cv = pdfBytes();
    const env = { RATE_LIMIT_FORMS_PER_MINUTE: "1000000" };
    const first = await startServer({ dialect, data: "empty", env });
    const reuse = { dataDir: first.dataDir, databaseUrl: first.databaseUrl };
    const ledger: Ledger = {
      properties: new Map(),
      contacts: new Map(),
      careers: new Map(),
      counts: { acknowledged: 0, unanswered: 0 },
    };
    let server: TestServer = first;
    let seq = 0;
    try {
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        if (cycle > 1) server = await startServer({ dialect, data: "empty", reuse, env });
        await verify(server, ledger, { final: false });
        const cookie = await adminCookie(server);
        const headers = { cookie, origin: server.url };
        let killed = false;

        const writer = async () => {
          while (!killed) {
            const op = pick(rand);
            const n = ++seq;
            try {
              if (op === "create") {
                const name = `Crash listing ${n}`;
                const uploads = photos.slice(0, 1 + Math.floor(rand() * 2));
                const res = await fetch(`${server.url}/api/realEstate`, {
                  method: "POST",
                  headers,
                  body: form(baseFields(name), [...uploads, "https://images.example.com/crash.jpg"]),
                });
                expect(res.status, await res.clone().text()).toBe(201);
                const rec = (await res.json()) as { _id: string; name: string; images: string[] };
                ledger.properties.set(rec._id, {
                  acked: { name: rec.name, images: rec.images },
                  deleted: false,
                  maybe: [],
                  busy: false,
                });
              } else if (op === "update" || op === "delete") {
                const candidates = [...ledger.properties].filter(
                  ([, t]) => t.acked && !t.deleted && !t.busy && t.maybe.length === 0,
                );
                if (candidates.length === 0) continue;
                const [id, t] = candidates[Math.floor(rand() * candidates.length)];
                t.busy = true;
                if (op === "update") {
                  const name = `Crash listing ${n} (updated)`;
                  // Keep the first image, drop the rest, add a new upload: files added and removed.
                  const kept = (t.acked as PropertyState).images[0];
                  t.maybe.push({ name, images: [] });
                  const res = await fetch(`${server.url}/api/realEstate/${id}`, {
                    method: "PUT",
                    headers,
                    body: form({ name, price: String(1_000_000 + n) }, [kept, photos[n % photos.length]]),
                  });
                  expect(res.status, await res.clone().text()).toBe(200);
                  const rec = (await res.json()) as { name: string; images: string[] };
                  expect(rec.images[0]).toBe(kept);
                  t.acked = { name: rec.name, images: rec.images };
                } else {
                  t.maybe.push("deleted");
                  const res = await fetch(`${server.url}/api/realEstate/${id}`, {
                    method: "DELETE",
                    headers,
                  });
                  expect(res.status).toBe(204);
                  t.deleted = true;
                }
                t.maybe = [];
                t.busy = false;
              } else if (op === "contact") {
                const name = `Crash contact ${n}`;
                const res = await fetch(`${server.url}/api/contact`, {
                  method: "POST",
                  headers: { "content-type": "application/json" },
                  body: JSON.stringify({
                    name,
                    email: `crash${n}@example.com`,
                    phone: "+971 50 765 4321",
                    message: "Written during the kill drill.",
                  }),
                });
                expect(res.status).toBe(201);
                ledger.contacts.set(((await res.json()) as { _id: string })._id, name);
              } else {
                const name = `Crash applicant ${n}`;
                const f = new FormData();
                for (const [k, v] of Object.entries({
                  name,
                  email: `applicant${n}@example.com`,
                  phone: "+971 50 765 4321",
                  age: "30",
                  position: "Real Estate Agent",
                  message: "Written during the kill drill.",
                }))
                  f.append(k, v);
                f.append("cv", new Blob([new Uint8Array(cv)], { type: PDF_TYPE }), "cv.pdf");
                const res = await fetch(`${server.url}/api/career`, { method: "POST", body: f });
                expect(res.status).toBe(201);
                ledger.careers.set(((await res.json()) as { _id: string })._id, name);
              }
              ledger.counts.acknowledged++;
              ledger.counts[op] = (ledger.counts[op] ?? 0) + 1;
            } catch (e) {
              // Only the kill may interrupt a write; anything else is a real failure.
              if (!killed) throw e;
              ledger.counts.unanswered++;
              return;
            }
          }
        };

        const writers = Array.from({ length: WRITERS }, () => writer());
        const delay = 400 + Math.floor(rand() * 2600);
        await Promise.race([new Promise((r) => setTimeout(r, delay)), Promise.all(writers)]);
        killed = true;
        expect(await server.kill("SIGKILL")).toBeNull();
        expect(server.process.signalCode).toBe("SIGKILL");
        await Promise.all(writers);
        console.log(
          `crash-safety [${dialect}] cycle ${cycle}: killed after ${delay} ms; so far ${JSON.stringify(ledger.counts)}`,
        );
      }

      // Crash residue is removed once it is older than the sweep's grace period: age everything by
      // two hours (as if the site had been down that long), restart, and expect none left.
      age(path.join(reuse.dataDir, "media"), 2 * 3_600_000);
      age(path.join(reuse.dataDir, "private"), 2 * 3_600_000);
      server = await startServer({ dialect, data: "empty", reuse, env });
      await verify(server, ledger, { final: true });
      const swept = /"msg":"removed unreferenced files"[^\n]*/.exec(server.logs.join(""));
      console.log(
        `crash-safety [${dialect}] final start: ${swept ? swept[0] : "no crash residue to remove"}`,
      );
      expect(ledger.counts.acknowledged).toBeGreaterThan(CYCLES * 3);
      await server.kill("SIGTERM");
    } finally {
      await server.kill("SIGKILL");
      await first.stop();
    }
  }, 600_000);
});

async function verify(server: TestServer, ledger: Ledger, opts: { final: boolean }): Promise<void> {
  const cookie = await adminCookie(server);
  const get = (p: string) => fetch(`${server.url}${p}`, { headers: { cookie } });

  // 1. Every acknowledged write is there, as acknowledged (or as an unanswered write left it).
  for (const [id, t] of ledger.properties) {
    const res = await get(`/api/realEstate/${id}`);
    const body = await res.text();
    const possible: (PropertyState | "deleted")[] = [
      t.deleted ? "deleted" : (t.acked as PropertyState),
      ...t.maybe,
    ];
    if (res.status === 404) {
      expect(possible, `listing ${id} is gone`).toContain("deleted");
      t.deleted = true;
      t.maybe = [];
      continue;
    }
    expect(res.status, body).toBe(200);
    const rec = JSON.parse(body) as { name: string; images: string[] };
    const match = possible.find((p) => p !== "deleted" && p.name === rec.name);
    expect(match, `listing ${id} is "${rec.name}", expected one of ${JSON.stringify(possible)}`).toBeTruthy();
    if (match && match !== "deleted" && match.images.length > 0) expect(rec.images).toEqual(match.images);
    // Whatever it is now is the acknowledged state from here on.
    t.acked = { name: rec.name, images: rec.images };
    t.deleted = false;
    t.maybe = [];
    t.busy = false;
    for (const img of rec.images.filter((i) => i.startsWith("uploads/"))) {
      const file = await fetch(`${server.url}/api/${img}`);
      expect(file.status, img).toBe(200);
      await file.arrayBuffer();
    }
  }
  for (const [id, name] of ledger.contacts) {
    const res = await get(`/api/contact/${id}?markRead=false`);
    expect(res.status, `contact ${id}`).toBe(200);
    expect(((await res.json()) as { name: string }).name).toBe(name);
  }
  for (const [id, name] of ledger.careers) {
    const res = await get(`/api/career/${id}?markRead=false`);
    expect(res.status, `application ${id}`).toBe(200);
    expect(((await res.json()) as { name: string }).name).toBe(name);
    const file = await get(`/api/career/${id}/cv`);
    expect(file.status, `CV of ${id}`).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  }

  // 2. Nothing half-written: every listing has its images, every stored image its files, every CV
  //    its file (this covers the rows of unanswered writes too, whose ids the test never learned).
  const noImages = await queryDb(
    server,
    "select p.id from properties p where not exists (select 1 from property_images i where i.property_id = p.id)",
  );
  expect(noImages, "listings without images").toEqual([]);
  const images = await queryDb<{ storage_key: string; variants: string }>(
    server,
    "select storage_key, variants from property_images where storage_key is not null",
  );
  const media = new Set(filesUnder(path.join(server.dataDir, "media")));
  for (const img of images) {
    const files = (JSON.parse(img.variants) as { file: string }[]).map((v) => v.file);
    expect(files.length, img.storage_key).toBeGreaterThan(0);
    for (const f of files) expect(media.has(f), `${f} of ${img.storage_key}`).toBe(true);
  }
  const cvs = await queryDb<{ cv_key: string }>(
    server,
    "select cv_key from career_applications where cv_key is not null",
  );
  const privateFiles = new Set(filesUnder(path.join(server.dataDir, "private")));
  for (const c of cvs) expect(privateFiles.has(c.cv_key), c.cv_key).toBe(true);

  // 3. The database is consistent.
  if (server.dialect === "sqlite") {
    expect(await queryDb(server, "pragma integrity_check")).toEqual([{ integrity_check: "ok" }]);
    expect(await queryDb(server, "pragma foreign_key_check")).toEqual([]);
  }
  for (const [table, column] of [
    ["property_images", "property_id"],
    ["property_list_items", "property_id"],
  ]) {
    const orphans = await queryDb(
      server,
      `select 1 from ${table} t where not exists (select 1 from properties p where p.id = t.${column})`,
    );
    expect(orphans, `${table} rows without a listing`).toEqual([]);
  }

  // 4. Once crash residue is old enough, the start-up sweep has removed it: no file without a row.
  if (opts.final) {
    const keys = new Set(images.map((i) => i.storage_key));
    const folders = new Set(
      [...media].filter((f) => f.startsWith("uploads/")).map((f) => f.split("/").slice(0, 2).join("/")),
    );
    expect(
      [...folders].filter((f) => !keys.has(f)),
      "image folders without a row",
    ).toEqual([]);
    expect(
      [...media].filter((f) => f.startsWith(".staging/")),
      "staging files",
    ).toEqual([]);
    expect(
      [...media, ...privateFiles].filter((f) => f.endsWith(".tmp")),
      "temporary files",
    ).toEqual([]);
    const cvKeys = new Set(cvs.map((c) => c.cv_key));
    expect(
      [...privateFiles].filter((f) => !cvKeys.has(f)),
      "CV files without a row",
    ).toEqual([]);
  }
}
