import { describe, expect, it } from "vitest";
import { admin } from "./en/admin.ts";
import { visitor } from "./en/visitor.ts";
import { map } from "./en/map.ts";
import { content } from "./en/content.ts";
import { forms } from "./en/forms.ts";
import { en } from "./en/index.ts";
import { formatMessage, type MessageKey, translate } from "./index.ts";
import "./admin.ts";
import "./visitor.ts";
import "./map.ts";
import "./content.ts";
import "./forms.ts";

describe("formatMessage", () => {
  const count = "{n, plural, =0 {no listings} one {# listing} other {# listings}}";

  it("picks the English branch by the plural rules and writes the number for the locale", () => {
    expect(formatMessage("en", count, { n: 0 })).toBe("no listings");
    expect(formatMessage("en", count, { n: 1 })).toBe("1 listing");
    expect(formatMessage("en", count, { n: 2 })).toBe("2 listings");
    expect(formatMessage("en", count, { n: 12500 })).toBe("12,500 listings");
  });

  it("follows Arabic's six categories when the message has them, in Western digits", () => {
    const ar =
      "{n, plural, zero {لا عقارات} one {عقار واحد} two {عقاران} few {# عقارات} many {# عقارًا} other {# عقار}}";
    expect(formatMessage("ar", ar, { n: 0 })).toBe("لا عقارات");
    expect(formatMessage("ar", ar, { n: 1 })).toBe("عقار واحد");
    expect(formatMessage("ar", ar, { n: 2 })).toBe("عقاران");
    // Western digits, grouped, as Dubai's portals write numbers in Arabic.
    expect(formatMessage("ar", ar, { n: 3 })).toBe("3 عقارات");
    expect(formatMessage("ar", ar, { n: 11 })).toBe("11 عقارًا");
    expect(formatMessage("ar", ar, { n: 100 })).toBe("100 عقار");
    expect(formatMessage("ar", ar, { n: 1250 })).toBe("1,250 عقارًا");
  });

  it("fills plain placeholders inside and around a plural, and leaves unknown ones as written", () => {
    const done = "{n, plural, one {# listing} other {# listings}} set to {label}{missing}.";
    expect(formatMessage("en", done, { n: 1, label: "Sold" })).toBe("1 listing set to Sold{missing}.");
    expect(formatMessage("en", "{n, plural, one {# {unit}} other {# {unit}s}}", { n: 3, unit: "bed" })).toBe(
      "3 beds",
    );
  });

  it("leaves a plural whose value is not a number as written rather than guessing", () => {
    const text = "{n, plural, one {# bed} other {# beds}}";
    expect(formatMessage("en", text, { n: "1,200" })).toBe(text);
    expect(formatMessage("en", text)).toBe(text);
  });

  it("every English message with a count has its plural written out (no '1 photos')", () => {
    const plurals = Object.entries({ ...en, ...admin, ...content, ...forms, ...visitor, ...map }).filter(
      ([, v]) => v.includes(", plural,"),
    );
    expect(plurals.length).toBeGreaterThan(15);
    for (const [key, value] of plurals) {
      // Every variable a plural counts, at 1 and then at 2.
      const names = [...value.matchAll(/\{(\w+), plural,/g)].map((m) => m[1]);
      const at = (n: number) => Object.fromEntries(names.map((name) => [name, n]));
      expect(translate("en", key as MessageKey, at(1)), key).not.toMatch(/plural|#/);
      expect(formatMessage("en", value, at(2)), key).not.toMatch(/plural|#/);
    }
    expect(translate("en", "property.count", { n: 1 })).toBe("1 property");
    expect(translate("en", "pd.gallery.more", { n: 1 })).toBe("+1 photo");
    expect(
      translate("en", "admin.dashboard.newLeadsDetail", {
        contact: 1,
        enquiry: 1,
        listProperty: 2,
        unread: 18,
      }),
    ).toBe("1 contact message · 1 enquiry · 2 list requests · 18 unread in all");
    expect(translate("en", "admin.login.throttled", { minutes: 1 })).toBe(
      "Too many failed attempts. Try again in 1 minute.",
    );
  });
});
