import type { MiddlewareFunction } from "react-router";
import type { DB } from "../db/index.server.ts";
import type { Actor } from "../lib/actor.ts";
import { appContext } from "../lib/context.server.ts";
import { AppError, errorBody, isAppError } from "../lib/errors.ts";
import { clientAddress, hitLimit } from "../lib/rate-limit.server.ts";
import { lookupApiToken } from "../modules/auth/api-tokens.server.ts";
import { resolveActor } from "./session.server.ts";

/**
 * Who calls the API, as HTTP carries it (docs/security.md "API tokens"): `Authorization: Bearer
 * <token>`, else the session cookie, else the public; and each client's share of the API
 * (`RATE_LIMIT_API_PER_MINUTE`): a token's calls count against the token, anything else against
 * the client address.
 */

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/** Whether the request authenticates with a header (then its cookie, if any, is ignored). */
export const usesAuthorization = (request: Request) => request.headers.has("authorization");

const INVALID_TOKEN =
  "The API token is missing, malformed, expired or revoked. Sign in again (POST /api/login) or ask an admin for a new token.";

/**
 * The caller: a bearer token's member of staff (a request with an `Authorization` header that is not
 * a live token is refused with 401, never treated as the public), else the cookie session's.
 */
export async function resolveApiActor(db: DB, request: Request): Promise<Actor> {
  const header = request.headers.get("authorization");
  if (header === null) return resolveActor(db, request);
  const token = BEARER.exec(header)?.[1];
  const actor = token ? await lookupApiToken(db, token) : null;
  if (!actor) throw new AppError("unauthorized", INVALID_TOKEN);
  return actor;
}

/** Counts one API call for `key`; a client over its budget gets 429 with Retry-After. */
export function countApiCall(db: DB, key: string, perMinute: number): Promise<void> {
  return hitLimit(db, "api", perMinute, key);
}

/** Calls that are never limited: the health check (monitors, load balancers). */
const UNLIMITED = /^\/api\/health\/?$/i;

/**
 * Root middleware: every API call without an `Authorization` header counts against its client
 * address before anything else runs, page cache included, so a client re-requesting in a loop is
 * refused cheaply and nobody else waits. Calls with a token are counted by the API router once the
 * token is known (per token).
 */
export const apiRateLimitMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { pathname } = new URL(request.url);
  if (!/^\/api\//i.test(pathname) || UNLIMITED.test(pathname) || usesAuthorization(request)) return next();
  try {
    const app = context.get(appContext);
    await countApiCall(app.db, `address:${clientAddress(request)}`, app.env.RATE_LIMIT_API_PER_MINUTE);
  } catch (e) {
    if (!isAppError(e)) throw e;
    return new Response(JSON.stringify(errorBody(e)), {
      status: e.status,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(Math.max(1, Math.ceil(e.retryAfter ?? 1))),
      },
    });
  }
  return next();
};
