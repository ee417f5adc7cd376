import { data } from "react-router";
import type { DB } from "~/lib/db.server";
import { readForm } from "~/lib/form.server";
import { mailOrigin } from "~/lib/site-origin.server";
import { subscribe } from "./newsletter.server";
import { NEWSLETTER_HONEYPOT, type NewsletterAnswer } from "./newsletter.types";
import { typedAddress } from "./newsletter-answer";

/** POST /newsletter/subscribe/: the answer replaces the form (with JavaScript) or fills the page. */
export async function handleSubscribe(db: DB, request: Request, remoteAddress: string) {
  const form = await readForm(request);
  const outcome = await subscribe(db, form.get("email"), {
    remoteAddress,
    origin: mailOrigin(request),
    honeypot: form.get(NEWSLETTER_HONEYPOT),
  });
  const answer: NewsletterAnswer = outcome.ok
    ? { ok: true, message: outcome.message }
    : { ok: false, message: outcome.message, email: typedAddress(form.get("email")) };
  return data(answer, { status: outcome.ok ? 200 : outcome.status });
}
