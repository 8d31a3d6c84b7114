import { renderToStaticMarkup } from "react-dom/server";
import "../../lib/i18n/mail.ts";
import "../../lib/i18n/ar/server.ts";
import { translate } from "../../lib/i18n/index.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import {
  Button,
  C,
  Frame,
  ListingBlock,
  type MailAgency,
  type MailListing,
  oneLine,
  type RenderedMail,
} from "../mail/mail-layout.server.tsx";
import { listFooter } from "./newsletter-mail.server.tsx";

/** The intro as staff wrote it: paragraphs split on blank lines, line breaks kept, nothing else. */
function paragraphs(intro: string): string[][] {
  return intro
    .split(/\n\s*\n/)
    .map((p) => p.split("\n").map((l) => l.trim()))
    .filter((lines) => lines.some(Boolean));
}

/**
 * A campaign's email (issue 23): staff's subject and intro, the chosen listings, a link to all
 * listings, and the unsubscribe line; the site's words in the subscriber's language. The intro is
 * text (escaped by React), never HTML.
 */
export function renderCampaignMail(o: {
  locale: Locale;
  subject: string;
  intro: string;
  listings: MailListing[];
  listingsUrl: string;
  unsubscribeUrl: string;
  agency: MailAgency;
}): RenderedMail {
  const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
    translate(o.locale, key, vars);
  const subject = oneLine(o.subject);
  const paras = paragraphs(o.intro);
  const foot = listFooter(o);
  const html = renderToStaticMarkup(
    <Frame title={subject} locale={o.locale} footer={foot.html}>
      <h1 dir="auto" style={{ fontSize: 20, margin: "0 0 12px", color: C.brand }}>
        {subject}
      </h1>
      {paras.map((lines, i) => (
        <p key={i} dir="auto" style={{ margin: "0 0 12px" }}>
          {lines.map((l, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {l}
            </span>
          ))}
        </p>
      ))}
      {o.listings.map((l) => (
        <ListingBlock key={l.url} listing={l} />
      ))}
      <Button href={o.listingsUrl}>{t("emails.newsletter.welcome.browse")}</Button>
    </Frame>,
  );
  const text = [
    subject,
    "",
    ...paras.flatMap((lines) => [...lines, ""]),
    ...o.listings.flatMap((l) => [`${l.name}: ${l.price}${l.location ? ` · ${l.location}` : ""}`, l.url, ""]),
    `${t("emails.newsletter.welcome.browse")}: ${o.listingsUrl}`,
    "",
    ...foot.text,
  ].join("\n");
  return { subject, html: `<!doctype html>${html}`, text };
}
