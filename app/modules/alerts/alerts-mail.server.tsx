import { renderToStaticMarkup } from "react-dom/server";
import "../../lib/i18n/mail.ts";
// The emails go out in the visitor's language, whichever page the worker happens to serve.
import "../../lib/i18n/ar/server.ts";
import { isolate, type MessageKey, translate, type Vars } from "../../lib/i18n/index.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import {
  agencyFooterLine,
  Button,
  C,
  Frame,
  ListingBlock,
  type MailAgency,
  type MailListing,
  oneLine,
  type RenderedMail,
} from "../mail/mail-layout.server.tsx";

// The emails of saved searches and favourites (issue 23), in the visitor's language: the
// confirmation a new alert waits for, the alert itself, the link to the visitor's own page, and the
// news of a favourite. Every one that is not asked for on the spot carries a one-click stop.

const tr = (locale: Locale) => (key: MessageKey, vars?: Vars) => translate(locale, key, vars);
const host = (origin: string) => new URL(origin).host;

/** A saved search named in an email: its filters as one line. */
const searchLine = (labels: string[]) => labels.join(" · ");

/** The foot of a visitor's email: the agency, why it came, their page and (for alerts) the stop link. */
function visitorFooter(
  t: ReturnType<typeof tr>,
  o: { locale: Locale; agency: MailAgency; pageUrl: string; stop?: { url: string; label: MessageKey } },
) {
  const footer = agencyFooterLine(o.locale, o.agency);
  const why = t("emails.alerts.why", { site: host(o.agency.origin) });
  const manage = t("emails.alerts.manage");
  const stop = o.stop ? t(o.stop.label) : null;
  return {
    html: (
      <>
        {footer}
        <br />
        {why}{" "}
        <a href={o.pageUrl} style={{ color: C.muted }}>
          {manage}
        </a>
        {o.stop ? (
          <>
            {" · "}
            <a href={o.stop.url} style={{ color: C.muted }}>
              {stop}
            </a>
          </>
        ) : null}
      </>
    ),
    text: ["-- ", footer, why, `${manage}: ${o.pageUrl}`, ...(o.stop ? [`${stop}: ${o.stop.url}`] : [])],
  };
}

function mail(subject: string, html: string, text: string[]): RenderedMail {
  return { subject, html: `<!doctype html>${html}`, text: text.join("\n") };
}

/** The confirmation a new alert waits for: its searches, and one button that starts them all. */
export function renderAlertsConfirmMail(o: {
  locale: Locale;
  email: string;
  searches: string[][];
  confirmUrl: string;
  days: number;
  agency: MailAgency;
}): RenderedMail {
  const t = tr(o.locale);
  const subject = oneLine(t("emails.alerts.confirm.subject", { agency: o.agency.name }));
  const body = t("emails.alerts.confirm.body", { email: isolate(o.email), n: o.searches.length });
  const expiry = t("emails.newsletter.confirm.expiry", { days: o.days });
  const footer = agencyFooterLine(o.locale, o.agency);
  const html = renderToStaticMarkup(
    <Frame title={subject} footer={footer} locale={o.locale}>
      <h1 style={{ fontSize: 20, margin: "0 0 12px", color: C.brand }}>
        {t("emails.alerts.confirm.heading")}
      </h1>
      <p style={{ margin: "0 0 12px" }}>{body}</p>
      <ul style={{ margin: "0 0 16px", paddingInlineStart: 20 }}>
        {o.searches.map((s, i) => (
          <li key={i}>{searchLine(s)}</li>
        ))}
      </ul>
      <Button href={o.confirmUrl}>{t("emails.alerts.confirm.button")}</Button>
      <p style={{ margin: "8px 0 0", color: C.muted, fontSize: 13 }}>{expiry}</p>
      <p style={{ margin: "16px 0 0", color: C.muted, fontSize: 13 }}>{t("emails.alerts.confirm.ignore")}</p>
    </Frame>,
  );
  return mail(subject, html, [
    t("emails.alerts.confirm.heading"),
    "",
    body,
    ...o.searches.map((s) => `- ${searchLine(s)}`),
    "",
    `${t("emails.alerts.confirm.button")}: ${o.confirmUrl}`,
    expiry,
    "",
    t("emails.alerts.confirm.ignore"),
    "",
    "-- ",
    footer,
  ]);
}

