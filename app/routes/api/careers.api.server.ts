import { z } from "zod";
import { newId } from "../../lib/ids.ts";
import { UPLOAD_CSP } from "../../lib/security-headers.server.ts";
import {
  CareerInputSchema,
  CareerRecordSchema,
  CareerUpdateSchema,
} from "../../modules/careers/careers.schema.ts";
import {
  createApplication,
  cvFromSubmission,
  deleteApplication,
  getCv,
  listApplications,
  requireApplication,
  updateApplication,
} from "../../modules/careers/careers.service.server.ts";
import { MAX_CV_BYTES } from "../../lib/limits.ts";
import { CAREER_BODY_LIMIT, readCareerSubmission } from "../../web/career-body.server.ts";
import { LeadListQuerySchema, leadFilterOf } from "../../modules/leads/leads.schema.ts";
import { checkFormRate, fakeRecord, isBot, submissionContext } from "../../web/public-form.server.ts";
import { readSubmission } from "../../web/body.server.ts";
import { adminListRoute } from "./paging.server.ts";
import { type ApiRoute, json, marksRead } from "./router.server.ts";

const TAG = "Careers";

const CareerPostSchema = CareerInputSchema.extend({
  cv: z
    .file()
    .max(MAX_CV_BYTES)
    .optional()
    .describe(
      "Optional CV file: PDF, DOC or DOCX by content (the name's extension must match), at most 5 MB.",
    ),
  CV: z
    .file()
    .max(MAX_CV_BYTES)
    .optional()
    .describe(
      "Deprecated: the CV under the part name the agency's earlier client uses; read as `cv`. Send one of `cv` and `CV`: a file in both is 422 on `cv`.",
    ),
  website: z.string().optional().describe("Honeypot: leave empty. Filled means a bot."),
});

export const careerRoutes: ApiRoute[] = [
  {
    method: "POST",
    path: "/career",
    audience: "public",
    tag: TAG,
    summary:
      'Apply for a job: multipart with name, email, phone, age, position, message and an optional file `cv` (or `CV`, as the earlier client names it; PDF/DOC/DOCX by content, at most 5 MB: 413 when larger, 415 when another type). 201 with the record (status ""); 422 with per-field messages; rate limited per address. A filled honeypot is answered the same way and stored nowhere.',
    body: CareerPostSchema,
    bodyType: "json-or-multipart",
    maxBodyBytes: CAREER_BODY_LIMIT + 64 * 1024,
    response: CareerRecordSchema,
    responseStatus: 201,
    handler: async ({ request, app, actor }) => {
      await checkFormRate(app.db, request, "career", app.env.RATE_LIMIT_FORMS_PER_MINUTE);
      const input = await readCareerSubmission(request);
      if (isBot(input)) {
        const fields = ["name", "email", "phone", "age", "position", "message"];
        const extra = { status: "", cv: null, cvName: null, cvType: null, readAt: null };
        return json(fakeRecord(newId(), input, fields, extra), { status: 201 });
      }
      const cv = await cvFromSubmission(input.cv);
      const application = await createApplication(
        app.db,
        app.env.DATA_DIR,
        input,
        cv,
        actor,
        submissionContext(request),
      );
      return json(application, { status: 201, headers: { Location: `/api/career/${application._id}` } });
    },
  },
  adminListRoute({
    path: "/career",
    tag: TAG,
    summary:
      "List applications, newest first. ?email= is a case-insensitive contains match; ?status=, ?assignee= (a user id or `none`) and ?age= (day, week, month, older) filter; paged with page/pageSize (X-Total-Count, Link).",
    query: LeadListQuerySchema,
    item: CareerRecordSchema,
    list: ({ app, actor }, q) => listApplications(app.db, actor, leadFilterOf(q, new Date())),
    agents: "own",
  }),
  {
    method: "GET",
    path: "/career/:id",
    audience: "staff",
    agents: "own",
    tag: TAG,
    summary: "One application. The first opening records readAt (unless ?markRead=false).",
    response: CareerRecordSchema,
    handler: async ({ app, actor, params, url }) =>
      json(await requireApplication(app.db, actor, params.id, { markRead: marksRead(url, actor) })),
  },
  {
    method: "GET",
    path: "/career/:id/cv",
    audience: "staff",
    agents: "own",
    tag: TAG,
    summary:
      "Download the application's CV as an attachment (never inline, never cached). 404 when there is none.",
    handler: async ({ app, actor, params }) => {
      const cv = await getCv(app.db, app.env.DATA_DIR, actor, params.id);
      return new Response(new Uint8Array(cv.data), {
        status: 200,
        headers: {
          "Content-Type": cv.contentType,
          "Content-Length": String(cv.data.byteLength),
          "Content-Disposition": `attachment; filename="${cv.fileName}"`,
          "Cache-Control": "private, no-store",
          // X-Content-Type-Options: nosniff comes with every response (baseline headers).
          "Content-Security-Policy": UPLOAD_CSP,
        },
      });
    },
  },
  {
    method: "PUT",
    path: "/career/:id",
    audience: "staff",
    agents: "own",
    tag: TAG,
    summary:
      'Edit an application: any of name, email, phone, age, position, message, status ("", pending, inprogress, postponed); a field not sent keeps its value; read: true/false marks it read or unread.',
    body: CareerUpdateSchema,
    bodyType: "json",
    response: CareerRecordSchema,
    handler: async ({ request, app, actor, params }) =>
      json(await updateApplication(app.db, actor, params.id, await readSubmission(request))),
  },
  {
    method: "DELETE",
    path: "/career/:id",
    audience: "staff",
    tag: TAG,
    summary: "Delete an application and its CV file. 204.",
    responseStatus: 204,
    handler: async ({ app, actor, params }) => {
      await deleteApplication(app.db, app.env.DATA_DIR, actor, params.id);
      return new Response(null, { status: 204 });
    },
  },
];
