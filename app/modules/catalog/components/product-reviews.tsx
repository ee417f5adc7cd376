import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Field, TextField } from "~/ui/field";
import { noReviewsText, ratedText, reviewMessages } from "../review.messages";
import type { ProductReview, ReviewFormAnswer } from "../catalog.types";
import { formatAverageRating, REVIEW_HONEYPOT_FIELD, REVIEW_LIMITS, starsLabel } from "../reviews";

/** Five stars, `rating` of them filled; read as "Rated {x} out of 5". */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span
      role="img"
      aria-label={ratedText(formatAverageRating(rating))}
      className={`relative inline-block ${className}`}
    >
      <span aria-hidden="true" className="text-neutral-300 dark:text-neutral-600">
        ★★★★★
      </span>
      <span aria-hidden="true" className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: `${pct}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/**
 * The Reviews tab: the average, the approved reviews (author, date, rating, "Verified owner"),
 * and the form. The form posts to the page itself (intent=review); with JavaScript it is sent
 * in the background and the answer shows in the status region above it. `antiSpam` is the
 * page-load timestamp field the server checks.
 */
export function ProductReviews({
  productName,
  average,
  reviews,
  reviewer,
  answer,
  antiSpam,
}: {
  productName: string;
  average: number;
  reviews: ProductReview[];
  /** A logged-in customer (the form then asks for no name or e-mail). */
  reviewer: { name: string } | null;
  /** The answer of a post made without JavaScript. */
  answer?: ReviewFormAnswer;
  antiSpam?: React.ReactNode;
}) {
  const fetcher = useFetcher<ReviewFormAnswer>({ key: "product-review" });
  const shown = fetcher.data ?? answer;
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const sending = fetcher.state !== "idle";
  const error = shown && !shown.ok ? shown : null;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {reviews.length ? (
        <>
          <p className="m-0 flex items-center gap-3 text-lg font-semibold">
            <StarRating rating={average} />
            <span>{ratedText(formatAverageRating(average))}</span>
          </p>
          <ol className="m-0 flex list-none flex-col gap-4 p-0">
            {reviews.map((r) => (
              <li key={r.id}>
                <article aria-labelledby={`${id}-review-${r.id}`} className="card flex flex-col gap-2 p-4">
                  <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 id={`${id}-review-${r.id}`} className="m-0 text-base font-semibold">
                      {r.author}
                    </h3>
                    {r.isVerifiedOwner ? (
                      <span className="rounded-full border border-green-700 px-2 text-xs font-semibold text-green-800 dark:text-green-300">
                        {reviewMessages.verifiedOwner}
                      </span>
                    ) : null}
                    <time dateTime={r.date} className="muted text-sm">
                      {r.dateText}
                    </time>
                    <StarRating rating={r.rating} className="text-sm" />
                  </header>
                  <p className="m-0 whitespace-pre-line leading-relaxed">{r.content}</p>
                </article>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="muted m-0">{noReviewsText(productName)}</p>
      )}

      <fetcher.Form ref={formRef} method="post" className="flex flex-col gap-4" noValidate>
        <h3 className="m-0 text-lg font-semibold">{reviewMessages.addReview}</h3>
        <div role="status" aria-live="polite">
          {shown ? <p className={`m-0 ${shown.ok ? "notice-success" : "notice-error"}`}>{shown.message}</p> : null}
        </div>
        <div>
          <p id={`${id}-rating-label`} className="label m-0">
            Your rating
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          </p>
          <div
            role="radiogroup"
            aria-labelledby={`${id}-rating-label`}
            aria-required="true"
            aria-invalid={error?.field === "rating" ? true : undefined}
            aria-describedby={error?.field === "rating" ? `${id}-rating-error` : undefined}
            className="flex flex-wrap gap-3"
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="flex cursor-pointer items-center gap-1.5 text-base">
                <input type="radio" name="rating" value={n} className="accent-accent-700" />
                <span aria-hidden="true" className="text-amber-500">
                  {"★".repeat(n)}
                </span>
                <span className="sr-only">{starsLabel(n)}</span>
              </label>
            ))}
          </div>
          {error?.field === "rating" ? (
            <span id={`${id}-rating-error`} className="mt-1 block text-sm text-red-700">
              {error.message}
            </span>
          ) : null}
        </div>
        <Field
          name="comment"
          id={`${id}-comment`}
          label="Your review"
          required
          error={error?.field === "comment" ? error.message : null}
        >
          {(control) => <textarea {...control} rows={5} maxLength={REVIEW_LIMITS.text} className="field" />}
        </Field>
        {reviewer ? null : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="author"
              id={`${id}-author`}
              label="Name"
              required
              autoComplete="name"
              maxLength={REVIEW_LIMITS.name}
              error={error?.field === "author" ? error.message : null}
            />
            <TextField
              name="email"
              id={`${id}-email`}
              label="Email"
              type="email"
              required
              autoComplete="email"
              maxLength={REVIEW_LIMITS.email}
              error={error?.field === "email" ? error.message : null}
            />
          </div>
        )}
        <div aria-hidden="true" className="hidden">
          <label>
            Leave this empty
            <input type="text" name={REVIEW_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {antiSpam}
        <button type="submit" name="intent" value="review" className="btn-primary self-start" disabled={sending}>
          Submit
        </button>
      </fetcher.Form>
    </div>
  );
}
