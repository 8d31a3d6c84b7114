import { z } from "zod";
import type { SavedSearchFrequency, SavedSearchStatus } from "../../db/schema.ts";
import { numeric } from "../../lib/admin-list.ts";
import type { FilterValues } from "../properties/filter-labels.ts";
import { emailField } from "../leads/leads.schema.ts";
import type { SubscriberStatus } from "../newsletter/newsletter.schema.ts";
import "../../lib/i18n/forms.ts";

// Browser-safe: the "Alert me" form, the visitor's page and the alerts service share these.

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

/** The "Alert me" form: the address, how often, and the page whose filters it saves. */
export const AlertRequestSchema = z.object({
  email: emailField,
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { error: "alerts.error.frequency" }),
  /** The listing page or search result, path and query, as the visitor saw it. */
  from: z
    .string({ error: "alerts.error.page" })
    .trim()
    .min(1, "alerts.error.page")
    .max(600, "alerts.error.page"),
});

const price = z.preprocess(
  numeric,
  z
    .number({ error: "alerts.error.price" })
    .min(0, "alerts.error.price")
    .max(1e12, "alerts.error.price")
    .optional(),
);

/** What the visitor's page lets them change in a saved search. */
export const SavedSearchEditSchema = z
  .object({
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { error: "alerts.error.frequency" }),
    minPrice: price,
    maxPrice: price,
    bedroom: z.preprocess(
      numeric,
      z
        .number({ error: "alerts.error.bedroom" })
        .int("alerts.error.bedroom")
        .min(0, "alerts.error.bedroom")
        .max(100, "alerts.error.bedroom")
        .optional(),
    ),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: "alerts.error.priceOrder",
    path: ["minPrice"],
  });

/** The /saved page's "Keep them on my email" form: the address and the listings kept in this browser. */
export const AttachFavouritesSchema = z.object({
  email: emailField,
  ids: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "alerts.error.favourites"), {
        error: "alerts.error.favourites",
      })
      .min(1, "alerts.error.favourites")
      .max(MAX_FAVOURITES, "alerts.error.tooManyFavourites"),
  ),
});

/** "Email me a link to my page": the address only. */
export const VisitorLinkRequestSchema = z.object({ email: emailField });

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
