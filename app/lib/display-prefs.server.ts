import { readCookie } from "./cookies.server.ts";
import {
  AREA_UNIT_COOKIE,
  type AreaUnit,
  areaUnitOf,
  CURRENCY_COOKIE,
  type Currency,
  currencyOf,
} from "./display-units.ts";

/**
 * A visitor's display choices (issue 20): the currency prices are shown in and the area unit, from
 * their two cookies. Anything else in those cookies is ignored (the defaults: AED, sqft).
 */
export interface DisplayPrefs {
  currency: Currency;
  unit: AreaUnit;
}

const PREFERENCE_COOKIES = new Set([CURRENCY_COOKIE, AREA_UNIT_COOKIE]);

export function readDisplayPrefs(request: Request): DisplayPrefs {
  return {
    currency: currencyOf(readCookie(request, CURRENCY_COOKIE)) ?? "AED",
    unit: areaUnitOf(readCookie(request, AREA_UNIT_COOKIE)) ?? "sqft",
  };
}

/**
 * Does the request carry a cookie that makes it a person's (a session, anything unknown)? The two
 * display choices do not: a page in USD and square metres is the same for every visitor who chose
 * them, so it is cached and shared like any public page, keyed on those values (`displayKey`).
 */
export function carriesPersonalCookie(request: Request): boolean {
  const header = request.headers.get("cookie");
  if (!header?.trim()) return false;
  return header.split(";").some((part) => {
    const name = part.slice(0, Math.max(0, part.indexOf("="))).trim();
    return part.trim() !== "" && !PREFERENCE_COOKIES.has(name);
  });
}

/** The part of a cached page's key that its display choices make: "" for the defaults. */
export function displayKey(request: Request): string {
  const { currency, unit } = readDisplayPrefs(request);
  return currency === "AED" && unit === "sqft" ? "" : ` ${currency} ${unit}`;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/** `Set-Cookie` for a display choice: a year, the whole site, never sent cross-site with a form. */
export function displayCookieHeader(
  name: typeof CURRENCY_COOKIE | typeof AREA_UNIT_COOKIE,
  value: string,
  https: boolean,
) {
  return `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${https ? "; Secure" : ""}`;
}
