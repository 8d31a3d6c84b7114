/**
 * Demo content for an empty site: listings, leads, subscribers and job applications, written the
 * way a Dubai agency would write them. Pure and deterministic: the same seed gives the same data
 * on every run (ids are not made here; the seeder assigns them). No I/O.
 */
import { agentEmail, formatPhone, LISTING_AGENTS } from "../components/content/team-data.ts";
import { between, chance, createRng, int, pick, type Rng, shuffle } from "../lib/random.ts";
import type { CareerApplication } from "../modules/careers/careers.schema.ts";
import type { LeadBase, LeadStatus, ListPropertyRequest } from "../modules/leads/leads.schema.ts";
import { COMMUNITIES, findCommunity } from "../modules/locations/locations.ts";
import type { Subscriber } from "../modules/newsletter/newsletter.schema.ts";
import {
  defaultRentFrequency,
  type Portal,
  type PropertyType,
  type UnitType,
} from "../modules/properties/property.constants.ts";
import type { Property } from "../modules/properties/property.fields.ts";
import { DEFAULT_SETTINGS } from "../modules/settings/settings.defaults.ts";
import { demoArabic, NO_ARABIC } from "./demo-arabic.ts";
import { type Category, listingText } from "./demo-text.ts";

export const DEMO_SEED = 0x5a17d5ea;
/** Every date is relative to this instant, so two runs produce identical rows. */
const BASE_DATE = "2026-11-01T09:00:00.000Z";
const BASE_MS = Date.parse(BASE_DATE);
const DAY_MS = 86_400_000;

const isoAt = (ms: number) => new Date(ms).toISOString();
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// ---------------------------------------------------------------- types

type ListingType = PropertyType;
type SceneKind =
  | "skyline"
  | "marina"
  | "beach"
  | "villa"
  | "living"
  | "bedroom"
  | "kitchen"
  | "office"
  | "pool"
  | "retail"
  | "warehouse";
export type TimeOfDay = "day" | "golden" | "sunset" | "dusk" | "night";
export type Mood = "ivory" | "sand" | "sea" | "charcoal";
/** What an interior's windows (or a pool deck) look out on. */
export type SceneView = "city" | "sea" | "garden";
/** The architecture of a villa exterior: one per community, so neighbours differ. */
export type VillaStyle = "modern" | "mediterranean" | "arabian" | "townhouse";

/** One picture of the image pool: what to draw and how. */
export interface SceneSpec {
  kind: SceneKind;
  time: TimeOfDay;
  mood: Mood;
  seed: number;
  /** Alt text without the place, e.g. "Living room with floor-to-ceiling windows". */
  alt: string;
  /** Interiors and pools: the view; a villa's rooms look onto a garden, never a night skyline. */
  view?: SceneView;
  /** Villa exteriors: the architecture. */
  style?: VillaStyle;
}

interface DemoImage {
  /** Index into `DemoData.scenes`. */
  scene: number;
  alt: string;
}

/**
 * A demo listing: the listing's own fields (property.fields.ts, so a new field shows up here as a
 * type error until the generator writes it), with the description under its column name, the
 * coordinates, size, reference and agent number always set, no permit QR code, the category the
 * generator writes its text from, and pictures as scenes to draw.
 */
export type DemoProperty = Omit<
  Property,
  "_id" | "desc" | "images" | "media" | "permitQrUrl" | "agentId" | "position"
> & {
  category: Category;
  description: string;
  latitude: number;
  longitude: number;
  square: number;
  addedOn: string;
  reference: string;
  agentBrn: string;
  images: DemoImage[];
};

// Leads, subscribers and applications are the modules' records without an id (the seeder makes
// ids): the repositories map them to rows.
type DemoLead = Omit<LeadBase, "_id" | "assigneeId">;

interface DemoEnquiry extends DemoLead {
  /** Index into `DemoData.properties` (always an approved listing), or null for a general enquiry. */
  propertyIndex: number | null;
}

type DemoListRequest = Omit<ListPropertyRequest, "_id" | "assigneeId">;

type DemoSubscriber = Pick<Subscriber, "email" | "subscribedAt">;

export interface DemoCv {
  fileName: string;
  name: string;
  email: string;
  phone: string;
  position: string;
  location: string;
  summary: string;
  experience: { role: string; company: string; years: string; points: string[] }[];
  education: string[];
  skills: string[];
  languages: string[];
}

type DemoApplication = Omit<CareerApplication, "_id" | "age" | "cv" | "cvName" | "cvType" | "assigneeId"> & {
  age: number;
  cv: DemoCv | null;
};

export interface DemoData {
  /** The listing agents, as users of the admin (app/modules/users): their listings and leads name them. */
  agents: readonly DemoAgent[];
  scenes: SceneSpec[];
  properties: DemoProperty[];
  contacts: DemoLead[];
  enquiries: DemoEnquiry[];
  listRequests: DemoListRequest[];
  subscribers: DemoSubscriber[];
  applications: DemoApplication[];
}

// ---------------------------------------------------------------- agents

interface Agent {
  name: string;
  email: string;
  phone: string;
  brn: string;
}

interface DemoAgent extends Agent {
  /** Digits with country code. */
  whatsapp: string;
  languages: string;
}

/**
 * The agents named on the demo listings: the team page's listing agents (one record, declared in
 * components/content/team-data.ts), with the e-mail address of the default agency domain.
 */
const DEMO_AGENTS: readonly DemoAgent[] = LISTING_AGENTS.map((a) => ({
  name: a.name,
  email: agentEmail(a, DEFAULT_SETTINGS.email),
  phone: formatPhone(a.phone),
  brn: a.brn,
  whatsapp: a.phone,
  languages: a.languages.join(", "),
}));

// ---------------------------------------------------------------- image pool

const SCENE_ALTS: Record<SceneKind, Partial<Record<TimeOfDay, string>> & { default: string }> = {
  skyline: {
    default: "Residential towers on a clear day",
    golden: "Tower exterior in the golden-hour light",
    sunset: "City skyline at sunset",
    dusk: "Towers lit up at dusk",
    night: "City skyline at night",
  },
  marina: {
    default: "Waterfront promenade with yachts and towers",
    golden: "Marina walk and yachts in the afternoon sun",
    dusk: "Marina and towers lit up at dusk",
    night: "Marina reflections at night",
    sunset: "Waterfront towers at sunset",
  },
  beach: {
    default: "Private beach with palm trees and sea view",
    golden: "Beachfront with palm trees in the late afternoon",
    sunset: "Beach at sunset with palm trees",
  },
  villa: {
    default: "Modern villa with private pool and palm trees",
    golden: "Villa exterior and pool in the afternoon sun",
    dusk: "Villa exterior lit up at dusk",
    sunset: "Villa and pool at sunset",
  },
  living: {
    default: "Living room with floor-to-ceiling windows",
    night: "Living room at night with city lights",
    sunset: "Open-plan living area at sunset",
  },
  bedroom: { default: "Master bedroom with built-in wardrobes", night: "Master bedroom with warm lighting" },
  kitchen: {
    default: "Open kitchen with island and breakfast bar",
    night: "Kitchen with pendant lights over the island",
  },
  office: {
    default: "Fitted open-plan office with city view",
    dusk: "Office floor with skyline view at dusk",
  },
  pool: {
    default: "Infinity pool deck with sun loungers",
    sunset: "Infinity pool at sunset",
    golden: "Pool deck with loungers in the afternoon sun",
  },
  retail: { default: "Retail shopfront with full-height glazing", dusk: "Retail unit lit up in the evening" },
  warehouse: { default: "Warehouse with roller shutters and loading bays" },
};

