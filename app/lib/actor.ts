/** Who is asking. Services decide what each actor may see or do; routes only pass it along. */
export type Actor =
  | { kind: "public" }
  | { kind: "admin"; userId: string; email: string; name: string; sessionId: string };

export const PUBLIC: Actor = { kind: "public" };
export const isAdmin = (a: Actor): a is Extract<Actor, { kind: "admin" }> => a.kind === "admin";
