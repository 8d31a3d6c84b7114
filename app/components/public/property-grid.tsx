import type { ReactNode } from "react";
import type { To } from "react-router";
import { Link } from "../ui/locale-link.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { Pagination, usePageLink } from "./pagination.tsx";
import { type CardData, type CardVariant, PropertyCard } from "./property-card.tsx";

interface GridProps {
  items: CardData[];
  variant: CardVariant;
  excerptLength?: 0 | 100 | 200;
  /**
   * How many leading cards load eagerly with high priority. One where the first card is the page's
   * largest paint (no hero above the grid): more would compete with it for the phone's bandwidth.
   */
  eager?: number;
  headingLevel?: 2 | 3;
}

/**
 * One page of search results: the cards, or `empty` when there are none, or, for a page number past
 * the last page, a link to the last page; then the page links (which keep every other parameter of
 * the address and scroll to `anchor`).
 */
export function ResultsPage({
  results,
  empty,
  anchor,
  ...grid
}: Omit<GridProps, "items"> & {
  results: { items: CardData[]; page: number; pageSize: number; total: number; lastPage?: number | null };
  empty: ReactNode;
  anchor?: string;
}) {
  return (
    <>
      {results.items.length ? (
        <PropertyGrid items={results.items} {...grid} />
      ) : results.lastPage ? (
        <PastTheEnd page={results.page} last={results.lastPage} anchor={anchor} />
      ) : (
        empty
      )}
      <Pagination page={results.page} pageSize={results.pageSize} total={results.total} anchor={anchor} />
    </>
  );
}

/** Three columns on desktop, two on tablets, one on phones. The first row may load eagerly. */
export function PropertyGrid({ items, variant, excerptLength = 0, eager = 0, headingLevel = 3 }: GridProps) {
  return (
    <ul data-results-grid="" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((p, i) => (
        // Cards after the eager ones are laid out only near the viewport (`content-visibility: auto`):
        // their lazy photos then load as the visitor scrolls, not all at once with the first screen's.
        <li
          key={p._id}
          data-listing-id={p._id}
          className={
            i >= eager ? "[contain-intrinsic-block-size:auto_30rem] [content-visibility:auto]" : undefined
          }
        >
          <PropertyCard
            property={p}
            variant={variant}
            excerptLength={excerptLength}
            priority={i < eager}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

export function SectionHeader({
  title,
  id,
  children,
  level = 2,
}: {
  title: string;
  id?: string;
  children?: ReactNode;
  level?: 1 | 2;
}) {
  const H = level === 1 ? "h1" : "h2";
  return (
    <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <H id={id} className="text-3xl md:text-4xl">
        {title}
      </H>
      {children}
    </div>
  );
}

/** A search the address asked for that could not be run (a bad filter): why, and a way out. */
export function QueryProblem({
  message,
  className = "mb-8",
  children,
}: {
  message: string | null | undefined;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  if (!message) return null;
  return (
    <div
      role="alert"
      className={`rounded-lg border border-expired/30 bg-expired/5 p-4 text-sm text-expired ${className}`}
    >
      {t("pub.listing.invalid", { message })}
      {children ? <> {children}</> : null}
    </div>
  );
}

/**
 * A page number past the last page (`?page=9` of two pages): says so and links the last page, under
 * a heading that still counts the results (the page answers 404).
 */
export function PastTheEnd({ page, last, anchor }: { page: number; last: number; anchor?: string }) {
  const t = useT();
  const pageLink = usePageLink(anchor);
  return (
    <NoResults
      link={{
        to: pageLink(last),
        label: t("pub.pastEnd.link", { last }),
      }}
    >
      <p className="font-medium">{t("pub.pastEnd.title", { page })}</p>
      <p className="mt-2 text-muted">{t("pub.pastEnd.body", { last })}</p>
    </NoResults>
  );
}

/** The box shown where the cards would be when a search finds nothing, with a link onward. */
export function NoResults({ children, link }: { children: ReactNode; link?: { to: To; label: string } }) {
  return (
    <div className="rounded-xl bg-paper px-6 py-12 text-center">
      {children}
      {link ? (
        <Link
          to={link.to}
          className="mt-6 inline-flex min-h-12 items-center rounded-full border border-ink px-6 font-medium"
        >
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