const VILLA_ALTS: Record<VillaStyle, string> = {
  modern: "Contemporary villa with private pool and palm trees",
  mediterranean: "Mediterranean-style villa with terracotta roofs and a private pool",
  arabian: "Arabian-style villa with arched windows and a private pool",
  townhouse: "Row of townhouses with front gardens",
};
const GARDEN_ALTS: Partial<Record<SceneKind, string>> = {
  living: "Living room opening onto the garden",
  bedroom: "Bedroom with a garden view",
  kitchen: "Kitchen with a view of the garden",
  pool: "Private pool and sun deck in the garden",
};

function altFor(kind: SceneKind, time: TimeOfDay, extra: Partial<SceneSpec>): string {
  const at = time === "dusk" || time === "night" ? " at dusk" : time === "sunset" ? " at sunset" : "";
  if (kind === "villa" && extra.style) return `${VILLA_ALTS[extra.style]}${at}`;
  const garden = extra.view === "garden" ? GARDEN_ALTS[kind] : undefined;
  if (garden) return `${garden}${at}`;
  if (extra.view === "sea" && (kind === "living" || kind === "bedroom" || kind === "kitchen"))
    return `${SCENE_ALTS[kind][time] ?? SCENE_ALTS[kind].default} and sea view`;
  return SCENE_ALTS[kind][time] ?? SCENE_ALTS[kind].default;
}

/** What an apartment's exterior shows: the marina, the beach or the skyline. */
type Setting = "marina" | "beach" | "skyline";
const settingOf = (location: string): Setting =>
  WATERFRONT.has(location) ? "marina" : BEACHFRONT.has(location) ? "beach" : "skyline";

/** The villa architecture of each community (townhouses are always a row). */
const VILLA_STYLE: Record<string, VillaStyle> = {
  "Palm Jumeirah": "modern",
  "Dubai Hills Estate": "modern",
  "Emirates Hills": "mediterranean",
  "Jumeirah Golf Estates": "mediterranean",
  "Jumeirah Islands": "mediterranean",
  "Tilal Al Ghaf": "modern",
  Meadows: "arabian",
  "Arabian Ranches": "arabian",
  "Al Marjan Island (Ras Al Khaimah)": "mediterranean",
  "Palm Jebel Ali": "modern",
};
const villaStyleFor = (plan: Plan): VillaStyle =>
  plan.category === "townhouse" ? "townhouse" : (VILLA_STYLE[plan.location] ?? "arabian");

const COVER_TIMES: TimeOfDay[] = ["day", "golden", "sunset", "dusk", "day", "golden", "night", "day"];
const VILLA_TIMES: TimeOfDay[] = ["day", "golden", "sunset", "dusk", "day", "golden"];
const MOODS: Mood[] = ["ivory", "sand", "sea", "charcoal"];

/** Each listing's pictures (indexes into the scenes), by plan index, for the scenes of one build. */
const IMAGE_LISTS = new WeakMap<SceneSpec[], number[][]>();

/**
 * The image pool and who uses what. Every listing has a cover of its own (its first picture is
 * never another listing's cover), so no listing page, search or community list shows the same
 * cover twice in any order; a villa's exterior is drawn for it alone, in its community's
 * architecture. The other pictures come from small shared sets chosen by type and setting:
 * apartments get rooms with city or sea views, the towers, marina or beach, and an infinity pool;
 * villas and townhouses rooms opening onto a garden and a garden pool, never a skyline at night;
 * commercial units offices, shopfronts and warehouses; holiday homes always a pool or the beach.
 * Deterministic for `r`, and independent of the listing text's random draws.
 */
