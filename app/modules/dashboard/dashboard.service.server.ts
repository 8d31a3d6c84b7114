import type { DB } from "../../db/index.server.ts";
import { type Actor, assertStaff, ownerScope, type StaffActor } from "../../lib/actor.ts";
import { pageViewsPerDay, pageViewTotal, topListingViews } from "../analytics/analytics.service.server.ts";
import { careerCounts } from "../careers/careers.service.server.ts";
import { leadCounts } from "../leads/leads.service.server.ts";
import { subscriberCounts } from "../newsletter/newsletter.service.server.ts";
import {
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyStatus,
  type PropertyType,
} from "../properties/property.schema.ts";
import { getProperty } from "../properties/property.service.server.ts";
import { leadActivitySince } from "../leads/lead-events.server.ts";
import { listStaff } from "../users/user.service.server.ts";
import { dubaiDay } from "../../lib/time.ts";
import { afterWorkingTime } from "./working-hours.ts";
import {
  complianceFigures,
  leadsCreatedSince,
  countCreatedPerDay,
  countPropertiesByTypeAndStatus,
  type LeadTable,
} from "./dashboard.repository.server.ts";

const DAY_MS = 86_400_000;
const LEAD_WEEKS = 12;
const VIEW_DAYS = 30;

interface WeekLeads {
  /** yyyy-mm-dd of the week's first day (UTC); the last week ends today. */
  start: string;
  contact: number;
  enquiry: number;
  listProperty: number;
  career: number;
}

