import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n/index.ts";
import type { PropertySummary } from "../../modules/properties/property.schema.ts";
import { forCards } from "../../modules/properties/property.cards.ts";
import { type CardVariant, PropertyCard } from "./property-card.tsx";

const base: PropertySummary = {
  _id: "p1",
  name: "Upgraded 2BR with Partial Sea View",
  type: "Buy",
  desc: "We are pleased to present this well-maintained 2-bedroom apartment in Opaline Park Views, Dubai Marina, offering 1,285 sq ft with partial sea view, an open-plan living and dining area and two balconies overlooking the water.",
  location: "Dubai Marina",
  bedrooms: 2,
  bathrooms: 1,
  square: 1285,
  price: 2_660_000,
  rentFrequency: null,
  cheques: null,
  display: null,
  status: "approved",
  propertyStatus: "offPlan",
  propertyType: "residential",
  listedBy: "Agent",
  number: "+971 50 000 0100",
  email: "agent@example.com",
  handOverDate: null,
  permitNumber: null,
  permitExpiry: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  cover: {
    src: "/api/uploads/p1/a-1200.jpg",
    alt: "Living room",
    width: 1600,
    height: 1067,
    srcset: "/api/uploads/p1/a-480.webp 480w, /api/uploads/p1/a-960.webp 960w",
  },
};

function render(props: {
  property?: Partial<PropertySummary>;
  variant?: CardVariant;
  excerptLength?: 0 | 100 | 200;
  priority?: boolean;
}) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <PropertyCard
          property={{ ...base, ...props.property }}
          variant={props.variant}
          excerptLength={props.excerptLength}
          priority={props.priority}
        />
      ),
    },
  ]);
  return renderToStaticMarkup(
    <I18nProvider locale="en">
      <Stub initialEntries={["/"]} />
    </I18nProvider>,
  );
}

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe("PropertyCard", () => {
  it("shows the price in AED, the name linking to the property, the location and the status tag", () => {
    const html = render({});
    expect(html).toContain("AED 2,660,000");
    expect(html).toContain('href="/property/p1"');
    expect(html).toContain("Upgraded 2BR with Partial Sea View");
    expect(html).toContain("Dubai Marina");
    expect(html).toContain("Off Plan");
  });

  it("shows 'Contact Us' when the price is not above 0", () => {
    expect(render({ property: { price: 0 } })).toContain("Contact Us");
  });

  it("sizes the image (no layout shift) and lazy-loads it unless it is above the fold", () => {
    const lazy = render({});
    expect(lazy).toMatch(/<img[^>]+width="1600"[^>]+height="1067"/);
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toMatch(/fetchpriority="low"/i);
    // HTML attribute names are case-insensitive; React writes srcSet/fetchPriority as named.
    expect(lazy).toMatch(/srcset="\/api\/uploads\/p1\/a-480\.webp 480w/i);
    expect(lazy).toContain("sizes=");
    const eager = render({ priority: true });
    expect(eager).toContain('loading="eager"');
    expect(eager).toMatch(/fetchpriority="high"/i);
  });

  it("cuts the description to 100 or 200 characters", () => {
    const short = render({ excerptLength: 100 });
    const long = render({ excerptLength: 200 });
    const para = (html: string) => /leading-relaxed[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
    expect(para(short).length).toBeLessThanOrEqual(101);
    expect(para(short).endsWith("…")).toBe(true);
    expect(para(long).length).toBeLessThanOrEqual(201);
    expect(para(long).length).toBeGreaterThan(para(short).length);
    expect(para(render({}))).toBe("");
  });

  it("call variant: beds, baths, size and Call, WhatsApp and Email links beside (not inside) the card link", () => {
    const html = render({ variant: "call" });
    expect(html).toContain("2 beds");
    expect(html).toContain("1 bath");
    expect(html).toContain("1,285 sqft");
    expect(html).toContain('href="tel:+971500000100"');
    expect(html).toContain('href="https://wa.me/971500000100?text=');
    // Email is our enquiry form about the listing (the lead reaches the admin), never mailto:.
    expect(html).toContain('href="/enquiry?property=p1"');
    expect(html).toContain('aria-label="Email us about Upgraded 2BR with Partial Sea View"');
    expect(html).not.toContain("mailto:");
    // No link inside a link: every <a> closes before the next opens.
    expect(html).not.toMatch(/<a\s[^>]*>(?:(?!<\/a>).)*<a\s/s);
    expect(count(html, /<a\s/g)).toBe(4);
  });

  it("a studio shows as Studio", () => {
    expect(render({ variant: "call", property: { bedrooms: 0 } })).toContain("Studio");
  });

  it("areaGuide variant links to the area page; contact variant to the enquiry form", () => {
    expect(render({ variant: "areaGuide" })).toContain('href="/area/Dubai%20Marina"');
    expect(render({ variant: "areaGuide" })).toContain("Area Guide");
    const contact = render({ variant: "contact" });
    expect(contact).toContain('href="/enquiry?property=p1"');
    expect(contact).toContain("Contact Us");
  });

  it("shows a placeholder when there is no photo", () => {
    expect(render({ property: { cover: null } })).toContain("No photo yet");
  });
});

describe("forCards", () => {
  it("sends a card the fields and the excerpt it shows, and nothing of the description when it shows none", () => {
    const [p100] = forCards([base], 100);
    const [p0] = forCards([base], 0);
    expect(p100?.desc.endsWith("…")).toBe(true);
    expect(p100?.desc.length).toBeLessThanOrEqual(101);
    expect(p0?.desc).toBe("");
    // Only what a card shows: no e-mail, dates or workflow status.
    expect(Object.keys(p100 ?? {}).sort()).toEqual([
      "_id",
      "bathrooms",
      "bedrooms",
      "cover",
      "desc",
      "location",
      "name",
      "number",
      "price",
      "propertyStatus",
      "rentFrequency",
      "square",
    ]);
    for (const [k, v] of Object.entries(p100 ?? {})) {
      if (k !== "desc") expect(v).toEqual(base[k as keyof typeof base]);
    }
    // The card cuts the excerpt again and gets the same text.
    const html = render({ property: p100, excerptLength: 100 });
    expect(html).toContain(p100?.desc);
  });
});
