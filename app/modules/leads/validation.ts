import type { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { type MessageKey, translate } from "../../lib/i18n/index.ts";
import { issuesToFields } from "./leads.schema.ts";

/**
 * Parses with a form schema; on failure throws a 422 whose per-field messages are the English
 * texts of the schema's message keys (the API's language). Messages that are not keys pass through.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const keyed = issuesToFields(parsed.error.issues);
  const fields = Object.fromEntries(
    Object.entries(keyed).map(([field, key]) => [field, translate("en", key as MessageKey)]),
  );
  throw new AppError("validation_failed", "Some fields need attention.", { fields });
}

/** Parses an admin list query; a bad value is a 400 naming the parameter (API.md conventions). */
export function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (parsed.success) return parsed.data;
  const fields = issuesToFields(parsed.error.issues);
  const [field, message] = Object.entries(fields)[0] ?? ["query", "invalid"];
  throw new AppError("bad_request", `Invalid query parameter ${field}: ${message}`, { fields });
}
