const aed = new Intl.NumberFormat("en-AE", { maximumFractionDigits: 0 });
const num = new Intl.NumberFormat("en-AE", { maximumFractionDigits: 0 });

/** `AED 1,250,000`; null when the price is not above 0 (the caller shows "Contact Us"). */
export function formatAED(price: number | null | undefined): string | null {
  if (price == null || !Number.isFinite(price) || price <= 0) return null;
  return `AED ${aed.format(Math.round(price))}`;
}

export function formatNumber(n: number): string {
  return num.format(n);
}

/**
 * Cuts text at a word boundary to at most `max` characters, adding an ellipsis when cut. An excerpt
 * of an excerpt is the same excerpt (pages send cards their excerpt, and the card cuts again).
 */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max || (clean.length === max + 1 && clean.endsWith("…"))) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!-]+$/, "")}…`;
}

export function formatDate(iso: string, locale = "en-AE"): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Dubai",
  }).format(d);
}
