import { z } from "zod";
import { ID_SOURCE } from "../../lib/ids.ts";
import type { ApiRoute } from "./router.server.ts";

/** A JSON Schema object as `z.toJSONSchema` produces it. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: unknown;
  contentMediaType?: string;
  [key: string]: unknown;
};

export function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const s = z.toJSONSchema(schema, { target: "draft-2020-12", unrepresentable: "any", io }) as JsonSchema;
  delete s.$schema;
  // Fields that normalise blank input (preprocess) confuse the converter's idea of "required" on
  // the input side; a field is required exactly when leaving it out fails validation.
  if (io === "input" && schema instanceof z.ZodObject && s.properties) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const required = Object.keys(s.properties).filter(
      (k) => shape[k] && !shape[k].safeParse(undefined).success,
    );
    if (required.length) s.required = required;
    else delete s.required;
  }
  return s;
}

/** `/realEstate/:id` → `/api/realEstate/{id}` */
export const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, "{$1}")}`;

const ERROR = { $ref: "#/components/schemas/Error" };
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ERROR } },
});

const isStateChanging = (r: ApiRoute) => r.method !== "GET";

/** The error answers a route can give, from its shape (kept in step with the router's rules). */
export function errorStatuses(r: ApiRoute): Record<string, string> {
  const out: Record<string, string> = {};
  if (r.query || r.path.includes(":")) out["400"] = "Malformed request (bad query value, bad JSON).";
  if (r.body) out["400"] = "Malformed request (bad JSON, unreadable form data).";
  if (r.audience === "staff") out["401"] = "No valid session.";
  if (r.audience === "staff" && r.agents === undefined) out["403"] = "Admins only (an agent's session).";
  if (isStateChanging(r))
    out["403"] = out["403"]
      ? `${out["403"]} Or a cross-site request carrying the session cookie.`
      : "Cross-site request carrying the session cookie.";
  if (r.path.includes(":")) out["404"] = "No such record (or not visible to this caller).";
  if (r.body) {
    out["413"] = "Body or file too large.";
    out["415"] = "Unsupported content type or file type.";
    out["422"] = "Validation failed; `error.fields` has a message per field.";
  }
  if (r.path === "/auth/login") out["429"] = "Too many failed sign-ins; see Retry-After.";
  else if (r.audience === "public" && r.method === "POST" && r.body && !r.path.startsWith("/analytics")) {
    out["429"] = "Rate limited per client address; see Retry-After.";
  }
  return out;
}

function parameters(r: ApiRoute) {
  const params: unknown[] = [];
  for (const m of r.path.matchAll(/:([A-Za-z_]+)/g)) {
    params.push({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string", pattern: `^${ID_SOURCE}$` },
    });
  }
  if (r.query) {
    const q = toSchema(r.query, "input");
    const required = new Set(q.required ?? []);
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      params.push({
        name,
        in: "query",
        required: required.has(name),
        ...(schema.description ? { description: schema.description } : {}),
        schema,
      });
    }
  }
  return params;
}

function requestBody(r: ApiRoute) {
  if (!r.body) return undefined;
  const schema = toSchema(r.body, "input");
  const content: Record<string, unknown> = {};
  if (r.bodyType !== "multipart") content["application/json"] = { schema };
  if (r.bodyType === "multipart" || r.bodyType === "json-or-multipart") {
    // In multipart, `images` parts may be files; everything else is text.
    const multipart = structuredClone(schema);
    if (multipart.properties?.images) {
      multipart.properties.images = {
        ...multipart.properties.images,
        items: {
          anyOf: [
            { type: "string", contentMediaType: "application/octet-stream", description: "a new upload" },
            { type: "string", description: "an http(s) URL or an existing image path" },
          ],
        },
      };
    }
    content["multipart/form-data"] = { schema: multipart };
  }
  return { required: true, content };
}

function responses(r: ApiRoute) {
  const status = String(r.responseStatus ?? 200);
  const ok: Record<string, unknown> = { description: status === "204" ? "No content." : "Success." };
  if (r.response && status !== "204") {
    const schema = toSchema(r.response, "output");
    ok.content = { "application/json": { schema } };
    if (schema.type === "array") {
      ok.headers = {
        "X-Total-Count": { description: "Total matching records", schema: { type: "integer" } },
        Link: {
          description: 'RFC 8288 links: rel="next", "prev", "first", "last"',
          schema: { type: "string" },
        },
      };
    }
  }
  const out: Record<string, unknown> = { [status]: ok };
  for (const [code, description] of Object.entries(errorStatuses(r))) out[code] = errorResponse(description);
  out["405"] = errorResponse("Method not allowed for this path; see Allow.");
  out["500"] = errorResponse("Unexpected failure; no internals are shown.");
  return out;
}

const operationId = (r: ApiRoute) =>
  `${r.method.toLowerCase()}${r.path
    .split("/")
    .filter(Boolean)
    .map((s) =>
      s.startsWith(":") ? `By${s[1].toUpperCase()}${s.slice(2)}` : s[0].toUpperCase() + s.slice(1),
    )
    .join("")
    .replace(/[^A-Za-z0-9]/g, "")}`;

/** OpenAPI 3.1 for the route table: paths, parameters, bodies and answers from its zod schemas. */
export function buildOpenApi(routes: ApiRoute[], opts: { cookieName: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const p = openApiPath(r.path);
    paths[p] ??= {};
    paths[p][r.method.toLowerCase()] = {
      operationId: operationId(r),
      tags: [r.tag],
      summary: r.summary,
      ...(r.description || r.deprecated
        ? {
            description: [
              r.deprecated ? `Deprecated alias: use \`${r.deprecated}\`.` : "",
              r.description ?? "",
            ]
              .filter(Boolean)
              .join(" "),
          }
        : {}),
      ...(r.deprecated ? { deprecated: true } : {}),
      "x-audience": r.audience,
      ...(r.audience !== "public" ? { "x-agents": r.agents ?? "none" } : {}),
      security:
        r.audience === "staff"
          ? [{ session: [] }, { bearer: [] }]
          : r.audience === "public-or-staff"
            ? [{}, { session: [] }, { bearer: [] }]
            : [],
      parameters: parameters(r),
      ...(r.body ? { requestBody: requestBody(r) } : {}),
      responses: responses(r),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Real-estate agency API",
      version: "1.0.0",
      description:
        "Every call under /api. Paths are case-insensitive. Lists are JSON arrays paged with `page` and `pageSize` (default 100, max 500) and carry `X-Total-Count` and `Link`. Errors are `{error: {code, message, fields?}}`. Admin calls need the session cookie from `POST /api/auth/login` (state-changing calls carrying it must come from the site's own origin) or `Authorization: Bearer <token>` (a named token from the admin, or one from `POST /api/login`). Pages on the origins of CORS_ORIGINS may call the API from the browser.",
    },
    servers: [{ url: opts.serverUrl ?? "/" }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: opts.cookieName,
          description: "HttpOnly session cookie",
        },
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            "An API token: a named one an admin made in the admin (API tokens), or one from `POST /api/login`. Not a cookie, so calls with it need no same-origin check; never valid for admin pages.",
        },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message"],
              properties: {
                code: { type: "string" },
                message: { type: "string" },
                fields: { type: "object", additionalProperties: { type: "string" } },
              },
            },
          },
        },
      },
    },
  };
}
