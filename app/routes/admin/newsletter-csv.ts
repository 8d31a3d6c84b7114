import { isAppError } from "../../lib/errors.ts";
import { AdminListQuerySchema } from "../../lib/admin-list.ts";
import { parseQuery } from "../../lib/validation.ts";
import { listSubscribers } from "../../modules/newsletter/newsletter.service.server.ts";
import type { Route } from "./+types/newsletter-csv";
import { adminApp } from "./admin.server.ts";
import { csvRow } from "./csv.ts";

/**
 * The subscriber list (filtered like the page: `?email=`) as a CSV download. Admin only: the
 * layout's guard runs first and `adminApp` checks again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  let q: ReturnType<typeof parseQuery<typeof AdminListQuerySchema>>;
  try {
    q = parseQuery(AdminListQuerySchema, new URL(request.url).searchParams);
  } catch (e) {
    if (isAppError(e))
      return new Response(e.message, {
        status: e.status,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    throw e;
  }
  const lines = [csvRow(["email", "subscribedAt"])];
  const pageSize = 500;
  for (let page = 1; ; page++) {
    const result = await listSubscribers(db, actor, { email: q.email, page, pageSize });
    for (const s of result.items) lines.push(csvRow([s.email, s.subscribedAt]));
    if (page * pageSize >= result.total || result.items.length === 0) break;
  }
  const day = new Date().toISOString().slice(0, 10);
  // A byte-order mark so spreadsheet programs read the file as UTF-8; CRLF line ends (RFC 4180).
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
