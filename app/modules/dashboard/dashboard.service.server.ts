import type { DB } from "../../db/index.server.ts";
import { type Actor, assertStaff, ownerScope } from "../../lib/actor.ts";
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
import {
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
  /** The agency's figures: null for an agent, whose dashboard holds their own listings and leads only. */
  subscribers: { total: number; newThisWeek: number } | null;
  views: {
    perDay: { day: string; views: number }[];
    total: number;
    topListings: { propertyId: string; name: string | null; views: number }[];
  } | null;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

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
  const [typeStatus, perDayByKind, unreadLeads, careers, subscribers, perDay, viewTotal, top] =
    await Promise.all([
      countPropertiesByTypeAndStatus(db, own),
      Promise.all(tables.map(([, table]) => countCreatedPerDay(db, table, since, own))),
      leadCounts(db, actor),
      careerCounts(db, actor),
      own === undefined ? subscriberCounts(db, actor, weekAgo) : null,
      own === undefined ? pageViewsPerDay(db, VIEW_DAYS, now) : [],
      own === undefined ? pageViewTotal(db, VIEW_DAYS, now) : 0,
      own === undefined ? topListingViews(db, { days: VIEW_DAYS, limit: 8, now }) : [],
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
    subscribers: subscribers && { total: subscribers.total, newThisWeek: subscribers.since },
    views: own === undefined ? { perDay, total: viewTotal, topListings } : null,
  };
}
