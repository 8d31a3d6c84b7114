import { SubscriberListQuerySchema } from "../../modules/newsletter/newsletter.schema.ts";
import { listSubscribers } from "../../modules/newsletter/newsletter.service.server.ts";
import type { Route } from "./+types/newsletter-csv";
import { adminApp } from "./admin.server.ts";
import { csvDownload, csvQuery, csvRow } from "./csv.ts";

/**
 * The subscriber list (filtered like the page: `?email=`, `?status=`) as a CSV download, with each
 * address's status and its dates (consent is something to be able to show). Admin only: the
 * layout's guard runs first and `adminApp` checks again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const q = csvQuery(SubscriberListQuerySchema, request);
  if (q instanceof Response) return q;
  const lines = [
    csvRow([
      "email",
      "status",
      "subscribedAt",
      "confirmedAt",
      "unsubscribedAt",
      "suspendedAt",
      "suspendedReason",
      "locale",
    ]),
  ];
  const pageSize = 500;
  for (let page = 1; ; page++) {
    const result = await listSubscribers(db, actor, { email: q.email, status: q.status, page, pageSize });
    for (const s of result.items)
      lines.push(
        csvRow([
          s.email,
          s.status,
          s.subscribedAt,
          s.confirmedAt ?? "",
          s.unsubscribedAt ?? "",
          s.suspendedAt ?? "",
          s.suspendedReason ?? "",
          s.locale,
        ]),
      );
    if (page * pageSize >= result.total || result.items.length === 0) break;
  }
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(`newsletter-subscribers-${day}.csv`, lines);
}
