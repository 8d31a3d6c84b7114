import type { MessageKey, Translate } from "../../lib/i18n/index.ts";
import {
  COMPLETION_STATUSES,
  DISPLAYS_BY_TYPE,
  type FieldKind,
  type FieldSpec,
  LIST_FIELDS,
  type ListField,
  OCCUPANCIES,
  PROPERTY_KINDS,
  PROPERTY_FIELDS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type Property,
  PropertyFieldsSchema,
  type PropertyType,
  type WritableField,
} from "../../modules/properties/property.schema.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGES } from "../../lib/limits.ts";
import { COMPLETION_LABEL, KIND_LABEL, OCCUPANCY_LABEL, TYPE_LABEL } from "../property/enum-labels.ts";
import { STATUS_LABEL } from "./labels.ts";
import "../../lib/i18n/admin.ts";

/**
 * The property form's model, kept apart from React so it can be tested: which fields exist, how
 * they are grouped, what each variant shows, how a record becomes form values, how the values are
 * checked (with the API's own zod schema) and how they become the multipart body the API takes.
 */

/** A field edited as one value (text, number, choice, date). */
export type ScalarField = Exclude<WritableField, ListField>;

/** Edited as comma-separated text (docs/product/specification.md §3). */
export type CommaField = Exclude<ListField, "features">;

export type FormVariant = "full" | "short";

type InputKind = "text" | "textarea" | "number" | "date" | "email" | "tel" | "url" | "select" | "location";

type FormField = WritableField | "images";

export interface FieldDef {
  name: FormField;
  label: MessageKey;
  kind: InputKind | "comma" | "features" | "images";
  /** Shown in the short form (modals) too; otherwise only in the full form. */
  short?: boolean;
  /** Required in every form (from the field table: docs/product/api.md / docs/product/specification.md §5). */
  required?: boolean;
  /** Required in the full form only (docs/product/specification.md §5: exclusive amenities, occupancy, parking, handover). */
  requiredFull?: boolean;
  hint?: MessageKey;
  step?: string;
  min?: number;
  options?: () => { value: string; label: MessageKey }[];
  /** Spans the whole row of the section grid. */
  wide?: boolean;
}

/**
 * Where a field sits and how it is edited. Its label key, input, required flag and minimum follow
 * from the field table, so a new field cannot disagree with what the API requires.
 */
type FieldLayout = Pick<FieldDef, "short" | "requiredFull" | "hint" | "step" | "options" | "wide"> & {
  name: FormField;
  /** The input, where the field's kind alone does not say it. */
  kind?: FieldDef["kind"];
};

const INPUT_OF: Record<FieldKind, FieldDef["kind"]> = {
  text: "text",
  email: "email",
  phone: "tel",
  number: "number",
  enum: "select",
  list: "comma",
  date: "date",
  url: "url",
  images: "images",
  media: "images",
};

function fieldDef(layout: FieldLayout): FieldDef {
  const spec: FieldSpec = PROPERTY_FIELDS[layout.name];
  return {
    ...layout,
    label: `admin.field.${layout.name}` satisfies MessageKey,
    kind: layout.kind ?? INPUT_OF[spec.kind],
    required: spec.required === true,
    min: spec.kind === "number" ? (spec.min ?? 0) : undefined,
  };
}

const opts =
  <T extends string>(values: readonly T[], labels: Record<T, MessageKey>) =>
  () =>
    values.map((value) => ({ value, label: labels[value] }));

export interface SectionDef {
  id: string;
  title: MessageKey;
  fields: FieldDef[];
}

const section = (id: string, title: MessageKey, fields: FieldLayout[]): SectionDef => ({
  id,
  title,
  fields: fields.map(fieldDef),
});

