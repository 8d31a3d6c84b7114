import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import type { StaffActor } from "../../lib/actor.ts";
import { pageCacheMiddleware } from "../../lib/page-cache.server.ts";
import { agentProfile, createBoss } from "./staff.test-support.server.ts";
import {
  createStaff,
  publicAgent,
  publicAgents,
  resetStaffPassword,
  updateStaff,
} from "./user.service.server.ts";

// Issue 18, item 2: the team page and a listing's agent card show what a visitor may see of an
// agent (only active agents, only public fields), and an admin's edit of a member of staff shows
// on those pages at once (the in-process page cache is emptied).

const PUBLIC_FIELDS = ["brn", "email", "id", "languages", "name", "phone", "photoUrl", "whatsapp"];

const profile = (over: Record<string, unknown>) => agentProfile({ leadKinds: ["enquiry"], ...over });

describe.each(TEST_DIALECTS)("the public view of agents [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let admin: StaffActor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    admin = await createBoss(db.db);
    ids.boss = admin.userId;
    for (const [key, over] of Object.entries({
      sofia: {
        name: "Sofia Petrova",
        email: "sofia@agency.example",
        languages: "Russian, English",
        photoUrl: "/images/sofia.jpg",
      },
      omar: { name: "Omar Al Suwaidi", email: "omar@agency.example", brn: "10104" },
      gone: { name: "Hannah Gone", email: "hannah@agency.example", active: false },
      office: { name: "Amal Office", email: "amal@agency.example", role: "admin" },
    }))
      ids[key] = (await createStaff(db.db, admin, profile(over))).member._id;
    await db.db.updateTable("users").set({ last_login_at: "2026-01-01T00:00:00.000Z" }).execute();
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("lists only the active agents, by name, with only the fields a visitor may see", async () => {
    const agents = await publicAgents(db.db, "en");
    expect(agents.map((a) => a.name)).toEqual(["Omar Al Suwaidi", "Sofia Petrova"]);
    for (const a of agents) expect(Object.keys(a).sort()).toEqual(PUBLIC_FIELDS);
    expect(agents[1]).toEqual({
      id: ids.sofia,
      name: "Sofia Petrova",
      photoUrl: "/images/sofia.jpg",
      languages: ["Russian", "English"],
      brn: "10101",
      phone: "+971 50 000 0101",
      whatsapp: "971500000101",
      email: "sofia@agency.example",
    });
    // Nothing of the account: no password hash, role, active flag, sign-ins or lead kinds.
    const text = JSON.stringify(agents);
    for (const word of ["password", "role", "active", "lastLogin", "leadKinds", "2026-01-01", "Boss"])
      expect(text).not.toContain(word);
  });

  it("reads one agent for a listing: null for an inactive agent, an admin, an unknown or malformed id", async () => {
    expect(await publicAgent(db.db, ids.omar, "en")).toMatchObject({
      id: ids.omar,
      name: "Omar Al Suwaidi",
      brn: "10104",
    });
    expect(Object.keys((await publicAgent(db.db, ids.omar, "en")) ?? {}).sort()).toEqual(PUBLIC_FIELDS);
    expect(await publicAgent(db.db, ids.gone, "en")).toBeNull();
    expect(await publicAgent(db.db, ids.office, "en")).toBeNull();
    expect(await publicAgent(db.db, ids.boss, "en")).toBeNull();
    expect(await publicAgent(db.db, "0123456789abcdef01234567", "en")).toBeNull();
    expect(await publicAgent(db.db, "' or 1=1 --", "en")).toBeNull();
  });

  it("follows an admin's edits: a deactivated agent leaves, a reactivated one returns with the new profile", async () => {
    await updateStaff(
      db.db,
      admin,
      ids.omar,
      profile({ name: "Omar Al Suwaidi", email: "omar@agency.example", active: false }),
    );
    expect((await publicAgents(db.db, "en")).map((a) => a.name)).toEqual(["Sofia Petrova"]);
    expect(await publicAgent(db.db, ids.omar, "en")).toBeNull();
    await updateStaff(
      db.db,
      admin,
      ids.omar,
      profile({ name: "Omar Al Suwaidi", email: "omar@agency.example", languages: "Arabic, English, Hindi" }),
    );
    expect(await publicAgent(db.db, ids.omar, "en")).toMatchObject({
      languages: ["Arabic", "English", "Hindi"],
    });
    // An Arabic page names them in Arabic.
    expect(await publicAgent(db.db, ids.omar, "ar")).toMatchObject({
      languages: ["العربية", "الإنجليزية", "الهندية"],
    });
    // Made an admin: no longer an agent on the public pages.
    await updateStaff(
      db.db,
      admin,
      ids.omar,
      profile({ name: "Omar Al Suwaidi", email: "omar@agency.example", role: "admin" }),
    );
    expect(await publicAgent(db.db, ids.omar, "en")).toBeNull();
    await updateStaff(
      db.db,
      admin,
      ids.omar,
      profile({ name: "Omar Al Suwaidi", email: "omar@agency.example" }),
    );
  });

  it("an admin's create or edit of a member of staff empties the cached public pages at once", async () => {
    // The real page cache in front of a "render" of the team page from the database.
    const cache = pageCacheMiddleware(() => 60);
    let renders = 0;
    const teamPage = async () => {
      renders++;
      const names = (await publicAgents(db.db, "en"))
        .map((a) => `${a.name} (${a.languages.join(", ")})`)
        .join("; ");
      return new Response(`<main>${names}</main>`, {
        headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60" },
      });
    };
    const get = async () => {
      const res = await cache(
        {
          request: new Request(`http://cache-${dialect}.test/team`),
          context: {} as Readonly<RouterContextProvider>,
          params: {},
          unstable_pattern: "/team",
        } as never,
        teamPage,
      );
      return { state: res?.headers.get("X-Cache"), body: await res?.text() };
    };
    expect((await get()).state).toBe("miss");
    expect((await get()).state).toBe("hit");
    expect(renders).toBe(1);

    await updateStaff(
      db.db,
      admin,
      ids.sofia,
      profile({ name: "Sofia Petrova", email: "sofia@agency.example", languages: "Russian, English, Greek" }),
    );
    const edited = await get();
    expect(edited.state).toBe("miss");
    expect(edited.body).toContain("Sofia Petrova (Russian, English, Greek)");
    expect((await get()).state).toBe("hit");

    await createStaff(db.db, admin, profile({ name: "Mei Lin", email: "mei@agency.example" }));
    const added = await get();
    expect(added.state).toBe("miss");
    expect(added.body).toContain("Mei Lin");

    // A new password changes nothing a visitor sees: the cached page stays.
    await resetStaffPassword(db.db, admin, ids.sofia);
    expect((await get()).state).toBe("hit");
    expect(renders).toBe(3);
  });
});
