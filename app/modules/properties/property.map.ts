import { findCommunity } from "../locations/locations.ts";
import { canonicalLocation } from "./listing-search.ts";

// Where a listing sits on a map (issue 24): its own coordinates, or else its community's centre,
// marked approximate; the map search (`bbox`) and the pins read the same rule. Browser-safe.

/** A listing's place on a map; `approximate` when it is its community's centre. */
export interface MapPosition {
  lat: number;
  lng: number;
  approximate: boolean;
}

/** The listing's own coordinates when it has both, else its community's centre, else none. */
export function mapPosition(p: {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  location: string;
}): MapPosition | null {
  if (typeof p.latitude === "number" && typeof p.longitude === "number")
    return { lat: p.latitude, lng: p.longitude, approximate: false };
  const c = findCommunity(p.location) ?? findCommunity(canonicalLocation(p.location));
  return c ? { lat: c.lat, lng: c.lng, approximate: true } : null;
}

/** A map's visible area, west to east and south to north (never across the antimeridian). */
export interface BBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/**
 * `bbox=minLng,minLat,maxLng,maxLat` (the order of GeoJSON and of map libraries' bounds): four
 * numbers, longitudes within ±180, latitudes within ±90, west ≤ east and south ≤ north. Returns
 * the area, or the reason it is refused.
 */
export function parseBbox(raw: string): BBox | { error: string } {
  const parts = raw.split(",").map((s) => s.trim());
  if (parts.length !== 4 || parts.some((s) => !/^-?\d+(\.\d+)?$/.test(s)))
    return { error: "bbox must be four numbers: minLng,minLat,maxLng,maxLat" };
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number);
  if ([minLng, maxLng].some((x) => x < -180 || x > 180))
    return { error: "bbox longitudes must be between -180 and 180" };
  if ([minLat, maxLat].some((y) => y < -90 || y > 90))
    return { error: "bbox latitudes must be between -90 and 90" };
  if (minLat > maxLat) return { error: "bbox minLat must not be greater than maxLat" };
  if (minLng > maxLng)
    return {
      error: "bbox minLng must not be greater than maxLng (an area across the antimeridian is not supported)",
    };
  return { minLng, minLat, maxLng, maxLat };
}

/** The most pins one map shows: the newest of a larger result (the map says so and offers to zoom in). */
export const MAP_PIN_LIMIT = 500;

/** One listing on a results map: its place, price and what its small card says. */
export interface MapPin {
  _id: string;
  /** In the page's language where written; `nameLang` "en" when an Arabic page falls back. */
  name: string;
  nameLang?: "en";
  price: number;
  rentFrequency: "yearly" | "monthly" | "weekly" | "daily" | null;
  bedrooms: number | null;
  location: string;
  lat: number;
  lng: number;
  approximate: boolean;
}

/** A results page's pins: up to MAP_PIN_LIMIT of `total` matching listings with a place on the map. */
export interface MapPins {
  pins: MapPin[];
  total: number;
}
