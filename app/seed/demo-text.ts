/**
 * The words of a demo listing: title, description, message, the text rows of its tables (building,
 * project, layout, configuration, convenience, view) and its four lists, all written from the
 * listing's facts (demo-data.ts draws those), so the text cannot contradict them: no elevators or
 * podium shops for a villa, a tenanted sale always states its rent, off-plan wording only on
 * off-plan listings, the community once in a title, and every count, size and price in the text is
 * the field's. property.consistency.ts holds the same rules for real listings; demo-text.test.ts
 * runs them over every demo listing.
 *
 * Descriptions vary in structure, not only in nouns: an opening chosen from several kinds (an
 * introduction, a question, the view, the numbers, the building...), a paragraph plan (which
 * blocks, in which order, grouped into which paragraphs), and optional blocks that appear only when
 * the facts give them something to say. Deterministic: everything is drawn from the `Rng` given.
 */
import { between, chance, int, pick, type Rng, sample } from "../lib/random.ts";
import type { Occupancy, PropertyType } from "../modules/properties/property.constants.ts";

export type Category = "apartment" | "penthouse" | "villa" | "townhouse" | "office" | "retail" | "warehouse";

/** The facts a listing's text is written from. */
export interface ListingFacts {
  index: number;
  type: PropertyType;
  category: Category;
  location: string;
  bedrooms: number | null;
  bathrooms: number;
  square: number;
  totalArea: number;
  /** AED; 0 is price on application. Per night for holiday homes, per year for rentals. */
  price: number;
  /** Commercial: for sale (true) or to rent. Buy and NewProject are sales. */
  sale: boolean;
  offPlan: boolean;
  handOverDate: string | null;
  occupancy: Occupancy;
  furnished: boolean;
  /** Storeys of the building (of the house, for villas and townhouses). */
  floors: number;
  pools: number | null;
  parking: number;
  /** AED per sq ft a year. */
  serviceCharge: number;
  agent: string;
  latitude: number;
  longitude: number;
  /** A beach within walking distance. */
  beach: boolean;
  /** Cheques a year for a rental when the listing records it; otherwise the text chooses. */
  cheques?: number | null;
}

/** Everything of a listing that is words. */
export interface ListingText {
  name: string;
  projectName: string | null;
  buildingName: string;
  description: string;
  message: string | null;
  configuration: string;
  layout: string;
  convenience: string;
  view: string | null;
  features: string[];
  keyFeatures: string[];
  exclusiveAmenities: string[];
  primeLocation: string[];
}

// ---------------------------------------------------------------- place knowledge

const VIEWS: Record<string, string[]> = {
  "Downtown Dubai": ["Burj Khalifa view", "Fountain view", "Boulevard view"],
  "Dubai Marina": ["Full Marina view", "Full sea view", "Partial sea view"],
  "Palm Jumeirah": ["Full sea view", "Skyline and sea view", "Beach view"],
  "Business Bay": ["Canal view", "Burj Khalifa view", "Downtown skyline view"],
  "Dubai Hills Estate": ["Golf course view", "Park view", "Downtown skyline view"],
  "Jumeirah Village Circle": ["Community view", "Pool view", "Park view"],
  "Jumeirah Lake Towers": ["Lake view", "Marina skyline view"],
  "Dubai Creek Harbour": ["Creek view", "Downtown skyline view", "Creek promenade view"],
  "Jumeirah Beach Residence": ["Full sea view", "Beach view"],
  "Bluewaters Island": ["Full sea view", "Marina skyline view"],
  "Sobha Hartland": ["Lagoon view", "Downtown skyline view"],
  "City Walk": ["Boulevard view", "Burj Khalifa view"],
  "Emirates Hills": ["Golf course view", "Lake view"],
  "Jumeirah Golf Estates": ["Golf course view"],
  "Jumeirah Islands": ["Lake view"],
  "Arabian Ranches": ["Park view", "Community view"],
  "Arabian Ranches 3": ["Park view"],
  "Damac Hills": ["Golf course view", "Park view"],
  Meadows: ["Lake view"],
  Springs: ["Lake view", "Community view"],
  "Dubai Harbour": ["Full sea view", "Palm and sea view"],
  "Emaar Beachfront": ["Full sea view", "Palm view"],
  "Tilal Al Ghaf": ["Lagoon view"],
  "Palm Jebel Ali": ["Full sea view"],
  "La Mer": ["Sea view", "Beach view"],
  Jumeirah: ["Sea view", "Community view"],
  "Dubai Islands": ["Full sea view", "Beach view"],
  "Al Jaddaf": ["Creek view", "Downtown skyline view"],
  Meydan: ["Racecourse view", "Downtown skyline view"],
  "Mohammed Bin Rashid City": ["Lagoon view", "Downtown skyline view"],
  "Al Marjan Island (Ras Al Khaimah)": ["Full sea view"],
  "Al Reem Island (Abu Dhabi)": ["Sea view", "Mangrove view"],
};
/** A metro or tram stop within walking distance. */
const METRO = new Set([
  "Dubai Marina",
  "Jumeirah Lake Towers",
  "Business Bay",
  "Downtown Dubai",
  "Dubai Internet City",
  "Dubai Media City",
  "Trade Centre",
  "Al Barsha",
  "Jumeirah Beach Residence",
  "Al Jaddaf",
  "Al Furjan",
  "Jebel Ali",
]);
const GOLF = new Set([
  "Emirates Hills",
  "Jumeirah Golf Estates",
  "Damac Hills",
  "Dubai Hills Estate",
  "Arabian Ranches",
]);
const LAGOON = new Set(["Tilal Al Ghaf", "Damac Hills 2", "Sobha Hartland", "Mohammed Bin Rashid City"]);

/** Approximate landmarks used to write "10 min to …" lines for any community. */
const LANDMARKS: { name: string; lat: number; lng: number }[] = [
  { name: "Dubai Mall", lat: 25.1972, lng: 55.2796 },
  { name: "DIFC", lat: 25.2125, lng: 55.2817 },
  { name: "Dubai Marina Mall", lat: 25.0767, lng: 55.1403 },
  { name: "Mall of the Emirates", lat: 25.1181, lng: 55.2006 },
  { name: "DXB Airport", lat: 25.2532, lng: 55.3657 },
  { name: "Al Maktoum International Airport", lat: 24.896, lng: 55.161 },
  { name: "JBR Beach", lat: 25.078, lng: 55.133 },
  { name: "Kite Beach", lat: 25.158, lng: 55.199 },
  { name: "Dubai Hills Mall", lat: 25.102, lng: 55.24 },
  { name: "Global Village", lat: 25.07, lng: 55.305 },
  { name: "Expo City", lat: 24.963, lng: 55.146 },
  { name: "Dubai Creek", lat: 25.229, lng: 55.333 },
  { name: "Abu Dhabi Corniche", lat: 24.476, lng: 54.338 },
  { name: "Zayed International Airport", lat: 24.433, lng: 54.651 },
  { name: "Al Hamra golf course", lat: 25.694, lng: 55.785 },
  { name: "RAK city centre", lat: 25.789, lng: 55.943 },
];

