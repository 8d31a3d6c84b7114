import { z } from "zod";
import { emailField } from "../leads/leads.schema.ts";

// Browser-safe: the footer's subscribe form and POST /api/subscribe validate with this schema.

export const SubscribeInputSchema = z.object({ email: emailField });

export interface Subscriber {
  _id: string;
  email: string;
  subscribedAt: string;
  createdAt: string;
  updatedAt: string;
}

export const SubscriberRecordSchema = z.object({
  _id: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