export const SECTIONS: SectionDef[] = [
  section("listing", "admin.form.section.listing", [
    { name: "name", short: true, wide: true },
    { name: "projectName" },
    { name: "reference" },
    { name: "type", short: true, options: opts(PROPERTY_TYPES, TYPE_LABEL) },
    { name: "status", short: true, options: opts(PROPERTY_STATUSES, STATUS_LABEL) },
    { name: "display", short: true, hint: "admin.field.display.hint" },
    { name: "propertyStatus", short: true, options: opts(COMPLETION_STATUSES, COMPLETION_LABEL) },
    { name: "propertyType", short: true, options: opts(PROPERTY_KINDS, KIND_LABEL) },
    { name: "price", short: true, step: "1", hint: "admin.field.price.hint" },
    { name: "addedOn" },
  ]),
  section("location", "admin.form.section.location", [
    { name: "location", kind: "location", short: true },
    { name: "buildingName" },
    { name: "state" },
    { name: "mapUrl" },
    { name: "latitude", step: "any" },
    { name: "longitude", step: "any" },
  ]),
  section("description", "admin.form.section.description", [
    { name: "desc", kind: "textarea", short: true, wide: true },
    { name: "message", kind: "textarea", wide: true, hint: "admin.field.message.hint" },
  ]),
  section("images", "admin.form.section.images", [{ name: "images", short: true, wide: true }]),
  section("details", "admin.form.section.details", [
    { name: "bedrooms", short: true, step: "1", hint: "admin.field.bedrooms.hint" },
    { name: "bathrooms", short: true, step: "1" },
    { name: "square", short: true, step: "any" },
    { name: "totalArea", step: "any" },
    { name: "floors", step: "1" },
    { name: "parking", step: "1", requiredFull: true },
    { name: "elevators", step: "1" },
    { name: "pools", step: "1" },
    { name: "occupancy", requiredFull: true, options: opts(OCCUPANCIES, OCCUPANCY_LABEL) },
    { name: "handOverDate", hint: "admin.field.handOverDate.hint" },
    { name: "view" },
    { name: "configuration" },
    { name: "layout" },
    { name: "convenience" },
  ]),
  section("lists", "admin.form.section.lists", [
    { name: "features", kind: "features", short: true, wide: true },
    { name: "keyFeatures", wide: true, hint: "admin.field.comma.hint" },
    { name: "exclusiveAmenities", wide: true, requiredFull: true, hint: "admin.field.comma.hint" },
    { name: "primeLocation", wide: true, hint: "admin.field.comma.hint" },
  ]),
  section("contact", "admin.form.section.contact", [
    { name: "listedBy", short: true },
    { name: "email", short: true },
    { name: "number", short: true },
    { name: "agentBrn" },
    { name: "permitNumber" },
    { name: "permitQrUrl" },
  ]),
];

export const ALL_FIELDS: FieldDef[] = SECTIONS.flatMap((s) => s.fields);
const SCALAR_FIELDS = ALL_FIELDS.filter(
  (f) => f.kind !== "comma" && f.kind !== "features" && f.kind !== "images",
).map((f) => f.name as ScalarField);
const COMMA_FIELDS = LIST_FIELDS.filter((k): k is CommaField => k !== "features");

export function isShown(f: FieldDef, variant: FormVariant): boolean {
  return variant === "full" || f.short === true;
}

/** Required here and now: handover is required in the full form for off-plan listings only. */
export function isRequired(
  f: FieldDef,
  variant: FormVariant,
  values: Pick<FormValues, "propertyStatus">,
): boolean {
  if (f.required) return true;
  if (variant !== "full") return false;
  if (f.requiredFull) return true;
  return f.name === "handOverDate" && values.propertyStatus === "offPlan";
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

export type FormValues = Record<ScalarField, string>;

export interface FormState {
  values: FormValues;
  features: string[];
  comma: Record<CommaField, string>;
  images: ImageItem[];
}

const str = (v: unknown): string => (v === null || v === undefined ? "" : String(v));

let keySeq = 0;
export const imageKey = () => `img-${Date.now().toString(36)}-${(keySeq++).toString(36)}`;

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
    comma: {
      keyFeatures: (record?.keyFeatures ?? []).join(", "),
      exclusiveAmenities: (record?.exclusiveAmenities ?? []).join(", "),
      primeLocation: (record?.primeLocation ?? []).join(", "),
    },
    images,
  };
}

