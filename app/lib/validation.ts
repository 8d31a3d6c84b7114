import type { z } from "zod";
import { AppError, fieldsNeedAttention } from "./errors.ts";
import { type MessageKey, translate } from "./i18n/index.ts";

/** First issue per field, keyed by the top-level field name (`_` for the form as a whole). */
export function issuesToFields(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Per-field English texts for issues whose messages are i18n keys; other messages pass through. */
export function issuesToMessages(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(issuesToFields(issues)).map(([field, key]) => [field, translate("en", key as MessageKey)]),
  );
}

/**
 * Parses with a form schema; on failure throws the 422 whose per-field messages are the English
 * texts of the schema's message keys (the API's language), or with `keys` the keys themselves (a
 * visitor's page shows them in the visitor's language).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  opts: { keys?: boolean } = {},
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  throw fieldsNeedAttention(opts.keys ? issuesToFields(issues) : issuesToMessages(issues));
}

/** Parses a list query; a bad value is a 400 naming the parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (parsed.success) return parsed.data;
  const fields = issuesToFields(parsed.error.issues);
  const [field, message] = Object.entries(fields)[0] ?? ["query", "invalid"];
  throw new AppError("bad_request", `Invalid query parameter ${field}: ${message}`, { fields });
}

/** The fields an edit sent: a field left out (undefined) keeps the stored value when merged over it. */
export function sentFields<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
