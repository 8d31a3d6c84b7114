/**
 * What a link-preview crawler or search engine sees: a plain request, no JavaScript. The page must
 * carry its title, description, canonical URL, Open Graph / Twitter tags and JSON-LD in the first
 * HTML, and unknown, unpublished or expired ids must answer 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../setup/paths.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { addFixtures, type Fixtures } from "./property-fixtures.ts";

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Every `<meta property|name=… content=…>` of the head, in order. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = new Map<string, string>();
  for (const m of head.matchAll(/<meta\s+([^>]+?)\/?>/g)) {
    const attrs = Object.fromEntries(
      [...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)]),
    );
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined && !tags.has(key)) tags.set(key, attrs.content);
  }
  return tags;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe.each(DIALECTS)("property page in the first HTML [%s]", (dialect) => {
  let server: TestServer;
  let fx: Fixtures;
  beforeAll(async () => {
    server = await startServer({ dialect });
    fx = await addFixtures(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("has the title, description and canonical URL of the listing", async () => {
    const res = await fetch(`${server.url}/property/${fx.full}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    expect(title).toContain(fx.fullName);
    expect(title).toContain("Bluewaters Island");
    const meta = metaTags(html);
    expect(meta.get("description")).toMatch(/^AED 4,350,000 · Bluewaters Island · 2 Beds · 1,450 sqft\. /);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/property/${fx.full}"/>`);
    // The facts are in the server-rendered body too, not only after hydration.
    expect(html).toContain("AED 4,350,000");
    expect(html).toContain("AED 3,000 per sqft");
    expect(html).toContain("SSP-1042");
  });

  it("has Open Graph and Twitter tags with the absolute 1200-px JPEG", async () => {
    const html = await (await fetch(`${server.url}/property/${fx.full}`)).text();
    const meta = metaTags(html);
    expect(meta.get("og:type")).toBe("website");
    expect(meta.get("og:url")).toBe(`${server.url}/property/${fx.full}`);
    expect(meta.get("og:title")).toContain(fx.fullName);
    expect(meta.get("og:title")).toContain("AED 4,350,000");
    expect(meta.get("og:description")).toContain("Bluewaters Island");
    expect(meta.get("og:price:amount")).toBe("4350000");
    expect(meta.get("og:price:currency")).toBe("AED");
    const image = meta.get("og:image") ?? "";
    expect(image).toMatch(new RegExp(`^${server.url}/api/uploads/.+-1200\\.jpg$`));
    expect(meta.get("og:image:width")).toBe("1200");
    expect(meta.get("og:image:height")).toBe("800");
    expect(meta.get("og:image:type")).toBe("image/jpeg");
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    expect(meta.get("twitter:image")).toBe(image);
    // The image a crawler is sent to is really there, and really a 1200 × 800 JPEG.
    const img = await fetch(image);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toMatch(/^image\/jpeg/);
    const bytes = new Uint8Array(await img.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it("has schema.org JSON-LD: a RealEstateListing with an Offer in AED and the place with geo", async () => {
    const html = await (await fetch(`${server.url}/property/${fx.full}`)).text();
    const ld = jsonLd(html).find((x) => x["@type"] === "RealEstateListing");
    expect(ld).toBeTruthy();
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      url: `${server.url}/property/${fx.full}`,
      name: fx.fullName,
      identifier: "SSP-1042",
      offers: { "@type": "Offer", price: 4_350_000, priceCurrency: "AED" },
      contentLocation: {
        "@type": "Place",
        name: "Bluewaters Island",
        geo: { "@type": "GeoCoordinates", latitude: 25.0797, longitude: 55.1216 },
        address: { addressCountry: "AE" },
      },
    });
    expect((ld!.image as string[])[0]).toMatch(/-1200\.jpg$/);
  });

  it("escapes markup inside the JSON-LD so text can never close the script block", async () => {
    const html = await (await fetch(`${server.url}/property/${fx.others[0]}`)).text();
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(block).not.toContain("<");
    expect(block).toContain("\\u003c/script\\u003e");
    const ld = JSON.parse(block) as { description: string };
    expect(ld.description).toContain("Garden & terrace </script><script>alert(1)</script>");
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("answers 404 with a helpful, unindexed page for unknown, unpublished and expired ids", async () => {
    for (const id of [fx.draft, fx.expired, "0123456789abcdef01234567", "not-an-id"]) {
      const res = await fetch(`${server.url}/property/${id}`);
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html).toContain("This property is not available");
      expect(html).toContain('href="/searchResult"');
      expect(html).toContain('href="/buyRealEstate"');
      expect(metaTags(html).get("robots")).toBe("noindex");
      expect(html).not.toContain("Unpublished draft");
      expect(html).not.toContain("Expired listing");
    }
  });

  it("prices rentals per year and shows a studio as Studio", async () => {
    const html = await (await fetch(`${server.url}/property/${fx.rent}`)).text();
    expect(html).toContain("AED 150,000");
    expect(html).toContain("/year");
    // The description's first words, the link preview and the structured data say it too.
    expect(metaTags(html).get("description")).toMatch(/^AED 150,000 \/year · /);
    expect(html).toContain('"unitCode":"ANN"');
    expect(html).toContain("Studio");
  });
});
