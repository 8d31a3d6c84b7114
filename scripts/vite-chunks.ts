// How the browser build is cut into files (issue 25; ADR 0023).
//
// Left to itself the bundler makes one file per set of importers: a public page loaded 37 scripts,
// most of them under 2 KB (an icon, a formatter, a settings reader). Each request costs the page's
// main thread time to issue and each module its own evaluation step, and the requests arrive in
// waves as each file reveals its imports. So the browser build has four kinds of files:
//  - `react-dom` (React DOM and its scheduler) and `framework` (React, React Router and their
//    helpers), the same on every page, two files so that each is evaluated in its own task;
//  - `shared`: every module of ours (and the icons) that the root or the public layout (which
//    every public page has) import statically, unless it brings another package with it: one
//    file, cached across pages;
//  - `listings`: what the detail page shares with another page that shows listings (the card, the
//    price and label helpers), whatever other pages import it too;
//  - `search`: what two or more of the pages that show listings (and no other page) import but the
//    detail page does not (the search bars, the location field, pagination), so the detail page,
//    the heaviest, does not load them (≈ 6 KiB compressed; issue 25, item 5);
//  - `results`: what only the results pages (and the two visitor pages with their forms) import
//    (the list/map switch, the alert forms), so the detail page does not load it with `listings`;
//  - the rest as the bundler cuts it: each route's own module, what only one public route uses,
//    what only admin routes use (admin code never enters `shared`: a module reached only from
//    admin routes is not counted), and whatever is imported dynamically (the lightbox).
import path from "node:path";

interface ModuleInfo {
  importers: string[];
  importedIds: string[];
}
interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null;
}

