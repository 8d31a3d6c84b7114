import { AppError, notFound } from "./errors.ts";

/**
 * What a signed-in member of staff may do. `admin`: everything. `agent`: the leads assigned to them
 * and the listings they are the agent of (read and edit), nothing else.
 */
export const STAFF_ROLES = ["admin", "agent"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who is asking. Services decide what each actor may see or do; routes only pass it along. */
export type Actor =
  | { kind: "public" }
  | {
      kind: "staff";
      role: StaffRole;
      userId: string;
      email: string;
      name: string;
      /** The cookie session asking ("" for a bearer token). */
      sessionId: string;
      /** The API token asking, when it is one (app/modules/auth/api-tokens.server.ts). */
      tokenId?: string;
      /** A read-only token: GET calls only (the API router refuses the rest). */
      readOnly?: boolean;
    };

export type StaffActor = Extract<Actor, { kind: "staff" }>;

export const PUBLIC: Actor = { kind: "public" };

/** Signed in (an admin or an agent). */
export const isStaff = (a: Actor): a is StaffActor => a.kind === "staff";
export const isAdmin = (a: Actor): a is StaffActor => a.kind === "staff" && a.role === "admin";

/** The signed-in member of staff's user id (for a service that has already checked who it is). */
export function staffOf(actor: Actor): string {
  assertStaff(actor);
  return actor.userId;
}

/** Any signed-in member of staff; a visitor gets 401. */
export function assertStaff(actor: Actor): asserts actor is StaffActor {
  if (!isStaff(actor)) throw new AppError("unauthorized", "Sign in to continue.");
}

/**
 * Admin-only operations check the actor in the service too, not only in the router: defence in
 * depth. A visitor gets 401; an agent 403.
 */
export function assertAdmin(actor: Actor): asserts actor is StaffActor {
  assertStaff(actor);
  if (actor.role !== "admin") throw new AppError("forbidden", "Only an admin can do that.");
}

/**
 * The one ownership rule: an agent reaches only what is theirs (a lead assigned to them, a listing
 * they are the agent of); an admin reaches everything. `undefined` means "not limited".
 */
export function ownerScope(actor: StaffActor): string | undefined {
  return actor.role === "agent" ? actor.userId : undefined;
}

/**
 * Refuses a record that is not the actor's own with the same 404 as a missing one, so guessing ids
 * does not confirm that they exist.
 */
export function assertOwns(actor: StaffActor, ownerId: string | null, missing: string): void {
  const scope = ownerScope(actor);
  if (scope !== undefined && ownerId !== scope) throw notFound(missing);
}
