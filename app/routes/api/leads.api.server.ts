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
  leadInputFields,
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
import { readSubmission, type Submission } from "../../web/body.server.ts";
import { adminListRoute } from "./paging.server.ts";
import { type ApiRoute, json, marksRead } from "./router.server.ts";

const honeypot = { website: z.string().optional().describe("Honeypot: leave empty. Filled means a bot.") };

const LEADS: Record<
  LeadKind,
  {
    path: string;
    tag: string;
    noun: string;
    /** The POST body without the honeypot. */
    body: z.ZodObject;
    extra: Record<string, unknown>;
  }
> = {
  contact: {
    path: "/contact",
    tag: "Contact messages",
    noun: "contact message",
    body: ContactInputSchema,
    extra: {},
  },
  enquiry: {
    path: "/enquiry",
    tag: "Enquiries",
    noun: "enquiry",
    body: EnquiryInputSchema,
    extra: { property: null },
  },
  listProperty: {
    path: "/listProperty",
    tag: "List-your-property requests",
    noun: "list-your-property request",
    body: ListPropertyInputSchema,
    extra: {},
  },
};

/**
 * Another path for the same calls (a deprecated alias of the agency's earlier client, see
 * legacy.api.server.ts): the handlers, rules and services are the canonical ones; only the path,
 * the documented body and the way the POST body is read (`legacy`) differ.
 */
export interface LeadRouteVariant {
  path: string;
  /** The POST body as documented (the honeypot is added); default the canonical one. */
  body?: z.ZodObject;
  /** The POST body follows the earlier client's shape (`createLead`'s `legacy`). */
  legacy?: boolean;
  /**
   * The POST body as the canonical fields, for the answer to a filled honeypot (the shape of a
   * record, stored nowhere); default the body as sent.
   */
  canonicalInput?: (input: Submission) => Submission;
}

/** `?markRead=false` opens a record without recording that it was read. */
const OneQuerySchema = z.object({ markRead: z.enum(["true", "false", "1", "0"]).optional() });

/**
 * The five calls of a kind of lead: POST (public), the list, and GET / PUT / DELETE of one. With a
 * `variant`, the same calls under another path (an alias); the record's `Location` is always the
 * canonical one.
 */
export function leadRoutesFor(kind: LeadKind, variant?: LeadRouteVariant): ApiRoute[] {
  const { tag, noun, extra } = LEADS[kind];
  const fields = leadInputFields(kind);
  const canonical = LEADS[kind].path;
  const path = variant?.path ?? canonical;
  const body = (variant?.body ?? LEADS[kind].body).extend(honeypot);
  const legacy = variant?.legacy ?? false;
  const canonicalInput = variant?.canonicalInput ?? ((input: Submission) => input);
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
        // One budget per form, whichever path it was sent to.
        await checkFormRate(app.db, request, kind, app.env.RATE_LIMIT_FORMS_PER_MINUTE);
        const input = await readSubmission(request);
        if (isBot(input)) {
          const fake = fakeRecord(newId(), canonicalInput(input), fields, {
            ...extra,
            status: "pending",
            readAt: null,
          });
          return json(fake, { status: 201 });
        }
        const lead = await createLead(app.db, kind, input, actor, submissionContext(request), { legacy });
        return json(lead, { status: 201, headers: { Location: `/api${canonical}/${lead._id}` } });
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
        json(await requireLead(app.db, actor, kind, params.id, { markRead: marksRead(url, actor) })),
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
  ...leadRoutesFor("contact"),
  ...leadRoutesFor("enquiry"),
  ...leadRoutesFor("listProperty"),
];
