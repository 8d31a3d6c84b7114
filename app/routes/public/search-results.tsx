import { data, useLocation } from "react-router";
import { searchResultUrl, HomeSearch } from "../../components/public/home-search.tsx";
import { filterChips, SortForm } from "../../components/public/listing-search.tsx";
import { QueryProblem } from "../../components/public/property-grid.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { FilterChips } from "../../components/public/search-controls.tsx";
import { metaT, pageMeta } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { type Locale, type Translate, useLocale, useT } from "../../lib/i18n/index.ts";
import { placeName } from "../../lib/i18n/places.ts";
import {
  canonicalLocation,
  HOME_SEARCH_PARAMS,
  type HomeSearchParams,
  isUnset,
  meansEveryLocation,
  pricePeriodOfType,
} from "../../modules/properties/listing-search.ts";
import { resultsStatus, searchHomeResults } from "../../modules/properties/listing-search.server.ts";
import { localizedCards } from "../../modules/properties/property.service.server.ts";
import { localeOf } from "../../lib/i18n/locale.ts";
import { EmptyResults, ResultsWithMap, ViewToggle } from "../../components/public/results-view.tsx";
import type { Route } from "./+types/search-results";

/** The home search's filters that show as removable chips (the transaction is the heading's). */
const CHIP_KEYS = ["city", "minPrice", "maxPrice", "bedroom", "bathroom", "bbox"] as const;

/**
 * Search results load on the server from the URL (docs/product/decisions.md 6), so a reload or a
 * shared link shows the same results. A bad filter answers 400, a page past the last one 404.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const r = await searchHomeResults(db, url.searchParams);
  return data(
    { ...r, items: await localizedCards(db, r.items, 100, localeOf(url.pathname)) },
    { status: resultsStatus(r) },
  );
}

/**
 * "Properties for sale in Dubai"; a specific area replaces "Dubai" (as written, like every place
 * name); renting says "for rent". Dubai itself is said in the page's language.
 */
function searchHeading(t: Translate, params: HomeSearchParams, locale: Locale): string {
  // "Any" is the home search's word for no filter (docs/product/specification.md §5).
  const city =
    isUnset(params.city) || meansEveryLocation(params.city)
      ? t("pub.emirate.Dubai")
      : placeName(canonicalLocation(params.city as string), locale).text;
  const type = params.transactionType;
  if (type === "Rent") return t("pub.search.headingRent", { city });
  if (type === "Buy") return t("pub.search.headingSale", { city });
  return t("pub.search.headingAny", { city });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  return pageMeta(
    { matches, location },
    {
      title: loaderData
        ? t("pub.search.metaTitle", {
            heading: searchHeading(t, loaderData.params, localeOf(location.pathname)),
          })
        : t("pub.search.title"),
      description: t("pub.search.description"),
      path: "/searchResult",
      search: location.search,
      // Endless parameter combinations: let search engines follow, not index.
      noindex: true,
    },
  );
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const { params, total, error, nearby } = loaderData;
  const period = pricePeriodOfType(params.transactionType);
  const chips = filterChips(t, params, CHIP_KEYS, period, location.search, locale);
  const clear = searchResultUrl({ transactionType: params.transactionType });
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-10 pb-16 md:pt-14">
      <h1 className="text-3xl md:text-5xl">{searchHeading(t, params, locale)}</h1>
      <QueryProblem message={error} className="mt-6" />
      <details className="mt-8 rounded-xl border border-line" open={total === 0 && !loaderData.lastPage}>
        <summary className="flex min-h-12 cursor-pointer items-center px-4 font-medium">
          {t("pub.search.refine")}
        </summary>
        <div className="p-2 md:p-4">
          <HomeSearch key={location.search} initial={params} title={t("pub.search.criteria")} />
        </div>
      </details>
      <section aria-labelledby="results-heading" className="mt-10">
        <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <h2 id="results-heading" className="sr-only">
            {t("pub.search.title")}
          </h2>
          <p className="text-lg text-muted" aria-live="polite" data-testid="result-count">
            {total === 0 ? t("pub.search.noResults") : t("pub.search.results", { n: total })}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            {total > 0 ? <SortForm key={location.search} params={params} keep={HOME_SEARCH_PARAMS} /> : null}
            <ViewToggle />
          </div>
        </div>
        {total ? <FilterChips chips={chips} clear={clear} /> : null}
        {/* No hero here: the first card's photo is the page's largest paint on every screen. */}
        <ResultsWithMap
          alert={!error}
          results={loaderData}
          variant="call"
          excerptLength={100}
          headingLevel={3}
          eager={1}
          anchor="results-heading"
          empty={
            <EmptyResults
              path={"/searchResult"}
              clear={chips.length ? { to: clear, label: t("pub.chips.clear") } : undefined}
              chips={chips}
              nearby={nearby}
            />
          }
        />
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorState />;
}
