import type { NewPropertyRow } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { defaultRentFrequency, pricePerYear } from "./property.constants.ts";
import { locationKey } from "./property.fields.ts";
import { mapPosition } from "./property.map.ts";

/**
 * A valid, approved `properties` row for data-layer tests (written straight to the table, as the
 * repository does); `over` sets what a test is about; `location_key`, the rent frequency (the
 * type's default), `price_per_year` and the map position follow the location, type and price as a write would set them.
 */
export function propertyTestRow(over: Partial<NewPropertyRow> = {}): NewPropertyRow {
  const at = over.created_at ?? new Date().toISOString();
  const location = over.location ?? "Dubai Marina";
  const type = over.type ?? "Buy";
  const price = over.price ?? 1_000_000;
  const rentFrequency = over.rent_frequency === undefined ? defaultRentFrequency(type) : over.rent_frequency;
  const onMap = mapPosition({
    latitude: over.latitude ?? null,
    longitude: over.longitude ?? null,
    location,
  });
  return {
    id: newId(),
    map_lat: onMap?.lat ?? null,
    map_lng: onMap?.lng ?? null,
    map_approx: onMap?.approximate ? 1 : 0,
    name: "Test home",
    type,
    description: "A home",
    location,
    location_key: locationKey(location),
    price,
    rent_frequency: rentFrequency,
    price_per_year: pricePerYear(price, rentFrequency),
    status: "approved",
    property_status: "ready",
    property_type: "residential",
    listed_by: "Agent",
    email: "agent@example.com",
    number: "+971500000000",
    created_at: at,
    updated_at: at,
    ...over,
  };
}

/**
 * The same row as an earlier schema holds it, for the tests of earlier migrations: without the
 * map position (migration 2026-12-12T0900-listing-map-position), which those tables do not have.
 */
export function propertyTestRowBeforeMap(over: Partial<NewPropertyRow> = {}) {
  const { map_lat: _lat, map_lng: _lng, map_approx: _approx, ...row } = propertyTestRow(over);
  return row;
}