export interface Dashboard {
  properties: {
    byType: Record<PropertyType, Record<PropertyStatus, number>>;
    byStatus: Record<PropertyStatus, number>;
    total: number;
  };
  leads: {
    newThisWeek: { contact: number; enquiry: number; listProperty: number; career: number; total: number };
    unread: { contact: number; enquiry: number; listProperty: number; career: number };
    perWeek: WeekLeads[];
  };
  /** Speed to lead (issue 18, item 6): how fast leads got a first response, by agent, week and source. */
  speed: SpeedToLead;
  /** Advertising compliance (issue 21): not compliant, and permits expiring within the warning window. */
  compliance: Awaited<ReturnType<typeof complianceFigures>>;
  /** The agency's figures: null for an agent, whose dashboard holds their own listings and leads only. */
  subscribers: { total: number; newThisWeek: number } | null;
  views: {
    perDay: { day: string; views: number }[];
    total: number;
    topListings: { propertyId: string; name: string | null; views: number }[];
  } | null;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How many weeks the speed-to-lead figures cover, and the response a lead is due within. */
const SPEED_WEEKS = 8;
const DUE_WITHIN_MS = 60 * 60_000;

interface SpeedRow {
  leads: number;
  /** Leads that have had a first response. */
  answered: number;
  /** The median time from arrival to first response, of those answered; null when none. */
  medianMs: number | null;
  /** Leads whose first working hour has passed without a response (answered late, or not yet). */
  late: number;
}

interface SpeedToLead {
  /** The last seven days, per member of staff the leads are with (null: the admins). */
  byAgent: (SpeedRow & { assigneeId: string | null; name: string | null })[];
  /** Per week, oldest first, the last one ending today. */
  byWeek: (SpeedRow & { start: string })[];
  /** Leads per source over the whole period, most first. */
  bySource: { source: string; leads: number }[];
  /** Leads waiting now, past their first working hour, with no response at all. */
  waiting: number;
  weeks: number;
}

function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

interface TimedLead {
  assigneeId: string | null;
  createdAt: string;
  source: string;
  firstResponseAt: string | null;
  /** When its first working hour ends. */
  dueAt: number;
}

function speedRow(leads: TimedLead[], now: number): SpeedRow {
  const answered = leads.filter((l) => l.firstResponseAt);
  return {
    leads: leads.length,
    answered: answered.length,
    medianMs: median(answered.map((l) => Date.parse(l.firstResponseAt ?? "") - Date.parse(l.createdAt))),
    late: leads.filter((l) => (l.firstResponseAt ? Date.parse(l.firstResponseAt) > l.dueAt : l.dueAt <= now))
      .length,
  };
}

/** The speed-to-lead figures for what this actor may see (an agent: their own leads). */
async function speedToLead(db: DB, actor: StaffActor, now: Date): Promise<SpeedToLead> {
  const todayMs = Date.parse(`${dayOf(now.getTime())}T00:00:00Z`);
  const since = new Date(todayMs - (SPEED_WEEKS * 7 - 1) * DAY_MS).toISOString();
  const [leads, activity, staff] = await Promise.all([
    leadsCreatedSince(db, since, ownerScope(actor)),
    leadActivitySince(db, since),
    listStaff(db, actor),
  ]);
  const timed: TimedLead[] = leads.map((l) => {
    const a = activity.get(`${l.kind}:${l.id}`);
    return {
      assigneeId: l.assigneeId,
      createdAt: l.createdAt,
      source: a?.source ?? "earlier",
      firstResponseAt: a?.firstResponseAt ?? null,
      dueAt: afterWorkingTime(l.createdAt, DUE_WITHIN_MS).getTime(),
    };
  });
  const t = now.getTime();
  const weekAgo = t - 7 * DAY_MS;
  const recent = timed.filter((l) => Date.parse(l.createdAt) > weekAgo);
  const names = new Map(staff.map((m) => [m._id, m.name]));
  const agents = [...new Set(recent.map((l) => l.assigneeId))];
  const byAgent = agents
    .map((id) => ({
      assigneeId: id,
      name: id ? (names.get(id) ?? null) : null,
      ...speedRow(
        recent.filter((l) => l.assigneeId === id),
        t,
      ),
    }))
    .sort((a, b) => b.leads - a.leads || (a.name ?? "").localeCompare(b.name ?? ""));
  const byWeek = Array.from({ length: SPEED_WEEKS }, (_, i) => {
    const end = todayMs + DAY_MS - (SPEED_WEEKS - 1 - i) * 7 * DAY_MS;
    const start = end - 7 * DAY_MS;
    return {
      start: dayOf(start),
      ...speedRow(
        timed.filter((l) => {
          const c = Date.parse(l.createdAt);
          return c >= start && c < end;
        }),
        t,
      ),
    };
  });
  const sources = new Map<string, number>();
  for (const l of timed) sources.set(l.source, (sources.get(l.source) ?? 0) + 1);
  return {
    byAgent,
    byWeek,
    bySource: [...sources].map(([source, n]) => ({ source, leads: n })).sort((a, b) => b.leads - a.leads),
    waiting: timed.filter((l) => !l.firstResponseAt && l.dueAt <= t).length,
    weeks: SPEED_WEEKS,
  };
}

/** Buckets per-day counts into weeks ending today (week 0 is the oldest). */
export function toWeeks(perDay: { day: string; count: number }[], weeks: number, now: Date): number[] {
  const today = Date.parse(`${dayOf(now.getTime())}T00:00:00Z`);
  const out = new Array<number>(weeks).fill(0);
  for (const { day, count } of perDay) {
    const age = Math.floor((today - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
    if (age < 0 || age >= weeks * 7) continue;
    out[weeks - 1 - Math.floor(age / 7)] += count;
  }
  return out;
}

/**
 * Everything the admin dashboard shows: real counts (docs/product/decisions.md 9) and first-party
 * analytics. An agent's holds their own listings and leads, and none of the agency's figures.
 */
export async function getDashboard(db: DB, actor: Actor, now = new Date()): Promise<Dashboard> {
  assertStaff(actor);
  const own = ownerScope(actor);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const since = new Date(
    Date.parse(`${dayOf(now.getTime())}T00:00:00Z`) - (LEAD_WEEKS * 7 - 1) * DAY_MS,
  ).toISOString();
  const tables: [keyof Omit<WeekLeads, "start">, LeadTable][] = [
    ["contact", "contact_messages"],
    ["enquiry", "enquiries"],
    ["listProperty", "list_property_requests"],
    ["career", "career_applications"],
  ];
  const [
    typeStatus,
    perDayByKind,
    unreadLeads,
    careers,
    subscribers,
    perDay,
    viewTotal,
    top,
    speed,
    compliance,
  ] = await Promise.all([
    countPropertiesByTypeAndStatus(db, own),
    Promise.all(tables.map(([, table]) => countCreatedPerDay(db, table, since, own))),
    leadCounts(db, actor),
    careerCounts(db, actor),
    own === undefined ? subscriberCounts(db, actor, weekAgo) : null,
    own === undefined ? pageViewsPerDay(db, VIEW_DAYS, now) : [],
    own === undefined ? pageViewTotal(db, VIEW_DAYS, now) : 0,
    own === undefined ? topListingViews(db, { days: VIEW_DAYS, limit: 8, now }) : [],
    speedToLead(db, actor, now),
    complianceFigures(db, dubaiDay(now), own),
  ]);

  const byType = Object.fromEntries(
    PROPERTY_TYPES.map((t) => [t, Object.fromEntries(PROPERTY_STATUSES.map((s) => [s, 0]))]),
  ) as Record<PropertyType, Record<PropertyStatus, number>>;
  const byStatus = Object.fromEntries(PROPERTY_STATUSES.map((s) => [s, 0])) as Record<PropertyStatus, number>;
  let total = 0;
  for (const r of typeStatus) {
    if (byType[r.type]) byType[r.type][r.status] += r.count;
    byStatus[r.status] += r.count;
    total += r.count;
  }

  const weekly = perDayByKind.map((rows) => toWeeks(rows, LEAD_WEEKS, now));
  const todayMs = Date.parse(`${dayOf(now.getTime())}T00:00:00Z`);
  const perWeek: WeekLeads[] = Array.from({ length: LEAD_WEEKS }, (_, i) => ({
    start: dayOf(todayMs - ((LEAD_WEEKS - 1 - i) * 7 + 6) * DAY_MS),
    contact: weekly[0][i],
    enquiry: weekly[1][i],
    listProperty: weekly[2][i],
    career: weekly[3][i],
  }));
  // "This week" is the last seven days, to the day.
  const lastWeek = (rows: { day: string; count: number }[]) => toWeeks(rows, 1, now)[0];
  const newThisWeek = {
    contact: lastWeek(perDayByKind[0]),
    enquiry: lastWeek(perDayByKind[1]),
    listProperty: lastWeek(perDayByKind[2]),
    career: lastWeek(perDayByKind[3]),
    total: 0,
  };
  newThisWeek.total = newThisWeek.contact + newThisWeek.enquiry + newThisWeek.listProperty;

  const topListings = await Promise.all(
    top.map(async (r) => ({
      propertyId: r.propertyId,
      name: (await getProperty(db, actor, r.propertyId))?.name ?? null,
      views: r.views,
    })),
  );

  return {
    properties: { byType, byStatus, total },
    compliance,
    leads: {
      newThisWeek,
      unread: {
        contact: unreadLeads.contact.unread,
        enquiry: unreadLeads.enquiry.unread,
        listProperty: unreadLeads.listProperty.unread,
        career: careers.unread,
      },
      perWeek,
    },
    speed,
    subscribers: subscribers && { total: subscribers.total, newThisWeek: subscribers.since },
    views: own === undefined ? { perDay, total: viewTotal, topListings } : null,
  };
}
