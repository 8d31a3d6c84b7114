import { type Register, type UIMatch, useMatches } from "react-router";

type RouteFiles = Register["routeFiles"];

/**
 * One entry per route the route table (app/routes.ts) mounts for `File`, keyed by the route's id
 * and naming its path, so a screen served by one module under several paths reads its settings
 * from here and a renamed path or id fails the typecheck instead of falling back silently.
 */
export type RouteConfigTable<File extends keyof RouteFiles, Config> = {
  [R in RouteFiles[File] as R extends { id: infer Id extends string } ? Id : never]: Config & {
    page: R extends { page: infer P } ? P : never;
  };
};

type AnyTable = Record<string, { page: string }>;

/**
 * The entry for a loader's or action's `pattern` (the matched path of the route table, the same
 * whatever the case of the address or a `.data` suffix).
 */
export function configForPattern<T extends AnyTable>(table: T, pattern: string): T[keyof T] | null {
  const path = `/${pattern.replace(/^\/+/, "")}`;
  return (Object.values(table).find((c) => c.page === path) as T[keyof T] | undefined) ?? null;
}

/** The entry for the deepest matched route (`matches` of a meta function or `useMatches`). */
export function configForMatches<T extends AnyTable>(
  table: T,
  matches: readonly (Pick<UIMatch, "id"> | undefined)[],
): T[keyof T] | null {
  const id = matches.at(-1)?.id;
  return id && id in table ? (table[id] as T[keyof T]) : null;
}

/** The current screen's entry, from the id of the route that rendered it. */
export function useRouteConfig<T extends AnyTable>(table: T): T[keyof T] | null {
  return configForMatches(table, useMatches());
}
