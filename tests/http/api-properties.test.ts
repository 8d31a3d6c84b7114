import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCommunity } from "../../app/modules/locations/locations.ts";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import {
  assertNoInternals,
  type Client,
  client,
  jpeg,
  mediaFiles,
  png,
  propertyForm,
  queryDb,
  validProperty,
} from "./api-support.ts";

interface Fixture {
  key: string;
  name: string;
  type: string;
  status: string;
  propertyStatus: string;
  propertyType: string;
  location: string;
  price: number;
  bedrooms?: number;
  bathrooms?: number;
  display?: string;
}

// Created in this order (so "latest" is the reverse); names are unique to this suite.
const FIXTURES: Fixture[] = [
  {
    key: "A",
    name: "Alpha Marina Loft",
    type: "Buy",
    status: "approved",
    propertyStatus: "ready",
    propertyType: "residential",
    location: "Dubai Marina",
    price: 1_000_000,
    bedrooms: 2,
    bathrooms: 2,
    display: "handPick",
  },
  {
    key: "B",
    name: "Bravo Palm Villa",
    type: "Buy",
    status: "approved",
    propertyStatus: "offPlan",
    propertyType: "residential",
    location: "Palm Jumeirah",
    price: 12_000_000,
    bedrooms: 5,
    bathrooms: 6,
    display: "feature",
  },
  {
    key: "C",
    name: "Charlie Marina Studio",
    type: "Rent",
    status: "approved",
    propertyStatus: "ready",
    propertyType: "residential",
    location: "dubai marina",
    price: 150_000,
    bedrooms: 1,
    bathrooms: 1,
  },
  {
    key: "D",
    name: "Delta Bay Office",
    type: "Commercial",
    status: "approved",
    propertyStatus: "ready",
    propertyType: "commercial",
    location: "Business Bay",
    price: 3_000_000,
    display: "handPick",
  },
  {
    key: "E",
    name: "Echo Creek Launch",
    type: "NewProject",
    status: "approved",
    propertyStatus: "offPlan",
    propertyType: "residential",
    location: "Dubai Creek Harbour",
    price: 1_500_000,
    bedrooms: 3,
    bathrooms: 3,
  },
  {
    key: "F",
    name: "Foxtrot JBR Holiday",
    type: "HolidayHome",
    status: "approved",
    propertyStatus: "ready",
    propertyType: "residential",
    location: "Jumeirah Beach Residence",
    price: 2_500, // per night: AED 912,500 a year
    bedrooms: 2,
    bathrooms: 3,
  },
  {
    key: "G",
    name: "Golf Hidden Draft",
    type: "Buy",
    status: "notApproved",
    propertyStatus: "ready",
    propertyType: "residential",
    location: "Dubai Marina",
    price: 2_000_000,
    bedrooms: 2,
  },
  {
    key: "H",
    name: "Hotel Old Office",
    type: "Rent",
    status: "expired",
    propertyStatus: "ready",
    propertyType: "commercial",
    location: "Business Bay",
    price: 90_000,
  },
  {
    key: "I",
    name: "India Downtown Shop",
    type: "Buy",
    status: "approved",
    propertyStatus: "ready",
    propertyType: "commercial",
    location: "Downtown Dubai",
    price: 500_000,
  },
];

const approved = FIXTURES.filter((f) => f.status === "approved");
const latest = (list: Fixture[]) => [...list].reverse().map((f) => f.name);

interface Rec {
  _id: string;
  name: string;
  status: string;
  price: number;
  images: string[];
  media: { src: string; alt: string; width: number | null; height: number | null; srcset: string }[];
  [k: string]: unknown;
}

/** Every key of a record as clients have always had them, in order (docs/product/api.md). */
const OLDER_KEYS = [
  "_id",
  "name",
  "projectName",
  "type",
  "desc",
  "message",
  "state",
  "location",
  "latitude",
  "longitude",
  "bedrooms",
  "floors",
  "bathrooms",
  "occupancy",
  "configuration",
  "convenience",
  "layout",
  "parking",
  "view",
  "square",
  "price",
  "display",
  "status",
  "propertyStatus",
  "propertyType",
  "listedBy",
  "email",
  "number",
  "features",
  "keyFeatures",
  "exclusiveAmenities",
  "primeLocation",
  "images",
  "media",
  "addedOn",
  "handOverDate",
  "elevators",
  "totalArea",
  "buildingName",
  "pools",
  "mapUrl",
  "reference",
  "permitNumber",
  "permitQrUrl",
  "agentBrn",
  "agentId",
  "rentFrequency",
  "cheques",
];
/** The listing in Arabic (issue 20): after every older key, before the timestamps. */
const ARABIC_KEYS = [
  "name_ar",
  "desc_ar",
  "features_ar",
  "keyFeatures_ar",
  "exclusiveAmenities_ar",
  "primeLocation_ar",
];

/** Portals and advertising compliance (issue 21): after the Arabic keys. */
const LATER_KEYS = [
  "unitType",
  "furnishing",
  "subCommunity",
  "permitExpiry",
  "portals",
  "dldWaiver",
  "originalPrice",
  "amountPaid",
];

/** What price filters and sorts compare (api.md): a holiday home's nightly price × 365, else the price. */
const perYear = (f: Fixture) => (f.type === "HolidayHome" ? f.price * 365 : f.price);

