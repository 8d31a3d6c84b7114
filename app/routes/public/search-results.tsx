import { data, useLocation } from "react-router";
import { HomeSearch } from "../../components/public/home-search.tsx";
import { Pagination } from "../../components/public/pagination.tsx";
import { forCards } from "../../modules/properties/property.cards.ts";
import { PropertyGrid, QueryProblem } from "../../components/public/property-grid.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { pageMeta } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { type Translate, translate, useT } from "../../lib/i18n/index.ts";
import { ALL_DUBAI, meansEveryLocation } from "../../modules/properties/listing-search.ts";
import { type HomeSearchParams, searchHomeResults } from "../../modules/properties/listing-search.server.ts";
import type { Route } from "./+types/search-results";

/**
 * Search results load on the server from the URL (docs/product/decisions.md 6), so a reload or a shared link
 * shows the same results.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const r = await searchHomeResults(db, url.searchParams);
  return data({ ...r, items: forCards(r.items, 0) }, { status: r.error ? 400 : 200 });
}

/** "Properties for sale in Dubai"; a specific area replaces "Dubai"; renting says "for rent". */
function searchHeading(t: Translate, params: HomeSearchParams): string {
  // "Any" is the home search's word for no filter (docs/product/specification.md §5).
  const city =
    !params.city || meansEveryLocation(params.city) || /^any$/i.test(params.city) ? ALL_DUBAI : params.city;
  const type = params.transactionType;
  if (type === "Rent") return t("pub.search.headingRent", { city });
  if (!type || type === "Buy" || type === "Any") return t("pub.search.headingSale", { city });
  return t("pub.search.headingAny", { city });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t: Translate = (key, vars) => translate("en", key, vars);
  return pageMeta(
    { matches, location },
    {
      title: loaderData
        ? t("pub.search.metaTitle", { heading: searchHeading(t, loaderData.params) })
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
  const location = useLocation();
  const { params, items, total, page, pageSize, error } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-10 pb-16 md:pt-14">
      <h1 className="text-3xl md:text-5xl">{searchHeading(t, params)}</h1>
      <p className="mt-3 text-lg text-muted" aria-live="polite" data-testid="result-count">
        {total === 0 ? t("pub.search.noResults") : t("pub.search.results", { n: total })}
      </p>
      <QueryProblem message={error} className="mt-6" />
      <details className="mt-8 rounded-xl border border-line" open={total === 0}>
        <summary className="flex min-h-12 cursor-pointer items-center px-4 font-medium">
          {t("pub.search.refine")}
        </summary>
        <div className="p-2 md:p-4">
          <HomeSearch key={location.search} initial={params} title={t("pub.search.criteria")} />
        </div>
      </details>
      {items.length ? (
        <div className="mt-10">
          {/* No hero here: the first card's photo is the page's largest paint on every screen. */}
          <PropertyGrid items={items} variant="contact" headingLevel={2} eager={1} />
        </div>
      ) : null}
      <Pagination page={page} pageSize={pageSize} total={total} search={location.search} />
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorState />;
}
