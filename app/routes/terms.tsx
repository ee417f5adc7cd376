import type { Route } from "./+types/terms";
import { termsPath } from "~/lib/hrefs";
import { canonicalLink } from "~/lib/meta";
import { pageTitle } from "~/lib/page-title";
import { termsAndConditions } from "~/modules/checkout/terms";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, termsAndConditions.title),
  canonicalLink(matches, termsPath),
];

/** The terms and conditions the checkout asks shoppers to accept, as their own page. */
export default function Terms() {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="page-title">{termsAndConditions.title}</h1>
      {termsAndConditions.paragraphs.map((p) => (
        <p key={p} className="mt-4">
          {p}
        </p>
      ))}
    </article>
  );
}
