/**
 * The session cookie's name and attributes. Under an https PUBLIC_URL the cookie is `Secure` and
 * carries the `__Host-` prefix (the browser then refuses it unless it is Secure, host-only and
 * Path=/), so neither a sibling subdomain nor a plain-http page can plant or read it.
 */
export interface CookieOptions {
  https: boolean;
}

export function sessionCookieName(opts: CookieOptions): string {
  return opts.https ? "__Host-sid" : "sid";
}

function attributes(opts: CookieOptions): string {
  return `Path=/; HttpOnly; SameSite=Lax${opts.https ? "; Secure" : ""}`;
}

/** `Set-Cookie` value that stores the session token for `maxAgeSeconds`. */
export function sessionCookieHeader(token: string, maxAgeSeconds: number, opts: CookieOptions): string {
  const age = Math.max(0, Math.floor(maxAgeSeconds));
  return `${sessionCookieName(opts)}=${token}; ${attributes(opts)}; Max-Age=${age}`;
}

/** `Set-Cookie` value that removes the session cookie. */
export function clearSessionCookieHeader(opts: CookieOptions): string {
  return `${sessionCookieName(opts)}=; ${attributes(opts)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The value of one cookie of the request, or null. Malformed pairs are skipped, never thrown on. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value === "" ? null : value;
  }
  return null;
}
