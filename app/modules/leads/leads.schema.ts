import { z } from "zod";
import {
  type AdminListFilter,
  AdminListQuerySchema,
  blankToUndefined,
  numeric,
} from "../../lib/admin-list.ts";
import type { MessageKey } from "../../lib/i18n/index.ts";
import { ID_PATTERN } from "../../lib/ids.ts";
import { isCalendarDate, isClockTime } from "../../lib/time.ts";
import { PROPERTY_KINDS, PROPERTY_TYPES } from "../properties/property.schema.ts";
import { TEXT_LIMITS } from "./leads.limits.ts";
import "../../lib/i18n/forms.ts";

// Browser-safe: the public forms validate with these exact schemas before sending, and the
// services validate with them again on the server. Messages are i18n keys (see en/forms.ts);
// the API translates them, the forms show them with `t()`.

export const LEAD_KINDS = ["contact", "enquiry", "listProperty"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** The seed's three working states, and `won` / `lost` to close a lead. */
export const LEAD_STATUSES = ["pending", "inprogress", "postponed", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABEL: Record<LeadStatus, MessageKey> = {
  pending: "lead.status.pending",
  inprogress: "lead.status.inprogress",
  postponed: "lead.status.postponed",
  won: "lead.status.won",
  lost: "lead.status.lost",
};

const m = (key: MessageKey) => key;

/** Form posts give strings, JSON gives anything: missing or null becomes "" so "required" reads right. */
const asText = (v: unknown) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v);
/** PostgreSQL text cannot hold U+0000, and no one types it: a value with one is refused. */
export const noNul = (v: string) => !v.includes("\u0000");

export const nameField = z.preprocess(
  asText,
  z
    .string({ error: m("forms.error.nameRequired") })
    .trim()
    .min(1, m("forms.error.nameRequired"))
    .max(TEXT_LIMITS.name, m("forms.error.nameTooLong"))
    .refine(noNul, m("forms.error.text")),
);

export const emailField = z.preprocess(
  asText,
  z
    .string({ error: m("forms.error.emailRequired") })
    .trim()
    .min(1, m("forms.error.emailRequired"))
    .max(TEXT_LIMITS.email, m("forms.error.emailTooLong"))
    .pipe(z.email({ error: m("forms.error.emailInvalid") })),
);

const PHONE_CHARS = /^\+?[0-9\s().-]+$/;
export const phoneField = z.preprocess(
  asText,
  z
    .string({ error: m("forms.error.phoneRequired") })
    .trim()
    .min(1, m("forms.error.phoneRequired"))
    .max(TEXT_LIMITS.phone, m("forms.error.phoneInvalid"))
    .refine((v) => PHONE_CHARS.test(v), m("forms.error.phoneInvalid"))
    .refine((v) => {
      const digits = v.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    }, m("forms.error.phoneInvalid")),
);

const requiredMessageField = z.preprocess(
  asText,
  z
    .string({ error: m("forms.error.messageRequired") })
    .trim()
    .min(1, m("forms.error.messageRequired"))
    .max(TEXT_LIMITS.message, m("forms.error.messageTooLong"))
    .refine(noNul, m("forms.error.text")),
);

/** An optional message is stored as "" when absent. */
export const optionalMessageField = z.preprocess(
  asText,
  z
    .string({ error: m("forms.error.text") })
    .trim()
    .max(TEXT_LIMITS.message, m("forms.error.messageTooLong"))
    .refine(noNul, m("forms.error.text")),
);

export const leadStatusField = z.enum(LEAD_STATUSES, { error: m("forms.error.status") });

/** Absent, null or blank: "not given". */
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const blankToNull = (v: unknown) => (isBlank(v) ? null : v);

/** Optional text, stored as null when absent or blank. */
const optionalTextField = (max: number, tooLong: MessageKey) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : asText(v)),
    z
      .string({ error: m("forms.error.text") })
      .trim()
      .max(max, m(tooLong))
      .refine(noNul, m("forms.error.text"))
      .nullable(),
  );

