import { crc32, deflateRawSync, constants as zlibConstants } from "node:zlib";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { displayKey } from "./display-prefs.server.ts";
import { announce, registerForgetter } from "./invalidation.server.ts";
import {
  acceptsEncoding,
  addVary,
  bodyBytes,
  carriesCookie,
  splitBytes,
  matchesIfNoneMatch,
} from "./http-cache.server.ts";
import { contentSecurityPolicy, newNonce } from "./security-headers.server.ts";

/**
 * A short in-process cache of publicly cacheable responses (issue 8; ADR 0013), in front of the
 * loaders and React's render. Rendering a page costs 8–15 ms of CPU in one Node process; a hit costs
 * a map lookup and joining the stored parts around a fresh nonce, already gzipped.
 *
 * What is kept: exactly what the HTTP layer already marks shareable: a 200 to a GET without a cookie
 * whose `Cache-Control` is `public` and that sets no cookie (app/lib/http-cache.server.ts). Browsers
 * and any CDN may keep those for 60 s and serve them stale for 300 s more; this cache keeps them
 * for `PAGE_CACHE_SECONDS` (default 30). The services whose data public pages show (properties and
 * their images, site settings) empty it when they write, so staff see their change at once; no
 * request can empty it otherwise. Public submissions (contact, enquiry, newsletter, applications,
 * property requests, page views) change no public page and leave it alone. Writes made elsewhere
 * (another instance on the same PostgreSQL, a command-line seed or restore) show within
 * `PAGE_CACHE_SECONDS`.
 *
 * The key is the whole request URL (origin included: canonical links are absolute); HEAD is answered
 * from a GET's copy. A page's CSP nonce must differ on every response: the stored body is kept cut at
 * its nonce, and each hit joins it around a fresh one and rebuilds the policy. The parts are also
 * kept deflated so a hit needs no compression (see `deflateParts`).
 *
 * Misses for one key are coalesced: while one request renders, the others wait for its result, or,
 * when an expired copy is at hand, get that copy at once (it is at most one render late).
 */

/** `/feeds/…`: never kept here (routes/feeds/feed.ts). */
const FEED_PATH = /^\/feeds\//i;

/** A stored 200 response. */
interface Entry {
  /** Its headers, without Content-Length, and without the CSP when that carries the nonce. */
  headers: [string, string][];
  /** The body cut at each occurrence of its CSP nonce (one part when it has none). */
  parts: Buffer[];
  /** Each part deflated on its own (gzip-ready), so a fresh nonce can be spliced in uncompressed. */
  deflated: Buffer[];
  /** Whether the body and policy carry a nonce, which each response gets afresh. */
  hasNonce: boolean;
  etag: string | null;
  storedAt: number;
  bytes: number;
}

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;
/** An expired copy may be served while its refresh is rendering, up to this long after expiry. */
const STALE_GRACE_MS = 30_000;

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<Entry | null>>();
let totalBytes = 0;
let generation = 0;

/**
 * Forgets every stored response (and any render in progress will not be stored). Called by the
 * services whose data public pages show, after each write (properties, site settings); the other
 * instances on the same PostgreSQL are told to forget theirs (lib/invalidation.server.ts).
 */
export function clearPageCache(): void {
  forgetPages();
  announce("pages");
}

function forgetPages(): void {
  generation++;
  entries.clear();
  totalBytes = 0;
}
registerForgetter("pages", forgetPages);

function remove(key: string) {
  const e = entries.get(key);
  if (!e) return;
  entries.delete(key);
  totalBytes -= e.bytes;
}

function store(key: string, entry: Entry) {
  remove(key);
  entry.bytes += key.length;
  entries.set(key, entry);
  totalBytes += entry.bytes;
  // Map order is insertion order; hits re-insert, so the first key is the least recently used.
  for (const oldest of entries.keys()) {
    if (totalBytes <= MAX_BYTES) break;
    remove(oldest);
  }
}

const PUBLIC_CC = /^\s*public\b/i;

