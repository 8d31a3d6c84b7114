import { Quote } from "../../components/icons.ts";
import { Link } from "../../components/ui/locale-link.tsx";
import { PageIntro } from "../../components/content/page-intro.tsx";
import { Stars } from "../../components/content/stars.tsx";
import { metaT, pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import type { Route } from "./+types/reviews";
import "../../lib/i18n/content.ts";

/** Demo testimonials: the text is in the catalogue (content.review.N.*), the rating here. */
const REVIEWS: { n: number; rating: number }[] = [
  { n: 1, rating: 5 },
  { n: 2, rating: 5 },
  { n: 3, rating: 5 },
  { n: 4, rating: 5 },
  { n: 5, rating: 5 },
  { n: 6, rating: 4 },
  { n: 7, rating: 5 },
  { n: 8, rating: 5 },
  { n: 9, rating: 5 },
];

const AVERAGE = REVIEWS.reduce((sum, r) => sum + r.rating, 0) / REVIEWS.length;

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.location);
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: t("content.reviews.metaTitle"),
    description: t("content.reviews.metaDescription", { agency }),
    path: "/review",
  });
}

export default function ReviewsPage() {
  const t = useT();
  const key = (n: number, part: string) => `content.review.${n}.${part}` as MessageKey;
  return (
    <main id="main">
      <PageIntro
        eyebrow={t("content.reviews.eyebrow")}
        title={t("content.reviews.title")}
        lead={t("content.reviews.lead")}
      >
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="font-display text-4xl">{AVERAGE.toFixed(1)}</p>
          <div>
            <Stars rating={AVERAGE} />
            <p className="text-sm text-muted">
              {t("content.reviews.averageFrom", { count: REVIEWS.length })}
            </p>
          </div>
          <p className="w-full text-sm text-muted md:ms-4 md:w-auto">{t("content.demoNotice")}</p>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <ul className="columns-1 gap-6 md:columns-2 lg:columns-3">
          {REVIEWS.map(({ n, rating }) => (
            <li key={n} className="mb-6 break-inside-avoid">
              <figure className="relative rounded-2xl border border-line bg-white p-6 md:p-7">
                <Quote aria-hidden="true" className="absolute end-6 top-6 size-9 text-sand/40" />
                <Stars rating={rating} />
                <blockquote className="mt-4">
                  <p className="text-ink/85">{t(key(n, "quote"))}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-line pt-4">
                  <span className="block font-semibold">{t(key(n, "name"))}</span>
                  <span className="block text-sm text-muted">{t(key(n, "context"))}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <section className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-paper p-8 ring-1 ring-line md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl">{t("content.reviews.leaveTitle")}</h2>
            <p className="mt-1 text-ink/75">{t("content.reviews.leaveBody")}</p>
          </div>
          <Link
            to="/contact"
            className="inline-flex min-h-12 items-center rounded-full bg-ink px-6 font-medium text-white hover:bg-sand-dark"
          >
            {t("content.reviews.leaveCta")}
          </Link>
        </section>
      </div>
    </main>
  );
}
