import { dubaiDateTime } from "../../lib/time.ts";
import { xmlEscape } from "../../lib/xml.ts";
import { COMPLIANCE_PROBLEMS, complianceProblems } from "../properties/property.compliance.ts";
import type { Portal } from "../properties/property.constants.ts";
import { absoluteImageUrl } from "../properties/property.csv.ts";
import type { Property } from "../properties/property.fields.ts";
import {
  BAYUT_AMENITIES,
  BAYUT_COMMERCIAL_PROPERTY_TYPES,
  BAYUT_FURNISHED,
  BAYUT_OFFPLAN_SALE_TYPES,
  BAYUT_PORTALS,
  BAYUT_PROPERTY_TYPES,
  BAYUT_PURPOSES,
  BAYUT_RENT_FREQUENCIES,
  BAYUT_STATUS,
  PF_AMENITIES,
  PF_COMMERCIAL_AMENITY_CODES,
  PF_COMPLETION,
  PF_COMPLETION_PRIMARY,
  PF_FURNISHED,
  PF_MINIMUM_PRICES,
  PF_OFFERING_TYPES,
  PF_PRIVATE_AMENITY_CODES,
  PF_PROPERTY_TYPES,
  PF_RENT_PERIODS,
  TRANSACTION_OF_LISTING_TYPE,
  type Transaction,
} from "./portal-codes.ts";

/**
 * The two portal feeds (issue 21, docs/feeds.md): which listings each may carry and why the others
 * are left out (`feedProblems`), and each listing's XML (`propertyFinderListing`, `bayutListing`).
 * Pure: the service (feed.service.server.ts) reads the listings and streams the document.
 */

/** What a listing needs to be judged for a feed without reading its lists: its columns and images. */
export type FeedFacts = Pick<
  Property,
  | "_id"
  | "name"
  | "type"
  | "status"
  | "reference"
  | "permitNumber"
  | "permitExpiry"
  | "unitType"
  | "propertyType"
  | "propertyStatus"
  | "price"
  | "rentFrequency"
  | "square"
  | "listedBy"
  | "email"
  | "number"
  | "location"
  | "desc"
  | "updatedAt"
  | "dldWaiver"
  | "originalPrice"
  | "amountPaid"
> & { imageCount: number };

/** Why a listing is left out of a portal's feed (the admin's Portals page names each). */
const FEED_PROBLEMS = [
  ...COMPLIANCE_PROBLEMS,
  "noUnitType",
  "noSize",
  "noImages",
  "noAgentPhone",
  "priceOnRequest",
  "belowMinimumPrice",
  "rentPeriodNotAccepted",
  "offPlanNeedsDetails",
  "duplicateReference",
] as const;
export type FeedProblem = (typeof FEED_PROBLEMS)[number];

/** Whether an off-plan listing carries what Bayut asks: the waiver for a launch, the amounts for a resale. */
function offPlanDetailsGiven(
  p: Pick<Property, "type" | "dldWaiver" | "originalPrice" | "amountPaid">,
): boolean {
  return p.type === "NewProject" ? p.dldWaiver !== null : p.originalPrice !== null && p.amountPaid !== null;
}

/** Sale or rent: Buy and NewProject are sales, Rent and HolidayHome rents, Commercial by its frequency. */
export function transactionOf(p: Pick<Property, "type" | "rentFrequency">): Transaction {
  return TRANSACTION_OF_LISTING_TYPE[p.type] ?? (p.rentFrequency ? "Rent" : "Buy");
}

/** The reference the portals know a listing by: ours, or its id when it has none. */
export const feedReference = (p: Pick<Property, "_id" | "reference">): string =>
  (p.reference?.trim() || p._id).replace(/\s+/g, "-");

const digits = (phone: string) => phone.replace(/\D/g, "");

/**
 * A phone number as the portals want it, international without "+": `971501234567`. A UAE number
 * written locally (`050 123 4567`, `04 123 4567`) gets the country code in place of its 0.
 */
export function internationalDigits(phone: string): string {
  const d = digits(phone);
  if (d.startsWith("00")) return d.slice(2);
  if (d.startsWith("0") && (d.length === 9 || d.length === 10)) return `971${d.slice(1)}`;
  return d;
}

/** Unit types that stand on a plot of their own: the portals take a plot size for these only. */
const ON_A_PLOT = new Set(["Villa", "Townhouse", "Compound", "Plot", "Warehouse", "Factory"]);

/**
 * Why an approved listing cannot go in `portal`'s feed today; empty when it can. The permit rule is
 * the one of property.compliance.ts; the rest are each portal's required fields (docs/feeds.md §3.5
 * and §4.4). Duplicate references are found by the caller, over the whole feed.
 */
