import { AppError } from "./errors.ts";

/** Who is asking. Services decide what each actor may see or do; routes only pass it along. */
export type Actor =
  | { kind: "public" }
  | { kind: "admin"; userId: string; email: string; name: string; sessionId: string };

export const PUBLIC: Actor = { kind: "public" };
export const isAdmin = (a: Actor): a is Extract<Actor, { kind: "admin" }> => a.kind === "admin";

/** Admin-only operations check the actor in the service too, not only in the router: defence in depth. */
export function assertAdmin(actor: Actor): asserts actor is Extract<Actor, { kind: "admin" }> {
  if (!isAdmin(actor)) throw new AppError("unauthorized", "Sign in to continue.");
}
