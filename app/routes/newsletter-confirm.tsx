import { Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { confirmSubscription } from "~/modules/newsletter/newsletter.server";
import { newsletterMessages as m } from "~/modules/newsletter/newsletter.messages";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.confirmed ? m.confirmedTitle : m.badConfirmTitle },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The double opt-in link from the confirmation mail (decision 024: a mail link is a GET). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { confirmed: await confirmSubscription(context.db, params.token ?? "") };
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-[560px] px-4 py-10">
      <h1 className="mb-4 text-3xl font-bold">{loaderData.confirmed ? m.confirmedTitle : m.badConfirmTitle}</h1>
      <p role="status">{loaderData.confirmed ? m.confirmed : m.badConfirm}</p>
      <p className="mt-6">
        <Link to="/">{m.backHome}</Link>
      </p>
    </div>
  );
}
