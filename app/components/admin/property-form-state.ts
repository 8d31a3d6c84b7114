import type { MessageKey, Translate } from "../../lib/i18n/index.ts";
import {
  ARABIC_LIST_SEPARATOR,
  isArabicField,
  type Property,
  PropertyFieldsSchema,
  type PropertyType,
  defaultRentFrequency,
} from "../../modules/properties/property.schema.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGES } from "../../lib/limits.ts";
import "../../lib/i18n/admin.ts";
import {
  ALL_FIELDS,
  COMMA_FIELDS,
  type CommaField,
  displaysFor,
  type FieldDef,
  type FormValues,
  isRequired,
  isShown,
  ROW_LIST_FIELDS,
  type RowListField,
  SCALAR_FIELDS,
  type ScalarField,
  appliedValues,
  typeOf,
} from "./property-form-model.ts";

/**
 * The property form's state, kept apart from React so it can be tested: the agent a listing names,
 * its images, how a record becomes form values, how the values are checked (with the API's own zod
 * schema) and how they become the multipart body the API takes. The fields themselves are in
 * property-form-model.ts.
 */

// ---------- the listing's agent ----------

/** An agent the form offers (the active ones, and a listing's own agent deactivated since). */
export interface AgentOption {
  _id: string;
  name: string;
  email: string;
  phone: string;
  brn: string;
  active: boolean;
}

/** The agent the form names, when it is one of those offered. */
export function chosenAgent(values: FormValues, agents: readonly AgentOption[]): AgentOption | null {
  return values.agentId ? (agents.find((a) => a._id === values.agentId) ?? null) : null;
}

/**
 * The contact fields a chosen agent fills, with their values, as the property service fills them on
 * save: the name and email always, the phone and BRN when the profile has them.
 */
export function agentFills(agent: AgentOption | null): Partial<Record<ScalarField, string>> {
  if (!agent) return {};
  return {
    listedBy: agent.name,
    email: agent.email,
    ...(agent.phone ? { number: agent.phone } : {}),
    ...(agent.brn ? { agentBrn: agent.brn } : {}),
  };
}

/** A new agent choice, with the contact fields their profile fills (none cleared for "No agent"). */
export function withAgent(values: FormValues, agentId: string, agents: readonly AgentOption[]): FormValues {
  const next = { ...values, agentId };
  return { ...next, ...agentFills(chosenAgent(next, agents)) };
}

// ---------- images ----------

export type ImageItem =
  | {
      key: string;
      kind: "existing";
      /** The value the API knows the image by (`uploads/…` or the absolute URL). */
      ref: string;
      preview: string;
      alt: string;
    }
  | { key: string; kind: "url"; ref: string; preview: string; alt: string }
  | { key: string; kind: "file"; file: File; preview: string; alt: string };

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** Why a picked file cannot be uploaded, or null. The server checks the content again. */
export function imageFileProblem(file: File): MessageKey | null {
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return "admin.images.badType";
  if (file.size > MAX_IMAGE_BYTES) return "admin.images.tooLarge";
  if (file.size === 0) return "admin.images.empty";
  return null;
}

export { isHttpUrl } from "../../lib/url.ts";

/** Moves item `from` to `to` (both in range), returning a new array. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const out = [...items];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

// ---------- values ----------

export interface FormState {
  values: FormValues;
  features: string[];
  features_ar: string[];
  comma: Record<CommaField, string>;
  images: ImageItem[];
}

const str = (v: unknown): string => (v === null || v === undefined ? "" : String(v));

let keySeq = 0;
export const imageKey = () => `img-${Date.now().toString(36)}-${(keySeq++).toString(36)}`;

/** A new listing's starting values for a list's type: a new project starts off plan. */
export function createDefaults(type: PropertyType | null): Partial<FormValues> {
  if (type === "NewProject") return { type, propertyStatus: "offPlan" };
  return type ? { type } : {};
}

/** The form's starting state: from a record (edit) or from defaults (create). */
export function initialState(record?: Property | null, defaults: Partial<FormValues> = {}): FormState {
  const values = Object.fromEntries(SCALAR_FIELDS.map((k) => [k, ""])) as FormValues;
  if (record) {
    const r = record as unknown as Record<string, unknown>;
    for (const k of SCALAR_FIELDS) values[k] = str(r[k]);
  } else {
    Object.assign(values, {
      type: "Buy",
      status: "notApproved",
      propertyStatus: "ready",
      propertyType: "residential",
    });
    Object.assign(values, defaults);
  }
  // A rental saved without a frequency has its type's default: show the value a save would keep.
  const type = typeOf(values);
  if (!values.rentFrequency && type) values.rentFrequency = defaultRentFrequency(type) ?? "";
  const images: ImageItem[] = (record?.images ?? []).map((ref, i) => ({
    key: imageKey(),
    kind: "existing" as const,
    ref,
    preview: record?.media[i]?.src ?? ref,
    alt: record?.media[i]?.alt ?? "",
  }));
  return {
    values,
    features: record?.features.length ? [...record.features] : [""],
    // Read defensively: a record without the Arabic lists starts them blank.
    features_ar: record?.features_ar?.length ? [...record.features_ar] : [""],
    comma: Object.fromEntries(
      COMMA_FIELDS.map((k) => [k, (record?.[k] ?? []).join(isArabicField(k) ? "، " : ", ")]),
    ) as Record<CommaField, string>,
    images,
  };
}

