import type { MessageKey } from "../../lib/i18n/index.ts";
import type {
  CompletionStatus,
  Display,
  Occupancy,
  PropertyKind,
  PropertyStatus,
  PropertyType,
} from "../../modules/properties/property.schema.ts";
import "../../lib/i18n/admin.ts";

/** Display labels of docs/product/specification.md §4, as i18n keys. */
export const TYPE_LABEL: Record<PropertyType, MessageKey> = {
  Buy: "admin.type.Buy",
  Rent: "admin.type.Rent",
  Commercial: "admin.type.Commercial",
  HolidayHome: "admin.type.HolidayHome",
  NewProject: "admin.type.NewProject",
};

export const STATUS_LABEL: Record<PropertyStatus, MessageKey> = {
  approved: "admin.status.approved",
  notApproved: "admin.status.notApproved",
  expired: "admin.status.expired",
};

export const DISPLAY_LABEL: Record<Display, MessageKey> = {
  handPick: "admin.display.handPick",
  feature: "admin.display.feature",
  view: "admin.display.view",
};

/** The list screens' Display filter names (docs/product/specification.md §2). */
export const DISPLAY_FILTER_LABEL: Record<Display, MessageKey> = {
  view: "admin.displayFilter.view",
  feature: "admin.displayFilter.feature",
  handPick: "admin.displayFilter.handPick",
};

export const COMPLETION_LABEL: Record<CompletionStatus, MessageKey> = {
  ready: "admin.completion.ready",
  offPlan: "admin.completion.offPlan",
};

export const KIND_LABEL: Record<PropertyKind, MessageKey> = {
  commercial: "admin.kind.commercial",
  residential: "admin.kind.residential",
};

export const OCCUPANCY_LABEL: Record<Occupancy, MessageKey> = {
  Occupied: "admin.occupancy.Occupied",
  Vacant: "admin.occupancy.Vacant",
};

/** `yyyy-mm-dd hh:mm` in Dubai time: compact and sortable for dense tables. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Dubai",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(d);
  return parts;
}

export function formatDay(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Dubai",
    year: "numeric",
    month: "short",
    day: "numeric",
  }).format(d);
}

/** The first `n` characters (docs/product/specification.md §9 previews), with an ellipsis when cut. */
export function preview(text: string | null | undefined, n: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  return clean.length > n ? `${clean.slice(0, n).trimEnd()}…` : clean;
}
