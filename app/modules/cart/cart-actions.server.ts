import { data } from "react-router";
import type { DB } from "~/lib/db.server";
import { findSession } from "~/lib/session.server";
import { catalogMessages } from "~/modules/catalog/catalog.messages";
import { cartMessages } from "./cart.messages";
import { CartActionSchema, cartActionFields } from "./cart.schema";
import { applyCoupon, removeCartLine, removeCoupon, updateCartQuantities, type CartChangeResult } from "./cart.server";
import type { CartActionData } from "./cart.types";

/** What the cart page (and the checkout coupon form) gets back: a notice to show. */
export type { CartActionData } from "./cart.types";

/**
 * Runs one cart-page intent. Looking at a cart never creates a session, so without one
 * there is simply nothing to change.
 */
export async function handleCartAction(db: DB, request: Request, form: FormData, clientAddress: string) {
  const parsed = CartActionSchema.safeParse(cartActionFields(form));
  if (!parsed.success) {
    const intent = String(form.get("intent") ?? "");
    const message = intent === "update" ? catalogMessages.invalidQuantity : cartMessages.badRequest;
    return data<CartActionData>({ ok: false, intent, message }, { status: 400 });
  }
  const action = parsed.data;
  const session = await findSession(db, request);
  let result: CartChangeResult;
  if (!session) {
    result = { ok: false, status: 409, message: cartMessages.emptyCart };
  } else if (action.intent === "update") {
    result = await updateCartQuantities(db, session.id, action.quantities);
  } else if (action.intent === "remove") {
    result = await removeCartLine(db, session.id, action.line_id);
  } else if (action.intent === "apply-coupon") {
    result = await applyCoupon(db, session.id, action.coupon_code, clientAddress);
  } else {
    result = await removeCoupon(db, session.id, action.coupon_code);
  }
  return data<CartActionData>(
    { ok: result.ok, intent: action.intent, message: result.message },
    { status: result.ok ? 200 : result.status },
  );
}
