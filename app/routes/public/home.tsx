import { ArrowRight } from "../../components/icons.ts";
import { data, redirect } from "react-router";
import { Link } from "../../components/ui/locale-link.tsx";
import { communityCount } from "../../components/content/community-count.ts";
import { allPropertiesHref } from "../../components/public/communities.ts";
import { PlaceName } from "../../components/ui/place-name.tsx";
import { HeroSlider, type Slide } from "../../components/public/hero-slider.tsx";
import { HomeSearch } from "../../components/public/home-search.tsx";
import { banner } from "../../components/public/media.ts";
import type { NewsletterResult } from "../../components/public/newsletter-form.tsx";
import { PropertyGrid } from "../../components/public/property-grid.tsx";
import { RouteErrorState } from "../../components/public/route-error.tsx";
import { metaT, pageMeta } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { checkFormRate, isBot } from "../../web/public-form.server.ts";
import { readSubmission } from "../../web/body.server.ts";
import { TOP_COMMUNITIES } from "../../modules/locations/locations.ts";
import { subscribe } from "../../modules/newsletter/newsletter.service.server.ts";
import { listingPathFor } from "../../modules/properties/listing-search.ts";
import { homeListings } from "../../modules/properties/listing-search.server.ts";
import { localeOf, localePath } from "../../lib/i18n/locale.ts";
import { localizedCards } from "../../modules/properties/property.service.server.ts";
import type { Route } from "./+types/home";
import type { PublicHandle } from "./layout.tsx";

export const handle: PublicHandle = { hero: true };

/** docs/product/specification.md §9: three upcoming (off-plan) properties on the home page. */
const UPCOMING_COUNT = 3;
const COMMUNITY_TEASER = 6;

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  return pageMeta(
    { matches, location },
    { title: t("home.title"), description: t("home.description"), path: "/" },
  );
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const home = await homeListings(db, {
    upcoming: UPCOMING_COUNT,
    communities: TOP_COMMUNITIES.slice(0, COMMUNITY_TEASER),
  });
  return { ...home, upcoming: await localizedCards(db, home.upcoming, 0, localeOf(url.pathname)) };
}

