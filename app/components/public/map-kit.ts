import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { type LngLatBounds, type LngLatBoundsLike, type Map as MapLibre, setWorkerUrl } from "maplibre-gl";
import { converts, type Display } from "../../lib/display.ts";
import { formatNumber } from "../../lib/format.ts";
import type { Translate } from "../../lib/i18n/index.ts";
import "../../lib/i18n/map.ts";
import type { MapPin } from "../../modules/properties/property.map.ts";
import { priceLine } from "../../modules/properties/property.price.ts";

// What the maps share (issue 24), in the maps' chunks only: MapLibre's worker from this site (the
// page CSP allows workers from 'self' only, never a blob), its interface in the page's language,
// reduced motion, and the area a "Search this area" sends.

/** The worker is this site's own file (the CSP's `worker-src 'self'`), set before the first map. */
let started = false;
export function startMaps(): void {
  if (started) return;
  started = true;
  setWorkerUrl(workerUrl);
}

/** Dubai, from Jebel Ali to Al Mamzar and out to the desert communities: the map before its pins. */
export const DUBAI_BOUNDS: LngLatBoundsLike = [54.95, 24.8, 55.6, 25.33];

/** MapLibre's own words (zoom buttons, the map's name, the popup's close) in the page's language. */
export function mapLocale(t: Translate): Record<string, string> {
  return {
    "Map.Title": t("map.region"),
    "NavigationControl.ZoomIn": t("map.zoomIn"),
    "NavigationControl.ZoomOut": t("map.zoomOut"),
    "Popup.Close": t("map.close"),
    "AttributionControl.ToggleAttribution": t("map.attribution"),
  };
}

/**
 * When the style cannot be loaded (its host down, a wrong MAP_STYLE_URL), the map shows a plain
 * ground instead, and `draw` (what the map adds to its style: pins, an area) runs on it; `drawn`
 * says whether it already ran on the real style.
 */
export function plainGroundOnFailure(map: MapLibre, draw: () => void, drawn: () => boolean): void {
  map.on("error", () => {
    if (map.isStyleLoaded() || drawn()) return;
    map.setStyle({
      version: 8,
      sources: {},
      layers: [{ id: "ground", type: "background", paint: { "background-color": "#f4efe6" } }],
    });
    map.once("styledata", draw);
  });
}

/** The visitor asked for less motion: the map jumps instead of flying. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** No WebGL here (an old device, a locked-down browser): the list alone, and a word why. */
export function mapUnavailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return !(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return true;
  }
}

/** The map's visible area as `bbox` (west,south,east,north; five decimals, about a metre). */
export function searchAreaOf(bounds: LngLatBounds): string {
  const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));
  return [
    clamp(bounds.getWest(), 180),
    clamp(bounds.getSouth(), 90),
    clamp(bounds.getEast(), 180),
    clamp(bounds.getNorth(), 90),
  ]
    .map((n) => n.toFixed(5))
    .join(",");
}

/**
 * Where a pin is drawn: its place, or for an approximate one (its community's centre) a point up to
 * about 300 m from the centre, fixed by its id, so a community's listings do not hide one another
 * under a single pin when the map is zoomed in. Only the drawing moves; the search uses the centre.
 */
export function pinPlace(pin: Pick<MapPin, "_id" | "lat" | "lng" | "approximate">): [number, number] {
  if (!pin.approximate) return [pin.lng, pin.lat];
  let h = 2166136261;
  for (const c of pin._id) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  const angle = ((h >>> 0) % 3600) * (Math.PI / 1800);
  const r = (0.3 + (((h >>> 12) % 1000) / 1000) * 0.7) * 0.0027;
  return [
    pin.lng + (r * Math.cos(angle)) / Math.cos((pin.lat * Math.PI) / 180),
    pin.lat + r * Math.sin(angle),
  ];
}

/**
 * A price in a few characters, for a map's pins: `1.2M`, `850K`, `1,350` in the visitor's currency
 * (the pin's name says it in full), converted as every price is (lib/display.ts). Null when the amount is not above 0.
 */
function formatPriceShort(t: Translate, aed: number, display: Display): string | null {
  if (!Number.isFinite(aed) || aed <= 0) return null;
  const amount = converts(display) ? aed / display.rate : aed;
  if (amount >= 999_500) {
    const m = amount / 1_000_000;
    return t("map.short.million", { n: formatNumber(m, { maxDecimals: m < 10 ? 1 : 0 }) });
  }
  // Below 10,000 (a night's rent) in full: "1K" for 1,350 would say too little.
  if (amount >= 10_000) return t("map.short.thousand", { n: formatNumber(Math.round(amount / 1_000)) });
  return formatNumber(Math.round(amount));
}

/** How a pin reads: its short price on the map, its full price and name for screen readers. */
export interface MapText {
  pin: (p: Omit<MapPin, "lat" | "lng">) => string;
  short: (p: Omit<MapPin, "lat" | "lng">) => string;
  cluster: (n: number) => string;
}

export function mapText(t: Translate, display: Display): MapText {
  return {
    pin: (p) =>
      t(p.approximate ? "map.pinApprox" : "map.pin", {
        price: priceLine(p, t, "card", display),
        name: p.name,
      }),
    short: (p) => formatPriceShort(t, p.price, display) ?? t("price.contactUs"),
    cluster: (n) => t("map.cluster", { n }),
  };
}