/** An optional value written in a fixed form (`check`); null when not given. */
const optionalFormattedField = (check: (v: string) => boolean, message: MessageKey) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: m(message) })
      .trim()
      .refine(check, m(message))
      .nullable(),
  );
/** The day an owner would like the visit (a list-your-property request): `yyyy-mm-dd`. */
const preferredDateField = optionalFormattedField(isCalendarDate, "forms.error.preferredDate");
/** The time of day of that visit: `HH:MM`, 24 h. */
const preferredTimeField = optionalFormattedField(isClockTime, "forms.error.preferredTime");

export const ContactInputSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: requiredMessageField,
});

export const EnquiryInputSchema = ContactInputSchema.extend({
  propertyId: z.preprocess(
    blankToUndefined,
    z
      .string({ error: m("forms.error.propertyId") })
      .regex(ID_PATTERN, m("forms.error.propertyId"))
      .optional(),
  ),
  /**
   * The property asked about, by name (the agency's earlier client sends it): kept as sent; when
   * absent, the name of the listing `propertyId` names.
   */
  propertyName: optionalTextField(TEXT_LIMITS.propertyName, "forms.error.propertyNameTooLong"),
});

const locationText = z
  .string({ error: m("forms.error.locationRequired") })
  .trim()
  .max(TEXT_LIMITS.location, m("forms.error.locationTooLong"))
  .refine(noNul, m("forms.error.text"));
const requiredLocationField = z.preprocess(
  asText,
  locationText.refine((v) => v.length > 0, m("forms.error.locationRequired")),
);
/** Where the property is, when the caller may leave it out: "" when not given. */
const optionalLocationField = z.preprocess(asText, locationText);

const propertyKindField = z.enum(PROPERTY_KINDS, { error: m("forms.error.propertyType") });
const listingTypeField = z.enum(PROPERTY_TYPES, { error: m("forms.error.listingType") });

/** The fields every list-your-property request may carry; the canonical call requires some. */
const listPropertyFields = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  location: requiredLocationField,
  propertyType: propertyKindField,
  type: listingTypeField,
  bedrooms: z.preprocess(
    numeric,
    z
      .number({ error: m("forms.error.bedrooms") })
      .int(m("forms.error.bedrooms"))
      .min(0, m("forms.error.bedrooms"))
      .max(50, m("forms.error.bedrooms"))
      .optional(),
  ),
  price: z.preprocess(
    numeric,
    z
      .number({ error: m("forms.error.price") })
      .min(0, m("forms.error.price"))
      .max(10_000_000_000, m("forms.error.price"))
      .optional(),
  ),
  message: optionalMessageField,
  /** Where the property is, as a street address (optional). */
  address: optionalTextField(TEXT_LIMITS.address, "forms.error.addressTooLong"),
  /** The visit the owner asks for (optional): `yyyy-mm-dd` and a 24-hour `HH:MM`. */
  preferredDate: preferredDateField,
  preferredTime: preferredTimeField,
};

/**
 * `POST /api/listProperty` and the site's "list your property" form: location, property type and
 * what the owner wants to do are required.
 */
export const ListPropertyInputSchema = z.object(listPropertyFields);

/** Not given: null (a request from the earlier client, or an edit that clears it). */
const optionalPropertyKindField = z.preprocess(blankToNull, propertyKindField.nullable());
const optionalListingTypeField = z.preprocess(blankToNull, listingTypeField.nullable());

/**
 * The agency's earlier "list a property" form (`POST /api/listAProperty`, docs/product/api.md
 * "Legacy aliases"): an owner asks for a visit at an address on a date and time. It sends `date`
 * and `time` (this schema's field messages are keyed by those names) and no location, property
 * type or listing type, so those are optional here (location "" and the others null when absent).
 * The same request as the canonical one once parsed.
 */