/** A small box around a community's centre, and one whose south-west corner is exactly on it. */
function centreOf(name: string) {
  const c = findCommunity(name);
  if (!c) throw new Error(`${name} is not a community`);
  return c;
}
const around = (name: string) => {
  const c = centreOf(name);
  return [c.lng - 0.001, c.lat - 0.001, c.lng + 0.001, c.lat + 0.001].join(",");
};
const edgeOf = (name: string) => {
  const c = centreOf(name);
  return [c.lng, c.lat, c.lng + 0.001, c.lat + 0.001].join(",");
};

describe.each(DIALECTS)("properties API [%s]", (dialect) => {
  let server: TestServer;
  let admin: Client;
  let pub: Client;
  const ids: Record<string, string> = {};

  const names = async (path: string, c: Client = pub) => {
    const res = await c.req(path);
    expect(res.status, path).toBe(200);
    return ((await res.json()) as Rec[]).map((r) => r.name);
  };

  beforeAll(async () => {
    server = await startServer({ dialect, data: "empty" });
    admin = client(server, await adminCookie(server));
    pub = client(server);
    for (const f of FIXTURES) {
      const { key: _key, ...fields } = f;
      const res = await admin.json("POST", "/api/realEstate", validProperty(fields));
      expect(res.status, await res.clone().text()).toBe(201);
      ids[f.key] = ((await res.json()) as Rec)._id;
      await new Promise((r) => setTimeout(r, 5));
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("reading", () => {
    it("shows a public caller approved listings only, newest first, with X-Total-Count", async () => {
      const res = await pub.req("/api/realEstate");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("x-total-count")).toBe(String(approved.length));
      const items = (await res.json()) as Rec[];
      expect(items.map((i) => i.name)).toEqual(latest(approved));
      for (const i of items) expect(i.status).toBe("approved");
    });

    it("ignores `status` from a public caller but honours it for an admin", async () => {
      for (const s of ["notApproved", "expired", "approved"]) {
        expect(await names(`/api/realEstate?status=${s}`)).toEqual(latest(approved));
        expect(await names(`/api/realEstate?status=${s}`, admin)).toEqual(
          latest(FIXTURES.filter((f) => f.status === s)),
        );
      }
      expect(await names("/api/realEstate", admin)).toEqual(latest(FIXTURES));
    });

    const cases: [string, (f: Fixture) => boolean][] = [
      ["type=Buy", (f) => f.type === "Buy"],
      ["transactionType=Rent", (f) => f.type === "Rent"],
      ["type=HolidayHome", (f) => f.type === "HolidayHome"],
      ["status=offPlan", (f) => f.propertyStatus === "offPlan"],
      ["status=ready", (f) => f.propertyStatus === "ready"],
      ["propertyStatus=offPlan", (f) => f.propertyStatus === "offPlan"],
      ["complete=ready", (f) => f.propertyStatus === "ready"],
      ["propertyType=commercial", (f) => f.propertyType === "commercial"],
      ["city=marina", (f) => f.location.toLowerCase().includes("marina")],
      ["city=DUBAI%20MARINA", (f) => f.location.toLowerCase() === "dubai marina"],
      ["city=Dubai", () => true],
      ["city=dubai", () => true],
      ["location=dubai%20marina", (f) => f.location.toLowerCase() === "dubai marina"],
      ["location=Marina", () => false],
      // Like with like: rents by their yearly cost (the holiday home's nightly price × 365).
      ["minPrice=1000000", (f) => perYear(f) >= 1_000_000],
      ["maxPrice=1000000", (f) => perYear(f) <= 1_000_000],
      ["minPrice=900000&maxPrice=1500000", (f) => perYear(f) >= 900_000 && perYear(f) <= 1_500_000],
      ["type=HolidayHome&maxPrice=3000", (f) => f.type === "HolidayHome" && f.price <= 3_000],
      ["type=HolidayHome&minPrice=3000", () => false],
      ["bedroom=2", (f) => f.bedrooms === 2],
      ["bathroom=6", (f) => f.bathrooms === 6],
      ["display=handPick", (f) => f.display === "handPick"],
      ["name=marina", (f) => f.name.toLowerCase().includes("marina")],
      ["q=PALM", (f) => f.name.toLowerCase().includes("palm")],
      ["name=%25", () => false],
      ["name=_", () => false],
      ["type=Any&city=&minPrice=Any&maxPrice=&bedroom=Any&bathroom=", () => true],
      ["display=handPick&name=alpha", (f) => f.display === "handPick" && f.name.includes("Alpha")],
      [
        "type=Buy&propertyType=commercial&minPrice=100000",
        (f) => f.type === "Buy" && f.propertyType === "commercial",
      ],
      [
        "transactionType=Buy&city=Dubai&minPrice=Any&maxPrice=Any&bedroom=Any&bathroom=Any",
        (f) => f.type === "Buy",
      ],
      // The map search (issue 24): these listings have no coordinates, so each sits at its
      // community's centre; a box around Dubai Marina's, edges included, and one with everything.
      [`bbox=${around("Dubai Marina")}`, (f) => f.location.toLowerCase() === "dubai marina"],
      [
        `bbox=${around("Dubai Marina")}&type=Rent`,
        (f) => f.location.toLowerCase() === "dubai marina" && f.type === "Rent",
      ],
      [`bbox=${edgeOf("Palm Jumeirah")}`, (f) => f.location === "Palm Jumeirah"],
      ["bbox=-180,-90,180,90", () => true],
      ["bbox=10,10,11,11", () => false],
    ];
    it.each(cases)("filters ?%s on the server", async (query, keep) => {
      const res = await pub.req(`/api/realEstate?${query}`);
      expect(res.status).toBe(200);
      const want = latest(approved.filter(keep));
      expect(((await res.json()) as Rec[]).map((r) => r.name)).toEqual(want);
      expect(res.headers.get("x-total-count")).toBe(String(want.length));
    });

    it("sorts by price both ways and by newest", async () => {
      const byPrice = [...approved].sort((a, b) => perYear(b) - perYear(a)).map((f) => f.name);
      expect(await names("/api/realEstate?sort=max-price")).toEqual(byPrice);
      expect(await names("/api/realEstate?sort=min-price")).toEqual([...byPrice].reverse());
      expect(await names("/api/realEstate?sort=latest")).toEqual(latest(approved));
    });

    it("pages with page/pageSize, X-Total-Count and Link headers", async () => {
      const all = latest(approved);
      const res = await pub.req("/api/realEstate?pageSize=2&page=2");
      expect(((await res.json()) as Rec[]).map((r) => r.name)).toEqual(all.slice(2, 4));
      expect(res.headers.get("x-total-count")).toBe(String(all.length));
      const link = res.headers.get("link") ?? "";
      expect(link).toMatch(/page=3[^>]*>; rel="next"/);
      expect(link).toMatch(/page=1[^>]*>; rel="prev"/);
      const last = await pub.req(`/api/realEstate?pageSize=2&page=${Math.ceil(all.length / 2)}`);
      expect(last.headers.get("link") ?? "").not.toMatch(/rel="next"/);
      const beyond = await pub.req("/api/realEstate?pageSize=2&page=99");
      expect(await beyond.json()).toEqual([]);
      expect(beyond.headers.get("x-total-count")).toBe(String(all.length));
      const single = await pub.req("/api/realEstate");
      expect(single.headers.get("link")).toBeNull();
    });

    it.each([
      "type=Sell",
      "transactionType=buy",
      "status=live",
      "propertyType=villa",
      "display=top",
      "sort=cheapest",
      "minPrice=abc",
      "maxPrice=1e",
      "bedroom=two",
      "bathroom=1.5",
      "minPrice=5&maxPrice=1",
      "page=0",
      "pageSize=501",
      "pageSize=-1",
      `name=${"x".repeat(300)}`,
      // The map search's area: four numbers, west ≤ east (never across the antimeridian), south ≤ north.
      "bbox=55.1,25.0,55.2",
      "bbox=55.1,25.0,55.2,abc",
      "bbox=179,25,-179,26",
      "bbox=55,26,56,25",
      "bbox=200,25,201,26",
    ])("answers 400 for ?%s", async (query) => {
      const res = await pub.req(`/api/realEstate?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("bad_request");
    });

    describe("the results map's pins (GET /mapPins, issue 24)", () => {
      interface Pins {
        pins: { _id: string; name: string; lat: number; lng: number; approximate: boolean; price: number }[];
        total: number;
      }
      const pinsOf = async (page: string) => {
        const res = await pub.req(`/mapPins?${new URLSearchParams({ page })}`);
        expect(res.status, page).toBe(200);
        return (await res.json()) as Pins;
      };
      const byKey = (keep: (f: Fixture) => boolean) =>
        approved
          .filter(keep)
          .map((f) => ids[f.key])
          .sort();

      it.each([
        ["/buyRealEstate", (f: Fixture) => f.type === "Buy"],
        ["/rentRealEstate", (f: Fixture) => f.type === "Rent"],
        [
          `/buyRealEstate?bbox=${around("Dubai Marina")}`,
          (f: Fixture) => f.type === "Buy" && f.location.toLowerCase() === "dubai marina",
        ],
        [
          "/searchResult?transactionType=Rent&city=Dubai%20Marina",
          (f: Fixture) => f.type === "Rent" && f.location.toLowerCase() === "dubai marina",
        ],
        ["/allProperties?city=Palm%20Jumeirah", (f: Fixture) => f.location === "Palm Jumeirah"],
        ["/area/Dubai%20Marina", (f: Fixture) => f.location.toLowerCase() === "dubai marina"],
        [`/ar/area/Dubai%20Marina?bbox=${edgeOf("Palm Jumeirah")}`, () => false],
        ["/buyRealEstate?view=map&sort=max-price&page=3", (f: Fixture) => f.type === "Buy"],
      ])("for %s: every approved listing the page finds, at its community's centre", async (page, keep) => {
        const { pins, total } = await pinsOf(page);
        expect(pins.map((p) => p._id).sort()).toEqual(byKey(keep));
        expect(total).toBe(pins.length);
        for (const p of pins) {
          const f = approved.find((x) => ids[x.key] === p._id) as Fixture;
          expect(p).toMatchObject({ name: f.name, price: f.price, approximate: true });
          expect([p.lng, p.lat]).toEqual([centreOf(f.location).lng, centreOf(f.location).lat]);
        }
      });

      it("places a listing with coordinates exactly, and a bad filter or another page is refused", async () => {
        const res = await admin.json(
          "POST",
          "/api/realEstate",
          validProperty({
            name: "Pinned Creek Flat",
            type: "Buy",
            location: "Dubai Creek Harbour",
            latitude: 25.2,
            longitude: 55.35,
          }),
        );
        expect(res.status).toBe(201);
        const id = ((await res.json()) as Rec)._id;
        try {
          const { pins } = await pinsOf("/buyRealEstate?bbox=55.34,25.19,55.36,25.21");
          expect(pins).toEqual([
            expect.objectContaining({ _id: id, lat: 25.2, lng: 55.35, approximate: false }),
          ]);
        } finally {
          await admin.req(`/api/realEstate/${id}`, { method: "DELETE" });
        }
        for (const [page, status] of [
          ["/buyRealEstate?bbox=55.1,25.0,55.2", 400],
          ["/buyRealEstate?bbox=55,26,56,25", 400],
          ["/residentialRealEstate?transaction=Lease", 400],
          ["/aboutUs", 404],
          ["//evil.example/buyRealEstate", 404],
          ["/\\evil.example/buyRealEstate", 404],
          ["https://evil.example/buyRealEstate", 404],
          ["", 404],
        ] as const) {
          const r = await pub.req(`/mapPins?${new URLSearchParams({ page })}`);
          expect(r.status, page).toBe(status);
          expect(((await r.json()) as { error: string }).error).toMatch(/\w/);
        }
      });
    });

    it("reads one listing: 404 for a public caller when not approved, 200 for an admin", async () => {
      const a = await pub.req(`/api/realEstate/${ids.A}`);
      expect(a.status).toBe(200);
      const rec = (await a.json()) as Rec;
      expect(rec).toMatchObject({ _id: ids.A, name: "Alpha Marina Loft", price: 1_000_000, bedrooms: 2 });
      for (const k of [
        "createdAt",
        "updatedAt",
        "features",
        "keyFeatures",
        "exclusiveAmenities",
        "primeLocation",
        "images",
        "media",
      ]) {
        expect(rec).toHaveProperty(k);
      }
      for (const key of ["G", "H"]) {
        const hidden = await pub.req(`/api/realEstate/${ids[key]}`);
        expect(hidden.status).toBe(404);
        expect(((await hidden.json()) as { error: { code: string } }).error.code).toBe("not_found");
        expect((await admin.req(`/api/realEstate/${ids[key]}`)).status).toBe(200);
      }
      expect((await pub.req("/api/realEstate/0123456789abcdef01234567")).status).toBe(404);
      expect((await pub.req("/api/realEstate/not-an-id")).status).toBe(404);
      expect((await pub.req(`/API/REALESTATE/${ids.A}`)).status).toBe(200);
    });

    it("lists by location (exact, any case), approved only", async () => {
      const want = latest(approved.filter((f) => f.location.toLowerCase() === "dubai marina"));
      expect(await names("/api/realEstate/by-location?location=DUBAI%20MARINA")).toEqual(want);
      expect(await names("/api/realEstate/by-location?location=Dubai%20Marina", admin)).toEqual(want);
      expect(await names("/api/realEstate/by-location?location=Marina")).toEqual([]);
      expect((await pub.req("/api/realEstate/by-location")).status).toBe(400);
      expect((await pub.req("/api/realEstate/by-location?location=")).status).toBe(400);
    });

    it("lists approved residential and approved commercial listings", async () => {
      for (const kind of ["residential", "commercial"]) {
        const want = latest(approved.filter((f) => f.propertyType === kind));
        expect(await names(`/api/realEstate/approved-${kind}`)).toEqual(want);
        expect(await names(`/api/realEstate/approved-${kind}`, admin)).toEqual(want);
        const res = await pub.req(`/api/realEstate/approved-${kind}?pageSize=1`);
        expect(res.headers.get("x-total-count")).toBe(String(want.length));
      }
    });

    it("lists unique approved locations with counts, by name", async () => {
      const res = await pub.req("/api/realEstate/locations");
      expect(res.status).toBe(200);
      const got = (await res.json()) as { location: string; count: number }[];
      const counts = new Map<string, number>();
      for (const f of approved)
        counts.set(f.location.toLowerCase(), (counts.get(f.location.toLowerCase()) ?? 0) + 1);
      expect(got.map((g) => [g.location.toLowerCase(), g.count])).toEqual(
        [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)),
      );
    });
  });

  describe("writing", () => {
    it("creates from multipart: files, URLs and kept order, repeated and comma-separated lists", async () => {
      const a = await jpeg(1000, 700);
      const b = await png(640, 480);
      const form = propertyForm(
        {
          ...validProperty({ name: "Multipart Marina Penthouse", display: "view" }),
          features: ["Private pool", "Maid's room"],
          keyFeatures: "Sea view, High floor, , Vacant ",
          exclusiveAmenities: "Concierge",
          bedrooms: "3",
          latitude: "25.08",
          addedOn: "2026-01-15",
          handOverDate: "",
          imageAlts: ["Living room", "", "Terrace"],
        },
        [
          { name: "living.jpg", data: a },
          "https://images.example.com/pent-2.jpg",
          { name: "terrace.png", type: "image/png", data: b },
        ],
      );
      const res = await admin.req("/api/realEstate", { method: "POST", body: form });
      expect(res.status, await res.clone().text()).toBe(201);
      const rec = (await res.json()) as Rec;
      expect(res.headers.get("location")).toBe(`/api/realEstate/${rec._id}`);
      expect(rec).toMatchObject({
        name: "Multipart Marina Penthouse",
        display: "view",
        bedrooms: 3,
        latitude: 25.08,
        addedOn: "2026-01-15",
        handOverDate: null,
        features: ["Private pool", "Maid's room"],
        keyFeatures: ["Sea view", "High floor", "Vacant"],
        exclusiveAmenities: ["Concierge"],
        primeLocation: [],
      });
      expect(rec.images).toHaveLength(3);
      expect(rec.images[0]).toMatch(/^uploads\/[0-9a-f]{24}\/[0-9a-f]{16}-1000\.jpg$/);
      expect(rec.images[1]).toBe("https://images.example.com/pent-2.jpg");
      expect(rec.images[2]).toMatch(/^uploads\/[0-9a-f]{24}\/[0-9a-f]{16}-640\.jpg$/);
      expect(rec.media.map((m) => m.alt)).toEqual(["Living room", "Multipart Marina Penthouse", "Terrace"]);
      expect(rec.media[0]).toMatchObject({ src: `/api/${rec.images[0]}`, width: 1000, height: 700 });
      expect(rec.media[0].srcset).toMatch(
        /-480\.webp 480w, .*-800\.webp 800w, .*-960\.webp 960w, .*-1000\.webp 1000w$/,
      );
      expect(rec.media[1]).toEqual({
        src: "https://images.example.com/pent-2.jpg",
        alt: "Multipart Marina Penthouse",
        width: null,
        height: null,
        srcset: "",
      });
      // Each stored file is served, with a year of immutable caching.
      for (const url of [rec.media[0].src, ...rec.media[0].srcset.split(", ").map((s) => s.split(" ")[0])]) {
        const img = await fetch(`${server.url}${url}`);
        expect(img.status, url).toBe(200);
        expect(img.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(img.headers.get("content-type")).toMatch(/^image\/(jpeg|webp)$/);
      }
      const again = (await (await pub.req(`/api/realEstate/${rec._id}`)).json()) as Rec;
      expect(again.images).toEqual(rec.images);
    });

    it("creates from JSON with comma-separated lists and numeric strings", async () => {
      const res = await admin.json(
        "POST",
        "/api/realEstate",
        validProperty({
          name: "JSON Creek Townhouse",
          features: "Garden, Garage",
          primeLocation: ["Near metro", " Near school "],
          price: "1750000",
          number: 971501112233,
          occupancy: "Vacant",
          type: "Rent",
          display: "handPick",
          images: ["https://images.example.com/a.jpg", "https://images.example.com/b.jpg"],
          imageAlts: ["Front", "Garden"],
        }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      const rec = (await res.json()) as Rec;
      expect(rec).toMatchObject({
        price: 1_750_000,
        number: "971501112233",
        occupancy: "Vacant",
        features: ["Garden", "Garage"],
        primeLocation: ["Near metro", "Near school"],
        images: ["https://images.example.com/a.jpg", "https://images.example.com/b.jpg"],
      });
      expect(rec.media.map((m) => m.alt)).toEqual(["Front", "Garden"]);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ["name missing", { name: undefined }, "name"],
      ["name blank", { name: "   " }, "name"],
      ["price missing", { price: undefined }, "price"],
      ["desc missing", { desc: undefined }, "desc"],
      ["type missing", { type: undefined }, "type"],
      ["propertyStatus missing", { propertyStatus: undefined }, "propertyStatus"],
      ["propertyType missing", { propertyType: undefined }, "propertyType"],
      ["location missing", { location: undefined }, "location"],
      ["listedBy missing", { listedBy: undefined }, "listedBy"],
      ["email missing", { email: undefined }, "email"],
      ["number missing", { number: undefined }, "number"],
      ["no images", { images: [] }, "images"],
      ["images absent", { images: undefined }, "images"],
      [
        "41 images",
        { images: Array.from({ length: 41 }, (_, i) => `https://images.example.com/${i}.jpg`) },
        "images",
      ],
      ["image not http(s)", { images: ["ftp://images.example.com/a.jpg"] }, "images"],
      ["image javascript:", { images: ["javascript:alert(1)"] }, "images"],
      ["image path of no property", { images: ["uploads/0123456789abcdef01234567/abc-1200.jpg"] }, "images"],
      ["type unknown", { type: "Sell" }, "type"],
      ["status unknown", { status: "live" }, "status"],
      ["propertyStatus unknown", { propertyStatus: "done" }, "propertyStatus"],
      ["propertyType off-plan", { propertyType: "offPlan" }, "propertyType"],
      ["occupancy unknown", { occupancy: "Empty" }, "occupancy"],
      ["display unknown", { display: "top" }, "display"],
      ["display feature for Rent", { type: "Rent", display: "feature" }, "display"],
      [
        "display view for Commercial",
        { type: "Commercial", display: "view", propertyType: "commercial" },
        "display",
      ],
      ["display handPick for NewProject", { type: "NewProject", display: "handPick" }, "display"],
      ["price negative", { price: -1 }, "price"],
      ["price not a number", { price: "a lot" }, "price"],
      ["price absurd", { price: 1e15 }, "price"],
      ["bedrooms fractional", { bedrooms: 2.5 }, "bedrooms"],
      ["bedrooms negative", { bedrooms: -1 }, "bedrooms"],
      ["bathrooms huge", { bathrooms: 1000 }, "bathrooms"],
      ["square negative", { square: -5 }, "square"],
      ["latitude out of range", { latitude: 100 }, "latitude"],
      ["longitude out of range", { longitude: -200 }, "longitude"],
      ["parking text", { parking: "two" }, "parking"],
      ["addedOn month 13", { addedOn: "2024-13-01" }, "addedOn"],
      ["addedOn 30 February", { addedOn: "2024-02-30" }, "addedOn"],
      ["handOverDate prose", { handOverDate: "next year" }, "handOverDate"],
      ["handOverDate other format", { handOverDate: "01/02/2027" }, "handOverDate"],
      ["email invalid", { email: "not-an-email" }, "email"],
      ["number letters", { number: "call me" }, "number"],
      ["mapUrl javascript:", { mapUrl: "javascript:alert(1)" }, "mapUrl"],
      ["name too long", { name: "n".repeat(301) }, "name"],
      ["feature item too long", { features: ["f".repeat(501)] }, "features"],
      ["name_ar too long", { name_ar: "ش".repeat(301) }, "name_ar"],
      ["desc_ar too long", { desc_ar: "و".repeat(20_001) }, "desc_ar"],
      ["features_ar item too long", { features_ar: ["م".repeat(501)] }, "features_ar"],
      ["primeLocation_ar not text", { primeLocation_ar: [{ ar: "x" }] }, "primeLocation_ar"],
      ["desc not text", { desc: { html: "<b>x</b>" } }, "desc"],
      ["rentFrequency on a sale", { rentFrequency: "yearly" }, "rentFrequency"],
      [
        "rentFrequency unknown",
        { type: "Rent", display: "handPick", rentFrequency: "hourly" },
        "rentFrequency",
      ],
      ["cheques on a nightly rent", { type: "HolidayHome", display: "handPick", cheques: 2 }, "cheques"],
      ["cheques not a landlord's count", { type: "Rent", display: "handPick", cheques: 5 }, "cheques"],
    ];
    it.each(invalid)("answers 422 with a message for %s, and stores nothing", async (_label, over, field) => {
      const before = await queryDb(server, "select count(*) as n from properties");
      const res = await admin.json("POST", "/api/realEstate", validProperty(over));
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe("validation_failed");
      expect(typeof body.error.fields[field], JSON.stringify(body.error.fields)).toBe("string");
      expect(body.error.fields[field].length).toBeGreaterThan(3);
      expect(await queryDb(server, "select count(*) as n from properties")).toEqual(before);
    });

    it("carries the listing in Arabic after every older key, which stay as they were", async () => {
      const base = validProperty({
        name: "Arabic Creek Loft",
        features: ["Pool"],
        keyFeatures: "Creek view",
      });
      const plain = (await (await admin.json("POST", "/api/realEstate", base)).json()) as Rec;
      const res = await admin.json("POST", "/api/realEstate", {
        ...base,
        name_ar: "  شقة لوفت في الخور  ",
        desc_ar: "شقة مشرقة بإطلالة على الخور.",
        features_ar: ["مسبح"],
        keyFeatures_ar: "إطلالة على الخور، طابق مرتفع",
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const rec = (await res.json()) as Rec;
      expect(Object.keys(rec)).toEqual([
        ...OLDER_KEYS,
        ...ARABIC_KEYS,
        ...LATER_KEYS,
        "createdAt",
        "updatedAt",
        "position",
      ]);
      for (const k of OLDER_KEYS.filter((k) => k !== "_id")) expect([k, rec[k]]).toEqual([k, plain[k]]);
      expect(rec).toMatchObject({
        name_ar: "شقة لوفت في الخور",
        desc_ar: "شقة مشرقة بإطلالة على الخور.",
        features_ar: ["مسبح"],
        keyFeatures_ar: ["إطلالة على الخور", "طابق مرتفع"],
        exclusiveAmenities_ar: [],
        primeLocation_ar: [],
      });
      expect(plain).toMatchObject({ name_ar: null, desc_ar: null, features_ar: [], keyFeatures_ar: [] });
      // Read back one by one and in lists, public and admin alike.
      expect(await (await pub.req(`/api/realEstate/${rec._id}`)).json()).toEqual(rec);
      const listed = (await (await pub.req("/api/realEstate?name=Arabic%20Creek")).json()) as Rec[];
      expect(listed.find((r) => r._id === rec._id)).toEqual(rec);

      // Multipart: repeated, or one value split on either comma; a PUT of one Arabic field keeps the rest.
      const form = propertyForm({
        name_ar: "لوفت الخور",
        exclusiveAmenities_ar: ["صالة عمل مشتركة", "ملعب بادل"],
        primeLocation_ar: "10 دقائق إلى مطار دبي الدولي، 15 دقيقة إلى دبي مول",
      });
      const put = await admin.req(`/api/realEstate/${rec._id}`, { method: "PUT", body: form });
      expect(put.status, await put.clone().text()).toBe(200);
      const updated = (await put.json()) as Rec;
      expect(updated).toMatchObject({
        name: "Arabic Creek Loft",
        name_ar: "لوفت الخور",
        desc_ar: "شقة مشرقة بإطلالة على الخور.",
        features_ar: ["مسبح"],
        exclusiveAmenities_ar: ["صالة عمل مشتركة", "ملعب بادل"],
        primeLocation_ar: ["10 دقائق إلى مطار دبي الدولي", "15 دقيقة إلى دبي مول"],
      });
      // Blank clears; too long is 422 with the field's message, and nothing changes.
      const cleared = await admin.json("PUT", `/api/realEstate/${rec._id}`, { desc_ar: "", features_ar: [] });
      expect((await cleared.json()) as Rec).toMatchObject({
        desc_ar: null,
        features_ar: [],
        name_ar: "لوفت الخور",
      });
      const long = await admin.json("PUT", `/api/realEstate/${rec._id}`, { name_ar: "ش".repeat(301) });
      expect(long.status).toBe(422);
      expect(((await long.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        name_ar: "Name (Arabic) must be at most 300 characters",
      });
      expect(((await (await admin.req(`/api/realEstate/${rec._id}`)).json()) as Rec).name_ar).toBe(
        "لوفت الخور",
      );

      // The reference documents them, on writes and on the record.
      const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const post = doc.paths["/api/realEstate"].post as {
        requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      };
      for (const type of ["application/json", "multipart/form-data"])
        expect(Object.keys(post.requestBody.content[type].schema.properties)).toEqual(
          expect.arrayContaining(ARABIC_KEYS),
        );
      const one = doc.paths["/api/realEstate/{id}"].get as {
        responses: {
          200: { content: { "application/json": { schema: { properties: object; required: string[] } } } };
        };
      };
      const schema = one.responses[200].content["application/json"].schema;
      expect(Object.keys(schema.properties)).toEqual([
        ...OLDER_KEYS,
        ...ARABIC_KEYS,
        ...LATER_KEYS,
        "createdAt",
        "updatedAt",
        "position",
      ]);
    });

    it("adds the rent's period and cheques to the record, keeping price as quoted", async () => {
      const res = await admin.json(
        "POST",
        "/api/realEstate",
        validProperty({
          name: "Monthly JLT studio",
          type: "Rent",
          display: "handPick",
          price: 6_500,
          rentFrequency: "monthly",
        }),
      );
      expect(res.status).toBe(201);
      const monthly = (await res.json()) as Rec;
      expect([monthly.price, monthly.rentFrequency, monthly.cheques]).toEqual([6_500, "monthly", null]);
      const yearly = (await (
        await admin.json(
          "POST",
          "/api/realEstate",
          validProperty({
            name: "Yearly JLT studio",
            type: "Rent",
            display: "handPick",
            price: 70_000,
            cheques: "4",
          }),
        )
      ).json()) as Rec;
      expect([yearly.price, yearly.rentFrequency, yearly.cheques]).toEqual([70_000, "yearly", 4]);
      // Like with like: AED 6,500 a month is AED 78,000 a year, above the yearly 70,000.
      const order = await names("/api/realEstate?type=Rent&name=JLT%20studio&sort=max-price");
      expect(order).toEqual(["Monthly JLT studio", "Yearly JLT studio"]);
      expect(await names("/api/realEstate?type=Rent&name=JLT%20studio&maxPrice=75000")).toEqual([
        "Yearly JLT studio",
      ]);
      for (const r of [monthly, yearly])
        expect((await admin.req(`/api/realEstate/${r._id}`, { method: "DELETE" })).status).toBe(204);
    });

    it("names every invalid field at once", async () => {
      const res = await admin.json("POST", "/api/realEstate", {
        price: "x",
        type: "Rent",
        display: "view",
        email: "no",
      });
      expect(res.status).toBe(422);
      const { fields } = ((await res.json()) as { error: { fields: Record<string, string> } }).error;
      expect(Object.keys(fields)).toEqual(
        expect.arrayContaining([
          "name",
          "price",
          "desc",
          "propertyStatus",
          "propertyType",
          "location",
          "listedBy",
          "email",
          "number",
          "display",
          "images",
        ]),
      );
    });

    it("accepts display allowed for the type", async () => {
      for (const [type, display] of [
        ["Buy", "view"],
        ["Buy", "feature"],
        ["HolidayHome", "handPick"],
        ["NewProject", ""],
      ]) {
        const res = await admin.json(
          "POST",
          "/api/realEstate",
          validProperty({ name: `Display ${type} ${display}`, type, display }),
        );
        expect(res.status, `${type}/${display}`).toBe(201);
        expect(((await res.json()) as Rec).display).toBe(display || null);
      }
    });

    it("updates: fields sent replace, others stay; no images field keeps the images", async () => {
      const created = (await (
        await admin.json(
          "POST",
          "/api/realEstate",
          validProperty({ name: "Update Me", bedrooms: 2, features: "A, B" }),
        )
      ).json()) as Rec;
      const res = await admin.json("PUT", `/api/realEstate/${created._id}`, {
        status: "notApproved",
        bedrooms: "",
        price: 999,
      });
      expect(res.status).toBe(200);
      const rec = (await res.json()) as Rec;
      expect(rec).toMatchObject({
        _id: created._id,
        name: "Update Me",
        status: "notApproved",
        bedrooms: null,
        price: 999,
        features: ["A", "B"],
      });
      expect(rec.images).toEqual(created.images);
      expect(rec.createdAt).toBe(created.createdAt);
      expect(String(rec.updatedAt) >= String(created.updatedAt)).toBe(true);
      expect((await pub.req(`/api/realEstate/${created._id}`)).status).toBe(404);
      // Multipart PUT without images, clearing a list with an empty value.
      const form = propertyForm({ features: "", name: "Updated by form" });
      const res2 = await admin.req(`/api/realEstate/${created._id}`, { method: "PUT", body: form });
      expect(res2.status).toBe(200);
      expect((await res2.json()) as Rec).toMatchObject({
        name: "Updated by form",
        features: [],
        images: created.images,
      });
    });

    it("updates: an invalid update answers 422 and changes nothing; unknown ids 404", async () => {
      const created = (await (
        await admin.json("POST", "/api/realEstate", validProperty({ name: "Keep Me" }))
      ).json()) as Rec;
      for (const body of [
        { email: "bad" },
        { type: "Rent", display: "view" },
        { images: [] },
        { name: "" },
      ]) {
        const res = await admin.json("PUT", `/api/realEstate/${created._id}`, body);
        expect(res.status, JSON.stringify(body)).toBe(422);
      }
      const now = (await (await admin.req(`/api/realEstate/${created._id}`)).json()) as Rec;
      expect(now).toEqual(created);
      expect(
        (await admin.json("PUT", "/api/realEstate/0123456789abcdef01234567", { name: "x" })).status,
      ).toBe(404);
      expect((await admin.req("/api/realEstate/0123456789abcdef01234567", { method: "DELETE" })).status).toBe(
        404,
      );
    });

    it("replaces the image list on PUT: order kept, missing images deleted with their files", async () => {
      const form = propertyForm(validProperty({ name: "Image Juggler" }), [
        { name: "one.jpg", data: await jpeg(800, 600) },
        { name: "two.jpg", data: await jpeg(600, 800) },
        "https://images.example.com/three.jpg",
      ]);
      const created = (await (
        await admin.req("/api/realEstate", { method: "POST", body: form })
      ).json()) as Rec;
      expect(created.images).toHaveLength(3);
      const [one, two, three] = created.images;
      const folder = (p: string) => p.split("/").slice(0, 2).join("/");
      expect(mediaFiles(server).some((f) => f.startsWith(folder(one)))).toBe(true);
      // Keep two (named as media.src), drop one and three, add a new upload and a URL.
      const put = propertyForm({ imageAlts: ["", "Fresh", "Kept alt"] }, [
        created.media[1].src,
        { name: "four.webp", type: "image/webp", data: await jpeg(500, 500) },
        "https://images.example.com/five.jpg",
      ]);
      const res = await admin.req(`/api/realEstate/${created._id}`, { method: "PUT", body: put });
      expect(res.status, await res.clone().text()).toBe(200);
      const rec = (await res.json()) as Rec;
      expect(rec.images[0]).toBe(two);
      expect(rec.images[1]).toMatch(/^uploads\//);
      expect(rec.images[2]).toBe("https://images.example.com/five.jpg");
      expect(rec.images).not.toContain(one);
      expect(rec.images).not.toContain(three);
      expect(rec.media[1].alt).toBe("Fresh");
      expect(rec.media[0].alt).toBe(created.media[1].alt);
      const files = mediaFiles(server);
      expect(files.some((f) => f.startsWith(folder(one)))).toBe(false);
      expect(files.some((f) => f.startsWith(folder(two)))).toBe(true);
      expect((await fetch(`${server.url}/api/${one}`)).status).toBe(404);
      // Another property's image cannot be borrowed.
      const other = (await (
        await admin.json("POST", "/api/realEstate", validProperty({ name: "Borrower" }))
      ).json()) as Rec;
      const borrow = await admin.json("PUT", `/api/realEstate/${other._id}`, { images: [two] });
      expect(borrow.status).toBe(422);
    });

    it("deletes a listing and its stored image files (204), then 404", async () => {
      const form = propertyForm(validProperty({ name: "Delete Me" }), [
        { name: "x.jpg", data: await jpeg(400, 300) },
      ]);
      const created = (await (
        await admin.req("/api/realEstate", { method: "POST", body: form })
      ).json()) as Rec;
      const folder = created.images[0].split("/").slice(0, 2).join("/");
      expect(mediaFiles(server).filter((f) => f.startsWith(folder)).length).toBeGreaterThan(1);
      const del = await admin.req(`/api/realEstate/${created._id}`, { method: "DELETE" });
      expect(del.status).toBe(204);
      expect(await del.text()).toBe("");
      expect(mediaFiles(server).filter((f) => f.startsWith(folder))).toEqual([]);
      expect((await admin.req(`/api/realEstate/${created._id}`)).status).toBe(404);
      expect((await admin.req(`/api/realEstate/${created._id}`, { method: "DELETE" })).status).toBe(404);
      expect(
        await queryDb(server, "select id from property_images where property_id = $1", [created._id]),
      ).toEqual([]);
    });

    it("answers malformed write bodies with 4xx, never 5xx, and without internals", async () => {
      const bodies: [string, string | Uint8Array<ArrayBuffer>][] = [
        ["application/json", "{bad json"],
        ["application/json", ""],
        ["application/json", "[1,2]"],
        ["application/json", "null"],
        ["application/json", `{"name": ${"[".repeat(5000)}}`],
        [
          "multipart/form-data; boundary=XX",
          '--XX\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
        ],
        ["multipart/form-data", "no boundary"],
        ["text/plain", "hello"],
        ["application/x-www-form-urlencoded", "name=%FF%FE&price=1"],
        ["application/json", new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      ];
      for (const [type, body] of bodies) {
        const res = await admin.req("/api/realEstate", {
          method: "POST",
          headers: { "content-type": type },
          body,
        });
        expect(res.status, `${type}: ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        assertNoInternals(await res.text());
      }
      const noType = await admin.req("/api/realEstate", { method: "POST", body: "x" });
      expect(noType.status).toBe(415);
    });
  });
});