export function feedProblems(portal: Portal, p: FeedFacts, today: string): FeedProblem[] {
  const out: FeedProblem[] = [...complianceProblems(p, today)];
  if (!p.unitType) out.push("noUnitType");
  if (!p.square) out.push("noSize");
  if (p.imageCount < 1) out.push("noImages");
  if (digits(p.number).length < 5) out.push("noAgentPhone");
  const transaction = transactionOf(p);
  if (portal === "propertyfinder") {
    if (p.price > 0) {
      const offering = PF_OFFERING_TYPES[transaction][p.propertyType];
      const minimums: Partial<Record<string, number>> = PF_MINIMUM_PRICES[offering];
      const minimum = transaction === "Buy" ? minimums.sale : minimums[p.rentFrequency ?? "yearly"];
      if (minimum === undefined) out.push("rentPeriodNotAccepted");
      else if (p.price < minimum) out.push("belowMinimumPrice");
    }
  } else {
    if (p.price <= 0) out.push("priceOnRequest");
    // Bayut's off-plan details: a launch's DLD fee waiver, a resale's original price and amount paid.
    if (p.propertyStatus === "offPlan" && !offPlanDetailsGiven(p)) out.push("offPlanNeedsDetails");
  }
  return out;
}

// ---------- XML ----------

