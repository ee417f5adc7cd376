import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/newsletter";
import { sendActionInBackground } from "~/lib/background-request";
import { handleSubscribe } from "~/modules/newsletter/newsletter-actions.server";
import { failedNewsletterAnswer } from "~/modules/newsletter/newsletter-answer";
import { confirmSubscription, unsubscribe, type ConfirmOutcome } from "~/modules/newsletter/newsletter.server";
import { NewsletterForm } from "~/modules/newsletter/components/newsletter-form";
import { newsletterMessages as m } from "~/modules/newsletter/newsletter.messages";
import { pageTitle } from "~/lib/page-title";

/**
 * The newsletter's pages, one module for the three addresses (so their words load with them only):
 * - /newsletter/subscribe/: POST signs up (with JavaScript the footer form shows the answer in
 *   place; without, this page does);
 * - /newsletter/confirm/{token}/: the double opt-in link from the confirmation mail;
 * - /newsletter/unsubscribe/{token}/: one-click unsubscribe, by the link or by a mail client's POST.
 * Mail links are GETs: decision 024.
 */
type Page =
  | { kind: "subscribe" }
  | { kind: "confirm"; ok: boolean; outcome: ConfirmOutcome }
  | { kind: "unsubscribe"; ok: boolean };

const confirmWords: Record<ConfirmOutcome, string> = {
  confirmed: m.confirmed,
  "already-confirmed": m.alreadyConfirmed,
  invalid: m.badConfirm,
};

function kindOf(path: string): "subscribe" | "confirm" | "unsubscribe" {
  return path.startsWith("/newsletter/confirm/")
    ? "confirm"
    : path.startsWith("/newsletter/unsubscribe/")
      ? "unsubscribe"
      : "subscribe";
}

const titles = { subscribe: m.heading, confirm: m.confirmedTitle, unsubscribe: m.unsubscribedTitle };

/** A confirm or unsubscribe link that did nothing is titled as such, never as if it had worked. */
function titleOf(page: Page | undefined): string {
  if (page && page.kind !== "subscribe" && !page.ok) return m.badLinkTitle;
  return titles[page?.kind ?? "subscribe"];
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  pageTitle(matches, titleOf(data)),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * A confirm or unsubscribe link whose token is unknown (mistyped, cut short, or long replaced)
 * still shows the page saying so, with the way back, but answers 404: the address leads nowhere.
 */
function withLinkStatus(page: Page) {
  return data(page, { status: page.kind !== "subscribe" && !page.ok ? 404 : 200 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = kindOf(new URL(request.url).pathname);
  if (kind === "confirm") {
    const outcome = await confirmSubscription(context.db, params.token ?? "");
    return withLinkStatus({ kind, ok: outcome !== "invalid", outcome });
  }
  if (kind === "unsubscribe") return withLinkStatus({ kind, ok: await unsubscribe(context.db, params.token ?? "") });
  return withLinkStatus({ kind });
}

/**
 * A confirm or unsubscribe page is not loaded again after something else is sent from it (the
 * footer's sign-up, a cart change): its loader follows the link, so loading it again would turn
 * "confirmed" into "already confirmed" before the visitor's eyes.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && kindOf(currentUrl.pathname) !== "subscribe") return false;
  return defaultShouldRevalidate;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (kindOf(new URL(request.url).pathname) === "unsubscribe") {
    // The action's status is the page's (React Router lets it win over the loader's).
    const unsubscribed = await unsubscribe(context.db, params.token ?? "");
    return data({ unsubscribed }, { status: unsubscribed ? 200 : 404 });
  }
  return handleSubscribe(context.db, request, context.clientAddress ?? "");
}

/**
 * With JavaScript: a sign-up that gets no answer (offline, a failed server) is refused with the
 * reason beside the form, which keeps the address typed, and the page the visitor is on stays.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const email = (await request.clone().formData()).get("email");
  return sendActionInBackground(serverAction, (reason) => failedNewsletterAnswer(email, reason));
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  let body;
  if (page.kind === "subscribe") {
    body = (
      <>
        <p className="muted mb-6">{m.intro}</p>
        <NewsletterForm id="newsletter-page" answer={actionData && "ok" in actionData ? actionData : null} />
      </>
    );
  } else if (page.kind === "confirm") {
    body = <p role="status">{confirmWords[page.outcome]}</p>;
  }
  // A mail client's one-click POST answers with its own outcome.
  const shownPage =
    page.kind === "unsubscribe" && actionData && "unsubscribed" in actionData
      ? { kind: page.kind, ok: actionData.unsubscribed }
      : page;
  if (shownPage.kind === "unsubscribe") {
    body = <p role="status">{shownPage.ok ? m.unsubscribed : m.badUnsubscribe}</p>;
  }
  const title = titleOf(shownPage);
  // Once signed up (without JavaScript, on this page) there is nothing left to do here: the way
  // back leads to the page the footer's form was sent from.
  const signUp = page.kind === "subscribe" && actionData && "ok" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-[560px] px-4 py-10">
      <h1 className="page-title mb-4">{title}</h1>
      {body}
      {page.kind !== "subscribe" || signUp?.ok ? (
        <p className="mt-6">
          <Link to={signUp?.backTo ?? "/"}>{m.backHome}</Link>
        </p>
      ) : null}
    </div>
  );
}
