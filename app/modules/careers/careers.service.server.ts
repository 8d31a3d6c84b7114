import type { DB } from "../../db/index.server.ts";
import "../../lib/i18n/mail.ts";
import {
  type Actor,
  assertAdmin,
  assertOwns,
  assertStaff,
  isAdmin,
  ownerScope,
  PUBLIC,
  isStaff,
} from "../../lib/actor.ts";
import { AppError, fieldsNeedAttention, notFound } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import { env } from "../../lib/env.server.ts";
import { ID_PATTERN, newId } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import type { Page } from "../../lib/pagination.ts";
import { nowIso } from "../../lib/time.ts";
import { issuesToMessages, parseInput, sentFields } from "../../lib/validation.ts";
import {
  type CareerRowPatch,
  type ApplicationFilter,
  countApplications,
  deleteApplicationRow,
  findApplication,
  findApplications,
  findCvOf,
  insertApplication,
  markApplicationRead,
  updateApplicationRow,
} from "./careers.repository.server.ts";
import {
  type CareerApplication,
  CareerInputSchema,
  careerStatusField,
  CareerUpdateSchema,
} from "./careers.schema.ts";
import { CV_KINDS, CV_MIME, type CvKind, checkCv, safeCvFileName } from "./cv-file.ts";
import { cvKey, readCv, removeCv, writeCv } from "./cv-storage.server.ts";
import { creationEvents, deleteLeadEvents, recordLeadEvents } from "../leads/lead-events.server.ts";
import { type LeadFacts, prepareLeadMail, type SubmissionContext } from "../leads/lead-mail.server.ts";
import { chooseAssignee } from "../users/user.service.server.ts";
import { saveStaffEdit, sharedLeadEdit } from "../leads/staff-edit.server.ts";
import { mailQueued, queueMail } from "../mail/mail.service.server.ts";

const NOT_FOUND = "No career application with that id.";

export interface CvUpload {
  name: string;
  size: number;
  bytes: Uint8Array;
}

