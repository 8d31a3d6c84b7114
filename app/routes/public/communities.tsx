import { ArrowRight, MapPin } from "../../components/icons.ts";
import { PlaceName } from "../../components/ui/place-name.tsx";
import { usePlaceName } from "../../lib/i18n/places.ts";
import { Link } from "../../components/ui/locale-link.tsx";
import { communityCount } from "../../components/content/community-count.ts";
import { KIND_LABEL } from "../../components/property/enum-labels.ts";
import { allPropertiesHref, CITY_STORAGE_KEY } from "../../components/public/communities.ts";
import { banner } from "../../components/public/media.ts";
import { PageHero } from "../../components/public/page-hero.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { metaT, pageMeta } from "../../components/public/seo.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { appContext } from "../../lib/context.server.ts";
import { useT } from "../../lib/i18n/index.ts";
import { TOP_COMMUNITIES } from "../../modules/locations/locations.ts";
import { communityCounts } from "../../modules/properties/listing-search.server.ts";
import { listProperties } from "../../modules/properties/property.service.server.ts";
import type { Route } from "./+types/communities";
import type { PublicHandle } from "./layout.tsx";

export const handle: PublicHandle = { hero: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const counts = await communityCounts(db, TOP_COMMUNITIES);
  // A photo for each community with listings: its newest listing's cover (same city rule as the count).
  const cards = await Promise.all(
    TOP_COMMUNITIES.map(async (name) => {
      const count = counts.get(name) ?? 0;
      const cover =
        count > 0
          ? ((await listProperties(db, PUBLIC, { city: name, sort: "latest", page: 1, pageSize: 1 })).items[0]
              ?.cover ?? null)
          : null;
      return { name, count, cover };
    }),
  );
  return { cards };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  return pageMeta(
    { matches, location },
    {
      title: t("pub.communities.title"),
      description: t("pub.communities.description"),
      path: "/communities",
    },
  );
}

function remember(name: string) {
  try {
    window.sessionStorage.setItem(CITY_STORAGE_KEY, name);
  } catch {
    // Storage unavailable: the ?city= in the link is enough.
  }
}

export default function Communities({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const place = usePlaceName();
  const fallback = banner("banner-communities");
  return (
    <main id="main">
      <PageHero title={t("pub.communities.title")} lead={t("pub.communities.lead")} image={fallback} />
      <section aria-label={t("pub.communities.title")} className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.cards.map((c) => (
            <li key={c.name}>
              <Link
                to={allPropertiesHref(c.name)}
                onClick={() => remember(c.name)}
                data-community={c.name}
                className="group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white hover:shadow-lg"
              >
                <div className="relative aspect-[3/2] overflow-hidden bg-sand-light">
                  <img
                    src={c.cover?.src ?? fallback.src}
                    srcSet={(c.cover ? c.cover.srcset : fallback.srcSet) || undefined}
                    sizes="(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                    width={c.cover?.width ?? fallback.width}
                    height={c.cover?.height ?? fallback.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                  <span
                    className={`absolute start-3 top-3 rounded-full px-3 py-1 text-xs font-semibold ${
                      c.count === 0 ? "bg-ink text-white" : "bg-white/95 text-ink"
                    }`}
                  >
                    {communityCount(t, c.count)}
                  </span>
                </div>
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <span className="flex items-center gap-2 font-display text-2xl">
                    <MapPin aria-hidden className="size-5 text-sand-dark" />
                    <PlaceName name={c.name} />
                  </span>
                  <span className="flex flex-wrap gap-2">
                    {[KIND_LABEL.residential, KIND_LABEL.commercial].map((label) => (
                      <span key={label} className="rounded-full bg-paper px-3 py-1 text-xs font-medium">
                        {t(label)}
                      </span>
                    ))}
                  </span>
                  <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-sand-dark">
                    {t("pub.communities.open", { name: place(c.name).text })}
                    <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorState />;
}