/** One alert: the listings approved since the last one that match the search, and how many more. */
export function renderAlertMail(o: {
  locale: Locale;
  search: string[];
  listings: MailListing[];
  total: number;
  searchUrl: string;
  pageUrl: string;
  stopUrl: string;
  agency: MailAgency;
}): RenderedMail {
  const t = tr(o.locale);
  const subject = oneLine(
    t("emails.alerts.alert.subject", { n: o.total, search: searchLine(o.search.slice(0, 3)) }),
  );
  const intro = t("emails.alerts.alert.intro", { n: o.total });
  const more = o.total - o.listings.length;
  const seeAll = t("emails.alerts.alert.seeAll");
  const foot = visitorFooter(t, {
    locale: o.locale,
    agency: o.agency,
    pageUrl: o.pageUrl,
    stop: { url: o.stopUrl, label: "emails.alerts.stop" },
  });
  const html = renderToStaticMarkup(
    <Frame title={subject} locale={o.locale} footer={foot.html}>
      <h1 style={{ fontSize: 20, margin: "0 0 8px", color: C.brand }}>{t("emails.alerts.alert.heading")}</h1>
      <p style={{ margin: "0 0 4px", color: C.muted }}>{searchLine(o.search)}</p>
      <p style={{ margin: "0 0 8px" }}>{intro}</p>
      {o.listings.map((l) => (
        <ListingBlock key={l.url} listing={l} />
      ))}
      {more > 0 ? <p style={{ margin: "0 0 12px" }}>{t("emails.alerts.alert.more", { n: more })}</p> : null}
      <Button href={o.searchUrl}>{seeAll}</Button>
    </Frame>,
  );
  return mail(subject, html, [
    t("emails.alerts.alert.heading"),
    searchLine(o.search),
    "",
    intro,
    "",
    ...o.listings.flatMap((l) => [`${l.name}: ${l.price}${l.location ? ` · ${l.location}` : ""}`, l.url, ""]),
    ...(more > 0 ? [t("emails.alerts.alert.more", { n: more })] : []),
    `${seeAll}: ${o.searchUrl}`,
    "",
    ...foot.text,
  ]);
}

/** The link to the visitor's own page (asked for, or after attaching favourites). */
export function renderVisitorLinkMail(o: {
  locale: Locale;
  email: string;
  pageUrl: string;
  days: number;
  favouritesAdded: number;
  agency: MailAgency;
}): RenderedMail {
  const t = tr(o.locale);
  const subject = oneLine(t("emails.alerts.page.subject", { agency: o.agency.name }));
  const body = o.favouritesAdded
    ? t("emails.alerts.page.bodyFavourites", { n: o.favouritesAdded, email: isolate(o.email) })
    : t("emails.alerts.page.body", { email: isolate(o.email) });
  const expiry = t("emails.alerts.page.expiry", { days: o.days });
  const footer = agencyFooterLine(o.locale, o.agency);
  const html = renderToStaticMarkup(
    <Frame title={subject} footer={footer} locale={o.locale}>
      <h1 style={{ fontSize: 20, margin: "0 0 12px", color: C.brand }}>{t("emails.alerts.page.heading")}</h1>
      <p style={{ margin: "0 0 16px" }}>{body}</p>
      <Button href={o.pageUrl}>{t("emails.alerts.page.button")}</Button>
      <p style={{ margin: "8px 0 0", color: C.muted, fontSize: 13 }}>{expiry}</p>
      <p style={{ margin: "16px 0 0", color: C.muted, fontSize: 13 }}>{t("emails.alerts.page.ignore")}</p>
    </Frame>,
  );
  return mail(subject, html, [
    t("emails.alerts.page.heading"),
    "",
    body,
    "",
    `${t("emails.alerts.page.button")}: ${o.pageUrl}`,
    expiry,
    "",
    t("emails.alerts.page.ignore"),
    "",
    "-- ",
    footer,
  ]);
}

export interface FavouriteChange {
  listing: MailListing;
  /** A lower price (then `was` is the old price line) or another status. */
  kind: "price" | "unavailable" | "available";
  was?: string;
}

/** News of the visitor's favourites: prices that dropped, listings gone or back. */
export function renderFavouritesMail(o: {
  locale: Locale;
  changes: FavouriteChange[];
  pageUrl: string;
  stopUrl: string;
  agency: MailAgency;
}): RenderedMail {
  const t = tr(o.locale);
  const subject = oneLine(t("emails.favourites.subject", { n: o.changes.length }));
  const line = (c: FavouriteChange) =>
    c.kind === "price"
      ? t("emails.favourites.price", { was: c.was ?? "", now: c.listing.price })
      : c.kind === "unavailable"
        ? t("emails.favourites.unavailable")
        : t("emails.favourites.available");
  const foot = visitorFooter(t, {
    locale: o.locale,
    agency: o.agency,
    pageUrl: o.pageUrl,
    stop: { url: o.stopUrl, label: "emails.favourites.stop" },
  });
  const html = renderToStaticMarkup(
    <Frame title={subject} locale={o.locale} footer={foot.html}>
      <h1 style={{ fontSize: 20, margin: "0 0 8px", color: C.brand }}>{subject}</h1>
      {o.changes.map((c) => (
        <div key={c.listing.url}>
          <ListingBlock listing={c.listing} />
          <p style={{ margin: "-8px 0 12px", fontWeight: 600 }}>{line(c)}</p>
        </div>
      ))}
    </Frame>,
  );
  return mail(subject, html, [
    subject,
    "",
    ...o.changes.flatMap((c) => [`${c.listing.name}: ${line(c)}`, c.listing.url, ""]),
    ...foot.text,
  ]);
}
