import "../../lib/i18n/mail.ts";
import type { Kysely } from "kysely";
import type { DB } from "../../db/index.server.ts";
import type { Database } from "../../db/schema.ts";
import { propertyPath } from "../../lib/contact-links.ts";
import { formatAED, formatDate } from "../../lib/format.ts";
import { translate } from "../../lib/i18n/index.ts";
import {
  type Agency,
  type LeadFacts,
  renderStaffMail,
  renderVisitorMail,
} from "../mail/lead-mail.server.tsx";
import { siteOrigin } from "../mail/mail-layout.server.tsx";
import type { QueuedMail } from "../mail/mail.service.server.ts";
import { priceLine } from "../properties/property.price.ts";
import type { Property } from "../properties/property.schema.ts";
import { getSiteSettings } from "../settings/settings.service.server.ts";
import { type Assignee, leadRecipients } from "../users/user.service.server.ts";
import type { LeadOrigin } from "./lead-events.server.ts";

export type { LeadFacts };

/**
 * Where a lead was sent from, as the web layer saw it: the site's origin for the emails' links, and
 * the page, outside referrer and utm_* parameters its timeline records.
 */
export interface SubmissionContext extends LeadOrigin {
  origin?: string;
}

/** The listing an enquiry is about, as the emails show it. */
function listingFacts(p: Property, origin: string): NonNullable<LeadFacts["listing"]> {
  const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
    translate("en", key, vars);
  const cover = p.media[0];
  const small = cover?.srcset ? cover.srcset.split(",")[0].trim().split(/\s+/)[0] : cover?.src;
  return {
    name: p.name,
    price: priceLine(p, t),
    url: `${origin}${propertyPath(p._id)}`,
    photo: small ? new URL(small, `${origin}/`).toString() : null,
  };
}

/** What the emails say about a lead of one of the three forms: who, what, and the form's own facts. */
export function leadFactsOf(
  kind: "contact" | "enquiry" | "listProperty",
  lead: {
    _id: string;
    name: string;
    email: string;
    phone: string;
    message: string;
    location?: string;
    propertyType?: string | null;
    type?: string | null;
    bedrooms?: number | null;
    price?: number | null;
    address?: string | null;
    preferredDate?: string | null;
    preferredTime?: string | null;
    propertyId?: string | null;
    propertyName?: string | null;
  },
): Omit<LeadFacts, "listing" | "assignee"> {
  const details: LeadFacts["details"] = [];
  // A fact the lead does not have (a request from the agency's earlier client may lack the
  // property types and location) is left out rather than shown empty.
  const add = (key: LeadFacts["details"][number][0], value: string | null | undefined) => {
    if (value) details.push([key, value]);
  };
  if (kind === "enquiry" && !lead.propertyId) {
    // With a listing, the email shows the listing itself; otherwise the name the visitor's client sent.
    add("emails.staff.propertyName", lead.propertyName);
  }
  if (kind === "listProperty") {
    add("emails.staff.location", lead.location);
    add("emails.staff.address", lead.address);
    add("emails.staff.propertyType", lead.propertyType);
    add("emails.staff.type", lead.type);
    if (lead.bedrooms != null) details.push(["emails.staff.bedrooms", String(lead.bedrooms)]);
    if (lead.price != null) details.push(["emails.staff.price", formatAED(lead.price, { zero: true })]);
    add("emails.staff.preferredDate", lead.preferredDate ? formatDate(lead.preferredDate) : null);
    add("emails.staff.preferredTime", lead.preferredTime);
  }
  return {
    kind,
    id: lead._id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    details,
  };
}

export interface LeadMail {
  /**
   * The emails of the lead once its assignee is known, inside the lead's transaction: one to the
   * assignee (or, with none, to every active admin), one to the settings' team address, and the
   * visitor's acknowledgement (for a job application only while the settings ask for it).
   */
  queue(trx: Kysely<Database>, assignee: Assignee | null): Promise<QueuedMail[]>;
  /** The email telling someone a lead was (re)assigned to them. */
  assigned(assignee: Assignee): QueuedMail;
}

/** Reads what the emails need (settings, the listing) before the lead's transaction. */
export async function prepareLeadMail(
  db: DB,
  facts: Omit<LeadFacts, "listing" | "assignee">,
  opts: { listing?: Property | null; context?: SubmissionContext },
): Promise<LeadMail> {
  const origin = siteOrigin(opts.context?.origin);
  const settings = await getSiteSettings(db);
  const agency: Agency = {
    name: settings.agencyName,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    address: settings.address,
    origin,
  };
  const listing = opts.listing ? listingFacts(opts.listing, origin) : null;
  return {
    async queue(trx, assignee) {
      const full: LeadFacts = { ...facts, listing, assignee };
      const staff = new Set((await leadRecipients(trx, assignee)).map((e) => e.toLowerCase()));
      if (settings.leadsEmail) staff.add(settings.leadsEmail.toLowerCase());
      const lead = { kind: facts.kind, id: facts.id };
      const mails: QueuedMail[] = [];
      const staffMail = renderStaffMail(full, agency);
      for (const recipient of staff)
        mails.push({ purpose: "lead-staff", recipient, replyTo: facts.email, lead, ...staffMail });
      if (facts.kind !== "career" || settings.acknowledgeApplications)
        mails.push({
          purpose: "lead-visitor",
          recipient: facts.email,
          lead,
          ...renderVisitorMail(full, agency),
        });
      return mails;
    },
    assigned(assignee) {
      const rendered = renderStaffMail({ ...facts, listing, assignee }, agency);
      return {
        purpose: "lead-assigned",
        recipient: assignee.email,
        replyTo: facts.email,
        lead: { kind: facts.kind, id: facts.id },
        ...rendered,
      };
    },
  };
}
