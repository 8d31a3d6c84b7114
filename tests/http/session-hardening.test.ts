import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, DIALECTS } from "../setup/paths.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { queryDb } from "./api-support.ts";

// Issue 9, item 6: session hardening, on both dialects. tests/http/api-auth.test.ts covers the
// basics (cookie flags, hashed tokens, a new token when logging in over a held session, logout,
// one idle expiry on SQLite, a lock after five failures from one address); this suite adds the
// attacks: a planted (fixated) token, a stolen cookie replayed after logout and after expiry, the
// absolute lifetime, the login page as well as the API, failures spread over many addresses or many
// accounts (behind a proxy, X-Forwarded-For), a forged client address, and user enumeration through
// messages and timing (medians of many attempts). Whatever reads or writes sessions, users or the
// login_throttle rows runs on both dialects; the timing and the two client-address tests (decided
// before any query) run once, on SQLite.

const PLANTED = "A".repeat(43);
const sidOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("sid=") && c.length > 4) ?? "";

async function apiLogin(
  server: TestServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** The no-JavaScript login page post, as a browser sends it. */
async function pageLogin(
  server: TestServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
    body: new URLSearchParams({ email, password, redirectTo: "/admin/home" }),
  });
}

const me = (server: TestServer, cookie: string) =>
  fetch(`${server.url}/api/auth/me`, { headers: { cookie } }).then((r) => r.status);
const adminPage = (server: TestServer, cookie: string) =>
  fetch(`${server.url}/admin/contact`, { headers: { cookie }, redirect: "manual" });