function buildScenes(r: Rng): SceneSpec[] {
  const scenes: SceneSpec[] = [];
  const add = (kind: SceneKind, time: TimeOfDay, mood: Mood, extra: Partial<SceneSpec> = {}) => {
    scenes.push({ kind, time, mood, seed: int(r, 1, 2 ** 31 - 1), alt: altFor(kind, time, extra), ...extra });
    return scenes.length - 1;
  };
  const set = (kind: SceneKind, plan: [TimeOfDay, Mood][], extra: Partial<SceneSpec> = {}) =>
    plan.map(([time, mood]) => add(kind, time, mood, extra));

  // shared rooms and pools
  const aptRooms = (view: SceneView) => ({
    living: set(
      "living",
      view === "city"
        ? [
            ["day", "ivory"],
            ["night", "charcoal"],
            ["golden", "sand"],
          ]
        : [
            ["day", "sea"],
            ["sunset", "ivory"],
            ["golden", "sand"],
          ],
      { view },
    ),
    bedroom: set(
      "bedroom",
      view === "city"
        ? [
            ["day", "ivory"],
            ["night", "charcoal"],
          ]
        : [
            ["day", "sea"],
            ["golden", "sand"],
          ],
      { view },
    ),
    kitchen: set(
      "kitchen",
      view === "city"
        ? [
            ["day", "charcoal"],
            ["golden", "ivory"],
          ]
        : [
            ["day", "sea"],
            ["sunset", "sand"],
          ],
      { view },
    ),
  });
  const apt = { city: aptRooms("city"), sea: aptRooms("sea") };
  const infinityPools = set("pool", [
    ["day", "sea"],
    ["sunset", "sand"],
    ["golden", "ivory"],
  ]);
  const garden = {
    living: set(
      "living",
      [
        ["day", "ivory"],
        ["golden", "sand"],
        ["day", "sea"],
      ],
      { view: "garden" },
    ),
    bedroom: set(
      "bedroom",
      [
        ["day", "sand"],
        ["golden", "ivory"],
      ],
      { view: "garden" },
    ),
    kitchen: set(
      "kitchen",
      [
        ["day", "ivory"],
        ["golden", "charcoal"],
      ],
      { view: "garden" },
    ),
    pool: set(
      "pool",
      [
        ["day", "ivory"],
        ["golden", "sand"],
        ["sunset", "sea"],
      ],
      { view: "garden" },
    ),
  };
  const beaches = set("beach", [
    ["day", "sea"],
    ["golden", "sand"],
    ["sunset", "ivory"],
  ]);

  // one cover per listing
  const coverKind = (plan: Plan): SceneKind => {
    if (plan.category === "villa" || plan.category === "townhouse") return "villa";
    if (plan.category === "office" || plan.category === "retail" || plan.category === "warehouse")
      return plan.category;
    return settingOf(plan.location);
  };
  const covers = PLAN.map((plan, i) => {
    const kind = coverKind(plan);
    if (kind === "villa")
      return add("villa", VILLA_TIMES[i % VILLA_TIMES.length], pick(r, MOODS), {
        style: villaStyleFor(plan),
      });
    const time = COVER_TIMES[i % COVER_TIMES.length];
    return add(
      kind,
      kind === "beach" && (time === "dusk" || time === "night") ? "golden" : time,
      MOODS[i % MOODS.length],
    );
  });
  const coversOf = (kind: SceneKind, except: number) =>
    PLAN.flatMap((plan, j) => (j !== except && coverKind(plan) === kind ? [covers[j]] : []));
  const one = (from: number[]) => (from.length ? [pick(r, from)] : []);
  const two = (from: number[]) => shuffle(r, from).slice(0, 2);

  const lists = PLAN.map((plan, i) => {
    const cover = covers[i];
    const holiday = plan.type === "HolidayHome";
    let rest: number[];
    let min = 4;
    switch (plan.category) {
      case "villa":
      case "townhouse": {
        const pool = plan.category === "villa" || holiday || chance(r, 0.5) ? one(garden.pool) : [];
        const beach = BEACHFRONT.has(plan.location) ? one(beaches) : [];
        const [livingA, livingB] = two(garden.living);
        rest = [
          livingA,
          ...(holiday ? [...pool, ...beach] : []),
          ...one(garden.kitchen),
          ...pool,
          ...one(garden.bedroom),
          ...beach,
          livingB,
        ];
        if (holiday) min = 5;
        break;
      }
      case "office":
        rest = [
          ...one(coversOf("skyline", i)),
          ...two(coversOf("office", i)),
          ...one(coversOf("skyline", i)),
        ];
        break;
      case "retail":
        rest = [
          ...two(coversOf("retail", i)),
          ...one(coversOf(settingOf(plan.location), i)),
          ...one(coversOf("skyline", i)),
        ];
        break;
      case "warehouse":
        rest = [...two(coversOf("warehouse", i)), ...one(coversOf("office", i))];
        break;
      default: {
        const setting = settingOf(plan.location);
        const rooms = setting === "skyline" ? apt.city : apt.sea;
        const [livingA, livingB] = two(rooms.living);
        const pool = one(infinityPools);
        const beach = setting === "skyline" ? [] : one(beaches);
        const view = one(coversOf(setting === "beach" ? "beach" : pick(r, ["skyline", setting]), i));
        rest = holiday
          ? [livingA, ...pool, ...one(rooms.bedroom), ...beach, ...one(rooms.kitchen), ...view, livingB]
          : [livingA, ...one(rooms.bedroom), ...one(rooms.kitchen), ...pool, ...view, livingB];
        if (holiday) min = 5;
      }
    }
    const all = [...new Set([cover, ...rest.filter((x) => x !== undefined)])];
    return all.slice(0, Math.min(8, Math.max(min, int(r, 4, 8))));
  });
  IMAGE_LISTS.set(scenes, lists);
  return scenes;
}

// ---------------------------------------------------------------- listing plan

type PlanStatus = "A" | "N" | "X"; // approved, notApproved, expired
interface Plan {
  type: ListingType;
  category: Category;
  location: string;
  beds: number | null;
  status: PlanStatus;
  display: "handPick" | "feature" | "view" | null;
  offPlan: boolean;
  /** Commercial: for sale (true) or for rent (false). Buy and NewProject are sales. */
  sale: boolean;
  /** Price on application: price 0, shown as "Contact Us". */
  poa?: boolean;
}

const P = (
  type: ListingType,
  category: Category,
  location: string,
  beds: number | null,
  status: PlanStatus = "A",
  display: Plan["display"] = null,
  extra: Partial<Plan> = {},
): Plan => ({
  type,
  category,
  location,
  beds,
  status,
  display,
  offPlan: type === "NewProject",
  sale: type === "Buy" || type === "NewProject",
  ...extra,
});

