import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type Actor, assertAdmin, isStaff, PUBLIC } from "../../lib/actor.ts";
import type { App } from "../../lib/app.server.ts";
import { appContext } from "../../lib/context.server.ts";
import { AppError, errorBody, isAppError } from "../../lib/errors.ts";
import { apiCache } from "../../lib/http-cache.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { BODY_LIMITS, limitBody, mediaType } from "../../lib/multipart.server.ts";
import { clientAddress } from "../../lib/rate-limit.server.ts";
import { countApiCall, resolveApiActor, usesAuthorization } from "../../web/api-client.server.ts";
import { isCrossSiteWrite, sessionToken } from "../../web/session.server.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/**
 * Who may call a route at all: `staff` needs a session (an admin or an agent; the service then
 * decides by role and ownership), `public` anyone, `public-or-staff` anyone with more for staff.
 */
type Audience = "public" | "staff" | "public-or-staff";

export interface ApiContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  app: App;
  actor: Actor;
}

export interface ApiRoute {
  method: Method;
  /** Path below /api, e.g. `/realEstate/:id`; matched case-insensitively. */
  path: string;
  audience: Audience;
  /**
   * What an agent may do here (a `staff` or `public-or-staff` route): `own`, their own records only
   * (the service limits lists to them and answers anyone else's id with 404). Absent on a `staff`
   * route: admins only (an agent gets 403). The services enforce the same rules; this declares them
   * for the reference and the access tests, and refuses early.
   */
  agents?: "own";
  summary: string;
  tag: string;
  /** Schemas for the OpenAPI description. */
  query?: z.ZodType;
  body?: z.ZodType;
  bodyType?: "json" | "multipart" | "json-or-multipart";
  response?: z.ZodType;
  responseStatus?: number;
  /** Largest accepted multipart body in bytes; default (and for every other body) BODY_LIMITS.json, 1 MB. */
  maxBodyBytes?: number;
  /** Refuse cross-site requests even without a session cookie (login: no login CSRF). */
  sameOriginOnly?: boolean;
  /**
   * `public`: a GET answered 200 to a caller without a cookie may be cached briefly by browsers and
   * shared caches, with an ETag (app/lib/http-cache.server.ts); everything else stays `no-store`.
   */
  cache?: "public";
  /** Extra lines for the API reference (e.g. the multipart field rules). */
  description?: string;
  /**
   * A deprecated alias kept for an older client: the canonical call to use instead, e.g.
   * `POST /api/listProperty`. The reference marks the call deprecated and names it.
   */
  deprecated?: string;
  handler: (ctx: ApiContext) => Promise<Response> | Response;
}

/**
 * Whether opening a lead or application records that it was read: not with `?markRead=false` (or
 * `0`), and never for a read-only token, which changes nothing.
 */
export function marksRead(url: URL, actor: Actor): boolean {
  if (actor.kind === "staff" && actor.readOnly) return false;
  return !["false", "0"].includes(url.searchParams.get("markRead") ?? "");
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(data), { ...init, headers });
}

function errorResponse(e: AppError): Response {
  const headers: Record<string, string> = {};
  if (e.retryAfter !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(e.retryAfter)));
  // The client may still be sending a body we will not read: end the connection after answering.
  if (e.code === "payload_too_large") headers.Connection = "close";
  return json(errorBody(e), { status: e.status, headers });
}

interface Compiled {
  route: ApiRoute;
  segments: string[];
}

function compile(routes: ApiRoute[]): Compiled[] {
  return routes.map((route) => ({ route, segments: route.path.split("/").filter(Boolean) }));
}

