import type { DB } from "../../db/index.server.ts";
import type { StaffActor } from "../../lib/actor.ts";
import { createAdmin } from "./user.service.server.ts";

// Shared fixtures of the tests that act as staff: an actor as a session would give it, an agent's
// profile as the team page sends it, and the one admin who creates the others.

export function staffActor(userId: string, role: "admin" | "agent", email: string, name = email): StaffActor {
  return { kind: "staff", role, userId, email, name, sessionId: "s" };
}

/** An active agent's profile (the team page's fields); `over` sets the name, email and the rest. */
export const agentProfile = (over: Record<string, unknown>) => ({
  role: "agent",
  phone: "+971 50 000 0101",
  whatsapp: "971500000101",
  photoUrl: "",
  languages: "English",
  brn: "10101",
  active: true,
  leadKinds: [] as string[],
  ...over,
});

/** Creates the admin "Boss" and returns them as a signed-in actor. */
export async function createBoss(db: DB): Promise<StaffActor> {
  const email = "boss@agency.example";
  await createAdmin(db, { email, password: "correct horse battery", name: "Boss" });
  const row = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return staffActor(row.id, "admin", email, "Boss");
}
