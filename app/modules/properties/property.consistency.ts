import type { Property } from "./property.fields.ts";

/**
 * Does a listing's text agree with its facts? The rules staff would catch by reading a listing
 * twice: a villa with building lifts or a podium supermarket, a tenanted sale that never says the
 * rent, escrow and handover text on a ready home, the community twice in a title, a description
 * that counts other bedrooms than the field. Each warning has a stable code (the admin catalogue
 * words it under admin.warning.<code>) and the field to correct. Advisory only: nothing here
 * blocks a save.
 * Pure and browser-safe; the demo data must pass every rule (app/seed/demo-text.test.ts).
 */

const WARNING_CODES = [
  "kind-type-mismatch",
  "commercial-bedrooms",
  "house-elevators",
  "house-floors",
  "house-building-text",
  "apartment-plot-text",
  "title-location-repeated",
  "title-repeated-part",
  "text-bedrooms",
  "text-bathrooms",
  "text-size",
  "text-parking",
  "text-price",
  "text-price-period",
  "text-zero-amount",
  "text-transaction",
  "text-furnishing",
  "text-fit-out",
  "text-private-pool",
  "text-handover",
  "tenanted-rent-missing",
  "vacant-tenanted-text",
  "occupied-vacant-text",
  "offplan-occupied",
  "offplan-ready-text",
  "ready-offplan-text",
  "ready-future-handover",
  "offplan-past-handover",
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

export interface ListingWarning {
  code: WarningCode;
  /** The field to correct (for a text rule, the field whose text says it). */
  field: keyof ListingFacts;
  /** Values for the message: counts are numbers (ICU plurals), quotes are strings. */
  vars: Record<string, string | number>;
}

/** What the rules read: the listing's facts and every field of text shown with them. */
export type ListingFacts = Pick<
  Property,
  | "name"
  | "desc"
  | "message"
  | "type"
  | "propertyType"
  | "propertyStatus"
  | "occupancy"
  | "bedrooms"
  | "bathrooms"
  | "square"
  | "totalArea"
  | "price"
  | "parking"
  | "pools"
  | "floors"
  | "elevators"
  | "handOverDate"
  | "location"
  | "buildingName"
  | "configuration"
  | "layout"
  | "convenience"
  | "features"
  | "keyFeatures"
  | "exclusiveAmenities"
  | "primeLocation"
>;

/** A field the rules read (and a warning names). */
type Field = keyof ListingFacts;

/** What a listing is, read from its kind and its own words (the API has no villa/apartment field). */
export type Dwelling = "house" | "apartment" | "commercial";

const HOUSE_WORDS = /\b(?:villas?|townhouses?|town houses?|mansions?|bungalows?)\b/i;
const APARTMENT_WORDS = /\b(?:apartments?|flats?|penthouses?|studio apartments?|lofts?|hotel apartments?)\b/i;

/** A villa or townhouse, an apartment, or commercial: from the kind, then the title, then the description. */
export function dwellingOf(p: Pick<Property, "propertyType" | "name" | "desc">): Dwelling | null {
  if (p.propertyType === "commercial") return "commercial";
  for (const text of [p.name, p.desc]) {
    const house = HOUSE_WORDS.exec(text);
    const flat = APARTMENT_WORDS.exec(text);
    if (house && (!flat || house.index < flat.index)) return "house";
    if (flat) return "apartment";
  }
  return null;
}

// ---------------------------------------------------------------- reading text

interface Source {
  field: Field;
  text: string;
}

const LIST_SOURCES = ["keyFeatures", "features", "exclusiveAmenities", "primeLocation"] as const;

/** The fields whose words a visitor reads as claims about the listing, one list item at a time. */
function sources(p: ListingFacts, fields: readonly Field[]): Source[] {
  const out: Source[] = [];
  for (const field of fields) {
    const v = p[field];
    if (typeof v === "string" && v.trim()) out.push({ field, text: v });
    else if (Array.isArray(v)) for (const item of v) if (item.trim()) out.push({ field, text: item });
  }
  return out;
}
const PROSE: readonly Field[] = ["name", "desc", "message"];
const ALL_TEXT: readonly Field[] = [...PROSE, ...LIST_SOURCES, "convenience", "layout", "configuration"];

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const NUM = `(\\d{1,2}(?:\\.\\d)?|${Object.keys(WORD_NUMBERS).join("|")})`;
const toNumber = (s: string) => WORD_NUMBERS[s.toLowerCase()] ?? Number(s);

/** Counts stated before a noun: "3BR", "two-bedroom", "1, 2 and 3 bedrooms" (every number of a list). */
function statedCounts(text: string, noun: string): { values: number[]; quote: string }[] {
  const re = new RegExp(
    `((?:\\b${NUM}\\s*(?:,|and|or|to|&|-|–|/)\\s*)*)\\b${NUM}(?:\\s*[-–]\\s*|\\s+)?(?:${noun})\\b`,
    "gi",
  );
  const out: { values: number[]; quote: string }[] = [];
  for (const m of text.matchAll(re)) {
    const list = [...(m[1] ?? "").matchAll(new RegExp(`\\b${NUM}`, "gi"))].map((x) => toNumber(x[1]));
    out.push({ values: [...list, toNumber(m[m.length - 1] ?? "")], quote: m[0].trim() });
  }
  return out;
}

// "studio" as the unit, not a yoga studio or Dubai Studio City.
const STUDIO =
  /(?<!\b(?:yoga|fitness|pilates|dance|design|music|recording|art|photo|photography|podcast)\s)\bstudios?\b(?!\s+city)/i;

const AMOUNT =
  /\b(?:AED|Dhs?\.?|dirhams?)\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|mn|million|thousand|bn|billion)?\b/gi;
