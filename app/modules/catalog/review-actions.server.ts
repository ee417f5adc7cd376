import { oneLineName } from "~/lib/direction-controls";
import { data } from "react-router";
import type { DB, Tx } from "~/lib/db.server";
import { isValidEmailAddress } from "~/lib/email-address";
import { findSession } from "~/lib/session.server";
import { getSettings } from "~/modules/settings/settings.server";
import { reviewMessages } from "./review.messages";
import type { ReviewField, ReviewFormAnswer, ReviewFormValues } from "./catalog.types";
import { ReviewFormSchema } from "./review.schema";
import { looksLikeSpam, REVIEW_HONEYPOT_FIELD, REVIEW_LIMITS } from "./reviews";
import { submitReview } from "./reviews.server";

/** The logged-in customer's name and e-mail (the review form then asks for neither), or null. */
export async function findReviewer(db: Tx, customerId: number | null): Promise<{ name: string; email: string } | null> {
  if (customerId == null) return null;
  const c = await db
    .selectFrom("customers")
    .select(["username", "first_name", "last_name", "email"])
    .where("id", "=", customerId)
    .executeTakeFirst();
  if (!c) return null;
  // As others will read it (likes.server.ts does the same): a name that shows nothing falls back to the username.
  const name = oneLineName(`${c.first_name} ${c.last_name}`) || c.username;
  return { name, email: c.email };
}

function refuse(
  message: string,
  field: Extract<ReviewFormAnswer, { ok: false }>["field"],
  status = 400,
  values?: ReviewFormValues,
) {
  return data<ReviewFormAnswer>({ ok: false, message, field, values }, { status });
}

/**
 * The review form's post: checks the fields, the honeypot and the timestamp, then stores the
 * review (pending, or approved when the owner does not moderate). Answers the page's data with
 * the thank-you or the refusal; nothing is stored on a refusal.
 */
export async function handleReviewPost(
  db: DB,
  request: Request,
  form: FormData,
  productId: number,
  clientAddress: string,
) {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || Object.hasOwn(fields, key)) return refuse(reviewMessages.reviewRefused, null);
    fields[key] = value;
  }
  const parsed = ReviewFormSchema.safeParse(fields);
  if (!parsed.success) return refuse(reviewMessages.reviewRefused, null);
  const input = parsed.data;
  const sent: ReviewFormValues = {
    rating: input.rating ?? "",
    comment: input.comment,
    author: input.author ?? "",
    email: input.email ?? "",
  };
  if (looksLikeSpam({ honeypot: input[REVIEW_HONEYPOT_FIELD], timestamp: input._timestamp }, Date.now())) {
    return refuse(reviewMessages.reviewRefused, null);
  }
  const rating = /^[1-5]$/.test(input.rating ?? "") ? Number(input.rating) : null;
  const comment = input.comment.replace(/\r\n?/g, "\n").trim();
  const session = await findSession(db, request);
  const reviewer = await findReviewer(db, session?.customer_id ?? null);
  const author = oneLineName(reviewer?.name ?? input.author ?? "");
  const email = reviewer?.email ?? (input.email ?? "").trim();
  // Every field at fault is named at once, in the form's order; the first leads the answer.
  const fieldErrors: Partial<Record<ReviewField, string>> = {};
  if (rating == null) fieldErrors.rating = reviewMessages.reviewRatingRequired;
  if (!comment) fieldErrors.comment = reviewMessages.reviewTextRequired;
  else if (comment.length > REVIEW_LIMITS.text) fieldErrors.comment = reviewMessages.reviewTextTooLong;
  if (!author || author.length > REVIEW_LIMITS.name) fieldErrors.author = reviewMessages.reviewNameRequired;
  if (!isValidEmailAddress(email)) fieldErrors.email = reviewMessages.reviewEmailInvalid;
  const faults = Object.entries(fieldErrors) as [ReviewField, string][];
  // (A missing rating is always among the faults.)
  if (faults.length > 0 || rating === null) {
    const [field, message] = faults[0];
    return data<ReviewFormAnswer>({ ok: false, message, field, fieldErrors, values: sent }, { status: 400 });
  }

  const settings = await getSettings(db);
  const result = await submitReview(
    db,
    {
      productId,
      customerId: reviewer ? (session?.customer_id ?? null) : null,
      author,
      email,
      rating,
      content: comment,
      clientAddress,
    },
    { moderate: settings.review_moderation !== "no" },
  );
  if (!result.ok) return refuse(reviewMessages.reviewTooMany, null, 429);
  return data<ReviewFormAnswer>({
    ok: true,
    message: result.status === "approved" ? reviewMessages.reviewPublished : reviewMessages.reviewAwaitingApproval,
  });
}
