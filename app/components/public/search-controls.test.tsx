import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider, translate } from "../../lib/i18n/index.ts";
import { LOCATIONS } from "../../modules/locations/locations.ts";
import { filterChips } from "./listing-search.tsx";
import { priceChoices, priceLabel } from "./search-controls.tsx";
import { LocationSelect } from "./location-select.tsx";

const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
  translate("en", key, vars);

function render(node: React.ReactNode): string {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <I18nProvider locale="en">{node}</I18nProvider> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the location field before hydration", () => {
  const html = render(
    <LocationSelect
      label="City"
      name="city"
      defaultValue="Creek Harbour"
      first={{ value: "Dubai", label: "Dubai (all areas)" }}
      locations={LOCATIONS}
    />,
  );

  it("is a native select of the form, so the GET form submits without JavaScript", () => {
    expect(html).toMatch(/<label[^>]*>City<select name="city"/);
    expect(html).toContain('<option value="Dubai">Dubai (all areas)</option>');
  });

  it("lists each place once, grouped by emirate, and selects an old spelling's place", () => {
    expect(html).not.toContain("<option>Creek Harbour</option>");
    expect(html).toContain('<option selected="">Dubai Creek Harbour</option>');
    const groups = [...html.matchAll(/<optgroup label="([^"]+)"/g)].map((m) => m[1]);
    expect(groups).toEqual(["Dubai", "Abu Dhabi", "Sharjah", "Ras Al Khaimah"]);
  });
});

describe("price controls and chips", () => {
  it("labels prices with the period", () => {
    expect(priceLabel(t, "max", "year")).toBe("Max price (AED/year)");
    expect(priceLabel(t, "max", "night")).toBe("Max price (AED/night)");
    expect(priceLabel(t, "min", null)).toBe("Min price (AED)");
  });

  it("keeps an address's own price choosable", () => {
    const choices = priceChoices((k, v) => translate("en", k, v), "year", "123456").map((c) => c.value);
    expect(choices).toContain("123456");
    expect(choices).toEqual([...choices].sort((a, b) => Number(a) - Number(b)));
  });

  it("says what each active filter is, with plurals, and links its removal", () => {
    const chips = filterChips(
      t,
      { city: "Dubai Marina", maxPrice: "100000", bedroom: "1", bathroom: "2", minPrice: "Any" },
      ["city", "minPrice", "maxPrice", "bedroom", "bathroom"],
      "year",
      "?city=Dubai+Marina&maxPrice=100000&bedroom=1&bathroom=2&minPrice=Any&page=2",
    );
    expect(chips.map((c) => c.label)).toEqual([
      "Dubai Marina",
      "Up to AED 100,000/year",
      "1 bedroom",
      "2 bathrooms",
    ]);
    expect(chips[2].remove).toBe("?city=Dubai+Marina&maxPrice=100000&bathroom=2&minPrice=Any");
    const studio = filterChips(t, { bedroom: "0" }, ["bedroom"], null, "");
    expect(studio[0].label).toBe("Studio");
  });
});