const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
// Vite's helper for dynamic imports (the client entry's Arabic catalogue, the lightbox) goes with the
// framework rather than into a file of its own on every page.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]|vite\/preload-helper/;
const OURS_OR_ICONS = /[\\/]app[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/;
/** The route modules every public page has: the root and the public layout. */
const EVERY_PAGE = new Set(["root.tsx", path.join("routes", "public", "layout.tsx")]);
/**
 * The pages that show listings: what the detail page shares with another of them goes to
 * `listings` (whatever other pages import it too); what two or more of the others, and no other
 * page, import goes to `search`.
 */
const LISTING_PAGES = new Set(
  [
    "home.tsx",
    "all-properties.tsx",
    "listing.tsx",
    "search-results.tsx",
    "area.tsx",
    "areas.tsx",
    "communities.tsx",
    "property.tsx",
    "saved.tsx",
  ].map((f) => path.join("routes", "public", f)),
);
/**
 * The pages of search results, and the two visitor pages that show their forms (favourites, "Alert
 * me"): what only they import (the list/map switch, the "Alert me" and "Keep this list" forms) is
 * one file, `results`, so the detail page and the home page, which show cards but no results, do not
 * carry it in `listings`. The pages the visitor's emails open (confirm, stop, the visitor's own page)
 * are not among them: their page parts and form fields (and on an Arabic page those areas'
 * Arabic) would otherwise come with `results` onto every results page.
 */
const RESULTS_PAGES = new Set(
  ["all-properties.tsx", "listing.tsx", "search-results.tsx", "area.tsx", "saved.tsx", "alerts.tsx"].map(
    (f) => path.join("routes", "public", f),
  ),
);
/** A listing's page: the heaviest public page, which loads `listings` but not `search`. */
const DETAIL_PAGE = path.join("routes", "public", "property.tsx");
const PACKAGE = /[\\/]node_modules[\\/]/;
/** Imported by this many public route modules (of about 20) or more: part of `shared`. */
const MOST_PAGES = 12;

function routeOf(id: string, appDir: string): "public" | "admin" | undefined {
  const rel = path.relative(appDir, id.replace(/\?.*$/, ""));
  if (rel === "root.tsx") return "public";
  if (!rel.startsWith(`routes${path.sep}`)) return undefined;
  return rel.startsWith(`routes${path.sep}admin`) ? "admin" : "public";
}

/** The `codeSplitting.groups` of the browser build, for the app whose source is `appDir`. */
export function browserChunks(appDir: string) {
  // For each module: the public route modules that import it, directly or through other modules,
  // statically (a dynamic import is a boundary: what it loads stays on demand).
  const reach = new Map<string, Set<string>>();
  const publicRoutesReaching = (id: string, ctx: ChunkingContext, seen: Set<string>): Set<string> => {
    const known = reach.get(id);
    if (known) return known;
    const found = new Set<string>();
    if (seen.has(id)) return found;
    seen.add(id);
    // React Router reads a route module through a virtual module of the same file with a query.
    if (routeOf(id, appDir) === "public") found.add(id.replace(/\?.*$/, ""));
    for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
      for (const r of publicRoutesReaching(importer, ctx, seen)) found.add(r);
    }
    seen.delete(id);
    // Only a complete answer is remembered (one found while walking a cycle may be partial).
    if (seen.size === 0) reach.set(id, found);
    return found;
  };
  // A module that imports another package (zod for the forms, say), directly or not, stays out of
  // `shared`: the package would come with it onto every page.
  const pulls = new Map<string, boolean>();
  const pullsPackage = (id: string, ctx: ChunkingContext, seen: Set<string>): boolean => {
    const known = pulls.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    let found = false;
    for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (
        PACKAGE.test(dep) ? !FRAMEWORK.test(dep) && !OURS_OR_ICONS.test(dep) : pullsPackage(dep, ctx, seen)
      ) {
        found = true;
        break;
      }
    }
    seen.delete(id);
    if (seen.size === 0 || found) pulls.set(id, found);
    return found;
  };
  const pagesOf = (id: string, ctx: ChunkingContext): string[] | null => {
    if (!OURS_OR_ICONS.test(id) || routeOf(id, appDir) || pullsPackage(id, ctx, new Set())) return null;
    return [...publicRoutesReaching(id, ctx, new Set())].map((r) => path.relative(appDir, r));
  };
  // Each group also takes what its modules import; the higher priority goes first, so a helper that
  // every page needs (the number format, say) lands in `shared` even when a card imports it too,
  // and `shared` never imports `listings`.
  return [
    { name: "react-dom", test: REACT_DOM, priority: 30 },
    { name: "framework", test: FRAMEWORK, priority: 20 },
    {
      // The root module's own file too (not its route entry): pages read the root's data through
      // a hook it exports, and it would otherwise come along with the first group that imports it.
      // And what most public pages import (the page tags of `meta`): a file of its own would be one
      // more request on nearly every page.
      name: (id: string, ctx: ChunkingContext) => {
        if (id === path.join(appDir, "root.tsx")) return "shared";
        const pages = pagesOf(id, ctx);
        return pages?.some((r) => EVERY_PAGE.has(r)) || (pages?.length ?? 0) >= MOST_PAGES ? "shared" : null;
      },
      // The name the bundler's reports give a group whose name is a function.
      debugName: "shared",
      priority: 15,
    },
    {
      name: (id: string, ctx: ChunkingContext) => {
        const pages = pagesOf(id, ctx);
        if (!pages || pages.length < 2) return null;
        return pages.includes(DETAIL_PAGE) && pages.some((r) => r !== DETAIL_PAGE && LISTING_PAGES.has(r))
          ? "listings"
          : null;
      },
      debugName: "listings",
      priority: 10,
    },
    {
      name: (id: string, ctx: ChunkingContext) => {
        const pages = pagesOf(id, ctx);
        if (!pages || pages.length < 2 || pages.every((r) => RESULTS_PAGES.has(r))) return null;
        return pages.every((r) => LISTING_PAGES.has(r)) ? "search" : null;
      },
      debugName: "search",
      priority: 8,
    },
    {
      name: (id: string, ctx: ChunkingContext) => {
        const pages = pagesOf(id, ctx);
        return pages && pages.length >= 2 && pages.every((r) => RESULTS_PAGES.has(r)) ? "results" : null;
      },
      debugName: "results",
      priority: 5,
    },
  ];
}

/** The chunks every public page evaluates when it hydrates. */
const ON_EVERY_PAGE = new Set(["react-dom", "framework", "shared"]);

/**
 * Marks the chunks every public page runs at hydration with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+; a comment elsewhere): their functions are then
 * compiled on the background thread that streams the file, not lazily on the main thread while
 * React DOM evaluates and hydrates (issue 25; ADR 0023).
 */
export function compileHints() {
  return {
    name: "compile-hints",
    applyToEnvironment: (environment: { name: string }) => environment.name === "client",
    // After minification (which drops comments); the file name's hash is of the code without
    // the line, which is the same for the same code.
    generateBundle(
      _options: unknown,
      bundle: Record<string, { type: string; name?: string; code?: string }>,
    ) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.name && ON_EVERY_PAGE.has(chunk.name)) {
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      }
    },
  };
}
