import { type ComponentProps, type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { PlaceName } from "../ui/place-name.tsx";
import { useLocation } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import {
  type ResultsView,
  resultsView,
  withoutFilter,
  withView,
} from "../../modules/properties/listing-search.ts";
import { useRootData } from "../../root.tsx";
import { LayoutGrid, MapIcon, MapPin } from "../icons.ts";
import { Link } from "../ui/locale-link.tsx";
import { AlertMe } from "./alert-forms.tsx";
import { NoResults, ResultsPage } from "./property-grid.tsx";
import type { ResultsMapProps } from "./results-map.tsx";

/**
 * List or Map (issue 24): two links to the same address with and without `view=map`, so the choice
 * is in the URL, works before the scripts run and keeps every filter, the sort and the page.
 */
export function ViewToggle() {
  const t = useT();
  const { search } = useLocation();
  const view = resultsView(search);
  const item =
    "inline-flex min-h-11 items-center gap-2 px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sand";
  const link = (to: ResultsView, label: string, icon: ReactNode) => (
    <Link
      to={withView(search, to)}
      preventScrollReset
      aria-current={view === to ? "page" : undefined}
      className={`${item} ${view === to ? "bg-ink text-white" : "bg-white text-ink hover:bg-paper"}`}
    >
      {icon}
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("pub.view.label")} className="flex overflow-hidden rounded-full border border-ink">
      {link("list", t("pub.view.list"), <LayoutGrid aria-hidden className="size-4" />)}
      {link("map", t("pub.view.map"), <MapIcon aria-hidden className="size-4" />)}
    </nav>
  );
}

/**
 * The address the pins are asked for: the page's own, without what does not change which listings
 * it finds (view, sort, page), so paging or sorting the list neither refetches nor refits the map.
 */
function pinsAddress(pathname: string, search: string): string {
  const q = new URLSearchParams(search);
  for (const k of ["view", "sort", "page"]) q.delete(k);
  return q.size ? `${pathname}?${q}` : pathname;
}

/**
 * A results page's list (`ResultsPage`, the same props), with the map beside it when the address says `view=map` (on a phone, the
 * map fills the screen above the list, with the page's cards in a sheet at its foot). The list comes
 * first in the document, so it stays the page's content for screen readers and without scripts; the
 * map (MapLibre, in its own chunk with its style) is loaded only here, after the page has hydrated,
 * into a box whose size is set from the first paint (no shift).
 */
export function ResultsWithMap({
  alert,
  ...props
}: ComponentProps<typeof ResultsPage> & {
  /** Offer "Alert me" for this search under the results (not for a search that failed or a place unknown). */
  alert: boolean;
}) {
  const { pathname, search } = useLocation();
  const alertMe = alert ? <AlertMe from={`${pathname}${search}`} /> : null;
  return (
    <>
      <ListAndMap {...props} />
      {alertMe}
    </>
  );
}

/** The results, and beside them the map when the address asks for it (`view=map`). */
function ListAndMap(props: ComponentProps<typeof ResultsPage>) {
  const items = props.results.items;
  const children = <ResultsPage {...props} />;
  const t = useT();
  const { pathname, search } = useLocation();
  const styleUrl = useRootData()?.mapStyle ?? "";
  const list = useRef<HTMLDivElement>(null);
  const [ResultsMap, setResultsMap] = useState<ComponentType<ResultsMapProps> | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const view = resultsView(search);
  useEffect(() => {
    if (view !== "map") return;
    setState("loading");
    import("./results-map.tsx").then(
      (m) => setResultsMap(() => m.ResultsMap),
      () => setState("failed"),
    );
  }, [view]);
  if (view !== "map") return children;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <div
        ref={list}
        className="min-w-0 lg:[&_[data-results-grid]]:grid-cols-1 xl:[&_[data-results-grid]]:grid-cols-2"
      >
        {children}
      </div>
      <section
        aria-label={t("pub.view.map")}
        className="relative h-[calc(100dvh-5rem)] min-h-96 overflow-hidden rounded-lg border border-line bg-paper max-lg:order-first max-lg:-mx-4 max-lg:rounded-none max-lg:border-x-0 lg:sticky lg:top-24 lg:h-[calc(100dvh-7rem)]"
      >
        {ResultsMap ? (
          <ResultsMap styleUrl={styleUrl} pinsFor={pinsAddress(pathname, search)} cards={items} list={list} />
        ) : state === "idle" ? (
          <noscript>
            <p className="p-6 text-sm text-muted">{t("pub.view.noScript")}</p>
          </noscript>
        ) : (
          <p role="status" className="p-6 text-sm text-muted">
            {t(state === "failed" ? "pub.view.failed" : "pub.view.loading")}
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * An empty search's answer: a link that clears it (when there is something to clear), a hint, and
 * what to try: removing a filter, or the same search in a nearby community that has listings.
 */
export function EmptyResults({
  path,
  clear,
  chips,
  nearby,
}: {
  /** The results page's path, for the same search in another community. */
  path: string;
  clear?: { to: string; label: string };
  chips: { key: string; label: string; remove: string }[];
  nearby: { name: string; count: number }[];
}) {
  const t = useT();
  const location = useLocation();
  const inCity = (city: string) => {
    const q = new URLSearchParams(withoutFilter(location.search, "city"));
    q.set("city", city);
    return `${path}?${q}`;
  };
  return (
    <NoResults link={clear}>
      <p className="text-muted">{t("pub.listing.emptyHint")}</p>
      <EmptySuggestions chips={chips} nearby={nearby} hrefFor={inCity} />
    </NoResults>
  );
}

/**
 * What an empty search suggests: removing a filter (each chip's link) and nearby communities that
 * have listings (`hrefFor` builds the same search in that community).
 */
function EmptySuggestions({
  chips,
  nearby,
  hrefFor,
}: {
  chips: { key: string; label: string; remove: string }[];
  nearby: { name: string; count: number }[];
  hrefFor: (name: string) => string;
}) {
  const t = useT();
  const link =
    "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-white px-4 text-sm font-medium hover:border-ink";
  return (
    <div className="mt-6 grid gap-6 text-start sm:justify-center">
      {chips.length ? (
        <div>
          <p className="text-sm text-muted">{t("pub.empty.widen")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {chips.map((c) => (
              <li key={c.key}>
                <Link to={c.remove} className={link} aria-label={t("pub.chips.remove", { label: c.label })}>
                  <span aria-hidden>−</span>
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {nearby.length ? (
        <div>
          <p className="text-sm text-muted">{t("pub.empty.nearby")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {nearby.map((n) => (
              <li key={n.name}>
                <Link to={hrefFor(n.name)} className={link}>
                  <MapPin aria-hidden className="size-4 text-sand-dark" />
                  <PlaceName name={n.name} />
                  <span className="text-muted">({t("property.count", { n: n.count })})</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
