import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAED } from "../../lib/format.ts";
import {
  computeMortgage,
  DOWN_PAYMENT_MAX_PCT,
  defaultPrice,
  type MortgageInput,
  minDownPaymentPct,
  monthlyRepayment,
  PRICE_MAX,
  PRICE_MIN,
  upfrontCosts,
} from "./mortgage.ts";

const firstNonNational = { residency: "nonNational", home: "first", offPlan: false } as const;
const firstNational = { residency: "national", home: "first", offPlan: false } as const;
const secondNonNational = { residency: "nonNational", home: "second", offPlan: false } as const;
const secondNational = { residency: "national", home: "second", offPlan: false } as const;

describe("monthly repayment", () => {
  it("divides the loan by the number of months at a rate of 0", () => {
    expect(monthlyRepayment(800_000, 0, 25)).toBe(800_000 / 300);
    expect(monthlyRepayment(120_000, 0, 5)).toBe(2_000);
  });

  it("matches the textbook amortised figure (100,000 at 6% over 30 years = 599.55)", () => {
    expect(monthlyRepayment(100_000, 6, 30)).toBeCloseTo(599.55, 2);
  });

  it("matches an independent figure for AED 800,000 at 4% over 25 years", () => {
    // P·r·(1+r)^n / ((1+r)^n − 1) with r = 0.04/12, n = 300, worked out with bc: 4,222.6947.
    expect(monthlyRepayment(800_000, 4, 25)).toBeCloseTo(4222.6947, 3);
  });

  it("is zero for no loan", () => {
    expect(monthlyRepayment(0, 4, 25)).toBe(0);
  });

  it("repays the whole loan: the sum of payments is never below the principal", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 20_000_000 }),
        fc.integer({ min: 0, max: 1000 }).map((n) => n / 100),
        fc.integer({ min: 5, max: 25 }),
        (loan, rate, years) => {
          const m = monthlyRepayment(loan, rate, years);
          expect(m * years * 12).toBeGreaterThanOrEqual(loan - 1e-6);
          if (rate > 0) expect(m * years * 12).toBeGreaterThan(loan);
        },
      ),
    );
  });
});

describe("minimum down payment (UAE Central Bank loan-to-value caps)", () => {
  it("first home, non-national: 20% up to AED 5M inclusive, 30% above", () => {
    expect(minDownPaymentPct(4_990_000, firstNonNational)).toBe(20);
    expect(minDownPaymentPct(5_000_000, firstNonNational)).toBe(20);
    expect(minDownPaymentPct(5_000_001, firstNonNational)).toBe(30);
    expect(minDownPaymentPct(5_010_000, firstNonNational)).toBe(30);
  });

  it("first home, UAE national: 15% up to AED 5M inclusive, 25% above", () => {
    expect(minDownPaymentPct(5_000_000, firstNational)).toBe(15);
    expect(minDownPaymentPct(5_010_000, firstNational)).toBe(25);
  });

  it("second home: 40% for non-nationals and 35% for nationals, at any price", () => {
    for (const price of [300_000, 5_000_000, 5_010_000, 20_000_000]) {
      expect(minDownPaymentPct(price, secondNonNational)).toBe(40);
      expect(minDownPaymentPct(price, secondNational)).toBe(35);
    }
  });

  it("off-plan: 50% whoever buys", () => {
    for (const residency of ["national", "nonNational"] as const) {
      for (const home of ["first", "second"] as const) {
        for (const price of [1_000_000, 5_000_000, 8_000_000]) {
          expect(minDownPaymentPct(price, { residency, home, offPlan: true })).toBe(50);
        }
      }
    }
  });
});