const sessionCount = async (server: TestServer) =>
  Number((await queryDb<{ n: number | string }>(server, "select count(*) as n from sessions"))[0].n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

describe.each(DIALECTS)("session hardening [%s]", (dialect) => {
  describe("tokens", () => {
    let server: TestServer;
    beforeAll(async () => {
      // No lock-outs here: the enumeration timing below makes many failed attempts.
      server = await startServer({ dialect, data: "empty", env: { RATE_LIMIT_LOGIN_FAILURES: "1000000" } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("gives a fresh token at login, whatever token the browser brings (no fixation), API and page alike", async () => {
      for (const login of [apiLogin, pageLogin]) {
        const res = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD, { cookie: `sid=${PLANTED}` });
        expect(res.status, login.name).toBe(login === apiLogin ? 200 : 302);
        const sid = sidOf(res);
        expect(sid).toMatch(/^sid=[A-Za-z0-9_-]{43}$/);
        expect(sid).not.toBe(`sid=${PLANTED}`);
        expect(await me(server, sid)).toBe(200);
        // The planted value never becomes a session.
        expect(await me(server, `sid=${PLANTED}`)).toBe(401);
      }
      // Two logins, two different tokens; both live until logged out (two devices).
      const a = sidOf(await apiLogin(server, ADMIN_EMAIL, ADMIN_PASSWORD));
      const b = sidOf(await apiLogin(server, ADMIN_EMAIL, ADMIN_PASSWORD));
      expect(a).not.toBe(b);
      expect(await me(server, a)).toBe(200);
      expect(await me(server, b)).toBe(200);
    });

    it("a stolen cookie stops working once its owner logs out, on the API, admin pages and page data", async () => {
      for (const how of ["api", "page"] as const) {
        const owner = sidOf(await apiLogin(server, ADMIN_EMAIL, ADMIN_PASSWORD));
        const stolen = owner; // an exact copy, used from elsewhere
        expect(await me(server, stolen)).toBe(200);
        expect((await adminPage(server, stolen)).status).toBe(200);
        const before = await sessionCount(server);
        const out =
          how === "api"
            ? await fetch(`${server.url}/api/auth/logout`, {
                method: "POST",
                headers: { cookie: owner, origin: server.url },
              })
            : await fetch(`${server.url}/admin/logout`, {
                method: "POST",
                redirect: "manual",
                headers: { cookie: owner, origin: server.url },
              });
        expect(out.status, how).toBe(how === "api" ? 204 : 302);
        expect(out.headers.getSetCookie().join(" "), how).toMatch(/sid=;.*Max-Age=0/);
        // Destroyed on the server: the row is gone, so the copy is worthless.
        expect(await sessionCount(server)).toBe(before - 1);
        expect(await me(server, stolen)).toBe(401);
        const page = await adminPage(server, stolen);
        expect(page.status).toBe(302);
        expect(page.headers.get("location")).toMatch(/^\/admin\/login/);
        const data = await fetch(`${server.url}/admin/contact.data`, {
          headers: { cookie: stolen },
          redirect: "manual",
        });
        // React Router answers a data request with an encoded redirect to the login page.
        expect(data.status).toBe(202);
        expect(await data.text()).toContain("/admin/login");
        const write = await fetch(`${server.url}/api/contact/0123456789abcdef01234567`, {
          method: "DELETE",
          headers: { cookie: stolen, origin: server.url },
        });
        expect(write.status).toBe(401);
      }
    });

    it("answers an unknown email and a wrong password alike: same status and body, API and page", async () => {
      const unknown = await apiLogin(server, "nobody-here@test.example", "not the password at all");
      const wrong = await apiLogin(server, ADMIN_EMAIL, "not the password at all");
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(await unknown.text()).toBe(await wrong.text());
      // Differently cased or padded spellings of the real address say nothing more either.
      const cased = await apiLogin(server, ` ${ADMIN_EMAIL.toUpperCase()} `, "not the password at all");
      expect(cased.status).toBe(401);
      const pageUnknown = await pageLogin(server, "nobody-here@test.example", "not the password at all");
      const pageWrong = await pageLogin(server, ADMIN_EMAIL, "not the password at all");
      expect(pageUnknown.status).toBe(401);
      expect(pageWrong.status).toBe(401);
      const alert = (html: string) => /data-login-error[^>]*>([^<]*)</.exec(html)?.[1];
      const [u, w] = [alert(await pageUnknown.text()), alert(await pageWrong.text())];
      expect(u).toBeTruthy();
      expect(u).toBe(w);
    });

    // Once, on SQLite: both paths run the same queries on either database, and what is measured is
    // the service's password hash (an early return for an unknown email would show on any database).
    if (dialect === "sqlite")
      it("answers an unknown email as a wrong password, 401 each time (timings reported, never a verdict)", async () => {
        const time = async (email: string) => {
          const t = performance.now();
          const res = await apiLogin(server, email, "not the password at all");
          await res.arrayBuffer();
          expect(res.status).toBe(401);
          return performance.now() - t;
        };
        await time("warm-up@test.example");
        const unknown: number[] = [];
        const wrong: number[] = [];
        for (let i = 0; i < 5; i++) {
          // Interleaved, so a busy moment on the machine costs both sides alike.
          unknown.push(await time(`nobody-${i}@test.example`));
          wrong.push(await time(ADMIN_EMAIL));
        }
        const [mu, mw] = [median(unknown), median(wrong)];
        console.log(
          `login timing [${dialect}]: unknown email median ${mu.toFixed(1)} ms, wrong password ${mw.toFixed(1)} ms`,
        );
        // Both verify a password hash; an early return for an unknown email would be several times
        // faster. Reported for a reader of the log: a timing is never a verdict in CI.
      }, 180_000);
  });

  describe("throttling behind a proxy (TRUST_PROXY=true, X-Forwarded-For)", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ dialect, data: "empty", env: { TRUST_PROXY: "true" } });
    });
    afterAll(async () => {
      await server?.stop();
    });
    const from = (address: string) => ({ "x-forwarded-for": address });

    it("locks one account attacked from many addresses (429 with Retry-After, even for the right password)", async () => {
      for (let i = 1; i <= 5; i++) {
        const res = await apiLogin(server, ADMIN_EMAIL, `wrong-${i}`, from(`198.51.100.${i}`));
        expect(res.status, `attempt ${i}`).toBe(401);
      }
      const next = await apiLogin(server, ADMIN_EMAIL, "wrong-6", from("198.51.100.6"));
      expect(next.status).toBe(429);
      expect(Number(next.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const right = await apiLogin(server, ADMIN_EMAIL, ADMIN_PASSWORD, from("198.51.100.7"));
      expect(right.status).toBe(429);
      const page = await pageLogin(server, ADMIN_EMAIL, ADMIN_PASSWORD, from("198.51.100.8"));
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(sidOf(page)).toBe("");
      // A locked unknown account reads exactly the same (no enumeration through the lock either).
      for (let i = 1; i <= 5; i++)
        await apiLogin(server, "ghost@test.example", `wrong-${i}`, from(`203.0.113.${i}`));
      const ghost = await apiLogin(server, "ghost@test.example", "wrong-6", from("203.0.113.6"));
      expect(ghost.status).toBe(429);
      expect((await ghost.json()) as unknown).toEqual((await next.json()) as unknown);
      const keys = await queryDb<{ key: string }>(
        server,
        "select key from login_throttle where locked_until is not null",
      );
      expect(keys.map((k) => k.key)).toEqual(
        expect.arrayContaining([`account:${ADMIN_EMAIL}`, "account:ghost@test.example"]),
      );
    });

    it("locks one address trying many accounts, while other addresses are unaffected", async () => {
      const attacker = from("192.0.2.50");
      for (let i = 1; i <= 5; i++) {
        const res = await apiLogin(server, `user${i}@test.example`, "guess", attacker);
        expect(res.status, `account ${i}`).toBe(401);
      }
      const sixth = await apiLogin(server, "user6@test.example", "guess", attacker);
      expect(sixth.status).toBe(429);
      // The address is locked for every account it tries next.
      expect((await apiLogin(server, "ops@test.example", "guess", attacker)).status).toBe(429);
      // A neighbour's address is not.
      expect((await apiLogin(server, "user1@test.example", "guess", from("192.0.2.51"))).status).toBe(401);
    });

    // Once, on SQLite, like the next test: which address a request is counted under is decided in
    // server/index.js (Express's trust proxy, and the X-Client-Address header it overwrites) before
    // any query. Counting, storing and locking by address is checked on both dialects just above.
    if (dialect === "sqlite")
      it("takes the address the proxy saw, not one the client wrote into X-Forwarded-For or X-Client-Address", async () => {
        // The proxy appends the real peer address; whatever the client put in front changes nothing.
        const real = "192.0.2.99";
        for (let i = 1; i <= 5; i++) {
          const res = await apiLogin(server, `spoof${i}@test.example`, "guess", {
            "x-forwarded-for": `10.0.0.${i}, ${real}`,
            "x-client-address": `10.1.0.${i}`,
          });
          expect(res.status, `attempt ${i}`).toBe(401);
        }
        const res = await apiLogin(server, "spoof6@test.example", "guess", {
          "x-forwarded-for": `10.0.0.77, ${real}`,
          "x-client-address": "10.1.0.77",
        });
        expect(res.status).toBe(429);
        const rows = await queryDb<{ key: string }>(
          server,
          "select key from login_throttle where key like 'address:%'",
        );
        expect(rows.map((r) => r.key)).toContain(`address:${real}`);
        expect(rows.map((r) => r.key).filter((k) => k.startsWith("address:10."))).toEqual([]);
      });
  });

  // Once, on SQLite (the address is decided before any query; see above). The lock-outs themselves
  // are rows of login_throttle, written with each dialect's upsert: those tests run on both.
  if (dialect === "sqlite")
    describe("throttling without a proxy (TRUST_PROXY=false)", () => {
      it("ignores X-Forwarded-For and X-Client-Address: a client cannot pick a fresh address", async () => {
        const server = await startServer({ dialect, data: "empty" });
        try {
          for (let i = 1; i <= 5; i++) {
            const res = await apiLogin(server, `direct${i}@test.example`, "guess", {
              "x-forwarded-for": `198.18.0.${i}`,
              "x-client-address": `198.18.1.${i}`,
            });
            expect(res.status).toBe(401);
          }
          const res = await apiLogin(server, "direct6@test.example", "guess", {
            "x-forwarded-for": "198.18.0.6",
            "x-client-address": "198.18.1.6",
          });
          expect(res.status).toBe(429);
          const rows = await queryDb<{ key: string }>(
            server,
            "select key from login_throttle where key like 'address:%'",
          );
          expect(rows.map((r) => r.key)).toEqual(["address:127.0.0.1"]);
        } finally {
          await server.stop();
        }
      });
    });
});

// Session expiry, on both dialects (the session rows are read, touched and deleted in the database).
// The four tests each run their own server and mostly wait for a clock: all side by side, both
// dialects at once, instead of one dialect after the other.
describe.concurrent("session expiry", () => {
  for (const dialect of DIALECTS) {
    it(`[${dialect}] ends a session left idle (SESSION_IDLE_HOURS): the row is deleted and a replayed cookie fails`, async () => {
      // 0.002 h = 7.2 s: room for a login and one request on a loaded machine (1.8 s was not).
      const server = await startServer({ dialect, data: "empty", env: { SESSION_IDLE_HOURS: "0.002" } });
      const idleMs = 0.002 * 3_600_000;
      try {
        const loggedIn = Date.now();
        const sid = sidOf(await apiLogin(server, ADMIN_EMAIL, ADMIN_PASSWORD));
        const created = Date.now(); // the session row was written before this
        const status = await me(server, sid);
        // The session works while it is fresh. On a machine so loaded that the login and this call
        // took longer than the idle window itself, the session may already have ended: a verdict on
        // speed, not on the rule, so only the outcome after the window is asserted then.
        if (Date.now() - loggedIn < idleMs - 1000) expect(status).toBe(200);
        await sleep(Math.max(0, created + idleMs + 800 - Date.now()));
        const page = await adminPage(server, sid);
        expect(page.status).toBe(302);
        // The browser is told to drop the dead cookie.
        expect(page.headers.getSetCookie().join(" ")).toMatch(/sid=;.*Max-Age=0/);
        expect(await me(server, sid)).toBe(401);
        expect(await sessionCount(server)).toBe(0);
      } finally {
        await server.stop();
      }
    });

    it(`[${dialect}] ends a session at its absolute lifetime (SESSION_MAX_DAYS) even while it is in use`, async () => {
      // 0.0001 days = 8.64 s; the idle limit stays at its default (12 h).
      const lifetime = 8_640;
      const server = await startServer({ dialect, data: "empty", env: { SESSION_MAX_DAYS: "0.0001" } });
      try {
        const before = Date.now();
        const sid = sidOf(await apiLogin(server, ADMIN_EMAIL, ADMIN_PASSWORD));
        const after = Date.now();
        // In use the whole time: the session was created after `before`, so it lives at least this long.
        while (Date.now() < before + lifetime - 3_000) {
          expect(await me(server, sid)).toBe(200);
          await sleep(500);
        }
        await sleep(Math.max(0, after + lifetime + 500 - Date.now()));
        expect(await me(server, sid)).toBe(401);
        expect(await sessionCount(server)).toBe(0);
        // A new login starts a new lifetime.
        expect(await me(server, sidOf(await apiLogin(server, ADMIN_EMAIL, ADMIN_PASSWORD)))).toBe(200);
      } finally {
        await server.stop();
      }
    });
  }
});
