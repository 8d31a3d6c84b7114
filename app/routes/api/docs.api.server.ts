import { z } from "zod";
import { sessionCookieName } from "../../lib/cookies.server.ts";
import { MAX_IMAGE_MB, MAX_IMAGE_MEGAPIXELS, MAX_IMAGES } from "../../lib/limits.ts";
import { BODY_LIMITS } from "../../lib/multipart.server.ts";
import { sessionSettings } from "../../modules/auth/session.server.ts";
import { buildOpenApi, errorStatuses, type JsonSchema, openApiPath, toSchema } from "./openapi.server.ts";
import type { ApiRoute } from "./router.server.ts";
// The docs describe the whole table, this file's routes included; read at request time only.
import { apiRoutes } from "./routes.server.ts";

let openApiCache: { key: string; doc: unknown } | undefined;

function openApiDocument(): unknown {
  const settings = sessionSettings();
  const key = `${apiRoutes.length}:${settings.https}`;
  if (openApiCache?.key !== key) {
    openApiCache = { key, doc: buildOpenApi(apiRoutes, { cookieName: sessionCookieName(settings) }) };
  }
  return openApiCache.doc;
}

const esc = (s: unknown) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
/** `code` spans for backticked words in our own summaries (escaped first). */
const prose = (s: string) => esc(s).replace(/`([^`]+)`/g, "<code>$1</code>");

/** A short human label for a JSON Schema: `string (≤ 300)`, `"Buy" | "Rent"`, `array of string`. */
function typeLabel(s: JsonSchema | undefined): string {
  if (!s || Object.keys(s).length === 0) return "any";
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (s.const !== undefined) return JSON.stringify(s.const);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return [...new Set(variants.map(typeLabel))].join(" or ");
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const base = types
    .map((t) => (t === "array" ? `array of ${typeLabel(s.items)}` : t === "integer" ? "whole number" : t))
    .join(" or ");
  const limits: string[] = [];
  if (s.minLength !== undefined && s.minLength > 0) limits.push(`min ${s.minLength} chars`);
  if (s.maxLength !== undefined) limits.push(`max ${s.maxLength} chars`);
  if (s.minimum !== undefined) limits.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined && s.maximum < 1e15) limits.push(`≤ ${s.maximum}`);
  if (s.minItems !== undefined && s.minItems > 0) limits.push(`min ${s.minItems} items`);
  if (s.maxItems !== undefined) limits.push(`max ${s.maxItems} items`);
  if (s.format) limits.push(s.format);
  return `${base || "object"}${limits.length ? ` (${limits.join(", ")})` : ""}`;
}

function fieldTable(schema: JsonSchema, caption: string): string {
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0) return "";
  const required = new Set(schema.required ?? []);
  const rows = props
    .map(
      ([name, s]) =>
        `<tr><td><code>${esc(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ""}</td><td>${esc(typeLabel(s))}</td><td>${s.description ? prose(s.description) : ""}</td></tr>`,
    )
    .join("");
  return `<table><caption>${esc(caption)}</caption><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function shapeOf(schema: JsonSchema): string {
  if (schema.type === "array") {
    const item = schema.items;
    const keys = Object.keys(item?.properties ?? {});
    return keys.length
      ? `JSON array of objects with ${keys.map((k) => `<code>${esc(k)}</code>`).join(", ")}`
      : `JSON array of ${esc(typeLabel(item))}`;
  }
  const keys = Object.keys(schema.properties ?? {});
  return keys.length
    ? `JSON object with ${keys.map((k) => `<code>${esc(k)}</code>`).join(", ")}`
    : esc(typeLabel(schema));
}

/** Who may call a route, in words: from its audience and what agents may do (`ApiRoute.agents`). */
function audienceText(r: ApiRoute): string {
  if (r.audience === "public") return "public";
  const agents = r.agents === "own" ? "agents: their own records only" : "admins only (an agent gets 403)";
  return r.audience === "staff"
    ? `signed-in staff (session cookie or bearer token); ${agents}`
    : `public; signed-in staff see more (${agents})`;
}

const sectionId = (method: string, path: string) =>
  `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-").toLowerCase();

/**
 * A deprecated alias's notice: the canonical call to use, linked to its section when the table has
 * it (`ApiRoute.deprecated` is `METHOD /api/path`, as the OpenAPI document names it).
 */
function deprecatedNotice(r: ApiRoute, routes: ApiRoute[]): string {
  const use = r.deprecated ?? "";
  const [method, path] = use.split(/\s+/, 2);
  const target = routes.find((t) => t.method === method && openApiPath(t.path) === path);
  const call = `<code>${esc(use)}</code>`;
  const link = target ? `<a href="#${esc(sectionId(target.method, target.path))}">${call}</a>` : call;
  return `<p class="dep"><strong>Deprecated.</strong> An alias kept for an older client: use ${link} instead.</p>`;
}

function routeSection(r: ApiRoute, routes: ApiRoute[]): string {
  const id = sectionId(r.method, r.path);
  const parts: string[] = [];
  const badge = r.deprecated ? ' <span class="depb">deprecated</span>' : "";
  parts.push(
    `<h3 id="${esc(id)}"><span class="m m-${r.method.toLowerCase()}">${r.method}</span> <code>${esc(openApiPath(r.path))}</code>${badge}</h3>`,
  );
  if (r.deprecated) parts.push(deprecatedNotice(r, routes));
  parts.push(`<p class="aud">Audience: ${esc(audienceText(r))}</p>`);
  parts.push(`<p>${prose(r.summary)}</p>`);
  if (r.description) parts.push(`<p>${prose(r.description)}</p>`);
  if (r.query) parts.push(fieldTable(toSchema(r.query, "input"), "Query parameters"));
  if (r.body) {
    const kind =
      r.bodyType === "multipart"
        ? "multipart/form-data"
        : r.bodyType === "json-or-multipart"
          ? "application/json or multipart/form-data"
          : "application/json";
    parts.push(fieldTable(toSchema(r.body, "input"), `Body (${kind})`));
  }
  const status = r.responseStatus ?? 200;
  const response = r.response && status !== 204 ? shapeOf(toSchema(r.response, "output")) : "no body";
  parts.push(`<p><strong>${status}</strong>: ${response}.</p>`);
  const errors = Object.entries(errorStatuses(r));
  if (errors.length) {
    parts.push(
      `<ul class="errs">${errors.map(([code, text]) => `<li><strong>${code}</strong> ${prose(text)}</li>`).join("")}</ul>`,
    );
  }
  return `<section>${parts.join("\n")}</section>`;
}

const STYLE = `
body{font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:#111;background:#fff;margin:0}
main{max-width:60rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:2rem;margin:0 0 .5rem}h2{margin-top:3rem;border-bottom:1px solid #e5e0d8;padding-bottom:.25rem}
h3{margin:2rem 0 .25rem;font-size:1.1rem;overflow-wrap:anywhere}
code{font:0.9em ui-monospace,SFMono-Regular,Menlo,monospace;background:#f6f3ee;padding:.05em .3em;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:.75rem 0;font-size:.92rem;display:block;overflow-x:auto}
caption{text-align:start;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #e5e0d8;padding:.35rem .5rem;text-align:start;vertical-align:top}
th{background:#faf8f4}.req{color:#8a5a00;font-size:.8em}
.m{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;padding:.05rem .4rem;color:#fff;font-size:.85rem}
.m-get{background:#2f6f4f}.m-post{background:#7a5a1f}.m-put{background:#2d4f7c}.m-delete{background:#8b2f2f}.m-patch{background:#555}
.aud{color:#555;margin:.1rem 0}.errs{color:#333;font-size:.92rem}
.dep{background:#fdf3e1;border-inline-start:3px solid #8a5a00;padding:.35rem .6rem;margin:.4rem 0}
.depb{font-size:.75rem;font-weight:600;color:#8a5a00;border:1px solid #8a5a00;border-radius:4px;padding:0 .3rem;vertical-align:middle}
nav ul{columns:2;padding-inline-start:1.2rem}@media (max-width:40rem){nav ul{columns:1}}
a{color:#6b4f1d}
`;

function renderDocs(routes: ApiRoute[]): string {
  const tags = [...new Set(routes.map((r) => r.tag))];
  const toc = tags.map((t) => `<li><a href="#tag-${esc(t.toLowerCase())}">${esc(t)}</a></li>`).join("");
  const sections = tags
    .map(
      (t) =>
        `<h2 id="tag-${esc(t.toLowerCase())}">${esc(t)}</h2>${routes
          .filter((r) => r.tag === t)
          .map((r) => routeSection(r, routes))
          .join("\n")}`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main id="main">
<h1>API reference</h1>
<p>Every call under <code>/api</code>. The machine-readable description is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<h2 id="conventions">Conventions</h2>
<ul>
<li>Paths are case-insensitive. Bodies are JSON unless multipart is stated. Records have a string <code>_id</code>, <code>createdAt</code> and <code>updatedAt</code>.</li>
<li><strong>Lists</strong> are JSON arrays, paged with <code>page</code> (from 1) and <code>pageSize</code> (default 100, max 500); the response carries <code>X-Total-Count</code> and, when there are more pages, a <code>Link</code> header.</li>
<li><strong>Errors</strong> are <code>{"error": {"code", "message", "fields"}}</code>; <code>fields</code> (one message per field) comes with 422.</li>
<li><strong>Admin calls</strong> need the HttpOnly session cookie set by <code>POST /api/auth/login</code>, else 401. A state-changing call that carries it must come from the site's own origin, else 403.</li>
<li><strong>API clients</strong> (another origin, an app, a script) send <code>Authorization: Bearer &lt;token&gt;</code> instead: a token from <code>POST /api/login</code>, or a named one an admin makes in the admin (API tokens). No cookie, no same-origin check; a bad token is 401. Pages on the origins the site allows (<code>CORS_ORIGINS</code>) may call the API from the browser.</li>
<li><strong>Limits</strong>: JSON bodies up to ${Math.round(BODY_LIMITS.json / (1024 * 1024))} MB; property uploads up to ${MAX_IMAGES} images of ${MAX_IMAGE_MB} MB and ${MAX_IMAGE_MEGAPIXELS} megapixels each; larger is 413.</li>
<li>Public forms are rate limited per address (429 with <code>Retry-After</code>) and accept a hidden honeypot field <code>website</code>.</li>
<li>Calls marked <strong>deprecated</strong> are aliases kept for an older client; each names the call to use instead.</li>
</ul>
<nav aria-label="Sections"><ul>${toc}</ul></nav>
${sections}
</main>
</body>
</html>`;
}

let docsCache: { key: number; html: string } | undefined;

export const docsRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "/openapi.json",
    audience: "public",
    tag: "Site",
    summary: "The OpenAPI 3.1 description of every call.",
    response: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
    handler: () =>
      new Response(JSON.stringify(openApiDocument()), {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Cache-Control": "public, max-age=300",
        },
      }),
  },
  {
    method: "GET",
    path: "/docs",
    audience: "public",
    tag: "Site",
    summary: "A readable reference of every call (HTML, no scripts, nothing from a CDN).",
    handler: () => {
      if (docsCache?.key !== apiRoutes.length)
        docsCache = { key: apiRoutes.length, html: renderDocs(apiRoutes) };
      return new Response(docsCache.html, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "public, max-age=300",
          "Content-Security-Policy":
            "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        },
      });
    },
  },
];
