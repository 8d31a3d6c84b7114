import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./index.server.ts";
import { contains, containsIgnoringCase, startsWith } from "./like.ts";
import { freshDb, TEST_DIALECTS } from "./test-db.ts";

describe.each(TEST_DIALECTS)("LIKE rules [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const emails = [
    "Ann_Lee@Example.com",
    "ann.lee@example.com",
    "100%agent@example.com",
    "back\\slash@example.com",
  ];

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    await db.db
      .insertInto("newsletter_subscribers")
      .values(emails.map((email, i) => ({ id: `s${i}`, email, subscribed_at: "2026-01-01T00:00:00.000Z" })))
      .execute();
  });
  afterAll(() => cleanup());

  const match = async (where: ReturnType<typeof contains>) =>
    (
      await db.db.selectFrom("newsletter_subscribers").select("email").where(where).orderBy("id").execute()
    ).map((r) => r.email);

  it("matches the searched text literally: _, % and \\ are not wildcards", async () => {
    expect(await match(containsIgnoringCase("email", "ann_"))).toEqual(["Ann_Lee@Example.com"]);
    expect(await match(containsIgnoringCase("email", "100%"))).toEqual(["100%agent@example.com"]);
    expect(await match(containsIgnoringCase("email", "k\\s"))).toEqual(["back\\slash@example.com"]);
    expect(await match(containsIgnoringCase("email", "%"))).toEqual(["100%agent@example.com"]);
  });

  it("ignores case and surrounding spaces where asked; the others take the text as it is", async () => {
    expect(await match(containsIgnoringCase("email", "  ANN "))).toEqual(emails.slice(0, 2));
    expect(await match(contains("email", "n.l"))).toEqual(["ann.lee@example.com"]);
    expect(await match(contains("email", " n.l"))).toEqual([]);
    expect(await match(startsWith("email", "Ann_"))).toEqual(["Ann_Lee@Example.com"]);
    expect(await match(startsWith("email", "nn_"))).toEqual([]);
  });
});
