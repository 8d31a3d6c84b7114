import type { NewPropertyRow } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { locationKey } from "./property.fields.ts";

/**
 * A valid, approved `properties` row for data-layer tests (written straight to the table, as the
 * repository does); `over` sets what a test is about, and `location_key` follows the location.
 */
export function propertyTestRow(over: Partial<NewPropertyRow> = {}): NewPropertyRow {
  const at = over.created_at ?? new Date().toISOString();
  const location = over.location ?? "Dubai Marina";
  return {
    id: newId(),
    name: "Test home",
    type: "Buy",
    description: "A home",
    location,
    location_key: locationKey(location),
    price: 1_000_000,
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
