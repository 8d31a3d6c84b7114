import { describe, expect, it } from "vitest";
import { languageNames, spokenLanguages } from "./languages.ts";

describe("the languages an agent speaks", () => {
  it("are read one per comma, trimmed, without blanks or repeats", () => {
    expect(spokenLanguages(" English, Hindi ,, english, Gujarati ")).toEqual([
      "English",
      "Hindi",
      "Gujarati",
    ]);
    expect(spokenLanguages("")).toEqual([]);
  });

  it("are shown as written on an English page", () => {
    expect(languageNames("English, hindi, Klingon", "en")).toEqual(["English", "hindi", "Klingon"]);
  });

  it("are named in Arabic on an Arabic page, by their English name or another common one", () => {
    expect(languageNames("English, Hindi, Gujarati", "ar")).toEqual(["الإنجليزية", "الهندية", "الغوجاراتية"]);
    expect(languageNames("Russian, Ukrainian, Arabic", "ar")).toEqual(["الروسية", "الأوكرانية", "العربية"]);
    expect(languageNames("Farsi, Mandarin, Tagalog, Bengali", "ar")).toEqual([
      "الفارسية",
      "الصينية",
      "الفلبينية",
      "البنغالية",
    ]);
  });

  it("keep a name nothing matches as written", () => {
    expect(languageNames("Klingon, French", "ar")).toEqual(["Klingon", "الفرنسية"]);
  });
});
