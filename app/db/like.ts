import { type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * LIKE patterns built one way on both databases: the searched text is matched literally (its `%`,
 * `_` and `\` escaped, with an explicit `escape '\'`, which SQLite needs and PostgreSQL accepts).
 */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` contains `needle` as it is written. For columns stored lower-cased (`location_key`) with
 * a lower-cased needle: SQLite's LIKE ignores ASCII case and PostgreSQL's does not, so on mixed-case
 * text the two would differ (`containsIgnoringCase` is the same on both).
 */
export function contains(column: string, needle: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(needle)}%`} escape '\\'`;
}

/** `column` contains `needle`, whatever the case of either and the spaces around the needle. */
export function containsIgnoringCase(column: string, needle: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(needle.trim().toLowerCase())}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** `column` starts with `prefix` (paths: the same caveat on case as `contains`). */
export function startsWith(column: string, prefix: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`${escapeLike(prefix)}%`} escape '\\'`;
}
