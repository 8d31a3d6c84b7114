import { redirect } from "react-router";
import { appContext } from "../../lib/context.server.ts";
import { logout } from "../../modules/auth/auth.service.server.ts";
import { sessionSettings } from "../../modules/auth/session.server.ts";
import { clearSessionCookieHeader, getStaff, isCrossSiteWrite } from "../../web/session.server.ts";
import type { Route } from "./+types/logout";

/** Logout is a POST (a link or prefetch must not sign anyone out): the session ends on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossSiteWrite(request)) throw new Response("Cross-site request refused", { status: 403 });
  const { db } = context.get(appContext);
  const settings = sessionSettings();
  const admin = await getStaff(db, request);
  if (admin) await logout(db, admin);
  return redirect("/admin/login?signedOut=1", {
    headers: { "Set-Cookie": clearSessionCookieHeader(settings), "Cache-Control": "no-store" },
  });
}

/** A GET (a typed address) changes nothing: signed-in admins go to the dashboard, others to login. */
export function loader() {
  return redirect("/admin/login");
}