/** Reads a response into an entry when it may be shared; otherwise null (and the response unread). */
async function toEntry(res: Response): Promise<{ entry: Entry | null; res: Response }> {
  if (res.status !== 200 || !res.body || res.headers.has("Set-Cookie")) return { entry: null, res };
  if (!PUBLIC_CC.test(res.headers.get("Cache-Control") ?? "")) return { entry: null, res };
  const { bytes: body, unread } = await bodyBytes(res);
  const copy = () =>
    unread
      ? res
      : new Response(new Uint8Array(body), {
          status: res.status,
          statusText: res.statusText,
          headers: res.headers,
        });
  if (body.length > MAX_ENTRY_BYTES) return { entry: null, res: copy() };
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
  const parts = splitBytes(body, nonce);
  const deflated = deflateParts(parts, nonce ? Buffer.byteLength(nonce) : 0);
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => {
    // A policy with a nonce is rebuilt for each response; any other (a route's own) is kept.
    if (name === "content-length" || (nonce && name === "content-security-policy")) return;
    headers.push([name, value]);
  });
  const size = (list: Buffer[]) => list.reduce((n, b) => n + b.length, 0);
  const entry: Entry = {
    headers,
    parts,
    deflated,
    hasNonce: nonce !== null,
    etag: res.headers.get("ETag"),
    storedAt: Date.now(),
    bytes: size(parts) + size(deflated) + 512,
  };
  return { entry, res: copy() };
}

/** A response from a stored entry: a fresh nonce and policy, or a 304 when the client has it. */
function fromEntry(
  method: string,
  acceptEncoding: string | null,
  ifNoneMatch: string | null,
  entry: Entry,
  state: "hit" | "miss" | "stale",
) {
  const headers = new Headers(entry.headers);
  // For operators and tests: whether this response came from memory.
  headers.set("X-Cache", state);
  addVary(headers, "Accept-Encoding");
  if (entry.etag && matchesIfNoneMatch(ifNoneMatch, entry.etag)) {
    for (const h of ["Content-Type", "Content-Encoding"]) headers.delete(h);
    return new Response(null, { status: 304, headers });
  }
  let nonce: Buffer | null = null;
  if (entry.hasNonce) {
    const fresh = newNonce();
    headers.set("Content-Security-Policy", contentSecurityPolicy(fresh));
    nonce = Buffer.from(fresh, "utf8");
  }
  if (method === "HEAD") return new Response(null, { status: 200, headers });
  let body: Buffer;
  if (acceptsEncoding(acceptEncoding, "gzip")) {
    headers.set("Content-Encoding", "gzip");
    body = gzipWithNonce(entry.parts, entry.deflated, nonce);
  } else {
    const list: Buffer[] = [];
    entry.parts.forEach((part, i) => {
      if (i > 0 && nonce) list.push(nonce);
      list.push(part);
    });
    body = Buffer.concat(list);
  }
  headers.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body), { status: 200, headers });
}

/**
 * Deflates each part so that parts can be joined with any nonce between them: every part is a raw
 * deflate stream of its own ending in a sync flush (byte-aligned, not final). To compress as well as
 * the whole page would, each part may refer back into the text before it (a preset dictionary of
 * up to 32 KiB, the gzip window), with every nonce in that text replaced by a byte that occurs
 * nowhere in the page: no match can then cover a nonce, so a different nonce in its place decodes
 * the same. Small parts get a small dictionary (setting one costs time in proportion to its size).
 */
export function deflateParts(parts: Buffer[], nonceLength: number): Buffer[] {
  const opts = { level: 6, finishFlush: zlibConstants.Z_SYNC_FLUSH };
  const filler = nonceLength > 0 ? absentByte(parts) : null;
  if (filler === null) return parts.map((p) => deflateRawSync(p, opts));
  const placeholder = Buffer.alloc(nonceLength, filler);
  const out: Buffer[] = [];
  let before = Buffer.alloc(0);
  parts.forEach((part, i) => {
    const size = part.length >= 4096 ? 32_768 : 4096;
    out.push(
      i === 0 || before.length === 0
        ? deflateRawSync(part, opts)
        : deflateRawSync(part, { ...opts, dictionary: before.subarray(Math.max(0, before.length - size)) }),
    );
    const next = Buffer.concat([before, part, placeholder]);
    before = next.subarray(Math.max(0, next.length - 32_768));
  });
  return out;
}

/** A control byte that appears in none of the parts, or null. */
function absentByte(parts: Buffer[]): number | null {
  for (const candidate of [0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0e, 0x0f, 0x10]) {
    if (parts.every((p) => !p.includes(candidate))) return candidate;
  }
  return null;
}

