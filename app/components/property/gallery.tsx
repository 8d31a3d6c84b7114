import { Images } from "../icons.ts";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useLocale, useT } from "../../lib/i18n/index.ts";
import { textLang } from "../../lib/i18n/locale.ts";
import type { PropertyMedia } from "../../modules/properties/property.schema.ts";
import { FIRST_IMAGE_SIZES } from "./seo.ts";

/** The gallery grid shows at most this many images (docs/product/specification.md §9). */
const GALLERY_MAX = 5;

const loadLightbox = () => import("./lightbox.tsx");
const PhotoLightbox = lazy(loadLightbox);

/**
 * Grid placement per number of tiles: the first is large, the rest fill the grid without gaps.
 * Phones show the first photo alone, with the photo count on it (as the portals' apps do): the
 * price and key facts stay on the first screen, and the other tiles, hidden and lazy, are never
 * downloaded there. Every photo is one tap away in the viewer.
 */
function tileClass(i: number, shown: number): string {
  if (i === 0) {
    return shown === 1
      ? "col-span-12 aspect-[3/2] md:col-span-4 md:row-span-2 md:aspect-auto"
      : "col-span-12 aspect-[3/2] md:col-span-2 md:row-span-2 md:aspect-auto";
  }
  const thumbs = shown - 1;
  // Wider screens: a 4 × 2 grid with the first image taking the start half (the right, in Arabic).
  let wide = "md:col-span-1 md:row-span-1";
  if (thumbs === 1) wide = "md:col-span-2 md:row-span-2";
  else if (thumbs === 2) wide = "md:col-span-2 md:row-span-1";
  else if (thumbs === 3 && i === 1) wide = "md:col-span-2 md:row-span-1";
  return `hidden md:block ${wide}`;
}

export function Gallery({ media, name }: { media: PropertyMedia[]; name: string }) {
  const t = useT();
  const locale = useLocale();
  const [index, setIndex] = useState(-1);
  const [everOpened, setEverOpened] = useState(false);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(-1);
  const shown = Math.min(media.length, GALLERY_MAX);
  const more = media.length - GALLERY_MAX;

  const open = useCallback((i: number) => {
    opener.current = i;
    setEverOpened(true);
    setIndex(i);
  }, []);

  const close = useCallback(() => {
    setIndex(-1);
    // Back to the image the visitor opened, whichever photo they ended on.
    const target = tiles.current[opener.current];
    requestAnimationFrame(() => target?.focus());
  }, []);

  const preload = useCallback(() => {
    void loadLightbox();
  }, []);

  if (media.length === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center bg-sand-light text-muted md:aspect-[5/2]">
        <Images aria-hidden="true" className="me-2 size-5" />
        {t("pd.gallery.none")}
      </div>
    );
  }

  return (
    <section aria-label={t("pd.gallery.label", { name })}>
      <div className="grid grid-cols-12 gap-1 overflow-hidden md:grid-cols-4 md:grid-rows-2 md:gap-2 md:rounded-xl md:aspect-[2/1] lg:aspect-[5/2]">
        {media.slice(0, shown).map((m, i) => {
          const isMore = i === GALLERY_MAX - 1 && more > 0;
          // The Show More tile is named by its visible text (plus a hint); the others by their position.
          const counted = i === 0 && media.length > 1;
          const label = isMore
            ? undefined
            : counted
              ? // The photo count shows on phones: the name starts with it (WCAG 2.5.3, label in name).
                t("pd.gallery.openFirst", { total: media.length })
              : t("pd.gallery.open", { n: i + 1, total: media.length });
          return (
            <button
              key={`${m.src}-${i}`}
              type="button"
              ref={(el) => {
                tiles.current[i] = el;
              }}
              onClick={() => open(i)}
              onPointerEnter={preload}
              onFocus={preload}
              onTouchStart={preload}
              aria-label={label}
              aria-haspopup="dialog"
              data-gallery-index={i}
              className={`group relative block min-h-0 cursor-zoom-in overflow-hidden bg-sand-light focus-visible:z-10 ${tileClass(i, shown)}`}
            >
              <img
                src={m.src}
                srcSet={m.srcset || undefined}
                sizes={i === 0 ? FIRST_IMAGE_SIZES : "(min-width: 1280px) 320px, 25vw"}
                alt={isMore ? "" : m.alt || t("pd.gallery.alt", { name, n: i + 1 })}
                lang={isMore ? undefined : textLang(locale, m.alt)}
                width={m.width ?? undefined}
                height={m.height ?? undefined}
                loading={i === 0 ? "eager" : "lazy"}
                // The smaller tiles (wider screens only) come after the large photo.
                fetchPriority={i === 0 ? "high" : "low"}
                decoding={i === 0 ? "sync" : "async"}
                className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
              />
              {counted ? (
                <span
                  aria-hidden="true"
                  className="absolute end-3 bottom-3 flex items-center gap-1.5 rounded-full bg-ink/75 px-3 py-1.5 text-xs font-semibold text-white md:hidden"
                >
                  <Images className="size-4" />
                  {t("pd.gallery.count", { n: media.length })}
                </span>
              ) : null}
              {isMore ? (
                <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-ink/70 text-white">
                  <span className="text-sm font-semibold tracking-wide uppercase md:text-base">
                    {t("pd.gallery.showMore")}
                  </span>
                  <span className="text-xs md:text-sm">{t("pd.gallery.more", { n: more })}</span>
                  <span className="sr-only">{`, ${t("pd.gallery.all", { n: media.length })}`}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {everOpened ? (
        <Suspense
          fallback={
            <div
              role="status"
              className="fixed inset-0 z-[9999] flex items-center justify-center bg-ink/90 text-white"
            >
              {t("pd.lightbox.loading")}
            </div>
          }
        >
          <PhotoLightbox media={media} index={index} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
