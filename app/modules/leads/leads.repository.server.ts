import type { ExpressionBuilder, Selectable } from "kysely";
import { pageOffset } from "../../lib/pagination.ts";
import type { DB } from "../../db/index.server.ts";
import { containsIgnoringCase } from "../../db/like.ts";
import type {
  ContactMessageTable,
  Database,
  EnquiryTable,
  ListPropertyRequestTable,
} from "../../db/schema.ts";
import type {
  ContactMessage,
  Enquiry,
  LeadBase,
  LeadByKind,
  LeadKind,
  LeadListFilter,
  ListPropertyRequest,
} from "./leads.schema.ts";

const TABLE = {
  contact: "contact_messages",
  enquiry: "enquiries",
  listProperty: "list_property_requests",
} as const;

/**
 * The three lead tables share their base columns, so one set of queries serves them all. Kysely
 * types a query by one table name; the base-column queries name `contact_messages` for typing and
 * run against the kind's real table (every column they touch exists in all three).
 */
const table = (kind: LeadKind) => TABLE[kind] as "contact_messages";

type BaseRow = Selectable<ContactMessageTable>;
type EnquiryRow = Selectable<EnquiryTable>;
type ListPropertyRow = Selectable<ListPropertyRequestTable>;
type AnyRow = BaseRow &
  Partial<Omit<EnquiryRow, keyof BaseRow>> &
  Partial<Omit<ListPropertyRow, keyof BaseRow>>;

type NewLeadRow = BaseRow &
  Partial<Omit<EnquiryRow, keyof BaseRow>> &
  Partial<Omit<ListPropertyRow, keyof BaseRow>>;
export type LeadRowPatch = Partial<Omit<NewLeadRow, "id" | "created_at">>;

function whereFilter(
  eb: ExpressionBuilder<Database, "contact_messages">,
  f: Omit<LeadListFilter, "page" | "pageSize">,
) {
  const and = [];
  if (f.email) and.push(containsIgnoringCase("email", f.email));
  if (f.status) and.push(eb("status", "=", f.status));
  if (f.assigneeId === null) and.push(eb("assignee_id", "is", null));
  else if (f.assigneeId !== undefined) and.push(eb("assignee_id", "=", f.assigneeId));
  if (f.createdAfter) and.push(eb("created_at", ">=", f.createdAfter));
  if (f.createdBefore) and.push(eb("created_at", "<", f.createdBefore));
  return eb.and(and);
}

