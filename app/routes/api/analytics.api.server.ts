import { readJson } from "../../lib/multipart.server.ts";
import { clientAddress, hitLimit } from "../../lib/rate-limit.server.ts";
import { PageViewSchema } from "../../modules/analytics/analytics.schema.ts";
import { recordPageView } from "../../modules/analytics/analytics.service.server.ts";
import type { ApiRoute } from "./router.server.ts";

/** Generous: a person browsing fast makes a few views a minute; this only stops floods. */
const PAGEVIEWS_PER_MINUTE = 120;

const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export const analyticsRoutes: ApiRoute[] = [
  {
    method: "POST",
    path: "/analytics/pageview",
    audience: "public",
    tag: "Site",
    summary:
      "Counts one page view (cookieless: no cookie is read or set, no address or identifier stored). Paths under /admin, bots and floods are silently ignored. 204.",
    description:
      "Body: JSON `{path, referrer?}`, as `application/json` or `text/plain` (what `navigator.sendBeacon` sends for a string). Only the referrer's host is kept.",
    body: PageViewSchema,
    bodyType: "json",
    responseStatus: 204,
    handler: async ({ app, request }) => {
      const input = await readJson(request, { allowTextPlain: true });
      try {
        await hitLimit(app.db, "pageview", PAGEVIEWS_PER_MINUTE, `pageview:${clientAddress(request)}`);
      } catch {
        return noContent();
      }
      await recordPageView(app.db, input, {
        userAgent: request.headers.get("user-agent"),
        host: request.headers.get("host"),
      });
      return noContent();
    },
  },
];
