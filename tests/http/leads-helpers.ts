import path from "node:path";
import { createDb } from "../../app/db/index.server.ts";
import { newId } from "../../app/lib/ids.ts";
import { propertyTestRow } from "../../app/modules/properties/property.test-rows.ts";
import type { TestServer } from "../setup/server.ts";

/** JSON (or other) requests against a test server; `cookie` makes it an admin call from the site. */
export function api(server: TestServer, cookie?: string) {
  const call = (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api${p}`, {
      method,
      headers: {
        ...(body !== undefined && !(body instanceof FormData) && !(body instanceof URLSearchParams)
          ? { "Content-Type": "application/json" }
          : {}),
        ...(cookie ? { Cookie: cookie, Origin: server.url } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : body instanceof FormData || body instanceof URLSearchParams
            ? body
            : JSON.stringify(body),
    });
  return {
    get: (p: string, headers?: Record<string, string>) => call("GET", p, undefined, headers),
    post: (p: string, body: unknown, headers?: Record<string, string>) => call("POST", p, body, headers),
    put: (p: string, body: unknown, headers?: Record<string, string>) => call("PUT", p, body, headers),
    del: (p: string, headers?: Record<string, string>) => call("DELETE", p, undefined, headers),
  };
}

export interface ErrorJson {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/**
 * Inserts a listing straight into the server's database (the property write API and the demo seed
 * are built by others; these tests only need a row to point an enquiry at).
 */
/**
 * Marks a subscriber confirmed in the server's database, as following the confirmation email's
 * link does (that journey itself is tests/e2e/newsletter.test.ts).
 */
export async function confirmSubscriberInDb(server: TestServer, id: string): Promise<void> {
  const db = createDb(server.databaseUrl || `file:${path.join(server.dataDir, "site.db")}`);
  try {
    await db.db
      .updateTable("newsletter_subscribers")
      .set({ status: "confirmed", confirmed_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  } finally {
    await db.close();
  }
}

export async function insertListing(
  server: TestServer,
  over: { status?: "approved" | "notApproved"; name?: string } = {},
): Promise<{ id: string; name: string; location: string }> {
  const url = server.databaseUrl || `file:${path.join(server.dataDir, "site.db")}`;
  const db = createDb(url);
  const id = newId();
  const name = over.name ?? `Marina view apartment ${id.slice(-4)}`;
  try {
    await db.db
      .insertInto("properties")
      .values(
        propertyTestRow({
          id,
          name,
          description: "Two bedrooms with a full marina view.",
          price: 2_100_000,
          status: over.status ?? "approved",
        }),
      )
      .execute();
  } finally {
    await db.close();
  }
  return { id, name, location: "Dubai Marina" };
}

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
