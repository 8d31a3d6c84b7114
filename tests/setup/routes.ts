import routes from "../../app/routes.ts";

interface RouteEntry {
  id?: string;
  file?: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/**
 * Every Arabic public route of the route map, with its path (`/ar/…`, parameters as written) and
 * its module: read from the map itself, so a new page is checked by the tests that walk them.
 */
export function arabicRoutes(entries = routes as RouteEntry[], base = ""): { path: string; file: string }[] {
  return entries.flatMap((r) => {
    const here = r.path ? `${base}/${r.path}` : base;
    const own =
      r.id?.endsWith("-ar") && (r.path !== undefined || r.index)
        ? [{ path: here || "/", file: r.file ?? "" }]
        : [];
    return [...own, ...arabicRoutes(r.children ?? [], here)];
  });
}
