import { describe, expect, it } from "vitest";
import { alternatePaths, localeOf, localePath, textLang, unlocalizedPath } from "./locale.ts";

describe("the language of a path, and a path in a language", () => {
  it("reads Arabic from /ar and /ar/…, English from everything else", () => {
    expect(localeOf("/ar")).toBe("ar");
    expect(localeOf("/ar/")).toBe("ar");
    expect(localeOf("/AR/buyRealEstate")).toBe("ar");
    expect(localeOf("/ar?x=1")).toBe("ar");
    expect(localeOf("/")).toBe("en");
    expect(localeOf("/area/Dubai")).toBe("en");
    expect(localeOf("/arabian-ranches")).toBe("en");
  });

  it("prefixes site paths, query and fragment kept; leaves shared paths, URLs and fragments alone", () => {
    expect(localePath("ar", "/")).toBe("/ar");
    expect(localePath("ar", "/?newsletter=ok")).toBe("/ar?newsletter=ok");
    expect(localePath("ar", "/buyRealEstate?page=2#results")).toBe("/ar/buyRealEstate?page=2#results");
    expect(localePath("ar", "/ar/contact")).toBe("/ar/contact");
    expect(localePath("en", "/ar/contact?sent=1")).toBe("/contact?sent=1");
    expect(localePath("en", "/ar")).toBe("/");
    for (const shared of [
      "/api/realEstate",
      "/admin/home",
      "/uploads/a.jpg",
      "/videos/video-a.mp4",
      "/sitemap.xml",
      "/editProperty/1",
    ])
      expect(localePath("ar", shared)).toBe(shared);
    for (const other of ["#apply", "https://example.com/x", "//cdn.example/x", "tel:+9714", "relative"])
      expect(localePath("ar", other)).toBe(other);
  });

  it("strips the prefix and lists a page's alternates", () => {
    expect(unlocalizedPath("/ar")).toBe("/");
    expect(unlocalizedPath("/ar/area/Dubai%20Marina")).toBe("/area/Dubai%20Marina");
    expect(unlocalizedPath("/arabic")).toBe("/arabic");
    expect(alternatePaths("/ar/team")).toEqual({ en: "/team", ar: "/ar/team" });
  });

  it("marks text without Arabic letters as English on an Arabic page only", () => {
    expect(textLang("ar", "Dubai Marina")).toBe("en");
    expect(textLang("ar", "دبي مارينا")).toBeUndefined();
    expect(textLang("ar", "")).toBeUndefined();
    expect(textLang("en", "Dubai Marina")).toBeUndefined();
  });
});
