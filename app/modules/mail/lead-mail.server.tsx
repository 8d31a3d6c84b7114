import { renderToStaticMarkup } from "react-dom/server";
import { whatsappHref } from "../../lib/contact-links.ts";
import "../../lib/i18n/mail.ts";
import { type AnyLeadKind, adminLeadPath } from "../../lib/lead-kinds.ts";
import { isolate, type MessageKey, translate, type Vars } from "../../lib/i18n/index.ts";
import {
  Button,
  C,
  Frame,
  ListingBlock,
  type MailListing,
  oneLine,
  type RenderedMail,
} from "./mail-layout.server.tsx";

export type { RenderedMail };

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
  listing?: MailListing | null;
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

const t = (key: MessageKey, vars?: Vars) => translate("en", key, vars);
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Where the lead opens in the admin: its own page (history, notes, the visitor's other leads). */
function adminLeadUrl(facts: Pick<LeadFacts, "kind" | "id">, origin: string): string {
  return `${origin}${adminLeadPath(facts.kind, facts.id)}`;
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
            {t("emails.staff.call", { phone: isolate(f.phone) })}
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
      <p style={{ margin: "0 0 16px" }}>{t("emails.visitor.contact", { phone: isolate(agency.phone) })}</p>
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
    t("emails.visitor.contact", { phone: isolate(agency.phone) }),
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
