import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { handleSubscribe } from "~/modules/newsletter/newsletter-actions.server";
import { confirmSubscription, unsubscribe } from "~/modules/newsletter/newsletter.server";
import { NewsletterForm } from "~/modules/newsletter/components/newsletter-form";
import { newsletterMessages as m } from "~/modules/newsletter/newsletter.messages";

/**
 * The newsletter's pages, one module for the three addresses (so their words load with them only):
 * - /newsletter/subscribe/: POST signs up (with JavaScript the footer form shows the answer in
 *   place; without, this page does);
 * - /newsletter/confirm/{token}/: the double opt-in link from the confirmation mail;
 * - /newsletter/unsubscribe/{token}/: one-click unsubscribe, by the link or by a mail client's POST.
 * Mail links are GETs: decision 024.
 */
type Page = { kind: "subscribe" } | { kind: "confirm"; ok: boolean } | { kind: "unsubscribe"; ok: boolean };

function kindOf(request: Request): "subscribe" | "confirm" | "unsubscribe" {
  const path = new URL(request.url).pathname;
  return path.startsWith("/newsletter/confirm/")
    ? "confirm"
    : path.startsWith("/newsletter/unsubscribe/")
      ? "unsubscribe"
      : "subscribe";
}

const titles = { subscribe: m.heading, confirm: m.confirmedTitle, unsubscribe: m.unsubscribedTitle };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.kind === "confirm" && !data.ok ? m.badConfirmTitle : titles[data?.kind ?? "subscribe"] },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<Page> {
  const kind = kindOf(request);
  if (kind === "confirm") return { kind, ok: await confirmSubscription(context.db, params.token ?? "") };
  if (kind === "unsubscribe") return { kind, ok: await unsubscribe(context.db, params.token ?? "") };
  return { kind };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (kindOf(request) === "unsubscribe") return { unsubscribed: await unsubscribe(context.db, params.token ?? "") };
  return handleSubscribe(context.db, request, context.clientAddress ?? "");
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
    body = <p role="status">{page.ok ? m.confirmed : m.badConfirm}</p>;
  } else {
    const ok = actionData && "unsubscribed" in actionData ? actionData.unsubscribed : page.ok;
    body = <p role="status">{ok ? m.unsubscribed : m.badUnsubscribe}</p>;
  }
  const title = page.kind === "confirm" && !page.ok ? m.badConfirmTitle : titles[page.kind];
  return (
    <div className="mx-auto max-w-[560px] px-4 py-10">
      <h1 className="mb-4 text-3xl font-bold">{title}</h1>
      {body}
      {page.kind !== "subscribe" ? (
        <p className="mt-6">
          <Link to="/">{m.backHome}</Link>
        </p>
      ) : null}
    </div>
  );
}
