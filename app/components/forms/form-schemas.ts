import type { z } from "zod";
import type { PublicFormKind } from "./lead-form.tsx";

/**
 * The schema each public form checks in the browser (the one its service validates with), loaded
 * on demand: the schemas and zod are a fifth of a form page's JavaScript, and only a visitor who
 * starts filling the form in needs them (`useLeadForm` loads them on the first focus).
 */
export const FORM_SCHEMAS: Record<PublicFormKind, () => Promise<z.ZodType>> = {
  contact: () => import("../../modules/leads/leads.schema.ts").then((s) => s.ContactInputSchema),
  enquiry: () => import("../../modules/leads/leads.schema.ts").then((s) => s.EnquiryInputSchema),
  listProperty: () => import("../../modules/leads/leads.schema.ts").then((s) => s.ListPropertyInputSchema),
  career: () => import("../../modules/careers/careers.schema.ts").then((s) => s.CareerInputSchema),
};
