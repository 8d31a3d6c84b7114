import type { MessageKey } from "../../lib/i18n/index.ts";
import type { CompletionStatus, Occupancy, PropertyKind, PropertyType } from "./property.constants.ts";

/**
 * The one label of each value of the listing's enumerations (docs/product/specification.md §4),
 * shared by the public pages, the forms and the admin. The strings are in the catalogue every
 * page has (app/lib/i18n/en/property.ts).
 */
export const TYPE_LABEL: Record<PropertyType, MessageKey> = {
  Buy: "enum.type.Buy",
  Rent: "enum.type.Rent",
  Commercial: "enum.type.Commercial",
  HolidayHome: "enum.type.HolidayHome",
  NewProject: "enum.type.NewProject",
};

export const KIND_LABEL: Record<PropertyKind, MessageKey> = {
  residential: "enum.kind.residential",
  commercial: "enum.kind.commercial",
};

export const COMPLETION_LABEL: Record<CompletionStatus, MessageKey> = {
  ready: "enum.completion.ready",
  offPlan: "enum.completion.offPlan",
};

export const OCCUPANCY_LABEL: Record<Occupancy, MessageKey> = {
  Occupied: "enum.occupancy.Occupied",
  Vacant: "enum.occupancy.Vacant",
};
