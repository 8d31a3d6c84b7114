/**
 * Known listings for the property-page suites, written into a running test server's own database
 * and media folder (the real tables and the real image pipeline; nothing is mocked), so the tests
 * do not depend on what the demo seed happens to contain.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createDb } from "../../app/db/index.server.ts";
import type { NewPropertyRow } from "../../app/db/schema.ts";
import { newId } from "../../app/lib/ids.ts";
import { propertyTestRow } from "../../app/modules/properties/property.test-rows.ts";
import { mediaRoot, processImage, writeProcessedImage } from "../../app/modules/media/media.server.ts";
import type { SiteSettings } from "../../app/modules/settings/settings.schema.ts";
import { getSiteSettings } from "../../app/modules/settings/settings.service.server.ts";
import type { TestServer } from "../setup/server.ts";

export const FIXTURE_LOCATION = "Bluewaters Island";

export interface Fixtures {
  /** Approved, ready, every field filled, seven photos. */
  full: string;
  /** Approved off-plan new project at AED 8,000,000, three photos. */
  offPlan: string;
  /** Approved yearly rental at AED 150,000, one photo. */
  rent: string;
  /** Approved listings at the same location (so `full` has more than four neighbours). */
  others: string[];
  /** Not approved and expired: both must answer 404 to the public. */
  draft: string;
  expired: string;
  fullName: string;
  fullReference: string;
  fullPrice: number;
  photoCount: number;
  /** The agency contacts the pages use (the settings the server reads). */
  settings: SiteSettings;
}

const COLOURS = ["#8c6f4e", "#3e6d8e", "#b39b72", "#5c7a5a", "#9a5b4f", "#6d6a8a", "#c2a46d"];

async function photo(n: number, width = 1600, height = 1067): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${COLOURS[n % COLOURS.length]}"/><stop offset="1" stop-color="#f3ece1"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(height / 6)}" fill="#ffffff"
      text-anchor="middle">Photo ${n + 1}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A listing row as a write would store it (rent frequency and `price_per_year` follow type and price). */
function row(over: Partial<NewPropertyRow> & Pick<NewPropertyRow, "name">): NewPropertyRow {
  return propertyTestRow({
    location: FIXTURE_LOCATION,
    price: 1_500_000,
    description: "A calm, light-filled home.",
    listed_by: "Layla Haddad",
    email: "layla@sandstone-sea.example",
    number: "+971500000101",
    ...over,
  });
}

