import { ArrowDownUp, ExternalLink, ShieldAlert } from "./icons.ts";
import { Link, useLocation } from "react-router";
import { priceLine } from "../../modules/properties/property.price.ts";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import {
  DISPLAYS,
  DISPLAYS_BY_TYPE,
  PROPERTY_STATUSES,
  SORTS,
  type Display,
  type PropertyStatus,
  type PropertyType,
  type RentFrequency,
} from "../../modules/properties/property.schema.ts";
import type { ComplianceProblem } from "../../modules/properties/property.compliance.ts";
import {
  COMPLIANCE_PROBLEM_LABEL,
  DISPLAY_FILTER_LABEL,
  DISPLAY_LABEL,
  formatDateTime,
  formatDay,
  STATUS_LABEL,
} from "./labels.ts";
import { TYPE_LABEL } from "../property/enum-labels.ts";
import { type useBulkSelection, SelectPageCheckbox, SelectRowCheckbox } from "./list-kit/bulk-actions.tsx";
import { FilterBar, SearchFilter, SelectFilter } from "./list-kit/filter-bar.tsx";
import { OpsTh, RowActions, Th } from "./list-kit/list-view.tsx";
import { PhoneLines } from "./list-kit/record-rows.tsx";
import { ClippedText, StatusTag } from "./parts.tsx";
import { clip, table } from "./ui.ts";
import "../../lib/i18n/admin.ts";

/** One row of a property list, as its loader sends it. */
export interface PropertyRow {
  _id: string;
  name: string;
  location: string;
  price: number;
  rentFrequency: RentFrequency | null;
  type: PropertyType;
  status: PropertyStatus;
  display: Display | null;
  /** Who the listing is with (the agent named on it). */
  listedBy: string;
  updatedAt: string;
  cover: { src: string; srcset: string } | null;
  /** Why the approved listing may not be advertised (empty: it may, or it is not approved). */
  compliance: ComplianceProblem[];
}

export interface PropertyListParams {
  q: string;
  display: string;
  status: string;
  sort: string;
  /** "no": only the approved listings that are not compliant. */
  compliance: string;
}

/** The display options a list can filter by: its type's, or all of them on the all list. */
function displaysOf(type: PropertyType | null): readonly Display[] {
  return type ? DISPLAYS_BY_TYPE[type] : DISPLAYS;
}

export function PropertyFilters({
  params,
  type,
  filtered,
}: {
  params: PropertyListParams;
  type: PropertyType | null;
  filtered: boolean;
}) {
  const t = useT();
  const displays = displaysOf(type);
  return (
    <FilterBar filtered={filtered} data-filters>
      <SearchFilter
        name="q"
        label={t("admin.list.searchName")}
        placeholder={t("admin.list.searchPlaceholder")}
        value={params.q}
        className="min-w-48 grow basis-56"
      />
      {displays.length > 0 ? (
        <SelectFilter
          name="display"
          label={t("admin.list.display")}
          value={params.display}
          allLabel={t("admin.list.displayAll")}
          options={displays.map((d) => ({ value: d, label: t(DISPLAY_FILTER_LABEL[d]) }))}
          className="min-w-40"
        />
      ) : null}
      <SelectFilter
        name="status"
        label={t("admin.list.status")}
        value={params.status}
        allLabel={t("admin.list.statusAll")}
        options={PROPERTY_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL[s]) }))}
        className="min-w-36"
      />
      <SelectFilter
        name="compliance"
        label={t("admin.list.compliance")}
        value={params.compliance}
        allLabel={t("admin.list.complianceAll")}
        options={[{ value: "no", label: t("admin.list.nonCompliant") }]}
        className="min-w-40"
      />
      <SelectFilter
        name="sort"
        label={t("admin.list.sort")}
        value={params.sort || "latest"}
        options={SORTS.map((s) => ({ value: s, label: t(`admin.sort.${s}` as MessageKey) }))}
        className="min-w-40"
      />
    </FilterBar>
  );
}

/** The same list in another order, from the first page. */
function sortLink(search: string, sort: string): string {
  const sp = new URLSearchParams(search);
  if (sort === "latest") sp.delete("sort");
  else sp.set("sort", sort);
  sp.delete("page");
  const s = sp.toString();
  return s ? `?${s}` : "?";
}

export function PropertyHead({
  sort,
  type,
  selection,
  empty,
}: {
  sort: string;
  type: PropertyType | null;
  selection: ReturnType<typeof useBulkSelection>;
  empty: boolean;
}) {
  const t = useT();
  const location = useLocation();
  const priceSort = sort === "max-price" ? "min-price" : "max-price";
  return (
    <>
      <Th className="w-8">
        <SelectPageCheckbox selection={selection} disabled={empty} />
      </Th>
      <Th className={table.notPhone}>
        <span className="sr-only">{t("admin.col.image")}</span>
      </Th>
      <Th>{t("admin.col.name")}</Th>
      <Th className={table.notPhone}>{t("admin.col.status")}</Th>
      <Th className={table.notPhone}>{t("admin.col.location")}</Th>
      <th
        scope="col"
        className={`${table.th} ${table.notPhone}`}
        aria-sort={sort === "max-price" ? "descending" : sort === "min-price" ? "ascending" : undefined}
      >
        <Link
          to={sortLink(location.search, priceSort)}
          className="inline-flex items-center gap-1 hover:text-ink"
        >
          {t("admin.col.price")}
          <ArrowDownUp aria-hidden className="size-3" />
          <span className="sr-only">
            {t(priceSort === "max-price" ? "admin.sort.max-price" : "admin.sort.min-price")}
          </span>
        </Link>
      </th>
      {/* A type list shows one type only; New Project has no display options (docs/product/specification.md §4). */}
      {type ? null : <Th className={table.notPhone}>{t("admin.col.type")}</Th>}
      {displaysOf(type).length > 0 ? <Th className={table.wideOnly}>{t("admin.col.display")}</Th> : null}
      <Th className={table.wideOnly}>{t("admin.col.agent")}</Th>
      <Th className={table.notPhone}>{t("admin.col.updated")}</Th>
      <OpsTh />
    </>
  );
}