/** Characters XML 1.0 does not allow at all (control characters other than tab and line breaks). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as CDATA; a `]]>` inside is split across two sections. */
const cdata = (s: string) => `<![CDATA[${s.replace(NOT_XML, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

type Value = string | number | null | undefined;
/** `<name>value</name>`, escaped; nothing for a blank value. */
const el = (name: string, value: Value, attrs = "") =>
  value === null || value === undefined || value === ""
    ? ""
    : `<${name}${attrs}>${xmlEscape(String(value).replace(NOT_XML, ""))}</${name}>`;
/** `<name><![CDATA[value]]></name>`; nothing for a blank value. */
const cd = (name: string, value: Value) =>
  value === null || value === undefined || value === "" ? "" : `<${name}>${cdata(String(value))}</${name}>`;

/** `2026-11-27 13:14:15`, Dubai time (UTC+4): how both portals write times (docs/feeds.md). */
export const feedTime = (iso: string): string => dubaiDateTime(new Date(iso));

/** The emirate and the community: `location` carries a non-Dubai emirate in brackets ("Al Reem Island (Abu Dhabi)"). */
export function placeOf(p: Pick<Property, "location" | "state">): { city: string; community: string } {
  const m = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(p.location);
  if (m) return { city: m[2], community: m[1] };
  return { city: p.state?.trim() || "Dubai", community: p.location };
}

/** Our free-text amenities matched to a portal's names (equal, case and spacing aside): §3.4. */
function matchAmenities<K extends string>(p: Property, table: Record<K, readonly string[]>): K[] {
  const norm = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
  const words = new Set([...p.features, ...p.exclusiveAmenities].map(norm));
  return (Object.keys(table) as K[]).filter((k) => table[k].some((w) => words.has(norm(w))));
}

/** Absolute URLs of a listing's photos (stored ones are served under `/api/`). */
const imageUrls = (p: Pick<Property, "images">, origin: string): string[] =>
  p.images.map((src) => absoluteImageUrl(src, origin));

/** Property Finder sends at most this many photos (docs/feeds.md §3). */
const PF_MAX_PHOTOS = 10;

/** One `<property>` of the Property Finder feed (docs/feeds.md §3). */
export function propertyFinderListing(p: Property, origin: string): string {
  const transaction = transactionOf(p);
  const residential = p.propertyType === "residential";
  const updated = feedTime(p.updatedAt);
  const price =
    p.price <= 0
      ? ""
      : transaction === "Rent"
        ? `<price>${el(PF_RENT_PERIODS[p.rentFrequency ?? "yearly"], p.price)}</price>`
        : el("price", p.price);
  const { city, community } = placeOf(p);
  const codes = residential ? PF_PRIVATE_AMENITY_CODES : PF_COMMERCIAL_AMENITY_CODES;
  const amenities = matchAmenities(
    p,
    Object.fromEntries(codes.map((c) => [c, [PF_AMENITIES[c].name, ...PF_AMENITIES[c].synonyms]])),
  );
  const bedrooms =
    p.bedrooms === null ? null : p.bedrooms === 0 ? "studio" : p.bedrooms > 7 ? "7+" : p.bedrooms;
  const bathrooms = p.bathrooms === null ? null : p.bathrooms > 7 ? "7+" : p.bathrooms;
  const photos = imageUrls(p, origin)
    .slice(0, PF_MAX_PHOTOS)
    .map((u) => el("url", u, ` last_updated="${updated}"`))
    .join("");
  return [
    `<property last_update="${updated}">`,
    el("reference_number", feedReference(p)),
    el("permit_number", p.permitNumber),
    el("offering_type", PF_OFFERING_TYPES[transaction][p.propertyType]),
    el("property_type", p.unitType ? PF_PROPERTY_TYPES[p.unitType] : null),
    el("price_on_application", p.price <= 0 ? "Yes" : "No"),
    price,
    transaction === "Rent" && p.rentFrequency === "yearly" ? el("cheques", p.cheques) : "",
    el("city", city),
    el("community", community),
    el("sub_community", p.subCommunity),
    el("property_name", p.buildingName),
    el("project_name", p.projectName),
    cd("title_en", p.name),
    cd("title_ar", p.name_ar),
    cd("description_en", p.desc),
    cd("description_ar", p.desc_ar),
    el("size", p.square),
    el("plot_size", p.unitType && ON_A_PLOT.has(p.unitType) && p.totalArea ? p.totalArea : null),
    residential ? el("bedroom", bedrooms) : "",
    residential ? el("bathroom", bathrooms) : "",
    el("furnished", p.furnishing ? PF_FURNISHED[p.furnishing] : null),
    el(
      "completion_status",
      (p.type === "NewProject" ? PF_COMPLETION_PRIMARY : PF_COMPLETION)[p.propertyStatus],
    ),
    el(residential ? "private_amenities" : "commercial_amenities", amenities.join(",")),
    el("parking", p.parking),
    p.latitude !== null && p.longitude !== null ? el("geopoints", `${p.longitude},${p.latitude}`) : "",
    "<agent>",
    el("id", p.agentId ?? p.email),
    el("name", p.listedBy),
    el("email", p.email),
    el("phone", internationalDigits(p.number)),
    el("license_no", p.agentBrn),
    "</agent>",
    `<photo>${photos}</photo>`,
    "</property>",
  ].join("");
}

/** One `<Property>` of the Bayut / dubizzle feed (docs/feeds.md §4); every value in CDATA. */
export function bayutListing(p: Property, origin: string): string {
  const transaction = transactionOf(p);
  const residential = p.propertyType === "residential";
  const commercial: Partial<Record<string, string>> = BAYUT_COMMERCIAL_PROPERTY_TYPES;
  const type = p.unitType
    ? (!residential && commercial[p.unitType]) || BAYUT_PROPERTY_TYPES[p.unitType]
    : null;
  const { city, community } = placeOf(p);
  const features = matchAmenities(p, BAYUT_AMENITIES);
  const bedrooms = p.bedrooms === null ? null : p.bedrooms === 0 ? -1 : p.bedrooms > 10 ? "10+" : p.bedrooms;
  return [
    "<Property>",
    cd("Property_Ref_No", feedReference(p)),
    cd("Permit_Number", p.permitNumber),
    cd("Property_Status", "live"),
    cd("Property_purpose", BAYUT_PURPOSES[transaction]),
    cd("Property_Type", type),
    cd("Property_Size", p.square),
    cd("Property_Size_Unit", "SQFT"),
    cd("plotArea", p.unitType && ON_A_PLOT.has(p.unitType) && p.totalArea ? p.totalArea : null),
    residential ? cd("Bedrooms", bedrooms) : "",
    residential ? cd("Bathrooms", p.bathrooms) : "",
    features.length ? `<Features>${features.map((f) => cd("Feature", f)).join("")}</Features>` : "",
    cd("Off_Plan", BAYUT_STATUS[p.propertyStatus]),
    ...(p.propertyStatus !== "offPlan"
      ? []
      : p.type === "NewProject"
        ? [
            cd("offplanDetails_saleType", BAYUT_OFFPLAN_SALE_TYPES.NewProject),
            cd("offplanDetails_dldWaiver", p.dldWaiver),
          ]
        : [
            cd("offplanDetails_saleType", BAYUT_OFFPLAN_SALE_TYPES.other),
            cd("offplanDetails_originalPrice", p.originalPrice),
            cd("offplanDetails_amountPaid", p.amountPaid),
          ]),
    `<Portals>${BAYUT_PORTALS.map((x) => cd("Portal", x)).join("")}</Portals>`,
    cd("Last_Updated", feedTime(p.updatedAt)),
    cd("Property_Title", p.name),
    cd("Property_Title_AR", p.name_ar),
    cd("Property_Description", p.desc),
    cd("Property_Description_AR", p.desc_ar),
    cd("Price", p.price),
    transaction === "Rent" ? cd("Rent_Frequency", BAYUT_RENT_FREQUENCIES[p.rentFrequency ?? "yearly"]) : "",
    cd("Furnished", p.furnishing ? BAYUT_FURNISHED[p.furnishing] : null),
    cd("City", city),
    cd("Locality", community),
    cd("Sub_Locality", p.subCommunity),
    cd("Tower_Name", p.buildingName),
    cd("Listing_Agent", p.listedBy),
    cd("Listing_Agent_Phone", `+${internationalDigits(p.number)}`),
    cd("Listing_Agent_Email", p.email),
    `<Images>${imageUrls(p, origin)
      .map((u) => cd("Image", u))
      .join("")}</Images>`,
    "</Property>",
  ].join("");
}

const FEED_XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The document around the listings: Property Finder's root names the count and the newest change. */
export function feedOpen(portal: Portal, count: number, lastUpdate: string | null): string {
  if (portal === "bayut") return `${FEED_XML_HEAD}<Properties>\n`;
  const last = lastUpdate ? feedTime(lastUpdate) : "";
  return `${FEED_XML_HEAD}<list last_update="${last}" listing_count="${count}">\n`;
}
export const feedClose = (portal: Portal): string => (portal === "bayut" ? "</Properties>\n" : "</list>\n");
export const feedListing = (portal: Portal, p: Property, origin: string): string =>
  `${portal === "bayut" ? bayutListing(p, origin) : propertyFinderListing(p, origin)}\n`;
