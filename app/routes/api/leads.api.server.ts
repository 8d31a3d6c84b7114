import { z } from "zod";
import { newId } from "../../lib/ids.ts";
import {
  ContactInputSchema,
  EnquiryInputSchema,
  LEAD_RECORD_SCHEMAS,
  LEAD_UPDATE_SCHEMAS,
  type LeadKind,
  LeadListQuerySchema,
  leadFilterOf,
  ListPropertyInputSchema,
} from "../../modules/leads/leads.schema.ts";
import {
  createLead,
  deleteLead,
  listLeads,
  requireLead,
  updateLead,
} from "../../modules/leads/leads.service.server.ts";
import { checkFormRate, fakeRecord, isBot, submissionContext } from "../../web/public-form.server.ts";
import { readSubmission } from "../../web/body.server.ts";
import { adminListRoute } from "./paging.server.ts";
import { type ApiRoute, json } from "./router.server.ts";

const honeypot = { website: z.string().optional().describe("Honeypot: leave empty. Filled means a bot.") };

const LEADS: Record<
  LeadKind,
  {
    path: string;
    tag: string;
    noun: string;
    body: z.ZodType;
    fields: string[];
    extra: Record<string, unknown>;
  }
> = {
  contact: {
    path: "/contact",
    tag: "Contact messages",
    noun: "contact message",
    body: ContactInputSchema.extend(honeypot),
    fields: ["name", "email", "phone", "message"],
    extra: {},
  },
  enquiry: {
    path: "/enquiry",
    tag: "Enquiries",
    noun: "enquiry",
    body: EnquiryInputSchema.extend(honeypot),
    fields: ["name", "email", "phone", "message", "propertyId"],
    extra: { property: null },
  },
  listProperty: {
    path: "/listProperty",
    tag: "List-your-property requests",
    noun: "list-your-property request",
    body: ListPropertyInputSchema.extend(honeypot),
    fields: ["name", "email", "phone", "location", "propertyType", "type", "bedrooms", "price", "message"],
    extra: {},
  },
};

/** `?markRead=false` opens a record without recording that it was read. */
const OneQuerySchema = z.object({ markRead: z.enum(["true", "false", "1", "0"]).optional() });
const markReadOf = (url: URL) => !["false", "0"].includes(url.searchParams.get("markRead") ?? "");

function routesFor(kind: LeadKind): ApiRoute[] {
  const { path, tag, noun, body, fields, extra } = LEADS[kind];
  const record = LEAD_RECORD_SCHEMAS[kind];
  return [
    {
      method: "POST",
      path,
      audience: "public",
      tag,
      summary: `Send a ${noun}. 201 with the record (status pending); 422 with per-field messages; rate limited per address (429 with Retry-After). A filled honeypot is answered the same way and stored nowhere.`,
      body,
      bodyType: "json-or-multipart",
      response: record,
      responseStatus: 201,
      handler: async ({ request, app, actor }) => {
        checkFormRate(request, kind, app.env.RATE_LIMIT_FORMS_PER_MINUTE);
        const input = await readSubmission(request);
        if (isBot(input)) {
          const fake = fakeRecord(newId(), input, fields, { ...extra, status: "pending", readAt: null });
          return json(fake, { status: 201 });
        }
        const lead = await createLead(app.db, kind, input, actor, submissionContext(request));
        return json(lead, { status: 201, headers: { Location: `/api${path}/${lead._id}` } });
      },
    },
    adminListRoute({
      path,
      tag,
      summary: `List ${noun}s, newest first. ?email= is a case-insensitive contains match; ?status=, ?assignee= (a user id or \`none\`) and ?age= (day, week, month, older) filter; paged with page/pageSize (X-Total-Count, Link).`,
      query: LeadListQuerySchema,
      item: record,
      list: ({ app, actor }, q) => listLeads(app.db, actor, kind, leadFilterOf(q, new Date())),
      agents: "own",
    }),
    {
      method: "GET",
      path: `${path}/:id`,
      audience: "staff",
      agents: "own",
      tag,
      summary: `One ${noun}. The first opening records readAt (unless ?markRead=false).`,
      query: OneQuerySchema,
      response: record,
      handler: async ({ app, actor, params, url }) =>
        json(await requireLead(app.db, actor, kind, params.id, { markRead: markReadOf(url) })),
    },
    {
      method: "PUT",
      path: `${path}/:id`,
      audience: "staff",
      agents: "own",
      tag,
      summary: `Edit a ${noun}: any of its fields and status (pending, inprogress, postponed); a field not sent keeps its value; read: true/false marks it read or unread.`,
      body: LEAD_UPDATE_SCHEMAS[kind],
      bodyType: "json",
      response: record,
      handler: async ({ request, app, actor, params }) =>
        json(await updateLead(app.db, actor, kind, params.id, await readSubmission(request))),
    },
    {
      method: "DELETE",
      path: `${path}/:id`,
      audience: "staff",
      tag,
      summary: `Delete a ${noun}. 204.`,
      responseStatus: 204,
      handler: async ({ app, actor, params }) => {
        await deleteLead(app.db, actor, kind, params.id);
        return new Response(null, { status: 204 });
      },
    },
  ];
}

export const leadRoutes: ApiRoute[] = [
  ...routesFor("contact"),
  ...routesFor("enquiry"),
  ...routesFor("listProperty"),
];