/** The hand-made plan guarantees coverage; everything else is drawn from the PRNG. */
const PLAN: Plan[] = [
  // Buy (20)
  P("Buy", "apartment", "Dubai Marina", 2, "A", "feature"),
  P("Buy", "apartment", "Downtown Dubai", 1, "A", "handPick"),
  P("Buy", "penthouse", "Downtown Dubai", 4, "A", "feature"),
  P("Buy", "villa", "Palm Jumeirah", 5, "A", "handPick"),
  P("Buy", "villa", "Dubai Hills Estate", 4, "A", "feature"),
  P("Buy", "apartment", "Business Bay", 2, "A", "view"),
  P("Buy", "apartment", "Jumeirah Village Circle", 0, "A", "view"),
  P("Buy", "townhouse", "Arabian Ranches", 3, "A", "view"),
  P("Buy", "villa", "Emirates Hills", 7, "A", "handPick", { poa: true }),
  P("Buy", "apartment", "Jumeirah Lake Towers", 1),
  P("Buy", "apartment", "Dubai Creek Harbour", 2, "A", "view", { offPlan: true }),
  P("Buy", "townhouse", "Damac Hills", 4),
  P("Buy", "apartment", "Jumeirah Beach Residence", 3, "A", "feature"),
  P("Buy", "villa", "Jumeirah Golf Estates", 5, "A", "handPick"),
  P("Buy", "apartment", "Bluewaters Island", 2, "A", "feature"),
  P("Buy", "apartment", "Sobha Hartland", 1, "A", "view", { offPlan: true }),
  P("Buy", "villa", "Tilal Al Ghaf", 4, "N", null, { offPlan: true }),
  P("Buy", "apartment", "Dubai Marina", 1, "X"),
  P("Buy", "apartment", "City Walk", 3),
  P("Buy", "villa", "Jumeirah Islands", 6, "N"),
  // Rent (16)
  P("Rent", "apartment", "Dubai Marina", 1, "A", "handPick"),
  P("Rent", "apartment", "Downtown Dubai", 2, "A", "handPick"),
  P("Rent", "villa", "Dubai Hills Estate", 5, "A", "handPick"),
  P("Rent", "apartment", "Jumeirah Village Circle", 1),
  P("Rent", "apartment", "Business Bay", 0),
  P("Rent", "townhouse", "Springs", 3),
  P("Rent", "villa", "Palm Jumeirah", 6, "A", "handPick"),
  P("Rent", "apartment", "Al Barsha", 2),
  P("Rent", "apartment", "Dubai Silicon Oasis", 1),
  P("Rent", "townhouse", "Town Square", 3),
  P("Rent", "apartment", "Jumeirah Lake Towers", 2, "X"),
  P("Rent", "villa", "Meadows", 4),
  P("Rent", "apartment", "Al Furjan", 2, "N"),
  P("Rent", "apartment", "Dubai Harbour", 3),
  P("Rent", "apartment", "Meydan", 1),
  P("Rent", "apartment", "Jumeirah Village Circle", 2),
  // Commercial (12)
  P("Commercial", "office", "Business Bay", null, "A", "handPick", { sale: true }),
  P("Commercial", "office", "Jumeirah Lake Towers", null),
  P("Commercial", "retail", "Downtown Dubai", null, "A", "handPick"),
  P("Commercial", "warehouse", "Al Quoz", null),
  P("Commercial", "office", "Dubai Internet City", null),
  P("Commercial", "office", "Trade Centre", null, "A", "handPick", { sale: true, poa: true }),
  P("Commercial", "retail", "Dubai Marina", null, "A", null, { sale: true }),
  P("Commercial", "warehouse", "Dubai Investments Park", null, "A", null, { sale: true }),
  P("Commercial", "office", "Dubai Media City", null, "X"),
  P("Commercial", "retail", "Jumeirah Village Circle", null),
  P("Commercial", "office", "Dubai Design District", null, "N"),
  P("Commercial", "warehouse", "Jebel Ali", null),
  // Holiday homes (12)
  P("HolidayHome", "apartment", "Palm Jumeirah", 2, "A", "handPick"),
  P("HolidayHome", "apartment", "Downtown Dubai", 1, "A", "handPick"),
  P("HolidayHome", "apartment", "Dubai Marina", 2),
  P("HolidayHome", "villa", "Palm Jumeirah", 5, "A", "handPick"),
  P("HolidayHome", "apartment", "Jumeirah Beach Residence", 3, "A", "handPick"),
  P("HolidayHome", "apartment", "Emaar Beachfront", 1),
  P("HolidayHome", "apartment", "Bluewaters Island", 2),
  P("HolidayHome", "apartment", "Business Bay", 0),
  P("HolidayHome", "townhouse", "La Mer", 3),
  P("HolidayHome", "apartment", "City Walk", 1, "X"),
  P("HolidayHome", "villa", "Al Marjan Island (Ras Al Khaimah)", 4),
  P("HolidayHome", "apartment", "Jumeirah", 2, "N"),
  // New projects (16), all off-plan
  P("NewProject", "apartment", "Dubai Creek Harbour", 2),
  P("NewProject", "apartment", "Dubai Hills Estate", 1),
  P("NewProject", "villa", "Tilal Al Ghaf", 5),
  P("NewProject", "apartment", "Jumeirah Village Circle", 0),
  P("NewProject", "apartment", "Mohammed Bin Rashid City", 3),
  P("NewProject", "townhouse", "The Valley", 3),
  P("NewProject", "apartment", "Emaar Beachfront", 2),
  P("NewProject", "villa", "Palm Jebel Ali", 6),
  P("NewProject", "apartment", "Dubai Islands", 1),
  P("NewProject", "townhouse", "Arabian Ranches 3", 4),
  P("NewProject", "apartment", "Business Bay", 2),
  P("NewProject", "apartment", "Dubai South", 1),
  P("NewProject", "apartment", "Arjan", 1, "N"),
  P("NewProject", "townhouse", "Damac Hills 2", 4),
  P("NewProject", "apartment", "Al Reem Island (Abu Dhabi)", 2),
  P("NewProject", "apartment", "Al Jaddaf", 2),
];

// ---------------------------------------------------------------- place knowledge

/** Sale price per sq ft (AED) for apartments; villas use VILLA_RATE where known. */
const APT_RATE: Record<string, [number, number]> = {
  "Downtown Dubai": [2600, 3400],
  "Dubai Marina": [1900, 2600],
  "Palm Jumeirah": [3000, 4400],
  "Business Bay": [1800, 2400],
  "Jumeirah Village Circle": [1100, 1450],
  "Jumeirah Lake Towers": [1250, 1650],
  "Dubai Creek Harbour": [2000, 2500],
  "Jumeirah Beach Residence": [2000, 2700],
  "Bluewaters Island": [3200, 4200],
  "Sobha Hartland": [1900, 2400],
  "City Walk": [2300, 2900],
  "Dubai Harbour": [2600, 3300],
  "Emaar Beachfront": [2700, 3400],
  "Dubai Hills Estate": [1900, 2500],
  "Mohammed Bin Rashid City": [1800, 2300],
  "Dubai Islands": [2000, 2500],
  "Dubai South": [950, 1250],
  Arjan: [1050, 1350],
  "Al Jaddaf": [1600, 2000],
  "Al Barsha": [1150, 1450],
  "Dubai Silicon Oasis": [850, 1100],
  "Al Furjan": [1150, 1450],
  Meydan: [1500, 1900],
  Jumeirah: [2100, 2700],
  "Al Reem Island (Abu Dhabi)": [1300, 1700],
};
const VILLA_RATE: Record<string, [number, number]> = {
  "Palm Jumeirah": [5200, 8200],
  "Emirates Hills": [4200, 6500],
  "Dubai Hills Estate": [2300, 3100],
  "Arabian Ranches": [1450, 1850],
  "Arabian Ranches 3": [1400, 1750],
  "Damac Hills": [1250, 1600],
  "Damac Hills 2": [850, 1050],
  "Jumeirah Golf Estates": [1900, 2600],
  "Tilal Al Ghaf": [2000, 2700],
  "Jumeirah Islands": [2300, 3000],
  Springs: [1500, 2000],
  Meadows: [1700, 2300],
  "Town Square": [1050, 1300],
  "The Valley": [1000, 1250],
  "Palm Jebel Ali": [3100, 4000],
  "La Mer": [2800, 3600],
  "Al Marjan Island (Ras Al Khaimah)": [1500, 2000],
};

// ---------------------------------------------------------------- sizes and prices

const APT_SQFT: [number, number][] = [
  [380, 520],
  [650, 950],
  [1000, 1500],
  [1500, 2300],
  [2300, 3400],
];
const VILLA_SQFT: [number, number][] = [
  [3200, 4200],
  [3200, 4200],
  [3200, 4200],
  [3400, 4600],
  [3600, 5600],
  [4800, 8200],
  [6800, 12000],
  [11000, 18000],
];

