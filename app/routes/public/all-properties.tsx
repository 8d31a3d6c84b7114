import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { useLocaleNavigate } from "../../components/ui/locale-link.tsx";
import { allPropertiesHref, CITY_STORAGE_KEY } from "../../components/public/communities.ts";
import { filterChips, SortForm } from "../../components/public/listing-search.tsx";
import { ResultsWithMap, ViewToggle } from "../../components/public/results-view.tsx";
import { FilterChips } from "../../components/public/search-controls.tsx";
import { NoResults, QueryProblem } from "../../components/public/property-grid.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { metaT, pageMeta } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { useT } from "../../lib/i18n/index.ts";
import { readListingParams } from "../../modules/properties/listing-search.ts";
import { resultsStatus, searchCommunity } from "../../modules/properties/listing-search.server.ts";
import { localizedCards } from "../../modules/properties/property.service.server.ts";
import { localeOf } from "../../lib/i18n/locale.ts";
import type { Route } from "./+types/all-properties";

/** What a new sort keeps of a community's address: the community, the map's area and the view. */
const COMMUNITY_KEEP = ["city", "bbox", "view"] as const;

/**
 * The listings of one community (docs/product/specification.md §2 All Properties, docs/product/decisions.md 12): `?city=` first, else
 * the community a card left in session storage (the page then moves to `?city=` so the address
 * is shareable); the key is cleared once the listings are shown. With neither, a warning is
 * logged and the list is empty.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const r = await searchCommunity(db, url.searchParams);
  return data(
    { ...r, items: await localizedCards(db, r.items, 200, localeOf(url.pathname)) },
    { status: resultsStatus(r) },
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  const city = loaderData?.city;
  return pageMeta(
    { matches, location },
    {
      title: city ? t("pub.all.titleCity", { city }) : t("pub.all.title"),
      description: t("pub.all.description"),
      path: "/allProperties",
      search: city ? `?city=${encodeURIComponent(city)}` : "",
      noindex: !city || loaderData?.lastPage != null,
    },
  );
}

export default function AllProperties({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useLocaleNavigate();
  const location = useLocation();
  const { city, total, error, sort } = loaderData;
  const bbox = new URLSearchParams(location.search).get("bbox")?.trim();

  useEffect(() => {
    let stored: string | null = null;
    try {
      if (city) {
        window.sessionStorage.removeItem(CITY_STORAGE_KEY);
        return;
      }
      stored = window.sessionStorage.getItem(CITY_STORAGE_KEY);
    } catch {
      stored = null;
    }
    if (stored) navigate(allPropertiesHref(stored), { replace: true });
    else console.warn(t("pub.all.warning"));
  }, [city, navigate, t]);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-10 pb-16 md:pt-14">
      <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl md:text-5xl">
            {city ? t("pub.all.titleCity", { city }) : t("pub.all.title")}
          </h1>
          {city ? <p className="mt-3 text-muted">{t("property.count", { n: total })}</p> : null}
        </div>
        {city ? (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            {total ? (
              <SortForm
                key={location.search}
                params={{
                  ...readListingParams(new URLSearchParams(location.search), COMMUNITY_KEEP),
                  city,
                  sort: sort ?? undefined,
                }}
                keep={COMMUNITY_KEEP}
              />
            ) : null}
            <ViewToggle />
          </div>
        ) : null}
      </div>
      <QueryProblem message={error} />
      {bbox ? <FilterChips chips={filterChips(t, { bbox }, ["bbox"], null, location.search)} /> : null}
      {/* No hero here: the first card's photo is the page's largest paint (eager={1}). */}
      <ResultsWithMap
        alert={!error && !!city}
        results={loaderData}
        variant="areaGuide"
        excerptLength={200}
        headingLevel={2}
        eager={1}
        empty={
          <NoResults link={{ to: "/communities", label: t("pub.all.browse") }}>
            <h2 className="text-2xl">{city ? t("pub.listing.empty") : t("pub.all.none")}</h2>
          </NoResults>
        }
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorState />;
}
