import { appContext } from "../../lib/context.server.ts";
import type { Route } from "./+types/robots";

/** robots.txt: everything public may be crawled; the admin area and the API may not. */
export function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const origin = (app.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /addProperty",
    "Disallow: /editProperty",
    "Disallow: /api/",
    "Disallow: /feeds/",
    "Allow: /api/uploads/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
