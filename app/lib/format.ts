// The site's one way to write money, numbers and dates: en-AE grouping, whole dirhams, Dubai's
// calendar day. A screen that needs a variant asks for it with an option here, so the same figure
// never reads two ways on two screens.

const numberFormats = new Map<number, Intl.NumberFormat>();
function grouped(maxDecimals: number): Intl.NumberFormat {
  let f = numberFormats.get(maxDecimals);
  if (!f) {
    f = new Intl.NumberFormat("en-AE", { maximumFractionDigits: maxDecimals });
    numberFormats.set(maxDecimals, f);
  }
  return f;
}

export interface MoneyOptions {
  /**
   * Show an amount that is not above 0 as `AED 0` instead of null. Listings use null ("Contact
   * Us"); the mortgage calculator shows every figure, a zero fee included.
   */
  zero?: boolean;
}

/** `AED 1,250,000` (whole dirhams); null when the amount is not above 0 (the caller shows "Contact Us"). */
export function formatAED(amount: number, options: MoneyOptions & { zero: true }): string;
export function formatAED(amount: number | null | undefined, options?: MoneyOptions): string | null;
export function formatAED(amount: number | null | undefined, options: MoneyOptions = {}): string | null {
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return options.zero ? "AED 0" : null;
  return `AED ${grouped(0).format(Math.round(amount))}`;
}

/** A file or body size as people read it: `340 KB`, `5.2 MB` (at least 1 KB, one decimal at most). */
export function formatBytes(n: number): string {
  if (n < 1024 * 1024) return `${Math.max(1, Math.round(n / 1024))} KB`;
  return `${formatNumber(n / (1024 * 1024), { maxDecimals: 1 })} MB`;
}

/** `12,490`; `maxDecimals` keeps fractions (a size of 1,285.5 sq ft, a rate of 3.99). */
export function formatNumber(n: number, { maxDecimals = 0 }: { maxDecimals?: number } = {}): string {
  return grouped(maxDecimals).format(n);
}

/** `3.99%`: at most two decimals. */
export function formatPercent(n: number): string {
  return `${formatNumber(n, { maxDecimals: 2 })}%`;
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

export interface DateOptions {
  /** `en-AE` for the public pages (`12 Mar 2025`); the admin's dense tables use `en-GB`. */
  locale?: string;
  /** Add the 24-hour time (`12 Mar 2025, 14:05`). */
  time?: boolean;
  /**
   * What to show for a value that is not a date: the admin shows the stored text as is; left
   * out, it formats as the platform does (`Invalid Date`).
   */
  invalid?: "raw";
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A day in Dubai's time zone; `yyyy-mm-dd` is that calendar day, a timestamp the day it fell on in Dubai. */
export function formatDate(
  iso: string,
  { locale = "en-AE", time = false, invalid }: DateOptions = {},
): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (invalid === "raw" && Number.isNaN(d.getTime())) return iso;
  const key = `${locale}|${time}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Dubai",
      ...(time ? { hour: "2-digit", minute: "2-digit", hour12: false } : {}),
    });
    dateFormats.set(key, f);
  }
  return f.format(d);
}
