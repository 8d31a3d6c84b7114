import type { DB } from "../../db/index.server.ts";
import "../../lib/i18n/mail.ts";
import { env } from "../../lib/env.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { propertyPath } from "../../lib/contact-links.ts";
import {
  type Agency,
  type LeadFacts,
  renderStaffMail,
  renderVisitorMail,
} from "../mail/lead-mail.server.tsx";
import type { QueuedMail } from "../mail/mail.service.server.ts";
import { priceLine } from "../properties/property.price.ts";
import type { Property } from "../properties/property.schema.ts";
import { getSiteSettings } from "../settings/settings.service.server.ts";
import { leadRecipients } from "../users/user.service.server.ts";

export type { LeadFacts };

/** Where a lead was sent from, as the web layer saw it: the site's origin for the emails' links. */
export interface SubmissionContext {
  origin?: string;
}

/** The site's origin for absolute links: PUBLIC_URL, else the request's, else the local server. */
function originOf(ctx: SubmissionContext): string {
  const e = env();
  return (e.PUBLIC_URL ?? ctx.origin ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
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

/**
 * The emails a new lead queues: one to each person who handles it (today the admins, and the
 * team address of the settings) and an acknowledgement to the visitor (for a job application only
 * when the settings ask for it). Read and rendered before the lead's transaction, which then
 * writes the lead and these rows together.
 */
export async function leadMails(
  db: DB,
  facts: Omit<LeadFacts, "listing">,
  opts: { listing?: Property | null; context?: SubmissionContext },
): Promise<QueuedMail[]> {
  const origin = originOf(opts.context ?? {});
  const settings = await getSiteSettings(db);
  const agency: Agency = {
    name: settings.agencyName,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    address: settings.address,
    origin,
  };
  const full: LeadFacts = { ...facts, listing: opts.listing ? listingFacts(opts.listing, origin) : null };
  const staff = new Set((await leadRecipients(db)).map((e) => e.toLowerCase()));
  if (settings.leadsEmail) staff.add(settings.leadsEmail.toLowerCase());
  const lead = { kind: facts.kind, id: facts.id };
  const mails: QueuedMail[] = [];
  const staffMail = renderStaffMail(full, agency);
  for (const recipient of staff)
    mails.push({ purpose: "lead-staff", recipient, replyTo: facts.email, lead, ...staffMail });
  if (facts.kind !== "career" || settings.acknowledgeApplications)
    mails.push({ purpose: "lead-visitor", recipient: facts.email, lead, ...renderVisitorMail(full, agency) });
  return mails;
}