/** A stored (uncompressed) deflate block holding `data` (≤ 65,535 bytes), not final. */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x00; // BFINAL 0, BTYPE 00, then padding to the byte boundary
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** A gzip member of the parts joined by `nonce`: the stored deflated parts, the nonce as a stored block. */
export function gzipWithNonce(parts: Buffer[], deflated: Buffer[], nonce: Buffer | null): Buffer {
  const list: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  const nonceBlock = nonce ? storedBlock(nonce) : null;
  parts.forEach((part, i) => {
    if (i > 0 && nonce && nonceBlock) {
      list.push(nonceBlock);
      crc = crc32(nonce, crc);
      length += nonce.length;
    }
    list.push(deflated[i]);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  list.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(list);
}

/**
 * The key `request` is kept under, or null when its response is never kept: only GET and HEAD
 * without a cookie or `Authorization`; one copy per page and display choice (currency, area unit),
 * never per visitor. The portal feeds are private (a secret in the address) and answer their own
 * validators.
 */
function keyOf(request: Request): string | null {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return null;
  if (carriesCookie(request) || request.headers.has("Authorization")) return null;
  if (FEED_PATH.test(new URL(request.url).pathname)) return null;
  return `${request.url}${displayKey(request)}`;
}

/** Whether a stored copy is within its time to live. */
const fresh = (entry: Entry, ttlMs: number, now: number) => now - entry.storedAt < ttlMs;

/**
 * What the cache does with `request`: `personal` when its response is never kept (see `keyOf`),
 * `memory` when a fresh copy is kept or one is being rendered that it will wait for, else `render`
 * (lib/crawler-limit.server.ts holds crawlers' renders, and nothing else).
 */
export function cacheStateOf(request: Request, ttlSeconds: number): "personal" | "memory" | "render" {
  const key = keyOf(request);
  if (key === null) return "personal";
  const hit = entries.get(key);
  const inMemory =
    ttlSeconds > 0 && (inFlight.has(key) || (hit !== undefined && fresh(hit, ttlSeconds * 1000, Date.now())));
  return inMemory ? "memory" : "render";
}

/**
 * Root middleware, outside the HTTP caching one (it sees the final public headers and ETag).
 * `ttlSeconds` of 0 turns the cache off (writes still clear nothing, as nothing is kept).
 */
export function pageCacheMiddleware(
  ttlSeconds: (context: Readonly<RouterContextProvider>) => number,
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const method = request.method.toUpperCase();
    const ttlMs = ttlSeconds(context) * 1000;
    const key = ttlMs > 0 ? keyOf(request) : null;
    if (key === null) return next();
    const ifNoneMatch = request.headers.get("If-None-Match");
    const acceptEncoding = request.headers.get("Accept-Encoding");
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && fresh(hit, ttlMs, now)) {
      entries.delete(key);
      entries.set(key, hit);
      return fromEntry(method, acceptEncoding, ifNoneMatch, hit, "hit");
    }
    const pending = inFlight.get(key);
    if (pending) {
      if (hit && fresh(hit, ttlMs + STALE_GRACE_MS, now)) {
        return fromEntry(method, acceptEncoding, ifNoneMatch, hit, "stale");
      }
      const entry = await pending;
      if (entry) {
        return fromEntry(method, acceptEncoding, ifNoneMatch, entry, "hit");
      }
      return next();
    }
    if (method === "HEAD") return next();

    const startedAt = generation;
    let settle: (e: Entry | null) => void = () => {};
    inFlight.set(
      key,
      new Promise<Entry | null>((resolve) => {
        settle = resolve;
      }),
    );
    let result: Entry | null = null;
    try {
      // The render is made as if unconditional, so a client's If-None-Match cannot turn the one
      // response that fills the cache into a body-less 304; it is applied to the stored copy.
      try {
        request.headers.delete("If-None-Match");
      } catch {
        // Immutable headers: a matching validator then yields a 304, which is simply not stored.
      }
      const { entry, res } = await toEntry(await next());
      if (entry && startedAt === generation) {
        store(key, entry);
        result = entry;
      } else if (!entry) {
        remove(key);
      }
      return entry ? fromEntry(method, acceptEncoding, ifNoneMatch, entry, "miss") : res;
    } finally {
      inFlight.delete(key);
      settle(result);
    }
  };
}
