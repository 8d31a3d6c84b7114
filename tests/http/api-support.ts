import { readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { deflateSync } from "node:zlib";
import * as zlib from "node:zlib";
import pg from "pg";
import sharp from "sharp";
import type { TestServer } from "../setup/server.ts";

/** A desktop Chrome user agent (the analytics beacon ignores bots, and Node's fetch says "node"). */
export const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

export interface Client {
  url: string;
  cookie: string;
  /** fetch with the session cookie and a same-origin Origin header. */
  req(path: string, init?: RequestInit): Promise<Response>;
  json(method: string, path: string, body: unknown): Promise<Response>;
}

export function client(server: TestServer, cookie = ""): Client {
  const req = (p: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
    if (!headers.has("origin") && init.method && init.method !== "GET") headers.set("origin", server.url);
    return fetch(`${server.url}${p}`, { ...init, headers });
  };
  return {
    url: server.url,
    cookie,
    req,
    json: (method, p, body) =>
      req(p, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  };
}

/** Every valid required field of a property (docs/product/api.md), with one URL image. */
export function validProperty(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Marina Gate tower apartment",
    price: 2_450_000,
    desc: "Two bedrooms with a full sea view, high floor, vacant on transfer.",
    type: "Buy",
    status: "approved",
    propertyStatus: "ready",
    propertyType: "residential",
    location: "Dubai Marina",
    listedBy: "Sara Haddad",
    email: "sara@agency.example",
    number: "+971 50 123 4567",
    images: ["https://images.example.com/marina-gate-1.jpg"],
    ...over,
  };
}

/** A multipart body of `fields` (arrays repeat the field) plus image parts. */
export function propertyForm(
  fields: Record<string, unknown>,
  images: (string | { name: string; type?: string; data: Uint8Array })[] = [],
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (k === "images") continue;
    for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) form.append(k, String(item));
  }
  for (const img of images) {
    if (typeof img === "string") form.append("images", img);
    else
      form.append(
        "images",
        new Blob([new Uint8Array(img.data)], { type: img.type ?? "image/jpeg" }),
        img.name,
      );
  }
  return form;
}

export async function jpeg(
  width: number,
  height: number,
  opts: { orientation?: number; exif?: boolean } = {},
) {
  let s = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 90 } } }).jpeg();
  if (opts.orientation) s = s.withMetadata({ orientation: opts.orientation });
  if (opts.exif) {
    s = s.withExif({
      IFD0: { Make: "TestCam", Model: "Secret Model", Copyright: "private" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "25/1 4/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "55/1 8/1 0/1",
      },
    });
  }
  return new Uint8Array(await s.toBuffer());
}

export async function png(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: { r: 10, g: 90, b: 160, alpha: 0.6 } } })
      .png()
      .toBuffer(),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** A tiny PNG whose header claims `w`×`h` pixels (a "pixel flood" / decompression bomb). */
export function pixelFloodPng(w = 20_000, h = 20_000): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  // A few rows of zeros; the decoder would have to allocate the full canvas before finding out.
  const idat = deflateSync(Buffer.alloc((w * 3 + 1) * 4));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", idat),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** Every file below `dir` (relative paths), sorted; [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

export const mediaFiles = (server: TestServer) => filesUnder(path.join(server.dataDir, "media"));

/** Runs one read-only query against the server's own database (SQLite file or PostgreSQL). */
export async function queryDb<T = Record<string, unknown>>(
  server: TestServer,
  sqlText: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (server.dialect === "sqlite") {
    const db = new DatabaseSync(path.join(server.dataDir, "site.db"), { readOnly: true });
    try {
      const stmt = db.prepare(sqlText.replace(/\$\d+/g, "?"));
      return stmt.all(...(params as (string | number | null)[])) as T[];
    } finally {
      db.close();
    }
  }
  const c = new pg.Client({ connectionString: server.databaseUrl });
  await c.connect();
  try {
    return (await c.query(sqlText, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** A response body must never carry internals. */
export function assertNoInternals(text: string): void {
  if (
    /\n\s+at\s|node_modules|\.ts:\d+|\.js:\d+|SqliteError|PostgresError|TypeError|ReferenceError/.test(text)
  ) {
    throw new Error(`response leaks internals: ${text.slice(0, 300)}`);
  }
}

/** A raw GET (no automatic decompression): the exact bytes and headers the server sent. */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
