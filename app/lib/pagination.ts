/** One page of a list as services return it: the items and what a pager needs to go on. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Number of pages for `total` items, at least 1 so an empty list still has "page 1". */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

export type PageItem = number | "gap";

/**
 * The numbered buttons to show: always the first and last page, the current page and `siblings`
 * pages either side, with a "gap" where pages are skipped. A gap never hides a single page
 * (1 … 3 becomes 1 2 3), so the row length stays stable while paging.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return [1];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const width = siblings * 2 + 5; // first, last, current, siblings and two gaps
  if (total <= width) return Array.from({ length: total }, (_, i) => i + 1);
  let start = Math.max(2, page - siblings);
  let end = Math.min(total - 1, page + siblings);
  // Keep the same number of items near the edges.
  if (page - siblings <= 3) {
    start = 2;
    end = 3 + siblings * 2;
  } else if (page + siblings >= total - 2) {
    start = total - 2 - siblings * 2;
    end = total - 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push("gap");
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total - 1) items.push("gap");
  items.push(total);
  return items;
}

/** The same query string with `page` set (page 1 drops the parameter, for one canonical URL). */
export function withPage(search: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** How many items come before page `page` (1-based): what a query skips to reach it. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** 1-based index range shown on a page, for "Showing 10–18 of 40". */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = pageOffset(page, pageSize) + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}