export const LegacyListPropertyBodySchema = ListPropertyInputSchema.omit({
  preferredDate: true,
  preferredTime: true,
}).extend({
  location: optionalLocationField,
  propertyType: optionalPropertyKindField,
  type: optionalListingTypeField,
  date: preferredDateField.describe("The day of the visit asked for: yyyy-mm-dd (stored as preferredDate)"),
  time: preferredTimeField.describe("The time of the visit asked for: HH:MM, 24 h (stored as preferredTime)"),
});
/** The earlier client's names of the visit's fields (`date`, `time`) as the canonical ones. */
export function legacyListPropertyNames<T extends { date?: unknown; time?: unknown }>({
  date,
  time,
  ...rest
}: T) {
  return { ...rest, preferredDate: date, preferredTime: time };
}
export const LegacyListPropertyInputSchema = LegacyListPropertyBodySchema.transform(legacyListPropertyNames);

export type ContactInput = z.output<typeof ContactInputSchema>;
export type EnquiryInput = z.output<typeof EnquiryInputSchema>;
export type ListPropertyInput =
  | z.output<typeof ListPropertyInputSchema>
  | z.output<typeof LegacyListPropertyInputSchema>;

export const LEAD_INPUT_SCHEMAS = {
  contact: ContactInputSchema,
  enquiry: EnquiryInputSchema,
  listProperty: ListPropertyInputSchema,
} as const;

/** What the earlier client's aliases send, where it differs from the canonical call (by kind). */
export const LEGACY_INPUT_SCHEMAS: Partial<Record<LeadKind, z.ZodType<ListPropertyInput>>> = {
  listProperty: LegacyListPropertyInputSchema,
};

/** The fields a visitor sends for each kind of lead, in form order (the API, CSV and admin derive theirs). */
export const leadInputFields = (kind: LeadKind): string[] => Object.keys(LEAD_INPUT_SCHEMAS[kind].shape);

/** Admin edits (`PUT`): every field optional, a missing field keeps its value; `read` marks read/unread. */
/** Who a lead is assigned to: a user id, or empty / null for the admins. */
export const assigneeField = z.preprocess(
  (v) => (v === "" ? null : v),
  z.string({ error: "Choose someone from the list" }).max(64).nullable(),
);
const adminExtras = {
  status: leadStatusField.optional(),
  read: z.boolean().optional(),
  assigneeId: assigneeField.optional(),
};
export const LEAD_UPDATE_SCHEMAS = {
  contact: ContactInputSchema.extend(adminExtras).partial(),
  enquiry: ContactInputSchema.extend(adminExtras).partial(),
  // A request may lack its location and property types (the earlier client's form): an edit may
  // leave them blank too (location "", the types null).
  listProperty: ListPropertyInputSchema.extend({
    ...adminExtras,
    location: optionalLocationField,
    propertyType: optionalPropertyKindField,
    type: optionalListingTypeField,
  }).partial(),
} as const;
export type LeadUpdateInput = z.output<(typeof LEAD_UPDATE_SCHEMAS)["listProperty"]>;

// ---------- records (the API shapes) ----------

export interface LeadBase {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: LeadStatus;
  /** When an admin first opened it; null while unread. */
  readAt: string | null;
  /** The user it is assigned to (an agent or an admin); null: the admins. */
  assigneeId: string | null;
  createdAt: string;
  updatedAt: string;
}
export type ContactMessage = LeadBase;
export interface Enquiry extends LeadBase {
  propertyId: string | null;
  /** The listing asked about, when it still exists. */
  property: { _id: string; name: string; location: string } | null;
  /** The property's name as sent, or the listing's when it arrived; null when neither. */
  propertyName: string | null;
}
export interface ListPropertyRequest extends LeadBase {
  /** "" when not given (a request from the earlier client). */
  location: string;
  /** Null when not given (a request from the earlier client). */
  propertyType: (typeof PROPERTY_KINDS)[number] | null;
  type: (typeof PROPERTY_TYPES)[number] | null;
  bedrooms: number | null;
  price: number | null;
  // Always in a record (null when not given); optional here so that writers of older shapes (the
  // demo seed) need not name them.
  address?: string | null;
  /** The visit the owner asks for: `yyyy-mm-dd` and `HH:MM` (24 h). */
  preferredDate?: string | null;
  preferredTime?: string | null;
}
export interface LeadByKind {
  contact: ContactMessage;
  enquiry: Enquiry;
  listProperty: ListPropertyRequest;
}
export type Lead = LeadByKind[LeadKind];

