import { createContext, createElement, type ReactNode, useContext } from "react";
import { type AreaUnit, type Currency, SQM_PER_SQFT } from "./display-units.ts";
import { formatNumber } from "./format.ts";
import { formatMoney, type Translate } from "./i18n/index.ts";

/**
 * How a page shows prices and sizes (issue 20): the visitor's currency with its rate (dirhams for one
 * unit, from the agency's settings; null shows dirhams) and area unit. Prices stay stored, filtered
 * and sorted in dirhams and sizes in square feet; only what is shown changes. Set once per page by
 * the root (from the visitor's cookies and the settings), read by every price and size.
 */
export interface Display {
  currency: Currency;
  /** Dirhams for one unit of `currency`; null for dirhams. */
  rate: number | null;
  unit: AreaUnit;
  /** The day the agency set its rates (yyyy-mm-dd), "" when never. */
  ratesSetOn: string;
}

export const DEFAULT_DISPLAY: Display = { currency: "AED", rate: null, unit: "sqft", ratesSetOn: "" };

/** Whether prices are shown in another currency than dirhams. */
export const converts = (d: Display): d is Display & { rate: number } =>
  d.currency !== "AED" && d.rate !== null;

/**
 * A price in the visitor's currency: `USD 724,303`, `724,303 USD` in Arabic (whole units, rounded),
 * or in dirhams (`formatMoney`). Null when the amount is not above 0, unless `zero`.
 */
export function formatPrice(
  t: Translate,
  aed: number | null | undefined,
  display: Display,
  options: { zero?: boolean } = {},
): string | null {
  if (!converts(display)) return formatMoney(t, aed, options);
  if (aed == null || !Number.isFinite(aed) || aed <= 0)
    return options.zero ? formatMoney(t, 0, { zero: true }) : null;
  return t("price.foreign", {
    currency: display.currency,
    amount: formatNumber(Math.round(aed / display.rate)),
  });
}

/** A size given in square feet, in the visitor's unit: `1,250 sqft` or `116 m²` (whole square metres from 10). */
export function formatArea(t: Translate, sqft: number, unit: AreaUnit): string {
  if (unit === "sqft") return t("property.sqft", { n: formatNumber(sqft, { maxDecimals: 3 }) });
  const sqm = sqft * SQM_PER_SQFT;
  return t("property.sqm", { n: formatNumber(sqm, { maxDecimals: sqm < 10 ? 1 : 0 }) });
}

/** The price of one unit of area (of a price in dirhams and a size in square feet), in the visitor's units. */
export function pricePerArea(t: Translate, aed: number, sqft: number, display: Display): string | null {
  const perUnit = display.unit === "sqm" ? aed / (sqft * SQM_PER_SQFT) : aed / sqft;
  return formatPrice(t, perUnit, display);
}

const DisplayContext = createContext<Display>(DEFAULT_DISPLAY);

export function DisplayProvider({ display, children }: { display: Display; children: ReactNode }) {
  return createElement(DisplayContext.Provider, { value: display }, children);
}

/** The page's currency and area unit. */
export function useDisplay(): Display {
  return useContext(DisplayContext);
}
