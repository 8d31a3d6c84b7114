import { assertStaff } from "../../lib/actor.ts";
import { readBody } from "../../lib/multipart.server.ts";
import { clientAddress } from "../../lib/rate-limit.server.ts";
import { LoginSchema, UserResponseSchema } from "../../modules/auth/auth.schema.ts";
import { currentUser, login, logout } from "../../modules/auth/auth.service.server.ts";
import { hashToken, sessionSettings } from "../../modules/auth/session.server.ts";
import { clearSessionCookieHeader, sessionToken } from "../../web/session.server.ts";
import { type ApiRoute, json } from "./router.server.ts";

function requireActor(actor: Parameters<ApiRoute["handler"]>[0]["actor"]) {
  assertStaff(actor);
  return actor;
}

export const authRoutes: ApiRoute[] = [
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
      const body = await readBody(request);
      const input =
        body.kind === "json"
          ? body.data
          : { email: body.form.get("email") ?? undefined, password: body.form.get("password") ?? undefined };
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
    summary: "Signs out: the session is destroyed on the server and the cookie cleared. 204.",
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
