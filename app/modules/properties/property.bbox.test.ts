import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { failure } from "../../lib/test-failure.ts";
import { findCommunity } from "../locations/locations.ts";
import { mapPosition, parseBbox } from "./property.map.ts";
import { insertPropertyRows } from "./property.rows.server.ts";
import { listProperties, parsePropertyQuery } from "./property.service.server.ts";
import { createProperty, updateProperty } from "./property.write.server.ts";
import { propertyTestRow } from "./property.test-rows.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";

// The map search (issue 24): `bbox=minLng,minLat,maxLng,maxLat` keeps the listings whose map
// position is inside, edges included; a listing without coordinates sits at its community's centre
// (approximate); bad areas are refused with a message. Both databases.

const PHOTO = [{ kind: "ref" as const, value: "https://img.example.com/a.jpg", alt: null }];
const ADMIN = TEST_ADMIN;

describe("a listing's map position and the bbox parameter", () => {
  it("is the listing's own coordinates, else its community's centre (approximate), else none", () => {
    expect(mapPosition({ latitude: 25.08, longitude: 55.14, location: "Dubai Marina" })).toEqual({
      lat: 25.08,
      lng: 55.14,
      approximate: false,
    });
    const marina = findCommunity("Dubai Marina");
    expect(mapPosition({ latitude: null, longitude: null, location: " dubai marina " })).toEqual({
      lat: marina?.lat,
      lng: marina?.lng,
      approximate: true,
    });
    // One coordinate is not a position.
    expect(mapPosition({ latitude: 25.08, longitude: null, location: "Dubai Marina" })?.approximate).toBe(
      true,
    );
    expect(mapPosition({ latitude: null, longitude: null, location: "Somewhere New" })).toBeNull();
  });

  it("reads four numbers west, south, east, north, and refuses anything else with a reason", () => {
    expect(parseBbox("55.1,25.0,55.2,25.1")).toEqual({
      minLng: 55.1,
      minLat: 25,
      maxLng: 55.2,
      maxLat: 25.1,
    });
    expect(parseBbox(" -180, -90, 180, 90 ")).toEqual({ minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 });
    for (const [bad, why] of [
      ["55.1,25.0,55.2", /four numbers/],
      ["a,b,c,d", /four numbers/],
      ["55.1,25.0,55.2,25.1,1", /four numbers/],
      ["1e3,25,55,26", /four numbers/],
      ["190,25,191,26", /longitudes/],
      ["55,-91,56,26", /latitudes/],
      ["55,26,56,25", /minLat/],
      ["179,25,-179,26", /antimeridian/],
    ] as const)
      expect((parseBbox(bad) as { error: string }).error, bad).toMatch(why);
  });
});

describe.each(TEST_DIALECTS)("the map search [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  const ids: Record<string, string> = {};
  const search = async (query: Record<string, unknown>) =>
    (await listProperties(db.db, PUBLIC, parsePropertyQuery(query))).items.map((p) => p.name).sort();

  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
    const rows = [
      propertyTestRow({
        name: "pinned inside",
        latitude: 25.05,
        longitude: 55.15,
        location: "Jumeirah Village Circle",
      }),
      propertyTestRow({ name: "pinned on the edge", latitude: 25.1, longitude: 55.2 }),
      propertyTestRow({ name: "pinned outside", latitude: 25.3, longitude: 55.4, location: "Dubai Marina" }),
      // No coordinates: its community's centre.
      propertyTestRow({ name: "marina, approximate", location: "Dubai Marina" }),
      propertyTestRow({ name: "unknown place", location: "Somewhere New" }),
      propertyTestRow({ name: "draft inside", latitude: 25.05, longitude: 55.15, status: "notApproved" }),
      propertyTestRow({ name: "rent inside", type: "Rent", latitude: 25.06, longitude: 55.16 }),
    ];
    for (const r of rows) ids[r.name] = r.id;
    await insertPropertyRows(db.db, rows);
  });
  afterAll(async () => cleanup?.());

  it("keeps what is inside the area, edges included; a listing without coordinates at its community's centre", async () => {
    const marina = findCommunity("Dubai Marina");
    if (!marina) throw new Error("Dubai Marina is a community");
    // West 55.1 to east 55.2, south 25.0 to north 25.1: Dubai Marina's centre is inside.
    expect(marina.lng > 55.1 && marina.lng < 55.2 && marina.lat > 25 && marina.lat < 25.1).toBe(true);
    expect(await search({ bbox: "55.1,25.0,55.2,25.1" })).toEqual([
      "marina, approximate",
      "pinned inside",
      "pinned on the edge",
      "rent inside",
    ]);
    // With the other filters, paging and sorting.
    expect(await search({ bbox: "55.1,25.0,55.2,25.1", type: "Buy" })).toEqual([
      "marina, approximate",
      "pinned inside",
      "pinned on the edge",
    ]);
    const page = await listProperties(
      db.db,
      PUBLIC,
      parsePropertyQuery({ bbox: "55.1,25.0,55.2,25.1", sort: "max-price", pageSize: 2, page: 2 }),
    );
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
    // A listing's own position wins over its community's: "pinned outside" is in Dubai Marina.
    expect(await search({ bbox: "55.39,25.29,55.41,25.31" })).toEqual(["pinned outside"]);
    // An area with nothing in it.
    expect(await search({ bbox: "10,10,11,11" })).toEqual([]);
  });

  it("refuses a bad area with a 400 that says why", async () => {
    for (const bbox of ["55.1,25.0,55.2", "179,25,-179,26", "55,26,56,25", "x"]) {
      const e = await failure(Promise.resolve().then(() => parsePropertyQuery({ bbox })));
      expect(e.status, bbox).toBe(400);
      expect(e.message, bbox).toMatch(/bbox/);
    }
  });

  it("follows a listing's coordinates and place when it is written", async () => {
    const created = await createProperty(
      db.db,
      ADMIN,
      {
        fields: {
          name: "written with coordinates",
          price: "1250000",
          desc: "A home.",
          type: "Buy",
          status: "approved",
          propertyStatus: "ready",
          propertyType: "residential",
          location: "Business Bay",
          listedBy: "Omar",
          email: "omar@agency.example",
          number: "+971 55 000 1111",
          latitude: "25.7",
          longitude: "55.9",
        },
        images: PHOTO,
      },
      { dataDir },
    );
    expect(await search({ bbox: "55.89,25.69,55.91,25.71" })).toEqual(["written with coordinates"]);
    // Coordinates removed: it moves to its community's centre.
    await updateProperty(
      db.db,
      ADMIN,
      created._id,
      { fields: { latitude: null, longitude: null }, images: PHOTO },
      { dataDir },
    );
    expect(await search({ bbox: "55.89,25.69,55.91,25.71" })).toEqual([]);
    const bay = findCommunity("Business Bay");
    if (!bay) throw new Error("Business Bay is a community");
    const around = `${bay.lng - 0.001},${bay.lat - 0.001},${bay.lng + 0.001},${bay.lat + 0.001}`;
    expect(await search({ bbox: around })).toContain("written with coordinates");
  });
});
