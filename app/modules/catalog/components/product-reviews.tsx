import { lazy, Suspense, useId } from "react";
import { noReviewsText, ratedText, reviewMessages } from "../review.messages";
import type { ProductReview, ReviewFormAnswer } from "../catalog.types";
import { formatAverageRating } from "../reviews";

type ReviewFormModule = typeof import("./review-form");
let loadedForm: ReviewFormModule | null = null;
const loadForm = () => import("./review-form").then((m) => (loadedForm = m));
// The server loads it as it starts, so no page waits on it (a page must come out whole).
if (import.meta.env.SSR) void loadForm();

/**
 * The form's code loads apart from the page's first load: the server renders it in full, and in
 * the browser the page's script takes it over once its code has arrived (until then it posts as a
 * plain form). A module already loaded is handed over at once, without suspending.
 */
const ReviewForm = lazy(() =>
  loadedForm
    ? ({ then: (ok: (m: ReviewFormModule) => unknown) => ok(loadedForm!) } as unknown as Promise<ReviewFormModule>)
    : loadForm(),
);

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
  const id = useId();

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

      <Suspense fallback={null}>
        <ReviewForm reviewer={reviewer} answer={answer} antiSpam={antiSpam} />
      </Suspense>
    </div>
  );
}
