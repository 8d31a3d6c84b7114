import { Search } from "../icons.ts";
import { Link } from "../ui/locale-link.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { listingPathFor } from "../../modules/properties/listing-search.ts";
import type { PropertySummary } from "../../modules/properties/property.schema.ts";
import { PropertyCard } from "../public/property-card.tsx";

/** What a visitor sees for an unknown, unpublished or expired listing: ways to keep looking. */
export function PropertyNotFound({ suggestions }: { suggestions: PropertySummary[] }) {
  const t = useT();
  const links: [string, Parameters<typeof t>[0]][] = [
    [listingPathFor("buy"), "pd.notFound.buy"],
    [listingPathFor("rent"), "pd.notFound.rent"],
    [listingPathFor("newProjects"), "pd.notFound.newProjects"],
  ];
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-display text-6xl text-sand">404</p>
        <h1 className="mt-4 text-3xl md:text-4xl">{t("pd.notFound.title")}</h1>
        <p className="mt-4 text-muted">{t("pd.notFound.body")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/searchResult"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-6 py-2.5 font-medium text-white hover:bg-ink/90"
          >
            <Search aria-hidden="true" className="size-4" />
            {t("pd.notFound.search")}
          </Link>
          {links.map(([to, key]) => (
            <Link
              key={to}
              to={to}
              className="inline-flex min-h-11 items-center rounded-full border border-ink px-6 py-2.5 font-medium hover:bg-paper"
            >
              {t(key)}
            </Link>
          ))}
        </div>
      </div>
      {suggestions.length > 0 ? (
        <section aria-labelledby="latest-title" className="mt-16">
          <h2 id="latest-title" className="mb-6 text-2xl">
            {t("pd.notFound.latest")}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {suggestions.map((p) => (
              <PropertyCard key={p._id} property={p} />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
