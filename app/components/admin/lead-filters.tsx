import { Download } from "./icons.ts";
import { useT } from "../../lib/i18n/index.ts";
import { LEAD_AGES, LEAD_STATUS_LABEL, LEAD_STATUSES } from "../../modules/leads/leads.schema.ts";
import { type AssigneeChoice, AssigneeFilter } from "./assignee.tsx";
import { EmailSearchFilter, FilterBar, SelectFilter } from "./list-kit/filter-bar.tsx";
import { btn } from "./ui.ts";
import "../../lib/i18n/admin.ts";

/** What a lead or application list is filtered by, as the address carries it. */
export interface LeadListParams {
  email: string;
  status: string;
  assignee: string;
  age: string;
}

export const isFiltered = (p: LeadListParams) => !!(p.email || p.status || p.assignee || p.age);

/**
 * The filter bar of the lead and application lists: email, status, who has it (admins only: an
 * agent's lists hold their own) and how long ago it arrived.
 */
export function LeadFilters({
  params,
  staff,
  showAssignee,
  emailLabel,
}: {
  params: LeadListParams;
  staff: readonly AssigneeChoice[];
  showAssignee: boolean;
  emailLabel: string;
}) {
  const t = useT();
  return (
    <FilterBar filtered={isFiltered(params)}>
      <EmailSearchFilter label={emailLabel} value={params.email} />
      <SelectFilter
        name="status"
        label={t("admin.list.status")}
        value={params.status}
        allLabel={t("admin.list.statusAll")}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: t(LEAD_STATUS_LABEL[s]) }))}
        className="min-w-36"
      />
      {showAssignee ? <AssigneeFilter value={params.assignee} staff={staff} /> : null}
      <SelectFilter
        name="age"
        label={t("admin.list.age")}
        value={params.age}
        allLabel={t("admin.list.ageAll")}
        options={LEAD_AGES.map((a) => ({ value: a, label: t(`admin.list.age.${a}`) }))}
        className="min-w-44"
      />
    </FilterBar>
  );
}

/** "Export CSV": the list's CSV download with the same filters (every page of them). */
export function CsvExport({ list, params }: { list: string; params: LeadListParams }) {
  const t = useT();
  const query = new URLSearchParams(
    Object.entries(params).filter(([, v]) => v !== "") as [string, string][],
  ).toString();
  return (
    <a href={`${list}.csv${query ? `?${query}` : ""}`} download className={btn.secondary} data-csv>
      <Download aria-hidden className="size-4" />
      {isFiltered(params) ? t("admin.leads.exportFiltered") : t("admin.leads.export")}
    </a>
  );
}
