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
  isArabicField,
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
 * they are grouped and which apply to the listing as it stands (rent terms only for rentals). The
 * form's values, their checks and the body they become are in property-form-state.ts. There is one
 * form (ADR 12): /addProperty and /editProperty/{id} show every field and check the same rules.
 */

/** A field edited as one value (text, number, choice, date). */
export type ScalarField = Exclude<WritableField, ListField>;

/** Edited one item per row: the features, in English and in Arabic (docs/product/specification.md §2). */
export type RowListField = "features" | "features_ar";
export const ROW_LIST_FIELDS: readonly RowListField[] = ["features", "features_ar"];

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

export const typeOf = (values: FormValues): PropertyType | null =>
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
export const SCALAR_FIELDS = ALL_FIELDS.filter(
  (f) => f.kind !== "comma" && f.kind !== "checks" && f.kind !== "features" && f.kind !== "images",
).map((f) => f.name as ScalarField);
export const COMMA_FIELDS = LIST_FIELDS.filter(
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
export function appliedValues(values: FormValues): FormValues {
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

export type FormValues = Record<ScalarField, string>;

/** Display values allowed for the chosen type (docs/product/specification.md §4); none for New Project. */
export function displaysFor(type: string) {
  return (PROPERTY_TYPES as readonly string[]).includes(type) ? DISPLAYS_BY_TYPE[type as PropertyType] : [];
}
