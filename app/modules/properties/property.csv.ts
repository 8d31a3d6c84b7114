import { FIELD_NAMES, type FieldName, PROPERTY_FIELDS, type Property } from "./property.fields.ts";

/**
 * The listings CSV (issue 21, items 3–5): its columns and how each field kind is written to a cell
 * and read back, so that export → import → export gives the same rows. Plain data and functions,
 * browser-safe (the import page's mapping step reads the columns and labels).
 *
 * - Columns: every field of the table except `media` (derived from `images`), in the API record's
 *   order, headed by the field's API name. The row key is `reference`: an import updates the
 *   listing with that reference, or creates one.
 * - Lists and images: one item a line inside the cell. Images: stored images as absolute URLs
 *   (origin + `/api/` + path), so another site can import them; external images as they are.
 * - Numbers plain (`2450000`, `25.08`), dates `yyyy-mm-dd`, blank for none.
 * - Formula neutralising: a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is
 *   written with a leading apostrophe so a spreadsheet shows it as text; a cell already starting
 *   with an apostrophe gets one more. An import removes exactly one leading apostrophe, so every
 *   value comes back as it was.
 */

/** Largest CSV upload, in MB (the page's hint and the server's check). */
export const CSV_MAX_MB = 20;
/** Largest images ZIP, in MB. */
export const ZIP_MAX_MB = 200;

/** A column of the CSV: a field of the table (not `media`). */
export type CsvField = Exclude<FieldName, "media">;

export const CSV_FIELDS: readonly CsvField[] = FIELD_NAMES.filter((k): k is CsvField => k !== "media");

/** The field that identifies a row: an import updates the listing with this reference, or creates one. */
export const CSV_KEY = "reference" satisfies CsvField;

/** Fields a new listing needs (images included); a mapping must map every one. */
export const CSV_REQUIRED: readonly CsvField[] = CSV_FIELDS.filter((k) => {
  const spec = PROPERTY_FIELDS[k];
  return "required" in spec && spec.required === true;
});

/** A cell a spreadsheet would run as a formula starts with one of these (or is escaped already). */
const FORMULA_START = /^[=+\-@\t\r']/;

/** A value as written to a cell: formula characters at its start neutralised by an apostrophe. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The exact reverse of `neutralise`: one leading apostrophe is removed. */
export function unneutralise(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

/** Absolute URL of an image as `images[]` holds it: a stored image's path is relative to `/api/`. */
export function absoluteImageUrl(src: string, origin: string): string {
  return /^https?:\/\//i.test(src) ? src : `${origin}/api/${src.replace(/^\/+/, "")}`;
}

/** One listing as the CSV's cells (neutralised), in `CSV_FIELDS` order. */
export function propertyToCells(p: Property, origin: string): string[] {
  const record = p as unknown as Record<string, unknown>;
  return CSV_FIELDS.map((k) => {
    const v = record[k];
    if (k === "images") return neutralise(p.images.map((src) => absoluteImageUrl(src, origin)).join("\n"));
    if (Array.isArray(v)) return neutralise(v.join("\n"));
    if (v === null || v === undefined) return "";
    return neutralise(String(v));
  });
}

/** The items of a list or images cell: one a line, trimmed, blank lines dropped. */
export function cellItems(cell: string): string[] {
  return cell
    .split(/\r\n|\n|\r/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** How a header names a field: its API name or its label, any case, spaces and punctuation ignored. */
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

const FIELD_BY_NAME = new Map<string, CsvField>();
for (const k of CSV_FIELDS) FIELD_BY_NAME.set(squash(k), k);
for (const k of CSV_FIELDS)
  if (!FIELD_BY_NAME.has(squash(PROPERTY_FIELDS[k].label)))
    FIELD_BY_NAME.set(squash(PROPERTY_FIELDS[k].label), k);

/** The field a header names (API name or label), or null. */
export function fieldForHeader(header: string): CsvField | null {
  return FIELD_BY_NAME.get(squash(header.replace(/^\uFEFF/, ""))) ?? null;
}

/** A mapping: for each CSV column (by position), the field it fills, or null (ignored). */
export type CsvMapping = (CsvField | null)[];

/** The mapping the page starts with: each header to the field it names, each field at most once. */
export function suggestMapping(headers: readonly string[]): CsvMapping {
  const used = new Set<CsvField>();
  return headers.map((h) => {
    const f = fieldForHeader(h);
    if (!f || used.has(f)) return null;
    used.add(f);
    return f;
  });
}

/** What is wrong with a mapping as a whole: required fields not mapped, fields mapped twice. */
export function mappingProblems(mapping: CsvMapping): { missing: CsvField[]; twice: CsvField[] } {
  const seen = new Set<CsvField>();
  const twice = new Set<CsvField>();
  for (const f of mapping) {
    if (!f) continue;
    if (seen.has(f)) twice.add(f);
    seen.add(f);
  }
  return { missing: CSV_REQUIRED.filter((f) => !seen.has(f)), twice: [...twice] };
}

/** What one CSV row asks for: the fields it sends (API names, as a write request) and its images. */
export interface CsvRowInput {
  fields: Record<string, unknown>;
  /** The images cell's entries, or undefined when the column is not mapped or the cell is blank. */
  images: string[] | undefined;
  reference: string | null;
}

/**
 * One row through a mapping into a write request's fields: cells un-neutralised; list cells split
 * one item a line (a one-item list is sent so that the API schema does not split it on commas);
 * other cells as text, which the API schema reads as it reads a form.
 */
export function rowToInput(cells: readonly string[], mapping: CsvMapping): CsvRowInput {
  const fields: Record<string, unknown> = {};
  let images: string[] | undefined;
  for (const [i, f] of mapping.entries()) {
    if (!f) continue;
    const value = unneutralise(cells[i] ?? "");
    if (f === "images") {
      const items = cellItems(value);
      images = items.length ? items : undefined;
    } else if (PROPERTY_FIELDS[f].kind === "list") {
      const items = cellItems(value);
      // `splitList` splits a one-value list on commas; a second, empty value keeps the item whole.
      fields[f] = items.length === 1 ? [items[0], ""] : items;
    } else fields[f] = value;
  }
  const ref = typeof fields[CSV_KEY] === "string" ? (fields[CSV_KEY] as string).trim() : "";
  return { fields, images, reference: ref || null };
}
