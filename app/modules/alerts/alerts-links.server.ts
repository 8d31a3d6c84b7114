import type { DB } from "../../db/index.server.ts";
import { type MessageKey, translate, type Vars } from "../../lib/i18n/index.ts";
import { type Locale, localePath } from "../../lib/i18n/locale.ts";
import { signLink } from "../../lib/signed-links.server.ts";
import { type MailAgency, mailAgency } from "../mail/mail-layout.server.tsx";
import { describeFilters } from "../properties/filter-labels.ts";
import { getSiteSettings } from "../settings/settings.service.server.ts";
import { type SavedFilters, VISITOR_PATHS } from "./alerts.constants.ts";
import type { VisitorRow } from "./alerts.repository.server.ts";

// What the visitor's emails are written with (issue 23, ADR 0029): their language, the agency's
// footer, and the signed links to their page and to the one-click stops.

/** How long a link to the visitor's page works. */
export const PAGE_LINK_DAYS = 30;

/** A signed token for the visitor's own page, good for PAGE_LINK_DAYS. */
export function pageToken(visitorId: string, now: Date): string {
  return signLink("visitor-page", visitorId, {
    expiresAt: new Date(now.getTime() + PAGE_LINK_DAYS * 86_400_000),
  });
}

/** The language a visitor reads their emails and pages in. */
export const localeOf = (v: Pick<VisitorRow, "locale">): Locale => (v.locale === "ar" ? "ar" : "en");

export const tOf = (locale: Locale) => (key: MessageKey, vars?: Vars) => translate(locale, key, vars);

export async function agencyOf(db: DB, origin: string): Promise<MailAgency> {
  const s = await getSiteSettings(db);
  return mailAgency(s, origin);
}

export function linkUrl(origin: string, locale: Locale, path: string, query: Record<string, string>): string {
  return `${origin}${localePath(locale, `/${path}`)}?${new URLSearchParams(query)}`;
}

/** The visitor's own page, with a link good for PAGE_LINK_DAYS. */
export function visitorPageUrl(
  origin: string,
  v: Pick<VisitorRow, "id" | "locale">,
  now = new Date(),
): string {
  return linkUrl(origin, localeOf(v), VISITOR_PATHS.page, { t: pageToken(v.id, now) });
}

/** The one-click stop of one alert: no expiry, good while the alert exists. */
export function alertStopUrl(origin: string, locale: Locale, searchId: string): string {
  return linkUrl(origin, locale, VISITOR_PATHS.stop, {
    t: signLink("alert-stop", searchId, { expiresAt: null }),
  });
}

/** The one-click stop of the favourites' emails. */
export function favouritesStopUrl(origin: string, v: Pick<VisitorRow, "id" | "locale">): string {
  const f = signLink("favourites-stop", v.id, { expiresAt: null });
  return linkUrl(origin, localeOf(v), VISITOR_PATHS.stop, { f });
}

/** A search in words, in the reader's language. */
export function describeSearch(locale: Locale, filters: SavedFilters): string[] {
  return describeFilters(tOf(locale), filters, locale);
}
