import { z } from "zod";
import type { MessageKey } from "../../lib/i18n/index.ts";
import {
  emailField,
  LEAD_STATUS_LABEL,
  assigneeField,
  LEAD_STATUSES,
  nameField,
  noNul,
  optionalMessageField,
  phoneField,
} from "../leads/leads.schema.ts";
import "../../lib/i18n/forms.ts";

// Browser-safe: the career form and POST /api/career validate with these schemas.

/**
 * The multipart parts a CV may arrive in: the site's own `cv`, and `CV` as the agency's earlier
 * client sends it (docs/product/api.md "Careers"). One file at most: both is a 422 on `cv`.
 */
export const CV_PARTS = ["cv", "CV"] as const;

/** The openings of the careers page (docs/product/specification.md §2); the form's position select offers these. */
export const CAREER_OPENINGS = ["Real Estate Agent", "Property Management Specialist"] as const;

/** `""` is "None" (docs/product/specification.md §4): the default of a new application. */
export const CAREER_STATUSES = ["", ...LEAD_STATUSES] as const;
export type CareerStatus = (typeof CAREER_STATUSES)[number];
export const CAREER_STATUS_LABEL: Record<CareerStatus, MessageKey> = {
  ...LEAD_STATUS_LABEL,
  "": "lead.status.none",
};

const m = (key: MessageKey) => key;
const blankToUndefined = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const ageField = z.preprocess(
  (v) => {
    const x = blankToUndefined(v);
    return typeof x === "string" && /^\s*\d+(\.\d+)?\s*$/.test(x) ? Number(x) : x;
  },
  z
    .number({
      error: (iss) => (iss.input === undefined ? m("forms.error.ageRequired") : m("forms.error.age")),
    })
    .int(m("forms.error.age"))
    .min(18, m("forms.error.age"))
    .max(100, m("forms.error.age")),
);

/**
 * Any text up to 200 characters: the form offers the openings, and clients of the old API sent
 * free text. Required, since an application must say what it is for.
 */
const positionField = z.preprocess(
  (v) => (v === undefined || v === null ? "" : v),
  z
    .string({ error: m("forms.error.positionRequired") })
    .trim()
    .min(1, m("forms.error.positionRequired"))
    .max(200, m("forms.error.positionTooLong"))
    .refine(noNul, m("forms.error.text")),
);

export const CareerInputSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  age: ageField,
  position: positionField,
  message: optionalMessageField,
});

export const careerStatusField = z.enum(CAREER_STATUSES, { error: m("forms.error.status") });

/** Admin edit (`PUT /api/career/{id}`): any subset of the fields; `read` marks read/unread. */
export const CareerUpdateSchema = CareerInputSchema.extend({
  status: careerStatusField,
  read: z.boolean(),
  assigneeId: assigneeField,
}).partial();

export interface CareerApplication {
  _id: string;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  position: string;
  message: string;
  status: CareerStatus;
  /** `career/{id}/cv` (relative to `/api/`, admin only) or null when no CV was sent. */
  cv: string | null;
  cvName: string | null;
  cvType: string | null;
  readAt: string | null;
  /** The user it is assigned to (an agent or an admin); null: the admins. */
  assigneeId: string | null;
  createdAt: string;
  updatedAt: string;
}

export const CareerRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.number().nullable(),
  position: z.string(),
  message: z.string(),
  status: z.enum(CAREER_STATUSES),
  cv: z.string().nullable(),
  cvName: z.string().nullable(),
  cvType: z.string().nullable(),
  readAt: z.string().nullable(),
  assigneeId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