function match(segments: string[], path: string[]): Record<string, string> | null {
  if (segments.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    const p = path[i];
    if (s.startsWith(":")) {
      params[s.slice(1)] = p;
    } else if (s.toLowerCase() !== p.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** Literal segments beat parameters, so `/realEstate/locations` wins over `/realEstate/:id`. */
function specificity(c: Compiled): number {
  return c.segments.reduce((n, s, i) => n + (s.startsWith(":") ? 0 : 2 ** (10 - i)), 0);
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function createApiHandler(routes: ApiRoute[]) {
  const compiled = compile(routes).sort((a, b) => specificity(b) - specificity(a));
  return async function handle(
    request: Request,
    context: Readonly<RouterContextProvider>,
  ): Promise<Response> {
    const url = new URL(request.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return errorResponse(new AppError("bad_request", "Malformed URL."));
    }
    // U+0000 cannot be stored (PostgreSQL text) and has no meaning in any parameter of ours.
    if (
      pathname.includes("\u0000") ||
      [...url.searchParams].some(([k, v]) => k.includes("\u0000") || v.includes("\u0000"))
    ) {
      return errorResponse(new AppError("bad_request", "Invalid characters in the URL."));
    }
    const path = pathname
      .replace(/^\/api\/?/i, "")
      .split("/")
      .filter(Boolean);
    const method = request.method.toUpperCase() === "HEAD" ? "GET" : request.method.toUpperCase();
    const candidates = compiled
      .map((c) => ({ c, params: match(c.segments, path) }))
      .filter((m): m is { c: Compiled; params: Record<string, string> } => m.params !== null);
    if (candidates.length === 0) return errorResponse(new AppError("not_found", "No such API route."));
    const hit = candidates.find((m) => m.c.route.method === method);
    if (!hit) {
      const allow = [...new Set(candidates.map((m) => m.c.route.method))].join(", ");
      const res = errorResponse(new AppError("method_not_allowed", `Use ${allow} for this route.`));
      res.headers.set("Allow", allow);
      return res;
    }
    const { route } = hit.c;
    const bearer = usesAuthorization(request);
    try {
      const app = context.get(appContext);
      // A bearer token is not an ambient credential: such a call needs no cross-site check, and
      // its cookie, if the browser sent one, is ignored. A cookie session's writes must be ours.
      const carriesSession =
        !bearer && request.headers.get("cookie") !== null && sessionToken(request) !== null;
      if ((carriesSession || (route.sameOriginOnly && !bearer)) && isCrossSiteWrite(request)) {
        throw new AppError("forbidden", "Cross-site requests are not allowed.");
      }
      let actor: Actor;
      try {
        actor = await resolveApiActor(app.db, request);
      } catch (e) {
        // A wrong token counts against its address, like any call without one.
        await countApiCall(app.db, `address:${clientAddress(request)}`, app.env.RATE_LIMIT_API_PER_MINUTE);
        throw e;
      }
      if (actor.kind === "staff" && actor.tokenId) {
        await countApiCall(app.db, `token:${actor.tokenId}`, app.env.RATE_LIMIT_API_PER_MINUTE);
        if (actor.readOnly && STATE_CHANGING.has(method)) {
          // A read-only token may still send what anyone may (a public form), as the public.
          if (route.audience !== "public") throw new AppError("forbidden", "This API token is read-only.");
          actor = PUBLIC;
        }
      }
      if (route.audience === "staff" && !isStaff(actor)) {
        throw new AppError("unauthorized", "Sign in to continue.");
      }
      if (route.audience === "staff" && route.agents === undefined) assertAdmin(actor);
      // Only multipart bodies may be large (uploads); anything else is capped at the JSON limit.
      const max =
        mediaType(request) === "multipart/form-data"
          ? (route.maxBodyBytes ?? BODY_LIMITS.json)
          : BODY_LIMITS.json;
      const body = STATE_CHANGING.has(method) ? limitBody(request, max) : request;
      const res = await route.handler({ request: body, url, params: hit.params, app, actor });
      return await apiCache(request, res, {
        cacheable: route.cache === "public",
        publicCaller: !isStaff(actor),
      });
    } catch (e) {
      if (isAppError(e)) {
        const res = errorResponse(e);
        // RFC 6750: a refused bearer token says so.
        if (bearer && e.code === "unauthorized")
          res.headers.set("WWW-Authenticate", 'Bearer realm="api", error="invalid_token"');
        return res;
      }
      if (e instanceof Response) return e;
      logger.error("api error", { method, path: url.pathname, error: e });
      return errorResponse(new AppError("internal", "Something went wrong on our side. Please try again."));
    }
  };
}
