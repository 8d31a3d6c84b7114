import { createHash, randomBytes } from "node:crypto";
import { ZOD_JITLESS_SCRIPT } from "./zod-browser.ts";

/**
 * Response security headers. Documents get `contentSecurityPolicy(nonce)` (app/entry.server.tsx);
 * every other response (API JSON, errors, data requests, static files) the strict fallback; uploaded
 * files the upload policy. `baselineHeaders` go on every response (server/index.js).
 */

/** Inline scripts allowed by hash: the same text in every page, so no nonce is needed. */
const INLINE_SCRIPT_HASHES = [ZOD_JITLESS_SCRIPT].map(
  (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
);

/**
 * A fresh CSP nonce: 16 random bytes, base64 (always 24 characters; the page cache relies on every
 * nonce having the same length when it splices a new one into a stored page).
 */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The map's origins (its style's and MAP_HOSTS), set once at start-up from the configuration. */
let mapOrigins: readonly string[] = [];

/** Lets pages' maps load their style, tiles, sprites and glyphs from these origins, and nothing else. */
export function allowMapOrigins(origins: readonly string[]): void {
  mapOrigins = [...origins];
}

/**
 * The page CSP: scripts only with this response's nonce (or the hash of a known inline script),
 * and what they load ('strict-dynamic'); never eval; no plugins, no framing, no base tag. The map
 * (issue 24) connects to its configured origins only, and runs its worker from this site.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${INLINE_SCRIPT_HASHES.join(" ")} 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    ["connect-src 'self'", ...mapOrigins].join(" "),
    "worker-src 'self'",
    "frame-src https://www.google.com https://maps.google.com",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Any response that does not set its own policy (API JSON, error bodies, loader data, scripts,
 * styles, fonts): if a browser ever renders it as a document, nothing loads, nothing runs and
 * nobody may frame it.
 */
export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Uploaded files (images, CVs): never run, never framed, a unique opaque origin if opened directly. */
export const UPLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Headers every response carries (pages, API, media); HSTS only when served over https. */
export function baselineHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-site",
    "X-Frame-Options": "DENY",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
