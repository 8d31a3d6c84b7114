/**
 * The site's links, one definition each (public pages, the listing page and the emails use these):
 * a listing's page, tel:, wa.me, the enquiry form about a listing, and the mark that keeps the
 * floating buttons away.
 */

/** A listing's public page. */
export function propertyPath(id: string): string {
  return `/property/${id}`;
}

/** `https://wa.me/<digits>` with an optional prefilled message (country code, no leading zeros or plus). */
export function whatsappHref(number: string, text?: string): string {
  // International: "+971…" or "00971…"; a UAE number written locally ("050 …") gets its country code.
  const raw = number.replace(/\D+/g, "");
  const digits = raw.startsWith("00") ? raw.slice(2) : raw.startsWith("0") ? `971${raw.slice(1)}` : raw;
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** `tel:` link keeping only what a dialler understands. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** What a visitor asks for on the enquiry form; none is a general question (an "Email" action). */
export type EnquiryTopic = "video" | "viewing";

/**
 * Our enquiry form about a listing (prefilled with it): every "Email" action of a listing goes
 * here, so the lead reaches the admin; `mailto:` is only ever a secondary link.
 */
export function enquiryHref(id: string, topic?: EnquiryTopic): string {
  return `/enquiry?property=${encodeURIComponent(id)}${topic ? `&topic=${topic}` : ""}`;
}

/**
 * Marks a page's own buttons the floating contact buttons could cover (a card's buttons, a listing's
 * contact actions): a page that has any shows its own set only (site-footer.tsx `FloatingContact`).
 */
export const KEEP_CLEAR = { "data-keep-clear": "" } as const;
