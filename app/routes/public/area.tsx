import { data, redirect, useLocation } from "react-router";
import { AreaSearch, areaHref } from "../../components/public/area-search.tsx";
import { banner } from "../../components/public/media.ts";
import { PageHero } from "../../components/public/page-hero.tsx";
import { NoResults, QueryProblem, SectionHeader } from "../../components/public/property-grid.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { metaT, pageMeta } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { useT } from "../../lib/i18n/index.ts";
import { resultsStatus, searchArea } from "../../modules/properties/listing-search.server.ts";
import { localizedCards } from "../../modules/properties/property.service.server.ts";
import { filterChips } from "../../components/public/listing-search.tsx";
import { ResultsWithMap, ViewToggle } from "../../components/public/results-view.tsx";
import { FilterChips } from "../../components/public/search-controls.tsx";
import type { Route } from "./+types/area";
import type { PublicHandle } from "./layout.tsx";
import { localeOf, localePath } from "../../lib/i18n/locale.ts";
import { placeName, usePlaceName } from "../../lib/i18n/places.ts";

export const handle: PublicHandle = { hero: true };

/**
 * One area (docs/product/specification.md §7: `GET /realEstate?city={location}&propertyType={type}`, the grid keeping
 * only listings whose location equals the area): here the exact `location` filter does that on
 * the server. A known community without listings is a friendly empty page (200); a name that is
 * neither a community nor any listing's location is a 404. Another spelling of a place ("Creek
 * Harbour") moves to the place's page (listing-search.ts `canonicalLocation`).
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const r = await searchArea(db, params.location.trim(), url.searchParams);
  if (r.canonical)
    throw redirect(localePath(localeOf(url.pathname), `${areaHref(r.canonical)}${url.search}`), 301);
  return data(
    { ...r, items: await localizedCards(db, r.items, 200, localeOf(url.pathname)) },
    { status: r.known ? resultsStatus(r) : 404 },
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  if (!loaderData?.known) {
    return pageMeta(
      { matches, location },
      {
        title: t("pub.area.unknownTitle"),
        description: t("pub.notFound.description"),
        noindex: true,
      },
    );
  }
  const place = placeName(loaderData.name, localeOf(location.pathname)).text;
  const search = new URLSearchParams();
  if (loaderData.type) search.set("type", loaderData.type);
  if (loaderData.page > 1) search.set("page", String(loaderData.page));
  return pageMeta(
    { matches, location },
    {
      title: t("pub.area.metaTitle", { location: place }),
      description: t("pub.area.description", { location: place }),
      path: areaHref(loaderData.name),
      search: search.size ? `?${search}` : "",
      noindex: loaderData.error !== null || loaderData.lastPage !== null,
    },
  );
}

export default function Area({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const { name, type, total, known, error, locations } = loaderData;
  // The place as this page's language names it (the address and the filters keep `name`).
  const place = usePlaceName()(name).text;
  const bbox = new URLSearchParams(location.search).get("bbox")?.trim();
  return (
    <main id="main">
      <PageHero
        eyebrow={t("pub.areas.title")}
        title={known ? place : t("pub.area.unknownTitle")}
        lead={known ? t("pub.area.lead", { location: place }) : t("pub.area.unknown", { location: place })}
        image={banner("banner-area")}
      >
        <AreaSearch
          key={location.pathname + location.search}
          locations={locations}
          current={known ? name : undefined}
          type={type ?? undefined}
          showType
        />
      </PageHero>

      <section aria-labelledby="area-results" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <QueryProblem message={error} />
        <SectionHeader
          id="area-results"
          title={total ? t("pub.area.title", { location: place }) : t("pub.listing.empty")}
        >
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="text-sm text-muted">{t("property.count", { n: total })}</p>
            {known ? <ViewToggle /> : null}
          </div>
        </SectionHeader>
        {bbox ? <FilterChips chips={filterChips(t, { bbox }, ["bbox"], null, location.search)} /> : null}
        <ResultsWithMap
          alert={!error && known}
          results={loaderData}
          variant="call"
          excerptLength={200}
          anchor="area-results"
          empty={
            <NoResults link={{ to: "/area", label: t("pub.area.allAreas") }}>
              <p className="text-muted">
                {known
                  ? t("pub.area.empty", { location: place })
                  : t("pub.area.unknown", { location: place })}
              </p>
              <p className="mt-2 text-sm text-muted">{t("pub.area.emptyHint")}</p>
            </NoResults>
          }
        />
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorState />;
}
