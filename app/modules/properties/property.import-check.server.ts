import { writeFile } from "node:fs/promises";
import type { DB } from "../../db/index.server.ts";
import { type Actor, assertAdmin } from "../../lib/actor.ts";
import { AppError } from "../../lib/errors.ts";
import "../../lib/i18n/admin.ts";
import { MAX_IMAGES } from "../../lib/limits.ts";
import { isHttpUrl } from "../../lib/url.ts";
import { getStaffMember } from "../users/user.service.server.ts";
import { unsafeZipName } from "./property.csv-zip.server.ts";
import {
  CSV_FIELDS,
  CSV_KEY,
  type CsvField,
  type CsvMapping,
  mappingProblems,
  rowToInput,
} from "./property.csv.ts";
import { findPropertiesByIds } from "./property.repository.server.ts";
import {
  findIdsByReferences,
  findImageRowsFor,
  imageAliases,
  type StoredImageRow,
} from "./property.rows.server.ts";
import {
  displayProblem,
  PROPERTY_FIELDS,
  type Property,
  type PropertyFields,
  PropertyFieldsSchema,
  withCreateDefaults,
} from "./property.schema.ts";
import { applyAgent, isStorableLink, mergeFields } from "./property.write-rules.server.ts";
import {
  ERRORS_SHOWN,
  type ImportMeta,
  type RowError,
  readMeta,
  t,
  uploadRows,
  writeMeta,
  errorsFile,
} from "./property.csv.server.ts";

// The listings CSV import's checks (issue 21): the column mapping, and every row checked as the API
// would check it, with its images planned, before anything is written (the dry run).

/** Whether a mapping fits the upload's columns; a problem is refused with a message naming the fields. */
function checkMapping(meta: ImportMeta, mapping: unknown): CsvMapping {
  const ok =
    Array.isArray(mapping) &&
    mapping.length === meta.headers.length &&
    mapping.every((f) => f === null || (CSV_FIELDS as readonly string[]).includes(f));
  if (!ok) throw new AppError("bad_request", t("admin.import.error.mapping"));
  const m = mapping as CsvMapping;
  const { missing, twice } = mappingProblems(m);
  const label = (f: CsvField) => PROPERTY_FIELDS[f].label;
  if (missing.length)
    throw new AppError(
      "validation_failed",
      t("admin.import.error.missing", { fields: missing.map(label).join(", ") }),
      {
        fields: Object.fromEntries(missing.map((f) => [f, t("admin.import.error.notMapped")])),
      },
    );
  if (twice.length)
    throw new AppError(
      "validation_failed",
      t("admin.import.error.twice", { fields: twice.map(label).join(", ") }),
    );
  return m;
}

export type ImagePlan =
  | { kind: "keep"; row: StoredImageRow }
  | { kind: "url"; url: string; keep?: StoredImageRow }
  | { kind: "zip"; entry: string };

/** A row ready to be written. */
export interface RowPlan {
  index: number;
  row: number;
  reference: string;
  id: string | null;
  fields: PropertyFields;
  images: ImagePlan[] | undefined;
}

/** Everything a run of checks shares: the file, the mapping, lookups made once. */
export interface CheckContext {
  db: DB;
  origin: string;
  mapping: CsvMapping;
  headers: string[];
  /** Rows (spreadsheet numbers) of each reference in the whole file. */
  referenceRows: Map<string, number[]>;
  zipFiles: string[] | null;
  agents: Map<string, Awaited<ReturnType<typeof getStaffMember>>>;
}

function referenceRowsOf(rows: string[][], mapping: CsvMapping): Map<string, number[]> {
  const col = mapping.indexOf(CSV_KEY);
  const out = new Map<string, number[]>();
  if (col < 0) return out;
  for (const [i, cells] of rows.entries()) {
    const ref = rowToInput([cells[col] ?? ""], [CSV_KEY]).reference;
    if (!ref) continue;
    const list = out.get(ref) ?? [];
    list.push(i + 2);
    out.set(ref, list);
  }
  return out;
}

/** The CSV column a field came from (its header), or the field's API name when it is not mapped. */
export function columnOf(ctx: CheckContext, field: string): string {
  const i = ctx.mapping.indexOf(field as CsvField);
  return i >= 0 ? ctx.headers[i] || field : field;
}

