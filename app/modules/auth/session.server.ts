import type { DB } from "../../db/index.server.ts";
import type { Actor } from "../../lib/actor.ts";
import { PUBLIC } from "../../lib/actor.ts";

/** Resolves the caller from the session cookie. Placeholder until sessions land: always public. */
export async function resolveActor(_db: DB, _request: Request): Promise<Actor> {
  return PUBLIC;
}
