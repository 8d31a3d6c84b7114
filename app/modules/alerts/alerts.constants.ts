import type { SavedSearchFrequency, SavedSearchStatus } from "../../db/schema.ts";
import type { FilterValues } from "../properties/filter-labels.ts";
import type { SubscriberStatus } from "../newsletter/newsletter.schema.ts";

// Saved searches' constants and the shapes their pages read, with no zod and no strings: the
// "Alert me" form under every results page imports this (alerts.schema.ts has the validation).

/** How often a saved search may write: at once (within a minute), once a day, once a week. */
export const SAVED_SEARCH_FREQUENCIES = [
  "instant",
  "daily",
  "weekly",
] as const satisfies readonly SavedSearchFrequency[];
export type { SavedSearchFrequency };

/** The period each frequency waits between two alerts. */
export const FREQUENCY_MS: Record<SavedSearchFrequency, number> = {
  instant: 0,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
};

/** How many saved searches one address may keep, and how many listings it may keep as favourites. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_FAVOURITES = 100;
/** The most listings one alert email shows; it says how many more matched and links them all. */
export const ALERT_LISTINGS_SHOWN = 10;

/**
 * The pages the visitor's emails open (routes.ts registers them in both languages; the service
 * builds the links): confirming alerts, the visitor's own page, stopping one alert. `save` is where
 * the "Alert me" form posts.
 */
export const VISITOR_PATHS = {
  save: "alerts",
  confirm: "alerts/confirm",
  stop: "alerts/stop",
  page: "my-alerts",
} as const;

/** A saved search's filters, in the listing API's names; what is not set is no filter. */
export type SavedFilters = FilterValues;

export interface SavedSearchView {
  id: string;
  filters: SavedFilters;
  /** The filters in words, in the page's language. */
  description: string[];
  sourcePath: string;
  frequency: SavedSearchFrequency;
  status: SavedSearchStatus;
  createdAt: string;
  lastSentAt: string | null;
}

interface FavouriteView {
  id: string;
  name: string;
  price: number;
  status: string;
  /** False once taken down: the page says so instead of linking a 404. */
  published: boolean;
}

export interface VisitorPage {
  state: "ok";
  email: string;
  /** False until a link emailed to the address has been used. */
  confirmed: boolean;
  searches: SavedSearchView[];
  favourites: FavouriteView[];
  favouriteAlerts: boolean;
  newsletter: SubscriberStatus | null;
}

/** The visitor's forms, all posting to `/alerts` (routes/public/alerts.server.ts). */
export const VISITOR_INTENTS = ["alert", "link", "favourites"] as const;
export type VisitorIntent = (typeof VISITOR_INTENTS)[number];

/** What a visitor's form is told: done (and for whom), or what to fix, with what was typed. */
export type VisitorFormAnswer =
  | { intent: VisitorIntent; ok: true; email: string; from?: string }
  | {
      intent: VisitorIntent;
      ok: false;
      errors: Record<string, string>;
      values: Record<string, string>;
      from?: string;
    };

/** What a visitor's link finds: their page, or why the link is refused. */
export type VisitorLinkView =
  | { state: "invalid" }
  | { state: "expired" }
  /** A genuine link whose visitor deleted everything since (or whose alert is gone). */
  | { state: "gone" };