/** A comparable snapshot, to know whether anything changed since the form opened. */
export function snapshot(s: FormState): string {
  return JSON.stringify({
    v: s.values,
    f: s.features.map((x) => x.trim()).filter(Boolean),
    fa: s.features_ar.map((x) => x.trim()).filter(Boolean),
    c: Object.fromEntries(COMMA_FIELDS.map((k) => [k, commaItems(s, k).join(",")])),
    i: s.images.map((img) => [img.kind === "file" ? img.key : img.ref, img.alt.trim()]),
  });
}

function splitComma(s: string, separator: RegExp = /,/): string[] {
  return s
    .split(separator)
    .map((x) => x.trim())
    .filter(Boolean);
}

/** The items of a comma-separated list as the form stands: an Arabic list also splits on "،". */
export function commaItems(s: Pick<FormState, "comma">, name: CommaField): string[] {
  return splitComma(s.comma[name], isArabicField(name) ? ARABIC_LIST_SEPARATOR : undefined);
}

/** The items of a one-per-row list, blank rows dropped. */
const rowItems = (s: FormState, name: RowListField) => s[name].map((x) => x.trim()).filter(Boolean);

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks the form with the API's own schema (the same messages the server would answer), plus
 * the form-only rules: at least one image, and the full form's extra required fields.
 */
export function validate(s: FormState, t: Translate): FieldErrors {
  const label = (f: FieldDef) => t(f.label);
  const errors: FieldErrors = {};
  const values = appliedValues(s.values);
  const parsed = PropertyFieldsSchema.safeParse({
    ...values,
    ...Object.fromEntries(ROW_LIST_FIELDS.map((k) => [k, rowItems(s, k)])),
    ...Object.fromEntries(COMMA_FIELDS.map((k) => [k, commaItems(s, k)])),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "_");
      errors[key] ??= issue.message;
    }
  }
  // The schema checks display against type only once every field parses; say it at once.
  const display = values.display;
  if (display && !errors.display && !displaysFor(values.type).includes(display as never)) {
    errors.display = t("admin.field.display.notAllowed");
  }
  for (const f of ALL_FIELDS) {
    if (!isShown(f, s.values) || !isRequired(f, s.values) || errors[f.name]) continue;
    const empty =
      f.kind === "images"
        ? s.images.length === 0
        : f.kind === "comma" || f.kind === "checks"
          ? commaItems(s, f.name as CommaField).length === 0
          : f.kind === "features"
            ? false
            : values[f.name as ScalarField].trim() === "";
    if (empty) errors[f.name] = t("admin.form.required", { field: label(f) });
  }
  if (s.images.length > MAX_IMAGES) errors.images = t("admin.images.tooMany", { max: MAX_IMAGES });
  // Errors of fields the form does not show cannot be fixed there; keep them under "_".
  for (const key of Object.keys(errors)) {
    const def = ALL_FIELDS.find((f) => f.name === key);
    if (def && !isShown(def, s.values)) {
      errors._ ??= `${label(def)}: ${errors[key]}`;
      delete errors[key];
    }
  }
  return errors;
}

/**
 * The multipart body the API takes (docs/product/api.md "Writing a property"): every field. Blank
 * fields are sent (they clear the value on PUT), and so is a field that does not apply (a rent
 * frequency on a sale), blank. Images go last and in display order, each a file or a reference;
 * `imageAlts` runs parallel to them.
 */
export function toFormData(s: FormState): FormData {
  const fd = new FormData();
  const values = appliedValues(s.values);
  for (const f of ALL_FIELDS) {
    if (f.kind === "images") continue;
    if (f.kind === "features") {
      const name = f.name as RowListField;
      const items = rowItems(s, name);
      if (items.length === 0) fd.append(name, "");
      for (const item of items) fd.append(name, item);
      // The API reads a single value as a comma-separated list; a second, empty part keeps one
      // feature that contains a comma ("Pool, heated") as one item.
      if (items.length === 1) fd.append(name, "");
      continue;
    }
    if (f.kind === "comma" || f.kind === "checks") {
      fd.append(f.name, commaItems(s, f.name as CommaField).join(", "));
      continue;
    }
    fd.append(f.name, values[f.name as ScalarField].trim());
  }
  for (const img of s.images) {
    if (img.kind === "file") fd.append("images", img.file, img.file.name);
    else fd.append("images", img.ref);
    fd.append("imageAlts", img.alt.trim());
  }
  return fd;
}

/** Byte offsets of each file in the upload, to turn the request's progress into per-file progress. */
export function fileProgress(s: FormState, loaded: number, total: number): Record<string, number> {
  const files = s.images.filter((i): i is Extract<ImageItem, { kind: "file" }> => i.kind === "file");
  const fileBytes = files.reduce((n, f) => n + f.file.size, 0);
  // Everything that is not file content (fields, part headers) is counted before the files.
  let offset = Math.max(0, total - fileBytes);
  const out: Record<string, number> = {};
  for (const f of files) {
    const done = Math.min(Math.max(loaded - offset, 0), f.file.size);
    out[f.key] = f.file.size > 0 ? done / f.file.size : 1;
    offset += f.file.size;
  }
  return out;
}
