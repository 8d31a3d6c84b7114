import type { MessageKey, Translate } from "../../lib/i18n/index.ts";
import {
  ARABIC_LIST_SEPARATOR,
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
  isArabicField,
  type Property,
  PropertyFieldsSchema,
  type PropertyType,
  CHEQUE_COUNTS,
  defaultRentFrequency,
  FURNISHINGS,
  PORTALS,
  UNIT_TYPES,
  RENT_FREQUENCIES,
  rentFrequencyAllowed,
  type WritableField,
} from "../../modules/properties/property.schema.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGES } from "../../lib/limits.ts";
import { COMPLETION_LABEL, KIND_LABEL, OCCUPANCY_LABEL, TYPE_LABEL } from "../property/enum-labels.ts";
import {
  FURNISHING_LABEL,
  PORTAL_LABEL,
  RENT_FREQUENCY_LABEL,
  STATUS_LABEL,
  UNIT_TYPE_LABEL,
} from "./labels.ts";
import "../../lib/i18n/admin.ts";

/**
 * The property form's model, kept apart from React so it can be tested: which fields exist, how
 * they are grouped, which apply to the listing as it stands (rent terms only for rentals), how a
 * record becomes form values, how the values are checked (with the API's own zod schema) and how
 * they become the multipart body the API takes. There is one form (ADR 12): /addProperty and
 * /editProperty/{id} show every field and check the same rules.
 */

/** A field edited as one value (text, number, choice, date). */
export type ScalarField = Exclude<WritableField, ListField>;

/** Edited one item per row: the features, in English and in Arabic (docs/product/specification.md §2). */
export type RowListField = "features" | "features_ar";
const ROW_LIST_FIELDS: readonly RowListField[] = ["features", "features_ar"];

/** Edited as comma-separated text (docs/product/specification.md §3). */
export type CommaField = Exclude<ListField, RowListField>;

type InputKind = "text" | "textarea" | "number" | "date" | "email" | "tel" | "url" | "select" | "location";

type FormField = WritableField | "images";

export interface FieldDef {
  name: FormField;
  label: MessageKey;
  kind: InputKind | "comma" | "checks" | "features" | "images";
  /** Required by the API (from the field table: docs/product/api.md / docs/product/specification.md §5). */
  required?: boolean;
  /** Required by the form though the API takes it blank (docs/product/specification.md §5: exclusive amenities, occupancy, parking, handover). */
  formRequired?: boolean;
  /**
   * Whether the field applies to the listing as the form stands (absent: always). A field that
   * does not apply is hidden, not checked, and sent blank, which clears it.
   */
  when?: (values: FormValues) => boolean;
  hint?: MessageKey;
  step?: string;
  min?: number;
  /** A choice's options, labelled. */
  options?: (t: Translate) => { value: string; label: string }[];
  /**
   * A choice's blank option: its label, or null for none (the field then always has a value).
   * Absent: "Choose…" when the field is optional.
   */
  blank?: (values: FormValues) => MessageKey | null;
  /** Spans the whole row of the section grid. */
  wide?: boolean;
  /** Written in Arabic (the field table's `arabicOf`): its inputs are right to left, `lang="ar"`. */
  lang?: "ar";
}

/**
 * Where a field sits and how it is edited. Its label key, input, required flag and minimum follow
 * from the field table, so a new field cannot disagree with what the API requires.
 */
type FieldLayout = Pick<
  FieldDef,
  "formRequired" | "when" | "hint" | "step" | "options" | "blank" | "wide"
> & {
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
    ...(isArabicField(layout.name) ? { lang: "ar" as const } : {}),
  };
}

const opts =
  <T extends string>(values: readonly T[], labels: Record<T, MessageKey>) =>
  (t: Translate) =>
    values.map((value) => ({ value, label: t(labels[value]) }));

const typeOf = (values: FormValues): PropertyType | null =>
  (PROPERTY_TYPES as readonly string[]).includes(values.type) ? (values.type as PropertyType) : null;

/** A rent frequency applies to rentals, holiday homes and commercial listings (blank there: for sale). */
const rentTermsApply = (values: FormValues): boolean => {
  const type = typeOf(values);
  return type !== null && rentFrequencyAllowed(type);
};

