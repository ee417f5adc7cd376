import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useRouteCodeOnUse } from "~/ui/use-route-code-on-use";
import { useFocusFirstInvalid } from "~/ui/use-focus-first-invalid";
import { newsletterSubscribePath } from "~/lib/hrefs";
import { newsletterFormMessages as m } from "../newsletter-form.messages";
import { NEWSLETTER_HONEYPOT, type NewsletterAnswer } from "../newsletter.types";

/**
 * The newsletter sign-up: Email and Subscribe. With JavaScript it is sent in the background and
 * the answer replaces the form (an invalid address gets its error in place); without, it posts to
 * /newsletter/subscribe/, which shows the answer on a page of its own. It is in every page's
 * footer, so it is kept small (decision 012).
 */
export function NewsletterForm({ answer, id = "newsletter" }: { answer?: NewsletterAnswer | null; id?: string }) {
  const fetcher = useFetcher<NewsletterAnswer>();
  const shown = fetcher.data ?? answer;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, fetcher.data);
  // The sign-up's route sends it: its code is fetched once the visitor is in the form.
  const sender = useRouteCodeOnUse(newsletterSubscribePath);
  // The answer takes the place of the form the focus was in: the focus moves to the answer, so it is
  // not dropped to the top of the page and a screen reader reads what happened.
  const answerRef = useRef<HTMLParagraphElement>(null);
  const sentOk = fetcher.data?.ok === true;
  useEffect(() => {
    if (sentOk) answerRef.current?.focus();
  }, [sentOk]);
  if (shown?.ok)
    return (
      <p ref={answerRef} tabIndex={-1} role="status" className="notice-success">
        {shown.message}
      </p>
    );
  const error = shown?.message;
  // An address is marked invalid only when the shop refused it, not when no answer came.
  const invalid = shown?.ok === false && !shown.unanswered;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={newsletterSubscribePath}
      className="flex flex-wrap gap-2"
      noValidate
      onFocus={sender.start}
    >
      {sender.routeCode}
      <label htmlFor={id} className="sr-only">
        {m.emailLabel}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={m.emailLabel}
        defaultValue={shown?.email}
        maxLength={254}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field min-w-0 flex-1"
      />
      <input
        type="text"
        name={NEWSLETTER_HONEYPOT}
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="absolute -left-[9999px]"
      />
      <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
        {m.subscribe}
      </button>
      <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
        {error}
      </p>
    </fetcher.Form>
  );
}
