import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../../routes.ts";
import { LEAD_LISTS, PROPERTY_LISTS } from "../admin-lists.ts";
import { configForMatches, configForPattern } from "./route-config.ts";

interface Entry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: Entry[];
}

/** The route table as the router sees it (ids default to the file name without extension). */
function toRouteObjects(entries: Entry[]): RouteObject[] {
  return entries.map((e) => ({
    id: e.id ?? e.file.replace(/\.[tj]sx?$/, ""),
    path: e.path,
    index: e.index,
    children: e.children ? toRouteObjects(e.children) : undefined,
  })) as RouteObject[];
}

const tree = toRouteObjects(routes as Entry[]);

/** What React Router hands a loader: the matched path pieces joined (`pattern`), and the leaf's id. */
function resolve(pathname: string) {
  const matches = matchRoutes(tree, pathname) ?? [];
  const pattern = matches
    .map((m) => m.route.path)
    .filter(Boolean)
    .join("/");
  return { pattern, id: matches.at(-1)?.route.id };
}

describe("admin list configuration from the route table", () => {
  for (const [name, table] of [
    ["PROPERTY_LISTS", PROPERTY_LISTS],
    ["LEAD_LISTS", LEAD_LISTS],
  ] as const) {
    it(`${name}: each entry is found by its route's pattern and by its route id, whatever the address's case`, () => {
      for (const [id, entry] of Object.entries(table)) {
        for (const path of [entry.page, entry.page.toUpperCase(), `${entry.page}/`]) {
          const found = resolve(path);
          expect(found.id).toBe(id);
          expect(configForPattern(table, found.pattern)).toBe(entry);
          expect(configForMatches(table, [{ id: "root" }, { id: found.id ?? "" }])).toBe(entry);
        }
      }
    });
  }

  it("a route outside the table has no entry", () => {
    expect(configForPattern(PROPERTY_LISTS, resolve("/admin/contact").pattern)).toBeNull();
    expect(configForMatches(LEAD_LISTS, [{ id: "routes/admin/careers" }])).toBeNull();
    expect(configForMatches(LEAD_LISTS, [])).toBeNull();
  });
});
