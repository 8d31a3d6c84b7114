import { carriesPersonalCookie } from "./display-prefs.server.ts";
import { createHash } from "node:crypto";
import type { MiddlewareFunction } from "react-router";

/**
 * HTTP caching (issue 8, docs/performance.md). Public pages and public API lists may be kept by
 * browsers and shared caches for a minute and served stale for five more while they revalidate;
 * revalidation is an `If-None-Match` answered by `304` with no body. Never for admin or personal
 * responses: anything under /admin, any request carrying a cookie of ours, any response setting
 * one. Fingerprinted assets and uploaded media (immutable) are served by server/index.js.
 */
const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";
const NO_STORE = "private, no-store";

/**
 * Does the request carry a cookie of a person (a session, or anything unknown)? The public site sets
 * only the visitor's display choices (currency, area unit), which are not personal: pages are then
 * cached per choice (lib/display-prefs.server.ts).
 */
export function carriesCookie(request: Request): boolean {
  return carriesPersonalCookie(request);
}

/**
 * Pages the server rendered whole (app/entry.server.tsx) keep their bytes here, so the ETag and the
 * page cache read them instead of draining the Response's stream and building a new Response
 * around a copy (issue 25).
 */
const renderedBytes = new WeakMap<Response, Buffer>();

/** A response for a whole rendered document, whose bytes the caching layers can read without a copy. */
export function renderedResponse(html: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const res = new Response(html, init);
  renderedBytes.set(res, html);
  return res;
}

/**
 * The body of `res` as bytes: a rendered page's own (the response stays unread and may be sent as
 * it is: `unread` true), or the stream read whole (the response is spent: `unread` false).
 */
export async function bodyBytes(res: Response): Promise<{ bytes: Buffer; unread: boolean }> {
  const known = renderedBytes.get(res);
  if (known !== undefined) return { bytes: known, unread: true };
  return { bytes: Buffer.from(await res.arrayBuffer()), unread: false };
}

/** `bytes` cut at each occurrence of `separator` (views of the same memory; one part when absent). */
export function splitBytes(bytes: Buffer, separator: string | null | undefined): Buffer[] {
  if (!separator) return [bytes];
  const sep = Buffer.from(separator, "utf8");
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(sep); at !== -1; at = bytes.indexOf(sep, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + sep.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

/** A weak validator over the body; a CSP nonce (different on every response) is left out. */
function weakEtag(body: Buffer, nonce?: string | null): string {
  const hash = createHash("sha1");
  for (const part of splitBytes(body, nonce)) hash.update(part);
  return `W/"${hash.digest("base64url").slice(0, 22)}"`;
}

/** RFC 9110 §13.1.2 weak comparison against an `If-None-Match` list. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return header.split(",").some((t) => t.trim() === "*" || bare(t) === bare(etag));
}

const isPublicCache = (res: Response) => /^\s*public\b/i.test(res.headers.get("Cache-Control") ?? "");

/**
 * Adds an ETag to a publicly cacheable 200 and answers a matching `If-None-Match` with 304.
 * The body is read whole (the pages are rendered after their loaders, so little streaming is lost).
 */
async function withEtag(request: Request, res: Response): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" || res.status !== 200 || !res.body || !isPublicCache(res)) return res;
  if (res.headers.has("Set-Cookie")) return res;
  const { bytes: body, unread } = await bodyBytes(res);
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
  const etag = res.headers.get("ETag") ?? weakEtag(body, nonce);
  const notModified = matchesIfNoneMatch(request.headers.get("If-None-Match"), etag);
  if (unread && !notModified) {
    res.headers.set("ETag", etag);
    return res;
  }
  const headers = new Headers(res.headers);
  headers.set("ETag", etag);
  if (notModified) {
    // A 304's headers replace the cached ones. The cached page's scripts carry the nonce of the
    // response that was stored, so a fresh CSP (new nonce) would block them: send none and the
    // stored policy, which matches the stored body, stays in force.
    for (const h of ["Content-Type", "Content-Length", "Content-Encoding", "Content-Security-Policy"])
      headers.delete(h);
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers });
}

/**
 * Whether `Accept-Encoding` allows `coding` ("gzip", "br"): its own entry decides, else `*`'s; a
 * `q=0` refuses (RFC 9110 §12.5.3), wherever in the list it stands. The page cache and the server's
 * precompressed assets (server/index.js, through the server build's entry) both ask it.
 */
export function acceptsEncoding(header: string | null | undefined, coding: string): boolean {
  if (!header) return false;
  const q: Record<string, number> = {};
  for (const item of header.toLowerCase().split(",")) {
    const [name = "", ...params] = item.split(";").map((p) => p.trim());
    const value = params.map((p) => /^q\s*=\s*([\d.]+)$/.exec(p)?.[1]).find(Boolean);
    q[name] = value === undefined ? 1 : Number(value);
  }
  const allowed = q[coding] ?? q["*"];
  return allowed !== undefined && allowed > 0;
}

/** Adds a field to `Vary` unless it is named there already. */
export function addVary(headers: Headers, value: string) {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", value);
  else if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  )
    headers.set("Vary", `${vary}, ${value}`);
}

export const ADMIN_PATH = /^\/admin(\/|\.|$)|^\/(addProperty|editProperty)(\/|\.|$)/i;

/**
 * Root middleware for documents and loader data (`*.data`): a public 200 page gets PUBLIC_CACHE
 * (unless its route set a policy) and an ETag; admin pages and cookie-bearing requests are
 * `private, no-store`. API responses pass through untouched here: the API router sets their policy
 * and ETag per route (app/routes/api/router.server.ts).
 */
export const httpCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const res = await next();
  const url = new URL(request.url);
  if (/^\/api(\/|$)/i.test(url.pathname)) return res;
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return res;
  let out = res;
  try {
    const personal = ADMIN_PATH.test(url.pathname) || carriesCookie(request) || res.headers.has("Set-Cookie");
    if (personal) {
      if (!/no-store/i.test(res.headers.get("Cache-Control") ?? ""))
        res.headers.set("Cache-Control", NO_STORE);
      return res;
    }
    if (res.status === 200 && !res.headers.has("Cache-Control")) {
      res.headers.set("Cache-Control", PUBLIC_CACHE);
    }
    if (isPublicCache(res)) addVary(res.headers, "Cookie");
    out = await withEtag(request, res);
  } catch (e) {
    // Immutable headers (a fetched Response) or a body already used: leave the response as it is.
    if (!(e instanceof TypeError)) throw e;
  }
  return out;
};

/** The API's rule: a public GET of a route that opts in, asked without a cookie, answered 200. */
export async function apiCache(
  request: Request,
  res: Response,
  opts: { cacheable: boolean; publicCaller: boolean },
): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return res;
  if (!opts.cacheable) return res;
  // The answer depends on who asks: a cookie session or a bearer token sees more than the public.
  addVary(res.headers, "Cookie");
  addVary(res.headers, "Authorization");
  if (
    !opts.publicCaller ||
    carriesCookie(request) ||
    request.headers.has("Authorization") ||
    res.status !== 200
  ) {
    res.headers.set("Cache-Control", NO_STORE);
    return res;
  }
  res.headers.set("Cache-Control", PUBLIC_CACHE);
  return withEtag(request, res);
}