describe("upfront costs", () => {
  it("adds the DLD 4% + admin fee, mortgage registration, trustee and agency fees with VAT", () => {
    const c = upfrontCosts(1_000_000, 800_000);
    expect(c.dldTransfer).toBe(40_000);
    expect(c.dldAdmin).toBe(580);
    expect(c.mortgageRegistration).toBe(2_000 + 290);
    expect(c.trustee).toBeCloseTo(4_200, 6);
    expect(c.agency).toBeCloseTo(21_000, 6);
    expect(c.total).toBeCloseTo(40_000 + 580 + 2_290 + 4_200 + 21_000, 6);
  });

  it("uses the lower trustee fee under AED 500,000 and no registration without a loan", () => {
    const c = upfrontCosts(400_000, 0);
    expect(c.trustee).toBeCloseTo(2_100, 6);
    expect(c.mortgageRegistration).toBe(0);
    expect(upfrontCosts(500_000, 1).trustee).toBeCloseTo(4_200, 6);
  });
});

describe("computeMortgage", () => {
  const base: MortgageInput = {
    ...firstNonNational,
    price: 1_000_000,
    downPaymentPct: 20,
    years: 25,
    annualRatePct: 4,
  };

  it("computes loan, monthly repayment and total interest", () => {
    const r = computeMortgage(base);
    expect(r.downPayment).toBe(200_000);
    expect(r.loan).toBe(800_000);
    expect(r.months).toBe(300);
    expect(r.monthly).toBeCloseTo(4222.6947, 3);
    expect(r.totalInterest).toBeCloseTo(4222.694722 * 300 - 800_000, 0);
    expect(r.cashNeeded).toBeCloseTo(200_000 + r.upfront.total, 6);
  });

  it("has no interest at a rate of 0", () => {
    const r = computeMortgage({ ...base, annualRatePct: 0 });
    expect(r.monthly).toBeCloseTo(800_000 / 300, 9);
    expect(r.totalInterest).toBeCloseTo(0, 6);
  });

  it("raises a down payment below the minimum to the minimum and caps it at 80%", () => {
    expect(computeMortgage({ ...base, downPaymentPct: 5 }).downPaymentPct).toBe(20);
    expect(computeMortgage({ ...base, downPaymentPct: 95 }).downPaymentPct).toBe(DOWN_PAYMENT_MAX_PCT);
    // Crossing the AED 5M boundary moves the minimum from 20% to 30%.
    const high = computeMortgage({ ...base, price: 5_010_000, downPaymentPct: 20 });
    expect(high.minDownPaymentPct).toBe(30);
    expect(high.downPayment).toBe(1_503_000);
    const offPlan = computeMortgage({ ...base, offPlan: true, downPaymentPct: 20 });
    expect(offPlan.downPayment).toBe(500_000);
  });

  it("clamps price, term and rate to the slider ranges", () => {
    const r = computeMortgage({ ...base, price: 50_000_000, years: 40, annualRatePct: 12 });
    expect(r.price).toBe(PRICE_MAX);
    expect(r.years).toBe(25);
    expect(r.annualRatePct).toBe(10);
    const low = computeMortgage({ ...base, price: 50_000, years: 1, annualRatePct: -1 });
    expect(low.price).toBe(PRICE_MIN);
    expect(low.years).toBe(5);
    expect(low.annualRatePct).toBe(0);
  });
});

describe("defaults and formatting", () => {
  it("starts from the listing price, clamped, else AED 1,000,000", () => {
    expect(defaultPrice(2_450_000)).toBe(2_450_000);
    expect(defaultPrice(120_000)).toBe(PRICE_MIN);
    expect(defaultPrice(45_000_000)).toBe(PRICE_MAX);
    expect(defaultPrice(0)).toBe(1_000_000);
    expect(defaultPrice(null)).toBe(1_000_000);
  });

  it("formats en-AE AED without decimals", () => {
    const money = (n: number) => formatAED(n, { zero: true });
    expect(money(1_250_000)).toBe("AED 1,250,000");
    expect(money(4222.71)).toBe("AED 4,223");
    expect(money(0)).toBe("AED 0");
  });
});
