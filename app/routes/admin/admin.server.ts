import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type Actor, isAdmin, isStaff, type StaffActor } from "../../lib/actor.ts";
import { appContext, actorContext } from "../../lib/context.server.ts";
import { sessionSettings } from "../../modules/auth/session.server.ts";
import { clearSessionCookieHeader, isCrossSiteWrite, lookupSession } from "../../web/session.server.ts";

/**
 * Where a logged-out request for `request` should come back to after login: the page's own path
 * and query, without React Router's data-request suffix (`/admin/home.data`) and its `_routes`
 * parameter, so a data request sends the browser back to the page and not to the data.
 */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  const path = pagePath(request).replace(/\/_root$/, "/") || "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${path}${search ? `?${search}` : ""}`;
}

/**
 * The page's path for a request, whether it is the document itself or React Router's data request
 * for it (`/admin/contact.data`), so one module can serve several paths and tell them apart.
 */
function pagePath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "");
}

function loginRedirect(request: Request, extraHeaders: Record<string, string> = {}): Response {
  const headers = new Headers({
    Location: `/admin/login?redirectTo=${encodeURIComponent(returnPath(request))}`,
    "Cache-Control": "no-store",
    ...extraHeaders,
  });
  return new Response(null, { status: 302, headers });
}

/**
 * The admin layout's guard: every page, data request and action below it needs a valid session.
 * Without one the browser is sent to the login page, which brings it back here afterwards. The
 * admin is handed to loaders and actions through `actorContext`.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { db } = context.get(appContext);
  const settings = sessionSettings();
  const { actor, stale } = await lookupSession(db, request, settings);
  if (!actor) {
    throw loginRedirect(request, stale ? { "Set-Cookie": clearSessionCookieHeader(settings) } : {});
  }
  if (isCrossSiteWrite(request)) throw new Response("Cross-site request refused", { status: 403 });
  context.set(actorContext, actor);
  const response = await next();
  // Admin pages and their data are personal: never stored by a shared cache or the back button.
  try {
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  } catch {
    // Immutable headers (a redirect built elsewhere): leave them.
  }
  return response;
};

/**
 * The member of staff the guard put in context (an admin or an agent: what each may do is the
 * services' decision). Every admin loader and action calls this, so a route that somehow ran
 * without the guard still refuses to answer.
 */
export function adminOf(context: Readonly<RouterContextProvider>): StaffActor {
  const actor: Actor = context.get(actorContext);
  if (!isStaff(actor)) throw new Response(null, { status: 302, headers: { Location: "/admin/login" } });
  return actor;
}

/**
 * The database handle, data folder and actor for admin loaders and actions. `adminsOnly` pages
 * (users, mail, newsletter, a new listing) answer an agent with 403 before loading anything; their
 * services refuse agents too.
 */
export function adminApp(context: Readonly<RouterContextProvider>, opts: { adminsOnly?: boolean } = {}) {
  const app = context.get(appContext);
  const actor = adminOf(context);
  if (opts.adminsOnly && !isAdmin(actor)) throw data(null, { status: 403 });
  return { db: app.db, dataDir: app.env.DATA_DIR, actor };
}
