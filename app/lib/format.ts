// The site's one way to write money, numbers and dates: en-AE grouping, whole dirhams, Dubai's
// calendar day. A screen that needs a variant asks for it with an option here, so the same figure
// never reads two ways on two screens.

let collator: Intl.Collator | undefined;
const PLAIN = /^[A-Za-z0-9 ()]*$/;
/**
 * Alphabetical order of names, by English rules. Names of only ASCII letters, digits, spaces and
 * parentheses (every community, most places typed in) compare without a collator, as English
 * collation orders them: letters regardless of case, then lower case before upper case; spaces,
 * then parentheses, then digits before letters, as their code points already are. Any other name
 * goes through one `Intl.Collator` (punctuation orders differently there). The
 * first collator a page builds costs a phone tens of milliseconds of main thread (and
 * `a.localeCompare(b, "en")` builds one per call): sorting the ~95 communities cost 27–34 ms at
 * hydration (issue 25).
 */
export function compareNames(a: string, b: string): number {
  if (PLAIN.test(a) && PLAIN.test(b)) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    if (x !== y) return x < y ? -1 : 1;
    return a === b ? 0 : a > b ? -1 : 1;
  }
  collator ??= new Intl.Collator("en");
  return collator.compare(a, b);
}

const numberFormats = new Map<number, Intl.NumberFormat>();
function grouped(maxDecimals: number): Intl.NumberFormat {
  let f = numberFormats.get(maxDecimals);
  if (!f) {
    f = new Intl.NumberFormat("en-AE", { maximumFractionDigits: maxDecimals });
    numberFormats.set(maxDecimals, f);
  }
  return f;
}

/**
 * A number written with en-AE grouping. Whole numbers (every price and count the site shows) are
 * grouped here, to the same text Intl.NumberFormat gives: the first formatter a page builds costs a
 * phone about 30 ms of main thread while ICU loads its number data (issue 25), and a public page
 * otherwise shows no fraction.
 */
function writeGrouped(n: number, maxDecimals: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return grouped(maxDecimals).format(n);
  const digits = String(Math.abs(n));
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${out}` : out;
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
  return `AED ${writeGrouped(Math.round(amount), 0)}`;
}

/** A file or body size as people read it: `340 KB`, `5.2 MB` (at least 1 KB, one decimal at most). */
export function formatBytes(n: number): string {
  if (n < 1024 * 1024) return `${Math.max(1, Math.round(n / 1024))} KB`;
  return `${formatNumber(n / (1024 * 1024), { maxDecimals: 1 })} MB`;
}

/** `12,490`; `maxDecimals` keeps fractions (a size of 1,285.5 sq ft, a rate of 3.99). */
export function formatNumber(n: number, { maxDecimals = 0 }: { maxDecimals?: number } = {}): string {
  return writeGrouped(n, maxDecimals);
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
