import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, type LinkProps, Link as RouterLink } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n/index.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { Link } from "./locale-link.tsx";

/** What a component renders on a page at `url`, in the language the page's path gives. */
function render(node: ReactNode, url = "/buyRealEstate?page=2", locale: Locale = "en") {
  const Stub = createRoutesStub([{ path: "*", Component: () => node }]);
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <Stub initialEntries={[url]} />
    </I18nProvider>,
  );
}

const CASES: [string, LinkProps][] = [
  ["a path", { to: "/contact", className: "link", children: "Contact" }],
  ["a path with a query and a hash", { to: "/searchResult?city=Dubai%20Marina#results", children: "x" }],
  ["a path with spaces", { to: "/area/Dubai Marina", children: "Dubai Marina" }],
  ["an object", { to: { pathname: "/buyRealEstate", search: "?page=3", hash: "#top" }, children: "3" }],
  [
    "an object with bare search and hash",
    { to: { pathname: "/buyRealEstate", search: "page=3", hash: "top" } },
  ],
  ["the home page", { to: "/", "aria-label": "Home", children: "Home" }],
  ["a new tab", { to: "/property/p1", target: "_blank", rel: "noopener noreferrer", children: "Open" }],
  ["a relative object (the router's own)", { to: { search: "?page=4" }, children: "4" }],
  ["preventScrollReset (the router's own)", { to: "/searchResult?sort=price", preventScrollReset: true }],
  ["state (the router's own)", { to: "/saved", state: { from: "card" } }],
];

describe("the site's Link (issue 25: a plain <a> where it can be)", () => {
  for (const [name, props] of CASES) {
    it(`writes what React Router's Link writes: ${name}`, () => {
      const ours = render(<Link {...props} />);
      expect(ours).toMatch(/^<a /);
      expect(ours).toBe(render(<RouterLink {...props} />));
    });
  }

  it("on an Arabic page, writes the Arabic path as React Router's Link given it would", () => {
    const ours = render(<Link to="/area/Palm Jumeirah?x=1">x</Link>, "/ar/areas", "ar");
    expect(ours).toContain('href="/ar/area/Palm Jumeirah?x=1"');
    expect(ours).toBe(render(<RouterLink to="/ar/area/Palm Jumeirah?x=1">x</RouterLink>, "/ar/areas", "ar"));
    expect(render(<Link to="/">x</Link>, "/ar", "ar")).toContain('href="/ar"');
    // A shared path (the API, uploads, feeds) has no language.
    expect(render(<Link to="/api/properties">x</Link>, "/ar", "ar")).toContain('href="/api/properties"');
  });

  it("a link that must load the document is a plain link the page's click listener leaves alone", () => {
    const html = render(
      <Link to="/preferences" reloadDocument>
        x
      </Link>,
    );
    expect(html).toBe('<a href="/preferences">x</a>');
  });
});
