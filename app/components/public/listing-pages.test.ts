import { describe, expect, it } from "vitest";
import { LISTING_PAGES, type ListingKind } from "../../modules/properties/listing-search.ts";
import { listingTitle } from "./listing-pages.ts";

const page = (kind: ListingKind) => {
  const found = LISTING_PAGES.find((p) => p.kind === kind);
  if (!found) throw new Error(`no listing page ${kind}`);
  return found;
};

describe("listing page titles", () => {
  it("names the header's transaction on residential and commercial pages only", () => {
    expect(listingTitle(page("commercial"), { transaction: "Buy" })).toBe("pub.listing.commercial.titleBuy");
    expect(listingTitle(page("buy"), { transaction: "Rent" })).toBe("pub.listing.buy.title");
  });
});
