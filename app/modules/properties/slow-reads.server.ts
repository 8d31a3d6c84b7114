import type { DB } from "../../db/index.server.ts";
import { announce, registerForgetter } from "../../lib/invalidation.server.ts";

/**
 * A short memory for the public reads that get expensive on a large catalogue: the total of a
 * filtered list (a count over every match) and the location counts (a group-by over every approved
 * listing). A result is remembered for SLOW_READ_TTL_MS only when computing it took at least
 * SLOW_READ_MS, so small databases (tests, a fresh site) always read live; any property write in
 * this process forgets everything at once. Public pages are cached for 60 s over HTTP anyway
 * (app/lib/http-cache.server.ts), so a total up to 30 s old is within what a visitor already sees.
 */
export const SLOW_READ_MS = 20;
const SLOW_READ_TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

interface Entry {
  at: number;
  generation: number;
  value: unknown;
}
const stores = new WeakMap<DB, Map<string, Entry>>();
let generation = 0;

/** Called by every property write (before and after): remembered reads are dropped, in every instance. */
export function forgetSlowReads(): void {
  forgetHere();
  announce("slowReads");
}

function forgetHere(): void {
  generation++;
  // Entries of an older generation are ignored and replaced lazily.
}
registerForgetter("slowReads", forgetHere);

export async function rememberSlowRead<T>(db: DB, key: string, read: () => Promise<T>): Promise<T> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.generation === generation && now - hit.at < SLOW_READ_TTL_MS) return hit.value as T;
  const startedGeneration = generation;
  const start = performance.now();
  const value = await read();
  if (performance.now() - start >= SLOW_READ_MS && startedGeneration === generation) {
    if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value as string);
    store.set(key, { at: now, generation: startedGeneration, value });
  } else {
    store.delete(key);
  }
  return value;
}
