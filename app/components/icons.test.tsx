import { BedDouble as LucideBedDouble, MapPin as LucideMapPin, Star as LucideStar } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BedDouble, MapPin, Star } from "./icons.ts";

// The site's icons are Lucide's drawings written as one string per icon (issue 25): the markup a
// page gets must be exactly what Lucide's own components write, whatever props the pages pass.
describe("icons", () => {
  const pairs = [
    [BedDouble, LucideBedDouble],
    [MapPin, LucideMapPin],
    [Star, LucideStar],
  ] as const;
  const propSets = [
    {},
    { className: "size-4 text-sand-dark" },
    { className: "size-5", strokeWidth: 1.5, "aria-label": "Rated" },
    { size: 16, fill: "currentColor", role: "img" },
    { className: "size-4 ", "aria-hidden": true as const },
  ];
  it("render the same markup as Lucide's components", () => {
    for (const [Ours, Theirs] of pairs)
      for (const props of propSets) {
        const theirs = renderToStaticMarkup(<Theirs {...props} />).replace(
          / class="([^"]*?)\s+"/,
          ' class="$1"',
        );
        expect(renderToStaticMarkup(<Ours {...props} />)).toBe(theirs);
      }
  });
});
