import { z } from "zod";

/**
 * The banner dismissal forms. redirect_to is sent by the plain (no-JS) form, which is sent
 * back to the page it came from; a background call leaves it out and gets an answer instead.
 */
export const DismissBannerSchema = z.strictObject({
  redirect_to: z.string().max(2048).optional(),
});
