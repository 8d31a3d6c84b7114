import { Pause, Play } from "../icons.ts";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import type { HeroVideo, ResponsiveImage } from "./media.ts";

/** Video is only worth its bytes on larger screens, and never when motion is unwelcome. */
const VIDEO_MEDIA_QUERY = "(min-width: 768px) and (prefers-reduced-motion: no-preference)";

/**
 * A full-bleed hero (16:9 imagery, dark scrim for legible white text) with the page heading and
 * an optional search panel. The poster or banner is a real <img> in the first HTML, with high
 * fetch priority: it is the page's largest paint.
 */
export function PageHero({
  title,
  lead,
  image,
  video,
  children,
  eyebrow,
}: {
  title: string;
  lead?: string;
  image?: ResponsiveImage;
  video?: HeroVideo;
  children?: ReactNode;
  eyebrow?: string;
}) {
  const still = video?.poster ?? image;
  return (
    <section className="relative isolate overflow-hidden bg-ink text-white">
      {still ? (
        <img
          {...still}
          sizes="100vw"
          alt=""
          fetchPriority="high"
          loading="eager"
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      ) : null}
      {video ? <BackgroundVideo video={video} /> : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 via-black/35 to-black/75"
      />
      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-end px-4 pt-28 pb-8 md:min-h-[34rem] md:pt-36 md:pb-12">
        {eyebrow ? (
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sand-light">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-4xl text-4xl text-balance md:text-6xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-white/90 md:text-xl">{lead}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

/**
 * The looping background video: rendered only in the browser, and only when the screen is wide
 * enough and reduced motion is not requested, so phones and reduced-motion users never download
 * it (the server HTML has just the poster). Muted, looping, inline, with a pause button
 * (WCAG 2.2.2).
 */
function BackgroundVideo({ video }: { video: HeroVideo }) {
  const t = useT();
  const [enabled, setEnabled] = useState(false);
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const mq = window.matchMedia(VIDEO_MEDIA_QUERY);
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    const update = () => setEnabled(mq.matches && !saveData);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the <video> exists only once `enabled`
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.muted = true;
    if (paused) el.pause();
    else void el.play().catch(() => setPaused(true));
  }, [paused, enabled]);

  if (!enabled) return null;
  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 -z-20 size-full object-cover"
        poster={video.poster.src}
        muted
        loop
        playsInline
        autoPlay
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        data-hero-video
      >
        {video.sources.map((s) => (
          <source key={s.src} src={s.src} type={s.type} />
        ))}
      </video>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-label={paused ? t("pub.listing.playVideo") : t("pub.listing.pauseVideo")}
        className="absolute end-4 top-24 z-10 inline-flex size-11 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur hover:bg-black/65"
      >
        {paused ? <Play aria-hidden className="size-5" /> : <Pause aria-hidden className="size-5" />}
      </button>
    </>
  );
}