function sqftFor(r: Rng, c: Category, beds: number | null): number {
  const b = beds ?? 0;
  const range: [number, number] = {
    apartment: APT_SQFT[Math.min(b, 4)],
    penthouse: [4200, 7800] as [number, number],
    townhouse: (b <= 3 ? [1800, 2600] : [2400, 3300]) as [number, number],
    villa: VILLA_SQFT[Math.min(b, 7)],
    office: [650, 6200] as [number, number],
    retail: [480, 3200] as [number, number],
    warehouse: [5200, 28000] as [number, number],
  }[c];
  return Math.round(between(r, range[0], range[1]) / 5) * 5;
}

function roundPrice(p: number): number {
  const step = p >= 5_000_000 ? 50_000 : p >= 1_000_000 ? 10_000 : p >= 200_000 ? 5_000 : 1_000;
  return Math.round(p / step) * step;
}
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function salePriceFor(r: Rng, plan: Plan, sqft: number): number {
  const villa = plan.category === "villa" || plan.category === "townhouse";
  const rate =
    (villa ? VILLA_RATE[plan.location] : APT_RATE[plan.location]) ?? (villa ? [1400, 1900] : [1100, 1500]);
  let price = sqft * between(r, rate[0], rate[1]) * (plan.offPlan ? between(r, 0.92, 0.98) : 1);
  if (plan.category === "penthouse") price *= 1.15;
  price = villa ? clamp(price, 2_500_000, 60_000_000) : clamp(price, 650_000, 15_000_000);
  return roundPrice(price);
}

function yearlyRentFor(r: Rng, plan: Plan, sqft: number): number {
  const villa = plan.category === "villa" || plan.category === "townhouse";
  const sale = salePriceFor(r, { ...plan, offPlan: false }, sqft);
  let rent = sale * (villa ? between(r, 0.042, 0.052) : between(r, 0.06, 0.075));
  if (rent > 1_200_000) rent = between(r, 0.88, 1) * 1_200_000;
  return roundPrice(clamp(rent, 45_000, 1_200_000));
}

function nightlyFor(r: Rng, plan: Plan): number {
  const b = plan.beds ?? 0;
  const base = (
    [
      [350, 480],
      [450, 900],
      [750, 1500],
      [1200, 2400],
      [2500, 4200],
      [5600, 8400],
      [7000, 9000],
    ] as [number, number][]
  )[Math.min(b, 6)];
  const prime = ["Palm Jumeirah", "Bluewaters Island", "Downtown Dubai", "Emaar Beachfront"].includes(
    plan.location,
  )
    ? 1.12
    : 1;
  return clamp(Math.round((between(r, base[0], base[1]) * prime) / 50) * 50, 350, 9000);
}

function commercialPriceFor(r: Rng, plan: Plan, sqft: number): number {
  const rates: Record<string, { sale: [number, number]; rent: [number, number] }> = {
    office: { sale: [1250, 2300], rent: [95, 185] },
    retail: { sale: [1800, 3200], rent: [160, 360] },
    warehouse: { sale: [420, 720], rent: [28, 55] },
  };
  const rate = rates[plan.category];
  if (plan.sale) return roundPrice(clamp(sqft * between(r, rate.sale[0], rate.sale[1]), 650_000, 15_000_000));
  return roundPrice(clamp(sqft * between(r, rate.rent[0], rate.rent[1]), 45_000, 1_200_000));
}

// ---------------------------------------------------------------- listings