const cityOf = (location: string) => /\(([^)]+)\)/.exec(location)?.[1] ?? "Dubai";

// ---------------------------------------------------------------- lists: [label, phrase in a sentence]

type Item = readonly [label: string, phrase: string | null];

const APT_FEATURES: Item[] = [
  ["Built-in wardrobes", "built-in wardrobes"],
  ["Balcony", "a balcony"],
  ["Covered parking", null],
  ["Shared pool", null],
  ["Shared gym", null],
  ["Central A/C", "central air conditioning"],
  ["Fitted kitchen", "a fitted kitchen"],
  ["Kitchen appliances", "kitchen appliances"],
  ["Concierge", null],
  ["Security", null],
  ["Children's play area", null],
  ["Walk-in closet", "a walk-in closet"],
  ["Laundry room", "a laundry room"],
  ["Storage room", "a storage room"],
  ["Pets allowed", null],
  ["Upgraded flooring", "upgraded flooring"],
  ["Smart home system", "a smart home system"],
  ["Floor-to-ceiling windows", "floor-to-ceiling windows"],
];
const HOUSE_FEATURES: Item[] = [
  ["Private pool", "a private pool"],
  ["Private garden", "a private garden"],
  ["Maid's room", "a maid's room"],
  ["Driver's room", "a driver's room"],
  ["Covered parking", null],
  ["Built-in wardrobes", "built-in wardrobes"],
  ["Walk-in closet", "a walk-in closet"],
  ["Study", "a study"],
  ["Landscaped garden", "a landscaped garden"],
  ["Barbecue area", "a barbecue area"],
  ["Roof terrace", "a roof terrace"],
  ["Central A/C", "central air conditioning"],
  ["Laundry room", "a laundry room"],
  ["Storage room", "a storage room"],
  ["Kitchen appliances", "kitchen appliances"],
  ["Family room", "a family room"],
  ["Solar water heaters", null],
  ["Private lift", "a private lift"],
];
const OFFICE_FITTED: Item[] = [
  ["Fitted with partitions", "glass partitions"],
  ["Meeting room", "a meeting room"],
  ["Pantry", "a pantry"],
  ["Reception area", "a reception area"],
  ["Server room", "a server room"],
];
const OFFICE_FEATURES: Item[] = [
  ["Raised flooring", "raised flooring"],
  ["Central A/C", "central air conditioning"],
  ["Covered parking", null],
  ["24/7 access", null],
  ["Shared washrooms", null],
  ["Fibre internet ready", "fibre internet"],
  ["Floor-to-ceiling glazing", "floor-to-ceiling glazing"],
];
const RETAIL_FEATURES: Item[] = [
  ["Ground-floor frontage", null],
  ["High footfall", null],
  ["Full-height glass shopfront", "a full-height glass shopfront"],
  ["Mezzanine", "a mezzanine"],
  ["Storage room", "a storage room"],
  ["Service corridor access", "service corridor access"],
  ["Signage rights", "signage rights"],
  ["Central A/C", "central air conditioning"],
  ["Drainage and water points", "drainage and water points"],
  ["Visitor parking", null],
];
const WAREHOUSE_FEATURES: Item[] = [
  ["3-phase power", "3-phase power"],
  ["Loading bay", null],
  ["9 m clear height", "a 9 m clear height"],
  ["Office mezzanine", "an office mezzanine"],
  ["Roller shutters", "roller shutters"],
  ["Sprinkler system", "a sprinkler system"],
  ["Truck access", "truck access"],
  ["Staff washrooms", "staff washrooms"],
  ["Civil defence approved", null],
  ["Open yard", "an open yard"],
];
const AMENITIES_RES: Item[] = [
  ["Infinity pool", "an infinity pool"],
  ["Residents' lounge", "a residents' lounge"],
  ["Fully equipped gym", "a fully equipped gym"],
  ["Private beach access", "private beach access"],
  ["Children's play area", "a children's play area"],
  ["Jogging track", "a jogging track"],
  ["Spa and sauna", "a spa and sauna"],
  ["24/7 concierge", "a 24/7 concierge"],
  ["Padel court", "a padel court"],
  ["Landscaped podium gardens", "landscaped podium gardens"],
  ["Co-working lounge", "a co-working lounge"],
  ["Yoga deck", "a yoga deck"],
  ["Barbecue terraces", "barbecue terraces"],
  ["Valet parking", "valet parking"],
  ["Cinema room", "a cinema room"],
];
const AMENITIES_HOUSE: Item[] = [
  ["Community pools", "community pools"],
  ["Parks and cycling tracks", "parks and cycling tracks"],
  ["Clubhouse", "a clubhouse"],
  ["Tennis and padel courts", "tennis and padel courts"],
  ["Community retail centre", "a community retail centre"],
  ["Schools within the community", "schools within the community"],
  ["Gated community security", "gated security"],
  ["Golf course access", "golf course access"],
  ["Lagoon beach", "a lagoon beach"],
  ["Private beach access", "private beach access"],
];
const AMENITIES_BIZ: Item[] = [
  ["Manned lobby", "a manned lobby"],
  ["High-speed lifts", "high-speed lifts"],
  ["Visitor parking", "visitor parking"],
  ["Food court", "a food court"],
  ["Business centre", "a business centre"],
  ["Shared meeting rooms", "shared meeting rooms"],
  ["24/7 security", "24/7 security"],
  ["Prayer rooms", "prayer rooms"],
];
const AMENITIES_WAREHOUSE: Item[] = [
  ["24/7 security", "24/7 security"],
  ["CCTV coverage", "CCTV coverage"],
  ["Truck turning area", "a truck turning area"],
  ["Staff canteen", "a staff canteen"],
  ["Prayer rooms", "prayer rooms"],
  ["Visitor parking", "visitor parking"],
];

// ---------------------------------------------------------------- naming

const NAME_A = [
  "Corallo",
  "Velaris",
  "Solenne",
  "Cendre",
  "Olivine",
  "Ambra",
  "Castellan",
  "Opaline",
  "Serrano",
  "Tamarind",
  "Zephyr",
  "Marisol",
  "Qamar",
  "Halden",
  "Ostra",
  "Verano",
  "Alcove",
  "Sandpiper",
  "Larimar",
  "Ventana",
];
const NAME_TOWER = [
  "Residences",
  "Tower",
  "Heights",
  "Court",
  "Bay Residences",
  "Park Views",
  "Sky Residences",
];
const NAME_VILLA = ["Grove", "Estates", "Cluster", "Villas", "Lane", "Gardens"];
const NAME_BIZ = ["Business Tower", "Plaza", "Office Park", "Trade Centre Tower", "Commercial Hub"];
const NAME_RETAIL = ["Plaza", "Commercial Hub", "Boulevard Shops", "Retail Arcade"];

