import { data, useLocation } from "react-router";
import { HomeSearch } from "../../components/public/home-search.tsx";
import { Pagination } from "../../components/public/pagination.tsx";
import { forCards } from "../../components/public/property-card.tsx";
import { PropertyGrid } from "../../components/public/property-grid.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { pageMeta } from "../../components/public/seo.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { appContext } from "../../lib/context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { type Translate, translate, useT } from "../../lib/i18n/index.ts";
import { PAGE_SIZE_PUBLIC } from "../../modules/properties/property.constants.ts";
import { listProperties, parsePropertyQuery } from "../../modules/properties/property.service.server.ts";
import type { Route } from "./+types/search-results";

/** The home search's parameters (SPEC.md §2), plus `page`. */
const SEARCH_PARAMS = [
  "transactionType",
  "city",
  "minPrice",
  "maxPrice",
  "bedroom",
  "bathroom",
  "page",
] as const;
type SearchParams = Partial<Record<(typeof SEARCH_PARAMS)[number], string>>;

/**
 * Search results load on the server from the URL (DECISIONS.md 6), so a reload or a shared link
 * shows the same results.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params: SearchParams = {};
  for (const k of SEARCH_PARAMS) {
    const v = url.searchParams.get(k)?.trim();
    if (v) params[k] = v;
  }
  const { db } = context.get(appContext);
  try {
    const filter = parsePropertyQuery({ ...params, pageSize: PAGE_SIZE_PUBLIC }, PAGE_SIZE_PUBLIC);
    const result = await listProperties(db.db, PUBLIC, filter);
    return {
      params,
      items: forCards(result.items, 0),
      total: result.total,
      page: result.page,
      error: null as string | null,
    };
  } catch (e) {
    if (isAppError(e) && e.code === "bad_request") {
      return data(
        { params, items: [], total: 0, page: 1, error: e.message as string | null },
        { status: 400 },
      );
    }
    throw e;
  }
}

/** "Properties for sale in Dubai"; a specific area replaces "Dubai"; renting says "for rent". */
function searchHeading(t: Translate, params: SearchParams): string {
  const city = params.city && !/^(dubai|any)$/i.test(params.city) ? params.city : "Dubai";
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
  const { params, items, total, page, error } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-10 pb-16 md:pt-14">
      <h1 className="text-3xl md:text-5xl">{searchHeading(t, params)}</h1>
      <p className="mt-3 text-lg text-muted" aria-live="polite" data-testid="result-count">
        {total === 0
          ? t("pub.search.noResults")
          : total === 1
            ? t("pub.search.resultsOne")
            : t("pub.search.results", { n: total })}
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-expired/30 bg-expired/5 p-4 text-sm text-expired"
        >
          {t("pub.listing.invalid", { message: error })}
        </p>
      ) : null}
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
      <Pagination page={page} pageSize={PAGE_SIZE_PUBLIC} total={total} search={location.search} />
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorState />;
}