function listingFor(
  r: Rng,
  plan: Plan,
  index: number,
  scenes: SceneSpec[],
  names: Set<string>,
): DemoProperty {
  const community = findCommunity(plan.location);
  if (!community) throw new Error(`Unknown demo location: ${plan.location}`);
  const isVilla = plan.category === "villa" || plan.category === "townhouse";
  const isBiz = plan.type === "Commercial";
  const agent = DEMO_AGENTS[index % DEMO_AGENTS.length];

  // dates: spread over ~200 days before the base date, newest first in plan order per type
  const createdMs = BASE_MS - Math.round(((index * 2.63) % 200) * 24 * 60) * 60_000 - int(r, 0, 600) * 60_000;
  const updatedMs = Math.min(
    BASE_MS,
    createdMs + (chance(r, 0.6) ? int(r, 0, 25) * DAY_MS + int(r, 0, 480) * 60_000 : 0),
  );

  const square = sqftFor(r, plan.category, plan.beds);
  const price = plan.poa
    ? 0
    : plan.type === "HolidayHome"
      ? nightlyFor(r, plan)
      : isBiz
        ? commercialPriceFor(r, plan, square)
        : plan.type === "Rent"
          ? yearlyRentFor(r, plan, square)
          : salePriceFor(r, plan, square);

  const handOverDate = plan.offPlan
    ? pick(r, [
        "2027-03-31",
        "2027-06-30",
        "2027-09-30",
        "2027-12-31",
        "2028-03-31",
        "2028-06-30",
        "2028-12-31",
        "2029-06-30",
        "2029-09-30",
      ])
    : chance(r, 0.6)
      ? `${int(r, 2012, 2025)}-${String(int(r, 1, 12)).padStart(2, "0")}-${pick(r, ["15", "28", "30"])}`.replace(
          /-02-30$/,
          "-02-28",
        )
      : null;
  const beds = plan.beds;
  const bathrooms = isBiz
    ? plan.category === "warehouse"
      ? 2
      : int(r, 1, 3)
    : beds === 0
      ? 1
      : Math.min(8, (beds ?? 1) + (isVilla ? 1 : int(r, 0, 1)));
  const floors = isVilla ? int(r, 2, 3) : plan.category === "warehouse" ? 1 : int(r, 18, 78);
  // a villa or townhouse has no building lifts, a warehouse none at all, and offices no pools
  const elevators = isVilla || plan.category === "warehouse" ? null : int(r, 4, 12);
  const townhousePool = chance(r, 0.5) ? 1 : 0;
  const pools = isBiz ? null : isVilla ? (plan.category === "villa" ? 1 : townhousePool) : int(r, 1, 3);
  const parking = isBiz
    ? plan.category === "warehouse"
      ? int(r, 4, 10)
      : int(r, 1, 6)
    : isVilla
      ? int(r, 2, 4)
      : beds !== null && beds >= 3
        ? 2
        : 1;
  const totalArea = isVilla
    ? Math.round((square * between(r, 1.35, 2.2)) / 10) * 10
    : plan.category === "warehouse"
      ? Math.round((square * between(r, 1.2, 1.6)) / 10) * 10
      : square + int(r, 6, 40) * 10;
  const occupancy: DemoProperty["occupancy"] = plan.offPlan
    ? "Vacant"
    : plan.type === "HolidayHome"
      ? "Vacant"
      : chance(r, plan.type === "Buy" ? 0.35 : 0.15)
        ? "Occupied"
        : "Vacant";
  const serviceCharge = isVilla ? int(r, 3, 6) : isBiz ? int(r, 16, 26) : int(r, 13, 24);
  const furnished = plan.type === "HolidayHome" || (plan.type === "Rent" && chance(r, 0.4));

  const lat = +(community.lat + between(r, -0.004, 0.004)).toFixed(6);
  const lng = +(community.lng + between(r, -0.004, 0.004)).toFixed(6);

  // rents are quoted yearly in cheques (commercial too, unless for sale); holiday homes per night.
  // Chosen by index, so the random streams (and so every other fact) stay as they were.
  const rentFrequency: DemoProperty["rentFrequency"] =
    plan.type === "Rent" || (isBiz && !plan.sale) ? "yearly" : defaultRentFrequency(plan.type);
  const chequeChoices = isBiz ? [1, 2, 4] : [1, 2, 4, 6];
  const cheques =
    rentFrequency === "yearly" && !plan.poa ? chequeChoices[index % chequeChoices.length] : null;

  // every word of the listing, written from its facts with a stream of its own (demo-text.ts)
  const text = listingText(
    createRng(int(r, 1, 2 ** 31 - 1)),
    {
      index,
      type: plan.type,
      category: plan.category,
      location: plan.location,
      bedrooms: beds,
      bathrooms,
      square,
      totalArea,
      price,
      sale: plan.sale,
      offPlan: plan.offPlan,
      handOverDate,
      occupancy,
      furnished,
      floors,
      pools,
      parking,
      serviceCharge,
      agent: agent.name,
      cheques,
      latitude: lat,
      longitude: lng,
      beach: BEACHFRONT.has(plan.location) || SANDY.has(plan.location),
    },
    names,
  );

  const typeLetter = { Buy: "B", Rent: "R", Commercial: "C", HolidayHome: "H", NewProject: "N" }[plan.type];
  const reference = `SSP-${typeLetter}-${1000 + index * 7 + int(r, 0, 6)}`;
  const permitNumber = chance(r, 0.85) ? `71${String(int(r, 0, 99_999_999)).padStart(8, "0")}` : null;
  // Portals and compliance (issue 21), from facts already drawn, so the random streams stay as they
  // were. Permits run out 400 to 900 days after the demo's base date; one in thirteen listings with
  // a permit has let it lapse (ten days before the base date), to show what the admin flags.
  const permitExpiry = permitNumber
    ? dateOnly(BASE_MS + (index % 13 === 6 ? -10 : 400 + ((index * 37) % 500)) * DAY_MS)
    : null;
  const unitType = UNIT_TYPE_OF[plan.category];
  const furnishing: DemoProperty["furnishing"] = furnished ? "furnished" : isBiz ? null : "unfurnished";
  const portals: Portal[] = index % 5 === 4 ? ["propertyfinder"] : ["propertyfinder", "bayut"];
  // Off-plan sale details (Bayut): launches waive 0, 50 or 100% of the DLD fee; resales paid 10-40%
  // of a price 5-20% below today's.
  const dldWaiver = plan.offPlan && plan.type === "NewProject" ? [0, 50, 100][index % 3] : null;
  const originalPrice =
    plan.offPlan && plan.type !== "NewProject" ? Math.round((price * (80 + (index % 4) * 5)) / 100) : null;
  const amountPaid = originalPrice ? Math.round((originalPrice * (10 + (index % 4) * 10)) / 100) : null;
  const mapUrl = chance(r, 0.35)
    ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
    : null;

  return {
    name: text.name,
    projectName: text.projectName,
    type: plan.type,
    category: plan.category,
    description: text.description,
    message: text.message,
    state: plan.location.includes("(Abu Dhabi)")
      ? "Abu Dhabi"
      : plan.location.includes("(Ras Al Khaimah)")
        ? "Ras Al Khaimah"
        : "Dubai",
    location: plan.location,
    latitude: lat,
    longitude: lng,
    bedrooms: beds,
    floors,
    bathrooms,
    occupancy,
    configuration: text.configuration,
    convenience: text.convenience,
    layout: text.layout,
    parking,
    view: text.view,
    square,
    price,
    display: plan.display,
    status: plan.status === "A" ? "approved" : plan.status === "N" ? "notApproved" : "expired",
    propertyStatus: plan.offPlan ? "offPlan" : "ready",
    propertyType: isBiz ? "commercial" : "residential",
    listedBy: agent.name,
    email: agent.email,
    number: agent.phone,
    addedOn: dateOnly(createdMs),
    handOverDate,
    elevators,
    totalArea,
    buildingName: text.buildingName,
    pools,
    mapUrl,
    reference,
    permitNumber,
    agentBrn: agent.brn,
    rentFrequency,
    cheques,
    createdAt: isoAt(createdMs),
    updatedAt: isoAt(updatedMs),
    features: text.features,
    keyFeatures: text.keyFeatures,
    exclusiveAmenities: text.exclusiveAmenities,
    primeLocation: text.primeLocation,
    // A few listings of the standard data are written in Arabic too: generateDemoData.
    ...NO_ARABIC,
    unitType,
    furnishing,
    subCommunity: null,
    permitExpiry,
    portals,
    dldWaiver,
    originalPrice,
    amountPaid,
    images: imagesFor(r, plan, scenes),
  };
}

/** The portals' unit type of each demo category. */
const UNIT_TYPE_OF: Record<Category, UnitType> = {
  apartment: "Apartment",
  penthouse: "Penthouse",
  villa: "Villa",
  townhouse: "Townhouse",
  office: "Office",
  retail: "Retail",
  warehouse: "Warehouse",
};

const WATERFRONT = new Set([
  "Dubai Marina",
  "Jumeirah Beach Residence",
  "Dubai Harbour",
  "Bluewaters Island",
  "Business Bay",
  "Dubai Creek Harbour",
  "Al Jaddaf",
  "Jumeirah Lake Towers",
]);
const SANDY = new Set(["Dubai Marina", "Jumeirah Beach Residence", "Dubai Harbour", "Bluewaters Island"]);
const BEACHFRONT = new Set([
  "Palm Jumeirah",
  "Emaar Beachfront",
  "La Mer",
  "Jumeirah",
  "Dubai Islands",
  "Palm Jebel Ali",
  "Al Marjan Island (Ras Al Khaimah)",
  "Al Reem Island (Abu Dhabi)",
]);

/** A listing's pictures, as `buildScenes` chose them for its plan entry. */
function imagesFor(_r: Rng, plan: Plan, scenes: SceneSpec[]): DemoImage[] {
  const index = PLAN.indexOf(plan);
  const list = IMAGE_LISTS.get(scenes)?.[index];
  if (!list) throw new Error(`No pictures planned for the demo listing in ${plan.location}`);
  return list.map((scene) => ({ scene, alt: `${scenes[scene].alt}, ${plan.location}` }));
}

// ---------------------------------------------------------------- people and leads

