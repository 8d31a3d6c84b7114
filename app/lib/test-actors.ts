import type { StaffActor } from "./actor.ts";

/** For tests that call services directly: a signed-in admin. */
export const TEST_ADMIN: StaffActor = {
  kind: "staff",
  role: "admin",
  userId: "u1",
  email: "boss@agency.example",
  name: "Boss",
  sessionId: "s",
};