/** A comparable snapshot, to know whether anything changed since the form opened. */
export function snapshot(s: FormState): string {
  return JSON.stringify({
    v: s.values,
    f: s.features.map((x) => x.trim()).filter(Boolean),
    c: Object.fromEntries(COMMA_FIELDS.map((k) => [k, splitComma(s.comma[k]).join(",")])),
    i: s.images.map((img) => [img.kind === "file" ? img.key : img.ref, img.alt.trim()]),
  });
}

export function splitComma(s: string): string[] {
  return s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
}

/** Display values allowed for the chosen type (docs/product/specification.md §4); none for New Project. */
export function displaysFor(type: string) {
  return (PROPERTY_TYPES as readonly string[]).includes(type) ? DISPLAYS_BY_TYPE[type as PropertyType] : [];
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks the form with the API's own schema (the same messages the server would answer), plus
 * the form-only rules: at least one image, and the full form's extra required fields.
 */
export function validate(s: FormState, variant: FormVariant, t: Translate): FieldErrors {
  const label = (f: FieldDef) => t(f.label);
  const errors: FieldErrors = {};
  const parsed = PropertyFieldsSchema.safeParse({
    ...s.values,
    features: s.features.map((x) => x.trim()).filter(Boolean),
    keyFeatures: s.comma.keyFeatures,
    exclusiveAmenities: s.comma.exclusiveAmenities,
    primeLocation: s.comma.primeLocation,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "_");
      errors[key] ??= issue.message;
    }
  }
  // The schema checks display against type only once every field parses; say it at once.
  const display = s.values.display;
  if (display && !errors.display && !displaysFor(s.values.type).includes(display as never)) {
    errors.display = t("admin.field.display.notAllowed");
  }
  for (const f of ALL_FIELDS) {
    if (!isShown(f, variant) || !isRequired(f, variant, s.values) || errors[f.name]) continue;
    const empty =
      f.kind === "images"
        ? s.images.length === 0
        : f.kind === "comma"
          ? splitComma(s.comma[f.name as CommaField]).length === 0
          : f.kind === "features"
            ? false
            : s.values[f.name as ScalarField].trim() === "";
    if (empty) errors[f.name] = t("admin.form.required", { field: label(f) });
  }
  if (s.images.length > MAX_IMAGES) errors.images = t("admin.images.tooMany", { max: MAX_IMAGES });
  // Errors of fields this variant does not show cannot be fixed here; keep them under "_".
  for (const key of Object.keys(errors)) {
    const def = ALL_FIELDS.find((f) => f.name === key);
    if (def && !isShown(def, variant)) {
      errors._ ??= `${label(def)}: ${errors[key]}`;
      delete errors[key];
    }
  }
  return errors;
}

/**
 * The multipart body the API takes (docs/product/api.md "Writing a property"). The short form sends only its
 * own fields, so an edit in a modal leaves the extended fields as they are. Blank fields are sent
 * (they clear the value on PUT). Images go last and in display order, each a file or a reference;
 * `imageAlts` runs parallel to them.
 */
export function toFormData(s: FormState, variant: FormVariant): FormData {
  const fd = new FormData();
  for (const f of ALL_FIELDS) {
    if (!isShown(f, variant)) continue;
    if (f.kind === "images") continue;
    if (f.kind === "features") {
      const items = s.features.map((x) => x.trim()).filter(Boolean);
      if (items.length === 0) fd.append("features", "");
      for (const item of items) fd.append("features", item);
      // The API reads a single value as a comma-separated list; a second, empty part keeps one
      // feature that contains a comma ("Pool, heated") as one item.
      if (items.length === 1) fd.append("features", "");
      continue;
    }
    if (f.kind === "comma") {
      fd.append(f.name, splitComma(s.comma[f.name as CommaField]).join(", "));
      continue;
    }
    fd.append(f.name, s.values[f.name as ScalarField].trim());
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