/** Adds the fixture listings to `server`'s database and media folder. */
export async function addFixtures(server: TestServer): Promise<Fixtures> {
  const url =
    server.dialect === "postgres" ? server.databaseUrl : `file:${path.join(server.dataDir, "site.db")}`;
  const { db, close } = createDb(url);
  try {
    const insert = async (r: NewPropertyRow, photos: number, lists: Record<string, string[]> = {}) => {
      await db.insertInto("properties").values(r).execute();
      for (let i = 0; i < photos; i++) {
        const img = await processImage(await photo(i));
        await writeProcessedImage(server.dataDir, img);
        await db
          .insertInto("property_images")
          .values({
            id: newId(),
            property_id: r.id,
            position: i,
            url: null,
            storage_key: img.key,
            alt: `${r.name}, photo ${i + 1}`,
            width: img.width,
            height: img.height,
            variants: JSON.stringify(img.variants),
            created_at: r.created_at,
          })
          .execute();
      }
      for (const [kind, values] of Object.entries(lists)) {
        if (values.length === 0) continue;
        await db
          .insertInto("property_list_items")
          .values(
            values.map((value, position) => ({
              property_id: r.id,
              kind: kind as "features" | "keyFeatures" | "exclusiveAmenities" | "primeLocation",
              position,
              value,
            })),
          )
          .execute();
      }
      return r.id;
    };

    // A QR image like the DLD's, stored with the media so it is served from /api/uploads.
    const qrKey = `uploads/${newId()}`;
    mkdirSync(path.join(mediaRoot(server.dataDir), qrKey), { recursive: true });
    writeFileSync(
      path.join(mediaRoot(server.dataDir), qrKey, "permit-qr.png"),
      await sharp({ create: { width: 192, height: 192, channels: 3, background: "#000000" } })
        .composite([
          {
            input: await sharp({ create: { width: 160, height: 160, channels: 3, background: "#ffffff" } })
              .png()
              .toBuffer(),
            top: 16,
            left: 16,
          },
        ])
        .png()
        .toBuffer(),
    );

    const fullName = "Bluewaters Residences 2-Bed with Sea View";
    const full = await insert(
      row({
        name: fullName,
        project_name: "Bluewaters Residences",
        description:
          "A two-bedroom apartment on a high floor with uninterrupted sea views.\n\nFloor-to-ceiling windows, a wide balcony and direct beach access.",
        message: "Vacant on transfer. Service charge AED 22 per sqft.",
        state: "Dubai",
        latitude: 25.0797,
        longitude: 55.1216,
        bedrooms: 2,
        bathrooms: 3,
        floors: 24,
        occupancy: "Vacant",
        layout: "Open-plan living and dining",
        configuration: "2 bedrooms + maid's room",
        view: "Sea view",
        parking: 2,
        square: 1_450,
        price: 4_350_000,
        display: "feature",
        added_on: "2026-09-01",
        elevators: 6,
        total_area: 1_600,
        building_name: "Building 7",
        pools: 2,
        map_url: "https://maps.google.com/?q=Bluewaters+Island",
        reference: "SSP-1042",
        permit_number: "71234567890",
        permit_qr_url: `/api/${qrKey}/permit-qr.png`,
        agent_brn: "BRN 54321",
        created_at: "2026-09-01T08:00:00.000Z",
      }),
      7,
      {
        keyFeatures: ["Sea view", "Private balcony", "Maid's room"],
        exclusiveAmenities: ["Infinity pool", "Residents' gym", "Beach access"],
        primeLocation: ["5 minutes to Dubai Marina", "Next to Ain Dubai"],
        features: ["Built-in wardrobes", "Central air conditioning"],
      },
    );
    const offPlan = await insert(
      row({
        name: "Bluewaters Launch Penthouse",
        type: "NewProject",
        property_status: "offPlan",
        price: 8_000_000,
        bedrooms: 4,
        bathrooms: 5,
        square: 4_200,
        hand_over_date: "2028-12-31",
        created_at: "2026-08-01T08:00:00.000Z",
      }),
      3,
    );
    const rent = await insert(
      row({
        name: "Bluewaters Studio for Rent",
        type: "Rent",
        price: 150_000,
        bedrooms: 0,
        bathrooms: 1,
        square: 520,
        created_at: "2026-07-01T08:00:00.000Z",
      }),
      1,
    );
    const others: string[] = [];
    for (let i = 0; i < 3; i++) {
      others.push(
        await insert(
          row({
            name: `Bluewaters Townhouse ${i + 1}`,
            // Markup in text must never break out of the JSON-LD script block.
            ...(i === 0
              ? { description: "Garden & terrace </script><script>alert(1)</script> <b>bold</b>" }
              : {}),
            price: 6_000_000 + i * 100_000,
            bedrooms: 3,
            created_at: `2026-06-0${i + 1}T08:00:00.000Z`,
          }),
          1,
        ),
      );
    }
    const draft = await insert(row({ name: "Unpublished draft", status: "notApproved" }), 0);
    const expired = await insert(row({ name: "Expired listing", status: "expired" }), 0);
    return {
      full,
      offPlan,
      rent,
      others,
      draft,
      expired,
      fullName,
      fullReference: "SSP-1042",
      fullPrice: 4_350_000,
      photoCount: 7,
      settings: await getSiteSettings(db),
    };
  } finally {
    await close();
  }
}
