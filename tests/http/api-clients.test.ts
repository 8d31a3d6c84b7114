import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { BROWSER_UA, queryDb, validProperty } from "./api-support.ts";

/**
 * The API as a client on another origin uses it (issue 19): CORS from the CORS_ORIGINS allow-list,
 * bearer tokens (named ones made in the admin, and `POST /api/login`), public images any site may
 * show, and a per-client budget. Every call here is what a browser on the other origin would send:
 * its Origin and `Sec-Fetch-Site: cross-site`.
 */

const ALLOWED = "https://app.partner.example";
const OTHER = "https://evil.example";

/** Headers of a browser's cross-site call from `origin`. */
const crossSite = (origin: string, extra: Record<string, string> = {}) => ({
  Origin: origin,
  "Sec-Fetch-Site": "cross-site",
  "Sec-Fetch-Mode": "cors",
  ...extra,
});

const preflight = (server: TestServer, path: string, origin: string, method: string, headers = "") =>
  fetch(`${server.url}${path}`, {
    method: "OPTIONS",
    headers: {
      ...crossSite(origin),
      "Access-Control-Request-Method": method,
      ...(headers ? { "Access-Control-Request-Headers": headers } : {}),
    },
  });

const varies = (res: Response, field: string) =>
  (res.headers.get("vary") ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes(field.toLowerCase());

/** Creates a named token through the admin page's action (as an admin would) and returns it. */
async function makeToken(
  server: TestServer,
  cookie: string,
  form: Record<string, string>,
): Promise<{ status: number; token: string | null; text: string }> {
  const res = await fetch(`${server.url}/admin/api-tokens.data`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "create", lifetime: "90", ...form }),
  });
  const text = await res.text();
  return { status: res.status, token: /dhk_[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? null, text };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(DIALECTS)("API clients on other origins [%s]", (dialect) => {
  let server: TestServer;
  let cookie: string;
  let imagePath: string;

  beforeAll(async () => {
    server = await startServer({ dialect, env: { CORS_ORIGINS: `${ALLOWED}, https://second.example/` } });
    cookie = await adminCookie(server);
    const list = (await (await fetch(`${server.url}/api/realEstate?pageSize=50`)).json()) as {
      images: string[];
    }[];
    const src = list.flatMap((p) => p.images).find((s) => s.startsWith("uploads/"));
    expect(src, "a demo listing has a stored image").toBeTruthy();
    imagePath = `/api/${src}`;
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("CORS", () => {
    it("answers an allowed origin's preflight 204 with the methods and headers, never credentials", async () => {
      const res = await preflight(server, "/api/contact", ALLOWED, "POST", "content-type");
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      expect(res.headers.get("access-control-allow-methods")).toContain("POST");
      expect(res.headers.get("access-control-allow-methods")).toContain("DELETE");
      expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
      expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
      expect(Number(res.headers.get("access-control-max-age"))).toBeGreaterThan(0);
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
      expect(varies(res, "Origin")).toBe(true);
      // The second origin of the list was written with a trailing slash: it is the same origin.
      const second = await preflight(server, "/api/realEstate", "https://second.example", "GET");
      expect(second.status).toBe(204);
      expect(second.headers.get("access-control-allow-origin")).toBe("https://second.example");
    });

    it("refuses a disallowed origin's preflight, or a method or header it does not allow, without CORS headers", async () => {
      for (const res of [
        await preflight(server, "/api/contact", OTHER, "POST", "content-type"),
        await preflight(server, "/api/contact", ALLOWED, "TRACE"),
        await preflight(server, "/api/contact", ALLOWED, "POST", "content-type, x-secret"),
        await preflight(server, "/api/contact", "null", "POST"),
      ]) {
        expect(res.status).toBe(403);
        expect(res.headers.get("access-control-allow-origin")).toBeNull();
        expect((await res.json()).error.code).toBe("forbidden");
      }
    });

    it("gives an allowed origin's GET its CORS headers and exposes paging; a disallowed one gets none; the page cache serves both right", async () => {
      const path = "/api/realEstate?pageSize=2&sort=min-price";
      // Three rounds: the first fills the page cache, the others are answered from it.
      for (let round = 0; round < 3; round++) {
        const allowed = await fetch(`${server.url}${path}`, { headers: crossSite(ALLOWED) });
        expect(allowed.status).toBe(200);
        expect(allowed.headers.get("access-control-allow-origin")).toBe(ALLOWED);
        const exposed = (allowed.headers.get("access-control-expose-headers") ?? "").toLowerCase();
        expect(exposed).toContain("x-total-count");
        expect(exposed).toContain("link");
        expect(varies(allowed, "Origin")).toBe(true);
        expect(allowed.headers.get("x-total-count")).toMatch(/^\d+$/);

        const refused = await fetch(`${server.url}${path}`, { headers: crossSite(OTHER) });
        expect(refused.status).toBe(200);
        expect(refused.headers.get("access-control-allow-origin")).toBeNull();
        expect(varies(refused, "Origin")).toBe(true);

        const own = await fetch(`${server.url}${path}`);
        expect(own.headers.get("access-control-allow-origin")).toBeNull();
      }
    });

    it("takes a JSON form post and a multipart job application from an allowed origin and lets it read the answer", async () => {
      const contact = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: crossSite(ALLOWED, { "Content-Type": "application/json" }),
        body: JSON.stringify({
          name: "Partner Visitor",
          email: "visitor@partner.example",
          phone: "+971 50 111 2233",
          message: "Sent from the partner's site.",
        }),
      });
      expect(contact.status).toBe(201);
      expect(contact.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      expect((await contact.json())._id).toMatch(/^[0-9a-f]{24}$/);

      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: "Cross Origin Applicant",
        email: "applicant@partner.example",
        phone: "+971 50 222 3344",
        age: "29",
        position: "Sales agent",
        message: "Applying from the partner's careers page.",
      }))
        form.set(k, v);
      const application = await fetch(`${server.url}/api/career`, {
        method: "POST",
        headers: crossSite(ALLOWED),
        body: form,
      });
      expect(application.status).toBe(201);
      expect(application.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      const stored = await queryDb<{ n: number }>(
        server,
        "select count(*) as n from career_applications where email = 'applicant@partner.example'",
      );
      expect(Number(stored[0].n)).toBe(1);

      // The same posts from an origin that is not allowed get no CORS headers: that page's browser
      // does not let it read the answer (a JSON post never even leaves it: its preflight is refused).
      const elsewhere = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: crossSite(OTHER, { "Content-Type": "application/json" }),
        body: JSON.stringify({
          name: "Elsewhere",
          email: "x@evil.example",
          phone: "+971 50 111 2233",
          message: "Hi",
        }),
      });
      expect(elsewhere.headers.get("access-control-allow-origin")).toBeNull();
      const elsewhereForm = await fetch(`${server.url}/api/career`, {
        method: "POST",
        headers: crossSite(OTHER),
        body: form,
      });
      expect(elsewhereForm.headers.get("access-control-allow-origin")).toBeNull();
    });

    it("takes every public form of the API from an allowed origin, each answer readable there", async () => {
      const [listing] = (await (await fetch(`${server.url}/api/realEstate?pageSize=1`)).json()) as {
        _id: string;
      }[];
      const person = { name: "Partner Visitor", email: "forms@partner.example", phone: "+971 50 444 5566" };
      const posts: [string, Record<string, unknown>, number][] = [
        ["/api/enquiry", { ...person, message: "Is it still available?", propertyId: listing._id }, 201],
        [
          "/api/listProperty",
          { ...person, location: "Dubai Marina", propertyType: "residential", type: "Rent", bedrooms: 2 },
          201,
        ],
        [
          "/api/listAProperty",
          {
            ...person,
            message: "Value my flat",
            date: "2026-12-20",
            time: "11:00",
            address: "Marina Gate 1, 1204",
          },
          201,
        ],
        ["/api/subscribe", { email: "forms@partner.example" }, 201],
        ["/api/analytics/pageview", { path: "/partner/listings" }, 204],
      ];
      for (const [path, body, status] of posts) {
        const pre = await preflight(server, path, ALLOWED, "POST", "content-type");
        expect(pre.status, path).toBe(204);
        const res = await fetch(`${server.url}${path}`, {
          method: "POST",
          headers: crossSite(ALLOWED, { "Content-Type": "application/json", "User-Agent": BROWSER_UA }),
          body: JSON.stringify(body),
        });
        expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
        expect(res.headers.get("access-control-allow-origin"), path).toBe(ALLOWED);
      }
    });

    it("still refuses a cross-site write that carries the session cookie", async () => {
      const res = await fetch(`${server.url}/api/realEstate/${"0".repeat(24)}`, {
        method: "DELETE",
        headers: crossSite(ALLOWED, { cookie }),
      });
      expect(res.status).toBe(403);
    });
  });

  describe("public images", () => {
    it("may be shown by any site: CORP cross-origin, immutable caching, CORS for allowed origins", async () => {
      const res = await fetch(`${server.url}${imagePath}`, {
        headers: crossSite(ALLOWED, { "Sec-Fetch-Dest": "image" }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\//);
      expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      expect(res.headers.get("cache-control")).toMatch(/immutable/);
      expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      const plain = await fetch(`${server.url}${imagePath}`, { headers: { "Sec-Fetch-Site": "cross-site" } });
      expect(plain.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    });

    it("keeps CVs private: staff only, never shared across sites", async () => {
      const [row] = await queryDb<{ id: string }>(
        server,
        "select id from career_applications where cv_key is not null order by id limit 1",
      );
      const anonymous = await fetch(`${server.url}/api/career/${row.id}/cv`, { headers: crossSite(ALLOWED) });
      expect(anonymous.status).toBe(401);
      const staff = await fetch(`${server.url}/api/career/${row.id}/cv`, { headers: { cookie } });
      expect(staff.status).toBe(200);
      expect(staff.headers.get("cross-origin-resource-policy")).toBe("same-site");
      expect(staff.headers.get("cache-control")).toMatch(/no-store/);
    });
  });

  describe("tokens", () => {
    it("signs a client in for a bearer token (POST /api/login), which works cross-origin and is revoked by logout", async () => {
      const login = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: crossSite(ALLOWED, { "Content-Type": "application/json" }),
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      expect(login.headers.getSetCookie()).toEqual([]);
      const body = (await login.json()) as {
        token: string;
        tokenType: string;
        expiresAt: string;
        user: { email: string };
      };
      expect(body.tokenType).toBe("Bearer");
      expect(body.token).toMatch(/^dhk_/);
      expect(body.user.email).toBe(ADMIN_EMAIL);
      const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11);
      expect(hours).toBeLessThanOrEqual(12);

      const me = await fetch(`${server.url}/api/auth/me`, {
        headers: crossSite(ALLOWED, bearer(body.token)),
      });
      expect(me.status).toBe(200);
      expect(me.headers.get("cache-control")).toMatch(/no-store/);

      // With a token, the listing call answers every status as it does for a signed-in admin.
      const all = await fetch(`${server.url}/api/realEstate?status=notApproved&pageSize=5`, {
        headers: crossSite(ALLOWED, bearer(body.token)),
      });
      expect(all.status).toBe(200);
      expect(Number(all.headers.get("x-total-count"))).toBeGreaterThan(0);
      expect(varies(all, "Authorization")).toBe(true);
      for (const p of (await all.json()) as { status: string }[]) expect(p.status).toBe("notApproved");
      const publicView = await fetch(`${server.url}/api/realEstate?status=notApproved&pageSize=5`, {
        headers: crossSite(ALLOWED),
      });
      for (const p of (await publicView.json()) as { status: string }[]) expect(p.status).toBe("approved");

      // A token is for the API only: an admin page does not know it.
      const page = await fetch(`${server.url}/admin/home`, {
        headers: bearer(body.token),
        redirect: "manual",
      });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toMatch(/^\/admin\/login/);

      const out = await fetch(`${server.url}/api/auth/logout`, {
        method: "POST",
        headers: crossSite(ALLOWED, bearer(body.token)),
      });
      expect(out.status).toBe(204);
      const after = await fetch(`${server.url}/api/auth/me`, { headers: bearer(body.token) });
      expect(after.status).toBe(401);
      expect(after.headers.get("www-authenticate")).toMatch(/^Bearer /);
    });

    it("answers a wrong password 401 and throttles repeated failures like the login page", async () => {
      const attempt = () =>
        fetch(`${server.url}/api/login`, {
          method: "POST",
          headers: crossSite(ALLOWED, { "Content-Type": "application/json" }),
          body: JSON.stringify({ email: "nobody-here@test.example", password: "wrong password" }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await attempt()).status);
      expect(statuses[0]).toBe(401);
      expect(statuses.at(-1)).toBe(429);
    });

    it("refuses a malformed, unknown or missing bearer token with 401, never as the public", async () => {
      for (const header of [
        "Bearer nonsense",
        `Bearer dhk_${"A".repeat(43)}`,
        "Bearer",
        "Basic YWJjOmRlZg==",
      ]) {
        const res = await fetch(`${server.url}/api/realEstate`, { headers: { Authorization: header } });
        expect(res.status, header).toBe(401);
        expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
        expect((await res.json()).error.code).toBe("unauthorized");
      }
    });

    it("lets admins make named tokens (read-only, as an agent, as an admin), shown once, and revoke them", async () => {
      const admin = await makeToken(server, cookie, { name: "Partner site", role: "admin" });
      expect(admin.status).toBe(200);
      expect(admin.token).toBeTruthy();
      const adminToken = admin.token as string;

      // Stored hashed: the token's text is nowhere in the database.
      const rows = await queryDb<{ token_hash: string; name: string }>(
        server,
        "select token_hash, name from api_tokens where kind = 'named'",
      );
      expect(rows.map((r) => r.name)).toContain("Partner site");
      expect(JSON.stringify(rows)).not.toContain(adminToken.slice(4));

      // The page lists it without its value.
      const listing = await fetch(`${server.url}/admin/api-tokens`, { headers: { cookie } });
      const html = await listing.text();
      expect(html).toContain("Partner site");
      expect(html).not.toContain(adminToken);

      // An admin token runs admin calls from another origin: create, then delete, a listing.
      const created = await fetch(`${server.url}/api/realEstate`, {
        method: "POST",
        headers: crossSite(ALLOWED, { ...bearer(adminToken), "Content-Type": "application/json" }),
        body: JSON.stringify(validProperty({ name: "Token-made apartment", status: "notApproved" })),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      expect(created.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      const { _id } = (await created.json()) as { _id: string };
      // The browser asks first (DELETE with Authorization): allowed for this origin, not for another.
      const asked = await preflight(server, `/api/realEstate/${_id}`, ALLOWED, "DELETE", "authorization");
      expect(asked.status).toBe(204);
      expect(asked.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      const askedElsewhere = await preflight(
        server,
        `/api/realEstate/${_id}`,
        OTHER,
        "DELETE",
        "authorization",
      );
      expect(askedElsewhere.status).toBe(403);
      expect(askedElsewhere.headers.get("access-control-allow-origin")).toBeNull();
      const gone = await fetch(`${server.url}/api/realEstate/${_id}`, {
        method: "DELETE",
        headers: crossSite(ALLOWED, bearer(adminToken)),
      });
      expect(gone.status).toBe(204);
      expect(gone.headers.get("access-control-allow-origin")).toBe(ALLOWED);

      // Read-only: reads what an admin reads, changes nothing, may still send a public form.
      const read = (await makeToken(server, cookie, { name: "Reporting", role: "read" })).token as string;
      const leads = await fetch(`${server.url}/api/contact`, { headers: bearer(read) });
      expect(leads.status).toBe(200);
      // Opening an unread lead with it does not mark it read.
      const [unread] = await queryDb<{ id: string }>(
        server,
        "select id from contact_messages where read_at is null order by id limit 1",
      );
      expect((await fetch(`${server.url}/api/contact/${unread.id}`, { headers: bearer(read) })).status).toBe(
        200,
      );
      const [still] = await queryDb<{ read_at: string | null }>(
        server,
        `select read_at from contact_messages where id = '${unread.id}'`,
      );
      expect(still.read_at).toBeNull();
      const refused = await fetch(`${server.url}/api/realEstate/${"0".repeat(24)}`, {
        method: "DELETE",
        headers: bearer(read),
      });
      expect(refused.status).toBe(403);
      const contact = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { ...bearer(read), "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Read Only",
          email: "ro@partner.example",
          phone: "+971 50 333 4455",
          message: "Hi",
        }),
      });
      expect(contact.status).toBe(201);

      // As an agent: only that agent's own listings, in every status.
      const [agent] = await queryDb<{ id: string }>(
        server,
        "select u.id from users u join properties p on p.agent_id = u.id where u.role = 'agent' and u.active = 1 group by u.id order by count(*) desc, u.id limit 1",
      );
      const missingAgent = await makeToken(server, cookie, { name: "Agent app", role: "agent" });
      expect(missingAgent.status).toBe(422);
      expect(missingAgent.token).toBeNull();
      const agentToken = (
        await makeToken(server, cookie, { name: "Agent app", role: "agent", agentId: agent.id })
      ).token as string;
      const own = await fetch(`${server.url}/api/realEstate?pageSize=500`, { headers: bearer(agentToken) });
      const ownList = (await own.json()) as { agentId: string | null }[];
      expect(ownList.length).toBeGreaterThan(0);
      for (const p of ownList) expect(p.agentId).toBe(agent.id);
      const users = await fetch(`${server.url}/api/contact/${"0".repeat(24)}`, {
        method: "DELETE",
        headers: bearer(agentToken),
      });
      expect(users.status).toBe(403);

      // Last use is recorded; revocation is immediate.
      const [used] = await queryDb<{ last_used_at: string | null; id: string }>(
        server,
        "select id, last_used_at from api_tokens where name = 'Partner site'",
      );
      expect(used.last_used_at).toBeTruthy();
      const revoke = await fetch(`${server.url}/admin/api-tokens.data`, {
        method: "POST",
        headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "revoke", id: used.id }),
      });
      expect(revoke.status).toBe(200);
      const afterRevoke = await fetch(`${server.url}/api/realEstate`, {
        headers: crossSite(ALLOWED, bearer(adminToken)),
      });
      expect(afterRevoke.status).toBe(401);
      // A 401 from an allowed origin carries CORS headers, so that client can read why.
      expect(afterRevoke.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    });

    it("refuses a bad name or role with the field to fix and stores nothing", async () => {
      const before = await queryDb<{ n: number }>(server, "select count(*) as n from api_tokens");
      const res = await makeToken(server, cookie, { name: "  ", role: "superuser" });
      expect(res.status).toBe(422);
      expect(res.text).toContain("name");
      expect(res.text).toContain("role");
      const after = await queryDb<{ n: number }>(server, "select count(*) as n from api_tokens");
      expect(Number(after[0].n)).toBe(Number(before[0].n));
    });
  });
});

describe("API clients: defaults and limits", () => {
  let plain: TestServer;
  let limited: TestServer;

  beforeAll(async () => {
    [plain, limited] = await Promise.all([
      startServer({ dialect: "sqlite" }),
      startServer({
        dialect: "sqlite",
        env: { RATE_LIMIT_API_PER_MINUTE: "20", TRUST_PROXY: "true", CORS_ORIGINS: ALLOWED },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.stop(), limited?.stop()]);
  });

  it("without CORS_ORIGINS keeps same-origin behaviour: no CORS headers, a preflight is 405", async () => {
    const res = await fetch(`${plain.url}/api/realEstate?pageSize=1`, { headers: crossSite(ALLOWED) });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const pre = await preflight(plain, "/api/contact", ALLOWED, "POST", "content-type");
    expect(pre.status).toBe(405);
    expect(pre.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses to start with a CORS origin that is not an exact origin", async () => {
    for (const bad of [
      "*",
      "https://partner.example/app",
      "https://*.partner.example",
      "ftp://files.example",
    ]) {
      await expect(
        startServer({ dialect: "sqlite", data: "empty", env: { CORS_ORIGINS: bad } }),
      ).rejects.toThrow(/CORS_ORIGINS/);
    }
  });

  it("limits a client calling in a loop with 429 and Retry-After, cached answers included, without slowing others", async () => {
    const from = (address: string) => ({ "X-Forwarded-For": address, ...crossSite(ALLOWED) });
    const statuses: number[] = [];
    let limitedRes: Response | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${limited.url}/api/realEstate?pageSize=1`, { headers: from("203.0.113.9") });
      statuses.push(res.status);
      if (res.status === 429) limitedRes ??= res;
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(Number(limitedRes?.headers.get("retry-after"))).toBeGreaterThan(0);
    // The browser on the allowed origin can read the 429 and its Retry-After.
    expect(limitedRes?.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    // Another client, the health check and the pages are not affected.
    expect(
      (await fetch(`${limited.url}/api/realEstate?pageSize=1`, { headers: from("203.0.113.10") })).status,
    ).toBe(200);
    expect((await fetch(`${limited.url}/api/health`, { headers: from("203.0.113.9") })).status).toBe(200);
    expect((await fetch(`${limited.url}/`, { headers: from("203.0.113.9") })).status).toBe(200);
  });

  it("counts a token's calls against the token, whatever its address", async () => {
    const login = await fetch(`${limited.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.1" },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await fetch(`${limited.url}/api/auth/me`, {
        headers: { ...bearer(token), "X-Forwarded-For": `198.51.100.${10 + i}` },
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200).length, statuses.join(" ")).toBe(20);
    expect(statuses.at(-1)).toBe(429);
  });
});
