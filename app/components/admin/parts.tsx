import { ChevronLeft, ChevronRight } from "../icons.ts";
import { Inbox, Trash2 } from "./icons.ts";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import { pageCount, pageItems, pageRange } from "../../lib/pagination.ts";
import type { PropertyStatus } from "../../modules/properties/property.schema.ts";
import { STATUS_LABEL } from "./labels.ts";
import { btn, clip, table } from "./ui.ts";
import "../../lib/i18n/admin.ts";

const STATUS_TONE: Record<PropertyStatus, string> = {
  approved: "bg-green-50 text-green-800 ring-green-700/30",
  notApproved: "bg-amber-50 text-amber-800 ring-amber-600/40",
  expired: "bg-red-50 text-red-800 ring-red-700/30",
};

/** approved green, not approved yellow, Expired red (docs/product/specification.md §4). */
export function StatusTag({ status, copy = false }: { status: PropertyStatus; copy?: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_TONE[status]}`}
      data-status={copy ? undefined : status}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(STATUS_LABEL[status])}
    </span>
  );
}

const LEAD_TONE: Record<string, string> = {
  "": "bg-paper text-muted ring-line",
  pending: "bg-amber-50 text-amber-800 ring-amber-600/40",
  inprogress: "bg-sky-50 text-sky-800 ring-sky-200",
  postponed: "bg-stone-100 text-stone-700 ring-stone-300",
  won: "bg-emerald-50 text-emerald-800 ring-emerald-600/40",
  lost: "bg-red-50 text-red-800 ring-red-600/30",
};

/** `copy`: the same tag again in the row (under the name on a phone), not the one tests and scripts read. */
export function LeadStatusTag({
  status,
  label,
  copy = false,
}: {
  status: string;
  label: string;
  copy?: boolean;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${LEAD_TONE[status] ?? LEAD_TONE[""]}`}
      data-status={copy ? undefined : status || "none"}
    >
      {label}
    </span>
  );
}

function NewMark() {
  const t = useT();
  return (
    <span className="inline-flex shrink-0 items-center rounded bg-sand-dark px-1.5 py-0.5 text-[0.68rem] font-bold tracking-wide text-white uppercase">
      {t("admin.lead.new")}
    </span>
  );
}

/** A row's Delete button; `label` names the item for screen readers ("Delete: Aisha Rahman"). */
export function RowDeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className={btn.rowDanger} onClick={onClick} data-delete>
      <Trash2 aria-hidden className="size-3.5" />
      <span className="max-sm:sr-only">{t("admin.action.delete")}</span>
      <span className="sr-only">: {label}</span>
    </button>
  );
}

/**
 * One line of a table cell, cut with an ellipsis; the whole text is its title (and in the
 * record's editor). The column is as wide as the text up to `width` (one of `clip`) when the table
 * has room, and narrower when it has not: a hidden copy that may break anywhere sizes it, so one
 * long value never pushes the other columns, or the row actions, out of view. With `href` the
 * line is a link (`internal`: a route of this app).
 */
export function ClippedText({
  text,
  width,
  title = text,
  href,
  internal = false,
}: {
  text: string;
  width: string;
  /** The text on hover, when the cell shows a preview of a longer one. */
  title?: string;
  href?: string;
  internal?: boolean;
}) {
  const line = "block w-0 min-w-full truncate";
  // A one-line value keeps the column's alignment; <bdi> gives an Arabic name its own direction.
  const shown = <bdi>{text}</bdi>;
  return (
    <span className={`block min-w-0 grow ${width}`}>
      {href && internal ? (
        <Link to={href} className={`${line} hover:underline`} title={title}>
          {shown}
        </Link>
      ) : href ? (
        <a href={href} className={`${line} hover:underline`} title={title}>
          {shown}
        </a>
      ) : (
        <span className={line} title={title}>
          {shown}
        </span>
      )}
      <span aria-hidden className="invisible block h-0 overflow-hidden break-all">
        {text}
      </span>
    </span>
  );
}

/**
 * The row header of a lead or application: the name, bold with a New mark until opened, linking to
 * the lead's own page (`href`).
 */
export function UnreadNameCell({
  name,
  unread,
  href,
  children,
}: {
  name: string;
  unread: boolean;
  href?: string;
  children?: ReactNode;
}) {
  return (
    <th scope="row" className={`${table.td} text-start ${unread ? "font-semibold" : "font-normal"}`}>
      <span className="flex items-center gap-2">
        {unread ? <NewMark /> : null}
        <ClippedText text={name} width={clip.name} href={href} internal />
      </span>
      {children}
    </th>
  );
}

export function PageHeader({
  title,
  count,
  actions,
}: {
  title: string;
  count?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="font-sans text-2xl font-semibold tracking-tight">{title}</h1>
        {count ? <p className="mt-0.5 text-sm text-muted">{count}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
      <Inbox aria-hidden className="size-8 text-muted/60" />
      <p className="font-medium">{title}</p>
      {body ? <p className="max-w-md text-sm text-muted">{body}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** Faded rows while a new page of the list loads, so the table never looks stale without saying so. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}

function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null || value === "") params.delete(key);
  else params.set(key, value);
  const s = params.toString();
  return s ? `?${s}` : "?";
}

export function Pagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const t = useT();
  const location = useLocation();
  const pages = pageCount(total, pageSize);
  const { from, to } = pageRange(page, pageSize, total);
  const link = (n: number) => withParam(location.search, "page", n <= 1 ? null : String(n));
  return (
    <nav
      aria-label={t("admin.pagination.label")}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted" aria-live="polite">
        {total > 0 ? t("admin.pagination.range", { from, to, total }) : t("admin.pagination.none")}
      </p>
      {pages > 1 ? (
        <ul className="flex items-center gap-1">
          <li>
            {page > 1 ? (
              <Link
                to={link(page - 1)}
                className="inline-flex size-8 items-center justify-center rounded-md border border-line hover:bg-paper"
                aria-label={t("admin.pagination.prev")}
              >
                <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
              </Link>
            ) : null}
          </li>
          {pageItems(page, pages).map((item, i) =>
            item === "gap" ? (
              <li key={`gap-${i}`} aria-hidden className="px-1 text-muted">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  to={link(item)}
                  aria-current={item === page ? "page" : undefined}
                  aria-label={t("admin.pagination.page", { n: item })}
                  className={`inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 tabular-nums ${
                    item === page ? "border-ink bg-ink text-white" : "border-line hover:bg-paper"
                  }`}
                >
                  {item}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < pages ? (
              <Link
                to={link(page + 1)}
                className="inline-flex size-8 items-center justify-center rounded-md border border-line hover:bg-paper"
                aria-label={t("admin.pagination.next")}
              >
                <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}

/** A box for failures a loader reports without throwing (a bad filter in the address). */
export function InlineError({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mb-4 rounded-md border border-expired/30 bg-expired/5 px-4 py-3 text-sm text-expired"
    >
      {children}
    </div>
  );
}

/** The mark of a required field's label: a star, and the word for screen readers. */
export function Required() {
  const t = useT();
  return (
    <>
      <span aria-hidden className="ms-0.5 text-expired">
        *
      </span>
      <span className="sr-only"> ({t("admin.form.requiredShort")})</span>
    </>
  );
}

/** One "Label: value" line of a record's card on a phone (inside a `<dl>`). */
export function cardFact(label: string, value: ReactNode) {
  return (
    <div key={label} className="flex flex-wrap gap-x-1.5">
      <dt className="text-muted">{label}:</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
