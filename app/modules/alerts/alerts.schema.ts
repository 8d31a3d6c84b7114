import { z } from "zod";
import { numeric } from "../../lib/admin-list.ts";
import { emailField } from "../leads/leads.schema.ts";
import { MAX_FAVOURITES, SAVED_SEARCH_FREQUENCIES } from "./alerts.constants.ts";
import "../../lib/i18n/visitor.ts";

// What the visitor's forms and page send, validated (the service parses with these); the messages
// are keys of the alerts area (the email's are the forms area's, as every form's).

/** The "Alert me" form: the address, how often, and the page whose filters it saves. */
export const AlertRequestSchema = z.object({
  email: emailField,
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { error: "visitor.error.frequency" }),
  /** The listing page or search result, path and query, as the visitor saw it. */
  from: z
    .string({ error: "visitor.error.page" })
    .trim()
    .min(1, "visitor.error.page")
    .max(600, "visitor.error.page"),
});

const price = z.preprocess(
  numeric,
  z
    .number({ error: "visitor.error.price" })
    .min(0, "visitor.error.price")
    .max(1e12, "visitor.error.price")
    .optional(),
);

/** What the visitor's page lets them change in a saved search. */
export const SavedSearchEditSchema = z
  .object({
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { error: "visitor.error.frequency" }),
    minPrice: price,
    maxPrice: price,
    bedroom: z.preprocess(
      numeric,
      z
        .number({ error: "visitor.error.bedroom" })
        .int("visitor.error.bedroom")
        .min(0, "visitor.error.bedroom")
        .max(100, "visitor.error.bedroom")
        .optional(),
    ),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: "visitor.error.priceOrder",
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
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "visitor.error.favourites"), {
        error: "visitor.error.favourites",
      })
      .min(1, "visitor.error.favourites")
      .max(MAX_FAVOURITES, "visitor.error.tooManyFavourites"),
  ),
});

/** "Email me a link to my page": the address only. */
export const VisitorLinkRequestSchema = z.object({ email: emailField });
