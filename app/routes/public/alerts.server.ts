import { data, type RouterContextProvider } from "react-router";
import { appContext } from "../../lib/context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { type MessageKey, translate } from "../../lib/i18n/index.ts";
import { type Locale, localeOf } from "../../lib/i18n/locale.ts";
import { logger } from "../../lib/logger.server.ts";
import { requestAlert } from "../../modules/alerts/alerts.service.server.ts";
import { attachFavourites, requestVisitorLink } from "../../modules/alerts/visitor-page.server.ts";
import { readSubmission, type Submission } from "../../web/body.server.ts";
import { checkFormRate, isBot } from "../../web/public-form.server.ts";
import {
  VISITOR_INTENTS,
  type VisitorFormAnswer,
  type VisitorIntent,
} from "../../modules/alerts/alerts.constants.ts";
import "../../lib/i18n/visitor.ts";

// The visitor's forms (issue 23): "Alert me" on the results pages, "Email me the link" to their own
// page, and "Keep this list" on the saved listings. One action (`/alerts`), one rate limit per
// address shared by the three, the honeypot, and an answer the page shows with or without
// JavaScript.

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const RUN: Record<
  VisitorIntent,
  (a: Args, input: Submission, ctx: { locale: Locale; origin: string }) => Promise<unknown>
> = {
  alert: ({ context }, input, ctx) => requestAlert(context.get(appContext).db, input, ctx),
  link: ({ context }, input, ctx) => requestVisitorLink(context.get(appContext).db, input, ctx),
  favourites: ({ context }, input, ctx) => attachFavourites(context.get(appContext).db, input, ctx),
};

function typed(input: Submission): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ["email", "frequency"])
    if (typeof input[k] === "string") out[k] = (input[k] as string).slice(0, 320);
  return out;
}

/** The `/alerts` action: one of the visitor's forms, by its `intent`. */
export async function visitorFormAction(args: Args) {
  const { request, context } = args;
  const { db, env } = context.get(appContext);
  const here = new URL(request.url);
  const ctx = { locale: localeOf(here.pathname), origin: here.origin };
  let input: Submission = {};
  let intent: VisitorIntent = "alert";
  try {
    input = await readSubmission(request);
    intent = (VISITOR_INTENTS as readonly unknown[]).includes(input.intent)
      ? (input.intent as VisitorIntent)
      : "alert";
    const from = typeof input.from === "string" ? input.from.slice(0, 600) : undefined;
    await checkFormRate(db, request, "alerts", env.RATE_LIMIT_FORMS_PER_MINUTE);
    const email = typeof input.email === "string" ? input.email.trim() : "";
    if (!isBot(input)) await RUN[intent](args, input, ctx);
    return data<VisitorFormAnswer>({ intent, ok: true, email, from });
  } catch (e) {
    if (!isAppError(e)) {
      logger.error("visitor form failed", { intent, error: e });
      return data<VisitorFormAnswer>(
        {
          intent,
          ok: false,
          errors: { form: translate(ctx.locale, "visitor.form.failed") },
          values: typed(input),
        },
        { status: 500 },
      );
    }
    const keys: Record<string, string> =
      e.code === "rate_limited"
        ? { form: "visitor.error.rateLimited" }
        : e.fields && Object.keys(e.fields).length
          ? e.fields
          : { form: "visitor.form.failed" };
    // In the page's language: the forms under the results pages carry no catalogue of messages.
    const errors = Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [field, translate(ctx.locale, key as MessageKey)]),
    );
    const status = e.code === "rate_limited" ? 429 : e.code === "validation_failed" ? 422 : 400;
    const from = typeof input.from === "string" ? input.from.slice(0, 600) : undefined;
    return data<VisitorFormAnswer>({ intent, ok: false, errors, values: typed(input), from }, { status });
  }
}
