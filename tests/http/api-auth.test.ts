import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../app/routes/api/routes.server.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { assertNoInternals, client, queryDb, validProperty } from "./api-support.ts";

const DUMMY_ID = "0123456789abcdef01234567";

async function login(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...headers },
    body: JSON.stringify(body),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe.each(DIALECTS)("sessions and admin auth [%s]", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, data: "empty" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 401 for every admin call of the route table without a session", async () => {
    const admin = apiRoutes.filter((r) => r.audience === "staff");
    expect(admin.length).toBeGreaterThanOrEqual(4);
    for (const r of admin) {
      const path = `/api${r.path.replace(/:[A-Za-z_]+/g, DUMMY_ID)}`;
      const init: RequestInit = { method: r.method };
      if (r.method !== "GET" && r.method !== "DELETE") {
        init.headers = { "content-type": "application/json", origin: server.url };
        init.body = JSON.stringify(validProperty());
      }
      const res = await fetch(`${server.url}${path}`, init);
      expect(res.status, `${r.method} ${path}`).toBe(401);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe("unauthorized");
      // A forged or expired cookie is no better than none.
      const forged = await fetch(`${server.url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), cookie: `sid=${"A".repeat(43)}` },
      });
      expect(forged.status, `${r.method} ${path} with a forged cookie`).toBe(401);
    }
  });

  it("logs in: 200 {user}, an HttpOnly SameSite=Lax cookie, not Secure over http", async () => {
    const res = await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email: ADMIN_EMAIL, role: "admin" });
    expect(typeof body.user._id).toBe("string");
    expect(body.user).not.toHaveProperty("password_hash");
    expect(JSON.stringify(body)).not.toMatch(/scrypt/);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("stores only a hash of the token, and issues a new token at every login", async () => {
    const a = cookieOf(await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    const token = a.split("=")[1];
    const rows = await queryDb<{ id: string }>(server, "select id from sessions");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
    // Logging in again while holding session A ends A and starts B.
    const res = await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { cookie: a });
    const b = cookieOf(res);
    expect(b).not.toBe(a);
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { cookie: a } })).status).toBe(401);
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { cookie: b } })).status).toBe(200);
  });

  it("answers the same 401 for an unknown email and a wrong password (both check a password hash)", async () => {
    const timed = async (email: string) => {
      const t = performance.now();
      const res = await login(server, { email, password: "not the password at all" });
      return { res, ms: performance.now() - t, body: await res.text() };
    };
    // Warm up (the dummy hash is made on first use).
    await timed("nobody@test.example");
    const wrong = await timed(ADMIN_EMAIL);
    const unknown = await timed("nobody-else@test.example");
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    // Both verify a scrypt hash (an unknown email against a dummy one: verifyCredentials), so they
    // take about as long; the figures are reported, never a verdict (CI never fails on a timing).
    console.log(
      `login timing: wrong password ${wrong.ms.toFixed(1)} ms, unknown email ${unknown.ms.toFixed(1)} ms`,
    );
    // A successful login clears the address's failure count, so later tests start clean.
    await adminCookie(server);
  });

  it("validates the login body: 422 for missing fields, 400 for bad JSON, 415 for other types", async () => {
    const missing = await login(server, { email: "" });
    expect(missing.status).toBe(422);
    const body = (await missing.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["email", "password"]));
    const bad = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    const xml = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/xml" },
      body: "<a/>",
    });
    expect(xml.status).toBe(415);
    // A form post works too (the login page may post one).
    const form = new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const ok = await fetch(`${server.url}/api/auth/login`, { method: "POST", body: form });
    expect(ok.status).toBe(200);
  });

  it("me answers {user}; logout answers 204, destroys the session and clears the cookie", async () => {
    const cookie = await adminCookie(server);
    const c = client(server, cookie);
    const me = await c.req("/api/auth/me");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ADMIN_EMAIL);
    const before = await queryDb(server, "select id from sessions");
    const out = await c.req("/api/auth/logout", { method: "POST" });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^sid=; .*Max-Age=0/);
    const after = await queryDb(server, "select id from sessions");
    expect(after.length).toBe(before.length - 1);
    expect((await c.req("/api/auth/me")).status).toBe(401);
    expect((await c.req("/api/auth/logout", { method: "POST" })).status).toBe(401);
  });

  it("refuses cross-site state-changing requests that carry the session (403)", async () => {
    const cookie = await adminCookie(server);
    const evil = { cookie, "content-type": "application/json" };
    const bodies = JSON.stringify(validProperty());
    for (const headers of [
      { ...evil, origin: "https://evil.example" },
      { ...evil, "sec-fetch-site": "cross-site" },
      { ...evil, "sec-fetch-site": "same-site", origin: "https://sub.evil.example" },
      { ...evil, origin: "null" },
    ]) {
      const res = await fetch(`${server.url}/api/realEstate`, { method: "POST", headers, body: bodies });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    }
    const del = await fetch(`${server.url}/api/realEstate/${DUMMY_ID}`, {
      method: "DELETE",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(del.status).toBe(403);
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(out.status).toBe(403);
    // A cross-site login (login CSRF) is refused too.
    const xLogin = await login(
      server,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(xLogin.status).toBe(403);
    // Same origin, and a request without Origin (no browser, no ambient cookie), pass.
    const same = await fetch(`${server.url}/api/realEstate`, {
      method: "POST",
      headers: { ...evil, origin: server.url, "sec-fetch-site": "same-origin" },
      body: bodies,
    });
    expect(same.status).toBe(201);
    // Reading cross-site is fine (public data, and the browser does not expose it without CORS).
    const read = await fetch(`${server.url}/api/auth/me`, {
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(read.status).toBe(200);
  });

  it("never leaks internals in auth errors", async () => {
    for (const body of ["", "null", "[]", '{"email":[],"password":{}}', `{"email":"${"a".repeat(5000)}"}`]) {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      assertNoInternals(await res.text());
    }
  });
});

describe("failed-login throttling", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ data: "empty" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 429 with Retry-After after 5 failures, even for the right password, per account and address", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login(server, { email: ADMIN_EMAIL, password: `wrong-${i}` });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await login(server, { email: ADMIN_EMAIL, password: "wrong-again" });
    expect(locked.status).toBe(429);
    const retry = Number(locked.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(30);
    // The right password does not get through a lock.
    const right = await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(right.status).toBe(429);
    // Per address: another account from the same address is locked too.
    const other = await login(server, { email: "someone@test.example", password: "x" });
    expect(other.status).toBe(429);
    const rows = await queryDb<{ key: string; failures: number; locked_until: string | null }>(
      server,
      "select key, failures, locked_until from login_throttle order by key",
    );
    expect(rows.map((r) => r.key)).toEqual([`account:${ADMIN_EMAIL}`, "address:127.0.0.1"]);
    for (const r of rows) expect(r.locked_until).not.toBeNull();
  });
});

describe("session cookie under an https PUBLIC_URL", () => {
  it("is Secure, HttpOnly, SameSite=Lax and uses the __Host- prefix", async () => {
    const server = await startServer({ data: "empty", env: { PUBLIC_URL: "https://homes.example" } });
    try {
      const res = await login(
        server,
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { origin: "https://homes.example" },
      );
      expect(res.status).toBe(200);
      const [cookie] = res.headers.getSetCookie();
      expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure/);
      const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: cookie.split(";")[0] } });
      expect(me.status).toBe(200);
      // The plain-http cookie name means nothing here.
      const plain = await fetch(`${server.url}/api/auth/me`, {
        headers: { cookie: `sid=${cookie.split(";")[0].split("=")[1]}` },
      });
      expect(plain.status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});

// The idle timeout (SESSION_IDLE_HOURS) is tested on both databases in session-hardening.test.ts.
