import { PageIntro } from "../../components/content/page-intro.tsx";
import { metaT, pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { isolate, type MessageKey, useT } from "../../lib/i18n/index.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/privacy";
import "../../lib/i18n/content.ts";

/** The seven sections of docs/product/specification.md §2, in order; `paragraphs` and `items` are catalogue keys. */
const SECTIONS: { id: string; key: string; blocks: ("p1" | "p2" | "list")[]; items?: number }[] = [
  { id: "our-values", key: "values", blocks: ["p1", "p2"] },
  { id: "what-we-collect", key: "collect", blocks: ["p1", "list", "p2"], items: 4 },
  { id: "what-we-do-with-it", key: "use", blocks: ["p1", "list", "p2"], items: 5 },
  { id: "security", key: "security", blocks: ["p1", "p2"] },
  { id: "cookies", key: "cookies", blocks: ["p1", "p2"] },
  { id: "links-to-other-websites", key: "links", blocks: ["p1"] },
  { id: "controlling-your-information", key: "control", blocks: ["p1", "p2"] },
];

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.location);
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: t("content.privacy.metaTitle"),
    description: t("content.privacy.metaDescription", { agency }),
    path: "/privacy",
  });
}

export default function PrivacyPage() {
  const t = useT();
  const settings = useRootData()?.settings ?? DEFAULT_SETTINGS;
  // Set into sentences: isolated, so a right-to-left line keeps them in their own order.
  const vars = {
    agency: settings.agencyName,
    email: isolate(settings.email),
    phone: isolate(settings.phone),
  };
  const k = (section: string, part: string) => `content.privacy.${section}.${part}` as MessageKey;
  return (
    <main id="main">
      <PageIntro eyebrow={t("content.privacy.eyebrow")} title={t("content.privacy.title")}>
        <p className="mt-4 text-ink/75">
          <time dateTime="2024-05-31">{t("content.privacy.effective")}</time>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="toc-title" className="font-sans text-xs font-semibold uppercase tracking-widest text-muted">
            {t("content.privacy.toc")}
          </h2>
          <ol className="mt-4 space-y-1 border-s border-line">
            {SECTIONS.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ms-px flex min-h-10 items-center gap-3 border-s-2 border-transparent ps-4 text-ink/80 hover:border-sand hover:text-ink"
                >
                  <span aria-hidden="true" className="text-sm text-muted tabular-nums">
                    {i + 1}.
                  </span>
                  {t(k(s.key, "title"))}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-12 text-lg leading-relaxed text-ink/85">
          <p>{t("content.privacy.intro", vars)}</p>
          {SECTIONS.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-28">
              <h2 id={`${s.id}-title`} className="text-2xl text-ink md:text-3xl">
                <span className="me-2 text-sand-dark">{i + 1}.</span>
                {t(k(s.key, "title"))}
              </h2>
              <div className="mt-4 space-y-4">
                {s.blocks.map((b) =>
                  b === "list" ? (
                    <ul key={b} className="list-disc space-y-2 ps-6 marker:text-sand-dark">
                      {Array.from({ length: s.items ?? 0 }, (_, j) => (
                        <li key={j}>{t(k(s.key, `li${j + 1}`), vars)}</li>
                      ))}
                    </ul>
                  ) : (
                    <p key={b}>{t(k(s.key, b), vars)}</p>
                  ),
                )}
              </div>
            </section>
          ))}
          <p className="border-t border-line pt-6 text-base text-muted">{t("content.privacy.changes")}</p>
        </article>
      </div>
    </main>
  );
}