function buildingNameFor(r: Rng, c: Category, used: Set<string>): string {
  let a = pick(r, NAME_A);
  for (let i = 0; used.has(a) && i < 50; i++) a = pick(r, NAME_A);
  if (used.size >= NAME_A.length - 1) used.clear();
  used.add(a);
  if (c === "villa" || c === "townhouse") return `${a} ${pick(r, NAME_VILLA)}`;
  if (c === "office") return `${a} ${pick(r, NAME_BIZ)}`;
  if (c === "retail") return `${a} ${pick(r, NAME_RETAIL)}`;
  if (c === "warehouse") return `${a} Logistics Park, Unit ${int(r, 2, 48)}`;
  return `${a} ${pick(r, NAME_TOWER)}`;
}

// ---------------------------------------------------------------- wording helpers

const fmt = (n: number) => n.toLocaleString("en-US");
const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const words = (n: number) => WORDS[n] ?? fmt(n);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
/** "a" or "an" before a word or a written number ("an 800 sq ft", "an 18,500 sq ft", "a 1,200 sq ft"). */
const an = (next: string) =>
  /^(?:[aeio]|u(?!ni|se|ro)|8|1[18](?:\D|$)|1[18],\d{3}(?!,)|hour)/i.test(next) ? "an" : "a";
