import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { DB } from "../../db/index.server.ts";
import { validationError } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { hashPassword } from "./password.server.ts";
import { countUsers, findUserByEmail, insertUser, updateUserPassword } from "./user.repository.server.ts";

export const CreateAdminSchema = z.object({
  email: z.email("Enter a valid email address").max(320),
  password: z.string().min(12, "Use at least 12 characters").max(200),
  name: z.string().trim().min(1).max(200).default("Administrator"),
});
export type CreateAdminInput = z.input<typeof CreateAdminSchema>;

export interface PublicUser {
  _id: string;
  email: string;
  name: string;
  role: "admin";
  lastLoginAt: string | null;
}

/** Creates an admin, or resets the password of an existing one with that email when `resetIfExists`. */
export async function createAdmin(
  db: DB,
  input: CreateAdminInput,
  opts: { resetIfExists?: boolean } = {},
): Promise<{ created: boolean; email: string }> {
  const parsed = CreateAdminSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const { email, password, name } = parsed.data;
  const existing = await findUserByEmail(db, email);
  const at = nowIso();
  if (existing) {
    if (opts.resetIfExists) await updateUserPassword(db, existing.id, await hashPassword(password), at);
    return { created: false, email: existing.email };
  }
  await insertUser(db, {
    id: newId(),
    email: email.toLowerCase(),
    name,
    password_hash: await hashPassword(password),
    role: "admin",
    last_login_at: null,
    created_at: at,
    updated_at: at,
  });
  return { created: true, email: email.toLowerCase() };
}

/**
 * Start-up bootstrap: the configured admin is created when missing; with no admin at all and none
 * configured, a demo admin is created and its one-time password returned so the log can show it.
 */
export async function ensureAdmin(
  db: DB,
  configured: { email?: string; password?: string; name?: string },
): Promise<{ email: string; generatedPassword?: string } | null> {
  if (configured.email && configured.password) {
    const r = await createAdmin(db, {
      email: configured.email,
      password: configured.password,
      name: configured.name,
    });
    return r.created ? { email: r.email } : null;
  }
  if ((await countUsers(db)) > 0) return null;
  const password = randomBytes(12).toString("base64url");
  const r = await createAdmin(db, { email: "admin@example.com", password, name: "Demo Admin" });
  return { email: r.email, generatedPassword: password };
}
