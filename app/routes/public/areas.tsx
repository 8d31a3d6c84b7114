import { MapPin } from "../../components/icons.ts";
import { data, redirect } from "react-router";
import { Link } from "../../components/ui/locale-link.tsx";
import { PlaceName } from "../../components/ui/place-name.tsx";
import { AreaSearch, areaHref } from "../../components/public/area-search.tsx";
import { banner, heroVideo } from "../../components/public/media.ts";
import { PageHero } from "../../components/public/page-hero.tsx";
import { Pagination } from "../../components/public/pagination.tsx";
import { PastTheEnd } from "../../components/public/property-grid.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { metaT, pageMeta } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { useT } from "../../lib/i18n/index.ts";
import type { Emirate } from "../../modules/properties/listing-search.ts";
import { areaIndex } from "../../modules/properties/listing-search.server.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/areas";
import type { PublicHandle } from "./layout.tsx";
import { localeOf, localePath } from "../../lib/i18n/locale.ts";

export const handle: PublicHandle = { hero: true };

export async function loader({ url, context }: Route.LoaderArgs) {
  // The search form without JavaScript lands here with ?location=…
  const wanted = url.searchParams.get("location")?.trim();
  if (wanted)
    throw redirect(
      localePath(localeOf(url.pathname), areaHref(wanted, url.searchParams.get("type") ?? undefined)),
    );
  const { db } = context.get(appContext);
  const r = await areaIndex(db, url.searchParams);
  return data(r, { status: r.lastPage ? 404 : 200 });
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaT(location);
  const page = loaderData?.page ?? 1;
  return pageMeta(
    { matches, location },
    {
      title:
        page > 1
          ? `${t("pub.areas.title")} – ${t("pub.pagination.page", { n: page })}`
          : t("pub.areas.title"),
      description: t("pub.areas.description"),
      path: "/area",
      search: page > 1 ? `?page=${page}` : "",
      noindex: loaderData?.lastPage != null,
    },
  );
}

export default function Areas({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const fallback = banner("banner-area");
  return (
    <main id="main">
      <PageHero
        title={t("pub.areas.title")}
        lead={t("pub.areas.lead")}
        video={heroVideo("areas", root?.settings.heroVideos.areas)}
      >
        <AreaSearch locations={loaderData.locations} />
      </PageHero>

      <section aria-labelledby="areas-grid" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <div className="mb-8 flex items-end justify-between gap-4">
          <h2 id="areas-grid" className="text-3xl md:text-4xl">
            {t("pub.areas.grid")}
          </h2>
          <p className="text-sm text-muted">{t("pub.areas.total", { n: loaderData.total })}</p>
        </div>
        {loaderData.lastPage ? (
          <PastTheEnd page={loaderData.page} last={loaderData.lastPage} anchor="areas-grid" />
        ) : loaderData.areas.length === 0 ? (
          <p className="rounded-xl bg-paper px-6 py-12 text-center text-muted">{t("pub.areas.empty")}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.areas.map((a) => {
              const img = a.cover;
              return (
                <li key={a.location}>
                  <Link
                    to={areaHref(a.location)}
                    className="group block overflow-hidden rounded-lg border border-line bg-white hover:shadow-lg"
                  >
                    <div className="aspect-[3/2] overflow-hidden bg-sand-light">
                      <img
                        src={img?.src ?? fallback.src}
                        srcSet={(img ? img.srcset : fallback.srcSet) || undefined}
                        sizes="(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                        width={img?.width ?? fallback.width}
                        height={img?.height ?? fallback.height}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                      />
                    </div>
                    <div className="flex items-center justify-between gap-3 p-5">
                      <span className="flex items-center gap-2 font-display text-xl">
                        <MapPin aria-hidden className="size-5 text-sand-dark" />
                        <PlaceName name={a.location} />
                      </span>
                      <span className="shrink-0 text-sm text-muted">
                        {t("property.count", { n: a.count })}
                      </span>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination
          page={loaderData.page}
          pageSize={loaderData.pageSize}
          total={loaderData.total}
          anchor="areas-grid"
        />
      </section>

      {loaderData.elsewhere.length ? <Elsewhere places={loaderData.elsewhere} /> : null}
    </main>
  );
}

/** Places outside Dubai with listings, under their emirate: "Areas of Dubai" lists Dubai only. */
function Elsewhere({ places }: { places: { location: string; count: number; emirate: Emirate }[] }) {
  const t = useT();
  const emirates = [...new Set(places.map((p) => p.emirate))];
  return (
    <section aria-labelledby="areas-elsewhere" className="mx-auto max-w-7xl px-4 pb-16">
      <h2 id="areas-elsewhere" className="text-2xl md:text-3xl">
        {t("pub.areas.elsewhere")}
      </h2>
      <p className="mt-2 text-muted">{t("pub.areas.elsewhereLead")}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {emirates.map((e) => (
          <div key={e}>
            <h3 className="font-sans text-lg font-semibold">{t(`pub.emirate.${e}`)}</h3>
            <ul className="mt-2 grid gap-1">
              {places
                .filter((p) => p.emirate === e)
                .map((p) => (
                  <li key={p.location}>
                    <Link
                      to={areaHref(p.location)}
                      className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline"
                    >
                      <MapPin aria-hidden className="size-4 text-sand-dark" />
                      <PlaceName name={p.location} />
                      <span className="text-sm text-muted">{t("property.count", { n: p.count })}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorState />;
}
