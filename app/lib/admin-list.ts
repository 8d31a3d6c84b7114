import { z } from "zod";

/** Missing, null or blank is "not given". */
export const blankToUndefined = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/** A number written as text becomes the number; anything else is left for the schema to refuse. */
export const numeric = (v: unknown) => {
  const x = blankToUndefined(v);
  if (typeof x === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(x)) return Number(x);
  return x;
};

const positiveInt = (label: string, max: number) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

/** The query of every admin list (leads, careers, newsletter): an email search and paging. */
export const AdminListQuerySchema = z.object({
  email: z.preprocess(blankToUndefined, z.string().trim().max(320, "email is too long").optional()),
  page: positiveInt("page", 1_000_000),
  pageSize: positiveInt("pageSize", 500),
});

export interface AdminListFilter {
  email?: string;
  page: number;
  pageSize: number;
}
