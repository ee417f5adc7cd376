import { withTrailingSlash } from "~/modules/site/current-path";
import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { Field, TextField } from "~/ui/field";
import { useFocusFirstInvalid } from "~/ui/use-focus-first-invalid";
import { useNoticeAttention } from "~/ui/use-notice-attention";
import { reviewMessages } from "../review.messages";
import type { ReviewField, ReviewFormAnswer } from "../catalog.types";
import { REVIEW_HONEYPOT_FIELD, REVIEW_LIMITS, starsLabel } from "../reviews";

/**
 * The review form: radiogroup "Your rating", "Your review", and "Name" and "Email" for guests. It
 * posts to the page itself (intent=review); with JavaScript a fetcher sends it and the answer
 * shows in the status region above it (the form empties after a thank-you). Without JavaScript
 * the page comes back at the form (#review_form), with a refused review's fields as they were sent:
 * at the top of the Reviews section the answer would sit below every review, screens away on a phone.
 * The answer opens Reviews itself (ProductTabs' `initiallyOpen`), so the fragment need not.
 */
/** Where a review sent without JavaScript comes back: the form, with its answer at the top. */
const REVIEW_FORM_ID = "review_form";

export default function ReviewForm({
  reviewer,
  answer,
  antiSpam,
}: {
  reviewer: { name: string } | null;
  answer?: ReviewFormAnswer;
  antiSpam?: React.ReactNode;
}) {
  const fetcher = useFetcher<ReviewFormAnswer>({ key: "product-review" });
  const shown = fetcher.data ?? answer;
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const sending = fetcher.state !== "idle";
  const error = shown && !shown.ok ? shown : null;
  const sent = error?.values;
  /** The message for a field at fault, or null. */
  const fieldError = (field: ReviewField) =>
    error?.fieldErrors?.[field] ?? (error?.field === field ? error.message : null);
  const ratingError = fieldError("rating");
  // The page's own address, with its trailing slash also when the server renders the form.
  const { pathname, search } = useLocation();
  const action = `${withTrailingSlash(pathname)}${search}#${REVIEW_FORM_ID}`;
  const status = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  // Submit is disabled while sending: a refusal puts the focus on the field at fault, and any
  // other answer on the message itself, so a keyboard shopper goes on from where they were.
  useFocusFirstInvalid(formRef, fetcher.data);
  useNoticeAttention(status, fetcher.data);

  return (
    <fetcher.Form
      ref={formRef}
      id={REVIEW_FORM_ID}
      method="post"
      action={action}
      className="flex flex-col gap-4"
      noValidate
    >
      <h3 className="m-0 text-lg font-semibold">{reviewMessages.addReview}</h3>
      <div ref={status} role="status" aria-live="polite">
        {shown?.ok ? <p className="m-0 notice-success">{shown.message}</p> : null}
        {/* Every field at fault is named, in the form's order, as it is under the field. */}
        {error ? (
          <ul className="m-0 notice-error list-none">
            {(error.fieldErrors ? Object.values(error.fieldErrors) : [error.message]).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
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
          aria-invalid={ratingError ? true : undefined}
          aria-describedby={ratingError ? `${id}-rating-error` : undefined}
          className="flex flex-wrap gap-3"
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex cursor-pointer items-center gap-1.5 text-base">
              <input
                type="radio"
                name="rating"
                value={n}
                defaultChecked={sent?.rating === String(n)}
                className="accent-accent-700"
              />
              <span aria-hidden="true" className="text-amber-500">
                {"★".repeat(n)}
              </span>
              <span className="sr-only">{starsLabel(n)}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <span id={`${id}-rating-error`} className="mt-1 block text-sm text-red-700">
            {ratingError}
          </span>
        ) : null}
      </div>
      <Field name="comment" id={`${id}-comment`} label="Your review" required error={fieldError("comment")}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={REVIEW_LIMITS.text}
            defaultValue={sent?.comment}
            className="field"
          />
        )}
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
            defaultValue={sent?.author}
            error={fieldError("author")}
          />
          <TextField
            name="email"
            id={`${id}-email`}
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={REVIEW_LIMITS.email}
            defaultValue={sent?.email}
            error={fieldError("email")}
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
  );
}