const FIRST = [
  "Aisha",
  "Omar",
  "Fatima",
  "Rahul",
  "Elena",
  "Yusuf",
  "Mariam",
  "Lucas",
  "Noor",
  "Hannah",
  "Karim",
  "Sara",
  "Arjun",
  "Chloe",
  "Hamdan",
  "Leila",
  "Mateo",
  "Zainab",
  "Oliver",
  "Amira",
  "Ivan",
  "Mei",
  "Tariq",
  "Grace",
  "Faisal",
  "Ananya",
  "Nadia",
  "Samuel",
];
const LAST = [
  "Rahman",
  "Khalil",
  "Mehta",
  "Petrova",
  "Saleh",
  "Fernandes",
  "Brennan",
  "Hassan",
  "Novak",
  "Iyer",
  "Costa",
  "Al Amiri",
  "Dubois",
  "Kowalski",
  "Nasser",
  "Tan",
  "Osei",
  "Lindqvist",
  "Haddad",
  "Moreau",
  "Sharma",
  "Yilmaz",
];
const DOMAINS = ["example.com", "example.ae", "mail.example", "inbox.example", "example.org", "example.net"];

/** Fictional people: first and last names paired from shuffled lists, so names rarely repeat. */
function people(r: Rng) {
  const firsts = shuffle(r, FIRST);
  const lasts = shuffle(r, LAST);
  const used = new Set<string>(["Aisha Rahman", "Karim Haddad"]);
  let i = 0;
  return () => {
    for (;;) {
      const first = firsts[i % firsts.length];
      const last = lasts[(i * 5 + Math.floor(i / lasts.length)) % lasts.length];
      i++;
      const name = `${first} ${last}`;
      if (used.has(name)) continue;
      used.add(name);
      const local = `${first}.${last}`.toLowerCase().replace(/\s+/g, "");
      return {
        name,
        email: `${local}@${pick(r, DOMAINS)}`,
        phone: `+971 ${pick(r, ["50", "52", "54", "55", "56", "58"])} 000 ${String(int(r, 200, 999)).padStart(4, "0")}`,
      };
    }
  };
}

function leadTimes(r: Rng, daysBackMax: number) {
  const created = BASE_MS - int(r, 0, daysBackMax) * DAY_MS - int(r, 0, 720) * 60_000;
  const isNew = chance(r, 0.4);
  const read = isNew ? null : Math.min(BASE_MS, created + int(r, 1, 48) * 3_600_000);
  const updated = read ?? created;
  return { createdAt: isoAt(created), readAt: read === null ? null : isoAt(read), updatedAt: isoAt(updated) };
}

const leadStatus = (r: Rng, readAt: string | null): LeadStatus =>
  readAt === null ? "pending" : pick(r, ["pending", "inprogress", "inprogress", "postponed"] as const);

const CONTACT_MESSAGES = [
  "Hi, I'm looking for a 2-bedroom apartment in Dubai Marina with a sea view, budget up to AED 2.5M. Please call me after 6 pm.",
  "We are relocating from London in January and need a 4-bedroom villa to rent near good schools. Could someone help us shortlist?",
  "Can you value my 1BR in JVC? It's vacant and I'm thinking of selling before the end of the year.",
  "Looking for an off-plan investment under AED 1.5M with a post-handover payment plan. What do you recommend?",
  "I'd like to list my townhouse in Arabian Ranches for rent. What is the current market rent for a 3BR single row?",
  "Do you manage holiday homes? I own a furnished studio in Business Bay and want to rent it short term.",
  "Please send me the brochure and floor plans for the new waterfront launch you posted on Instagram.",
  "Interested in commercial office space in JLT, around 1,500 sq ft, fitted, for a team of 12. Budget AED 180k a year.",
  "Is a mortgage pre-approval needed before viewing? First-time buyer here, looking at 1BR apartments in Dubai Hills.",
  "Hello, I'd like to book a call with one of your agents this week to discuss buying a villa on the Palm.",
  "What are the fees when buying a ready property? I'd like a breakdown of DLD, agency and trustee fees.",
  "My tenancy ends in March. Looking for a 2BR with a balcony in Downtown, chiller free if possible.",
  "Could you tell me more about the Golden Visa requirements when buying property above AED 2M?",
];
const ENQUIRY_MESSAGES = [
  "Is this unit still available? I'd like to arrange a viewing this weekend.",
  "Can the seller accept a cash offer slightly below the asking price? Ready to move quickly.",
  "Is the service charge included in the price? Please share the floor plan.",
  "Would the landlord accept 2 cheques instead of 1? I can move in next month.",
  "Please send more photos of the kitchen and the view from the balcony.",
  "What is the payment plan and when is the handover? Interested in two units.",
  "Are pets allowed in the building? We have a small dog.",
  "Can I view it on Saturday morning? Also, is parking included?",
  "Please call me to discuss the price. I'm pre-approved for a mortgage.",
  "Is the nightly rate lower for a two-week stay in February?",
  "Looking for a similar property with a higher floor. Do you have other options?",
];
const LIST_MESSAGES = [
  "Owner here, tenancy ends in two months. I'd like to list it for sale with your agency.",
  "Recently upgraded kitchen and flooring. Looking to rent it out, ideally to a family.",
  "Vacant and ready to list. Please advise on the right asking price.",
  "I'd like an exclusive listing agreement if the valuation makes sense.",
  "Furnished and available for holiday rental from next month.",
  "Off-plan unit, 40% paid, handover next year. Looking to sell the contract.",
  "Ground-floor shop with tenant in place; looking to sell to an investor.",
  "Please call me to arrange photos and a valuation visit.",
];

