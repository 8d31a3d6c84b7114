import type { MessageKey } from "../../lib/i18n/index.ts";
import type { AnyLeadKind } from "../../lib/lead-kinds.ts";
import type { LeadKind } from "../../modules/leads/leads.schema.ts";
import type { PropertyType } from "../../modules/properties/property.schema.ts";
import type { RouteConfigTable } from "./list-kit/route-config.ts";
import "../../lib/i18n/admin.ts";

export interface PropertyListConfig {
  type: PropertyType | null;
  title: MessageKey;
}

/**
 * The six property lists served by routes/admin/properties.tsx, by route id (app/routes.ts). Every
 * list edits a listing on its one page, /editProperty/{id}, and creates on /addProperty.
 */
export const PROPERTY_LISTS: RouteConfigTable<"routes/admin/properties.tsx", PropertyListConfig> = {
  "admin-properties-all": { page: "/admin/realEstate", type: null, title: "admin.list.all" },
  "admin-properties-buy": { page: "/admin/buyRealEstate", type: "Buy", title: "admin.list.buy" },
  "admin-properties-rent": { page: "/admin/rentRealEstate", type: "Rent", title: "admin.list.rent" },
  "admin-properties-commercial": {
    page: "/admin/commercialRealEstate",
    type: "Commercial",
    title: "admin.list.commercial",
  },
  "admin-properties-holiday": {
    page: "/admin/holidayRealEstate",
    type: "HolidayHome",
    title: "admin.list.holiday",
  },
  "admin-properties-new-projects": {
    page: "/admin/newProjects",
    type: "NewProject",
    title: "admin.list.newProjects",
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

export interface LeadPageConfig {
  kind: AnyLeadKind;
  /** The list it belongs to (the back link) and that list's title. */
  list: string;
  listTitle: MessageKey;
  noun: MessageKey;
}

/** One lead's page, for each kind, served by routes/admin/lead.tsx (by route id, app/routes.ts). */
export const LEAD_PAGES: RouteConfigTable<"routes/admin/lead.tsx", LeadPageConfig> = {
  "admin-lead-contact": {
    page: "/admin/contact/:id",
    kind: "contact",
    list: "/admin/contact",
    listTitle: "admin.leads.contact.title",
    noun: "admin.leads.contact.noun",
  },
  "admin-lead-enquiry": {
    page: "/admin/enquiry/:id",
    kind: "enquiry",
    list: "/admin/enquiry",
    listTitle: "admin.leads.enquiry.title",
    noun: "admin.leads.enquiry.noun",
  },
  "admin-lead-list-property": {
    page: "/admin/listProperty/:id",
    kind: "listProperty",
    list: "/admin/listProperty",
    listTitle: "admin.leads.listProperty.title",
    noun: "admin.leads.listProperty.noun",
  },
  "admin-lead-career": {
    page: "/admin/career/:id",
    kind: "career",
    list: "/admin/career",
    listTitle: "admin.careers.title",
    noun: "admin.careers.noun",
  },
};

/** The lead and application lists' CSV downloads, served by routes/admin/leads-csv.ts (by route id, app/routes.ts). */
export const LEAD_CSV: RouteConfigTable<"routes/admin/leads-csv.ts", { kind: AnyLeadKind; file: string }> = {
  "admin-contact-csv": { page: "/admin/contact.csv", kind: "contact", file: "contact-messages" },
  "admin-enquiry-csv": { page: "/admin/enquiry.csv", kind: "enquiry", file: "enquiries" },
  "admin-list-property-csv": {
    page: "/admin/listProperty.csv",
    kind: "listProperty",
    file: "list-property-requests",
  },
  "admin-career-csv": { page: "/admin/career.csv", kind: "career", file: "job-applications" },
};
