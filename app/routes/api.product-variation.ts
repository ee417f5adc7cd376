import type { Route } from "./+types/api.product-variation";
import { lookUpVariationOnServer } from "~/modules/catalog/product.server";
import { refusePostedForm } from "~/lib/read-only-route.server";

/**
 * GET /api/products/{slug}/variation?attribute_color=…&attribute_size=… → `{ kind: "found", variation }`
 * or `{ kind: "none" }`: the variation form's look-up for products whose page does not carry every
 * variation (decision 037). The answer is the same for every visitor, so browsers and proxies may
 * keep it as long as a guest page (decision 011); what is bought is decided again on adding.
 * A query that is not a complete choice of the product's options gets 400, an unknown product 404,
 * each with `{ error }`, never stored.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const result = await lookUpVariationOnServer(context.db, params.slug, new URL(request.url).searchParams);
  if (!result.ok)
    return Response.json(
      { error: result.message },
      { status: result.status, headers: { "Cache-Control": "no-store" } },
    );
  return Response.json(result.answer, {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300", Vary: "Accept-Encoding" },
  });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
