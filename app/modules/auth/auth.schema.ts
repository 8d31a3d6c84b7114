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
