import type { MessageKey, Translate } from "../../lib/i18n/index.ts";
import {
  COMPLETION_STATUSES,
  DISPLAYS_BY_TYPE,
  MAX_IMAGES,
  OCCUPANCIES,
  PROPERTY_KINDS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type Property,
  PropertyFieldsSchema,
  type PropertyType,
} from "../../modules/properties/property.schema.ts";
import { COMPLETION_LABEL, KIND_LABEL, OCCUPANCY_LABEL, STATUS_LABEL, TYPE_LABEL } from "./labels.ts";
import "../../lib/i18n/admin.ts";

/**
 * The property form's model, kept apart from React so it can be tested: which fields exist, how
 * they are grouped, what each variant shows, how a record becomes form values, how the values are
 * checked (with the API's own zod schema) and how they become the multipart body the API takes.
 */

export type ScalarField =
  | "name"
  | "projectName"
  | "type"
  | "desc"
  | "message"
  | "state"
  | "location"
  | "latitude"
  | "longitude"
  | "bedrooms"
  | "floors"
  | "bathrooms"
  | "occupancy"
  | "configuration"
  | "convenience"
  | "layout"
  | "parking"
  | "view"
  | "square"
  | "price"
  | "display"
  | "status"
  | "propertyStatus"
  | "propertyType"
  | "listedBy"
  | "email"
  | "number"
  | "addedOn"
  | "handOverDate"
  | "elevators"
  | "totalArea"
  | "buildingName"
  | "pools"
  | "mapUrl"
  | "reference"
  | "permitNumber"
  | "permitQrUrl"
  | "agentBrn";

/** Edited as comma-separated text (SPEC.md §3). */
export type CommaField = "keyFeatures" | "exclusiveAmenities" | "primeLocation";

export type FormVariant = "full" | "short";

export type InputKind =
  | "text"
  | "textarea"
  | "number"
  | "date"
  | "email"
  | "tel"
  | "url"
  | "select"
  | "location";

