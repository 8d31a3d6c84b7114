import { data } from "react-router";
import { LEAD_CSV } from "../../components/admin/admin-lists.ts";
import { configForPattern } from "../../components/admin/list-kit/route-config.ts";
import {
  LeadListQuerySchema,
  type Lead,
  leadFilterOf,
  leadInputFields,
} from "../../modules/leads/leads.schema.ts";
import { listLeads } from "../../modules/leads/leads.service.server.ts";
import { listStaff } from "../../modules/users/user.service.server.ts";
import type { AnyLeadKind } from "../../lib/lead-kinds.ts";
import type { CareerApplication } from "../../modules/careers/careers.schema.ts";
import { listApplications } from "../../modules/careers/careers.service.server.ts";
import type { Route } from "./+types/leads-csv";
import { adminApp } from "./admin.server.ts";
import { csvDownload, csvQuery, csvRow } from "./csv.ts";

/** The columns every list has, before each kind's own. */
const COMMON = ["createdAt", "name", "email", "phone", "status", "assignee", "message"];

/** Each kind's own columns after the common ones: the API's field names, from the form's schema. */
const extraColumns = (kind: AnyLeadKind): string[] =>
  kind === "career"
    ? ["position", "age", "cvName"]
    : leadInputFields(kind).filter((f) => !COMMON.includes(f));

/**
 * A lead or application list as a CSV download, filtered like the page (`?email=`, `?status=`, `?assignee=`,
 * `?age=`), every page of it. An agent's holds their own leads only (the service's rule). Columns
 * are the API's field names, plus who the lead is with.
 */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const cfg = configForPattern(LEAD_CSV, pattern);
  if (!cfg) throw data(null, { status: 404 });
  const q = csvQuery(LeadListQuerySchema, request);
  if (q instanceof Response) return q;
  const names = new Map((await listStaff(db, actor)).map((m) => [m._id, m.name]));
  const extra = extraColumns(cfg.kind);
  const lines = [csvRow([...COMMON, ...extra])];
  const now = new Date();
  const pageSize = 500;
  const kind = cfg.kind;
  const pageOf = (page: number) => {
    const filter = { ...leadFilterOf(q, now, pageSize), page };
    return kind === "career" ? listApplications(db, actor, filter) : listLeads(db, actor, kind, filter);
  };
  for (let page = 1; ; page++) {
    const result = await pageOf(page);
    for (const lead of result.items as (Lead | CareerApplication)[]) {
      const record = lead as unknown as Record<string, unknown>;
      lines.push(
        csvRow([
          lead.createdAt,
          lead.name,
          lead.email,
          lead.phone,
          lead.status,
          lead.assigneeId ? (names.get(lead.assigneeId) ?? lead.assigneeId) : "",
          lead.message,
          ...extra.map((k) => (record[k] === null || record[k] === undefined ? "" : String(record[k]))),
        ]),
      );
    }
    if (page * pageSize >= result.total || result.items.length === 0) break;
  }
  return csvDownload(`${cfg.file}-${now.toISOString().slice(0, 10)}.csv`, lines);
}
