import { ChevronRight } from "../../components/icons.ts";
import { TYPE_LABEL } from "../../components/property/enum-labels.ts";
import { data, isRouteErrorResponse, useLocation } from "react-router";
import { Link } from "../../components/ui/locale-link.tsx";
import { PlaceName } from "../../components/ui/place-name.tsx";
import { usePlaceName } from "../../lib/i18n/places.ts";
import { ActionBar, type AgencyContacts } from "../../components/property/actions.tsx";
import { AgentCard, AgentIntro, ContactBar } from "../../components/property/contact.tsx";
import { Compliance, Headline } from "../../components/property/facts.tsx";
import { permitQr } from "../../modules/properties/permit-qr.server.ts";
import { Gallery } from "../../components/property/gallery.tsx";
import { LocationMap } from "../../components/property/location-map.tsx";
import { MortgageCalculator } from "../../components/property/mortgage-calculator.tsx";
import { PropertyNotFound } from "../../components/property/not-found.tsx";
import {
  About,
  AmenityGrid,
  DeveloperCard,
  FeatureLists,
  InfoTables,
  InvestText,
} from "../../components/property/sections.tsx";
import { absoluteUrl, propertyMeta } from "../../components/property/seo.ts";
import { propertyPath } from "../../lib/contact-links.ts";
import { PropertyCard } from "../../components/public/property-card.tsx";
import { PUBLIC } from "../../lib/actor.ts";
import { appContext } from "../../lib/context.server.ts";
import { useLocale, useT } from "../../lib/i18n/index.ts";
import type { PropertySummary } from "../../modules/properties/property.schema.ts";
import { listingPathFor } from "../../modules/properties/listing-search.ts";
import {
  getProperty,
  listProperties,
  parsePropertyQuery,
  relatedProperties,
} from "../../modules/properties/property.service.server.ts";
import { publicAgent } from "../../modules/users/user.service.server.ts";
import { useRootData } from "../../root.tsx";
import { ornOf } from "../../modules/settings/settings.display.ts";
import { metaT } from "../../components/public/seo.ts";
import { localeOf, localePath } from "../../lib/i18n/locale.ts";
import { localizedPage } from "../../modules/properties/property.localized.ts";
import { localizedCards } from "../../modules/properties/property.service.server.ts";
import type { Route } from "./+types/property";

export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const locale = localeOf(url.pathname);
  // Unknown, not approved and expired listings are all "not found" for the public (ADR 0005).
  const property = await getProperty(db, PUBLIC, params.id);
  if (!property) {
    const latest = await listProperties(db, PUBLIC, parsePropertyQuery({ pageSize: 3 }));
    throw data({ suggestions: latest.items }, { status: 404 });
  }
  // The listing's agent while they are an active agent: their card; else the listing's own fields.
  const [related, agent, qr] = await Promise.all([
    relatedProperties(db, property),
    property.agentId ? publicAgent(db, property.agentId, locale) : null,
    permitQr(property),
  ]);
  // Links in the page and the tags crawlers read must be absolute: the configured public URL wins.
  const origin = env.PUBLIC_URL ?? new URL(request.url).origin;
  return {
    property: localizedPage(property, locale),
    related: await localizedCards(db, related, 0, locale),
    origin,
    agent,
    qr,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { settings?: { agencyName?: string } }
    | undefined;
  // Settings come from the root loader; the schema module (and zod) stays out of this page's bundle.
  const agency = root?.settings?.agencyName ?? "";
  if (!loaderData) {
    const title = t("pd.notFound.metaTitle");
    return [{ title: agency ? `${title} | ${agency}` : title }, { name: "robots", content: "noindex" }];
  }
  return propertyMeta(loaderData.property, loaderData.origin, agency, localeOf(location.pathname));
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { property: p, related, origin, agent, qr } = loaderData;
  const settings = useRootData()?.settings;
  // Call, WhatsApp and mail reach the listing's agent where their profile has the way; else the agency.
  const contacts: AgencyContacts = {
    phone: agent?.phone.trim() || settings?.phone || "",
    whatsapp: agent?.whatsapp.trim() || settings?.whatsapp || "",
    email: agent?.email.trim() || settings?.email || "",
    agencyName: settings?.agencyName ?? "",
  };
  const url = absoluteUrl(origin, localePath(useLocale(), propertyPath(p._id)));
  const forSale = p.type !== "Rent" && p.type !== "HolidayHome";
  // The community's name in the page's language, where a sentence names it.
  const place = usePlaceName()(p.location).text;

  return (
    // Keyed by id: moving to a related listing starts its gallery and calculator afresh.
    <main id="main" key={p._id}>
      <div className="mx-auto max-w-7xl md:px-4 md:pt-6">
        <Gallery media={p.media} name={p.name} />
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-4 lg:pb-20">
        <nav aria-label={t("pd.breadcrumb")} className="mt-5 hidden text-sm text-muted md:block">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/" className="hover:text-ink hover:underline">
                {t("pd.breadcrumb.home")}
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" />
              <Link to={listingPathFor(p.type)} className="hover:text-ink hover:underline">
                {t(TYPE_LABEL[p.type])}
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" />
              <Link to={`/area/${encodeURIComponent(p.location)}`} className="hover:text-ink hover:underline">
                <PlaceName name={p.location} />
              </Link>
            </li>
          </ol>
        </nav>

        <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-16">
          <div className="min-w-0 space-y-12">
            <div className="space-y-5">
              <Headline property={p} />
              <ActionBar property={p} url={url} contacts={contacts} />
              <Compliance property={p} qr={qr} orn={settings ? ornOf(settings) : ""} />
            </div>
            {agent ? <AgentIntro property={p} agent={agent} /> : null}
            <About property={p} />
            <FeatureLists property={p} />
            <InfoTables property={p} />
            <LocationMap position={p.position} location={place} />
            <AmenityGrid location={place} />
            <DeveloperCard />
            <MortgageCalculator
              listingPrice={p.price}
              offPlan={p.propertyStatus === "offPlan"}
              forSale={forSale}
            />
            <InvestText />
          </div>
          <div className="hidden lg:block">
            <AgentCard property={p} url={url} contacts={contacts} agent={agent} />
          </div>
        </div>

        {related.length > 0 ? (
          <section aria-labelledby="related-title" className="mt-16">
            <h2 id="related-title" className="mb-6 text-2xl md:text-3xl">
              {t("pd.related.title", { location: place })}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="related">
              {related.map((r) => (
                <PropertyCard key={r._id} property={r} />
              ))}
            </div>
          </section>
        ) : null}
      </div>

      <ContactBar property={p} url={url} contacts={contacts} agentName={agent?.name} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const suggestions = ((error.data as { suggestions?: PropertySummary[] } | null)?.suggestions ?? []).slice(
      0,
      3,
    );
    return <PropertyNotFound suggestions={suggestions} />;
  }
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl">{t("state.error.title")}</h1>
      <p className="mt-4 text-muted">{t("state.error.body")}</p>
      <a
        href={location.pathname}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-ink px-6 py-2.5 text-white"
      >
        {t("state.retry")}
      </a>
    </main>
  );
}
