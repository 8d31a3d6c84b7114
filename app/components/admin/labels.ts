import type { StaffRole } from "../../lib/actor.ts";
import type { MessageKey, Translate } from "../../lib/i18n/index.ts";
import { formatDate } from "../../lib/format.ts";
import type { FeedProblem } from "../../modules/feeds/feed.xml.ts";
import type { ComplianceProblem } from "../../modules/properties/property.compliance.ts";
import type {
  Display,
  Furnishing,
  Portal,
  PropertyStatus,
  RentFrequency,
  UnitType,
} from "../../modules/properties/property.schema.ts";
import "../../lib/i18n/admin.ts";

/** The admin-only enumerations' labels (docs/product/specification.md §4); the shared ones are in
 * components/property/enum-labels.ts. */
export const STATUS_LABEL: Record<PropertyStatus, MessageKey> = {
  approved: "admin.status.approved",
  notApproved: "admin.status.notApproved",
  expired: "admin.status.expired",
};

export const ROLE_LABEL: Record<StaffRole, MessageKey> = {
  admin: "admin.users.role.admin",
  agent: "admin.users.role.agent",
};

export const DISPLAY_LABEL: Record<Display, MessageKey> = {
  handPick: "admin.display.handPick",
  feature: "admin.display.feature",
  view: "admin.display.view",
};

/**
 * The rent frequency choices of the listing form. (The public pages will need them too: when they
 * do, these belong in components/property/enum-labels.ts with the other listing enumerations.)
 */
export const RENT_FREQUENCY_LABEL: Record<RentFrequency, MessageKey> = {
  yearly: "admin.rentFrequency.yearly",
  monthly: "admin.rentFrequency.monthly",
  weekly: "admin.rentFrequency.weekly",
  daily: "admin.rentFrequency.daily",
};

/** The portals' unit types, as the admin names them (docs/feeds.md §3.2). */
export const UNIT_TYPE_LABEL = {
  Apartment: "admin.unitType.Apartment",
  Duplex: "admin.unitType.Duplex",
  Penthouse: "admin.unitType.Penthouse",
  "Hotel Apartment": "admin.unitType.HotelApartment",
  Villa: "admin.unitType.Villa",
  Townhouse: "admin.unitType.Townhouse",
  Compound: "admin.unitType.Compound",
  "Whole Building": "admin.unitType.WholeBuilding",
  "Full Floor": "admin.unitType.FullFloor",
  Plot: "admin.unitType.Plot",
  Office: "admin.unitType.Office",
  Retail: "admin.unitType.Retail",
  Shop: "admin.unitType.Shop",
  Showroom: "admin.unitType.Showroom",
  Warehouse: "admin.unitType.Warehouse",
  Factory: "admin.unitType.Factory",
  "Labour Camp": "admin.unitType.LabourCamp",
} as const satisfies Record<UnitType, MessageKey>;

export const FURNISHING_LABEL: Record<Furnishing, MessageKey> = {
  furnished: "admin.furnishing.furnished",
  partly: "admin.furnishing.partly",
  unfurnished: "admin.furnishing.unfurnished",
};

export const PORTAL_LABEL: Record<Portal, MessageKey> = {
  propertyfinder: "admin.portal.propertyfinder",
  bayut: "admin.portal.bayut",
};

/** Why a listing is not compliant (property.compliance.ts). */
export const COMPLIANCE_PROBLEM_LABEL: Record<ComplianceProblem, MessageKey> = {
  noPermit: "admin.feedProblem.noPermit",
  noPermitExpiry: "admin.feedProblem.noPermitExpiry",
  permitExpired: "admin.feedProblem.permitExpired",
};

/** Why a listing is left out of a portal's feed (feed.xml.ts). */
export const FEED_PROBLEM_LABEL: Record<FeedProblem, MessageKey> = {
  ...COMPLIANCE_PROBLEM_LABEL,
  noUnitType: "admin.feedProblem.noUnitType",
  noSize: "admin.feedProblem.noSize",
  noImages: "admin.feedProblem.noImages",
  noAgentPhone: "admin.feedProblem.noAgentPhone",
  priceOnRequest: "admin.feedProblem.priceOnRequest",
  belowMinimumPrice: "admin.feedProblem.belowMinimumPrice",
  rentPeriodNotAccepted: "admin.feedProblem.rentPeriodNotAccepted",
  offPlanNeedsDetails: "admin.feedProblem.offPlanNeedsDetails",
  duplicateReference: "admin.feedProblem.duplicateReference",
};

/** The list screens' Display filter names (docs/product/specification.md §2). */
export const DISPLAY_FILTER_LABEL: Record<Display, MessageKey> = {
  view: "admin.displayFilter.view",
  feature: "admin.displayFilter.feature",
  handPick: "admin.displayFilter.handPick",
};

/** Date and time in Dubai, for dense tables ("25 Nov 2026, 14:05"); an unreadable value as it is. */
export function formatDateTime(iso: string): string {
  return formatDate(iso, { locale: "en-GB", time: true, invalid: "raw" });
}

export function formatDay(iso: string): string {
  return formatDate(iso, { locale: "en-GB", invalid: "raw" });
}

/**
 * A span of time as people say it, rounded to what matters: "4 minutes", "2 hours 15 minutes",
 * "3 days 2 hours" (the speed-to-lead figures).
 */
export function formatDuration(ms: number, t: Translate): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return t("admin.duration.minutes", { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    const h = t("admin.duration.hours", { n: hours });
    return rest ? t("admin.duration.pair", { a: h, b: t("admin.duration.minutes", { n: rest }) }) : h;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  const d = t("admin.duration.days", { n: days });
  return restHours ? t("admin.duration.pair", { a: d, b: t("admin.duration.hours", { n: restHours }) }) : d;
}

/** How much of a lead's or application's message its list shows (docs/product/specification.md §9). */
export const MESSAGE_PREVIEW = 30;

/** The first `n` characters (docs/product/specification.md §9 previews), with an ellipsis when cut. */
export function preview(text: string | null | undefined, n: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  return clean.length > n ? `${clean.slice(0, n).trimEnd()}…` : clean;
}
