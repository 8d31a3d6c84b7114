import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { createAdmin } from "../users/user.service.server.ts";
import { INVALID_CREDENTIALS, lockDuration, login, type ThrottleSettings } from "./auth.service.server.ts";
import { lookupSession, safeRedirectTarget } from "../../web/session.server.ts";
import { createSession, hashToken, type SessionSettings } from "./session.server.ts";
import { failure } from "../../lib/test-failure.ts";

const SETTINGS: SessionSettings = { idleMs: 12 * 3_600_000, maxMs: 7 * 86_400_000, https: false };
const THROTTLE: ThrottleSettings = {
  limit: 5,
  baseLockMs: 30_000,
  maxLockMs: 3_600_000,
  windowMs: 15 * 60_000,
};
const EMAIL = "owner@agency.example";
const PASSWORD = "a long and correct password";

const withCookie = (token: string, name = "sid") =>
  new Request("http://site.test/admin/home", { headers: { cookie: `theme=dark; ${name}=${token}` } });

describe.each(TEST_DIALECTS)("sessions and login [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    await createAdmin(db.db, { email: EMAIL, password: PASSWORD, name: "Owner" });
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("creates a session with a random token stored only as its SHA-256", async () => {
    const t0 = new Date("2026-06-01T10:00:00Z");
    const r = await login(
      db.db,
      { email: EMAIL.toUpperCase(), password: PASSWORD },
      { address: "10.0.0.1", settings: SETTINGS, throttle: THROTTLE, now: t0 },
    );
    expect(r.user.email).toBe(EMAIL);
    expect(r.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.session.id).toBe(hashToken(r.session.token));
    expect(r.session.cookie).toMatch(/^sid=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    const rows = await db.db.selectFrom("sessions").select("id").execute();
    expect(rows.map((x) => x.id)).toContain(r.session.id);
    expect(rows.map((x) => x.id)).not.toContain(r.session.token);
    const found = await lookupSession(
      db.db,
      withCookie(r.session.token),
      SETTINGS,
      new Date(t0.getTime() + 1000),
    );
    expect(found.actor).toMatchObject({
      kind: "staff",
      role: "admin",
      email: EMAIL,
      sessionId: r.session.id,
    });
  });

  it("ends a session after the idle timeout and after the absolute lifetime", async () => {
    const user = await db.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const t0 = new Date("2026-06-02T08:00:00Z");
    const idle = await createSession(db.db, user.id, SETTINGS, t0);
    const at = (h: number) => new Date(t0.getTime() + h * 3_600_000);
    expect((await lookupSession(db.db, withCookie(idle.token), SETTINGS, at(11))).actor).not.toBeNull();
    // Each use moves the idle deadline: used at 22 h, it is gone 13 h later.
    expect((await lookupSession(db.db, withCookie(idle.token), SETTINGS, at(22))).actor).not.toBeNull();
    const gone = await lookupSession(db.db, withCookie(idle.token), SETTINGS, at(35));
    expect(gone).toEqual({ actor: null, stale: true });
    // Deleted on the server, so it cannot come back.
    expect((await lookupSession(db.db, withCookie(idle.token), SETTINGS, at(11))).actor).toBeNull();

    const busy = await createSession(db.db, user.id, SETTINGS, t0);
    for (let h = 10; h < 7 * 24; h += 10) {
      expect(
        (await lookupSession(db.db, withCookie(busy.token), SETTINGS, at(h))).actor,
        `hour ${h}`,
      ).not.toBeNull();
    }
    expect((await lookupSession(db.db, withCookie(busy.token), SETTINGS, at(7 * 24 + 1))).actor).toBeNull();
  });

  it("treats missing, malformed and unknown cookies as public, and reads only its own cookie name", async () => {
    expect(await lookupSession(db.db, new Request("http://site.test/"), SETTINGS)).toEqual({
      actor: null,
      stale: false,
    });
    expect((await lookupSession(db.db, withCookie("short"), SETTINGS)).stale).toBe(true);
    expect((await lookupSession(db.db, withCookie("x".repeat(43)), SETTINGS)).actor).toBeNull();
    const r = await login(
      db.db,
      { email: EMAIL, password: PASSWORD },
      { address: "10.0.0.9", settings: SETTINGS, throttle: THROTTLE },
    );
    expect((await lookupSession(db.db, withCookie(r.session.token, "other"), SETTINGS)).actor).toBeNull();
    const https = { ...SETTINGS, https: true };
    expect(
      (await lookupSession(db.db, withCookie(r.session.token, "__Host-sid"), https)).actor,
    ).not.toBeNull();
    expect((await lookupSession(db.db, withCookie(r.session.token), https)).actor).toBeNull();
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const a = await failure(
      login(
        db.db,
        { email: "ghost@agency.example", password: PASSWORD },
        { address: "10.0.1.1", settings: SETTINGS, throttle: THROTTLE },
      ),
    );
    const b = await failure(
      login(
        db.db,
        { email: EMAIL, password: "wrong password" },
        { address: "10.0.1.2", settings: SETTINGS, throttle: THROTTLE },
      ),
    );
    expect([a.status, a.message]).toEqual([401, INVALID_CREDENTIALS]);
    expect([b.status, b.message]).toEqual([401, INVALID_CREDENTIALS]);
    const v = await failure(
      login(
        db.db,
        { email: "", password: "" },
        { address: "10.0.1.3", settings: SETTINGS, throttle: THROTTLE },
      ),
    );
    expect(v.status).toBe(422);
  });

  it("locks an account after 5 failures with a growing backoff, and a success clears it", async () => {
    // In the future, so nothing earlier in this file counts; a separate account.
    const t0 = new Date(Date.now() + 10 * 86_400_000);
    const LOCKED = "locked@agency.example";
    await createAdmin(db.db, { email: LOCKED, password: PASSWORD, name: "Locked" });
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const attempt = (password: string, s: number, address: string) =>
      login(
        db.db,
        { email: LOCKED, password },
        { address, settings: SETTINGS, throttle: THROTTLE, now: at(s) },
      );
    for (let i = 0; i < 5; i++) expect((await failure(attempt("nope", i, `10.1.0.${i}`))).status).toBe(401);
    const locked = await failure(attempt(PASSWORD, 6, "10.1.1.1"));
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBeGreaterThan(20);
    expect(locked.retryAfter).toBeLessThanOrEqual(30);
    // After the lock, one more failure locks for twice as long.
    expect((await failure(attempt("nope", 40, "10.1.1.2"))).status).toBe(401);
    const longer = await failure(attempt(PASSWORD, 41, "10.1.1.3"));
    expect(longer.status).toBe(429);
    expect(longer.retryAfter).toBeGreaterThan(50);
    expect(longer.retryAfter).toBeLessThanOrEqual(60);
    // Once it expires, the right password works and clears the count.
    const ok = await attempt(PASSWORD, 120, "10.1.1.4");
    expect(ok.user.email).toBe(LOCKED);
    expect((await failure(attempt("nope", 121, "10.1.1.5"))).status).toBe(401);
    expect((await attempt(PASSWORD, 122, "10.1.1.6")).user.email).toBe(LOCKED);
  });

  it("locks an address that tries many accounts", async () => {
    const t0 = new Date(Date.now() + 20 * 86_400_000);
    for (let i = 0; i < 5; i++) {
      const e = await failure(
        login(
          db.db,
          { email: `user${i}@x.example`, password: "p" },
          { address: "10.2.0.1", settings: SETTINGS, throttle: THROTTLE, now: t0 },
        ),
      );
      expect(e.status).toBe(401);
    }
    const e = await failure(
      login(
        db.db,
        { email: EMAIL, password: PASSWORD },
        { address: "10.2.0.1", settings: SETTINGS, throttle: THROTTLE, now: t0 },
      ),
    );
    expect(e.status).toBe(429);
    // Old failures are forgotten after the window.
    const later = new Date(t0.getTime() + 20 * 60_000);
    expect(
      (
        await login(
          db.db,
          { email: EMAIL, password: PASSWORD },
          { address: "10.2.0.1", settings: SETTINGS, throttle: THROTTLE, now: later },
        )
      ).user.email,
    ).toBe(EMAIL);
  });

  it("ends the previous session at login", async () => {
    const first = await login(
      db.db,
      { email: EMAIL, password: PASSWORD },
      { address: "10.3.0.1", settings: SETTINGS, throttle: THROTTLE },
    );
    const second = await login(
      db.db,
      { email: EMAIL, password: PASSWORD },
      { address: "10.3.0.1", settings: SETTINGS, throttle: THROTTLE, previousSessionId: first.session.id },
    );
    expect(second.session.token).not.toBe(first.session.token);
    expect((await lookupSession(db.db, withCookie(first.session.token), SETTINGS)).actor).toBeNull();
    expect((await lookupSession(db.db, withCookie(second.session.token), SETTINGS)).actor).not.toBeNull();
  });
});

describe("auth helpers", () => {
  it("doubles the lock after the limit, capped", () => {
    expect(lockDuration(5, THROTTLE)).toBe(30_000);
    expect(lockDuration(6, THROTTLE)).toBe(60_000);
    expect(lockDuration(8, THROTTLE)).toBe(240_000);
    expect(lockDuration(50, THROTTLE)).toBe(3_600_000);
  });

  it("only redirects to local paths after login", () => {
    expect(safeRedirectTarget("/admin/realEstate?page=2")).toBe("/admin/realEstate?page=2");
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      "/a\r\nSet-Cookie: x",
    ]) {
      expect(safeRedirectTarget(bad)).toBe("/admin/home");
    }
  });
});