/** A `File` part of a form post, when one was chosen (an empty file input sends a nameless, empty part). */
export async function cvFromSubmission(value: unknown): Promise<CvUpload | null> {
  if (typeof File === "undefined" || !(value instanceof File)) return null;
  if (value.size === 0 && value.name === "") return null;
  return { name: value.name, size: value.size, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/**
 * Stores an application and its optional CV. Field rules and CV rules are checked together so the
 * visitor sees every problem at once: a CV over 5 MB is a 413, a CV that is not PDF/DOC/DOCX by
 * content (or whose name claims another type) a 415, other problems a 422; each with per-field
 * messages. The file is written before the row commits and removed again if the insert fails.
 */
export async function createApplication(
  db: DB,
  dataDir: string,
  input: Record<string, unknown>,
  cv: CvUpload | null,
  actor: Actor = PUBLIC,
  context: SubmissionContext = {},
): Promise<CareerApplication> {
  const parsed = CareerInputSchema.safeParse(input);
  const fields: Record<string, string> = parsed.success ? {} : issuesToMessages(parsed.error.issues);
  let kind: CvKind | null = null;
  let cvProblem: "payload_too_large" | "unsupported_media_type" | null = null;
  if (cv) {
    const check = checkCv(cv.name, cv.size, cv.bytes);
    if (check.ok) kind = check.kind;
    else {
      fields.cv = translate("en", check.key, check.vars);
      cvProblem = check.tooLarge ? "payload_too_large" : "unsupported_media_type";
    }
  }
  if (cvProblem) throw new AppError(cvProblem, fields.cv, { fields });
  if (!parsed.success) throw fieldsNeedAttention(fields);
  const data = parsed.data;
  const status =
    isAdmin(actor) && input.status !== undefined ? parseInput(careerStatusField, input.status) : "";

  const id = newId();
  const at = nowIso();
  const key = cv && kind ? cvKey(id, kind) : null;
  // The visitor's file name, without control characters (PostgreSQL text cannot hold U+0000).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cvName = cv?.name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 300) ?? "";
  const mail = await prepareLeadMail(
    db,
    careerFacts({ _id: id, ...data, cvName: cv && key ? cvName : null }),
    {
      context,
    },
  );
  if (cv && key) await writeCv(dataDir, key, cv.bytes);
  try {
    // The application and its emails are stored together (app/modules/mail).
    const stored = await db.transaction().execute(async (trx) => {
      const assignee = await chooseAssignee(trx, "career", null, at);
      const saved = await insertApplication(trx, {
        assigneeId: assignee?.id ?? null,
        _id: id,
        name: data.name,
        email: data.email,
        phone: data.phone,
        age: data.age,
        position: data.position,
        message: data.message,
        status,
        cv:
          cv && key && kind
            ? {
                key,
                name: cvName,
                type: CV_MIME[kind],
              }
            : null,
        readAt: null,
        createdAt: at,
        updatedAt: at,
      });
      const staffId = isStaff(actor) ? actor.userId : null;
      await recordLeadEvents(trx, "career", id, creationEvents(context, staffId, saved.assigneeId, at));
      await queueMail(trx, await mail.queue(trx, assignee), { from: env().MAIL_FROM, now: at });
      return saved;
    });
    mailQueued();
    return stored;
  } catch (e) {
    if (key) await removeCv(dataDir, key).catch(() => {});
    throw e;
  }
}

/** What the emails say about an application. */
function careerFacts(a: {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  position: string;
  age: number | null;
  cvName: string | null;
}): Omit<LeadFacts, "listing" | "assignee"> {
  const details: LeadFacts["details"] = [["emails.staff.position", a.position]];
  if (a.age != null) details.push(["emails.staff.age", String(a.age)]);
  if (a.cvName)
    details.push(["emails.staff.cv", translate("en", "emails.staff.cvAttached", { name: a.cvName })]);
  return {
    kind: "career",
    id: a._id,
    name: a.name,
    email: a.email,
    phone: a.phone,
    message: a.message,
    details,
  };
}

/** Applications, newest first; an agent's list holds only the applications assigned to them. */
export async function listApplications(
  db: DB,
  actor: Actor,
  filter: Partial<ApplicationFilter> = {},
): Promise<Page<CareerApplication>> {
  assertStaff(actor);
  const f: ApplicationFilter = {
    ...filter,
    assigneeId: ownerScope(actor) ?? filter.assigneeId,
    page: filter.page ?? 1,
    pageSize: filter.pageSize ?? 100,
  };
  const [items, total] = await Promise.all([findApplications(db, f), countApplications(db, f)]);
  return { items, total, page: f.page, pageSize: f.pageSize };
}

/** The application if this member of staff may reach it (an admin any, an agent theirs), else a 404. */
async function ownApplication(db: DB, actor: Actor, id: string): Promise<CareerApplication> {
  assertStaff(actor);
  const a = ID_PATTERN.test(id) ? await findApplication(db, id) : undefined;
  if (!a) throw notFound(NOT_FOUND);
  assertOwns(actor, a.assigneeId, NOT_FOUND);
  return a;
}

/** Opening an application records when it was first read, unless `markRead: false`. */
export async function requireApplication(
  db: DB,
  actor: Actor,
  id: string,
  opts: { markRead?: boolean } = {},
): Promise<CareerApplication> {
  const a = await ownApplication(db, actor, id);
  if (!(opts.markRead ?? true) || a.readAt) return a;
  await markApplicationRead(db, id, nowIso());
  return (await findApplication(db, id)) ?? a;
}

export async function updateApplication(
  db: DB,
  actor: Actor,
  id: string,
  input: unknown,
): Promise<CareerApplication> {
  const current = await ownApplication(db, actor, id);
  const data = parseInput(CareerUpdateSchema, input);
  const edit = await sharedLeadEdit<CareerRowPatch>(db, actor, current, data, nowIso());
  if (data.age !== undefined) edit.patch.age = data.age;
  if (data.position !== undefined) edit.patch.position = data.position;
  await saveStaffEdit(db, actor, "career", id, current, edit, {
    status: data.status,
    mail: () => prepareLeadMail(db, careerFacts({ ...current, ...sentFields(data) }), {}),
    write: (trx, p) => updateApplicationRow(trx, id, p),
  });
  return (await findApplication(db, id)) as CareerApplication;
}

/** Deletes the application, then its CV file (a failure to remove the file is logged, not shown). */
export async function deleteApplication(db: DB, dataDir: string, actor: Actor, id: string): Promise<void> {
  assertAdmin(actor);
  if (!ID_PATTERN.test(id)) throw notFound(NOT_FOUND);
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await deleteApplicationRow(trx, id);
    if (row) await deleteLeadEvents(trx, "career", id);
    return row;
  });
  if (!deleted) throw notFound(NOT_FOUND);
  if (deleted.cvKey) {
    await removeCv(dataDir, deleted.cvKey).catch((error) =>
      logger.error("cv file not removed", { id, key: deleted.cvKey, error }),
    );
  }
}

export interface CvDownload {
  data: Buffer;
  fileName: string;
  contentType: string;
}

/** The CV of an application for staff who may read it; 404 when the application or its CV is absent. */
export async function getCv(db: DB, dataDir: string, actor: Actor, id: string): Promise<CvDownload> {
  await ownApplication(db, actor, id);
  const row = await findCvOf(db, id);
  if (!row) throw notFound(NOT_FOUND);
  if (!row.cv_key) throw notFound("This application has no CV.");
  const data = await readCv(dataDir, row.cv_key);
  if (!data) throw notFound("The CV file of this application is missing.");
  const kind = (CV_KINDS as readonly string[]).find((k) => row.cv_key?.endsWith(`.${k}`)) as CvKind;
  return {
    data,
    fileName: safeCvFileName(row.cv_name, kind, `cv-${id}`),
    contentType: CV_MIME[kind],
  };
}

export async function careerCounts(db: DB, actor: Actor): Promise<{ total: number; unread: number }> {
  assertStaff(actor);
  const assigneeId = ownerScope(actor);
  const [total, unread] = await Promise.all([
    countApplications(db, { assigneeId }),
    countApplications(db, { assigneeId, unread: true }),
  ]);
  return { total, unread };
}
