import { data } from "react-router";
import type { DB } from "~/lib/db.server";
import { readForm } from "~/lib/form.server";
import { sameOriginPath } from "~/lib/safe-redirect";
import { mailOrigin, siteOrigin } from "~/lib/site-origin.server";
import { newsletterPathPrefix } from "~/lib/hrefs";
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
    ? { ok: true, message: outcome.message, backTo: pageSentFrom(request) }
    : { ok: false, message: outcome.message, email: typedAddress(form.get("email")), backTo: pageSentFrom(request) };
  return data(answer, { status: outcome.ok ? 200 : outcome.status });
}

/**
 * The shop's page a footer sign-up was sent from, so that the newsletter page (where a sign-up
 * without JavaScript lands) leads back there rather than to the home page. Only a plain path on
 * the shop, never one of the newsletter's links (both safe-redirect.ts's rules), nor the sign-up
 * page itself, which would lead back to where the visitor already is.
 */
function pageSentFrom(request: Request): string | undefined {
  const path = sameOriginPath(request.headers.get("Referer"), siteOrigin(request));
  return path && !path.startsWith(newsletterPathPrefix) ? path : undefined;
}
