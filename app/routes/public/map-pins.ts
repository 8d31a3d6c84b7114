import { PUBLIC } from "../../lib/actor.ts";
import { appContext } from "../../lib/context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/i18n/locale.ts";
import { ListingParamError, resultsPageQuery } from "../../modules/properties/listing-search.server.ts";
import { listMapPins, parsePropertyQuery } from "../../modules/properties/property.service.server.ts";
import { safeRedirectTarget } from "../../web/session.server.ts";
import type { Route } from "./+types/map-pins";

/**
 * `GET /mapPins?page=/buyRealEstate?city=…` (issue 24): the pins of a results page's map, for the
 * page's own address, so the map finds exactly what the list finds (listing-search.server.ts
 * `resultsPageQuery`: the page's fixed filters, the "Dubai" rule, `bbox`). JSON `{ pins, total }`:
 * the newest 500 listings with a place on the map, and how many match. An address that is not a
 * results page answers 404, a bad filter in it 400 with the reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // A path of this site only (the rule redirects use); its host is never read.
  const from = safeRedirectTarget(new URL(request.url).searchParams.get("page"), "");
  const target = from ? new URL(from, "http://site") : null;
  try {
    const query = target ? resultsPageQuery(target.pathname, target.searchParams) : null;
    if (!target || !query)
      return Response.json({ error: "page must be the address of a results page" }, { status: 404 });
    const filter = parsePropertyQuery({ ...query, sort: undefined, page: 1, pageSize: 1 });
    const { db } = context.get(appContext);
    return Response.json(await listMapPins(db, PUBLIC, filter, localeOf(target.pathname)));
  } catch (e) {
    if (e instanceof ListingParamError || (isAppError(e) && e.code === "bad_request"))
      return Response.json({ error: e.message }, { status: 400 });
    throw e;
  }
}
