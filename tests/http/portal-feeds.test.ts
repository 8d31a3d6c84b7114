import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  feedProblems,
  feedReference,
  feedTime,
  internationalDigits,
  placeOf,
  transactionOf,
} from "../../app/modules/feeds/feed.xml.ts";
import {
  BAYUT_PROPERTY_TYPES,
  PF_OFFERING_TYPES,
  PF_PROPERTY_TYPES,
} from "../../app/modules/feeds/portal-codes.ts";
import type { Portal, Property } from "../../app/modules/properties/property.schema.ts";
import { dubaiDay } from "../../app/lib/time.ts";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer, writeSettings } from "../setup/server.ts";
import { type Client, client, validProperty } from "./api-support.ts";

// Issue 21: the portals' feeds, read as Property Finder and Bayut read them, parsed with a real XML
// parser and checked field by field against the listings the API returns.

// biome-ignore lint/suspicious/noExplicitAny: parsed XML, checked field by field below
type XmlNode = Record<string, any>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ["property", "Property", "url", "Image", "Feature", "Portal"].includes(name),
});

/** Asks the admin page for a new feed address, as an admin pressing "New address" does. */
async function rotate(admin: Client, portal: Portal): Promise<string> {
  const res = await admin.req("/admin/portals.data", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "rotate", portal }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const token = /feed_[A-Za-z0-9_-]{32}/.exec(text)?.[0];
  if (!token) throw new Error(`no token in ${text.slice(0, 300)}`);
  return token;
}

async function allListings(admin: Client): Promise<Property[]> {
  const res = await admin.req("/api/realEstate?pageSize=500&status=approved");
  expect(res.status).toBe(200);
  const body = (await res.json()) as Property[] | { items: Property[] };
  return Array.isArray(body) ? body : body.items;
}

/** Which approved listings chosen for `portal` belong in its feed, by the rules of docs/feeds.md. */
function expectedIn(listings: Property[], portal: Portal): Property[] {
  const today = dubaiDay(new Date());
  const seen = new Set<string>();
  return listings
    .filter((p) => p.status === "approved" && p.portals.includes(portal))
    .sort((a, b) => (a._id < b._id ? -1 : 1))
    .filter((p) => {
      if (feedProblems(portal, { ...p, imageCount: p.images.length }, today).length) return false;
      const ref = feedReference(p);
      if (seen.has(ref)) return false;
      seen.add(ref);
      return true;
    });
}

const absolute = (server: TestServer, src: string) =>
  /^https?:/.test(src) ? src : `${server.url}/api/${src}`;

