import { PUBLIC } from "../../lib/actor.ts";
import { appContext } from "../../lib/context.server.ts";
import { xmlEscape } from "../../lib/xml.ts";
import { alternatePaths, LOCALES } from "../../lib/i18n/locale.ts";
import { LISTING_PAGES } from "../../modules/properties/listing-search.ts";
import { listLocations, listProperties } from "../../modules/properties/property.service.server.ts";
import type { Route } from "./+types/sitemap";

/** Public pages that are not listings (docs/product/specification.md §2 public routes, without search and per-visitor pages). */
export const STATIC_PATHS = [
  "/",
  "/aboutUs",
  "/video",
  "/communities",
  "/review",
  "/team",
  "/contact",
  "/enquiry",
  "/listProperty",
  "/career",
  "/privacy",
  "/area",
  ...LISTING_PAGES.map((p) => p.path),
] as const;

/**
 * The sitemap protocol allows 50,000 URLs per file; past that `/sitemap.xml` becomes an index. Each
 * page is listed once per language (issue 20), so a file holds PATHS_PER_FILE pages.
 */
export const URLS_PER_FILE = 45_000;
const PATHS_PER_FILE = URLS_PER_FILE / LOCALES.length;
/** Listings read per query; divides PATHS_PER_FILE so every part starts on a batch boundary. */
const BATCH = 2_500;

const XML = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

/**
 * `sitemap.xml`: every public page, every area with listings and every approved listing
 * (`/property/{id}` with its last change), in English and in Arabic, each with its alternates. When that is more than one file may hold, it is a
 * sitemap index of `?part=pages` and `?part=1…N` (listings, newest first, read in batches).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const db = app.db;
  const url = new URL(request.url);
  const origin = (app.env.PUBLIC_URL ?? url.origin).replace(/\/+$/, "");
  // A page in every language, each naming the others (and English as x-default) as Google reads them.
  const entry = (path: string, lastmod?: string) => {
    const paths = alternatePaths(path);
    const loc = (p: string) => xmlEscape(`${origin}${p}`);
    const links = [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${loc(paths[l])}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${loc(paths.en)}"/>`,
    ].join("");
    const mod = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : "";
    return LOCALES.map((l) => `<url><loc>${loc(paths[l])}</loc>${mod}${links}</url>`).join("");
  };
  const urlset = (urls: string[]) =>
    new Response(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`,
      { headers: XML },
    );

  const locations = await listLocations(db);
  const pages = [
    ...STATIC_PATHS.map((p) => entry(p)),
    ...locations.map((l) => entry(`/area/${encodeURIComponent(l.location)}`)),
  ];
  const { total } = await listProperties(db, PUBLIC, { sort: "latest", page: 1, pageSize: 1 });

  const listings = async (from: number, count: number) => {
    const out: string[] = [];
    for (let offset = from; offset < Math.min(total, from + count); offset += BATCH) {
      const batch = await listProperties(db, PUBLIC, {
        sort: "latest",
        page: offset / BATCH + 1,
        pageSize: BATCH,
      });
      for (const p of batch.items) out.push(entry(`/property/${p._id}`, p.updatedAt));
      if (batch.items.length < BATCH) break;
    }
    return out;
  };

  if (pages.length + total <= PATHS_PER_FILE) return urlset([...pages, ...(await listings(0, total))]);

  const part = url.searchParams.get("part");
  const listingParts = Math.ceil(total / PATHS_PER_FILE);
  if (part === null) {
    const names = ["pages", ...Array.from({ length: listingParts }, (_, i) => String(i + 1))];
    const body = names
      .map((n) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap.xml?part=${n}`)}</loc></sitemap>`)
      .join("");
    return new Response(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`,
      { headers: XML },
    );
  }
  if (part === "pages") return urlset(pages);
  const n = Number(part);
  if (!Number.isInteger(n) || n < 1 || n > listingParts) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return urlset(await listings((n - 1) * PATHS_PER_FILE, PATHS_PER_FILE));
}
