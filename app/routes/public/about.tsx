import {
  Building2,
  CalendarClock,
  Home,
  KeyRound,
  Palmtree,
  ShieldCheck,
  Sparkles,
  Tag,
  Wrench,
} from "../../components/icons.ts";
import type { ComponentType } from "react";
import { Link } from "../../components/ui/locale-link.tsx";
import { agencyJsonLd, JsonLd } from "../../components/content/json-ld.tsx";
import { banner } from "../../components/public/media.ts";
import { PageHero } from "../../components/public/page-hero.tsx";
import { metaT, pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { listingPathFor } from "../../modules/properties/listing-search.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { ornOf } from "../../modules/settings/settings.display.ts";
import { useRootData } from "../../root.tsx";
import type { PublicHandle } from "./layout.tsx";
import type { Route } from "./+types/about";
import "../../lib/i18n/content.ts";

export const handle: PublicHandle = { hero: true };

const SERVICES: { key: string; icon: ComponentType<{ className?: string }>; to: string }[] = [
  { key: "buy", icon: Home, to: listingPathFor("buy") },
  { key: "rent", icon: KeyRound, to: listingPathFor("rent") },
  { key: "sell", icon: Tag, to: "/listProperty" },
  { key: "offplan", icon: CalendarClock, to: listingPathFor("newProjects") },
  { key: "manage", icon: Wrench, to: "/contact" },
  { key: "holiday", icon: Palmtree, to: listingPathFor("holiday") },
];

const VALUES: { n: number; icon: ComponentType<{ className?: string }> }[] = [
  { n: 1, icon: Sparkles },
  { n: 2, icon: ShieldCheck },
  { n: 3, icon: Building2 },
];

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.location);
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: t("content.about.metaTitle"),
    description: t("content.about.metaDescription", { agency }),
    path: "/aboutUs",
  });
}

export default function AboutPage() {
  const t = useT();
  const root = useRootData();
  const settings = root?.settings ?? DEFAULT_SETTINGS;
  const agency = settings.agencyName;
  return (
    <main id="main">
      <PageHero
        image={banner("slide-skyline")}
        eyebrow={t("content.about.eyebrow")}
        title={t("content.about.title")}
        lead={t("content.about.lead")}
      />

      <section
        aria-labelledby="story-title"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:py-20 lg:grid-cols-[1fr_2fr]"
      >
        <h2 id="story-title" className="text-3xl md:text-4xl">
          {t("content.about.storyTitle")}
        </h2>
        <div className="space-y-5 text-lg text-ink/80">
          <p>{t("content.about.story1", { agency })}</p>
          <p>{t("content.about.story2")}</p>
          <p>{t("content.about.story3")}</p>
          {ornOf(settings) ? (
            <p className="text-base text-muted">{t("content.contact.orn", { orn: ornOf(settings) })}</p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="services-title" className="border-y border-line bg-paper">
        <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
          <h2 id="services-title" className="text-3xl md:text-4xl">
            {t("content.about.servicesTitle")}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(({ key, icon: Icon, to }) => (
              <li
                key={key}
                className="group relative flex flex-col rounded-2xl border border-line bg-white p-6"
              >
                <Icon aria-hidden="true" className="size-7 text-sand-dark" />
                <h3 className="mt-4 font-sans text-lg font-semibold">
                  <Link
                    to={to}
                    className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-focus-within:underline"
                  >
                    {t(`content.about.service.${key}.title` as MessageKey)}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-ink/75">
                  {t(`content.about.service.${key}.body` as MessageKey)}
                </p>
                <p
                  aria-hidden="true"
                  className="mt-4 text-sm font-medium text-sand-dark group-hover:underline"
                >
                  {t("content.about.learnMore")}{" "}
                  {/* An arrow character is not mirrored by the bidi algorithm: turned in Arabic. */}
                  <span className="inline-block rtl:-scale-x-100">→</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        <h2 id="values-title" className="text-3xl md:text-4xl">
          {t("content.about.valuesTitle")}
        </h2>
        <ul className="mt-8 grid gap-10 md:grid-cols-3">
          {VALUES.map(({ n, icon: Icon }) => (
            <li key={n} className="border-t-2 border-sand pt-6">
              <Icon aria-hidden="true" className="size-7 text-ink" />
              <h3 className="mt-4 font-sans text-lg font-semibold">
                {t(`content.about.value${n}.title` as MessageKey)}
              </h3>
              <p className="mt-2 text-ink/75">{t(`content.about.value${n}.body` as MessageKey)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-16 md:pb-24">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-ink p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 className="text-2xl md:text-3xl">{t("content.about.ctaTitle")}</h2>
            <p className="mt-2 text-white/80">{t("content.about.ctaBody")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/contact"
              className="inline-flex min-h-12 items-center rounded-full bg-sand px-6 font-medium text-ink hover:bg-white"
            >
              {t("content.about.ctaContact")}
            </Link>
            <Link
              to="/team"
              className="inline-flex min-h-12 items-center rounded-full border border-white/60 px-6 font-medium text-white hover:bg-white hover:text-ink"
            >
              {t("content.about.ctaTeam")}
            </Link>
          </div>
        </div>
      </section>
      <JsonLd data={agencyJsonLd(settings, root?.origin ?? "")} />
    </main>
  );
}
