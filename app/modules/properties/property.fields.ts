import type { MapPosition } from "./property.map.ts";
import {
  COMPLETION_STATUSES,
  DISPLAYS,
  FURNISHINGS,
  OCCUPANCIES,
  PORTALS,
  PROPERTY_KINDS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  RENT_FREQUENCIES,
  UNIT_TYPES,
} from "./property.constants.ts";

/**
 * The listing's fields, declared once. Each states its API name (the key, in the order the API
 * record lists it), its column in `properties` (null: stored elsewhere), how it is written (kind,
 * label, limits, required), whether grids and cards get it (`summary`) and, for a field written in
 * Arabic, the English field it translates (`arabicOf`). Everything else is derived:
 * the `Property` type here, the input / output / OpenAPI schemas in property.schema.ts, the row
 * mapping (property.repository.server.ts reads rows, property.rows.server.ts writes them), the admin
 * form's field names. Plain data, free of zod and of server code, so browser code may read it.
 * Adding a field: a line here, a migration, and the places that show it.
 */

export type FieldKind =
  | "text"
  | "email"
  | "phone"
  | "number"
  | "enum"
  | "list"
  | "date"
  | "url"
  | "images"
  | "media";

export interface FieldSpec {
  kind: FieldKind;
  /** Column of `properties`; null for lists (`property_list_items`) and images (`property_images`). */
  column: string | null;
  /** The name validation messages use ("Price must be a number"). */
  label: string;
  /** Required on create (and kept required on update); optional fields read and store null. */
  required?: boolean;
  /** Characters for text, the largest value for numbers. */
  max?: number;
  /** The smallest value of a number (default 0). */
  min?: number;
  /** Whole numbers only. */
  int?: boolean;
  /** An enum's choices; on a list, the only values its items may take (each at most once). */
  values?: readonly string[];
  /** Carried by the lighter record of grids, cards and admin tables (`PropertySummary`). */
  summary?: boolean;
  /**
   * Shown on a public card, so sent to the browser with it (a summary field too). Nothing else of a
   * listing reaches a grid's page data (no agent e-mail, dates or workflow status).
   */
  card?: boolean;
  /**
   * Written in Arabic by staff: the Arabic version of the field named (`name_ar` of `name`). Optional
   * (null, or an empty list, when not written; the Arabic pages then show the English one, marked
   * `lang="en"`: property.localized.ts). Never a summary or card field: English pages do not carry it.
   */
  arabicOf?: string;
}

