import "maplibre-gl/dist/maplibre-gl.css";
import { Map as MapLibre, Marker } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import "../../lib/i18n/map.ts";
import type { MapPosition } from "../../modules/properties/property.map.ts";
import {
  mapLocale,
  mapUnavailable,
  plainGroundOnFailure,
  prefersReducedMotion,
  startMaps,
} from "../public/map-kit.ts";

export interface LocationMapViewProps {
  styleUrl: string;
  position: MapPosition;
}

/** About the size of a Dubai community: the area an approximate position stands for. */
const COMMUNITY_RADIUS_M = 900;

/** A circle of `radius` metres around a point, as a polygon (for the approximate area). */
function circle(lng: number, lat: number, radius: number, steps = 48): [number, number][] {
  const dLat = radius / 111_320;
  const dLng = radius / (111_320 * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = (i / steps) * 2 * Math.PI;
    return [lng + dLng * Math.cos(a), lat + dLat * Math.sin(a)];
  });
}

/**
 * The listing's small map (issue 24), in the maps' chunk: a pin at its coordinates, or its
 * community's area shaded when the position is approximate. Scrolling the page never moves it
 * (two fingers, or Ctrl with the wheel, do); with reduced motion nothing animates.
 */
export function LocationMapView({ styleUrl, position }: LocationMapViewProps) {
  const t = useT();
  const box = useRef<HTMLElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one map per listing; `t` is the page's.
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    if (mapUnavailable()) {
      setUnavailable(true);
      return;
    }
    startMaps();
    const { lng, lat, approximate } = position;
    let map: MapLibre;
    try {
      map = new MapLibre({
        container,
        style: styleUrl,
        center: [lng, lat],
        zoom: approximate ? 13 : 15,
        attributionControl: { compact: true },
        cooperativeGestures: true,
        locale: {
          ...mapLocale(t),
          "Map.Title": t("map.detailRegion"),
          "CooperativeGesturesHandler.WindowsHelpText": t("map.gesture.windows"),
          "CooperativeGesturesHandler.MacHelpText": t("map.gesture.mac"),
          "CooperativeGesturesHandler.MobileHelpText": t("map.gesture.mobile"),
        },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        fadeDuration: prefersReducedMotion() ? 0 : 300,
      });
    } catch {
      setUnavailable(true);
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    const draw = () => {
      if (!approximate || map.getSource("area")) return;
      map.addSource("area", {
        type: "geojson",
        data: {
          type: "Feature",
          properties: {},
          geometry: { type: "Polygon", coordinates: [circle(lng, lat, COMMUNITY_RADIUS_M)] },
        },
      });
      map.addLayer({
        id: "area",
        type: "fill",
        source: "area",
        paint: { "fill-color": "#b08d57", "fill-opacity": 0.25, "fill-outline-color": "#8a6a3b" },
      });
    };
    map.on("load", draw);
    // A style that cannot be loaded: the pin or the area on a plain ground.
    plainGroundOnFailure(map, draw, () => Boolean(map.getSource("area")));
    let marker: Marker | null = null;
    if (!approximate) {
      const el = document.createElement("span");
      el.setAttribute("aria-hidden", "true");
      el.className = "block size-5 rounded-full border-4 border-white bg-ink shadow-md";
      marker = new Marker({ element: el }).setLngLat([lng, lat]).addTo(map);
    }
    return () => {
      marker?.remove();
      map.remove();
    };
  }, [styleUrl, position.lat, position.lng, position.approximate]);
  return (
    <div className="absolute inset-0">
      <section ref={box} className="h-full w-full" aria-label={t("map.detailRegion")} />
      {unavailable ? (
        <p
          role="status"
          className="absolute inset-x-3 bottom-3 rounded-md bg-white/95 px-3 py-2 text-xs text-ink"
        >
          {t("map.unavailable")}
        </p>
      ) : null}
    </div>
  );
}
