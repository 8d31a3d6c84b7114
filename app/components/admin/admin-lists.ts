import type { MessageKey } from "../../lib/i18n/index.ts";
import type { LeadKind } from "../../modules/leads/leads.schema.ts";
import type { PropertyType } from "../../modules/properties/property.schema.ts";
import type { RouteConfigTable } from "./list-kit/route-config.ts";
import "../../lib/i18n/admin.ts";

export interface PropertyListConfig {
  type: PropertyType | null;
  title: MessageKey;
  /** Description preview length (docs/product/specification.md §9): 10 on the all list, 20 on type lists, 30 + … on new projects. */
  preview: number;
  /** The buy list edits in a modal; the others open /editProperty/{id} (docs/product/specification.md §2). */
  editInModal: boolean;
  /** New projects creates in a modal; the others go to /addProperty. */
  createInModal: boolean;
}

const typeList = (type: PropertyType, title: MessageKey) =>
  ({ type, title, preview: 20, editInModal: false, createInModal: false }) as const;

/** The six property lists served by routes/admin/properties.tsx, by route id (app/routes.ts). */
export const PROPERTY_LISTS: RouteConfigTable<"routes/admin/properties.tsx", PropertyListConfig> = {
  "admin-properties-all": {
    page: "/admin/realEstate",
    type: null,
    title: "admin.list.all",
    preview: 10,
    editInModal: false,
    createInModal: false,
  },
  "admin-properties-buy": {
    page: "/admin/buyRealEstate",
    ...typeList("Buy", "admin.list.buy"),
    editInModal: true,
  },
  "admin-properties-rent": { page: "/admin/rentRealEstate", ...typeList("Rent", "admin.list.rent") },
  "admin-properties-commercial": {
    page: "/admin/commercialRealEstate",
    ...typeList("Commercial", "admin.list.commercial"),
  },
  "admin-properties-holiday": {
    page: "/admin/holidayRealEstate",
    ...typeList("HolidayHome", "admin.list.holiday"),
  },
  "admin-properties-new-projects": {
    page: "/admin/newProjects",
    ...typeList("NewProject", "admin.list.newProjects"),
    preview: 30,
    createInModal: true,
  },
};

export interface LeadListConfig {
  kind: LeadKind;
  title: MessageKey;
  noun: MessageKey;
}

/** The three lead screens served by routes/admin/leads.tsx, by route id (app/routes.ts). */
export const LEAD_LISTS: RouteConfigTable<"routes/admin/leads.tsx", LeadListConfig> = {
  "admin-contact": {
    page: "/admin/contact",
    kind: "contact",
    title: "admin.leads.contact.title",
    noun: "admin.leads.contact.noun",
  },
  "admin-enquiry": {
    page: "/admin/enquiry",
    kind: "enquiry",
    title: "admin.leads.enquiry.title",
    noun: "admin.leads.enquiry.noun",
  },
  "admin-list-property": {
    page: "/admin/listProperty",
    kind: "listProperty",
    title: "admin.leads.listProperty.title",
    noun: "admin.leads.listProperty.noun",
  },
};
