import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { freshDb, TEST_DIALECTS } from "../app/db/test-db.ts";
import { migrations } from "./migrations/index.ts";

// The agents migration rebuilds tables on SQLite to widen their CHECK constraints: rows, indexes,
// and rows that refer to the rebuilt tables (sessions → users) must all survive, on both databases.

describe.each(TEST_DIALECTS)("the agents-and-assignment migration [%s]", (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it("keeps every row, index and session, and widens the role and status rules", async () => {
    const { db, cleanup } = await freshDb(dialect, { migrate: false });
    cleanups.push(cleanup);
    const migrator = new Migrator({ db: db.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("2026-12-03T0900-mail-outbox");
    expect(before.error).toBeUndefined();
    const at = new Date().toISOString();
    const k = db.db;
    await k
      .insertInto("users")
      .values({
        id: "u1",
        email: "a@b.example",
        name: "A",
        password_hash: "x",
        role: "admin",
        last_login_at: null,
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    await k
      .insertInto("sessions")
      .values({ id: "s1", user_id: "u1", created_at: at, last_seen_at: at, expires_at: at })
      .execute();
    const lead = {
      name: "V",
      email: "v@x.example",
      phone: "1",
      message: "m",
      status: "inprogress",
      read_at: null,
      created_at: at,
      updated_at: at,
    };
    await k
      .insertInto("contact_messages")
      .values({ id: "c1", ...lead } as never)
      .execute();
    await k
      .insertInto("enquiries")
      .values({ id: "e1", ...lead, property_id: null } as never)
      .execute();
    await k
      .insertInto("career_applications")
      .values({
        id: "a1",
        ...lead,
        status: "",
        age: 30,
        position: "P",
        cv_key: null,
        cv_name: null,
        cv_type: null,
      } as never)
      .execute();

    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    expect(await k.selectFrom("sessions").select("id").execute()).toEqual([{ id: "s1" }]);
    expect((await k.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow()).status).toBe(
      "inprogress",
    );
    expect(await k.selectFrom("users").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      role: "admin",
      active: 1,
      lead_kinds: "contact,enquiry,listProperty,career",
    });
    // The new values are accepted, unknown ones still refused.
    await k.updateTable("contact_messages").set({ status: "won" }).execute();
    await k.updateTable("career_applications").set({ status: "lost" }).execute();
    await k
      .insertInto("users")
      .values({
        id: "u2",
        email: "g@b.example",
        name: "G",
        password_hash: "!",
        role: "agent",
        last_login_at: null,
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    await expect(
      k
        .updateTable("contact_messages")
        .set({ status: "bogus" as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      k
        .updateTable("users")
        .set({ role: "owner" as never })
        .execute(),
    ).rejects.toThrow();
    // The case-insensitive unique email index came back with the table.
    await expect(
      k
        .insertInto("users")
        .values({
          id: "u3",
          email: "A@B.example",
          name: "A2",
          password_hash: "x",
          role: "admin",
          last_login_at: null,
          created_at: at,
          updated_at: at,
        } as never)
        .execute(),
    ).rejects.toThrow();
    // Deleting a user still ends their sessions (the foreign key survived the rebuild).
    await k.deleteFrom("users").where("id", "=", "u1").execute();
    expect(await k.selectFrom("sessions").select("id").execute()).toEqual([]);
  });
});
