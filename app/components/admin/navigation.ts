import type { PropertyType } from "../../modules/properties/property.schema.ts";

/** The admin list that shows listings of `type` (the all-properties list when unknown). */
export function listPathFor(type: string | null | undefined): string {
  switch (type as PropertyType) {
    case "Buy":
      return "/admin/buyRealEstate";
    case "Rent":
      return "/admin/rentRealEstate";
    case "Commercial":
      return "/admin/commercialRealEstate";
    case "HolidayHome":
      return "/admin/holidayRealEstate";
    case "NewProject":
      return "/admin/newProjects";
    default:
      return "/admin/realEstate";
  }
}

/** True when the browser can go back within this app (React Router keeps an index in history.state). */
export function canGoBack(): boolean {
  if (typeof window === "undefined") return false;
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return typeof idx === "number" && idx > 0;
}

/** The create page, with the list's type preset (/addProperty?type=Rent). */
export function addPropertyHref(type: PropertyType | null): string {
  return type ? `/addProperty?type=${type}` : "/addProperty";
}
