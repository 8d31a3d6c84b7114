import { z } from "zod";
import { newId } from "../../lib/ids.ts";
import { checkFormRate, isBot } from "../../web/public-form.server.ts";
import { readSubmission } from "../../web/body.server.ts";
import { LOCALES } from "../../lib/i18n/locale.ts";
import {
  SubscribeInputSchema,
  type Subscriber,
  SubscriberListQuerySchema,
  SubscriberRecordSchema,
} from "../../modules/newsletter/newsletter.schema.ts";
import {
  deleteSubscriber,
  listSubscribers,
  subscribe,
} from "../../modules/newsletter/newsletter.service.server.ts";
import { adminListRoute } from "./paging.server.ts";
import { type ApiRoute, json } from "./router.server.ts";

const TAG = "Newsletter";

export const newsletterRoutes: ApiRoute[] = [
  {
    method: "POST",
    path: "/subscribe",
    audience: "public",
    tag: TAG,
    summary:
      "Subscribe an email, with consent: a new address is `pending` and is sent a link to confirm (at most one email per address per 10 minutes), and receives the newsletter once `confirmed`. 201 with the record; 400 when already confirmed (case-insensitive); 422 when not an email; rate limited per address. `locale` is the language of the emails (default en). A filled honeypot is answered as a success and stored nowhere.",
    body: SubscribeInputSchema.extend({
      locale: z.enum(LOCALES).optional().describe("The language of the emails: en (default) or ar."),
      website: z.string().optional().describe("Honeypot: leave empty. Filled means a bot."),
    }),
    bodyType: "json-or-multipart",
    response: SubscriberRecordSchema,
    responseStatus: 201,
    handler: async ({ request, app }) => {
      await checkFormRate(app.db, request, "subscribe", app.env.RATE_LIMIT_FORMS_PER_MINUTE);
      const input = await readSubmission(request);
      if (isBot(input)) {
        const at = new Date().toISOString();
        const email = typeof input.email === "string" ? input.email.trim() : "";
        const record: Subscriber = {
          _id: newId(),
          email,
          status: "pending",
          locale: "en",
          subscribedAt: at,
          confirmedAt: null,
          unsubscribedAt: null,
          suspendedAt: null,
          suspendedReason: null,
          createdAt: at,
          updatedAt: at,
        };
        return json(record, { status: 201 });
      }
      const locale = input.locale === "ar" ? "ar" : "en";
      const subscriber = await subscribe(app.db, input, { locale, origin: new URL(request.url).origin });
      return json(subscriber, { status: 201, headers: { Location: `/api/subscribe/${subscriber._id}` } });
    },
  },
  adminListRoute({
    path: "/subscribe",
    tag: TAG,
    summary:
      "List subscribers, newest first: {_id, email, status, subscribedAt, confirmedAt, …}. ?email= is a case-insensitive contains match, ?status= one of confirmed, pending, unsubscribed, suspended; paged with page/pageSize (X-Total-Count, Link).",
    query: SubscriberListQuerySchema,
    item: SubscriberRecordSchema,
    list: ({ app, actor }, q) => listSubscribers(app.db, actor, q),
  }),
  {
    method: "DELETE",
    path: "/subscribe/:id",
    audience: "staff",
    tag: TAG,
    summary: "Remove a subscriber. 204.",
    responseStatus: 204,
    handler: async ({ app, actor, params }) => {
      await deleteSubscriber(app.db, actor, params.id);
      return new Response(null, { status: 204 });
    },
  },
];
