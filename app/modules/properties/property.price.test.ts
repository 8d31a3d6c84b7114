import { describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/index.ts";
import { chequesText, priceLine, priceParts } from "./property.price.ts";

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate("en", key, vars);

describe("how a price reads", () => {
  it("gives rents their period and sales none", () => {
    expect(priceLine({ price: 120_000, rentFrequency: "yearly" }, t)).toBe("AED 120,000 /year");
    expect(priceLine({ price: 9_500, rentFrequency: "monthly" }, t)).toBe("AED 9,500 /month");
    expect(priceLine({ price: 2_000, rentFrequency: "weekly" }, t)).toBe("AED 2,000 /week");
    expect(priceLine({ price: 1_350, rentFrequency: "daily" }, t)).toBe("AED 1,350 /night");
    expect(priceLine({ price: 2_450_000, rentFrequency: null }, t)).toBe("AED 2,450,000");
  });

  it("says Price on request on pages and keeps Contact Us on cards", () => {
    expect(priceParts({ price: 0, rentFrequency: null }, t)).toEqual({
      amount: "Price on request",
      period: "",
      onRequest: true,
    });
    expect(priceLine({ price: 0, rentFrequency: "yearly" }, t, "card")).toBe("Contact Us");
  });

  it("states cheques for yearly rents only, with real plurals", () => {
    expect(chequesText({ cheques: 1, rentFrequency: "yearly" }, t)).toBe("Payable in 1 cheque");
    expect(chequesText({ cheques: 4, rentFrequency: "yearly" }, t)).toBe("Payable in 4 cheques");
    expect(chequesText({ cheques: 4, rentFrequency: "monthly" }, t)).toBeNull();
    expect(chequesText({ cheques: null, rentFrequency: "yearly" }, t)).toBeNull();
  });
});
