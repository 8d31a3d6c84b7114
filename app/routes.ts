import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { LOCALE_PREFIX, type Locale } from "./lib/i18n/locale.ts";
import { VISITOR_PATHS } from "./modules/alerts/alerts.constants.ts";
import { NEWSLETTER_LINK_PATHS } from "./modules/newsletter/newsletter.schema.ts";

/** The whole URL map. Every route of docs/product/specification.md §2 appears here; paths match case-insensitively. */
export default [
  // JSON API (the /api contract of docs/product/api.md): one resource route dispatching to a typed table.
  route("api/*", "routes/api/api.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  // The portals' listing feeds (issue 21, docs/feeds.md), each behind its secret token.
  route("feeds/propertyfinder.xml", "routes/feeds/feed.ts", { id: "feed-propertyfinder" }),
  route("feeds/bayut.xml", "routes/feeds/feed.ts", { id: "feed-bayut" }),
  // The visitor's currency and area unit (cookies), from the switch in every page's header.
  route("preferences", "routes/public/preferences.ts"),
  // The pins of a results page's map (issue 24), fetched only when a visitor opens the map.
  route("mapPins", "routes/public/map-pins.ts"),

  // The public site, in English at the root and in Arabic under /ar (lib/i18n/locale.ts).
  ...publicSite("en"),
  ...prefix(LOCALE_PREFIX, publicSite("ar")),

  // Admin: the login page is outside the guarded layout; everything else requires a session.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  layout("routes/admin/layout.tsx", [
    ...prefix("admin", [
      index("routes/admin/index.ts"),
      route("home", "routes/admin/dashboard.tsx"),
      route("career", "routes/admin/careers.tsx"),
      route("contact", "routes/admin/leads.tsx", { id: "admin-contact" }),
      route("enquiry", "routes/admin/leads.tsx", { id: "admin-enquiry" }),
      route("listProperty", "routes/admin/leads.tsx", { id: "admin-list-property" }),
      // The lead and application lists as CSV, filtered like the page.
      route("contact.csv", "routes/admin/leads-csv.ts", { id: "admin-contact-csv" }),
      route("enquiry.csv", "routes/admin/leads-csv.ts", { id: "admin-enquiry-csv" }),
      route("listProperty.csv", "routes/admin/leads-csv.ts", { id: "admin-list-property-csv" }),
      route("career.csv", "routes/admin/leads-csv.ts", { id: "admin-career-csv" }),
      // One lead's page (its history, notes, the visitor's other leads), for every kind of lead.
      route("contact/:id", "routes/admin/lead.tsx", { id: "admin-lead-contact" }),
      route("enquiry/:id", "routes/admin/lead.tsx", { id: "admin-lead-enquiry" }),
      route("listProperty/:id", "routes/admin/lead.tsx", { id: "admin-lead-list-property" }),
      route("career/:id", "routes/admin/lead.tsx", { id: "admin-lead-career" }),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter.csv", "routes/admin/newsletter-csv.ts"),
      // Newsletter campaigns (issue 23): the list, and one campaign's editor and progress.
      route("newsletter/campaigns", "routes/admin/campaigns.tsx"),
      route("newsletter/campaigns/:id", "routes/admin/campaign.tsx"),
      route("mail", "routes/admin/mail.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("api-tokens", "routes/admin/api-tokens.tsx"),
      route("portals", "routes/admin/portals.tsx"),
      route("realEstate", "routes/admin/properties.tsx", { id: "admin-properties-all" }),
      route("buyRealEstate", "routes/admin/properties.tsx", { id: "admin-properties-buy" }),
      route("rentRealEstate", "routes/admin/properties.tsx", { id: "admin-properties-rent" }),
      route("commercialRealEstate", "routes/admin/properties.tsx", { id: "admin-properties-commercial" }),
      route("holidayRealEstate", "routes/admin/properties.tsx", { id: "admin-properties-holiday" }),
      route("newProjects", "routes/admin/properties.tsx", { id: "admin-properties-new-projects" }),
      // The listing lists as CSV, filtered like the page, and the CSV import (issue 21).
      route("realEstate.csv", "routes/admin/properties-csv.ts", { id: "admin-properties-all-csv" }),
      route("buyRealEstate.csv", "routes/admin/properties-csv.ts", { id: "admin-properties-buy-csv" }),
      route("rentRealEstate.csv", "routes/admin/properties-csv.ts", { id: "admin-properties-rent-csv" }),
      route("commercialRealEstate.csv", "routes/admin/properties-csv.ts", {
        id: "admin-properties-commercial-csv",
      }),
      route("holidayRealEstate.csv", "routes/admin/properties-csv.ts", {
        id: "admin-properties-holiday-csv",
      }),
      route("newProjects.csv", "routes/admin/properties-csv.ts", { id: "admin-properties-new-projects-csv" }),
      route("import", "routes/admin/import.tsx"),
      route("import/:id/errors.csv", "routes/admin/import-report.ts"),
      // Any other /admin/* path shows the login page when logged out (docs/product/specification.md §2), a 404 otherwise.
      route("*", "routes/admin/not-found.tsx"),
    ]),
    route("addProperty", "routes/admin/property-new.tsx"),
    route("editProperty/:id", "routes/admin/property-edit.tsx"),
  ]),
] satisfies RouteConfig;