const PER_YEAR = /^\s*(?:a|per|\/|each)\s*(?:year|annum|yr)\b|^\s*(?:yearly|annually|p\.?\s?a\.?)(?:\W|$)/i;
const PER_MONTH = /^\s*(?:a|per|\/|each)\s*month\b|^\s*monthly\b/i;
const PER_NIGHT = /^\s*(?:a|per|\/|each)\s*night\b|^\s*nightly\b/i;
const PER_AREA = /^\s*(?:a|per|\/)\s*(?:sq\.?\s*ft|sqft|square\s+foot|sq\.?\s*m|sqm)\b/i;
const PRICE_CUE =
  /(?:asking(?: price)?(?: of| is)?|(?:sale |selling |offer(?:ed)? )?price(?:d)?(?: at| of| from| is)?:?|priced|offered at|selling (?:at|for)|(?:starting|prices start) (?:from|at)|yours for|for sale at|for)\s*(?:just|only)?\s*$/i;

function parseAmount(digits: string, suffix: string | undefined): number {
  const n = Number(digits.replaceAll(",", ""));
  const s = (suffix ?? "").toLowerCase();
  if (s === "k" || s === "thousand") return n * 1e3;
  if (s === "m" || s === "mn" || s === "million") return n * 1e6;
  if (s === "bn" || s === "billion") return n * 1e9;
  return n;
}

interface Amount {
  value: number;
  quote: string;
  before: string;
  after: string;
}
function amounts(text: string): Amount[] {
  return [...text.matchAll(AMOUNT)].map((m) => ({
    value: parseAmount(m[1], m[2]),
    quote: m[0].trim(),
    before: text.slice(Math.max(0, (m.index ?? 0) - 40), m.index),
    after: text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30),
  }));
}

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= Math.max(1, b * tolerance);
const first = <T>(items: T[]) => (items.length ? items[0] : undefined);

// ---------------------------------------------------------------- phrase lists

/** Wording of a tower, wrong for a villa or townhouse. */
const BUILDING_PHRASES = [
  /\bpodium\b/i,
  /\bin the building\b/i,
  /\bhigh[- ]floor\b/i,
  /\blow[- ]floor\b/i,
  /\b(?:building|tower) lobby\b/i,
  /\bhigh-speed lifts\b/i,
  /\bfloor plate\b/i,
];
/** Wording of a house on its own land, wrong for an apartment. */
const PLOT_PHRASES = [/\bplot\b/i, /\bsingle[- ]row\b/i, /\bback[- ]to[- ]back\b/i];
/** Wording of an off-plan sale, wrong for a ready listing. */
const OFF_PLAN_PHRASES = [
  /\boff[- ]plan\b/i,
  /\bescrow\b/i,
  /\bpayment plan\b/i,
  /\b(?:on|post|after)[- ]handover\b/i,
  /\b(?:expected|scheduled|due|estimated|anticipated|planned) (?:handover|completion)\b/i,
  /\bhandover (?:in|by|expected) (?:Q[1-4]|20\d\d)\b/i,
  /\bunder construction\b/i,
  /\bon booking\b/i,
  /\blaunch price\b/i,
  /\bconstruction[- ]linked\b/i,
];
/** Wording of a finished home, wrong for an off-plan one. */
const READY_PHRASES = [
  /\bready to move in\b/i,
  /\bmove[- ]in ready\b/i,
  /\bvacant on transfer\b/i,
  /\bkeys? in hand\b/i,
  /\bmove in (?:today|now|immediately)\b/i,
  /\btenanted\b/i,
];
const TENANTED =
  /\btenanted\b|\btenant in place\b|\bcurrently (?:rented|leased|let)\b|\brented (?:out )?(?:at|until|till)\b/i;