/** The ZIP entry a name in the images cell stands for: the exact path, or a file name found once. */
function zipEntryFor(files: string[], name: string): string | null {
  if (files.includes(name)) return name;
  const base = files.filter((f) => f.split("/").pop() === name);
  return base.length === 1 ? (base[0] ?? null) : null;
}

/** The images cell resolved against the listing's current images, the site's own address and the ZIP. */
function planImages(
  ctx: CheckContext,
  entries: string[],
  existing: StoredImageRow[],
): { plan: ImagePlan[]; problem: string | null } {
  if (entries.length > MAX_IMAGES)
    return { plan: [], problem: t("admin.import.error.tooManyImages", { max: MAX_IMAGES }) };
  const byAlias = new Map<string, StoredImageRow>();
  for (const row of existing) for (const alias of imageAliases(row)) byAlias.set(alias, row);
  const ownPrefix = `${ctx.origin}/api/`;
  const plan: ImagePlan[] = [];
  const used = new Set<string>();
  for (const [i, value] of entries.entries()) {
    const local = value.startsWith(ownPrefix) ? value.slice(ownPrefix.length) : null;
    const keep = byAlias.get(value) ?? (local !== null ? byAlias.get(local) : undefined);
    if (keep) {
      if (!used.has(keep.id))
        plan.push(keep.url ? { kind: "url", url: keep.url, keep } : { kind: "keep", row: keep });
      used.add(keep.id);
      continue;
    }
    if (isHttpUrl(value)) {
      // Unlike the API, a stored photo of another site is taken as an outside address: that is how
      // a listing exported from one site is imported into another. Another listing's photo on this
      // site (its configured address) is refused, as the API refuses it.
      if (local !== null)
        return { plan: [], problem: t("admin.import.error.otherListingImage", { n: i + 1 }) };
      if (!isStorableLink(value))
        return { plan: [], problem: t("admin.import.error.badImage", { n: i + 1 }) };
      plan.push({ kind: "url", url: value });
      continue;
    }
    if (unsafeZipName(value))
      return { plan: [], problem: t("admin.import.error.unsafeImageName", { n: i + 1, name: value }) };
    if (!ctx.zipFiles) return { plan: [], problem: t("admin.import.error.noZip", { n: i + 1, name: value }) };
    const entry = zipEntryFor(ctx.zipFiles, value);
    if (!entry) return { plan: [], problem: t("admin.import.error.notInZip", { n: i + 1, name: value }) };
    plan.push({ kind: "zip", entry });
  }
  return { plan, problem: null };
}

/**
 * Checks rows `from`..`to` of the file as a write of each would: the API schema's messages per
 * field, the agent, the images, and the reference (once in the file; at most one listing has it).
 * Returns the rows ready to be written and the problems of the others. Reads only.
 */
