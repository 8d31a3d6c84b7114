import { data, type RouterContextProvider } from "react-router";
import { appContext } from "../../lib/context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/i18n/locale.ts";
import {
  confirmAlerts,
  readAlertStopLink,
  readAlertsConfirmLink,
  stopAlert,
  stopFavouriteAlerts,
} from "../../modules/alerts/alerts.service.server.ts";
import {
  actOnVisitorPage,
  readVisitorPage,
  type VisitorAction,
} from "../../modules/alerts/visitor-page.server.ts";
import { readSubmission } from "../../web/body.server.ts";
import { checkLinkRate } from "../../web/public-form.server.ts";
import { LINK_HEADERS } from "./newsletter-link.server.ts";

// The pages the visitor's emails open (issue 23): confirm alerts, stop one alert (or the
// favourites' news), and the visitor's own page. Opening one changes nothing (mail scanners follow
// links); its buttons post to the same address, token and all. Never cached or indexed.

export { LINK_HEADERS };
type Args = { request: Request; context: Readonly<RouterContextProvider> };
const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** The buttons' posts are rate limited per address, like the forms (a 429 page otherwise). */
async function limit({ request, context }: Args): Promise<void> {
  const { db, env } = context.get(appContext);
  await checkLinkRate(db, request, "visitor-link", env.RATE_LIMIT_FORMS_PER_MINUTE);
}

export async function loadConfirm({ request, context }: Args) {
  const locale = localeOf(new URL(request.url).pathname);
  return { view: await readAlertsConfirmLink(context.get(appContext).db, param(request, "t"), locale) };
}

export async function actConfirm(args: Args) {
  await limit(args);
  const view = await confirmAlerts(args.context.get(appContext).db, param(args.request, "t"));
  return data({ view }, { headers: LINK_HEADERS });
}

/** `?t=`: one alert's stop link; `?f=`: the favourites' news stop link. */
export async function loadStop({ request, context }: Args) {
  const { db } = context.get(appContext);
  const f = param(request, "f");
  if (f !== null)
    return { kind: "favourites" as const, view: await stopFavouriteAlerts(db, f, { act: false }) };
  const locale = localeOf(new URL(request.url).pathname);
  return { kind: "alert" as const, view: await readAlertStopLink(db, param(request, "t"), locale) };
}

/** The page's button, or a mail client's one-click unsubscribe (RFC 8058: a POST, no cookie). */
export async function actStop(args: Args) {
  await limit(args);
  const { db } = args.context.get(appContext);
  const f = param(args.request, "f");
  if (f !== null)
    return data(
      { kind: "favourites" as const, view: await stopFavouriteAlerts(db, f, { act: true }) },
      { headers: LINK_HEADERS },
    );
  return data(
    { kind: "alert" as const, view: await stopAlert(db, param(args.request, "t")) },
    { headers: LINK_HEADERS },
  );
}

export async function loadVisitorPage({ request, context }: Args) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t") ?? "";
  return { token, page: await readVisitorPage(context.get(appContext).db, token, localeOf(url.pathname)) };
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** What the page's form asks, read from its fields. */
function actionOf(input: Record<string, unknown>): VisitorAction | null {
  const id = text(input.id);
  switch (input.intent) {
    case "start":
    case "forget":
    case "newsletter-subscribe":
    case "newsletter-unsubscribe":
      return { intent: input.intent };
    case "pause":
    case "resume":
    case "delete":
    case "unfavourite":
      return { intent: input.intent, id };
    case "edit":
      return { intent: "edit", id, values: input };
    case "favourite-alerts":
      return { intent: "favourite-alerts", on: input.on === "1" || input.on === "on" };
    default:
      return null;
  }
}

/** One of the page's buttons: the change, then the page as it is now (or what went wrong). */
export async function actOnPage(args: Args) {
  await limit(args);
  const { request, context } = args;
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const token = url.searchParams.get("t") ?? "";
  const input = await readSubmission(request);
  const action = actionOf(input);
  if (!action) throw data(null, { status: 400 });
  const ctx = { locale: localeOf(url.pathname), origin: url.origin };
  try {
    const result = await actOnVisitorPage(db, token, action, ctx);
    return data(
      { result, intent: action.intent, id: "id" in action ? action.id : null, errors: null },
      { headers: LINK_HEADERS },
    );
  } catch (e) {
    if (!isAppError(e) || (e.code !== "validation_failed" && e.code !== "bad_request")) throw e;
    const errors = e.fields && Object.keys(e.fields).length ? e.fields : { form: e.message };
    return data(
      { result: null, intent: action.intent, id: "id" in action ? action.id : null, errors },
      { status: e.code === "validation_failed" ? 422 : 400, headers: LINK_HEADERS },
    );
  }
}
