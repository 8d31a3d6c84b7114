import { data, redirect } from "react-router";
import { appContext } from "../../lib/context.server.ts";
import { displayCookieHeader } from "../../lib/display-prefs.server.ts";
import { AREA_UNIT_COOKIE, areaUnitOf, CURRENCY_COOKIE, currencyOf } from "../../lib/display-units.ts";
import { translate } from "../../lib/i18n/index.ts";
import { localeOf } from "../../lib/i18n/locale.ts";
import { isCrossSiteWrite, safeRedirectTarget } from "../../web/session.server.ts";
import type { Route } from "./+types/preferences";

/**
 * `POST /preferences` (issue 20): the visitor's currency and area unit, kept in two cookies for a
 * year, then back to the page they were on (`back`, a path of this site). The header's switch posts
 * here with or without JavaScript. A value that is not one of the choices changes nothing and is
 * answered 400 with what was wrong; a post from another site is refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectTarget(String(form.get("back") ?? ""), "/");
  const locale = localeOf(back);
  if (isCrossSiteWrite(request))
    throw data({ error: translate(locale, "pub.prefs.refused") }, { status: 403 });
  const rawCurrency = form.get("currency");
  const rawUnit = form.get("unit");
  const currency = rawCurrency === null ? null : currencyOf(String(rawCurrency));
  const unit = rawUnit === null ? null : areaUnitOf(String(rawUnit));
  if ((rawCurrency !== null && !currency) || (rawUnit !== null && !unit) || (!currency && !unit)) {
    throw data({ error: translate(locale, "pub.prefs.error") }, { status: 400 });
  }
  const https = (context.get(appContext).env.PUBLIC_URL ?? "").startsWith("https:");
  const headers = new Headers();
  if (currency) headers.append("Set-Cookie", displayCookieHeader(CURRENCY_COOKIE, currency, https));
  if (unit) headers.append("Set-Cookie", displayCookieHeader(AREA_UNIT_COOKIE, unit, https));
  return redirect(back, { status: 303, headers });
}

/** Nothing to show: the address alone goes home. */
export function loader() {
  return redirect("/");
}
