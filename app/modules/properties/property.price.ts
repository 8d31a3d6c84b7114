import { DEFAULT_DISPLAY, type Display, formatPrice } from "../../lib/display.ts";
import type { MessageKey, Translate } from "../../lib/i18n/index.ts";
import type { Property, RentFrequency } from "./property.schema.ts";

/** The period after a rent ("/year", "/night"): one label per frequency. */
const PERIOD_LABEL: Record<RentFrequency, MessageKey> = {
  yearly: "price.period.yearly",
  monthly: "price.period.monthly",
  weekly: "price.period.weekly",
  daily: "price.period.daily",
};

export interface PriceParts {
  /** `AED 120,000`, or what stands in for a price that is not published. */
  amount: string;
  /** `/year`, `/night`; empty for a sale or a price on request. */
  period: string;
  /** The price is not published (0): the listing asks for an enquiry. */
  onRequest: boolean;
}

/**
 * How a listing's price reads, everywhere it is shown: `AED 120,000 /year`, `AED 1,350 /night`,
 * `AED 2,450,000`. A price of 0 is "on request": cards keep the seed's "Contact Us", the detail
 * page and the enquiry summary say "Price on request" (`onRequest` tells a page to offer the form).
 */
export function priceParts(
  p: Pick<Property, "price" | "rentFrequency">,
  t: Translate,
  where: "card" | "page" = "page",
  display: Display = DEFAULT_DISPLAY,
): PriceParts {
  const amount = formatPrice(t, p.price, display);
  if (!amount) {
    return {
      amount: t(where === "card" ? "price.contactUs" : "price.onRequest"),
      period: "",
      onRequest: true,
    };
  }
  return { amount, period: p.rentFrequency ? t(PERIOD_LABEL[p.rentFrequency]) : "", onRequest: false };
}

/** The price on one line: `AED 120,000 /year`. */
export function priceLine(
  p: Pick<Property, "price" | "rentFrequency">,
  t: Translate,
  where?: "card" | "page",
  display?: Display,
): string {
  const { amount, period } = priceParts(p, t, where, display);
  return period ? `${amount} ${period}` : amount;
}

/** `Payable in 4 cheques`, for a yearly rent that states them; else null. */
export function chequesText(p: Pick<Property, "cheques" | "rentFrequency">, t: Translate): string | null {
  return p.cheques && p.rentFrequency === "yearly" ? t("price.cheques", { n: p.cheques }) : null;
}
