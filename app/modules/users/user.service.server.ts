import type { Locale } from "../../lib/i18n/locale.ts";
import { languageNames } from "./languages.ts";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { DB } from "../../db/index.server.ts";
import { nowIso } from "../../lib/time.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type Actor, assertAdmin, assertStaff, ownerScope, type StaffRole } from "../../lib/actor.ts";
import { AppError, fieldsNeedAttention, notFound, validationError } from "../../lib/errors.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { clearPageCache } from "../../lib/page-cache.server.ts";
import { parseInput } from "../../lib/validation.ts";
import { dummyHash, hashPassword, verifyPassword } from "./password.server.ts";
import {
  countActiveAdmins,
  countUsers,
  deleteSessionsOf,
  revokeTokensOf,
  findAdminEmails,
  findNextAgent,
  findUserByEmail,
  findUserById,
  findUsers,
  insertUser,
  markAssigned,
  setLastLogin,
  type UserRow,
  updateUserPassword,
  updateUserRow,
} from "./user.repository.server.ts";
import {
  ASSIGNABLE_KINDS,
  type AssignableKind,
  type StaffInput,
  StaffInputSchema,
  type StaffMember,
} from "./user.schema.ts";

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
  role: StaffRole;
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
    last_assigned_at: null,
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

function toPublicUser(u: UserRow): PublicUser {
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
  // An active admin or agent signs in; a deactivated user does not (their sessions ended already).
  return user && ok && user.active === 1 ? toPublicUser(user) : null;
}

export async function recordLogin(db: DB, id: string, at = nowIso()): Promise<void> {
  await setLastLogin(db, id, at);
}

// ---------- staff and agents ----------

/** A temporary password: shown once to the admin who creates or resets the account, stored only as a hash. */
const temporaryPassword = () => randomBytes(12).toString("base64url");

const kindsOf = (csv: string): AssignableKind[] =>
  csv
    .split(",")
    .map((k) => k.trim())
    .filter((k): k is AssignableKind => (ASSIGNABLE_KINDS as readonly string[]).includes(k));

function toStaffMember(u: UserRow): StaffMember {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    phone: u.phone,
    whatsapp: u.whatsapp,
    photoUrl: u.photo_url,
    languages: u.languages,
    brn: u.brn,
    active: u.active === 1,
    leadKinds: kindsOf(u.lead_kinds),
    lastLoginAt: u.last_login_at,
    createdAt: u.created_at,
  };
}

const profileColumns = (d: StaffInput) => ({
  name: d.name,
  phone: d.phone,
  whatsapp: d.whatsapp,
  photo_url: d.photoUrl,
  languages: d.languages,
  brn: d.brn,
  active: d.active ? 1 : 0,
  lead_kinds: d.leadKinds.join(","),
});

/**
 * Everyone who works in the admin or on listings, admins first; to an agent only themselves (what
 * their lead lists need to name the assignee).
 */
export async function listStaff(db: DB, actor: Actor): Promise<StaffMember[]> {
  assertStaff(actor);
  const own = ownerScope(actor);
  return (await findUsers(db)).filter((u) => own === undefined || u.id === own).map(toStaffMember);
}

/** The active agents, for the property form's agent choice and the team page. */
export async function listActiveAgents(db: DB): Promise<StaffMember[]> {
  return (await findUsers(db)).filter((u) => u.role === "agent" && u.active === 1).map(toStaffMember);
}

/**
 * An agent as a visitor sees them (the team page, a listing's agent card): how to reach them and
 * their registration, nothing of their account (role, sign-ins, the leads they take).
 */
export type PublicAgent = { id: string } & Pick<
  StaffMember,
  "name" | "photoUrl" | "brn" | "phone" | "whatsapp" | "email"
> & {
    /** The languages they speak, named in the page's language (languages.ts). */
    languages: string[];
  };

const toPublicAgent = (u: UserRow, locale: Locale): PublicAgent => ({
  id: u.id,
  name: u.name,
  photoUrl: u.photo_url,
  languages: languageNames(u.languages, locale),
  brn: u.brn,
  phone: u.phone,
  whatsapp: u.whatsapp,
  email: u.email,
});

