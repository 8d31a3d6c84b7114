import { type ComponentType, useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import type { MapPosition } from "../../modules/properties/property.map.ts";
import { useRootData } from "../../root.tsx";
import { MapPin } from "../icons.ts";
import type { LocationMapViewProps } from "./location-map-view.tsx";

/**
 * Where the listing is (issue 24): a small map that loads (MapLibre, its style and tiles) only when
 * it is about to scroll into view, the community's area when the position is approximate, and a
 * link for directions. Its box has its size from the start (no shift when the map appears); without
 * scripts the link remains.
 */
export function LocationMap({ position, location }: { position: MapPosition | null; location: string }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const styleUrl = useRootData()?.mapStyle ?? "";
  const [View, setView] = useState<ComponentType<LocationMapViewProps> | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !position || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        import("./location-map-view.tsx").then(
          (m) => setView(() => m.LocationMapView),
          () => {},
        );
      },
      { rootMargin: "300px 0px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [position]);
  if (!position) return null;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${position.lat},${position.lng}`;
  return (
    <section aria-labelledby="location-title">
      <h2 id="location-title" className="text-2xl md:text-3xl">
        {t("pd.location.title")}
      </h2>
      <div
        ref={box}
        className="relative mt-4 h-64 overflow-hidden rounded-lg border border-line bg-paper md:h-80"
      >
        {View ? <View styleUrl={styleUrl} position={position} /> : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-muted">
          {position.approximate ? t("pd.location.approx", { location }) : location}
        </p>
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink px-4 font-medium hover:bg-ink hover:text-white"
        >
          <MapPin aria-hidden className="size-4" />
          {t("pd.location.directions")}
          <span className="sr-only"> {t("pd.actions.mapHint")}</span>
        </a>
      </div>
    </section>
  );
}
