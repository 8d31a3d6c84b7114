import { describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/index.ts";
import {
  assetUrl,
  enquiryHref,
  listingLabel,
  mailtoHref,
  mapHref,
  telHref,
  videoRequestHref,
  whatsappHref,
} from "./contact-links.ts";
import { parseSaved } from "./saved-store.ts";

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate("en", key, vars);
const place = { _id: "abc", name: "Villa", reference: null, location: "Palm Jumeirah", mapUrl: null };

describe("action links", () => {
  it("maps coordinates first, then the agent's map URL, then a search for the community", () => {
    expect(mapHref({ ...place, latitude: 25.1, longitude: 55.2 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=25.1,55.2",
    );
    expect(
      mapHref({ ...place, latitude: 25.1, longitude: null, mapUrl: " https://maps.app.goo.gl/x " }),
    ).toBe("https://maps.app.goo.gl/x");
    // A map URL that is not http(s) is never used as a link.
    expect(mapHref({ ...place, latitude: null, longitude: null, mapUrl: "javascript:alert(1)" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=Palm%20Jumeirah%2C%20Dubai",
    );
  });

  it("builds tel:, mailto: and wa.me links with encoded text", () => {
    expect(telHref("+971 4 555 0100")).toBe("tel:+97145550100");
    expect(mailtoHref("a@b.example", "Enquiry: Villa & pool", "Line 1\nLine 2")).toBe(
      "mailto:a@b.example?subject=Enquiry%3A%20Villa%20%26%20pool&body=Line%201%0ALine%202",
    );
    expect(whatsappHref("+971 50 000 0100", "Hi & bye")).toBe(
      "https://wa.me/971500000100?text=Hi%20%26%20bye",
    );
    expect(whatsappHref("00971500000100", "x")).toBe("https://wa.me/971500000100?text=x");
    // A UAE number written locally reaches the same chat.
    expect(whatsappHref("050 000 0100")).toBe("https://wa.me/971500000100");
    expect(videoRequestHref("65f0")).toBe("/enquiry?property=65f0&topic=video");
  });

  it("sends Email to our enquiry form about the listing", () => {
    expect(enquiryHref("65f0")).toBe("/enquiry?property=65f0");
    expect(enquiryHref("a b&c")).toBe("/enquiry?property=a%20b%26c");
    expect(enquiryHref("65f0", "viewing")).toBe("/enquiry?property=65f0&topic=viewing");
  });

  it("names the listing with its reference when it has one", () => {
    expect(listingLabel({ name: "Villa", reference: "SSP-1" }, t)).toBe("Villa (Ref. SSP-1)");
    expect(listingLabel({ name: "Villa", reference: " " }, t)).toBe("Villa");
  });

  it("resolves stored paths under /api/ and keeps URLs", () => {
    expect(assetUrl("uploads/ab/qr.png")).toBe("/api/uploads/ab/qr.png");
    expect(assetUrl("/api/uploads/ab/qr.png")).toBe("/api/uploads/ab/qr.png");
    expect(assetUrl("https://example.com/qr.png")).toBe("https://example.com/qr.png");
  });
});

describe("saved list parsing", () => {
  it("keeps unique, well-formed ids and survives junk", () => {
    expect(parseSaved(JSON.stringify(["a1", "a1", "b2", 3, "<x>", ""]))).toEqual(["a1", "b2"]);
    expect(parseSaved("{not json")).toEqual([]);
    expect(parseSaved(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseSaved(null)).toEqual([]);
  });
});
