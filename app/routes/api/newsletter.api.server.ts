import { z } from "zod";
import { newId } from "../../lib/ids.ts";
import { AdminListQuerySchema } from "../../lib/admin-list.ts";
import { checkFormRate, isBot } from "../../web/public-form.server.ts";
import { readSubmission } from "../../web/body.server.ts";
import { SubscribeInputSchema, SubscriberRecordSchema } from "../../modules/newsletter/newsletter.schema.ts";
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
      "Subscribe an email. 201 with the record; 400 when already subscribed (case-insensitive); 422 when not an email; rate limited per address. A filled honeypot is answered as a success and stored nowhere.",
    body: SubscribeInputSchema.extend({
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
        return json({ _id: newId(), email, subscribedAt: at, createdAt: at, updatedAt: at }, { status: 201 });
      }
      const subscriber = await subscribe(app.db, input);
      return json(subscriber, { status: 201, headers: { Location: `/api/subscribe/${subscriber._id}` } });
    },
  },
  adminListRoute({
    path: "/subscribe",
    tag: TAG,
    summary:
      "List subscribers, newest first: {_id, email, subscribedAt}. ?email= is a case-insensitive contains match; paged with page/pageSize (X-Total-Count, Link).",
    query: AdminListQuerySchema,
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
