import { assertStaff } from "../../lib/actor.ts";
import { readBody } from "../../lib/multipart.server.ts";
import { clientAddress } from "../../lib/rate-limit.server.ts";
import { loginForToken } from "../../modules/auth/api-tokens.server.ts";
import { LoginSchema, TokenLoginResponseSchema, UserResponseSchema } from "../../modules/auth/auth.schema.ts";
import { currentUser, login, logout } from "../../modules/auth/auth.service.server.ts";
import { hashToken, sessionSettings } from "../../modules/auth/session.server.ts";
import { clearSessionCookieHeader, sessionToken } from "../../web/session.server.ts";
import { type ApiRoute, json } from "./router.server.ts";

/** `{email, password}` from a JSON or form body. */
async function loginInput(request: Request): Promise<unknown> {
  const body = await readBody(request);
  return body.kind === "json"
    ? body.data
    : { email: body.form.get("email") ?? undefined, password: body.form.get("password") ?? undefined };
}

function requireActor(actor: Parameters<ApiRoute["handler"]>[0]["actor"]) {
  assertStaff(actor);
  return actor;
}

export const authRoutes: ApiRoute[] = [
  {
    method: "POST",
    path: "/login",
    audience: "public",
    tag: "Sessions",
    summary:
      "Signs in an API client (another origin, an app, a script) with email and password: 200 with a bearer token for `Authorization: Bearer <token>`, valid for API_LOGIN_TOKEN_HOURS (12 by default) and revoked by `POST /api/auth/logout` sent with it. Never sets a cookie, never works for admin pages. 401 for a wrong email or password; 429 with Retry-After after repeated failures (the login page's throttle).",
    body: LoginSchema,
    bodyType: "json-or-multipart",
    response: TokenLoginResponseSchema,
    handler: async ({ app, request }) => {
      const { token, expiresAt, user } = await loginForToken(app.db, await loginInput(request), {
        address: clientAddress(request),
      });
      return json({ token, tokenType: "Bearer", expiresAt, user });
    },
  },
  {
    method: "POST",
    path: "/auth/login",
    audience: "public",
    tag: "Sessions",
    summary:
      "Signs in with email and password: 200 with the user and a new HttpOnly session cookie; 401 for a wrong email or password (the same answer for both); 429 with Retry-After after repeated failures.",
    body: LoginSchema,
    bodyType: "json-or-multipart",
    response: UserResponseSchema,
    sameOriginOnly: true,
    handler: async ({ app, request }) => {
      const input = await loginInput(request);
      const settings = sessionSettings();
      const previous = sessionToken(request, settings);
      const { user, session } = await login(app.db, input, {
        address: clientAddress(request),
        previousSessionId: previous ? hashToken(previous) : null,
        settings,
      });
      return json({ user }, { headers: { "Set-Cookie": session.cookie } });
    },
  },
  {
    method: "POST",
    path: "/auth/logout",
    audience: "staff",
    agents: "own",
    tag: "Sessions",
    summary:
      "Signs out: the session is destroyed on the server and the cookie cleared; sent with a bearer token, that token is revoked. 204.",
    responseStatus: 204,
    handler: async ({ app, actor }) => {
      await logout(app.db, requireActor(actor));
      return new Response(null, {
        status: 204,
        headers: { "Set-Cookie": clearSessionCookieHeader(), "Cache-Control": "no-store" },
      });
    },
  },
  {
    method: "GET",
    path: "/auth/me",
    audience: "staff",
    agents: "own",
    tag: "Sessions",
    summary: "The signed-in user, or 401.",
    response: UserResponseSchema,
    handler: async ({ app, actor }) => json({ user: await currentUser(app.db, requireActor(actor)) }),
  },
];
