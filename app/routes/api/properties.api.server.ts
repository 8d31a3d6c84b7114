import { PropertyQuerySchema } from "../../modules/properties/property.schema.ts";
import {
  listLocations,
  listPropertyRecords,
  parsePropertyQuery,
  requireProperty,
} from "../../modules/properties/property.service.server.ts";
import { type ApiRoute, json } from "./router.server.ts";
import { pagedJson } from "./paging.server.ts";

export const propertyRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "/realEstate",
    audience: "public-or-admin",
    tag: "Properties",
    summary: "Listings, filtered, sorted and paged. Public callers only ever see approved listings.",
    query: PropertyQuerySchema,
    handler: async ({ app, actor, url }) => {
      const filter = parsePropertyQuery(url.searchParams);
      const page = await listPropertyRecords(app.db.db, actor, filter);
      return pagedJson(url, page);
    },
  },
  {
    method: "GET",
    path: "/realEstate/locations",
    audience: "public",
    tag: "Properties",
    summary: "Locations of approved listings with their counts, by name.",
    handler: async ({ app }) => json(await listLocations(app.db.db)),
  },
  {
    method: "GET",
    path: "/realEstate/:id",
    audience: "public-or-admin",
    tag: "Properties",
    summary: "One listing; 404 when absent, or not approved for a public caller.",
    handler: async ({ app, actor, params }) => json(await requireProperty(app.db.db, actor, params.id)),
  },
];
