import { Pencil } from "../icons.ts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n/index.ts";
import { EmptyState, InlineError, Pagination, RowDeleteButton, useListLoading } from "../parts.tsx";
import { btn, table } from "../ui.ts";
import "../../../lib/i18n/admin.ts";

export interface ListPage {
  total: number;
  page: number;
  pageSize: number;
  error: string | null;
}

/**
 * The body of an admin list: the loader's error, the scrolling table (faded while the next page
 * loads), what to say when there is nothing to show, and the pager.
 */
export function ListView({
  list,
  name,
  caption,
  head,
  children,
  empty,
  cards,
}: {
  list: ListPage & { items: readonly unknown[] };
  /** Names the table for tests and styles (`data-table`). */
  name: string;
  caption: string;
  /** The header cells. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
  empty: { title: string; body: string; action?: ReactNode };
  /** Below 768 px, one card per row (`<li>`s) instead of the table. */
  cards?: ReactNode;
}) {
  const loading = useListLoading();
  const wrap = cards ? `${table.wrap} max-md:max-h-none` : table.wrap;
  const tableClass = `${table.table}${cards ? " hidden md:table" : ""}${loading ? " opacity-50" : ""}`;
  return (
    <>
      {list.error ? <InlineError>{list.error}</InlineError> : null}
      <div className={wrap} aria-busy={loading}>
        <table className={tableClass} data-table={name}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
        {cards ? (
          <ul
            className={`divide-y divide-line md:hidden ${loading ? "opacity-50" : ""}`}
            aria-label={caption}
          >
            {cards}
          </ul>
        ) : null}
        {list.items.length === 0 && !list.error ? <EmptyState {...empty} /> : null}
      </div>
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
    </>
  );
}

/** A header cell; `className` adds to the shared look (a column hidden on narrow screens). */
export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={className ? `${table.th} ${className}` : table.th}>
      {children}
    </th>
  );
}

/** The last header cell, over the row actions. */
export function OpsTh() {
  const t = useT();
  return (
    <th scope="col" className={table.opsTh}>
      {/* On a phone the buttons are icons; the header says it to screen readers only. */}
      <span className="max-sm:sr-only">{t("admin.col.operations")}</span>
    </th>
  );
}

/**
 * A row's "Edit / view more" and Delete, in the sticky last cell. Edit opens a dialog (`onEdit`)
 * or goes to a page (`editHref`); `label` names the row for screen readers. Without `onDelete`
 * (an agent's lists) there is no Delete.
 */
export function RowActions({
  label,
  onEdit,
  editHref,
  onDelete,
}: {
  label: string;
  onEdit?: () => void;
  editHref?: string;
  onDelete?: () => void;
}) {
  const t = useT();
  const content = (
    <>
      <Pencil aria-hidden className="size-3.5" />
      <span className="max-sm:sr-only">{t("admin.action.editViewMore")}</span>
      <span className="sr-only">: {label}</span>
    </>
  );
  return (
    <td className={table.opsTd}>
      <div className="flex flex-col items-stretch gap-1">
        {editHref ? (
          <Link to={editHref} className={btn.row} data-edit>
            {content}
          </Link>
        ) : (
          <button type="button" className={btn.row} onClick={onEdit} data-edit>
            {content}
          </button>
        )}
        {onDelete ? <RowDeleteButton label={label} onClick={onDelete} /> : null}
      </div>
    </td>
  );
}
