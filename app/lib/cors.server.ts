/**
 * Cross-origin calls to the API (CORS, docs/security.md "Other origins"). Pages on the origins of
 * `CORS_ORIGINS` may call everything under /api from the browser, uploaded images included; any
 * other origin gets no CORS headers at all, so its browser keeps today's same-origin rule.
 *
 * Credentials are never allowed across origins (no `Access-Control-Allow-Credentials`): a browser
 * on another origin sends no cookie we would honour, and clients there authenticate with a bearer
 * token (`Authorization`), which is not ambient and needs no cross-site protection. The origin is
 * echoed, never `*`, and every API response of a site that allows origins varies on `Origin`.
 *
 * The HTTP server applies this (server/index.js, through the server build's entry) around the app,
 * outside the page cache: a stored API answer is the same for every origin and gets the caller's
 * CORS headers as it goes out.
 */

/** What a cross-origin page may send: the API's methods and the request headers a client needs. */
const CORS_ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const CORS_ALLOWED_HEADERS = [
  "Authorization",
  "Content-Type",
  "Accept",
  "Accept-Language",
  "If-None-Match",
  "X-Requested-With",
  "X-Request-Id",
] as const;
/** Response headers a cross-origin script may read besides the simple ones (paging, created record, limits). */
const CORS_EXPOSED_HEADERS = [
  "X-Total-Count",
  "Link",
  "Location",
  "Retry-After",
  "ETag",
  "X-Request-Id",
] as const;
/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 hours). */
const CORS_MAX_AGE_SECONDS = 600;

type CorsDecision =
  /** Not a cross-origin call (no `Origin`, or the site's own): nothing to add. */
  | { kind: "none" }
  /** An origin that is not allowed: no CORS headers (the browser refuses to share the answer). */
  | { kind: "refused"; origin: string }
  /** An allowed origin: these headers go on the answer. */
  | { kind: "allowed"; origin: string; headers: Record<string, string> };

export interface CorsPolicy {
  /** Whether any origin is allowed (otherwise nothing changes and nothing varies). */
  enabled: boolean;
  /** The decision for an actual (non-preflight) request from `origin`. */
  forRequest(origin: string | undefined | null): CorsDecision;
  /**
   * A preflight (`OPTIONS` with `Access-Control-Request-Method`): `allowed` carries the headers of
   * the 204; `refused` means answer 403 without CORS headers.
   */
  forPreflight(
    origin: string | undefined | null,
    requestMethod: string,
    requestHeaders: string | undefined | null,
  ): CorsDecision;
}

const lower = (list: readonly string[]) => new Set(list.map((h) => h.toLowerCase()));

/** The policy for a list of exact origins (`env().CORS_ORIGINS`, already normalised). */
export function corsPolicy(origins: readonly string[], ownOrigin?: string): CorsPolicy {
  const allowed = new Set(origins);
  const methods = new Set<string>(CORS_ALLOWED_METHODS);
  const headers = lower(CORS_ALLOWED_HEADERS);
  const base = (origin: string): Record<string, string> => ({
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Expose-Headers": CORS_EXPOSED_HEADERS.join(", "),
  });
  const classify = (origin: string | undefined | null): CorsDecision | null => {
    if (!origin || origin === ownOrigin) return { kind: "none" };
    if (!allowed.has(origin)) return { kind: "refused", origin };
    return null;
  };
  return {
    enabled: allowed.size > 0,
    forRequest(origin) {
      const early = classify(origin);
      if (early) return early;
      return { kind: "allowed", origin: origin as string, headers: base(origin as string) };
    },
    forPreflight(origin, requestMethod, requestHeaders) {
      const early = classify(origin);
      if (early) return early.kind === "none" ? { kind: "refused", origin: origin ?? "" } : early;
      const o = origin as string;
      if (!methods.has(requestMethod.toUpperCase())) return { kind: "refused", origin: o };
      const asked = (requestHeaders ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      if (asked.some((h) => !headers.has(h))) return { kind: "refused", origin: o };
      return {
        kind: "allowed",
        origin: o,
        headers: {
          "Access-Control-Allow-Origin": o,
          "Access-Control-Allow-Methods": CORS_ALLOWED_METHODS.join(", "),
          "Access-Control-Allow-Headers": CORS_ALLOWED_HEADERS.join(", "),
          "Access-Control-Max-Age": String(CORS_MAX_AGE_SECONDS),
        },
      };
    },
  };
}

/** Adds `fields` to a `Vary` value (a header value or none), keeping what is there. */
export function mergeVary(current: string | number | string[] | undefined, ...fields: string[]): string {
  const list = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  for (const f of fields)
    if (!list.some((v) => v.toLowerCase() === f.toLowerCase() || v === "*")) list.push(f);
  return list.join(", ");
}