function base(r: AnyRow): LeadBase {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    status: r.status,
    readAt: r.read_at,
    assigneeId: r.assignee_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

type PropertyRef = { _id: string; name: string; location: string };

function toLead<K extends LeadKind>(kind: K, r: AnyRow, properties: Map<string, PropertyRef>): LeadByKind[K] {
  if (kind === "enquiry") {
    const propertyId = r.property_id ?? null;
    const e: Enquiry = {
      ...base(r),
      propertyId,
      property: propertyId ? (properties.get(propertyId) ?? null) : null,
      propertyName: r.property_name ?? null,
    };
    return e as LeadByKind[K];
  }
  if (kind === "listProperty") {
    const l: ListPropertyRequest = {
      ...base(r),
      location: r.location ?? "",
      propertyType: r.property_type ?? null,
      type: r.type ?? null,
      bedrooms: r.bedrooms ?? null,
      price: r.price ?? null,
      address: r.address ?? null,
      preferredDate: r.preferred_date ?? null,
      preferredTime: r.preferred_time ?? null,
    };
    return l as LeadByKind[K];
  }
  const c: ContactMessage = base(r);
  return c as LeadByKind[K];
}

/** Names of the listings enquiries point at, in one query. */
async function propertyRefs(db: DB, rows: AnyRow[]): Promise<Map<string, PropertyRef>> {
  const ids = [...new Set(rows.map((r) => r.property_id).filter((id): id is string => !!id))];
  if (!ids.length) return new Map();
  const found = await db
    .selectFrom("properties")
    .select(["id", "name", "location"])
    .where("id", "in", ids)
    .execute();
  return new Map(found.map((p) => [p.id, { _id: p.id, name: p.name, location: p.location }]));
}

async function hydrate<K extends LeadKind>(db: DB, kind: K, rows: AnyRow[]): Promise<LeadByKind[K][]> {
  const refs = kind === "enquiry" ? await propertyRefs(db, rows) : new Map<string, PropertyRef>();
  return rows.map((r) => toLead(kind, r, refs));
}

export async function insertLead<K extends LeadKind>(db: DB, kind: K, lead: NewLead): Promise<LeadByKind[K]> {
  const row = leadRow(kind, lead);
  await db
    .insertInto(table(kind))
    .values(row as BaseRow)
    .execute();
  const [stored] = await hydrate(db, kind, [row as AnyRow]);
  return stored;
}

/** A lead written with its own id and dates (the demo seed): an enquiry's listing by id only. */
export type NewLead = LeadBase &
  Partial<Pick<Enquiry, "propertyId" | "propertyName">> &
  Partial<Omit<ListPropertyRequest, keyof LeadBase>>;

/** The row of a lead, the inverse of `toLead`: the columns of its kind only. */
function leadRow(kind: LeadKind, lead: NewLead): NewLeadRow {
  const row: NewLeadRow = {
    id: lead._id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    status: lead.status,
    read_at: lead.readAt,
    assignee_id: lead.assigneeId,
    created_at: lead.createdAt,
    updated_at: lead.updatedAt,
  };
  if (kind === "enquiry") {
    row.property_id = lead.propertyId ?? null;
    row.property_name = lead.propertyName ?? null;
  }
  if (kind === "listProperty") {
    row.location = lead.location ?? "";
    row.property_type = lead.propertyType ?? null;
    row.type = lead.type ?? null;
    row.bedrooms = lead.bedrooms ?? null;
    row.price = lead.price ?? null;
    row.address = lead.address ?? null;
    row.preferred_date = lead.preferredDate ?? null;
    row.preferred_time = lead.preferredTime ?? null;
  }
  return row;
}

/** Inserts many leads of one kind in one statement. */
export async function insertLeads(db: DB, kind: LeadKind, leads: readonly NewLead[]): Promise<void> {
  if (!leads.length) return;
  await db
    .insertInto(table(kind))
    .values(leads.map((l) => leadRow(kind, l) as BaseRow))
    .execute();
}

export async function findLeadById<K extends LeadKind>(
  db: DB,
  kind: K,
  id: string,
): Promise<LeadByKind[K] | undefined> {
  const row = await db.selectFrom(table(kind)).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [lead] = await hydrate(db, kind, [row as AnyRow]);
  return lead;
}

export async function findLeads<K extends LeadKind>(
  db: DB,
  kind: K,
  f: LeadListFilter,
): Promise<LeadByKind[K][]> {
  const rows = await db
    .selectFrom(table(kind))
    .selectAll()
    .where((eb) => whereFilter(eb, f))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(f.pageSize)
    .offset(pageOffset(f.page, f.pageSize))
    .execute();
  return hydrate(db, kind, rows as AnyRow[]);
}

export async function countLeads(
  db: DB,
  kind: LeadKind,
  f: Omit<LeadListFilter, "page" | "pageSize"> & { unread?: boolean } = {},
): Promise<number> {
  const r = await db
    .selectFrom(table(kind))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => whereFilter(eb, f))
    .$if(!!f.unread, (q) => q.where("read_at", "is", null))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function updateLeadRow(
  db: DB,
  kind: LeadKind,
  id: string,
  patch: LeadRowPatch,
): Promise<boolean> {
  const r = await db
    .updateTable(table(kind))
    .set(patch as Partial<BaseRow>)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Sets `read_at` only when it is still empty, so the first opening is what is recorded. */
export async function markLeadRead(db: DB, kind: LeadKind, id: string, at: string): Promise<void> {
  await db
    .updateTable(table(kind))
    .set({ read_at: at })
    .where("id", "=", id)
    .where("read_at", "is", null)
    .execute();
}

export async function deleteLeadRow(db: DB, kind: LeadKind, id: string): Promise<boolean> {
  const r = await db.deleteFrom(table(kind)).where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
