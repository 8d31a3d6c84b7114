import { data, Link, useLocation } from "react-router";
import { ListingSearchPanel, SortForm } from "../../components/public/listing-search.tsx";
import {
  LISTING_PAGES,
  ListingParamError,
  listingPageFor,
  listingQuery,
  listingTitle,
  readListingParams,
} from "../../components/public/listing-pages.ts";
import { banner, heroVideo } from "../../components/public/media.ts";
import { PageHero } from "../../components/public/page-hero.tsx";
import { Pagination } from "../../components/public/pagination.tsx";
import { forCards } from "../../components/public/property-card.tsx";
import { PropertyGrid, SectionHeader } from "../../components/public/property-grid.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { pageMeta } from "../../components/public/seo.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { appContext } from "../../lib/context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { PAGE_SIZE_PUBLIC } from "../../modules/properties/property.constants.ts";
import { listProperties, parsePropertyQuery } from "../../modules/properties/property.service.server.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/listing";
import type { PublicHandle } from "./layout.tsx";

export const handle: PublicHandle = { hero: true };

/**
 * One module for the seven listing pages (buy, rent, residential, commercial, holiday, new
 * projects, upcoming): the URL path picks the page's fixed filter, the query string carries the
 * visitor's filters, sort and page, and the server applies them all.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = listingPageFor(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const params = readListingParams(url.searchParams);
  const { db } = context.get(appContext);
  try {
    const filter = parsePropertyQuery(listingQuery(page, params), PAGE_SIZE_PUBLIC);
    const result = await listProperties(db.db, PUBLIC, filter);
    return {
      kind: page.kind,
      params,
      items: forCards(result.items, 100),
      total: result.total,
      page: result.page,
      pageSize: result.pageSize,
      error: null as string | null,
    };
  } catch (e) {
    // A bad value in the address is the visitor's to fix: show the page and say what is wrong.
    if (e instanceof ListingParamError || (isAppError(e) && e.code === "bad_request")) {
      return data(
        {
          kind: page.kind,
          params,
          items: [],
          total: 0,
          page: 1,
          pageSize: PAGE_SIZE_PUBLIC,
          error: e.message as string | null,
        },
        { status: 400 },
      );
    }
    throw e;
  }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const cfg = LISTING_PAGES.find((p) => p.kind === loaderData?.kind) ?? listingPageFor(location.pathname);
  if (!cfg || !loaderData) return [{ title: translate("en", "state.error.title") }];
  const search = new URLSearchParams();
  if (cfg.transaction && loaderData.params.transaction)
    search.set("transaction", loaderData.params.transaction);
  if (loaderData.page > 1) search.set("page", String(loaderData.page));
  const pageSuffix =
    loaderData.page > 1 ? ` – ${translate("en", "pub.pagination.page", { n: loaderData.page })}` : "";
  return pageMeta(
    { matches, location },
    {
      title: `${translate("en", listingTitle(cfg, loaderData.params))}${pageSuffix}`,
      description: translate("en", cfg.description),
      path: cfg.path,
      search: search.size ? `?${search}` : "",
      noindex: loaderData.error !== null,
    },
  );
}

export default function ListingRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const root = useRootData();
  const { params, items, total, page, pageSize, error } = loaderData;
  const cfg = LISTING_PAGES.find((p) => p.kind === loaderData.kind) ?? LISTING_PAGES[0];
  const media =
    "video" in cfg.hero
      ? { video: heroVideo(cfg.hero.video, root?.settings.heroVideos[cfg.hero.video]) }
      : { image: banner(cfg.hero.banner) };
  const filtered = Object.keys(params).some((k) => k !== "sort" && k !== "page");

  return (
    <main id="main">
      <PageHero title={t(listingTitle(cfg, params))} lead={t(cfg.lead)} {...media}>
        <ListingSearchPanel key={location.search} page={cfg} params={params} />
      </PageHero>

      <section aria-labelledby="results-heading" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        {error ? (
          <div
            role="alert"
            className="mb-8 rounded-lg border border-expired/30 bg-expired/5 p-4 text-sm text-expired"
          >
            {t("pub.listing.invalid", { message: error })}{" "}
            <Link to={cfg.path} className="font-medium underline">
              {t("pub.listing.clear")}
            </Link>
          </div>
        ) : null}
        <SectionHeader
          id="results-heading"
          title={items.length ? t("pub.listing.heading") : t("pub.listing.empty")}
        >
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="text-sm text-muted" aria-live="polite">
              {total === 1 ? t("pub.listing.countOne") : t("pub.listing.count", { n: total })}
            </p>
            <SortForm key={location.search} params={params} />
          </div>
        </SectionHeader>
        {items.length ? (
          <PropertyGrid items={items} variant="call" excerptLength={100} />
        ) : (
          <div className="rounded-xl bg-paper px-6 py-12 text-center">
            <p className="text-muted">{t("pub.listing.emptyHint")}</p>
            {filtered ? (
              <Link
                to={cfg.path}
                className="mt-6 inline-flex min-h-12 items-center rounded-full border border-ink px-6 font-medium"
              >
                {t("pub.listing.clear")}
              </Link>
            ) : null}
          </div>
        )}
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          search={location.search}
          anchor="results-heading"
        />
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorState />;
}