function buildLeads(r: Rng, properties: DemoProperty[], person: ReturnType<typeof people>) {
  const contacts: DemoLead[] = CONTACT_MESSAGES.slice(0, 12).map((message) => {
    const p = person();
    const t = leadTimes(r, 60);
    return { ...p, message, status: leadStatus(r, t.readAt), ...t };
  });
  const approved = properties.map((p, i) => ({ p, i })).filter((x) => x.p.status === "approved");
  const enquiries: DemoEnquiry[] = ENQUIRY_MESSAGES.slice(0, 10).map((message, k) => {
    const p = person();
    const t = leadTimes(r, 45);
    const target = k < 7 ? pick(r, approved) : null;
    return { ...p, message, status: leadStatus(r, t.readAt), ...t, propertyIndex: target ? target.i : null };
  });
  const listRequests: DemoListRequest[] = LIST_MESSAGES.map((message, k) => {
    const p = person();
    const t = leadTimes(r, 90);
    const community = pick(
      r,
      COMMUNITIES.filter((c) => !c.name.includes("(")),
    );
    const commercial = k === 6;
    const type: ListingType = commercial
      ? "Commercial"
      : k === 4
        ? "HolidayHome"
        : k === 5
          ? "NewProject"
          : pick(r, ["Buy", "Rent"] as const);
    const bedrooms = commercial ? null : int(r, 0, 5);
    const price =
      k === 7
        ? null
        : commercial
          ? roundPrice(between(r, 1_800_000, 4_500_000))
          : type === "Rent"
            ? roundPrice(between(r, 60_000, 320_000))
            : type === "HolidayHome"
              ? Math.round(between(r, 500, 1800) / 50) * 50
              : roundPrice(between(r, 900_000, 6_500_000));
    return {
      ...p,
      message,
      status: leadStatus(r, t.readAt),
      ...t,
      location: community.name,
      propertyType: commercial ? "commercial" : "residential",
      type,
      bedrooms,
      price,
    };
  });
  const emails = new Set<string>();
  const subscribers: DemoSubscriber[] = [];
  while (subscribers.length < 25) {
    const email = `${pick(r, FIRST).toLowerCase()}${pick(r, ["", ".", "_"])}${pick(r, LAST).toLowerCase().replace(/\s+/g, "")}${chance(r, 0.3) ? int(r, 1, 99) : ""}@${pick(r, DOMAINS)}`;
    if (emails.has(email)) continue;
    emails.add(email);
    subscribers.push({
      email,
      subscribedAt: isoAt(BASE_MS - int(r, 0, 200) * DAY_MS - int(r, 0, 1400) * 60_000),
    });
  }
  subscribers.sort((a, b) => a.subscribedAt.localeCompare(b.subscribedAt));
  return { contacts, enquiries, listRequests, subscribers };
}

const APPLICATION_MESSAGES = [
  "I have four years of secondary-market sales experience in Dubai Marina and JLT and hold a valid RERA certificate. I'd love to join a boutique team.",
  "Property manager with experience handling 300+ units, Ejari renewals, maintenance contracts and landlord reporting. Available immediately.",
  "Recent graduate in business administration, fluent in English, Arabic and French. Keen to start my career in real estate sales.",
  "Former hospitality manager looking to move into holiday home management; strong guest-relations and operations background.",
  "Off-plan specialist with developer-launch experience and an established investor network in India and the GCC.",
  "Leasing consultant with three years in villa communities; comfortable with CRM, portals and marketing listings.",
  "Facilities and property management professional (8 years), experienced with service-charge budgets and owners' associations.",
  "I'm a licensed agent relocating from Abu Dhabi and looking for a team focused on prime communities.",
];

function buildApplications(r: Rng, person: ReturnType<typeof people>): DemoApplication[] {
  const statuses: DemoApplication["status"][] = [
    "",
    "pending",
    "inprogress",
    "postponed",
    "",
    "pending",
    "inprogress",
    "pending",
  ];
  return APPLICATION_MESSAGES.map((message, k) => {
    const p = person();
    const name = k === 0 ? "Aisha Rahman" : k === 1 ? "Karim Haddad" : p.name;
    const email = k === 0 ? "aisha.rahman@example.ae" : k === 1 ? "karim.haddad@example.com" : p.email;
    const position = k === 1 || k === 3 || k === 6 ? "Property Management Specialist" : "Real Estate Agent";
    const t = leadTimes(r, 120);
    const status = statuses[k];
    const base = {
      name,
      email,
      phone: p.phone,
      age: int(r, 22, 55),
      position,
      message,
      status,
      ...t,
    } as const;
    let cv: DemoCv | null = null;
    if (k === 0) {
      cv = {
        fileName: "Aisha_Rahman_CV.pdf",
        name,
        email,
        phone: p.phone,
        position,
        location: "Dubai, United Arab Emirates",
        summary:
          "Results-driven property consultant with four years in Dubai's secondary market, focused on waterfront apartments. RERA certified, bilingual in English and Arabic.",
        experience: [
          {
            role: "Property Consultant",
            company: "Harbourline Realty (demo)",
            years: "2022 - present",
            points: [
              "Closed 38 sale transactions worth AED 96M in Dubai Marina and JLT",
              "Built a landlord database of 450+ owners; 60% repeat business",
              "Managed portal listings and weekly market reports for clients",
            ],
          },
          {
            role: "Leasing Executive",
            company: "Crescent Homes (demo)",
            years: "2020 - 2022",
            points: [
              "Handled 120+ tenancy contracts and Ejari registrations",
              "Coordinated viewings and move-in inspections",
            ],
          },
        ],
        education: [
          "BBA, Marketing - University of Sharjah (2019)",
          "RERA Certified Real Estate Broker (2021)",
        ],
        skills: ["Negotiation", "Market valuation", "CRM and portals", "Client relationship management"],
        languages: ["English (fluent)", "Arabic (native)", "Hindi (conversational)"],
      };
    } else if (k === 1) {
      cv = {
        fileName: "Karim_Haddad_CV.pdf",
        name,
        email,
        phone: p.phone,
        position,
        location: "Dubai, United Arab Emirates",
        summary:
          "Property management specialist with seven years across residential towers and villa communities: lease administration, maintenance, budgets and owner reporting.",
        experience: [
          {
            role: "Senior Property Manager",
            company: "Oasis Estates Management (demo)",
            years: "2021 - present",
            points: [
              "Managed a portfolio of 320 units with 96% occupancy",
              "Cut maintenance costs by 14% through renegotiated annual contracts",
              "Prepared monthly owner statements and service-charge forecasts",
            ],
          },
          {
            role: "Property Officer",
            company: "Desert Bloom Properties (demo)",
            years: "2018 - 2021",
            points: [
              "Ran Ejari renewals, move-in and move-out inspections",
              "First point of contact for 150+ tenants",
            ],
          },
        ],
        education: ["BSc Facilities Management - Heriot-Watt University Dubai (2017)"],
        skills: ["Lease administration", "Budgeting", "Vendor management", "Yardi and Excel"],
        languages: ["English (fluent)", "Arabic (native)", "French (intermediate)"],
      };
    }
    return { ...base, cv } as DemoApplication;
  });
}

// ---------------------------------------------------------------- entry point

/** Builds the whole demo data set from `seed`. Same seed, same data. */
export function generateDemoData(seed = DEMO_SEED): DemoData {
  const r = createRng(seed);
  const scenes = buildScenes(createRng(seed ^ 0x1234567));
  const names = new Set<string>();
  const properties = PLAN.map((plan, i) => listingFor(r, plan, i, scenes, names));
  // The standard data's Arabic (demo-arabic.ts), written for its listings; other seeds stay English.
  if (seed === DEMO_SEED)
    for (const [i, p] of properties.entries()) Object.assign(p, demoArabic(i, p.buildingName));
  const person = people(r);
  const { contacts, enquiries, listRequests, subscribers } = buildLeads(r, properties, person);
  const applications = buildApplications(r, person);
  return {
    agents: DEMO_AGENTS,
    scenes,
    properties,
    contacts,
    enquiries,
    listRequests,
    subscribers,
    applications,
  };
}
