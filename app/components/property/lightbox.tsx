/**
 * The full-screen photo viewer. Loaded on first use only (React.lazy in gallery.tsx), so the
 * library and its styles never weigh on the first load of the page.
 *
 * yet-another-react-lightbox meets docs/product/specification.md §9 with these settings; its built-in gesture constants
 * are exactly the specified ones: a swipe starts after 30 px of horizontal movement and completes
 * when it covers more than 30% of the width or is faster than the swipe animation (a movement over
 * 5 px within 500 ms); pull-down closes after 60 px (twice the 30 px threshold).
 *
 * Right to left (the Arabic pages, <html dir="rtl">) the library mirrors itself, reading the
 * computed direction of its portal: "next" lies to the left (the next button on the left, its arrow
 * turned), ArrowLeft goes to the next photo and ArrowRight to the previous one, a finger moving to
 * the right brings the next photo, and the counter and toolbar swap sides. Nothing here may set a
 * direction of its own on the viewer (tests/e2e/public-rtl.test.ts).
 */
import Lightbox, { type Slide } from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "./lightbox.css";
import { useT } from "../../lib/i18n/index.ts";
import type { PropertyMedia } from "../../modules/properties/property.schema.ts";

/** docs/product/specification.md §9 lightbox constants, passed to the library explicitly so they are visible and fixed. */
export const LIGHTBOX_ZOOM = {
  maxZoomPixelRatio: 1,
  zoomInMultiplier: 2,
  doubleTapDelay: 300,
  doubleClickDelay: 500,
  doubleClickMaxStops: 2,
  keyboardMoveDistance: 50,
  wheelZoomDistanceFactor: 100,
  pinchZoomDistanceFactor: 100,
  scrollToZoom: true,
} as const;
export const LIGHTBOX_ANIMATION = { fade: 250, swipe: 500, zoom: 500 } as const;

/** `url 480w, url 960w` → slide sources with heights from the image's aspect ratio. */
export function toSlide(m: PropertyMedia): Slide {
  const ratio = m.width && m.height ? m.height / m.width : 2 / 3;
  const srcSet = m.srcset
    ? m.srcset
        .split(",")
        .map((part) => part.trim().split(/\s+/))
        .filter(([url, w]) => url && /^\d+w$/.test(w ?? ""))
        .map(([url, w]) => {
          const width = Number.parseInt(w!, 10);
          return { src: url!, width, height: Math.round(width * ratio) };
        })
    : undefined;
  return {
    src: m.src,
    alt: m.alt,
    width: m.width ?? undefined,
    height: m.height ?? undefined,
    srcSet: srcSet?.length ? srcSet : undefined,
  };
}

export default function PhotoLightbox({
  media,
  index,
  onClose,
  onView,
}: {
  media: PropertyMedia[];
  /** The slide to show; -1 when closed. */
  index: number;
  onClose: () => void;
  onView?: (index: number) => void;
}) {
  const t = useT();
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={media.map(toSlide)}
      plugins={[Zoom, Counter]}
      zoom={LIGHTBOX_ZOOM}
      animation={LIGHTBOX_ANIMATION}
      // Preload one slide either side of the current one (the neighbours), plus one more.
      carousel={{ finite: false, preload: 2, padding: "16px", spacing: "30%", imageFit: "contain" }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true, closeOnEscape: true }}
      on={{ view: ({ index: i }) => onView?.(i) }}
      labels={{
        Lightbox: t("pd.lightbox.label"),
        "Photo gallery": t("pd.lightbox.carousel"),
        Slide: t("pd.lightbox.slide"),
        Previous: t("pd.lightbox.previous"),
        Next: t("pd.lightbox.next"),
        Close: t("pd.lightbox.close"),
        "Zoom in": t("pd.lightbox.zoomIn"),
        "Zoom out": t("pd.lightbox.zoomOut"),
        "{index} of {total}": t("pd.lightbox.slideOf", { n: "{index}", total: "{total}" }),
      }}
      styles={{ container: { backgroundColor: "#0b0b0b" } }}
      className="photo-lightbox"
    />
  );
}
