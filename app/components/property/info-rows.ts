import { formatDate, formatNumber } from "../../lib/format.ts";
import { COMPLETION_LABEL, KIND_LABEL, OCCUPANCY_LABEL, TYPE_LABEL } from "./enum-labels.ts";
import type { MessageKey, Translate } from "../../lib/i18n/index.ts";
import { LOCALE_TAGS, type Locale } from "../../lib/i18n/locale.ts";
import { placeName } from "../../lib/i18n/places.ts";
import { formatArea } from "../../lib/display.ts";
import type { AreaUnit } from "../../lib/display-units.ts";
import { emirateNamed } from "../../modules/properties/listing-search.ts";
import type { Property } from "../../modules/properties/property.schema.ts";

interface InfoRow {
  field: keyof Property;
  label: string;
  value: string;
}

export interface InfoSection {
  id: "property" | "building" | "project";
  title: string;
  rows: InfoRow[];
}

/** Empty means: absent, blank text, an empty list or a number that is not a number. Zero is a value. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

type Formatter = (p: Property, t: Translate, locale: Locale, unit: AreaUnit) => string;
interface RowSpec {
  field: keyof Property;
  label: MessageKey;
  format?: Formatter;
}

const text =
  (field: keyof Property): Formatter =>
  (p) =>
    String(p[field]).trim();
const count =
  (field: keyof Property): Formatter =>
  (p) =>
    formatNumber(Number(p[field]));
const area =
  (field: keyof Property): Formatter =>
  (p, t, _locale, unit) =>
    formatArea(t, Number(p[field]), unit);
const date =
  (field: keyof Property): Formatter =>
  (p, _t, locale) =>
    formatDate(String(p[field]), { locale: LOCALE_TAGS[locale].intl });

const SECTIONS: { id: InfoSection["id"]; title: MessageKey; rows: RowSpec[] }[] = [
  {
    id: "property",
    title: "pd.info.property",
    rows: [
      { field: "reference", label: "pd.field.reference" },
      { field: "type", label: "pd.field.type", format: (p, t) => t(TYPE_LABEL[p.type]) },
      {
        field: "propertyType",
        label: "pd.field.propertyType",
        format: (p, t) => t(KIND_LABEL[p.propertyType]),
      },
      {
        field: "bedrooms",
        label: "pd.field.bedrooms",
        format: (p, t) => (p.bedrooms === 0 ? t("property.studio") : formatNumber(p.bedrooms ?? 0)),
      },
      { field: "bathrooms", label: "pd.field.bathrooms", format: count("bathrooms") },
      { field: "square", label: "pd.field.square", format: area("square") },
      { field: "layout", label: "pd.field.layout" },
      { field: "configuration", label: "pd.field.configuration" },
      { field: "view", label: "pd.field.view" },
      {
        field: "occupancy",
        label: "pd.field.occupancy",
        format: (p, t) => t(OCCUPANCY_LABEL[p.occupancy === "Occupied" ? "Occupied" : "Vacant"]),
      },
      { field: "parking", label: "pd.field.parking", format: count("parking") },
      { field: "convenience", label: "pd.field.convenience" },
      { field: "addedOn", label: "pd.field.addedOn", format: date("addedOn") },
    ],
  },
  {
    id: "building",
    title: "pd.info.building",
    rows: [
      { field: "buildingName", label: "pd.field.buildingName" },
      { field: "floors", label: "pd.field.floors", format: count("floors") },
      { field: "elevators", label: "pd.field.elevators", format: count("elevators") },
      { field: "pools", label: "pd.field.pools", format: count("pools") },
      { field: "totalArea", label: "pd.field.totalArea", format: area("totalArea") },
    ],
  },
  {
    id: "project",
    title: "pd.info.project",
    rows: [
      { field: "projectName", label: "pd.field.projectName" },
      {
        field: "propertyStatus",
        label: "pd.field.propertyStatus",
        format: (p, t) => t(COMPLETION_LABEL[p.propertyStatus]),
      },
      { field: "handOverDate", label: "pd.field.handOverDate", format: date("handOverDate") },
      {
        field: "location",
        label: "pd.field.location",
        format: (p, _t, locale) => placeName(p.location, locale).text,
      },
      {
        field: "state",
        label: "pd.field.state",
        // An emirate is written in the page's language; another value as the listing states it.
        format: (p, t) => {
          const emirate = emirateNamed(String(p.state));
          return emirate ? t(`pub.emirate.${emirate}`) : String(p.state).trim();
        },
      },
    ],
  },
];

/**
 * The property, building and project tables. A row appears only when its field is non-empty
 * (docs/product/specification.md §2); a table with no rows is left out.
 */
export function infoSections(
  p: Property,
  t: Translate,
  locale: Locale = "en",
  unit: AreaUnit = "sqft",
): InfoSection[] {
  return SECTIONS.map((s) => ({
    id: s.id,
    title: t(s.title),
    rows: s.rows
      .filter((r) => isPresent(p[r.field]))
      .map((r) => ({
        field: r.field,
        label: t(r.label),
        value: (r.format ?? text(r.field))(p, t, locale, unit),
      })),
  })).filter((s) => s.rows.length > 0);
}
