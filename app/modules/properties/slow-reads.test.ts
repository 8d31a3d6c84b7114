import { describe, expect, it } from "vitest";
import type { DB } from "../../db/index.server.ts";
import { forgetSlowReads, rememberSlowRead, SLOW_READ_MS } from "./slow-reads.server.ts";

// Not a database stand-in: the memory is keyed by the handle's identity only, never queried.
const handle = () => ({}) as DB;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("slow-read memory", () => {
  it("reads fast results live every time", async () => {
    const db = handle();
    let n = 0;
    expect(await rememberSlowRead(db, "k", async () => ++n)).toBe(1);
    expect(await rememberSlowRead(db, "k", async () => ++n)).toBe(2);
  });

  it("remembers a slow result per handle and key, and forgets it on a write", async () => {
    const db = handle();
    let n = 0;
    const slow = async () => {
      await sleep(SLOW_READ_MS + 5);
      return ++n;
    };
    expect(await rememberSlowRead(db, "k", slow)).toBe(1);
    expect(await rememberSlowRead(db, "k", slow)).toBe(1);
    expect(await rememberSlowRead(db, "other", slow)).toBe(2);
    expect(await rememberSlowRead(handle(), "k", slow)).toBe(3);
    forgetSlowReads();
    expect(await rememberSlowRead(db, "k", slow)).toBe(4);
  });

  it("does not keep a result computed while a write happened", async () => {
    const db = handle();
    let n = 0;
    const slow = async () => {
      await sleep(SLOW_READ_MS + 5);
      forgetSlowReads();
      return ++n;
    };
    expect(await rememberSlowRead(db, "k", slow)).toBe(1);
    expect(await rememberSlowRead(db, "k", slow)).toBe(2);
  });
});