const VACANT =
  /\bvacant\b|\bready to move in\b|\bavailable (?:now|immediately)\b|\bmove in (?:today|now|immediately)\b/i;
const RENT_STATED =
  /AED\s*\d[\d,.]*\s*(?:k|m|mn|million|thousand)?\s*(?:a|per|\/)\s*(?:year|annum|yr)\b|\b(?:annual|yearly) rent\b[^.]{0,30}AED|\brent(?:ed)?\s+(?:at|of|for)\s+AED|\d+(?:\.\d+)?\s*%\s*(?:gross |net )?(?:yield|ROI|return)\b|\b(?:yield|ROI|return) of \d/i;
const FOR_SALE = /\bfor sale\b|\bsale price\b|\bvacant on transfer\b/i;
const FOR_RENT = /\bfor rent\b|\bfor lease\b|\bto let\b|\bavailable to rent\b|\bannual rent\b/i;
const PRIVATE_POOL = /\bprivate (?:swimming |plunge )?pool\b/i;
const PRIVATE_LIFT = /\b(?:private|home|internal|in-villa) (?:lift|elevator)\b/i;
const SHELL = /\bshell (?:and|&) core\b/i;
const FITTED =
  /\bfully fitted\b|\bfitted (?:office|unit|space|floor|shop)\b|\bfitted with\b|^fitted(?: and furnished)?$/i;

type Furnishing = "furnished" | "semi" | "unfurnished";
const FURNISHING = /\b(un|semi[- ]|part(?:ly|ially)?[- ])?furnished\b/gi;
function furnishingsIn(text: string): Furnishing[] {
  return [...text.matchAll(FURNISHING)].map((m) =>
    !m[1] ? "furnished" : m[1].toLowerCase() === "un" ? "unfurnished" : "semi",
  );
}

const quarterOf = (date: string) => Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;
const HANDOVER_STATED =
  /\b(?:handover|hand-over|hand over|handed over|completion|completes|completed)\b[^.\n|]{0,40}?\b(?:(Q[1-4])\s*|(?:end of|early|mid|late)\s+)?(20\d\d)\b/gi;

// ---------------------------------------------------------------- the rules

