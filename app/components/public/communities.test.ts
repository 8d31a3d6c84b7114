import { describe, expect, it } from "vitest";
import { TOP_COMMUNITIES } from "../../modules/locations/locations.ts";
import { allPropertiesHref } from "./communities.ts";
import { whatsappHref, telHref } from "../../lib/contact-links.ts";
import { searchResultUrl } from "./home-search.tsx";

describe("community cards", () => {
  // The counts' rule is tested with the search it mirrors (modules/properties/listing-search.test.ts).
  it("has the 14 communities of docs/product/specification.md", () => {
    expect(TOP_COMMUNITIES).toHaveLength(14);
    expect(new Set(TOP_COMMUNITIES).size).toBe(14);
  });

  it("links to /allProperties with the name in the address", () => {
    expect(allPropertiesHref("Jumeirah Village Circle")).toBe(
      "/allProperties?city=Jumeirah%20Village%20Circle",
    );
    expect(allPropertiesHref("Al Reem Island (Abu Dhabi)")).toBe(
      "/allProperties?city=Al%20Reem%20Island%20(Abu%20Dhabi)",
    );
  });
});

describe("home search URL (docs/product/specification.md §5 defaults)", () => {
  it("falls back to Buy, Dubai and Any", () => {
    expect(searchResultUrl({})).toBe(
      "/searchResult?transactionType=Buy&city=Dubai&minPrice=Any&maxPrice=Any&bedroom=Any&bathroom=Any",
    );
  });

  it("keeps what was chosen", () => {
    expect(
      searchResultUrl({
        transactionType: "Rent",
        city: "Dubai Marina",
        minPrice: "50000",
        bedroom: "0",
        bathroom: " ",
      }),
    ).toBe(
      "/searchResult?transactionType=Rent&city=Dubai+Marina&minPrice=50000&maxPrice=Any&bedroom=0&bathroom=Any",
    );
  });
});

describe("contact links", () => {
  it("builds wa.me links from any phone format, with a prefilled message", () => {
    expect(whatsappHref("+971 50 000 0100")).toBe("https://wa.me/971500000100");
    expect(whatsappHref("00971500000100")).toBe("https://wa.me/971500000100");
    expect(whatsappHref("971500000100", "Hi & hello")).toBe(
      "https://wa.me/971500000100?text=Hi%20%26%20hello",
    );
  });

  it("keeps only dialable characters in tel: links", () => {
    expect(telHref("+971 4 555 0100")).toBe("tel:+97145550100");
  });
});
