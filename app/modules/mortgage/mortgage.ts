/**
 * Mortgage arithmetic for the property page (docs/product/decisions.md item 13). Pure, browser-safe, no I/O.
 *
 * Loan-to-value caps follow the UAE Central Bank mortgage regulations (minimum down payment as a
 * share of the purchase price). The AED 5,000,000 threshold applies to the whole price: a first
 * home priced at exactly AED 5,000,000 uses the lower down payment; anything above uses the higher.
 * Upfront costs are the usual Dubai figures, published as estimates; they change from time to time
 * and every line the calculator shows says so.
 */

export const PRICE_MIN = 300_000;
export const PRICE_MAX = 20_000_000;
export const PRICE_STEP = 10_000;
const PRICE_DEFAULT = 1_000_000;

export const TERM_MIN_YEARS = 5;
/** The UAE maximum mortgage term. */
export const TERM_MAX_YEARS = 25;
export const TERM_DEFAULT_YEARS = 25;

export const RATE_MIN = 0;
export const RATE_MAX = 10;
export const RATE_STEP = 0.01;
export const RATE_DEFAULT = 4;

/** The most a buyer can put down on this calculator, as a percentage of the price. */
export const DOWN_PAYMENT_MAX_PCT = 80;
/** Above this price, first-home loan-to-value caps are lower. */
const HIGH_VALUE_THRESHOLD = 5_000_000;

export type Residency = "national" | "nonNational";
export type HomeOrder = "first" | "second";

export interface BuyerProfile {
  residency: Residency;
  home: HomeOrder;
  /** The property is sold off-plan (not yet completed): 50% minimum whoever buys. */
  offPlan: boolean;
}

/** Minimum down payment in percent of the price under the Central Bank loan-to-value caps. */
export function minDownPaymentPct(price: number, buyer: BuyerProfile): number {
  if (buyer.offPlan) return 50;
  if (buyer.home === "second") return buyer.residency === "national" ? 35 : 40;
  const high = price > HIGH_VALUE_THRESHOLD;
  if (buyer.residency === "national") return high ? 25 : 15;
  return high ? 30 : 20;
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** The calculator's starting price: the listing's price when known, clamped to the slider range. */
export function defaultPrice(listingPrice: number | null | undefined): number {
  if (listingPrice == null || !Number.isFinite(listingPrice) || listingPrice <= 0) return PRICE_DEFAULT;
  return clamp(Math.round(listingPrice), PRICE_MIN, PRICE_MAX);
}

/**
 * Monthly repayment of an amortised loan. `annualRatePct` is a yearly percentage (4 = 4%); the
 * monthly rate is yearly / 100 / 12. At a rate of 0 the principal is simply divided by the months.
 */
export function monthlyRepayment(principal: number, annualRatePct: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const r = annualRatePct / 100 / 12;
  if (r === 0) return principal / months;
  const f = (1 + r) ** months;
  return (principal * r * f) / (f - 1);
}

/** Published Dubai fees used for the upfront estimate (AED unless a rate). */
export const FEES = {
  /** Dubai Land Department transfer fee, share of the price. */
  dldTransferRate: 0.04,
  /** DLD title-deed / administration fee for an apartment or villa. */
  dldAdminFee: 580,
  /** Mortgage registration with the DLD, share of the loan, plus a fixed fee. */
  mortgageRegistrationRate: 0.0025,
  mortgageRegistrationFee: 290,
  /** Registration trustee office fee: lower for properties under AED 500,000. */
  trusteeFee: 4_000,
  trusteeFeeLow: 2_000,
  trusteeLowBelow: 500_000,
  /** Agency commission, share of the price. */
  agencyRate: 0.02,
  /** VAT on trustee and agency fees. */
  vatRate: 0.05,
} as const;

export interface UpfrontCosts {
  dldTransfer: number;
  dldAdmin: number;
  mortgageRegistration: number;
  trustee: number;
  agency: number;
  total: number;
}

export function upfrontCosts(price: number, loan: number): UpfrontCosts {
  const dldTransfer = price * FEES.dldTransferRate;
  const dldAdmin = FEES.dldAdminFee;
  const mortgageRegistration =
    loan > 0 ? loan * FEES.mortgageRegistrationRate + FEES.mortgageRegistrationFee : 0;
  const trusteeBase = price < FEES.trusteeLowBelow ? FEES.trusteeFeeLow : FEES.trusteeFee;
  const trustee = trusteeBase * (1 + FEES.vatRate);
  const agency = price * FEES.agencyRate * (1 + FEES.vatRate);
  return {
    dldTransfer,
    dldAdmin,
    mortgageRegistration,
    trustee,
    agency,
    total: dldTransfer + dldAdmin + mortgageRegistration + trustee + agency,
  };
}

export interface MortgageInput extends BuyerProfile {
  price: number;
  /** Down payment in percent of the price; clamped to [minimum, 80]. */
  downPaymentPct: number;
  years: number;
  annualRatePct: number;
}

export interface MortgageResult {
  price: number;
  minDownPaymentPct: number;
  downPaymentPct: number;
  downPayment: number;
  loan: number;
  years: number;
  months: number;
  annualRatePct: number;
  monthly: number;
  totalRepaid: number;
  totalInterest: number;
  upfront: UpfrontCosts;
  /** Down payment plus upfront costs: the cash a buyer needs on the day. */
  cashNeeded: number;
}

/** Clamps every input to its allowed range, then computes everything the calculator shows. */
export function computeMortgage(input: MortgageInput): MortgageResult {
  const price = clamp(input.price, PRICE_MIN, PRICE_MAX);
  const minPct = minDownPaymentPct(price, input);
  const downPaymentPct = clamp(input.downPaymentPct, minPct, DOWN_PAYMENT_MAX_PCT);
  const downPayment = Math.round((price * downPaymentPct) / 100);
  const loan = price - downPayment;
  const years = clamp(Math.round(input.years), TERM_MIN_YEARS, TERM_MAX_YEARS);
  const annualRatePct = clamp(input.annualRatePct, RATE_MIN, RATE_MAX);
  const months = years * 12;
  const monthly = monthlyRepayment(loan, annualRatePct, years);
  const totalRepaid = monthly * months;
  const upfront = upfrontCosts(price, loan);
  return {
    price,
    minDownPaymentPct: minPct,
    downPaymentPct,
    downPayment,
    loan,
    years,
    months,
    annualRatePct,
    monthly,
    totalRepaid,
    totalInterest: Math.max(0, totalRepaid - loan),
    upfront,
    cashNeeded: downPayment + upfront.total,
  };
}
