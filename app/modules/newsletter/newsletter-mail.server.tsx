import { renderToStaticMarkup } from "react-dom/server";
import "../../lib/i18n/mail.ts";
// The emails go out in the subscriber's language, whichever page the worker happens to serve.
import "../../lib/i18n/ar/server.ts";
import { isolate, type MessageKey, translate, type Vars } from "../../lib/i18n/index.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import {
  agencyFooterLine,
  Button,
  C,
  Frame,
  type MailAgency,
  oneLine,
  type RenderedMail,
} from "../mail/mail-layout.server.tsx";

// The newsletter's own emails (issue 23), in the language the visitor subscribed in: the
// confirmation a new address is asked for, and the welcome once it is confirmed (the first email
// with the unsubscribe link and headers every later one carries too).

/**
 * The headers that let a mail client offer "Unsubscribe" itself, in one click (RFC 2369 and
 * RFC 8058): the client POSTs `List-Unsubscribe=One-Click` to the URL, nothing else asked.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const tr = (locale: Locale) => (key: MessageKey, vars?: Vars) => translate(locale, key, vars);
const host = (origin: string) => new URL(origin).host;

export function renderConfirmMail(o: {
  locale: Locale;
  email: string;
  confirmUrl: string;
  days: number;
  agency: MailAgency;
}): RenderedMail {
  const t = tr(o.locale);
  const subject = oneLine(t("emails.newsletter.confirm.subject", { agency: o.agency.name }));
  const body = t("emails.newsletter.confirm.body", { agency: o.agency.name, email: isolate(o.email) });
  const expiry = t("emails.newsletter.confirm.expiry", { days: o.days });
  const footer = agencyFooterLine(o.locale, o.agency);
  const html = renderToStaticMarkup(
    <Frame title={subject} footer={footer} locale={o.locale}>
      <h1 style={{ fontSize: 20, margin: "0 0 12px", color: C.brand }}>
        {t("emails.newsletter.confirm.heading")}
      </h1>
      <p style={{ margin: "0 0 16px" }}>{body}</p>
      <Button href={o.confirmUrl}>{t("emails.newsletter.confirm.button")}</Button>
      <p style={{ margin: "8px 0 0", color: C.muted, fontSize: 13 }}>{expiry}</p>
      <p style={{ margin: "16px 0 0", color: C.muted, fontSize: 13 }}>
        {t("emails.newsletter.confirm.ignore")}
      </p>
    </Frame>,
  );
  const text = [
    t("emails.newsletter.confirm.heading"),
    "",
    body,
    "",
    `${t("emails.newsletter.confirm.button")}: ${o.confirmUrl}`,
    expiry,
    "",
    t("emails.newsletter.confirm.ignore"),
    "",
    "-- ",
    footer,
  ].join("\n");
  return { subject, html: `<!doctype html>${html}`, text };
}

/**
 * The foot of every email sent to the list (welcome, campaigns): the agency, why the reader gets
 * it, and the unsubscribe link; as HTML and as the plain-text lines.
 */
export function listFooter(o: { locale: Locale; unsubscribeUrl: string; agency: MailAgency }) {
  const t = tr(o.locale);
  const footer = agencyFooterLine(o.locale, o.agency);
  const why = t("emails.newsletter.why", { site: host(o.agency.origin) });
  const unsubscribe = t("emails.newsletter.unsubscribe");
  return {
    html: (
      <>
        {footer}
        <br />
        {why}{" "}
        <a href={o.unsubscribeUrl} style={{ color: C.muted }}>
          {unsubscribe}
        </a>
      </>
    ),
    text: ["-- ", footer, why, `${unsubscribe}: ${o.unsubscribeUrl}`],
  };
}

export function renderWelcomeMail(o: {
  locale: Locale;
  listingsUrl: string;
  unsubscribeUrl: string;
  agency: MailAgency;
}): RenderedMail {
  const t = tr(o.locale);
  const subject = oneLine(t("emails.newsletter.welcome.subject", { agency: o.agency.name }));
  const foot = listFooter(o);
  const html = renderToStaticMarkup(
    <Frame title={subject} locale={o.locale} footer={foot.html}>
      <h1 style={{ fontSize: 20, margin: "0 0 12px", color: C.brand }}>{subject}</h1>
      <p style={{ margin: "0 0 16px" }}>{t("emails.newsletter.welcome.body")}</p>
      <Button href={o.listingsUrl}>{t("emails.newsletter.welcome.browse")}</Button>
    </Frame>,
  );
  const text = [
    subject,
    "",
    t("emails.newsletter.welcome.body"),
    "",
    `${t("emails.newsletter.welcome.browse")}: ${o.listingsUrl}`,
    "",
    ...foot.text,
  ].join("\n");
  return { subject, html: `<!doctype html>${html}`, text };
}
