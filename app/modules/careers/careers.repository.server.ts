import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import { pageOffset } from "../../lib/pagination.ts";
import type { DB } from "../../db/index.server.ts";
import { containsIgnoringCase } from "../../db/like.ts";
import type { CareerApplicationTable, Database } from "../../db/schema.ts";
import type { AdminListFilter } from "../../lib/admin-list.ts";
import type { CareerApplication, CareerStatus } from "./careers.schema.ts";

type CareerRow = Selectable<CareerApplicationTable>;
export type CareerRowPatch = Partial<Omit<CareerRow, "id" | "created_at">>;

function toApplication(r: CareerRow): CareerApplication {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    age: r.age,
    position: r.position,
    message: r.message,
    status: r.status,
    cv: r.cv_key ? `career/${r.id}/cv` : null,
    cvName: r.cv_name,
    cvType: r.cv_type,
    readAt: r.read_at,
    assigneeId: r.assignee_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const emailLike = (email: string) => containsIgnoringCase("email", email);

export async function insertApplication(db: DB, application: NewApplication): Promise<CareerApplication> {
  const row = applicationRow(application);
  await db.insertInto("career_applications").values(row).execute();
  return toApplication(row);
}

/** An application written with its own id and dates (the demo seed), with its stored CV if any. */
export type NewApplication = Omit<CareerApplication, "cv" | "cvName" | "cvType"> & {
  cv: { key: string; name: string; type: string } | null;
};

/** The row of an application, the inverse of `toApplication`. */
function applicationRow(a: NewApplication): CareerRow {
  return {
    id: a._id,
    name: a.name,
    email: a.email,
    phone: a.phone,
    age: a.age,
    position: a.position,
    message: a.message,
    status: a.status,
    cv_key: a.cv?.key ?? null,
    cv_name: a.cv?.name ?? null,
    cv_type: a.cv?.type ?? null,
    read_at: a.readAt,
    assignee_id: a.assigneeId,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
  };
}

/** Inserts many applications in one statement. */
export async function insertApplications(db: DB, apps: readonly NewApplication[]): Promise<void> {
  if (apps.length) await db.insertInto("career_applications").values(apps.map(applicationRow)).execute();
}

export async function findApplication(db: DB, id: string): Promise<CareerApplication | undefined> {
  const r = await db.selectFrom("career_applications").selectAll().where("id", "=", id).executeTakeFirst();
  return r && toApplication(r);
}

/** The private storage key and the name and type the visitor uploaded. */
export async function findCvOf(
  db: DB,
  id: string,
): Promise<Pick<CareerRow, "cv_key" | "cv_name" | "cv_type"> | undefined> {
  return db
    .selectFrom("career_applications")
    .select(["cv_key", "cv_name", "cv_type"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * A list's filter: the admin list's (email, paging), the status, whose applications (a user's id;
 * null: no one's, the admins'; absent: anyone's) and when they arrived.
 */
export type ApplicationFilter = AdminListFilter & {
  status?: CareerStatus;
  assigneeId?: string | null;
  createdAfter?: string;
  createdBefore?: string;
};

function whereApplications(
  eb: ExpressionBuilder<Database, "career_applications">,
  f: Omit<ApplicationFilter, "page" | "pageSize"> & { unread?: boolean },
) {
  const and = [];
  if (f.email) and.push(emailLike(f.email));
  if (f.status !== undefined) and.push(eb("status", "=", f.status));
  if (f.assigneeId === null) and.push(eb("assignee_id", "is", null));
  else if (f.assigneeId !== undefined) and.push(eb("assignee_id", "=", f.assigneeId));
  if (f.createdAfter) and.push(eb("created_at", ">=", f.createdAfter));
  if (f.createdBefore) and.push(eb("created_at", "<", f.createdBefore));
  if (f.unread) and.push(eb("read_at", "is", null));
  return eb.and(and);
}

export async function findApplications(db: DB, f: ApplicationFilter): Promise<CareerApplication[]> {
  const rows = await db
    .selectFrom("career_applications")
    .selectAll()
    .where((eb) => whereApplications(eb, f))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(f.pageSize)
    .offset(pageOffset(f.page, f.pageSize))
    .execute();
  return rows.map(toApplication);
}

export async function countApplications(
  db: DB,
  f: Omit<ApplicationFilter, "page" | "pageSize"> & { unread?: boolean } = {},
): Promise<number> {
  const r = await db
    .selectFrom("career_applications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => whereApplications(eb, f))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function updateApplicationRow(db: DB, id: string, patch: CareerRowPatch): Promise<void> {
  await db.updateTable("career_applications").set(patch).where("id", "=", id).execute();
}

export async function markApplicationRead(db: DB, id: string, at: string): Promise<void> {
  await db
    .updateTable("career_applications")
    .set({ read_at: at })
    .where("id", "=", id)
    .where("read_at", "is", null)
    .execute();
}

/** Deletes the row; returns its CV key (to remove the file after the commit), or undefined if absent. */
export async function deleteApplicationRow(
  db: Kysely<Database>,
  id: string,
): Promise<{ cvKey: string | null } | undefined> {
  // Read then delete: the caller runs both in its transaction (with the lead's history).
  const r = await db
    .selectFrom("career_applications")
    .select("cv_key")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return undefined;
  await db.deleteFrom("career_applications").where("id", "=", id).execute();
  return { cvKey: r.cv_key };
}