/** Every contradiction found, in field order of the form; `today` (YYYY-MM-DD) dates the handover rules. */
export function listingWarnings(p: ListingFacts, today: string): ListingWarning[] {
  const out: ListingWarning[] = [];
  const seen = new Set<string>();
  const warn = (code: WarningCode, field: Field, vars: ListingWarning["vars"] = {}) => {
    const key = `${code}:${field}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ code, field, vars });
  };
  const dwelling = dwellingOf(p);
  const all = sources(p, ALL_TEXT);
  const prose = sources(p, [...PROSE, ...LIST_SOURCES]);
  const findPhrase = (list: RegExp[], from: Source[] = all) => {
    for (const s of from)
      for (const re of list) {
        const m = re.exec(s.text);
        if (m) return { field: s.field, quote: m[0] };
      }
    return null;
  };

  // kind and type
  if (
    (p.type === "Commercial" && p.propertyType === "residential") ||
    (p.type === "HolidayHome" && p.propertyType === "commercial")
  )
    warn("kind-type-mismatch", "propertyType", { type: p.type });
  if (p.propertyType === "commercial" && (p.bedrooms ?? 0) > 0)
    warn("commercial-bedrooms", "bedrooms", { n: p.bedrooms ?? 0 });

  // a house is not a tower, an apartment has no plot
  if (dwelling === "house") {
    if ((p.elevators ?? 0) > 0 && !findPhrase([PRIVATE_LIFT]))
      warn("house-elevators", "elevators", { n: p.elevators ?? 0 });
    if ((p.floors ?? 0) > 4) warn("house-floors", "floors", { n: p.floors ?? 0 });
    const hit = findPhrase(BUILDING_PHRASES);
    if (hit) warn("house-building-text", hit.field, { quote: hit.quote });
  }
  if (dwelling === "apartment") {
    const hit = findPhrase(PLOT_PHRASES);
    if (hit) warn("apartment-plot-text", hit.field, { quote: hit.quote });
  }

  // the title
  const place = p.location.replace(/\s*\(.*\)\s*$/, "").trim();
  if (place) {
    const times = p.name.toLowerCase().split(place.toLowerCase()).length - 1;
    if (times > 1) warn("title-location-repeated", "name", { location: place });
  }
  const parts = p.name
    .split("|")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const twice = /\b(\w{3,})\s+\1\b/i.exec(p.name);
  if (new Set(parts).size < parts.length || twice)
    warn("title-repeated-part", "name", {
      quote: twice?.[0] ?? parts.find((x, i) => parts.indexOf(x) !== i) ?? "",
    });

  // counts stated in the text
  const names = [p.location, place, p.buildingName ?? ""].filter((s) => s.trim().length > 2);
  const strip = (text: string) => names.reduce((t, n) => t.split(n).join("·"), text);
  if (p.bedrooms !== null && p.propertyType !== "commercial") {
    for (const s of prose) {
      const text = strip(s.text);
      const stated = statedCounts(text, "br|bed(?:room)?s?|bhk");
      const studio = STUDIO.exec(text);
      if (studio && !/\bstudy\b/i.test(studio[0])) stated.push({ values: [0], quote: studio[0] });
      const wrong = stated.find((x) => !x.values.includes(p.bedrooms ?? -1));
      if (wrong) warn("text-bedrooms", s.field, { quote: wrong.quote, n: p.bedrooms });
    }
  }
  if (p.bathrooms !== null) {
    for (const s of prose) {
      const wrong = statedCounts(strip(s.text), "bath(?:room)?s?").find(
        (x) => !x.values.some((v) => Math.floor(v) === p.bathrooms),
      );
      if (wrong) warn("text-bathrooms", s.field, { quote: wrong.quote, n: p.bathrooms });
    }
  }
  if (p.parking !== null) {
    for (const s of prose) {
      const wrong = statedCounts(
        s.text,
        "(?:covered |allocated |dedicated |reserved |basement |underground )?(?:parking(?: spaces?| bays?| spots?| slots?)?|car parking|car spaces?|parkings)",
      ).find((x) => !x.values.includes(p.parking ?? -1));
      if (wrong) warn("text-parking", s.field, { quote: wrong.quote, n: p.parking });
    }
  }
  if (p.square !== null && p.square > 0) {
    const SIZE =
      /\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(sq\.?\s*ft\.?|sqft|square\s+feet|sq\.?\s*m\b|sqm\b|m²|square\s+met(?:er|re)s)/gi;
    const OTHER_AREA =
      /\b(?:plot|terrace|balcony|garden|land|yard|mezzanine|storage|floor plate|roof|total)\b/i;
    for (const s of prose) {
      for (const m of s.text.matchAll(SIZE)) {
        const raw = Number(m[1].replaceAll(",", ""));
        const sqft = /m/i.test(m[2]) && !/ft|feet/i.test(m[2]) ? raw * 10.7639 : raw;
        if (raw < 100) continue;
        const at = m.index ?? 0;
        const around = s.text.slice(Math.max(0, at - 30), at + m[0].length + 20);
        if (OTHER_AREA.test(around)) continue;
        if (near(sqft, p.square, 0.02) || (p.totalArea !== null && near(sqft, p.totalArea, 0.02))) continue;
        warn("text-size", s.field, { quote: m[0], n: p.square });
      }
    }
  }

  // money
  for (const s of prose) {
    for (const a of amounts(s.text)) {
      if (a.value === 0) {
        warn("text-zero-amount", s.field, { quote: a.quote });
        continue;
      }
      if (PER_AREA.test(a.after)) continue;
      if (PER_NIGHT.test(a.after)) {
        if (p.type === "Rent")
          warn("text-price-period", s.field, { quote: `${a.quote}${a.after.split(/[.;,]/)[0]}` });
        else if (p.type === "HolidayHome" && !near(a.value, p.price, 0.005))
          warn("text-price", s.field, { quote: a.quote, n: p.price });
        continue;
      }
      if (PER_YEAR.test(a.after) || PER_MONTH.test(a.after)) {
        const yearly = PER_MONTH.test(a.after) ? a.value * 12 : a.value;
        if (p.type === "HolidayHome" && PER_YEAR.test(a.after))
          warn("text-price-period", s.field, { quote: `${a.quote}${a.after.split(/[.;,]/)[0]}` });
        else if (p.type === "Rent" && !near(yearly, p.price, 0.01))
          warn("text-price", s.field, { quote: a.quote, n: p.price });
        continue;
      }
      if (
        PRICE_CUE.test(a.before) &&
        !/\b(?:service charge|deposit|fee|commission|rent)\b[^.]*$/i.test(a.before)
      ) {
        if (!near(a.value, p.price, 0.005)) warn("text-price", s.field, { quote: a.quote, n: p.price });
      }
    }
  }
  if (p.type === "Rent" || p.type === "HolidayHome") {
    const hit = findPhrase([FOR_SALE], prose);
    if (hit) warn("text-transaction", hit.field, { quote: hit.quote, type: p.type });
  }
  if (p.type === "Buy" || p.type === "NewProject") {
    const hit = findPhrase([FOR_RENT], prose);
    if (hit) warn("text-transaction", hit.field, { quote: hit.quote, type: p.type });
  }

  // furnishing and fit-out
  const configured = first(furnishingsIn(p.configuration ?? ""));
  const claims = sources(p, [...PROSE, "keyFeatures", "features"]).flatMap((s) =>
    furnishingsIn(s.text).map((f) => ({ field: s.field, f })),
  );
  const expected = configured ?? (p.type === "HolidayHome" ? "furnished" : first(claims)?.f);
  const clash = claims.find((c) => c.f !== expected);
  if (clash && expected) warn("text-furnishing", clash.field, { stated: clash.f, expected });
  else if (p.type === "HolidayHome" && configured === "unfurnished")
    warn("text-furnishing", "configuration", { stated: "unfurnished", expected: "furnished" });
  if (p.propertyType === "commercial") {
    const shell = findPhrase([SHELL]);
    const fitted = findPhrase([FITTED], sources(p, [...PROSE, "configuration", "keyFeatures", "features"]));
    if (shell && fitted) warn("text-fit-out", fitted.field, { quote: fitted.quote });
  }
  if (p.pools === 0) {
    const hit = findPhrase([PRIVATE_POOL], prose);
    if (hit) warn("text-private-pool", hit.field, { quote: hit.quote });
  }

  // tenancy
  const tenanted = findPhrase([TENANTED], prose);
  const vacant = findPhrase([VACANT], prose);
  if (p.occupancy === "Occupied") {
    if (vacant) warn("occupied-vacant-text", vacant.field, { quote: vacant.quote });
    const sale = p.type === "Buy" || (p.type === "Commercial" && tenanted !== null);
    if (sale && !prose.some((s) => RENT_STATED.test(s.text))) warn("tenanted-rent-missing", "desc");
  }
  if (p.occupancy === "Vacant" && tenanted)
    warn("vacant-tenanted-text", tenanted.field, { quote: tenanted.quote });

  // completion and handover
  if (p.propertyStatus === "offPlan") {
    if (p.occupancy === "Occupied") warn("offplan-occupied", "occupancy");
    const hit = findPhrase(READY_PHRASES, prose);
    if (hit) warn("offplan-ready-text", hit.field, { quote: hit.quote });
    if (p.handOverDate && p.handOverDate < today)
      warn("offplan-past-handover", "handOverDate", { date: p.handOverDate });
  } else {
    const hit = findPhrase(OFF_PLAN_PHRASES, prose);
    if (hit) warn("ready-offplan-text", hit.field, { quote: hit.quote });
    if (p.handOverDate && p.handOverDate > today)
      warn("ready-future-handover", "handOverDate", { date: p.handOverDate });
  }
  if (p.handOverDate) {
    const year = Number(p.handOverDate.slice(0, 4));
    const quarter = quarterOf(p.handOverDate);
    for (const s of prose) {
      for (const m of s.text.matchAll(HANDOVER_STATED)) {
        const q = m[1] ? Number(m[1].slice(1)) : null;
        if (Number(m[2]) !== year || (q !== null && q !== quarter))
          warn("text-handover", s.field, { quote: m[0], date: `Q${quarter} ${year}` });
      }
    }
  }
  return out;
}