export async function checkRows(
  ctx: CheckContext,
  rows: string[][],
  from: number,
  to: number,
): Promise<{ plans: RowPlan[]; errors: RowError[]; failedRows: number }> {
  const slice = rows.slice(from, to);
  const inputs = slice.map((cells) => rowToInput(cells, ctx.mapping));
  const refs = [...new Set(inputs.map((x) => x.reference).filter((r): r is string => r !== null))];
  const idsByRef = await findIdsByReferences(ctx.db, refs);
  const existingIds = [...new Set([...idsByRef.values()].filter((ids) => ids.length === 1).flat())];
  const existing = new Map<string, Property>();
  for (let i = 0; i < existingIds.length; i += 200)
    for (const p of await findPropertiesByIds(ctx.db, existingIds.slice(i, i + 200))) existing.set(p._id, p);

  // The photos of the listings these rows update, read at once (not a query a row).
  const currentImages = await findImageRowsFor(ctx.db, existingIds);
  const plans: RowPlan[] = [];
  const errors: RowError[] = [];
  let failedRows = 0;
  for (const [j, input] of inputs.entries()) {
    const index = from + j;
    const row = index + 2;
    const reference = input.reference ?? "";
    const rowErrors: RowError[] = [];
    const fail = (field: string, message: string) =>
      rowErrors.push({ row, reference, column: columnOf(ctx, field), message });
    const seen = input.reference ? (ctx.referenceRows.get(input.reference) ?? []) : [];
    if (seen.length > 1)
      fail(CSV_KEY, t("admin.import.error.duplicate", { ref: reference, rows: seen.join(", ") }));
    const ids = input.reference ? (idsByRef.get(input.reference) ?? []) : [];
    if (ids.length > 1) fail(CSV_KEY, t("admin.import.error.ambiguous", { ref: reference, n: ids.length }));
    const current = ids.length === 1 && ids[0] ? (existing.get(ids[0]) ?? null) : null;
    const base = current ? mergeFields(current, input.fields) : withCreateDefaults(input.fields);
    const agent = await applyAgent(
      async (id) => {
        // Each agent is looked up once per check or batch.
        if (!ctx.agents.has(id)) ctx.agents.set(id, await getStaffMember(ctx.db, id));
        return ctx.agents.get(id);
      },
      base,
      current?.agentId ?? null,
    );
    const parsed = PropertyFieldsSchema.safeParse(agent.raw);
    if (!parsed.success) {
      const byField = new Set<string>();
      for (const issue of parsed.error.issues) {
        const key = issue.path.length ? String(issue.path[0]) : "_";
        if (byField.has(key)) continue;
        byField.add(key);
        fail(key, issue.message);
      }
      const display = displayProblem(agent.raw.type, agent.raw.display);
      if (display && !byField.has("display")) fail("display", display);
    }
    if (agent.problem) fail("agentId", agent.problem);
    let images: ImagePlan[] | undefined;
    if (input.images) {
      const plan = planImages(ctx, input.images, current ? (currentImages.get(current._id) ?? []) : []);
      if (plan.problem) fail("images", plan.problem);
      else images = plan.plan;
    } else if (!current) fail("images", t("admin.import.error.noImage"));
    if (rowErrors.length || !parsed.success) {
      failedRows++;
      errors.push(...rowErrors);
      continue;
    }
    plans.push({
      index,
      row,
      reference,
      id: current?._id ?? null,
      fields: { ...parsed.data, ...agent.fill },
      images,
    });
  }
  return { plans, errors, failedRows };
}

export async function contextFor(
  db: DB,
  meta: ImportMeta,
  mapping: CsvMapping,
  rows: string[][],
  origin: string,
): Promise<CheckContext> {
  return {
    db,
    origin: origin.replace(/\/+$/, ""),
    mapping,
    headers: meta.headers,
    referenceRows: referenceRowsOf(rows, mapping),
    zipFiles: meta.zip?.files ?? null,
    agents: new Map(),
  };
}

export interface CheckResult {
  meta: ImportMeta;
  errors: RowError[];
  /** Errors beyond those returned (the report has every one). */
  moreErrors: number;
}

/**
 * Step 3, the dry run: every row checked with the mapping, as the import would check it, and
 * nothing written to the listings. The problems are kept for the error report.
 */
export async function checkImport(
  db: DB,
  actor: Actor,
  dataDir: string,
  id: string,
  rawMapping: unknown,
  origin: string,
): Promise<CheckResult> {
  assertAdmin(actor);
  const meta = await readMeta(dataDir, id);
  if (meta.state === "importing" || meta.state === "done")
    throw new AppError("conflict", t("admin.import.error.started"));
  const mapping = checkMapping(meta, rawMapping);
  const rows = await uploadRows(dataDir, id);
  const ctx = await contextFor(db, meta, mapping, rows, origin);
  const errors: RowError[] = [];
  let failed = 0;
  let creates = 0;
  let updates = 0;
  for (let from = 0; from < rows.length; from += 500) {
    const r = await checkRows(ctx, rows, from, Math.min(from + 500, rows.length));
    errors.push(...r.errors);
    failed += r.failedRows;
    for (const p of r.plans)
      if (p.id) updates++;
      else creates++;
  }
  await writeFile(errorsFile(dataDir, id, "check"), JSON.stringify(errors));
  const next: ImportMeta = {
    ...meta,
    mapping,
    state: "checked",
    checked: { valid: rows.length - failed, failed, creates, updates },
  };
  await writeMeta(dataDir, next);
  return {
    meta: next,
    errors: errors.slice(0, ERRORS_SHOWN),
    moreErrors: Math.max(0, errors.length - ERRORS_SHOWN),
  };
}
