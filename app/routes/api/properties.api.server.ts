import { z } from "zod";
import { PUBLIC } from "../../lib/actor.ts";
import { BODY_LIMITS } from "../../lib/multipart.server.ts";
import { MAX_IMAGE_MB, MAX_IMAGE_MEGAPIXELS } from "../../lib/limits.ts";
import {
  LocationCountSchema,
  PropertyQuerySchema,
  PropertyRecordSchema,
  PropertyWriteDocSchema,
} from "../../modules/properties/property.schema.ts";
import {
  listByLocation,
  listLocations,
  listPropertyRecords,
  parsePropertyQuery,
  requireProperty,
} from "../../modules/properties/property.service.server.ts";
import {
  createProperty,
  deleteProperty,
  updateProperty,
} from "../../modules/properties/property.write.server.ts";
import { readPropertyWrite } from "../../web/property-body.server.ts";
import { pagedJson } from "./paging.server.ts";
import { type ApiRoute, json } from "./router.server.ts";

const PropertyList = z.array(PropertyRecordSchema);
const PagingQuery = z.object({
  sort: PropertyQuerySchema.shape.sort,
  page: PropertyQuerySchema.shape.page,
  pageSize: PropertyQuerySchema.shape.pageSize,
});

const WRITE_DESCRIPTION = [
  "Body: `multipart/form-data` (each field by name; `features`, `keyFeatures`, `exclusiveAmenities`,",
  "`primeLocation` repeated or one comma-separated value; `images` repeated in display order, each part a",
  "file or a text value; optional `imageAlts` repeated, parallel to `images`) or `application/json`",
  "(the same fields, `images` and `imageAlts` as arrays of strings).",
  "Validation failures answer 422 with a message per field; an upload that is not a JPEG, PNG, WebP or",
  `AVIF image by content answers 415; one over ${MAX_IMAGE_MB} MB or ${MAX_IMAGE_MEGAPIXELS} megapixels, or a body over the limit, 413.`,
  "Nothing is stored when the call fails.",
].join(" ");

export const propertyRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "/realEstate",
    cache: "public",
    audience: "public-or-staff",
    agents: "own",
    tag: "Properties",
    summary:
      "Listings, filtered, sorted and paged (X-Total-Count, Link). Public callers only ever see approved listings; an admin sees every status unless `status` is given; an agent, their own listings in every status.",
    query: PropertyQuerySchema,
    response: PropertyList,
    handler: async ({ app, actor, url }) => {
      const filter = parsePropertyQuery(url.searchParams);
      const page = await listPropertyRecords(app.db, actor, filter);
      return pagedJson(url, page);
    },
  },
  {
    method: "GET",
    path: "/realEstate/locations",
    cache: "public",
    audience: "public",
    tag: "Properties",
    summary: "Locations of approved listings with their counts, by name.",
    response: z.array(LocationCountSchema),
    handler: async ({ app }) => json(await listLocations(app.db)),
  },
  {
    method: "GET",
    path: "/realEstate/by-location",
    cache: "public",
    audience: "public",
    tag: "Properties",
    summary: "Approved listings whose location equals `location` (case-insensitive); sorted and paged.",
    query: PagingQuery.extend({ location: z.string().min(1).max(200) }),
    response: PropertyList,
    handler: async ({ app, url }) => {
      const filter = parsePropertyQuery(url.searchParams);
      const page = await listByLocation(app.db, url.searchParams.get("location") ?? "", filter);
      return pagedJson(url, page);
    },
  },
  ...(["residential", "commercial"] as const).map(
    (propertyType): ApiRoute => ({
      method: "GET",
      path: `/realEstate/approved-${propertyType}`,
      cache: "public",
      audience: "public",
      tag: "Properties",
      summary: `Approved ${propertyType} listings; sorted and paged.`,
      query: PagingQuery,
      response: PropertyList,
      handler: async ({ app, url }) => {
        const filter = parsePropertyQuery(url.searchParams);
        return pagedJson(url, await listPropertyRecords(app.db, PUBLIC, { ...filter, propertyType }));
      },
    }),
  ),
  {
    method: "GET",
    path: "/realEstate/:id",
    cache: "public",
    audience: "public-or-staff",
    agents: "own",
    tag: "Properties",
    summary:
      "One listing; 404 when absent, or not approved and not the caller's (an admin's: any; an agent's: their own).",
    response: PropertyRecordSchema,
    handler: async ({ app, actor, params }) => json(await requireProperty(app.db, actor, params.id)),
  },
  {
    method: "POST",
    path: "/realEstate",
    audience: "staff",
    tag: "Properties",
    summary: "Creates a listing; 201 with the record.",
    description: WRITE_DESCRIPTION,
    body: PropertyWriteDocSchema,
    bodyType: "json-or-multipart",
    response: PropertyRecordSchema,
    responseStatus: 201,
    maxBodyBytes: BODY_LIMITS.propertyMultipart,
    handler: async ({ app, actor, request }) => {
      const created = await createProperty(app.db, actor, await readPropertyWrite(request), {
        dataDir: app.env.DATA_DIR,
      });
      return json(created, { status: 201, headers: { Location: `/api/realEstate/${created._id}` } });
    },
  },
  {
    method: "PUT",
    path: "/realEstate/:id",
    audience: "staff",
    agents: "own",
    tag: "Properties",
    summary:
      "Updates a listing; 200 with the record. Fields sent replace the stored ones (blank clears an optional field); `images`, when sent, is the complete new list (missing images are deleted); without `images` the images stay.",
    description: WRITE_DESCRIPTION,
    body: PropertyWriteDocSchema.partial(),
    bodyType: "json-or-multipart",
    response: PropertyRecordSchema,
    maxBodyBytes: BODY_LIMITS.propertyMultipart,
    handler: async ({ app, actor, request, params }) =>
      json(
        await updateProperty(app.db, actor, params.id, await readPropertyWrite(request), {
          dataDir: app.env.DATA_DIR,
        }),
      ),
  },
  {
    method: "DELETE",
    path: "/realEstate/:id",
    audience: "staff",
    tag: "Properties",
    summary: "Deletes a listing and its stored image files; 204.",
    responseStatus: 204,
    handler: async ({ app, actor, params }) => {
      await deleteProperty(app.db, actor, params.id, { dataDir: app.env.DATA_DIR });
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    },
  },
];
