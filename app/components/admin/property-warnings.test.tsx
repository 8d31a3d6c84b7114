import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ListingWarning } from "../../modules/properties/property.consistency.ts";
import { PropertyWarnings } from "./property-warnings.tsx";

describe("PropertyWarnings", () => {
  it("renders nothing for a consistent listing", () => {
    expect(renderToStaticMarkup(<PropertyWarnings warnings={[]} />)).toBe("");
  });

  it("lists each warning under a labelled heading, naming the field, with plurals and dates written out", () => {
    const warnings: ListingWarning[] = [
      { code: "house-elevators", field: "elevators", vars: { n: 1 } },
      { code: "text-bedrooms", field: "desc", vars: { quote: "3-bedroom", n: 0 } },
      { code: "ready-future-handover", field: "handOverDate", vars: { date: "2028-06-30" } },
      { code: "text-furnishing", field: "keyFeatures", vars: { stated: "semi", expected: "unfurnished" } },
    ];
    const html = renderToStaticMarkup(<PropertyWarnings warnings={warnings} />);
    const heading = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`aria-labelledby="${heading}"`);
    expect(html).toContain("Check this listing&#x27;s text");
    expect(html).toContain("4 things disagree with the listing&#x27;s facts");
    expect(html).toContain("Elevators: A villa or townhouse with 1 elevator in the building table.");
    expect(html).toContain(
      "Description: The text says “3-bedroom”, but the listing has no bedrooms (a studio).",
    );
    expect(html).toMatch(
      /Handover date: The listing is ready, but its handover date \(30[^)]*2028\) is still to come\./,
    );
    expect(html).toContain("Key features: The text says semi-furnished, but the listing is unfurnished.");
    expect(html).not.toMatch(/admin\.|[{}]|#(?!x27;)/);
  });
});
