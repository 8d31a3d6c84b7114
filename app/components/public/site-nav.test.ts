import { describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/index.ts";
import { LISTING_PAGES, listingPathFor } from "../../modules/properties/listing-search.ts";
import { isGroup, navDestinations, SITE_NAV } from "./site-nav.ts";

describe("the header's destinations", () => {
  it("offers Buy, Rent, Off-plan, Commercial and Contact beside the Commercial and Residential menus", () => {
    const top = SITE_NAV.map((e) => [translate("en", e.label), e.to]);
    expect(top).toEqual([
      ["Home", "/"],
      ["Buy", listingPathFor("buy")],
      ["Rent", listingPathFor("rent")],
      ["Off-plan", listingPathFor("upcoming")],
      ["Commercial", listingPathFor("commercial")],
      ["Residential", listingPathFor("residential")],
      ["About Us", "/aboutUs"],
      ["Contact", "/contact"],
    ]);
    expect(listingPathFor("upcoming")).toBe("/upcoming-properties");
    // The seed's menus stay: Buy and Rent Commercial, Buy and Rent Residential.
    const menus = SITE_NAV.filter(isGroup).map((g) => g.items.map((i) => i.to));
    expect(menus).toEqual([
      ["/commercialRealEstate?transaction=Buy", "/commercialRealEstate?transaction=Rent"],
      ["/residentialRealEstate?transaction=Buy", "/residentialRealEstate?transaction=Rent"],
    ]);
  });

  it("links only to listing pages that exist, each label named in the catalogue", () => {
    const listingPaths = new Set(LISTING_PAGES.map((p) => p.path));
    for (const d of navDestinations()) {
      expect(translate("en", d.label)).not.toBe(d.label);
      const path = d.to.split("?")[0] ?? "";
      if (/RealEstate$|^\/upcoming/.test(path)) expect(listingPaths.has(path), path).toBe(true);
    }
    const all = navDestinations().map((d) => d.to);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("/saved");
    expect(all).toContain("/listProperty");
  });
});