/**
 * The public site's routes for one language. English keeps React Router's ids (the file's path);
 * the Arabic copies, the same files under /ar, get ids ending in `-ar`.
 */
function publicSite(locale: Locale): RouteConfigEntry[] {
  const ids = (id: string) => ({ id: locale === "en" ? id : `${id}-${locale}` });
  return [
    layout("routes/public/layout.tsx", ids("routes/public/layout"), [
      index("routes/public/home.tsx", ids("routes/public/home")),
      route("aboutUs", "routes/public/about.tsx", ids("routes/public/about")),
      route("video", "routes/public/video.tsx", ids("routes/public/video")),
      route("communities", "routes/public/communities.tsx", ids("routes/public/communities")),
      route("review", "routes/public/reviews.tsx", ids("routes/public/reviews")),
      route("team", "routes/public/team.tsx", ids("routes/public/team")),
      route("contact", "routes/public/contact.tsx", ids("routes/public/contact")),
      route("enquiry", "routes/public/enquiry.tsx", ids("routes/public/enquiry")),
      route("listProperty", "routes/public/list-property.tsx", ids("routes/public/list-property")),
      route("property/:id", "routes/public/property.tsx", ids("routes/public/property")),
      route("buyRealEstate", "routes/public/listing.tsx", ids("listing-buy")),
      route("rentRealEstate", "routes/public/listing.tsx", ids("listing-rent")),
      route("upcoming-properties", "routes/public/listing.tsx", ids("listing-upcoming")),
      route("residentialRealEstate", "routes/public/listing.tsx", ids("listing-residential")),
      route("commercialRealEstate", "routes/public/listing.tsx", ids("listing-commercial")),
      route("holidayRealEstate", "routes/public/listing.tsx", ids("listing-holiday")),
      route("newProjects", "routes/public/listing.tsx", ids("listing-new-projects")),
      route("career", "routes/public/career.tsx", ids("routes/public/career")),
      route("privacy", "routes/public/privacy.tsx", ids("routes/public/privacy")),
      route("area", "routes/public/areas.tsx", ids("routes/public/areas")),
      route("area/:location", "routes/public/area.tsx", ids("routes/public/area")),
      route("searchResult", "routes/public/search-results.tsx", ids("routes/public/search-results")),
      route("allProperties", "routes/public/all-properties.tsx", ids("routes/public/all-properties")),
      route("saved", "routes/public/saved.tsx", ids("routes/public/saved")),
      // The newsletter's email links (issue 23): confirm a subscription, unsubscribe.
      route(NEWSLETTER_LINK_PATHS.confirm, "routes/public/newsletter-confirm.tsx", ids("newsletter-confirm")),
      route(
        NEWSLETTER_LINK_PATHS.unsubscribe,
        "routes/public/newsletter-unsubscribe.tsx",
        ids("newsletter-unsubscribe"),
      ),
      // Saved searches with alerts and the visitor's own page (issue 23): the forms' action, the
      // emails' links (confirm, stop), and the page.
      route(VISITOR_PATHS.save, "routes/public/alerts.tsx", ids("alerts")),
      route(VISITOR_PATHS.confirm, "routes/public/alerts-confirm.tsx", ids("alerts-confirm")),
      route(VISITOR_PATHS.stop, "routes/public/alerts-stop.tsx", ids("alerts-stop")),
      route(VISITOR_PATHS.page, "routes/public/my-alerts.tsx", ids("my-alerts")),
      route("*", "routes/public/not-found.tsx", ids("routes/public/not-found")),
    ]),
  ];
}