const isActiveAgent = (u: UserRow) => u.role === "agent" && u.active === 1;

/** The active agents by name, for the public team page. */
export async function publicAgents(db: DB, locale: Locale): Promise<PublicAgent[]> {
  return (await findUsers(db)).filter(isActiveAgent).map((u) => toPublicAgent(u, locale));
}

/** A listing's agent for its public page; null when unknown, not an agent or deactivated. */
export async function publicAgent(db: DB, id: string, locale: Locale): Promise<PublicAgent | null> {
  const u = ID_PATTERN.test(id) ? await findUserById(db, id) : undefined;
  return u && isActiveAgent(u) ? toPublicAgent(u, locale) : null;
}

export async function getStaffMember(db: DB, id: string): Promise<StaffMember | null> {
  const u = ID_PATTERN.test(id) ? await findUserById(db, id) : undefined;
  return u ? toStaffMember(u) : null;
}

/**
 * Adds a member of staff with a temporary password, returned once for the admin who creates them
 * to pass on (only its hash is stored).
 */
export async function createStaff(
  db: DB,
  actor: Actor,
  input: unknown,
): Promise<{ member: StaffMember; temporaryPassword: string }> {
  assertAdmin(actor);
  const d = parseInput(StaffInputSchema, input);
  if (await findUserByEmail(db, d.email))
    throw new AppError("conflict", "Someone already has that email.", {
      fields: { email: "Someone already has that email." },
    });
  const password = temporaryPassword();
  const at = nowIso();
  const id = newId();
  await insertUser(db, {
    id,
    email: d.email.toLowerCase(),
    role: d.role,
    password_hash: await hashPassword(password),
    last_login_at: null,
    last_assigned_at: null,
    created_at: at,
    updated_at: at,
    ...profileColumns(d),
  });
  const u = await findUserById(db, id);
  if (!u) throw new Error("user vanished after insert");
  // The team page and listings' agent cards show staff profiles: cached public pages go.
  clearPageCache();
  return { member: toStaffMember(u), temporaryPassword: password };
}

const ChangePasswordSchema = z
  .object({
    current: z
      .string({ error: "Enter your current password" })
      .min(1, "Enter your current password")
      .max(200),
    next: z
      .string({ error: "Choose a new password" })
      .min(12, "Use at least 12 characters")
      .max(200, "Use at most 200 characters"),
    repeat: z.string({ error: "Type the new password again" }).max(200),
  })
  .refine((d) => d.next === d.repeat, { path: ["repeat"], message: "The two new passwords differ" })
  .refine((d) => d.next !== d.current, {
    path: ["next"],
    message: "Choose a password other than the current one",
  });

/**
 * A member of staff changes their own password (after signing in with a temporary one, say): the
 * current one must be right; the new one is at least 12 characters. Their other sessions end (a
 * stolen session does not outlive the change); the one asking stays signed in.
 */
export async function changeOwnPassword(db: DB, actor: Actor, input: unknown): Promise<void> {
  assertStaff(actor);
  const d = parseInput(ChangePasswordSchema, input);
  const u = await findUserById(db, actor.userId);
  if (!u) throw notFound("No member of staff with that id.");
  if (!(await verifyPassword(d.current, u.password_hash)))
    throw fieldsNeedAttention({ current: "This is not your current password" });
  await updateUserPassword(db, u.id, await hashPassword(d.next), nowIso());
  await deleteSessionsOf(db, u.id, actor.sessionId);
  await revokeTokensOf(db, u.id, nowIso(), "login");
}

/**
 * A new temporary password for a member of staff (they forgot theirs, or never had one): returned
 * once for the admin to pass on; the old password stops working and their sessions end.
 */
export async function resetStaffPassword(
  db: DB,
  actor: Actor,
  id: string,
): Promise<{ member: StaffMember; temporaryPassword: string }> {
  assertAdmin(actor);
  const u = ID_PATTERN.test(id) ? await findUserById(db, id) : undefined;
  if (!u) throw notFound("No member of staff with that id.");
  const password = temporaryPassword();
  await updateUserPassword(db, id, await hashPassword(password), nowIso());
  await deleteSessionsOf(db, id);
  await revokeTokensOf(db, id, nowIso(), "login");
  return { member: toStaffMember(u), temporaryPassword: password };
}

