import { Link } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { unsubscribe } from "~/modules/newsletter/newsletter.server";
import { newsletterMessages as m } from "~/modules/newsletter/newsletter.messages";

export const meta: Route.MetaFunction = () => [{ title: m.unsubscribedTitle }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** One-click unsubscribe: following the link from any newsletter mail is enough (decision 024). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { done: await unsubscribe(context.db, params.token ?? "") };
}

/** A mail client's one-click request (RFC 8058) posts to the same address. */
export async function action({ params, context }: Route.ActionArgs) {
  return { done: await unsubscribe(context.db, params.token ?? "") };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const done = (actionData ?? loaderData).done;
  return (
    <div className="mx-auto max-w-[560px] px-4 py-10">
      <h1 className="mb-4 text-3xl font-bold">{m.unsubscribedTitle}</h1>
      <p role="status">{done ? m.unsubscribed : m.badUnsubscribe}</p>
      <p className="mt-6">
        <Link to="/">{m.backHome}</Link>
      </p>
    </div>
  );
}
