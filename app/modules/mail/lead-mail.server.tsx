import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { whatsappHref } from "../../lib/contact-links.ts";
import "../../lib/i18n/mail.ts";
import { type AnyLeadKind, adminLeadPath } from "../../lib/lead-kinds.ts";
import { type MessageKey, translate, type Vars } from "../../lib/i18n/index.ts";

// The two emails a new lead sends: to the staff who handle it, and an acknowledgement to the
// visitor. Each is rendered from React to static HTML (inline styles, tables: what mail clients
// read) with a plain-text twin, from the same facts and the site's i18n catalogue.

type MailLeadKind = AnyLeadKind;

export interface LeadFacts {
  kind: MailLeadKind;
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** Further labelled facts of the form (location, position, …), in order. */
  details: [label: MessageKey, value: string][];
  /** The listing an enquiry is about. */
  listing?: { name: string; price: string; url: string; photo: string | null } | null;
  /** Who the lead is assigned to; null: the admins. */
  assignee?: { name: string; phone: string; whatsapp: string } | null;
}

export interface Agency {
  name: string;
  phone: string;
  whatsapp: string;
  address: string;
  /** The site's origin, for absolute links. */
  origin: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const t = (key: MessageKey, vars?: Vars) => translate("en", key, vars);
/** A subject is one line: no line breaks or control characters from what a visitor typed. */
const oneLine = (s: string) =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Where the lead opens in the admin: its own page (history, notes, the visitor's other leads). */
function adminLeadUrl(facts: Pick<LeadFacts, "kind" | "id">, origin: string): string {
  return `${origin}${adminLeadPath(facts.kind, facts.id)}`;
}

const C = {
  ink: "#1f2937",
  muted: "#6b7280",
  line: "#e5e7eb",
  brand: "#0f3d3e",
  accent: "#b08d57",
  bg: "#f6f4ef",
};
const FONT = "Helvetica, Arial, sans-serif";

function Frame({ title, children, footer }: { title: string; children: ReactNode; footer: string }) {
  return (
    <html lang="en" dir="ltr">
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

function Button({ href, children }: { href: string; children: ReactNode }) {
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

function ListingBlock({ listing }: { listing: NonNullable<LeadFacts["listing"]> }) {
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
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function kindLabel(kind: MailLeadKind): string {
  return t(`emails.kind.${kind}`);
}

function assignedLine(f: LeadFacts): string {
  return f.assignee ? t("emails.staff.assigned", { name: f.assignee.name }) : t("emails.staff.unassigned");
}

/** The rows of facts the staff email lists, in order. */
function staffRows(f: LeadFacts): [string, string][] {
  return [
    [t("emails.staff.name"), f.name],
    [t("emails.staff.email"), f.email],
    [t("emails.staff.phone"), f.phone],
    ...f.details.map(([k, v]) => [t(k), v] as [string, string]),
  ];
}

/** The email to the people who handle a new lead: who, what, which listing, and one click to it. */
export function renderStaffMail(f: LeadFacts, agency: Agency): RenderedMail {
  const kind = kindLabel(f.kind);
  const subject = oneLine(
    f.listing
      ? t("emails.staff.subjectListing", { name: clip(f.name, 60), listing: clip(f.listing.name, 80) })
      : t("emails.staff.subject", { kind, name: clip(f.name, 60) }),
  );
  const open = adminLeadUrl(f, agency.origin);
  const rows = staffRows(f);
  const html = renderToStaticMarkup(
    <Frame title={subject} footer={t("emails.staff.footer", { agency: agency.name })}>
      <h1 style={{ fontSize: 20, margin: "0 0 8px", color: C.brand }}>
        {t("emails.staff.heading", { kind })}
      </h1>
      <p style={{ margin: "0 0 16px", color: C.muted }}>
        {t("emails.staff.intro", { name: f.name, kind, site: agency.name })}
      </p>
      <p style={{ margin: "0 0 16px", fontWeight: 600 }}>{assignedLine(f)}</p>
      {f.listing ? <ListingBlock listing={f.listing} /> : null}
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px" }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ padding: "6px 12px 6px 0", color: C.muted, verticalAlign: "top", width: 130 }}>
                {label}
              </td>
              <td dir="auto" style={{ padding: "6px 0", verticalAlign: "top" }}>
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {f.message ? (
        <>
          <div style={{ color: C.muted, marginBottom: 4 }}>{t("emails.staff.message")}</div>
          {/* dir="auto": a message in Arabic reads right to left in the mail client too. */}
          <blockquote
            dir="auto"
            style={{
              margin: "0 0 20px",
              padding: "10px 14px",
              background: C.bg,
              borderInlineStart: `3px solid ${C.accent}`,
              whiteSpace: "pre-wrap",
            }}
          >
            {f.message}
          </blockquote>
        </>
      ) : null}
      <div>
        <Button href={open}>{t("emails.staff.open")}</Button>
        {f.phone ? (
          <Button href={`tel:${f.phone.replace(/[^\d+]/g, "")}`}>
            {t("emails.staff.call", { phone: f.phone })}
          </Button>
        ) : null}
        {f.phone ? <Button href={whatsappHref(f.phone)}>{t("emails.staff.whatsapp")}</Button> : null}
      </div>
    </Frame>,
  );
  const text = [
    t("emails.staff.heading", { kind }),
    "",
    t("emails.staff.intro", { name: f.name, kind, site: agency.name }),
    assignedLine(f),
    "",
    ...(f.listing
      ? [`${t("emails.staff.listing")}: ${f.listing.name} (${f.listing.price})`, f.listing.url, ""]
      : []),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(f.message ? ["", `${t("emails.staff.message")}:`, f.message] : []),
    "",
    `${t("emails.staff.open")}: ${open}`,
    "",
    "-- ",
    t("emails.staff.footer", { agency: agency.name }),
  ].join("\n");
  return { subject, html: `<!doctype html>${html}`, text };
}

/** The acknowledgement to the visitor: in the agency's name, with a way to reach it at once. */
export function renderVisitorMail(f: LeadFacts, agency: Agency): RenderedMail {
  const kind = kindLabel(f.kind);
  const subject = oneLine(t("emails.visitor.subject", { kind, agency: agency.name }));
  // The agent's own WhatsApp when the lead has one, else the agency's.
  const agent = f.assignee ?? null;
  const waNumber = agent?.whatsapp || agency.whatsapp;
  const wa = waNumber ? whatsappHref(waNumber, f.listing ? f.listing.name : undefined) : null;
  const waLabel = agent?.whatsapp
    ? t("emails.visitor.agentWhatsapp", { agent: agent.name })
    : t("emails.visitor.whatsapp");
  const footer = t("emails.visitor.footer", { agency: agency.name, address: agency.address });
  const html = renderToStaticMarkup(
    <Frame title={subject} footer={footer}>
      <p style={{ margin: "0 0 12px" }}>{t("emails.visitor.greeting", { name: f.name })}</p>
      <p style={{ margin: "0 0 12px" }}>{t("emails.visitor.thanks", { kind })}</p>
      {agent ? (
        <p style={{ margin: "0 0 12px" }}>{t("emails.visitor.agent", { agent: agent.name })}</p>
      ) : null}
      {f.listing ? (
        <>
          <p style={{ margin: "0" }}>{t("emails.visitor.listing")}</p>
          <ListingBlock listing={f.listing} />
        </>
      ) : null}
      <p style={{ margin: "0 0 16px" }}>{t("emails.visitor.contact", { phone: agency.phone })}</p>
      {wa ? <Button href={wa}>{waLabel}</Button> : null}
      <p style={{ margin: "16px 0 0" }}>
        {t("emails.visitor.signoff")}
        <br />
        {agency.name}
      </p>
      <p style={{ margin: "16px 0 0", color: C.muted, fontSize: 13 }}>{t("emails.visitor.notYou")}</p>
    </Frame>,
  );
  const text = [
    t("emails.visitor.greeting", { name: f.name }),
    "",
    t("emails.visitor.thanks", { kind }),
    ...(agent ? [t("emails.visitor.agent", { agent: agent.name })] : []),
    ...(f.listing
      ? ["", t("emails.visitor.listing"), `${f.listing.name} (${f.listing.price})`, f.listing.url]
      : []),
    "",
    t("emails.visitor.contact", { phone: agency.phone }),
    ...(wa ? [`${waLabel}: ${wa}`] : []),
    "",
    t("emails.visitor.signoff"),
    agency.name,
    "",
    "-- ",
    footer,
    t("emails.visitor.notYou"),
  ].join("\n");
  return { subject, html: `<!doctype html>${html}`, text };
}