export const PROPERTY_FIELDS = {
  name: { kind: "text", column: "name", label: "Name", required: true, max: 300, summary: true, card: true },
  projectName: { kind: "text", column: "project_name", label: "Project name", max: 300 },
  type: {
    kind: "enum",
    column: "type",
    label: "Type",
    required: true,
    values: PROPERTY_TYPES,
    summary: true,
  },
  desc: {
    kind: "text",
    column: "description",
    label: "Description",
    required: true,
    max: 20_000,
    summary: true,
    card: true,
  },
  message: { kind: "text", column: "message", label: "Message", max: 5000 },
  state: { kind: "text", column: "state", label: "State", max: 200 },
  location: {
    kind: "text",
    column: "location",
    label: "Location",
    required: true,
    max: 200,
    summary: true,
    card: true,
  },
  latitude: { kind: "number", column: "latitude", label: "Latitude", min: -90, max: 90 },
  longitude: { kind: "number", column: "longitude", label: "Longitude", min: -180, max: 180 },
  bedrooms: {
    kind: "number",
    column: "bedrooms",
    label: "Bedrooms",
    int: true,
    max: 100,
    summary: true,
    card: true,
  },
  floors: { kind: "number", column: "floors", label: "Floors", int: true, max: 500 },
  bathrooms: {
    kind: "number",
    column: "bathrooms",
    label: "Bathrooms",
    int: true,
    max: 100,
    summary: true,
    card: true,
  },
  occupancy: { kind: "enum", column: "occupancy", label: "Occupancy", values: OCCUPANCIES },
  configuration: { kind: "text", column: "configuration", label: "Configuration", max: 300 },
  convenience: { kind: "text", column: "convenience", label: "Convenience", max: 300 },
  layout: { kind: "text", column: "layout", label: "Layout", max: 300 },
  parking: { kind: "number", column: "parking", label: "Parking", int: true, max: 10_000 },
  view: { kind: "text", column: "view", label: "View", max: 300 },
  square: {
    kind: "number",
    column: "square",
    label: "Size (sqft)",
    max: 100_000_000,
    summary: true,
    card: true,
  },
  price: {
    kind: "number",
    column: "price",
    label: "Price",
    required: true,
    max: 100_000_000_000,
    summary: true,
    card: true,
  },
  display: { kind: "enum", column: "display", label: "Display", values: DISPLAYS, summary: true },
  status: {
    kind: "enum",
    column: "status",
    label: "Status",
    required: true,
    values: PROPERTY_STATUSES,
    summary: true,
  },
  propertyStatus: {
    kind: "enum",
    column: "property_status",
    label: "Completion status",
    required: true,
    values: COMPLETION_STATUSES,
    summary: true,
    card: true,
  },
  propertyType: {
    kind: "enum",
    column: "property_type",
    label: "Property type",
    required: true,
    values: PROPERTY_KINDS,
    summary: true,
  },
  listedBy: {
    kind: "text",
    column: "listed_by",
    label: "Listed by",
    required: true,
    max: 200,
    summary: true,
  },
  email: { kind: "email", column: "email", label: "Email", required: true, max: 320, summary: true },
  number: {
    kind: "phone",
    column: "number",
    label: "Phone number",
    required: true,
    max: 40,
    summary: true,
    card: true,
  },
  features: { kind: "list", column: null, label: "Features" },
  keyFeatures: { kind: "list", column: null, label: "Key features" },
  exclusiveAmenities: { kind: "list", column: null, label: "Exclusive amenities" },
  primeLocation: { kind: "list", column: null, label: "Prime location" },
  images: { kind: "images", column: null, label: "Images", required: true },
  media: { kind: "media", column: null, label: "Media" },
  addedOn: { kind: "date", column: "added_on", label: "Added on" },
  handOverDate: { kind: "date", column: "hand_over_date", label: "Handover date", summary: true },
  elevators: { kind: "number", column: "elevators", label: "Elevators", int: true, max: 1000 },
  totalArea: { kind: "number", column: "total_area", label: "Total area", max: 100_000_000 },
  buildingName: { kind: "text", column: "building_name", label: "Building name", max: 300 },
  pools: { kind: "number", column: "pools", label: "Pools", int: true, max: 100 },
  mapUrl: { kind: "url", column: "map_url", label: "Map link", max: 2000 },
  reference: { kind: "text", column: "reference", label: "Reference", max: 100 },
  permitNumber: { kind: "text", column: "permit_number", label: "Permit number", max: 100, summary: true },
  permitQrUrl: { kind: "url", column: "permit_qr_url", label: "Permit QR code link", max: 2000 },
  agentBrn: { kind: "text", column: "agent_brn", label: "Agent BRN", max: 100 },
  /** The listing's agent (a user id); set, it fills listedBy, email, number and agentBrn (property.service). */
  agentId: { kind: "text", column: "agent_id", label: "Agent", max: 32 },
  /** The period `price` is per, for rents (null: a sale); see property.constants.ts. */
  rentFrequency: {
    kind: "enum",
    column: "rent_frequency",
    label: "Rent frequency",
    values: RENT_FREQUENCIES,
    summary: true,
    card: true,
  },
  /** Cheques a yearly rent is paid in (one of CHEQUE_COUNTS). */
  cheques: { kind: "number", column: "cheques", label: "Cheques", int: true, min: 1, max: 12, summary: true },
  // The listing in Arabic (issue 20): after every older field, so the API record keeps its order.
  name_ar: { kind: "text", column: "name_ar", label: "Name (Arabic)", max: 300, arabicOf: "name" },
  desc_ar: {
    kind: "text",
    column: "description_ar",
    label: "Description (Arabic)",
    max: 20_000,
    arabicOf: "desc",
  },
  features_ar: { kind: "list", column: null, label: "Features (Arabic)", arabicOf: "features" },
  keyFeatures_ar: { kind: "list", column: null, label: "Key features (Arabic)", arabicOf: "keyFeatures" },
  exclusiveAmenities_ar: {
    kind: "list",
    column: null,
    label: "Exclusive amenities (Arabic)",
    arabicOf: "exclusiveAmenities",
  },
  primeLocation_ar: {
    kind: "list",
    column: null,
    label: "Prime location (Arabic)",
    arabicOf: "primeLocation",
  },
  // Portals and advertising compliance (issue 21, docs/feeds.md): after every older field.
  unitType: { kind: "enum", column: "unit_type", label: "Unit type", values: UNIT_TYPES },
  furnishing: { kind: "enum", column: "furnishing", label: "Furnishing", values: FURNISHINGS },
  subCommunity: { kind: "text", column: "sub_community", label: "Sub-community", max: 200 },
  /** The last day the advertising permit (`permitNumber`) is valid; approved listings need one ahead. */
  permitExpiry: { kind: "date", column: "permit_expiry", label: "Permit expiry", summary: true },
  /** The portals whose feed carries the listing (one of PORTALS each). */
  portals: { kind: "list", column: null, label: "Portals", values: PORTALS },
  // Off-plan sale details Bayut asks for (docs/feeds.md §4): a developer's sale states the share of
  // the DLD fee waived; a resale, the price first paid and how much of it has been paid.
  dldWaiver: { kind: "number", column: "dld_waiver", label: "DLD fee waiver (%)", max: 100 },
  originalPrice: { kind: "number", column: "original_price", label: "Original price", max: 100_000_000_000 },
  amountPaid: { kind: "number", column: "amount_paid", label: "Amount paid", max: 100_000_000_000 },
} as const satisfies Record<string, FieldSpec>;

export type PropertyFieldTable = typeof PROPERTY_FIELDS;
export type FieldName = keyof PropertyFieldTable;