describe.each(DIALECTS)("portal feeds [%s]", (dialect) => {
  let server: TestServer;
  let admin: Client;
  let pfToken: string;
  let bayutToken: string;

  beforeAll(async () => {
    server = await startServer({ dialect });
    // Before the first page is served (the server caches the settings briefly).
    await writeSettings(server, { orn: "ORN 54321" });
    admin = client(server, await adminCookie(server));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 404 without the feed's token, with a wrong one, and before any token exists", async () => {
    for (const path of ["/feeds/propertyfinder.xml", "/feeds/bayut.xml"]) {
      const none = await fetch(`${server.url}${path}`);
      expect(none.status).toBe(404);
      expect(await none.text()).toBe("Not found\n");
      const guess = await fetch(`${server.url}${path}?token=feed_${"A".repeat(32)}`);
      expect(guess.status).toBe(404);
    }
    // Only an admin makes addresses; an anonymous post changes nothing.
    const anonymous = await fetch(`${server.url}/admin/portals.data`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "rotate", portal: "bayut" }),
    });
    expect(anonymous.status).not.toBe(200);
    pfToken = await rotate(admin, "propertyfinder");
    bayutToken = await rotate(admin, "bayut");
    // One portal's token does not open the other's feed.
    expect((await fetch(`${server.url}/feeds/bayut.xml?token=${pfToken}`)).status).toBe(404);
  });

  it("Property Finder: every approved, compliant listing chosen for it, field by field", async () => {
    const res = await fetch(`${server.url}/feeds/propertyfinder.xml?token=${pfToken}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const doc = parser.parse(await res.text());
    const properties = doc.list.property as Record<string, unknown>[];
    expect(Number(doc.list["@listing_count"])).toBe(properties.length);

    const listings = await allListings(admin);
    const expected = expectedIn(listings, "propertyfinder");
    expect(expected.length).toBeGreaterThan(10);
    expect(properties.map((x) => x.reference_number)).toEqual(expected.map(feedReference));
    // Approved listings chosen for the portal but not compliant are absent.
    expect(
      listings.some((p) => p.portals.includes("propertyfinder") && !expected.includes(p)),
      "the demo has approved listings left out",
    ).toBe(true);

    const newest =
      expected
        .map((p) => p.updatedAt)
        .sort()
        .at(-1) ?? "";
    expect(doc.list["@last_update"]).toBe(feedTime(newest));
    let studios = 0;
    let rents = 0;
    let arabic = 0;
    expected.forEach((p, i) => {
      const x = properties[i] as XmlNode;
      const transaction = transactionOf(p);
      expect(x["@last_update"]).toBe(feedTime(p.updatedAt));
      expect(x.permit_number).toBe(p.permitNumber);
      expect(x.offering_type).toBe(PF_OFFERING_TYPES[transaction][p.propertyType]);
      expect(x.property_type).toBe(PF_PROPERTY_TYPES[p.unitType as keyof typeof PF_PROPERTY_TYPES]);
      if (p.price > 0) {
        expect(x.price_on_application).toBe("No");
        if (transaction === "Rent") {
          rents++;
          expect(x.price[p.rentFrequency ?? "yearly"]).toBe(String(p.price));
        } else expect(x.price).toBe(String(p.price));
      } else expect(x.price_on_application).toBe("Yes");
      const place = placeOf(p);
      expect(x.city).toBe(place.city);
      expect(x.community).toBe(place.community);
      expect(x.title_en).toBe(p.name);
      expect(x.description_en).toBe(p.desc);
      if (p.name_ar) {
        arabic++;
        expect(x.title_ar).toBe(p.name_ar);
      } else expect(x.title_ar).toBeUndefined();
      expect(x.size).toBe(String(p.square));
      if (p.propertyType === "residential" && p.bedrooms !== null) {
        if (p.bedrooms === 0) studios++;
        expect(x.bedroom).toBe(p.bedrooms === 0 ? "studio" : String(p.bedrooms));
      }
      expect(x.agent.name).toBe(p.listedBy);
      expect(x.agent.email).toBe(p.email);
      expect(x.agent.phone).toBe(internationalDigits(p.number));
      expect(x.agent.license_no).toBe(p.agentBrn ?? undefined);
      expect(x.photo.url.map((u: Record<string, string>) => u["#text"])).toEqual(
        p.images.slice(0, 10).map((src) => absolute(server, src)),
      );
      if (p.latitude !== null && p.longitude !== null)
        expect(x.geopoints).toBe(`${p.longitude},${p.latitude}`);
    });
    expect(rents, "the demo feed carries rents").toBeGreaterThan(0);
    expect(studios + arabic, "studios or Arabic text are exercised").toBeGreaterThan(0);

    // A photo URL of the feed is served.
    const photo = (properties[0] as XmlNode).photo.url[0]["#text"] as string;
    expect((await fetch(photo.replace(/^https?:\/\/[^/]+/, server.url))).status).toBe(200);
  });

  it("answers 304 to a portal that has this version, and a new ETag when a listing leaves", async () => {
    const url = `${server.url}/feeds/propertyfinder.xml?token=${pfToken}`;
    const first = await fetch(url);
    const etag = first.headers.get("etag") ?? "";
    const lastModified = first.headers.get("last-modified") ?? "";
    await first.arrayBuffer();
    expect(lastModified).toMatch(/GMT$/);
    const again = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const since = await fetch(url, { headers: { "If-Modified-Since": lastModified } });
    expect(since.status).toBe(304);

    // An expired permit takes a listing out of the feed at once, and the admin sees why.
    const [victim] = expectedIn(await allListings(admin), "propertyfinder");
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const put = await admin.json("PUT", `/api/realEstate/${victim._id}`, { permitExpiry: yesterday });
    expect(put.status).toBe(200);
    const after = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const refs = (parser.parse(await after.text()).list.property as Record<string, unknown>[]).map(
      (x) => x.reference_number,
    );
    expect(refs).not.toContain(feedReference(victim));
    const page = await (await admin.req("/admin/portals")).text();
    expect(page).toMatch(
      new RegExp(`data-excluded-listing="${victim._id}"[\\s\\S]*?data-problem="permitExpired"`),
    );
    // The dashboard counts it, and the admin list flags it.
    const list = await (await admin.req("/admin/realEstate?compliance=no")).text();
    expect(list).toContain(`data-row="${victim._id}"`);
    expect(list).toMatch(/data-compliance="permitExpired"/);
  });

  it("Bayut: the same listings by its rules (no price on request, no off-plan), in CDATA", async () => {
    const res = await fetch(`${server.url}/feeds/bayut.xml?token=${bayutToken}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const doc = parser.parse(text);
    const properties = (doc.Properties.Property ?? []) as XmlNode[];
    const listings = await allListings(admin);
    const expected = expectedIn(listings, "bayut");
    // Listings not chosen for Bayut are absent.
    expect(listings.some((p) => !p.portals.includes("bayut"))).toBe(true);
    expect(properties.map((x) => x.Property_Ref_No)).toEqual(expected.map(feedReference));
    // Off-plan listings go with the details Bayut asks for: a launch's fee waiver, a resale's amounts.
    expect(expected.some((p) => p.propertyStatus === "offPlan")).toBe(true);
    expected.forEach((p, i) => {
      const x = properties[i];
      expect(x.Property_purpose).toBe(transactionOf(p));
      const unit = p.unitType as keyof typeof BAYUT_PROPERTY_TYPES;
      if (p.propertyType === "residential") expect(x.Property_Type).toBe(BAYUT_PROPERTY_TYPES[unit]);
      expect(x.Price).toBe(String(p.price));
      expect(x.Rent_Frequency).toBe(transactionOf(p) === "Rent" ? (p.rentFrequency ?? "yearly") : undefined);
      expect(x.Property_Title).toBe(p.name);
      expect(x.Property_Description).toBe(p.desc);
      expect(x.Permit_Number).toBe(p.permitNumber);
      if (p.propertyType === "residential" && p.bedrooms !== null)
        expect(x.Bedrooms).toBe(p.bedrooms === 0 ? "-1" : String(p.bedrooms));
      expect(x.Listing_Agent_Email).toBe(p.email);
      expect(x.Images.Image).toEqual(p.images.map((src) => absolute(server, src)));
      expect(x.Portals.Portal).toEqual(["Bayut", "dubizzle"]);
      if (p.propertyStatus === "offPlan" && p.type === "NewProject") {
        expect(x.offplanDetails_saleType).toBe("New");
        expect(x.offplanDetails_dldWaiver).toBe(String(p.dldWaiver));
      } else if (p.propertyStatus === "offPlan") {
        expect(x.offplanDetails_saleType).toBe("Resale");
        expect([x.offplanDetails_originalPrice, x.offplanDetails_amountPaid]).toEqual([
          String(p.originalPrice),
          String(p.amountPaid),
        ]);
      } else expect(x.offplanDetails_saleType).toBeUndefined();
    });
  });

  it("the listing's page shows the permit's QR code: drawn from its verification address, or the linked image", async () => {
    const [p] = expectedIn(await allListings(admin), "propertyfinder");
    const verify = "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=7112345678";
    expect((await admin.json("PUT", `/api/realEstate/${p._id}`, { permitQrUrl: verify })).status).toBe(200);
    const html = await (await fetch(`${server.url}/property/${p._id}`)).text();
    const figure = /<figure[^>]*data-permit-qr="generated"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
    expect(figure).toContain(`href="${verify.replaceAll("&", "&amp;")}"`);
    expect(figure).toMatch(/role="img" aria-label="[^"]+"/);
    expect(figure).toMatch(/<svg[^>]*viewBox/);
    // The agency's ORN stands with the permit and the agent's BRN.
    expect(html).toMatch(/data-testid="compliance-orn"[\s\S]*?54321/);
    const image = "https://trakheesi.dubailand.gov.ae/qr/7112345678.png";
    expect((await admin.json("PUT", `/api/realEstate/${p._id}`, { permitQrUrl: image })).status).toBe(200);
    const again = await (await fetch(`${server.url}/property/${p._id}`)).text();
    expect(again).toMatch(
      new RegExp(`data-permit-qr="image"[\\s\\S]*?<img[^>]*src="${image.replace(/[.?]/g, "\\$&")}"`),
    );
  });

  it("rotating an address stops the old one at once; text that looks like markup stays text", async () => {
    const created = await admin.json(
      "POST",
      "/api/realEstate",
      validProperty({
        name: 'Tricky <b>name</b> & ]]> "quotes"',
        desc: "Ends a CDATA ]]> section & has <tags>.",
        reference: "FEED-TRICKY-1",
        permitNumber: "7100000001",
        permitExpiry: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        unitType: "Apartment",
        square: 900,
        bedrooms: 0,
        portals: ["propertyfinder", "bayut"],
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const fresh = await rotate(admin, "propertyfinder");
    expect((await fetch(`${server.url}/feeds/propertyfinder.xml?token=${pfToken}`)).status).toBe(404);
    const res = await fetch(`${server.url}/feeds/propertyfinder.xml?token=${fresh}`);
    expect(res.status).toBe(200);
    const props = parser.parse(await res.text()).list.property as XmlNode[];
    const tricky = props.find((x) => x.reference_number === "FEED-TRICKY-1");
    expect(tricky?.title_en).toBe('Tricky <b>name</b> & ]]> "quotes"');
    expect(tricky?.description_en).toBe("Ends a CDATA ]]> section & has <tags>.");
    expect(tricky?.bedroom).toBe("studio");
  });
});