/** The frequency in effect: the one chosen, or the type's default (what the server saves for a blank). */
const effectiveFrequency = (values: FormValues): string => {
  const type = typeOf(values);
  return values.rentFrequency || (type ? (defaultRentFrequency(type) ?? "") : "");
};

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
    { name: "name", wide: true },
    { name: "projectName" },
    { name: "reference" },
    { name: "type", options: opts(PROPERTY_TYPES, TYPE_LABEL) },
    { name: "status", options: opts(PROPERTY_STATUSES, STATUS_LABEL) },
    { name: "display", hint: "admin.field.display.hint" },
    { name: "propertyStatus", options: opts(COMPLETION_STATUSES, COMPLETION_LABEL) },
    { name: "propertyType", options: opts(PROPERTY_KINDS, KIND_LABEL) },
    { name: "unitType", options: opts(UNIT_TYPES, UNIT_TYPE_LABEL), hint: "admin.field.unitType.hint" },
    { name: "price", step: "1", hint: "admin.field.price.hint" },
    {
      name: "rentFrequency",
      options: opts(RENT_FREQUENCIES, RENT_FREQUENCY_LABEL),
      hint: "admin.field.rentFrequency.hint",
      when: rentTermsApply,
      // A commercial listing without a frequency is for sale; a rental always has one (its default).
      blank: (values) => (values.type === "Commercial" ? "admin.field.rentFrequency.forSale" : null),
    },
    {
      name: "cheques",
      kind: "select",
      options: (t) =>
        CHEQUE_COUNTS.map((n) => ({ value: String(n), label: t("admin.field.cheques.option", { n }) })),
      when: (values) => rentTermsApply(values) && effectiveFrequency(values) === "yearly",
      blank: () => "admin.field.cheques.none",
    },
    { name: "addedOn" },
    // What Bayut asks of an off-plan sale (docs/feeds.md §4): a developer's fee waiver, a resale's amounts.
    {
      name: "dldWaiver",
      step: "any",
      hint: "admin.field.dldWaiver.hint",
      when: (values) => values.propertyStatus === "offPlan" && values.type === "NewProject",
    },
    {
      name: "originalPrice",
      step: "1",
      hint: "admin.field.originalPrice.hint",
      when: (values) => values.propertyStatus === "offPlan" && values.type !== "NewProject",
    },
    {
      name: "amountPaid",
      step: "1",
      hint: "admin.field.amountPaid.hint",
      when: (values) => values.propertyStatus === "offPlan" && values.type !== "NewProject",
    },
  ]),
  section("location", "admin.form.section.location", [
    { name: "location", kind: "location" },
    { name: "subCommunity", hint: "admin.field.subCommunity.hint" },
    { name: "buildingName" },
    { name: "state" },
    { name: "mapUrl" },
    { name: "latitude", step: "any" },
    { name: "longitude", step: "any" },
  ]),
  section("description", "admin.form.section.description", [
    { name: "desc", kind: "textarea", wide: true },
    { name: "message", kind: "textarea", wide: true, hint: "admin.field.message.hint" },
  ]),
  section("images", "admin.form.section.images", [{ name: "images", wide: true }]),
  section("details", "admin.form.section.details", [
    { name: "bedrooms", step: "1", hint: "admin.field.bedrooms.hint" },
    { name: "bathrooms", step: "1" },
    { name: "square", step: "any" },
    { name: "totalArea", step: "any" },
    { name: "floors", step: "1" },
    { name: "parking", step: "1", formRequired: true },
    { name: "elevators", step: "1" },
    { name: "pools", step: "1" },
    { name: "occupancy", formRequired: true, options: opts(OCCUPANCIES, OCCUPANCY_LABEL) },
    { name: "furnishing", options: opts(FURNISHINGS, FURNISHING_LABEL) },
    { name: "handOverDate", hint: "admin.field.handOverDate.hint" },
    { name: "view" },
    { name: "configuration" },
    { name: "layout" },
    { name: "convenience" },
  ]),
  section("lists", "admin.form.section.lists", [
    { name: "features", kind: "features", wide: true },
    { name: "keyFeatures", wide: true, hint: "admin.field.comma.hint" },
    { name: "exclusiveAmenities", wide: true, formRequired: true, hint: "admin.field.comma.hint" },
    { name: "primeLocation", wide: true, hint: "admin.field.comma.hint" },
  ]),
  // The listing in Arabic (issue 20): what the Arabic pages show; blank, they show the English.
  section("arabic", "admin.form.section.arabic", [
    { name: "name_ar", wide: true, hint: "admin.field.name_ar.hint" },
    { name: "desc_ar", kind: "textarea", wide: true },
    { name: "features_ar", kind: "features", wide: true },
    { name: "keyFeatures_ar", wide: true, hint: "admin.field.comma.hintArabic" },
    { name: "exclusiveAmenities_ar", wide: true, hint: "admin.field.comma.hintArabic" },
    { name: "primeLocation_ar", wide: true, hint: "admin.field.comma.hintArabic" },
  ]),
  section("contact", "admin.form.section.contact", [
    // The listing's agent (Team and agents): chosen, it fills the four contact fields below.
    { name: "agentId", kind: "select", blank: () => "admin.property.agent.none" },
    { name: "listedBy" },
    { name: "email" },
    { name: "number" },
    { name: "agentBrn" },
  ]),
  // Advertising compliance and the portals (issue 21, docs/feeds.md).
  section("compliance", "admin.form.section.compliance", [
    { name: "permitNumber", hint: "admin.field.permitNumber.hint" },
    { name: "permitExpiry", hint: "admin.field.permitExpiry.hint" },
    { name: "permitQrUrl", wide: true, hint: "admin.field.permitQrUrl.hint" },
    {
      name: "portals",
      kind: "checks",
      wide: true,
      options: opts(PORTALS, PORTAL_LABEL),
      hint: "admin.field.portals.hint",
    },
  ]),
];

