import { appContext } from "../../lib/context.server.ts";
import { matchesIfNoneMatch } from "../../lib/http-cache.server.ts";
import { dubaiDay } from "../../lib/time.ts";
import {
  feedChangedAt,
  feedDocument,
  feedTokenMatches,
  isPortal,
  planFeed,
} from "../../modules/feeds/feed.service.server.ts";
import type { Route } from "./+types/feed";

/** The answer to a wrong or missing token, and to a portal without a feed: nothing says one exists. */
const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * `/feeds/propertyfinder.xml?token=…` and `/feeds/bayut.xml?token=…` (issue 21, docs/feeds.md): the
 * XML each portal pulls on its schedule. Streamed; `ETag` and `Last-Modified` name the version, and
 * a portal that has it gets `304` (the second pass, which reads every record, is then skipped).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const portal = /\/feeds\/(\w+)\.xml$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? "";
  if (!isPortal(portal) || !(await feedTokenMatches(app.db, portal, url.searchParams.get("token"))))
    return notFound();
  const now = new Date();
  const plan = await planFeed(app.db, portal, dubaiDay(now));
  const changedAt = await feedChangedAt(app.db, portal, plan.etag, now);
  const headers = new Headers({
    "Content-Type": "application/xml; charset=utf-8",
    // The URL carries a secret: kept by no shared cache, revalidated by the portal every time.
    "Cache-Control": "private, no-cache",
    ETag: plan.etag,
    "Last-Modified": new Date(changedAt).toUTCString(),
    "X-Robots-Tag": "noindex",
  });
  const ifNoneMatch = request.headers.get("If-None-Match");
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  const unchanged = ifNoneMatch
    ? matchesIfNoneMatch(ifNoneMatch, plan.etag)
    : Number.isFinite(since) && Math.floor(Date.parse(changedAt) / 1000) * 1000 <= since;
  if (unchanged) return new Response(null, { status: 304, headers });
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: 200, headers });

  const origin = app.env.PUBLIC_URL ?? url.origin;
  const pieces = feedDocument(app.db, plan, origin);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, { status: 200, headers });
}
