import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { DB } from "../../db/index.server.ts";
import { validationError } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import type { UserTable } from "../../db/schema.ts";
import { dummyHash, hashPassword, verifyPassword } from "./password.server.ts";
import {
  countUsers,
  findAdminEmails,
  findUserByEmail,
  findUserById,
  insertUser,
  setLastLogin,
  updateUserPassword,
} from "./user.repository.server.ts";

const CreateAdminSchema = z.object({
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

function toPublicUser(u: UserTable): PublicUser {
  return { _id: u.id, email: u.email, name: u.name, role: u.role, lastLoginAt: u.last_login_at };
}

export async function getPublicUser(db: DB, id: string): Promise<PublicUser | null> {
  const u = await findUserById(db, id);
  return u ? toPublicUser(u) : null;
}

/**
 * The user whose email and password match, else null. An unknown email is checked against a dummy
 * hash, so both failures take the same time and give the same answer.
 */
export async function verifyCredentials(db: DB, email: string, password: string): Promise<PublicUser | null> {
  const fallback = await dummyHash();
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.password_hash ?? fallback);
  return user && ok ? toPublicUser(user) : null;
}

export async function recordLogin(db: DB, id: string, at = nowIso()): Promise<void> {
  await setLastLogin(db, id, at);
}

/** Who is told of a new lead when no one else is: the admins' addresses. */
export async function leadRecipients(db: DB): Promise<string[]> {
  return findAdminEmails(db);
}
