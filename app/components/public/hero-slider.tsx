import { ChevronLeft, ChevronRight, Pause, Play } from "../icons.ts";
import {
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { dirOf, useLocale, useT } from "../../lib/i18n/index.ts";
import type { ResponsiveImage } from "./media.ts";

/** docs/product/specification.md §9: three slides, autoplay every 3000 ms, 500 ms transition (site.css), infinite. */
const SLIDE_INTERVAL_MS = 3000;
/** A touch that moves at least this far, and more sideways than up or down, is a swipe (as in the lightbox). */
const SWIPE_MIN_PX = 30;

export interface Slide {
  image: ResponsiveImage;
  title: string;
  text: string;
}

/**
 * The home hero: a cross-fading slideshow following the WAI-ARIA carousel pattern. Autoplay stops
 * while the pointer is over it or focus is inside it, when the visitor presses pause, and never
 * starts under prefers-reduced-motion. Previous/next wrap around (infinite).
 *
 * Right to left (Arabic), "next" lies to the left, as in the reading direction: the row of
 * controls mirrors (dots from the right, the next button leftmost, its chevron turned), ArrowLeft
 * goes to the next slide and ArrowRight to the previous one, and a finger moving to the right
 * brings the next slide (left to right: ArrowRight and a finger moving to the left).
 */
export function HeroSlider({ slides, children }: { slides: Slide[]; children?: ReactNode }) {
  const t = useT();
  const rtl = dirOf(useLocale()) === "rtl";
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

  // The physical direction of "next": -1 (leftwards) right to left, +1 left to right.
  const nextward = rtl ? -1 : 1;
  // The arrow keys act on the slider's own controls only (the search inside needs them for itself).
  const controls = useRef<HTMLDivElement>(null);
  const onArrowKey = (e: KeyboardEvent) => {
    if (!controls.current?.contains(e.target as Node)) return;
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const physical = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!physical) return;
    e.preventDefault();
    go(index + physical * nextward);
  };

  // Touch swipes on the photograph and its text; not on what the page puts inside (the search).
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const inner = useRef<HTMLDivElement>(null);
  const onTouchStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    const own = !inner.current?.contains(e.target as Node);
    touchStart.current =
      touch && e.touches.length === 1 && own ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    const touch = e.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    // The finger drags the slides: moving it against "next" brings the next slide in.
    go(index + (Math.sign(dx) === nextward ? -1 : 1));
  };

  const control =
    "inline-flex size-11 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur transition-colors hover:bg-black/65";
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("pub.home.slider")}
      // Sideways drags are the slider's (pan-y): the browser neither pans nor takes them for its
      // own back/forward swipe; vertical scrolling and pinch zoom stay the browser's.
      className="relative isolate touch-pan-y touch-pinch-zoom overflow-hidden bg-ink text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onArrowKey}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onTouchCancel={() => {
        touchStart.current = null;
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
        {/* The dots and buttons follow the reading direction; the arrow keys move along it. */}
        <div ref={controls} className="mt-6 mb-4 flex items-center justify-between gap-2 md:mt-10">
          <div className="flex gap-1">
            {slides.map((s, i) => (
              <button
                key={s.image.src}
                type="button"
                onClick={() => go(i)}
                aria-label={t("pub.home.goTo", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                data-slider-dot={i}
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
              data-slider-previous
            >
              <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
            </button>
            <button
              type="button"
              className={control}
              onClick={() => go(index + 1)}
              aria-label={t("pub.home.next")}
              data-slider-next
            >
              <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
            </button>
          </div>
        </div>
        <div ref={inner} className="contents">
          {children}
        </div>
      </div>
    </section>
  );
}