export const ALL_FIELDS: FieldDef[] = SECTIONS.flatMap((s) => s.fields);
const SCALAR_FIELDS = ALL_FIELDS.filter(
  (f) => f.kind !== "comma" && f.kind !== "checks" && f.kind !== "features" && f.kind !== "images",
).map((f) => f.name as ScalarField);
const COMMA_FIELDS = LIST_FIELDS.filter(
  (k): k is CommaField => !(ROW_LIST_FIELDS as readonly string[]).includes(k),
);

/** Whether a field applies to the listing as the form stands (rent terms only for rentals). */
export function isShown(f: FieldDef, values: FormValues): boolean {
  return f.when ? f.when(values) : true;
}

/** Required here and now: handover is required for off-plan listings only. */
export function isRequired(f: FieldDef, values: Pick<FormValues, "propertyStatus">): boolean {
  if (f.required || f.formRequired) return true;
  return f.name === "handOverDate" && values.propertyStatus === "offPlan";
}

/** The values as they will be saved: a field that does not apply is blank. */
function appliedValues(values: FormValues): FormValues {
  const out = { ...values };
  for (const f of ALL_FIELDS) if (!isShown(f, values)) out[f.name as ScalarField] = "";
  return out;
}

/**
 * A change of one value, with what follows from it: a new type drops a display it does not allow
 * (docs/product/specification.md §4) and gets its own default rent frequency.
 */
export function withValue(values: FormValues, name: ScalarField, value: string): FormValues {
  const next = { ...values, [name]: value };
  if (name !== "type") return next;
  if (next.display && !displaysFor(value).includes(next.display as never)) next.display = "";
  const before = typeOf(values);
  const type = typeOf(next);
  // Keep a frequency someone chose; replace one that was only the old type's default.
  if (!next.rentFrequency || next.rentFrequency === (before && defaultRentFrequency(before)))
    next.rentFrequency = (type && defaultRentFrequency(type)) ?? "";
  return next;
}

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

export type FormValues = Record<ScalarField, string>;

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

/** Display values allowed for the chosen type (docs/product/specification.md §4); none for New Project. */
export function displaysFor(type: string) {
  return (PROPERTY_TYPES as readonly string[]).includes(type) ? DISPLAYS_BY_TYPE[type as PropertyType] : [];
}

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
