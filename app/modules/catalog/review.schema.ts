import { z } from "zod";
import { REVIEW_HONEYPOT_FIELD, REVIEW_LIMITS } from "./reviews";

/**
 * The product page's review form (POST to the product's own address, intent=review). Every field
 * arrives as text; the limits are checked here, the wording of each refusal by the action.
 * Name and Email are absent for a logged-in customer, whose account supplies them.
 */
export const ReviewFormSchema = z.strictObject({
  intent: z.literal("review"),
  rating: z.string().max(2).optional(),
  comment: z
    .string()
    .max(REVIEW_LIMITS.text * 2)
    .default(""),
  author: z
    .string()
    .max(REVIEW_LIMITS.name * 2)
    .optional(),
  email: z
    .string()
    .max(REVIEW_LIMITS.email * 2)
    .optional(),
  _timestamp: z.string().max(32).default(""),
  [REVIEW_HONEYPOT_FIELD]: z.string().max(500).default(""),
});
export type ReviewForm = z.infer<typeof ReviewFormSchema>;
