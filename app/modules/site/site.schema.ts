import { z } from "zod";
import { MAX_REDIRECT_FIELD_LENGTH } from "~/lib/safe-redirect";

/**
 * The banner dismissal forms. redirect_to is sent by the plain (no-JS) form, which is sent
 * back to the page it came from; a background call leaves it out and gets an answer instead.
 */
export const DismissBannerSchema = z.strictObject({
  redirect_to: z.string().max(MAX_REDIRECT_FIELD_LENGTH).optional(),
});
