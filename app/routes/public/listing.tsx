import { data, useLocation } from "react-router";
import { Link } from "../../components/ui/locale-link.tsx";
import { LISTING_LOOKS, listingPageOf, listingTitle } from "../../components/public/listing-pages.ts";
import {
  filterChips,
  ListingSearchPanel,
  listingChipKeys,
  SortForm,
} from "../../components/public/listing-search.tsx";
import { banner, heroVideo } from "../../components/public/media.ts";
import { PageHero } from "../../components/public/page-hero.tsx";
import { QueryProblem, SectionHeader } from "../../components/public/property-grid.tsx";
import { FilterChips } from "../../components/public/search-controls.tsx";
import { EmptyResults, ResultsWithMap, ViewToggle } from "../../components/public/results-view.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { metaT, pageMeta } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { useLocale, useT } from "../../lib/i18n/index.ts";
import { LISTING_PAGES, listingPageFor, pricePeriodOf } from "../../modules/properties/listing-search.ts";
import { resultsStatus, searchListingPage } from "../../modules/properties/listing-search.server.ts";
import { useRootData } from "../../root.tsx";
import { localizedCards } from "../../modules/properties/property.service.server.ts";
import { localeOf } from "../../lib/i18n/locale.ts";
import type { Route } from "./+types/listing";
import type { PublicHandle } from "./layout.tsx";

export const handle: PublicHandle = { hero: true };

/**
 * One module for the seven listing pages (buy, rent, residential, commercial, holiday, new
 * projects, upcoming): the URL path picks the page, the query string carries the visitor's
 * filters, sort and page; a bad value in the address is shown on the page with a 400, a page
 * past the last one links the last page with a 404.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = listingPageFor(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const { db } = context.get(appContext);
  const r = await searchListingPage(db, page, url.searchParams);
  return data(
    { ...r, kind: page.kind, items: await localizedCards(db, r.items, 100, localeOf(url.pathname)) },
    { status: resultsStatus(r) },
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  const cfg = listingPageOf(loaderData?.kind, location.pathname);
  if (!cfg || !loaderData) return [{ title: t("state.error.title") }];
  const search = new URLSearchParams();
  if (cfg.transaction && loaderData.params.transaction)
    search.set("transaction", loaderData.params.transaction);
  if (loaderData.page > 1) search.set("page", String(loaderData.page));
  const pageSuffix = loaderData.page > 1 ? ` – ${t("pub.pagination.page", { n: loaderData.page })}` : "";
  return pageMeta(
    { matches, location },
    {
      title: `${t(listingTitle(cfg, loaderData.params))}${pageSuffix}`,
      description: t(LISTING_LOOKS[cfg.kind].description),
      path: cfg.path,
      search: search.size ? `?${search}` : "",
      noindex: loaderData.error !== null || loaderData.lastPage !== null,
    },
  );
}

export default function ListingRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const root = useRootData();
  const { params, total, error, nearby } = loaderData;
  const cfg = listingPageOf(loaderData.kind, location.pathname) ?? LISTING_PAGES[0];
  const look = LISTING_LOOKS[cfg.kind];
  const media =
    "video" in look.hero
      ? { video: heroVideo(look.hero.video, root?.settings.heroVideos[look.hero.video]) }
      : { image: banner(look.hero.banner) };
  const filtered = Object.keys(params).some((k) => k !== "sort" && k !== "page" && k !== "view");
  const chips = filterChips(
    t,
    params,
    listingChipKeys(cfg, params),
    pricePeriodOf(cfg, params),
    location.search,
    locale,
  );

  return (
    <main id="main">
      <PageHero title={t(listingTitle(cfg, params))} lead={t(look.lead)} {...media}>
        <ListingSearchPanel key={location.search} page={cfg} params={params} />
      </PageHero>

      <section aria-labelledby="results-heading" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <QueryProblem message={error}>
          <Link to={cfg.path} className="font-medium underline">
            {t("pub.listing.clear")}
          </Link>
        </QueryProblem>
        <SectionHeader id="results-heading" title={total ? t("pub.listing.heading") : t("pub.listing.empty")}>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="text-sm text-muted" aria-live="polite">
              {t("property.count", { n: total })}
            </p>
            <SortForm key={location.search} params={params} />
            <ViewToggle />
          </div>
        </SectionHeader>
        {total ? <FilterChips chips={chips} clear={cfg.path} /> : null}
        <ResultsWithMap
          alert={!error}
          results={loaderData}
          variant="call"
          excerptLength={100}
          anchor="results-heading"
          empty={
            <EmptyResults
              path={cfg.path}
              clear={filtered ? { to: cfg.path, label: t("pub.listing.clear") } : undefined}
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