export interface FieldDef {
  name: ScalarField | CommaField | "features" | "images";
  label: MessageKey;
  kind: InputKind | "comma" | "features" | "images";
  /** Shown in the short form (modals) too; otherwise only in the full form. */
  short?: boolean;
  /** Required in every form (API.md / SPEC.md §5). */
  required?: boolean;
  /** Required in the full form only (SPEC.md §5: exclusive amenities, occupancy, parking, handover). */
  requiredFull?: boolean;
  hint?: MessageKey;
  step?: string;
  min?: number;
  options?: () => { value: string; label: MessageKey }[];
  /** Spans the whole row of the section grid. */
  wide?: boolean;
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

export const SECTIONS: SectionDef[] = [
  {
    id: "listing",
    title: "admin.form.section.listing",
    fields: [
      { name: "name", label: "admin.field.name", kind: "text", short: true, required: true, wide: true },
      { name: "projectName", label: "admin.field.projectName", kind: "text" },
      { name: "reference", label: "admin.field.reference", kind: "text" },
      {
        name: "type",
        label: "admin.field.type",
        kind: "select",
        short: true,
        required: true,
        options: opts(PROPERTY_TYPES, TYPE_LABEL),
      },
      {
        name: "status",
        label: "admin.field.status",
        kind: "select",
        short: true,
        required: true,
        options: opts(PROPERTY_STATUSES, STATUS_LABEL),
      },
      {
        name: "display",
        label: "admin.field.display",
        kind: "select",
        short: true,
        hint: "admin.field.display.hint",
      },
      {
        name: "propertyStatus",
        label: "admin.field.propertyStatus",
        kind: "select",
        short: true,
        required: true,
        options: opts(COMPLETION_STATUSES, COMPLETION_LABEL),
      },
      {
        name: "propertyType",
        label: "admin.field.propertyType",
        kind: "select",
        short: true,
        required: true,
        options: opts(PROPERTY_KINDS, KIND_LABEL),
      },
      {
        name: "price",
        label: "admin.field.price",
        kind: "number",
        short: true,
        required: true,
        min: 0,
        step: "1",
        hint: "admin.field.price.hint",
      },
      { name: "addedOn", label: "admin.field.addedOn", kind: "date" },
    ],
  },
  {
    id: "location",
    title: "admin.form.section.location",
    fields: [
      { name: "location", label: "admin.field.location", kind: "location", short: true, required: true },
      { name: "buildingName", label: "admin.field.buildingName", kind: "text" },
      { name: "state", label: "admin.field.state", kind: "text" },
      { name: "mapUrl", label: "admin.field.mapUrl", kind: "url" },
      { name: "latitude", label: "admin.field.latitude", kind: "number", step: "any", min: -90 },
      { name: "longitude", label: "admin.field.longitude", kind: "number", step: "any", min: -180 },
    ],
  },
  {
    id: "description",
    title: "admin.form.section.description",
    fields: [
      { name: "desc", label: "admin.field.desc", kind: "textarea", short: true, required: true, wide: true },
      {
        name: "message",
        label: "admin.field.message",
        kind: "textarea",
        wide: true,
        hint: "admin.field.message.hint",
      },
    ],
  },
  {
    id: "images",
    title: "admin.form.section.images",
    fields: [
      {
        name: "images",
        label: "admin.field.images",
        kind: "images",
        short: true,
        required: true,
        wide: true,
      },
    ],
  },
  {
    id: "details",
    title: "admin.form.section.details",
    fields: [
      {
        name: "bedrooms",
        label: "admin.field.bedrooms",
        kind: "number",
        short: true,
        min: 0,
        step: "1",
        hint: "admin.field.bedrooms.hint",
      },
      { name: "bathrooms", label: "admin.field.bathrooms", kind: "number", short: true, min: 0, step: "1" },
      { name: "square", label: "admin.field.square", kind: "number", short: true, min: 0, step: "any" },
      { name: "totalArea", label: "admin.field.totalArea", kind: "number", min: 0, step: "any" },
      { name: "floors", label: "admin.field.floors", kind: "number", min: 0, step: "1" },
      {
        name: "parking",
        label: "admin.field.parking",
        kind: "number",
        min: 0,
        step: "1",
        requiredFull: true,
      },
      { name: "elevators", label: "admin.field.elevators", kind: "number", min: 0, step: "1" },
      { name: "pools", label: "admin.field.pools", kind: "number", min: 0, step: "1" },
      {
        name: "occupancy",
        label: "admin.field.occupancy",
        kind: "select",
        requiredFull: true,
        options: opts(OCCUPANCIES, OCCUPANCY_LABEL),
      },
      {
        name: "handOverDate",
        label: "admin.field.handOverDate",
        kind: "date",
        hint: "admin.field.handOverDate.hint",
      },
      { name: "view", label: "admin.field.view", kind: "text" },
      { name: "configuration", label: "admin.field.configuration", kind: "text" },
      { name: "layout", label: "admin.field.layout", kind: "text" },
      { name: "convenience", label: "admin.field.convenience", kind: "text" },
    ],
  },
  {
    id: "lists",
    title: "admin.form.section.lists",
    fields: [
      { name: "features", label: "admin.field.features", kind: "features", short: true, wide: true },
      {
        name: "keyFeatures",
        label: "admin.field.keyFeatures",
        kind: "comma",
        wide: true,
        hint: "admin.field.comma.hint",
      },
      {
        name: "exclusiveAmenities",
        label: "admin.field.exclusiveAmenities",
        kind: "comma",
        wide: true,
        requiredFull: true,
        hint: "admin.field.comma.hint",
      },
      {
        name: "primeLocation",
        label: "admin.field.primeLocation",
        kind: "comma",
        wide: true,
        hint: "admin.field.comma.hint",
      },
    ],
  },
  {
    id: "contact",
    title: "admin.form.section.contact",
    fields: [
      { name: "listedBy", label: "admin.field.listedBy", kind: "text", short: true, required: true },
      { name: "email", label: "admin.field.email", kind: "email", short: true, required: true },
      { name: "number", label: "admin.field.number", kind: "tel", short: true, required: true },
      { name: "agentBrn", label: "admin.field.agentBrn", kind: "text" },
      { name: "permitNumber", label: "admin.field.permitNumber", kind: "text" },
      { name: "permitQrUrl", label: "admin.field.permitQrUrl", kind: "url" },
    ],
  },
];

export const ALL_FIELDS: FieldDef[] = SECTIONS.flatMap((s) => s.fields);
export const SCALAR_FIELDS = ALL_FIELDS.filter(
  (f) => f.kind !== "comma" && f.kind !== "features" && f.kind !== "images",
).map((f) => f.name as ScalarField);
export const COMMA_FIELDS: CommaField[] = ["keyFeatures", "exclusiveAmenities", "primeLocation"];

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
export const MAX_IMAGE_MB = 15;

/** Why a picked file cannot be uploaded, or null. The server checks the content again. */
export function imageFileProblem(file: File): MessageKey | null {
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return "admin.images.badType";
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return "admin.images.tooLarge";
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

/** Display values allowed for the chosen type (SPEC.md §4); none for New Project. */
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
 * The multipart body the API takes (API.md "Writing a property"). The short form sends only its
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
