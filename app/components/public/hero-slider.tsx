import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import type { ResponsiveImage } from "./media.ts";

/** docs/product/specification.md §9: three slides, autoplay every 3000 ms, 500 ms transition (app.css), infinite. */
const SLIDE_INTERVAL_MS = 3000;

export interface Slide {
  image: ResponsiveImage;
  title: string;
  text: string;
}

/**
 * The home hero: a cross-fading slideshow following the WAI-ARIA carousel pattern. Autoplay stops
 * while the pointer is over it or focus is inside it, when the visitor presses pause, and never
 * starts under prefers-reduced-motion. Previous/next wrap around (infinite).
 */
export function HeroSlider({ slides, children }: { slides: Slide[]; children?: ReactNode }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  // null: the default (rotate unless reduced motion); true/false: the visitor pressed pause/play.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  // The server sends the first photograph only: the others cannot show before the script runs
  // (rotation and the controls need it), and downloading them alongside the first would slow the
  // page's largest paint. They are added once the slider is hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const count = slides.length;

  useEffect(() => {
    const mq = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(mq.matches);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const rotationOn = userPaused === null ? !reducedMotion : !userPaused;
  // Hover always pauses; focus inside pauses the automatic rotation, not one the visitor started.
  const playing = rotationOn && !hovered && !(focused && userPaused === null) && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  const control =
    "inline-flex size-11 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur transition-colors hover:bg-black/65";
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("pub.home.slider")}
      className="relative isolate overflow-hidden bg-ink text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* The photographs are decorative (alt=""): they cross-fade behind the text. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {slides.map((s, i) =>
          i > 0 && !hydrated ? null : (
            <img
              key={s.image.src}
              {...s.image}
              sizes="100vw"
              alt=""
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "low"}
              decoding="async"
              className={`hero-slide absolute inset-0 size-full object-cover ${i === index ? "opacity-100" : "opacity-0"}`}
            />
          ),
        )}
        <div className="absolute inset-0 bg-gradient-to-b from-black/65 via-black/30 to-black/75" />
      </div>

      <div className="mx-auto max-w-7xl px-4 pt-24 pb-8 md:pt-36 md:pb-12">
        {/* All slide texts share one grid cell, so the block is as tall as the longest: no jumps. */}
        <div className="grid" aria-live={playing ? "off" : "polite"}>
          {slides.map((s, i) => {
            const active = i === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is role=group
              <div
                key={s.image.src}
                role="group"
                aria-roledescription="slide"
                aria-label={t("pub.home.slide", { n: i + 1, total: count })}
                aria-hidden={!active}
                inert={!active}
                data-active={active ? "true" : "false"}
                className={`hero-slide [grid-area:1/1] ${active ? "opacity-100" : "opacity-0"}`}
              >
                <p className="max-w-3xl font-display text-3xl leading-tight text-balance md:text-5xl lg:text-6xl">
                  {s.title}
                </p>
                <p className="mt-3 max-w-xl text-base text-white/90 md:mt-4 md:text-lg lg:text-xl">
                  {s.text}
                </p>
              </div>
            );
          })}
        </div>
        <div className="mt-6 mb-4 flex items-center justify-between gap-2 md:mt-10">
          <div className="flex gap-1">
            {slides.map((s, i) => (
              <button
                key={s.image.src}
                type="button"
                onClick={() => go(i)}
                aria-label={t("pub.home.goTo", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className="group/dot inline-flex h-11 w-9 items-center justify-center"
              >
                <span
                  className={`block h-1.5 rounded-full transition-all ${i === index ? "w-8 bg-white" : "w-4 bg-white/55 group-hover/dot:bg-white/80"}`}
                />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className={control}
              onClick={() => setUserPaused(rotationOn)}
              aria-label={rotationOn ? t("pub.home.pause") : t("pub.home.play")}
              data-slider-pause
            >
              {rotationOn ? (
                <Pause aria-hidden className="size-5" />
              ) : (
                <Play aria-hidden className="size-5" />
              )}
            </button>
            <button
              type="button"
              className={control}
              onClick={() => go(index - 1)}
              aria-label={t("pub.home.previous")}
            >
              <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
            </button>
            <button
              type="button"
              className={control}
              onClick={() => go(index + 1)}
              aria-label={t("pub.home.next")}
            >
              <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
            </button>
          </div>
        </div>
        {children}
      </div>
    </section>
  );
}
