import type { Route } from "./+types/newsletter-subscribe";
import { handleSubscribe } from "~/modules/newsletter/newsletter-actions.server";
import { NewsletterForm } from "~/modules/newsletter/components/newsletter-form";
import { newsletterMessages as m } from "~/modules/newsletter/newsletter.messages";

export const meta: Route.MetaFunction = () => [{ title: m.heading }, { name: "robots", content: "noindex" }];

/** POST: a sign-up (with JavaScript the answer replaces the form in place; without, this page shows it). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSubscribe(context.db, request, context.clientAddress ?? "");
}

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-[560px] px-4 py-10">
      <h1 className="mb-4 text-3xl font-bold">{m.heading}</h1>
      <p className="muted mb-6">{m.intro}</p>
      <NewsletterForm answer={actionData ?? null} />
    </div>
  );
}
