import { type To, useLocation } from "react-router";
import { ChevronLeft, ChevronRight } from "../icons.ts";
import { Link } from "../ui/locale-link.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { pageCount, pageItems, withPage } from "../../lib/pagination.ts";

/**
 * The address of page `n` of the list on this page: the same path and query with `page=N` (every
 * other parameter kept), at `anchor` (the list's heading) when given. A whole path, so the site's
 * plain link carries it (components/ui/locale-link.tsx).
 */
export function usePageLink(anchor?: string): (n: number) => To {
  const { pathname, search } = useLocation();
  const hash = anchor ? `#${anchor}` : "";
  return (n) => ({ pathname, search: withPage(search, n), hash });
}

/** Numbered page links (docs/product/specification.md §2). Each is a plain link to `?page=N`, so it works without JS. */
export function Pagination({
  page,
  pageSize,
  total,
  anchor,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Id of the list's heading: a new page scrolls there instead of to the top of the hero. */
  anchor?: string;
}) {
  const pageLink = usePageLink(anchor);
  const t = useT();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const items = pageItems(page, pages);
  const base = "inline-flex size-11 items-center justify-center rounded-full text-sm font-medium";
  const arrow = (target: number, label: string, icon: React.ReactNode) =>
    target < 1 || target > pages ? (
      <span className={`${base} text-muted/50`} aria-hidden="true">
        {icon}
      </span>
    ) : (
      <Link to={pageLink(target)} aria-label={label} className={`${base} hover:bg-paper`}>
        {icon}
      </Link>
    );
  return (
    <nav aria-label={t("pub.pagination.label")} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {arrow(
            page - 1,
            t("pub.pagination.previous"),
            <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />,
          )}
        </li>
        {items.map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pageLink(item)}
                aria-label={t("pub.pagination.page", { n: item })}
                aria-current={item === page ? "page" : undefined}
                className={`${base} ${item === page ? "bg-ink text-white" : "hover:bg-paper"}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {arrow(
            page + 1,
            t("pub.pagination.next"),
            <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />,
          )}
        </li>
      </ul>
    </nav>
  );
}