export interface PropertyMedia {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** `url 480w, url 960w, …` for stored images; empty for external URLs. */
  srcset: string;
}

// ---------- types derived from the table ----------

type BaseValue<S> = S extends { kind: "number" }
  ? number
  : S extends { kind: "enum"; values: readonly (infer V)[] }
    ? V
    : string;
/** The value a field holds in the API record. */
export type FieldValue<S> = S extends { kind: "list" | "images" }
  ? string[]
  : S extends { kind: "media" }
    ? PropertyMedia[]
    : S extends { required: true }
      ? BaseValue<S>
      : BaseValue<S> | null;

type FieldsWhere<C> = {
  [K in FieldName]: PropertyFieldTable[K] extends C ? K : never;
}[FieldName];

/** Fields written through the property schema (images are checked on their own: they may be files). */
export type WritableField = Exclude<FieldName, "images" | "media">;
/** Fields kept in a column of `properties`. */
export type ColumnField = FieldsWhere<{ column: string }>;
export type ListField = FieldsWhere<{ kind: "list" }>;
export type SummaryField = FieldsWhere<{ summary: true }>;
export type CardField = FieldsWhere<{ card: true }>;
/** The fields written in Arabic (`name_ar`, `desc_ar`, `features_ar`, …). */
export type ArabicField = FieldsWhere<{ arabicOf: string }>;
/** The English fields that have an Arabic version (`name`, `desc`, `features`, …). */
export type TranslatedField = PropertyFieldTable[ArabicField]["arabicOf"];

/**
 * The API record (docs/product/specification.md §3 field names): an id, the fields above, two
 * timestamps, and where it sits on a map (property.map.ts: its coordinates, else its community's
 * centre marked approximate; null when neither is known), kept by the repository, never written.
 */
export type Property = { _id: string } & { [K in FieldName]: FieldValue<PropertyFieldTable[K]> } & {
  createdAt: string;
  updatedAt: string;
  position: MapPosition | null;
};

/** A lighter record for grids and cards: everything a card or table row shows. */
export type PropertySummary = Pick<Property, "_id" | SummaryField | "createdAt" | "updatedAt"> & {
  cover: PropertyMedia | null;
};

/** The row of `properties` the table implies (the id, `location_key` and timestamps aside). */
export type PropertyColumns = {
  [K in ColumnField as PropertyFieldTable[K]["column"]]: FieldValue<PropertyFieldTable[K]>;
};

// ---------- values derived from the table ----------

/** Every field, in the order of the API record. */
export const FIELD_NAMES = Object.keys(PROPERTY_FIELDS) as FieldName[];

export const WRITABLE_FIELDS = FIELD_NAMES.filter((k): k is WritableField => k !== "images" && k !== "media");
export const COLUMN_FIELDS = FIELD_NAMES.filter((k): k is ColumnField => PROPERTY_FIELDS[k].column !== null);
export const LIST_FIELDS = FIELD_NAMES.filter((k): k is ListField => PROPERTY_FIELDS[k].kind === "list");
export const SUMMARY_FIELDS = FIELD_NAMES.filter(
  (k): k is SummaryField => "summary" in PROPERTY_FIELDS[k] && PROPERTY_FIELDS[k].summary === true,
);

export const CARD_FIELDS = FIELD_NAMES.filter(
  (k): k is CardField => "card" in PROPERTY_FIELDS[k] && PROPERTY_FIELDS[k].card === true,
);

/** Whether a field holds Arabic text (its inputs are right to left, its lists also split on "،"). */
export const isArabicField = (k: FieldName): k is ArabicField => "arabicOf" in PROPERTY_FIELDS[k];

/** The fields written in Arabic, in the record's order. */
export const ARABIC_FIELDS = FIELD_NAMES.filter(isArabicField);

// Each `arabicOf` names a field of the table.
const _arabicOfNamesAField: [TranslatedField] extends [FieldName] ? true : false = true;
void _arabicOfNamesAField;

/** Each translated English field's Arabic field: `{ name: "name_ar", desc: "desc_ar", … }`. */
export const ARABIC_FIELD_OF = Object.fromEntries(
  ARABIC_FIELDS.map((k) => [PROPERTY_FIELDS[k].arabicOf, k]),
) as { [K in ArabicField as PropertyFieldTable[K]["arabicOf"]]: K };

/** The column of a field kept in `properties`. */
export const columnOf = <K extends ColumnField>(k: K): PropertyFieldTable[K]["column"] =>
  PROPERTY_FIELDS[k].column;

/** The one summary of a record: what grids and cards get, with the first image as the cover. */
export function toSummary(
  p: Pick<Property, "_id" | SummaryField | "createdAt" | "updatedAt">,
  cover: PropertyMedia | null,
): PropertySummary {
  const out = { _id: p._id } as Record<string, unknown>;
  for (const k of SUMMARY_FIELDS) out[k] = p[k];
  out.createdAt = p.createdAt;
  out.updatedAt = p.updatedAt;
  out.cover = cover;
  return out as PropertySummary;
}

/** `location_key`: how locations are grouped and matched, on every write (and the demo data's). */
export const locationKey = (location: string) => location.trim().toLowerCase();