const withA = (s: string) => `${an(s)} ${s}`;
/** "a, b and c". */
function join(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
/** A view as written inside a sentence: proper names keep their capitals. */
const viewText = (view: string) =>
  /^(?:Burj|Downtown|Marina|Palm)\b/.test(view) ? view : view.toLowerCase();
const quarterOf = (d: string) => `Q${Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1} ${d.slice(0, 4)}`;
const MONTHS = ["January", "March", "April", "June", "September", "October", "December"];

// ---------------------------------------------------------------- the writer

interface Near {
  name: string;
  minutes: number;
}

interface Ctx {
  r: Rng;
  f: ListingFacts;
  house: boolean;
  biz: boolean;
  building: string;
  project: string | null;
  view: string | null;
  layout: string;
  configuration: string;
  furnishing: "furnished" | "semi" | "unfurnished" | null;
  fitted: boolean;
  features: Item[];
  amenities: Item[];
  near: Near[];
  extras: string[];
  plan: string | null;
  handover: string | null;
  cheques: number;
  /** Rent of a tenanted sale, AED a year. */
  rent: number;
  /** When an occupied rental becomes free, e.g. "March 2027". */
  availableFrom: string;
  first: string;
  adj: string;
  noun: string;
  /** "2-bedroom apartment", "studio", "5-bedroom villa", "fitted office". */
  unit: string;
  /** The description's first sentence, once written: later blocks leave out what it says. */
  opening: string;
}

/** Words for a block of the description, or null when the facts give it nothing to say. */
type Block = (c: Ctx) => string | null;

function layoutFor(r: Rng, f: ListingFacts): string {
  switch (f.category) {
    case "villa":
      return pick(r, ["Corner plot", "Single row", "Standalone plot", "Park-facing plot"]);
    case "townhouse":
      return pick(r, ["Single row", "Back-to-back", "End unit", "Corner unit"]);
    case "penthouse":
      return pick(r, ["Duplex layout", "Corner unit", "Wrap-around terrace"]);
    case "office":
      return pick(r, ["Open-plan floor", "Corner unit", "Regular rectangular floor plate", "Half floor"]);
    case "retail":
      return pick(r, ["Double-height frontage", "Corner unit", "Regular rectangular unit"]);
    case "warehouse":
      return pick(r, ["Regular rectangular floor plate", "Corner unit", "Open-plan floor"]);
    default:
      return f.bedrooms === 0
        ? pick(r, ["Open-plan layout", "Corner unit", "Large balcony"])
        : pick(r, [
            "Open-plan living and dining",
            "Corner unit",
            "Duplex layout",
            "L-shaped living room",
            "Closed kitchen",
            "Large balcony",
          ]);
  }
}

const LAYOUT_PHRASE: Record<string, string> = {
  "Open-plan living and dining": "an open-plan living and dining room",
  "Open-plan layout": "an open-plan layout",
  "Corner unit": "a corner layout with windows on two sides",
  "Duplex layout": "a duplex layout over two levels",
  "L-shaped living room": "an L-shaped living room",
  "Closed kitchen": "a separate closed kitchen",
  "Large balcony": "a large balcony",
  "Wrap-around terrace": "a wrap-around terrace",
  "Corner plot": "a corner plot",
  "Single row": "a single-row plot",
  "Standalone plot": "a standalone plot",
  "Park-facing plot": "a plot facing the park",
  "Back-to-back": "a back-to-back row",
  "End unit": "the end of its row",
};

function primeLocationFor(
  r: Rng,
  f: ListingFacts,
  house: boolean,
  biz: boolean,
): { near: Near[]; extras: string[] } {
  const near = LANDMARKS.map((l) => {
    const km = Math.hypot((l.lat - f.latitude) * 111, (l.lng - f.longitude) * 101);
    return { name: l.name, minutes: Math.max(5, Math.round((km * 1.5 + 3) / 5) * 5) };
  })
    .filter((x) => x.minutes <= 40)
    .sort((a, b) => a.minutes - b.minutes)
    .slice(0, int(r, 2, 4));
  const pool = [
    METRO.has(f.location) ? "Walking distance to the metro" : null,
    biz ? null : "Close to schools and nurseries",
    f.location.includes("(") ? "Easy access to the main highway" : "Easy access to Sheikh Zayed Road",
    house || biz ? null : "Supermarket and cafés on the podium",
    house ? "Community retail centre nearby" : null,
    biz ? "Cafés and restaurants nearby" : "Next to community park and jogging track",
  ].filter((x): x is string => x !== null);
  const extras: string[] = [];
  while (near.length + extras.length < 2 || (near.length + extras.length < 5 && chance(r, 0.35))) {
    const e = pick(r, pool);
    if (!extras.includes(e)) extras.push(e);
    if (extras.length === pool.length) break;
  }
  return { near, extras };
}

function conveniencesFor(c: Pick<Ctx, "f" | "house" | "biz">): string[] {
  const { f } = c;
  if (c.biz)
    return [
      METRO.has(f.location) ? "Walking distance to the metro" : null,
      "Direct access from Sheikh Zayed Road",
      "Close to Al Khail Road",
    ].filter((x): x is string => x !== null);
  if (c.house)
    return [
      "Next to community park",
      "Near schools and nurseries",
      "Close to the community centre",
      "Walking distance to the clubhouse",
    ];
  return [
    METRO.has(f.location) ? "Walking distance to the metro" : null,
    "Next to community park",
    "Near schools and nurseries",
    "Supermarket in the building",
    f.beach ? "Close to the beach" : null,
  ].filter((x): x is string => x !== null);
}

/** The features: a sample of what the category has, never one the facts rule out. */
function featuresFor(c: Ctx): Item[] {
  const { r, f } = c;
  const beds = f.bedrooms ?? 0;
  if (f.category === "office") {
    const fitted = c.fitted ? sample(r, OFFICE_FITTED, int(r, 3, 4)) : [];
    return [
      ...fitted,
      ...sample(r, OFFICE_FEATURES, int(r, 5 - Math.min(fitted.length, 3), 6 - fitted.length)),
    ];
  }
  if (f.category === "retail") return sample(r, RETAIL_FEATURES, int(r, 5, 8));
  if (f.category === "warehouse") {
    const must = WAREHOUSE_FEATURES.filter(([l]) => l === "Loading bay" || l === "Roller shutters");
    const rest = WAREHOUSE_FEATURES.filter((x) => !must.includes(x));
    return [...must, ...sample(r, rest, int(r, 3, 6))];
  }
  if (c.house) {
    const pool = HOUSE_FEATURES.filter(
      ([l]) =>
        (l !== "Private pool" || (f.pools ?? 0) > 0) &&
        (l !== "Maid's room" || beds >= 3) &&
        (l !== "Driver's room" || beds >= 4) &&
        (l !== "Private lift" || beds >= 6),
    );
    const must = pool.filter(
      ([l]) => (l === "Private pool" && chance(r, 0.8)) || (l === "Maid's room" && beds >= 4),
    );
    return [
      ...must,
      ...sample(
        r,
        pool.filter((x) => !must.includes(x)),
        int(r, 5, 9) - must.length,
      ),
    ];
  }
  const pool = APT_FEATURES.filter(([l]) => !(l === "Balcony" && c.layout === "Large balcony"));
  const out = sample(r, pool, int(r, 5, 9));
  if (beds >= 3) out.push(["Maid's room", "a maid's room"]);
  return out;
}

function amenitiesFor(c: Ctx): Item[] {
  const { r, f } = c;
  const pool = (
    f.category === "warehouse"
      ? AMENITIES_WAREHOUSE
      : c.biz
        ? AMENITIES_BIZ
        : c.house
          ? AMENITIES_HOUSE
          : AMENITIES_RES
  ).filter(
    ([l]) =>
      (l !== "Private beach access" || f.beach) &&
      (l !== "Golf course access" || GOLF.has(f.location)) &&
      (l !== "Lagoon beach" || LAGOON.has(f.location)) &&
      (l !== "Shared meeting rooms" || f.category === "office"),
  );
  return sample(r, pool, int(r, 3, 6));
}

const phrasesOf = (items: Item[]) => items.map(([, p]) => p).filter((p): p is string => p !== null);

// ---------------------------------------------------------------- blocks

const sizeStated = (c: Ctx) =>
  c.house
    ? `${fmt(c.f.square)} sq ft of built-up area on a ${fmt(c.f.totalArea)} sq ft plot`
    : `${fmt(c.f.square)} sq ft`;
const bathsText = (n: number) => `${words(n)} ${plural(n, "bathroom")}`;
const bedsText = (n: number) => `${words(n)} ${plural(n, "bedroom")}`;
const inBuilding = (c: Ctx) => `in ${c.building}, ${c.f.location}`;

/** Openings of a home for sale or to rent. */
const HOME_OPENINGS: Record<string, Block> = {
  present: (c) =>
    c.f.type === "Buy" ? `We are pleased to present this ${c.adj} ${c.unit} ${inBuilding(c)}.` : null,
  available: (c) =>
    c.f.type !== "Rent"
      ? null
      : c.f.occupancy === "Occupied"
        ? `Available from ${c.availableFrom}: ${withA(c.adj)} ${c.unit} to rent ${inBuilding(c)}.`
        : `Available now for rent: ${withA(c.adj)} ${c.unit} ${inBuilding(c)}.`,
  question: (c) =>
    `Looking for ${withA(c.unit)} in ${c.f.location}${c.view ? ` with ${viewText(c.view)}` : ""}? This ${c.adj} one in ${c.building} could be it.`,
  view: (c) => (c.view ? `${cap(viewText(c.view))} from this ${c.adj} ${c.unit} ${inBuilding(c)}.` : null),
  numbers: (c) => {
    const { f } = c;
    if (c.house)
      return `${fmt(f.square)} sq ft on a ${fmt(f.totalArea)} sq ft plot, ${bedsText(f.bedrooms ?? 0)} and ${bathsText(f.bathrooms)}: ${withA(c.adj)} ${c.noun} ${inBuilding(c)}.`;
    if (f.bedrooms === 0)
      return `${cap(withA(`${fmt(f.square)} sq ft`))} studio apartment ${inBuilding(c)}, with ${bathsText(f.bathrooms)}.`;
    return `${fmt(f.square)} sq ft, ${bedsText(f.bedrooms ?? 0)}, ${bathsText(f.bathrooms)}: ${withA(c.adj)} ${c.noun} ${inBuilding(c)}.`;
  },
  building: (c) =>
    c.house
      ? `${c.building} is a quiet ${c.f.category} community in ${c.f.location}, and this ${c.adj} ${c.unit} occupies ${LAYOUT_PHRASE[c.layout] ?? "a good plot"}.`
      : `${c.building} is a ${c.f.floors}-storey tower in ${c.f.location}; this ${c.adj} ${c.unit} is one of its ${pick(c.r, ["best-kept", "brightest", "most private"])} homes.`,
  investor: (c) =>
    c.f.type === "Buy" && c.f.occupancy === "Occupied" && !c.f.offPlan
      ? `An income-producing ${c.unit} ${inBuilding(c)}, let to a long-term tenant.`
      : null,
};

const HOME_BLOCKS: Record<string, Block> = {
  size: (c) =>
    c.house
      ? `It has ${sizeStated(c)}, with ${bathsText(c.f.bathrooms)}.`
      : `It offers ${fmt(c.f.square)} sq ft with ${bathsText(c.f.bathrooms)}.`,
  inside: (c) => {
    const layout = !c.house && LAYOUT_PHRASE[c.layout] ? [LAYOUT_PHRASE[c.layout]] : [];
    const kitchen = c.layout === "Closed kitchen";
    const items = phrasesOf(c.features).filter((p) => !(kitchen && /kitchen/.test(p)));
    const chosen = [...layout, ...items.slice(0, int(c.r, 2, 3))];
    if (chosen.length === 0) return null;
    return pick(c.r, [
      c.house ? `Around the home: ${join(chosen)}.` : `Inside: ${join(chosen)}.`,
      `Highlights include ${join(chosen)}.`,
      `The home has ${join(chosen)}.`,
      `You get ${join(chosen)}.`,
    ]);
  },
  parking: (c) =>
    c.f.parking > 0
      ? `${cap(words(c.f.parking))} ${c.house ? "covered" : "allocated"} parking ${plural(c.f.parking, "space")} ${c.f.parking === 1 ? "comes" : "come"} with it.`
      : null,
  community: (c) => {
    const items = phrasesOf(c.amenities).slice(0, int(c.r, 2, 3));
    if (items.length === 0) return null;
    return c.house
      ? pick(c.r, [`The community has ${join(items)}.`, `Around the house: ${join(items)}.`])
      : pick(c.r, [`Residents have ${join(items)}.`, `The building offers ${join(items)}.`]);
  },
  location: (c) => locationSentence(c),
  terms: (c) => {
    const { f } = c;
    if (f.type === "Rent") {
      const free =
        f.occupancy === "Occupied" && !c.opening.includes("Available from")
          ? ` Available from ${c.availableFrom}.`
          : "";
      return `AED ${fmt(f.price)} a year in ${words(c.cheques)} ${plural(c.cheques, "cheque")}; ${c.house ? "maintenance included" : "chiller free"}. Security deposit 5%.${free}`;
    }
    if (f.offPlan)
      return `Off-plan resale on ${withA(c.plan ?? "")} payment plan: the remaining ${c.plan?.split("/")[1]}% is due on handover in ${c.handover}, paid into the project's escrow account.`;
    if (f.occupancy === "Occupied") {
      const yieldPct = f.price > 0 ? `, a gross yield of ${((c.rent / f.price) * 100).toFixed(1)}%` : "";
      return pick(c.r, [
        `Tenanted until ${c.availableFrom} at AED ${fmt(c.rent)} a year${yieldPct}.`,
        `Currently tenanted at AED ${fmt(c.rent)} a year until ${c.availableFrom}${yieldPct}, a good option for investors.`,
      ]);
    }
    return pick(c.r, [
      "Vacant on transfer.",
      "Sold vacant: move in after transfer.",
      "Vacant and ready to move in after transfer.",
    ]);
  },
  charge: (c) => (c.f.type === "Buy" ? `Service charge AED ${c.f.serviceCharge}/sqft.` : null),
  cta: (c) =>
    c.f.offPlan
      ? `Ask ${c.first} for the floor plan and the payment schedule.`
      : pick(c.r, [
          `Call ${c.first} to arrange a viewing.`,
          `Viewings by appointment with ${c.first}.`,
          `${c.first} can show you around this week.`,
        ]),
};

function locationSentence(c: Ctx): string | null {
  const [a, b] = c.near;
  const metro = c.extras.includes("Walking distance to the metro") ? "; the metro is a short walk away" : "";
  if (!a) return metro ? "The metro is a short walk away." : null;
  return pick(c.r, [
    `${a.name} is ${a.minutes} minutes away${b ? ` and ${b.name} ${b.minutes}` : ""}${metro}.`,
    `From here it is ${a.minutes} minutes to ${a.name}${b ? ` and ${b.minutes} to ${b.name}` : ""}${metro}.`,
    `${c.f.location} puts ${a.name} ${a.minutes} minutes from the door${metro}.`,
  ]);
}

const HOLIDAY_OPENINGS: Record<string, Block> = {
  book: (c) =>
    `Book a stay in this ${c.adj} ${c.unit} in ${c.f.location}, from AED ${fmt(c.f.price)} per night.`,
  sand: (c) =>
    c.f.beach
      ? `Steps from the sand in ${c.f.location}: ${withA(c.adj)} ${c.unit} in ${c.building} for short stays.`
      : null,
  question: (c) =>
    `Planning a few days in ${cityOf(c.f.location)}? Stay in ${withA(c.adj)} ${c.unit}${c.view ? ` with ${viewText(c.view)}` : ""} ${inBuilding(c)}.`,
  numbers: (c) =>
    c.f.bedrooms === 0
      ? `${cap(withA(`${fmt(c.f.square)} sq ft`))} furnished studio apartment ${inBuilding(c)}, let by the night.`
      : `${cap(bedsText(c.f.bedrooms ?? 0))}, ${bathsText(c.f.bathrooms)} and ${fmt(c.f.square)} sq ft: ${withA(`fully furnished ${c.noun}`)} ${inBuilding(c)}.`,
};
const HOLIDAY_BLOCKS: Record<string, Block> = {
  guest: (c) =>
    `Enjoy ${c.view ? `the ${viewText(c.view)}, ` : ""}fast Wi-Fi, a fully equipped kitchen, fresh linen and towels, and housekeeping every three days.`,
  terms: (c) =>
    `${c.f.price > 0 && !c.opening.includes("AED") ? `From AED ${fmt(c.f.price)} per night; m` : "M"}inimum stay ${words(int(c.r, 2, 4))} nights, tourism dirham fee included, check-in from 3 pm.`,
  community: HOME_BLOCKS.community,
  location: (c) => locationSentence(c),
  pool: (c) => ((c.f.pools ?? 0) > 0 && c.house ? "The private pool is cleaned before every stay." : null),
  cta: () => "Weekly and monthly stays on request.",
};

const PROJECT_OPENINGS: Record<string, Block> = {
  launch: (c) =>
    `Launched by a leading developer, ${c.project} brings ${c.house ? `${c.noun}s set around landscaped parks` : `${c.unit}s with ${c.view ? viewText(c.view) : "open views"}`} to ${c.f.location}.`,
  question: (c) => `Buying off-plan in ${c.f.location}? Take a look at ${withA(c.unit)} at ${c.project}.`,
  numbers: (c) =>
    `From AED ${fmt(c.f.price)}: ${withA(c.unit)} at ${c.project}, ${c.f.location}${c.view ? `, with ${viewText(c.view)}` : ""}.`,
  project: (c) =>
    c.house
      ? `${c.project} is a new gated community of ${c.f.category}s in ${c.f.location}, and this ${c.unit} is among its first releases.`
      : `${c.project} is a ${c.f.floors}-storey tower rising in ${c.f.location}; this ${c.unit} is among its first releases.`,
};
const PROJECT_BLOCKS: Record<string, Block> = {
  plan: (c) =>
    `Pay 10% on booking with ${withA(c.plan ?? "")} payment plan: ${c.plan?.split("/")[0]}% during construction and the balance on handover, expected in ${c.handover}.`,
  escrow: () => "Payments go into the project's RERA-registered escrow account.",
  units: (c) => {
    const items = phrasesOf(c.features).slice(0, 3);
    return items.length ? `Each home comes with ${join(items)}.` : null;
  },
  community: HOME_BLOCKS.community,
  location: (c) => locationSentence(c),
  charge: (c) => `Indicative service charge AED ${c.f.serviceCharge}/sqft.`,
  cta: (c) =>
    pick(c.r, [
      `Call ${c.first} for the full price list and floor plans.`,
      `Register with ${c.first} for the launch price list.`,
    ]),
};

const BIZ_OPENINGS: Record<string, Block> = {
  forWhat: (c) =>
    `${c.f.sale ? "For sale" : "For rent"}: ${withA(`${fmt(c.f.square)} sq ft`)} ${c.unit} ${inBuilding(c)}.`,
  building: (c) =>
    `${c.building} in ${c.f.location} has ${withA(c.unit)} of ${fmt(c.f.square)} sq ft available ${c.f.sale ? "for sale" : "to rent"}.`,
  question: (c) =>
    c.near[0]
      ? `Need ${withA(c.unit)} ${c.near[0].minutes} minutes from ${c.near[0].name}? This ${fmt(c.f.square)} sq ft unit ${inBuilding(c)} is available ${c.f.sale ? "for sale" : "to rent"}.`
      : null,
};
const BIZ_BLOCKS: Record<string, Block> = {
  spec: (c) => {
    const { f } = c;
    const items = phrasesOf(c.features);
    if (f.category === "office") {
      if (!c.fitted)
        return `Delivered shell and core${items.length ? ` with ${join(items.slice(0, 2))}` : ""}, ready for your own fit-out.`;
      const furnished = c.furnishing === "furnished" ? "fitted and furnished" : "fitted";
      return `The space comes ${furnished}, with ${join(items.slice(0, 3))}.`;
    }
    if (f.category === "retail")
      return `A ground-floor unit delivered ${c.fitted ? "fitted" : "shell and core"}${items.length ? `, with ${join(items.slice(0, 3))}` : ""}, drawing footfall from the surrounding community.`;
    const bays = int(c.r, 1, 3);
    return `${cap(words(bays))} loading ${plural(bays, "bay")}${items.length ? `, ${join(items.slice(0, 3))}` : ""}.`;
  },
  parking: (c) =>
    c.f.parking > 0
      ? `It comes with ${words(c.f.parking)} allocated parking ${plural(c.f.parking, "space")}.`
      : null,
  terms: (c) => {
    const { f } = c;
    if (!f.sale) {
      const free =
        f.occupancy === "Occupied" && !c.opening.includes("Available from")
          ? ` Available from ${c.availableFrom}.`
          : "";
      return `AED ${fmt(f.price)} per year, payable in ${words(c.cheques)} ${plural(c.cheques, "cheque")}; ${f.category === "office" ? "chiller free, " : ""}DEWA excluded.${free}`;
    }
    const roi = f.price > 0 ? `, a net ROI of ${((c.rent / f.price) * 100).toFixed(1)}%` : "";
    const tenancy =
      f.occupancy === "Occupied"
        ? `Tenanted at AED ${fmt(c.rent)} a year until ${c.availableFrom}${roi}.`
        : "Sold vacant on transfer.";
    return f.price === 0 ? `${tenancy} Price on application; serious buyers only.` : tenancy;
  },
  charge: (c) => `Service charge AED ${c.f.serviceCharge}/sqft.`,
  location: (c) => locationSentence(c),
  cta: (c) =>
    c.f.sale
      ? pick(c.r, [
          `${c.first} can share the title deed and floor plan.`,
          `Call ${c.first} to arrange a viewing.`,
        ])
      : pick(c.r, [`Call ${c.first} for a viewing.`, `${c.first} can arrange a viewing this week.`]),
};

/**
 * Paragraph plans: the opening ("open"), then blocks grouped into paragraphs. A block with nothing
 * to say is skipped; `optional` blocks go first, in that order, when the text is too long.
 */
interface Plan {
  id: string;
  paragraphs: string[][];
}
const HOME_PLANS: Plan[] = [
  {
    id: "home-a",
    paragraphs: [
      ["open", "size"],
      ["inside", "parking"],
      ["terms", "charge", "cta"],
    ],
  },
  { id: "home-b", paragraphs: [["open", "size", "inside"], ["community"], ["terms"], ["cta"]] },
  { id: "home-c", paragraphs: [["open"], ["terms"], ["inside", "location"]] },
  {
    id: "home-d",
    paragraphs: [
      ["open", "size"],
      ["location", "community"],
      ["terms", "charge", "cta"],
    ],
  },
  { id: "home-e", paragraphs: [["open", "inside"], ["parking", "community"], ["terms"]] },
  { id: "home-f", paragraphs: [["open"], ["size", "inside", "parking"], ["location"], ["terms", "cta"]] },
  { id: "home-g", paragraphs: [["open", "terms"], ["size", "community"], ["cta"]] },
  {
    id: "home-h",
    paragraphs: [
      ["open", "size", "inside", "parking"],
      ["terms", "charge", "cta"],
    ],
  },
  { id: "home-i", paragraphs: [["open"], ["size"], ["inside"], ["community", "location"], ["terms", "cta"]] },
];
const HOLIDAY_PLANS: Plan[] = [
  { id: "holiday-a", paragraphs: [["open"], ["guest"], ["terms", "cta"]] },
  { id: "holiday-b", paragraphs: [["open", "guest"], ["community", "pool"], ["terms"]] },
  { id: "holiday-c", paragraphs: [["open", "terms"], ["location"], ["guest", "cta"]] },
  { id: "holiday-d", paragraphs: [["open"], ["location", "community"], ["guest", "pool", "terms"]] },
  { id: "holiday-e", paragraphs: [["open", "guest", "pool", "terms", "cta"]] },
];
const PROJECT_PLANS: Plan[] = [
  { id: "project-a", paragraphs: [["open"], ["plan", "escrow"], ["units", "charge"], ["cta"]] },
  {
    id: "project-b",
    paragraphs: [
      ["open", "units"],
      ["community", "location"],
      ["plan", "escrow", "cta"],
    ],
  },
  { id: "project-c", paragraphs: [["open", "plan"], ["units"], ["location", "charge"], ["escrow"]] },
  { id: "project-d", paragraphs: [["open"], ["location"], ["plan", "charge"], ["units", "escrow", "cta"]] },
  {
    id: "project-e",
    paragraphs: [
      ["open", "plan"],
      ["units", "escrow", "charge", "cta"],
    ],
  },
];
const BIZ_PLANS: Plan[] = [
  {
    id: "biz-a",
    paragraphs: [
      ["open", "spec"],
      ["parking", "charge"],
      ["terms", "cta"],
    ],
  },
  { id: "biz-b", paragraphs: [["open"], ["terms", "charge"], ["spec", "location"]] },
  { id: "biz-c", paragraphs: [["open", "spec", "parking"], ["location"], ["terms", "charge", "cta"]] },
  { id: "biz-d", paragraphs: [["open", "spec", "parking", "charge", "terms", "cta"]] },
];
const OPTIONAL = [
  "cta",
  "community",
  "location",
  "pool",
  "escrow",
  "charge",
  "parking",
  "size",
  "units",
  "guest",
  "inside",
  "spec",
];

const MIN_LENGTH = 200;
const MAX_LENGTH = 600;

function writeDescription(
  c: Ctx,
  openings: Record<string, Block>,
  blocks: Record<string, Block>,
  plans: Plan[],
): string {
  const choices = Object.entries(openings).filter(([, b]) => b(c) !== null);
  const [, opening] = pick(c.r, choices);
  const plan = pick(c.r, plans);
  // every block is written once, so the draws (and the text) do not depend on what is later dropped
  c.opening = opening(c) ?? "";
  const text = new Map<string, string | null>([["open", c.opening]]);
  for (const p of plan.paragraphs)
    for (const id of p) if (!text.has(id)) text.set(id, blocks[id]?.(c) ?? null);
  if (/\b\d[\d,]* sq ft\b/.test(text.get("open") ?? "")) text.set("size", null);
  const render = (skip: Set<string>) =>
    plan.paragraphs
      .map((p) =>
        p
          .filter((id) => !skip.has(id))
          .map((id) => text.get(id))
          .filter((s): s is string => !!s)
          .join(" "),
      )
      .filter(Boolean)
      .join("\n\n");
  const skip = new Set<string>();
  let out = render(skip);
  for (const id of OPTIONAL) {
    if (out.length <= MAX_LENGTH) break;
    if (!text.get(id)) continue;
    skip.add(id);
    out = render(skip);
  }
  if (out.length < MIN_LENGTH) {
    const extra = [blocks.location?.(c), blocks.community?.(c)].filter(
      (s): s is string => !!s && !out.includes(s),
    );
    for (const s of extra) if (out.length < MIN_LENGTH) out = `${out}\n\n${s}`;
  }
  return out;
}

// ---------------------------------------------------------------- titles

function titleFor(c: Ctx): string {
  const { r, f } = c;
  const beds = f.bedrooms ?? 0;
  const bedLabel = beds === 0 ? "Studio" : `${beds}BR`;
  const viewShort = c.view ? titleCase(c.view) : "";
  const H = f.category === "villa" ? "Villa" : "Townhouse";
  const has = (label: string) => c.features.some(([l]) => l === label);
  const vacant = f.occupancy === "Vacant";
  const layoutShort = titleCase(c.layout);
  const status = f.offPlan ? "Off-Plan Resale" : vacant ? "Vacant on Transfer" : "Tenanted";
  switch (f.type) {
    case "Buy":
      if (c.house)
        return pick(r, [
          `${f.category === "villa" ? "Exclusive " : ""}${beds}BR ${H} | ${(f.pools ?? 0) > 0 ? "Private Pool" : layoutShort} | ${f.location}`,
          `Fully Upgraded ${beds}BR ${H} with ${viewShort || layoutShort}`,
          `${status} | ${beds}BR ${H} | ${viewShort || layoutShort}`,
        ]);
      if (f.category === "penthouse")
        return `${c.layout === "Duplex layout" ? "Duplex " : ""}${beds}BR Penthouse | ${c.layout === "Wrap-around terrace" ? "Wrap-Around Terrace" : "Private Terrace"} | ${viewShort}`;
      return pick(r, [
        `Upgraded ${bedLabel} with ${viewShort}`,
        `${status} | High Floor ${bedLabel} | ${viewShort}`,
        `Motivated Seller | ${bedLabel} Apartment | ${viewShort}`,
        `Bright ${bedLabel} ${beds === 0 && !vacant ? "with High ROI" : has("Balcony") || c.layout === "Large balcony" ? "with Balcony" : "Apartment"} | ${f.location}`,
      ]);
    case "Rent":
      if (c.house)
        return pick(r, [
          `Spacious ${beds}BR ${H}${has("Maid's room") ? " + Maid" : ""} | ${viewShort || (vacant ? "Available Now" : layoutShort)}`,
          `Well-Kept ${beds}BR ${H} | ${has("Private garden") ? "Private Garden" : "Family Home"} | ${f.location}`,
        ]);
      return pick(r, [
        `${f.furnished ? "Furnished" : "Chiller Free"} ${bedLabel} | ${viewShort} | ${c.cheques > 1 ? "Multiple Cheques" : "One Cheque"}`,
        `${f.handOverDate && f.handOverDate >= "2025" ? "Brand New" : "Well-Kept"} ${bedLabel} | ${viewShort} | ${vacant ? "Available Now" : `From ${c.availableFrom}`}`,
        `${bedLabel} ${has("Balcony") || c.layout === "Large balcony" ? "with Balcony" : "Apartment"} | ${viewShort} | ${METRO.has(f.location) ? "Near Metro" : f.location}`,
      ]);
    case "Commercial": {
      const what =
        f.category === "office"
          ? c.fitted
            ? c.furnishing === "furnished"
              ? "Furnished Office"
              : "Fitted Office"
            : "Shell and Core Office"
          : f.category === "retail"
            ? "Retail Shop"
            : "Warehouse";
      if (f.sale && f.price === 0) return `${what} for Sale | Price on Application | ${f.location}`;
      return pick(r, [
        `${what} for ${f.sale ? "Sale" : "Rent"} | ${fmt(f.square)} sq ft | ${f.location}`,
        `${f.location} | ${what} | ${fmt(f.square)} sq ft${f.sale ? ` | ${vacant ? "Vacant" : "Tenanted"}` : ""}`,
      ]);
    }
    case "HolidayHome":
      if (c.house)
        return `${f.beach ? "Beachfront" : "Private"} ${beds}BR ${H} | ${(f.pools ?? 0) > 0 ? "Private Pool" : "Garden"} | Nightly Stay`;
      return pick(r, [
        `Stunning ${bedLabel} with ${viewShort} | Holiday Home`,
        f.beach
          ? `${bedLabel} Holiday Home | ${viewShort} | Steps to the Sand`
          : `Cosy ${bedLabel} Holiday Home | ${viewShort}`,
        `Designer ${bedLabel} | ${viewShort} | Short Stay`,
      ]);
    default:
      return c.house
        ? `Launch Price | ${beds}BR ${H}s | ${c.plan} Payment Plan`
        : pick(r, [
            `Off-Plan ${bedLabel} at ${c.project} | ${c.plan} Payment Plan | Handover ${c.handover}`,
            `${c.project} | ${bedLabel} from AED ${fmt(f.price)} | ${f.location}`,
          ]);
  }
}

// ---------------------------------------------------------------- entry point

/** The words of one listing, from its facts. `names` keeps building names apart across listings. */
export function listingText(r: Rng, f: ListingFacts, names: Set<string>): ListingText {
  const house = f.category === "villa" || f.category === "townhouse";
  const biz = f.type === "Commercial";
  const beds = f.bedrooms ?? 0;

  const view =
    biz && f.category !== "office" ? null : pick(r, VIEWS[f.location] ?? ["Community view", "City view"]);
  const building = buildingNameFor(r, f.category, names);
  const project =
    f.offPlan || f.type === "NewProject"
      ? `${building.split(" ")[0]} ${pick(r, ["by the Water", "Collection", "Residences", "Park", "Gardens"])}`
      : chance(r, 0.3)
        ? building
        : null;
  const layout = layoutFor(r, f);
  const configuration =
    f.type === "HolidayHome"
      ? "Nightly rate"
      : f.category === "warehouse"
        ? "Warehouse with office"
        : f.category === "office"
          ? pick(r, ["Fitted", "Shell and core", "Fitted and furnished"])
          : f.category === "retail"
            ? pick(r, ["Fitted", "Shell and core"])
            : f.furnished
              ? "Fully furnished"
              : f.offPlan
                ? "Unfurnished"
                : pick(r, ["Unfurnished", "Unfurnished", "Semi-furnished"]);
  const furnishing =
    f.type === "HolidayHome" ||
    configuration === "Fully furnished" ||
    configuration === "Fitted and furnished"
      ? "furnished"
      : configuration === "Semi-furnished"
        ? "semi"
        : configuration === "Unfurnished"
          ? "unfurnished"
          : null;
  const fitted = configuration.startsWith("Fitted");
  const plan = f.offPlan ? pick(r, ["60/40", "50/50", "70/30", "80/20"]) : null;
  const handover = f.handOverDate && f.offPlan ? quarterOf(f.handOverDate) : null;
  const cheques = f.cheques ?? pick(r, f.type === "Commercial" ? [1, 2, 4] : [1, 2, 4, 6]);
  const rent =
    f.price > 0
      ? Math.round((f.price * between(r, biz ? 0.07 : 0.055, biz ? 0.09 : 0.07)) / 1000) * 1000
      : Math.round((f.square * between(r, biz ? 120 : 180, biz ? 180 : 260)) / 1000) * 1000;
  const availableFrom = `${pick(r, MONTHS)} 2027`;
  const first = f.agent.split(" ")[0];
  const adj =
    f.type === "HolidayHome"
      ? pick(
          r,
          house
            ? ["spacious", "private", "family-sized"]
            : ["beautifully furnished", "stylish", "serviced", "bright"],
        )
      : house
        ? pick(r, ["elegant", "upgraded", "beautifully kept", "contemporary"])
        : biz
          ? ""
          : pick(r, ["bright", "well-maintained", "upgraded", "spacious", "high-floor"]);
  const noun = biz
    ? f.category === "office"
      ? fitted
        ? "fitted office"
        : "office"
      : f.category === "retail"
        ? "retail unit"
        : "warehouse"
    : f.category;
  const unit = biz ? noun : beds === 0 ? "studio apartment" : `${beds}-bedroom ${noun}`;
  const { near, extras } = primeLocationFor(r, f, house, biz);

  const c: Ctx = {
    r,
    f,
    house,
    biz,
    building,
    project,
    view,
    layout,
    configuration,
    furnishing,
    fitted,
    features: [],
    amenities: [],
    near,
    extras,
    plan,
    handover,
    cheques,
    rent,
    availableFrom,
    first,
    adj,
    noun,
    unit,
    opening: "",
  };
  c.features = featuresFor(c);
  c.amenities = amenitiesFor(c);
  const convenience = pick(r, conveniencesFor(c));

  const name = titleFor(c).replace(/\s+/g, " ").trim();
  const description =
    f.type === "HolidayHome"
      ? writeDescription(c, HOLIDAY_OPENINGS, HOLIDAY_BLOCKS, HOLIDAY_PLANS)
      : f.type === "NewProject"
        ? writeDescription(c, PROJECT_OPENINGS, PROJECT_BLOCKS, PROJECT_PLANS)
        : biz
          ? writeDescription(c, BIZ_OPENINGS, BIZ_BLOCKS, BIZ_PLANS)
          : writeDescription(c, HOME_OPENINGS, HOME_BLOCKS, HOME_PLANS);

  const message =
    f.type === "HolidayHome"
      ? `Rates are per night and vary by season. Message ${first} on WhatsApp to check availability.`
      : f.type === "NewProject"
        ? "Payment plan and availability subject to change by the developer. Register your interest for the launch price."
        : chance(r, 0.5)
          ? `Viewings 7 days a week. Contact ${f.agent} for more details.`
          : null;

  const features = c.features.map(([l]) => l);
  const keyPool = [
    view,
    plan ? `${plan} payment plan` : null,
    handover ? `Handover ${handover}` : null,
    f.occupancy === "Occupied" && f.sale && !f.offPlan
      ? "Tenanted, good ROI"
      : f.type === "Buy" && !f.offPlan
        ? "Vacant on transfer"
        : null,
    f.type === "Rent" && !house ? "Chiller free" : null,
    f.type === "HolidayHome" ? "Priced per night" : null,
    furnishing === "furnished" ? "Fully furnished" : furnishing === "semi" ? "Semi-furnished" : null,
    layout,
    features.includes("Maid's room") ? "Maid's room" : null,
    !biz && !house ? "High floor" : null,
    `${f.parking} parking ${plural(f.parking, "space")}`,
    biz ? `Service charge AED ${f.serviceCharge}/sqft` : null,
  ].filter((x): x is string => !!x);
  const keyFeatures = keyPool.slice(0, int(r, 3, Math.min(6, keyPool.length)));

  const primeLocation = [...near.map((x) => `${x.minutes} min to ${x.name}`), ...extras].slice(0, 5);

  return {
    name,
    projectName: project,
    buildingName: building,
    description,
    message,
    configuration,
    layout,
    convenience,
    view,
    features,
    keyFeatures,
    exclusiveAmenities: c.amenities.map(([l]) => l),
    primeLocation,
  };
}
