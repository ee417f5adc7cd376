import { useId } from "react";
import { useFetcher } from "react-router";
import { newsletterSubscribePath } from "~/lib/hrefs";
import { newsletterMessages as m } from "../newsletter.messages";
import { NEWSLETTER_HONEYPOT, type NewsletterAnswer } from "../newsletter.types";

/**
 * The newsletter sign-up: Email and Subscribe. With JavaScript it is sent in the background and
 * the answer replaces the form (an invalid address gets its error in place); without, it posts to
 * /newsletter/subscribe/, which shows the answer on a page of its own.
 */
export function NewsletterForm({
  answer: pageAnswer,
  className = "",
}: {
  answer?: NewsletterAnswer | null;
  className?: string;
}) {
  const fetcher = useFetcher<NewsletterAnswer>();
  const id = useId();
  const answer = fetcher.data ?? pageAnswer ?? null;
  if (answer?.ok) {
    return (
      <div className={className} role="status">
        <p>{answer.message}</p>
      </div>
    );
  }
  const error = answer && !answer.ok ? answer.message : null;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <fetcher.Form
        method="post"
        action={newsletterSubscribePath}
        className="flex flex-wrap items-start gap-2"
        noValidate
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            {m.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={m.emailLabel}
            defaultValue={answer && !answer.ok ? answer.email : ""}
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="field w-full"
          />
        </div>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <input type="text" name={NEWSLETTER_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle" || undefined}>
          {m.subscribe}
        </button>
        <div role="alert" className="w-full">
          {error ? (
            <p id={errorId} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </div>
  );
}
