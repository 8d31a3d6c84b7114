import { z } from "zod";

/** `POST /api/analytics/pageview`: the page's path (query and fragment are dropped) and referrer. */
export const PageViewSchema = z.object({
  path: z.string({ error: "path is required" }).min(1, "path is required").max(2000, "path is too long"),
  referrer: z.string().max(2000, "referrer is too long").nullish(),
});

export interface DailyViews {
  /** yyyy-mm-dd, Dubai time. */
  day: string;
  views: number;
}

export interface PathViews {
  path: string;
  views: number;
}
