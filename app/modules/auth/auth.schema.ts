import { z } from "zod";
import { STAFF_ROLES } from "../../lib/actor.ts";

/** `POST /api/auth/login` body. Lengths are bounded so a huge password cannot make hashing slow. */
export const LoginSchema = z.object({
  email: z
    .string({ error: "Enter your email address" })
    .trim()
    .min(1, "Enter your email address")
    .max(320, "Email is too long")
    .refine((s) => !s.includes("\u0000"), "Enter your email address"),
  password: z
    .string({ error: "Enter your password" })
    .min(1, "Enter your password")
    .max(1000, "Password is too long")
    .refine((s) => !s.includes("\u0000"), "Enter your password"),
});

const PublicUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  lastLoginAt: z.string().nullable(),
});

export const UserResponseSchema = z.object({ user: PublicUserSchema });

/** What a named API token may do: `read` GET calls (as an admin sees them), or act as an agent or an admin. */
export const API_TOKEN_ROLES = ["read", "agent", "admin"] as const;
export type ApiTokenRole = (typeof API_TOKEN_ROLES)[number];
/** How long a new named token lasts: a number of days, or `never`. */
export const API_TOKEN_LIFETIMES = ["30", "90", "365", "never"] as const;

/** Creating a named token in the admin. */
export const ApiTokenInputSchema = z
  .object({
    name: z
      .string({ error: "Enter a name" })
      .trim()
      .min(1, "Enter a name, e.g. the client or app that will use it")
      .max(100, "At most 100 characters"),
    role: z.enum(API_TOKEN_ROLES, { error: "Choose what the token may do" }),
    /** The agent an `agent` token acts as. */
    agentId: z.string().trim().max(64).optional(),
    lifetime: z.enum(API_TOKEN_LIFETIMES, { error: "Choose how long it lasts" }),
  })
  .superRefine((v, ctx) => {
    if (v.role === "agent" && !v.agentId)
      ctx.addIssue({ code: "custom", path: ["agentId"], message: "Choose the agent it acts as" });
  });

/** A named token as the admin lists it; the token itself is shown once, at creation, and never kept. */
export interface ApiTokenSummary {
  _id: string;
  name: string;
  role: ApiTokenRole;
  /** Whose records and permissions it carries. */
  user: { _id: string; name: string; email: string };
  createdBy: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  state: "active" | "expired" | "revoked";
}

/** `POST /api/login`'s answer: a bearer token for the API, its expiry and the user. */
export const TokenLoginResponseSchema = z.object({
  token: z.string().describe("Send as `Authorization: Bearer <token>` on API calls."),
  tokenType: z.literal("Bearer"),
  expiresAt: z.string(),
  user: PublicUserSchema,
});