const leadBaseRecord = {
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(LEAD_STATUSES),
  readAt: z.string().nullable(),
  assigneeId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
/** Response schemas for the OpenAPI description. */
export const LEAD_RECORD_SCHEMAS = {
  contact: z.object(leadBaseRecord),
  enquiry: z.object({
    ...leadBaseRecord,
    propertyId: z.string().nullable(),
    property: z.object({ _id: z.string(), name: z.string(), location: z.string() }).nullable(),
    propertyName: z
      .string()
      .nullable()
      .describe("The property asked about: as sent, else the listing's name when the enquiry arrived"),
  }),
  listProperty: z.object({
    ...leadBaseRecord,
    location: z.string().describe('"" when not given'),
    propertyType: z.enum(PROPERTY_KINDS).nullable(),
    type: z.enum(PROPERTY_TYPES).nullable(),
    bedrooms: z.number().nullable(),
    price: z.number().nullable(),
    address: z.string().nullable(),
    preferredDate: z.string().nullable().describe("The visit asked for: yyyy-mm-dd"),
    preferredTime: z.string().nullable().describe("The visit asked for: HH:MM, 24 h"),
  }),
} as const;

// ---------- admin list query ----------

/** `?assignee=` of a lead list: a user id, or `none` for the leads no one is assigned (the admins'). */
const ASSIGNEE_NONE = "none";
const assigneeQueryField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(64, "assignee is too long")
    .transform((v) => (v === ASSIGNEE_NONE ? null : v))
    .optional(),
);

/**
 * `?age=` of a lead list: how long ago it arrived. `day`, `week`, `month`: within the last 24 hours,
 * 7 days, 30 days; `older`: more than 30 days ago.
 */
export const LEAD_AGES = ["day", "week", "month", "older"] as const;
type LeadAge = (typeof LEAD_AGES)[number];
const AGE_MS: Record<LeadAge, number> = {
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  older: 30 * 86_400_000,
};

/** The arrival times an age filter means, at `now`. */
function ageBounds(
  age: LeadAge | undefined,
  now: Date,
): Pick<LeadListFilter, "createdAfter" | "createdBefore"> {
  if (!age) return {};
  const edge = new Date(now.getTime() - AGE_MS[age]).toISOString();
  return age === "older" ? { createdBefore: edge } : { createdAfter: edge };
}

export const LeadListQuerySchema = AdminListQuerySchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_STATUSES, { error: `status must be one of: ${LEAD_STATUSES.join(", ")}` }).optional(),
  ),
  assignee: assigneeQueryField,
  age: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_AGES, { error: `age must be one of: ${LEAD_AGES.join(", ")}` }).optional(),
  ),
});

export type LeadListQuery = z.output<typeof LeadListQuerySchema>;

/** A parsed list query as the service's filter (the API, the admin list and its CSV alike). */
export function leadFilterOf(q: LeadListQuery, now: Date, pageSize?: number): Partial<LeadListFilter> {
  return {
    email: q.email,
    status: q.status,
    assigneeId: q.assignee,
    ...ageBounds(q.age, now),
    page: q.page,
    pageSize: pageSize ?? q.pageSize,
  };
}

export interface LeadListFilter extends AdminListFilter {
  status?: LeadStatus;
  /** A user's id; null: no one (the admins); absent: anyone. */
  assigneeId?: string | null;
  /** Arrived at or after this time (ISO). */
  createdAfter?: string;
  /** Arrived before this time (ISO). */
  createdBefore?: string;
}
