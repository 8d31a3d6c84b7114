import { z } from "zod";
import { STAFF_ROLES, type StaffRole } from "../../lib/actor.ts";
import { ALL_LEAD_KINDS, type AnyLeadKind } from "../../lib/lead-kinds.ts";

/** The kinds of lead a user can be given by round robin: every kind (app/lib/lead-kinds.ts). */
export const ASSIGNABLE_KINDS = ALL_LEAD_KINDS;
export type AssignableKind = AnyLeadKind;

/** A member of staff as the admin sees them; no password, no hash. */
export interface StaffMember {
  _id: string;
  name: string;
  email: string;
  role: StaffRole;
  phone: string;
  /** Digits with country code, for wa.me. */
  whatsapp: string;
  photoUrl: string;
  /** As shown: "English, Arabic". */
  languages: string;
  /** RERA broker registration number. */
  brn: string;
  active: boolean;
  /** What round robin gives them. */
  leadKinds: AssignableKind[];
  lastLoginAt: string | null;
  createdAt: string;
}

const text = (max: number) => z.string().trim().max(max);

/** Creating or editing a member of staff: the profile an agent card and the emails show. */
export const StaffInputSchema = z.object({
  name: text(200).min(1, "Enter a name"),
  email: z.email("Enter a valid email address").max(320),
  role: z.enum(STAFF_ROLES, { error: "Choose admin or agent" }),
  phone: text(40),
  whatsapp: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s()+-]/g, ""))
    .pipe(z.string().regex(/^$|^\d{6,15}$/, "Digits only, with the country code")),
  photoUrl: text(2000).regex(/^$|^\/(?!\/)|^https?:\/\//, "A path on this site or an http(s) URL"),
  languages: text(400),
  brn: text(40),
  active: z.boolean(),
  leadKinds: z.array(z.enum(ASSIGNABLE_KINDS)).max(ASSIGNABLE_KINDS.length),
});
export type StaffInput = z.output<typeof StaffInputSchema>;