/**
 * The footer's newsletter form posts here (`/?index`) from every page. With JavaScript the result
 * comes back as data (always 200, so the browser logs no failed request); without it the visitor
 * is sent back to the page they were on with `?newsletter=<result>#newsletter`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  let result: NewsletterResult;
  let input: Record<string, unknown> = {};
  try {
    input = await readSubmission(request);
    await checkFormRate(db, request, "subscribe", env.RATE_LIMIT_FORMS_PER_MINUTE);
    if (input.intent !== "newsletter") throw data({ error: "Unknown form." }, { status: 400 });
    if (!isBot(input)) {
      const here = new URL(request.url);
      await subscribe(db, { email: input.email }, { locale: localeOf(here.pathname), origin: here.origin });
    }
    result = "subscribed";
  } catch (e) {
    if (!isAppError(e)) throw e;
    result = e.code === "bad_request" ? "already" : e.code === "validation_failed" ? "invalid" : "failed";
  }
  if (input.js === "1") return { newsletter: result };
  return redirect(backTo(request, result));
}

/**
 * In the browser the footer form reaches the action through here: a network or server failure
 * becomes "Try Again" on the button instead of the page's error screen.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { newsletter: "failed" as NewsletterResult };
  }
}

function backTo(request: Request, result: NewsletterResult): string {
  const here = new URL(request.url);
  let back = new URL(localePath(localeOf(here.pathname), "/"), here);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const r = new URL(referer);
      if (r.origin === here.origin) back = r;
    } catch {
      // Malformed referer: go home.
    }
  }
  back.searchParams.set("newsletter", result);
  back.hash = "newsletter";
  return `${back.pathname}${back.search}${back.hash}`;
}

const SLIDES: { image: Parameters<typeof banner>[0]; title: MessageKey; text: MessageKey }[] = [
  { image: "slide-skyline", title: "pub.home.slide1.title", text: "pub.home.slide1.text" },
  { image: "slide-villa", title: "pub.home.slide2.title", text: "pub.home.slide2.text" },
  { image: "slide-marina", title: "pub.home.slide3.title", text: "pub.home.slide3.text" },
];

const EXPLORE: { label: MessageKey; to: string; image: Parameters<typeof banner>[0] }[] = [
  { label: "pub.home.explore.buy", to: listingPathFor("buy"), image: "slide-skyline" },
  { label: "pub.home.explore.rent", to: listingPathFor("rent"), image: "banner-rent" },
  { label: "pub.home.explore.newProjects", to: listingPathFor("newProjects"), image: "banner-new-projects" },
  { label: "pub.home.explore.holiday", to: listingPathFor("holiday"), image: "banner-residential" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const slides: Slide[] = SLIDES.map((s) => ({ image: banner(s.image), title: t(s.title), text: t(s.text) }));
  return (
    <main id="main">
      <h1 className="sr-only">{t("home.title")}</h1>
      <HeroSlider slides={slides}>
        <HomeSearch />
      </HeroSlider>

      <section aria-labelledby="upcoming-title" className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <SectionIntro
          id="upcoming-title"
          title={t("pub.home.upcoming")}
          lead={t("pub.home.upcomingLead")}
          link={{ to: listingPathFor("upcoming"), label: t("pub.home.showAll") }}
        />
        {loaderData.upcoming.length ? (
          <PropertyGrid items={loaderData.upcoming} variant="plain" />
        ) : (
          <p className="rounded-xl bg-paper px-6 py-12 text-center text-muted">
            {t("pub.home.upcomingEmpty")}
          </p>
        )}
      </section>

      <section aria-labelledby="explore-title" className="bg-paper">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h2 id="explore-title" className="mb-10 text-3xl md:text-4xl">
            {t("pub.home.explore")}
          </h2>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {EXPLORE.map((e) => {
              const img = banner(e.image);
              return (
                <li key={e.to}>
                  <Link
                    to={e.to}
                    className="group relative block aspect-[4/5] overflow-hidden rounded-lg bg-ink text-white"
                  >
                    <img
                      {...img}
                      sizes="(min-width: 1024px) 25vw, 50vw"
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 bg-gradient-to-t from-black/75 to-black/5"
                    />
                    <span className="absolute inset-x-4 bottom-4 flex items-center justify-between font-display text-2xl">
                      {t(e.label)}
                      <ArrowRight aria-hidden className="size-5 rtl:rotate-180" />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="communities-title" className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <SectionIntro
          id="communities-title"
          title={t("pub.home.communities")}
          lead={t("pub.home.communitiesLead")}
          link={{ to: "/communities", label: t("pub.home.allCommunities") }}
        />
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.communities.map((c) => (
            <li key={c.name}>
              <Link
                to={allPropertiesHref(c.name)}
                className="flex min-h-16 items-center justify-between gap-4 rounded-lg border border-line px-5 py-4 hover:border-ink"
              >
                <span className="font-medium">
                  <PlaceName name={c.name} />
                </span>
                <span className="text-sm text-muted">{communityCount(t, c.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** A home section's heading and lead, with the link to everything it samples. */
function SectionIntro({
  id,
  title,
  lead,
  link,
}: {
  id: string;
  title: string;
  lead: string;
  link: { to: string; label: string };
}) {
  return (
    <div className="mb-10 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h2 id={id} className="text-3xl md:text-4xl">
          {title}
        </h2>
        <p className="mt-2 text-muted">{lead}</p>
      </div>
      <Link
        to={link.to}
        className="inline-flex min-h-12 items-center gap-2 self-start rounded-full border border-ink px-6 font-medium hover:bg-ink hover:text-white md:self-auto"
      >
        {link.label}
        <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorState />;
}
