import type { ReactNode } from "react";
import { env } from "../../lib/env.server.ts";
import { dirOf } from "../../lib/i18n/index.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { translate } from "../../lib/i18n/index.ts";
import "../../lib/i18n/mail.ts";
import { agencyText } from "../settings/settings.display.ts";
import type { SiteSettings } from "../settings/settings.schema.ts";

// The look every email shares (app/modules/mail/lead-mail.server.tsx, the newsletter's): inline
// styles and tables, what mail clients read, rendered from React to static HTML.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A subject is one line: no line breaks or control characters from what a visitor typed. */
export const oneLine = (s: string) =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The site's origin for the emails' absolute links: PUBLIC_URL, else the request's, else the local server. */
export function siteOrigin(requestOrigin?: string): string {
  const e = env();
  return (e.PUBLIC_URL ?? requestOrigin ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
}

/** The emails' colours (the site's palette, as mail clients need them: inline). */
export const C = {
  ink: "#1f2937",
  muted: "#6b7280",
  line: "#e5e7eb",
  brand: "#0f3d3e",
  accent: "#b08d57",
  bg: "#f6f4ef",
};
const FONT = "Helvetica, Arial, sans-serif";

/** The page of every email: a white card on the site's sand, in the email's language and direction. */
export function Frame({
  title,
  children,
  footer,
  locale = "en",
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
  locale?: Locale;
}) {
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: C.bg }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: C.bg }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 600,
                    background: "#ffffff",
                    borderRadius: 8,
                    border: `1px solid ${C.line}`,
                  }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "24px 28px", color: C.ink, fontSize: 15, lineHeight: "22px" }}>
                        <div style={{ fontFamily: FONT }}>{children}</div>
                      </td>
                    </tr>
                  </tbody>
                </table>
                <p style={{ fontFamily: FONT, color: C.muted, fontSize: 12, margin: "12px 0 0" }}>{footer}</p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A link that looks like the site's primary button. */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{
        display: "inline-block",
        background: C.brand,
        color: "#ffffff",
        padding: "10px 18px",
        borderRadius: 6,
        textDecoration: "none",
        fontWeight: 600,
        marginInlineEnd: 8,
        marginBlockEnd: 8,
      }}
    >
      {children}
    </a>
  );
}

/** A listing as emails show it: photo, name and price (and where it is), each a link to its page. */
export interface MailListing {
  name: string;
  price: string;
  url: string;
  photo: string | null;
  location?: string;
}

/** One listing in an email: its photo beside its name, price and place. */
export function ListingBlock({ listing }: { listing: MailListing }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ border: `1px solid ${C.line}`, borderRadius: 6, margin: "16px 0" }}
    >
      <tbody>
        <tr>
          {listing.photo ? (
            <td width={160} style={{ padding: 8, verticalAlign: "top" }}>
              <a href={listing.url}>
                <img
                  src={listing.photo}
                  width={144}
                  alt=""
                  style={{ display: "block", borderRadius: 4, width: 144 }}
                />
              </a>
            </td>
          ) : null}
          <td style={{ padding: 12, verticalAlign: "top" }}>
            <a href={listing.url} style={{ color: C.brand, fontWeight: 600, textDecoration: "none" }}>
              {listing.name}
            </a>
            <div style={{ color: C.ink, marginTop: 4 }}>{listing.price}</div>
            {listing.location ? (
              <div dir="auto" style={{ color: C.muted, marginTop: 2, fontSize: 13 }}>
                {listing.location}
              </div>
            ) : null}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The agency as a visitor's email names it: its name, its address (in either language) and the site. */
export interface MailAgency {
  name: string;
  words: Pick<SiteSettings, "address" | "arabic">;
  /** The site's origin, for absolute links. */
  origin: string;
}

export function mailAgency(settings: SiteSettings, origin: string): MailAgency {
  return { name: settings.agencyName, words: { address: settings.address, arabic: settings.arabic }, origin };
}

/** The line at the foot of a visitor's email: the agency and its address, in the email's language. */
export function agencyFooterLine(locale: Locale, agency: MailAgency): string {
  const address = agencyText(agency.words, locale, "address").text;
  return translate(locale, "emails.visitor.footer", { agency: agency.name, address });
}
