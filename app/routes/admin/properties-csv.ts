import { data } from "react-router";
import { PROPERTY_LISTS } from "../../components/admin/admin-lists.ts";
import { appContext } from "../../lib/context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { dubaiDay } from "../../lib/time.ts";
import { exportPropertiesCsv } from "../../modules/properties/property.csv.server.ts";
import type { PropertyFilter } from "../../modules/properties/property.schema.ts";
import type { Route } from "./+types/properties-csv";
import { adminApp } from "./admin.server.ts";
import { propertyListFilter } from "./list.server.ts";

/**
 * A listing list as a CSV download (`/admin/realEstate.csv`, and each type's list + `.csv`), with the
 * page's filter (`q`, `display`, `status`, `sort`, `compliance`), every page of it, streamed a page
 * of records at a time. An agent's holds their own listings only (the service's rule). Columns and
 * cells: modules/properties/property.csv.ts.
 */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const { env } = context.get(appContext);
  const path = `/${pattern.replace(/^\/+/, "")}`;
  const cfg = Object.values(PROPERTY_LISTS).find((c) => `${c.page}.csv` === path);
  if (!cfg) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const sp = url.searchParams;
  let filter: PropertyFilter;
  try {
    filter = propertyListFilter(sp, cfg.type, 200);
  } catch (e) {
    if (!isAppError(e)) throw e;
    return new Response(e.message, {
      status: e.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const origin = env.PUBLIC_URL ?? url.origin;
  const rows = exportPropertiesCsv(db, actor, filter, origin);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await rows.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const file = `${path.slice("/admin/".length, -".csv".length)}-${dubaiDay(new Date())}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
