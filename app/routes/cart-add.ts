import { redirect } from "react-router";
import type { Route } from "./+types/cart-add";
import { ensureSession, sessionHeaders } from "~/lib/session.server";
import { getSettings } from "~/modules/settings/settings.server";
import { addToCart } from "~/modules/cart/cart.server";
import { cartMessages } from "~/modules/cart/cart.messages";
import { AddToCartSchema, addToCartFields, safeReturnPath, withParam } from "~/modules/cart/cart.schema";
import { readForm } from "~/lib/form.server";

/**
 * POST /cart/add. With JavaScript (a fetcher sending `_js=1`, or `Accept: application/json`)
 * it answers JSON { ok, cartCount, message } (4xx on errors). Without it, it redirects (303)
 * back to return_to with ?added_to_cart=<product id> (or to /cart/ when the store says so),
 * and on errors back with ?cart_error=<code>.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context;
  const form = await readForm(request);
  const wantsJson = form.get("_js") === "1" || (request.headers.get("Accept") ?? "").includes("application/json");
  const returnTo = safeReturnPath(typeof form.get("return_to") === "string" ? String(form.get("return_to")) : null);
  const back = returnTo ?? "/cart/";

  const parsed = AddToCartSchema.safeParse(addToCartFields(form));
  if (!parsed.success) {
    const badQuantity = parsed.error.issues.some((i) => i.path[0] === "quantity");
    const message = badQuantity ? cartMessages.invalidQuantity : cartMessages.badRequest;
    if (wantsJson) return Response.json({ ok: false, cartCount: null, message }, { status: 400 });
    return redirect(withParam(back, "cart_error", badQuantity ? "quantity" : "invalid"), 303);
  }
  const input = parsed.data;
  const session = await ensureSession(db, request);
  const headers = new Headers(sessionHeaders(session));
  const result = await addToCart(db, session.id, {
    productId: input.product_id, variationId: input.variation_id, quantity: input.quantity, attributes: input.attributes,
  });

  if (wantsJson) {
    return result.ok
      ? Response.json({ ok: true, cartCount: result.cartCount, message: cartMessages.added(result.productName) }, { headers })
      : Response.json({ ok: false, cartCount: null, message: result.message }, { status: result.status, headers });
  }
  if (!result.ok) return redirect(withParam(back, "cart_error", result.code), { status: 303, headers });
  const settings = await getSettings(db);
  const target = settings.cart_redirect_after_add === "yes" ? "/cart/" : back;
  return redirect(withParam(target, "added_to_cart", String(input.product_id)), { status: 303, headers });
}

export function loader() {
  // Adding happens only by POST; a visit to the address shows the cart.
  return redirect("/cart/", 303);
}
