import { isAppError } from "../../lib/errors.ts";
import { importErrorReport } from "../../modules/properties/property.import-write.server.ts";
import type { Route } from "./+types/import-report";
import { adminApp } from "./admin.server.ts";

/** The error report of a CSV import (its dry run, or the import once started) as a CSV download. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { actor, dataDir } = adminApp(context, { adminsOnly: true });
  try {
    const csv = await importErrorReport(actor, dataDir, params.id);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="import-errors-${params.id}.csv"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (e) {
    if (!isAppError(e)) throw e;
    return new Response(e.message, {
      status: e.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