/**
 * Edits a member of staff (every field of the form). Deactivating someone ends their sessions at
 * once and stops new leads reaching them; a change of role applies to their next request; the last
 * active admin cannot be deactivated or made an agent, so the admin is never left without one.
 */
export async function updateStaff(db: DB, actor: Actor, id: string, input: unknown): Promise<StaffMember> {
  assertAdmin(actor);
  const current = ID_PATTERN.test(id) ? await findUserById(db, id) : undefined;
  if (!current) throw notFound("No member of staff with that id.");
  const d = parseInput(StaffInputSchema, input);
  const other = await findUserByEmail(db, d.email);
  if (other && other.id !== id)
    throw new AppError("conflict", "Someone already has that email.", {
      fields: { email: "Someone already has that email." },
    });
  const losesAdmin = current.role === "admin" && current.active === 1 && (d.role !== "admin" || !d.active);
  if (losesAdmin && (await countActiveAdmins(db)) <= 1)
    throw new AppError("conflict", "Keep at least one active admin.", {
      fields: { active: "Keep at least one active admin." },
    });
  await updateUserRow(db, id, {
    email: d.email.toLowerCase(),
    role: d.role,
    updated_at: nowIso(),
    ...profileColumns(d),
  });
  if (current.active === 1 && !d.active) {
    // Everything that signs in as them ends: sessions, and the API tokens acting as them.
    await deleteSessionsOf(db, id);
    await revokeTokensOf(db, id, nowIso(), "all");
  }
  // The team page and listings' agent cards show staff profiles: cached public pages go.
  clearPageCache();
  const u = await findUserById(db, id);
  if (!u) throw notFound("No member of staff with that id.");
  return toStaffMember(u);
}

/** Who a new lead goes to, and how to reach them. */
export interface Assignee {
  id: string;
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
}

const toAssignee = (u: UserRow): Assignee => ({
  id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  whatsapp: u.whatsapp,
});

/**
 * Chooses who a new lead is assigned to, inside the lead's transaction: the listing's agent for an
 * enquiry about a listing (while active); otherwise the active agent who takes this kind of lead
 * and was given one longest ago (round robin); with none, nobody (the admins).
 */
export async function chooseAssignee(
  trx: Kysely<Database>,
  kind: AssignableKind,
  listingAgentId: string | null,
  at: string,
): Promise<Assignee | null> {
  if (listingAgentId) {
    const agent = await trx
      .selectFrom("users")
      .selectAll()
      .where("id", "=", listingAgentId)
      .executeTakeFirst();
    if (agent && agent.active === 1) return toAssignee(agent);
  }
  const next = await findNextAgent(trx, kind);
  if (!next) return null;
  await markAssigned(trx, next.id, at);
  return toAssignee(next);
}

/** The person a lead is (re)assigned to, by id; null when unknown or inactive. */
async function findAssignee(db: DB, id: string): Promise<Assignee | null> {
  const u = ID_PATTERN.test(id) ? await findUserById(db, id) : undefined;
  return u && u.active === 1 ? toAssignee(u) : null;
}

/**
 * A reassignment sent with a lead or application edit (`assigneeId`): undefined or the current
 * assignee changes nothing; only an admin may send anything else (an agent gets a 403); null gives
 * it back to the admins; anything else must be an active member of staff (else a 422 on
 * `assigneeId`). `to` is who should be told.
 */
export async function resolveReassignment(
  db: DB,
  actor: Actor,
  current: string | null,
  sent: string | null | undefined,
): Promise<{ assigneeId?: string | null; to: Assignee | null }> {
  if (sent === undefined || sent === current) return { to: null };
  assertAdmin(actor);
  if (sent === null) return { assigneeId: null, to: null };
  const to = await findAssignee(db, sent);
  if (!to) throw fieldsNeedAttention({ assigneeId: "Choose an active member of staff" });
  return { assigneeId: to.id, to };
}

/** Who is emailed about a lead: its assignee, or every active admin when it has none. */
export async function leadRecipients(db: Kysely<Database>, assignee: Assignee | null): Promise<string[]> {
  return assignee ? [assignee.email] : findAdminEmails(db);
}
