/**
 * The currencies and area units a visitor may read prices and sizes in (issue 20). Prices are stored,
 * filtered and sorted in dirhams and sizes in square feet; these only change how a page shows them.
 * Plain data, browser-safe.
 */
export const CURRENCIES = ["AED", "USD", "EUR", "GBP", "SAR", "INR", "RUB", "CNY"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The currencies an admin gives a rate for (dirhams for one unit, settings `currencyRates`). */
export const FOREIGN_CURRENCIES = CURRENCIES.filter((c): c is Exclude<Currency, "AED"> => c !== "AED");
export type ForeignCurrency = Exclude<Currency, "AED">;
export type CurrencyRates = Record<ForeignCurrency, number | null>;

export const AREA_UNITS = ["sqft", "sqm"] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
/** One square foot in square metres (exactly, by the international foot). */
export const SQM_PER_SQFT = 0.09290304;

/** The cookies that keep a visitor's choices: not personal (the page cache keys on their values). */
export const CURRENCY_COOKIE = "currency";
export const AREA_UNIT_COOKIE = "area_unit";

/** A cookie's value as a known currency or unit, or null (unknown values are ignored, never stored). */
export function currencyOf(value: string | null | undefined): Currency | null {
  return (CURRENCIES as readonly string[]).includes(value ?? "") ? (value as Currency) : null;
}
export function areaUnitOf(value: string | null | undefined): AreaUnit | null {
  return (AREA_UNITS as readonly string[]).includes(value ?? "") ? (value as AreaUnit) : null;
}
