import { z } from "zod";
import type { Page } from "../../lib/pagination.ts";
import { parseQuery } from "../../lib/validation.ts";
import { type ApiContext, type ApiRoute, json } from "./router.server.ts";

/**
 * A JSON array with `X-Total-Count` and, when there are more pages, an RFC 8288 `Link` header
 * (pages on allowed origins read both: app/lib/cors.server.ts exposes them).
 */
export function pagedJson(
  url: URL,
  page: { items: unknown[]; total: number; page: number; pageSize: number },
  init: ResponseInit = {},
): Response {
  const headers = new Headers(init.headers);
  headers.set("X-Total-Count", String(page.total));
  const last = Math.max(1, Math.ceil(page.total / page.pageSize));
  const links: string[] = [];
  const at = (n: number) => {
    const u = new URL(url);
    u.searchParams.set("page", String(n));
    u.searchParams.set("pageSize", String(page.pageSize));
    return `<${u.pathname}${u.search}>`;
  };
  if (page.page < last) links.push(`${at(page.page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page.page > 1) links.push(`${at(page.page - 1)}; rel="prev"`, `${at(1)}; rel="first"`);
  if (links.length) headers.set("Link", links.join(", "));
  return json(page.items, { ...init, headers });
}

/**
 * An admin list call: GET `path` with the query parsed (a bad parameter is a 400 naming it) and the
 * service's page answered as `pagedJson`.
 */
export function adminListRoute<Q extends z.ZodType>(opts: {
  path: string;
  tag: string;
  summary: string;
  query: Q;
  item: z.ZodType;
  list: (ctx: ApiContext, query: z.output<Q>) => Promise<Page<unknown>>;
  /** See `ApiRoute.agents`. */
  agents?: "own";
}): ApiRoute {
  return {
    method: "GET",
    path: opts.path,
    audience: "staff",
    agents: opts.agents,
    tag: opts.tag,
    summary: opts.summary,
    query: opts.query,
    response: z.array(opts.item),
    handler: async (ctx) =>
      pagedJson(ctx.url, await opts.list(ctx, parseQuery(opts.query, ctx.url.searchParams))),
  };
}
