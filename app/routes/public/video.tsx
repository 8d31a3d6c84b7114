import { Clock } from "../../components/icons.ts";
import { Link } from "../../components/ui/locale-link.tsx";
import { PageIntro } from "../../components/content/page-intro.tsx";
import { VIDEOS } from "../../components/content/videos.ts";
import { metaT, pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { useT } from "../../lib/i18n/index.ts";
import type { Route } from "./+types/video";
import "../../lib/i18n/content.ts";

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.location);
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: t("content.video.metaTitle"),
    description: t("content.video.metaDescription", { agency }),
    path: "/video",
    image: `${(rootDataOf(args.matches).origin ?? "").replace(/\/+$/, "")}/videos/video-marina.jpg`,
  });
}

export default function VideoPage() {
  const t = useT();
  return (
    <main id="main">
      <PageIntro
        eyebrow={t("content.video.eyebrow")}
        title={t("content.video.title")}
        lead={t("content.video.lead")}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <ul className="grid gap-10 md:grid-cols-2">
          {VIDEOS.map((v) => (
            <li key={v.slug}>
              <figure>
                {/* Plays inline, loads nothing until asked (preload none), with a described captions track. */}
                <video
                  controls
                  preload="none"
                  playsInline
                  poster={`/videos/video-${v.slug}.webp`}
                  width={960}
                  height={540}
                  aria-labelledby={`video-${v.slug}-title`}
                  aria-describedby={`video-${v.slug}-body`}
                  className="aspect-video w-full rounded-2xl bg-ink object-cover"
                  data-video={v.slug}
                >
                  <source src={`/videos/video-${v.slug}.webm`} type="video/webm" />
                  <source src={`/videos/video-${v.slug}.mp4`} type="video/mp4" />
                  <track kind="captions" src={`/videos/video-${v.slug}.vtt`} srcLang="en" label="English" />
                  <p className="p-4 text-white">
                    {t("content.video.noSupport")}{" "}
                    <a href={`/videos/video-${v.slug}.mp4`} className="underline">
                      {t("content.video.download")}
                    </a>
                  </p>
                </video>
                <figcaption className="mt-4">
                  <h2 id={`video-${v.slug}-title`} className="text-2xl">
                    {t(v.title)}
                  </h2>
                  <p id={`video-${v.slug}-body`} className="mt-1 text-ink/75">
                    {t(v.body)}
                  </p>
                  <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted">
                    <Clock aria-hidden="true" className="size-4" />
                    {t("content.video.duration", { seconds: v.seconds })}
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-muted">{t("content.video.demo")}</p>
        <section className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-paper p-8 ring-1 ring-line md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl">{t("content.video.ctaTitle")}</h2>
            <p className="mt-1 max-w-2xl text-ink/75">{t("content.video.ctaBody")}</p>
          </div>
          <Link
            to="/enquiry"
            className="inline-flex min-h-12 shrink-0 items-center rounded-full bg-ink px-6 font-medium text-white hover:bg-sand-dark"
          >
            {t("content.video.ctaButton")}
          </Link>
        </section>
      </div>
    </main>
  );
}