/** "Not compliant", with why, on an approved listing that may not be advertised (property.compliance.ts). */
function ComplianceTag({
  problems,
  copy = false,
}: {
  problems: readonly ComplianceProblem[];
  copy?: boolean;
}) {
  const t = useT();
  if (!problems.length) return null;
  const why = problems.map((p) => t(COMPLIANCE_PROBLEM_LABEL[p])).join(", ");
  // The reason is written out, not only in a tooltip: a phone has no hover.
  return (
    <span
      className="inline-flex flex-col items-start gap-0.5"
      data-compliance={copy ? undefined : problems.join(" ")}
    >
      <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-700/30 ring-inset">
        <ShieldAlert aria-hidden className="size-3" />
        {t("admin.compliance.not")}
      </span>
      <span className="text-xs font-normal text-red-800">{why}</span>
    </span>
  );
}

export function PropertyRowView({
  row: r,
  type,
  selection,
  onDelete,
}: {
  row: PropertyRow;
  type: PropertyType | null;
  selection: ReturnType<typeof useBulkSelection>;
  onDelete?: () => void;
}) {
  const t = useT();
  const selected = selection.selected.has(r._id);

  const price = priceLine(r, t, "card");
  return (
    <tr className={`hover:bg-paper/60 ${selected ? "bg-sand-light/60" : ""}`} data-row={r._id}>
      <td className={table.td}>
        <SelectRowCheckbox selection={selection} id={r._id} name={r.name} />
      </td>
      <td className={`${table.td} ${table.notPhone} min-w-20 py-1.5`}>
        {r.cover ? (
          <img
            src={r.cover.src}
            srcSet={r.cover.srcset || undefined}
            sizes="64px"
            alt=""
            width={64}
            height={44}
            loading="lazy"
            className="h-11 w-16 max-w-none rounded object-cover"
          />
        ) : (
          <span className="block h-11 w-16 rounded bg-paper" />
        )}
      </td>
      <th scope="row" className={`${table.td} min-w-40 text-start font-medium`}>
        <span className="line-clamp-2 [overflow-wrap:anywhere]" title={r.name}>
          <bdi>{r.name}</bdi>
        </span>
        {r.status === "approved" ? (
          <a
            href={`/property/${r._id}`}
            target="_blank"
            rel="noopener"
            className="mt-0.5 inline-flex items-center gap-1 text-xs font-normal text-muted hover:text-ink hover:underline"
          >
            <ExternalLink aria-hidden className="size-3" />
            {t("admin.property.onSite")}
            <span className="sr-only">: {r.name}</span>
          </a>
        ) : null}
        <PhoneLines>
          <StatusTag status={r.status} copy />
          <ComplianceTag problems={r.compliance} copy />
          <span className="tabular-nums">{price}</span>
        </PhoneLines>
      </th>
      <td className={`${table.td} ${table.notPhone}`}>
        <span className="inline-flex flex-col items-start gap-1">
          <StatusTag status={r.status} />
          <ComplianceTag problems={r.compliance} />
        </span>
      </td>
      <td className={`${table.td} ${table.notPhone} min-w-28 text-muted`}>
        <ClippedText text={r.location} width={clip.text} />
      </td>
      <td className={`${table.td} ${table.notPhone} whitespace-nowrap tabular-nums`}>{price}</td>
      {type ? null : (
        <td className={`${table.td} ${table.notPhone} whitespace-nowrap`}>{t(TYPE_LABEL[r.type])}</td>
      )}
      {displaysOf(type).length > 0 ? (
        <td className={`${table.td} ${table.wideOnly} min-w-24 text-muted`}>
          {r.display ? t(DISPLAY_LABEL[r.display]) : "—"}
        </td>
      ) : null}
      <td className={`${table.td} ${table.wideOnly} text-muted`} data-agent>
        {r.listedBy ? <ClippedText text={r.listedBy} width={clip.text} /> : "—"}
      </td>
      <td className={`${table.td} ${table.notPhone} whitespace-nowrap text-muted tabular-nums`}>
        <time dateTime={r.updatedAt} title={formatDateTime(r.updatedAt)}>
          {formatDay(r.updatedAt)}
        </time>
      </td>
      <RowActions label={r.name} editHref={`/editProperty/${r._id}`} onDelete={onDelete} />
    </tr>
  );
}
