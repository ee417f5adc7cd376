import { useId } from "react";
import { StarRating } from "./star-rating";
import { loadApart } from "~/ui/load-apart";
import { noReviewsText, reviewMessages } from "../review.messages";
import { ratedText } from "../rating.messages";
import type { ProductReview, ReviewFormAnswer } from "../catalog.types";
import { formatAverageRating } from "../reviews";

/** The form: its code loads apart from the page's first load; until then it posts as a plain form. */
const ReviewForm = loadApart(() => import("./review-form").then((m) => m.default));

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

      <ReviewForm reviewer={reviewer} answer={answer} antiSpam={antiSpam} />
    </div>
  );
}
