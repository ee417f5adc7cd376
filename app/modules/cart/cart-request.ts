import { sendActionInBackground } from "~/lib/background-request";
import { cartMessages } from "./cart.messages";
import type { AddToCartAnswer, CartActionData } from "./cart.types";

/**
 * A background cart request (add, quantity, remove, coupon) that has not answered after this long
 * is given up (5 seconds, as the leading shop software does), so the page leaves
 * its loading state and the one-at-a-time cart queue moves on to the next request.
 */
export const CART_REQUEST_TIMEOUT_MS = 5000;

/**
 * Sends a background cart request (a route's server action, called from its clientAction) and
 * answers `failure` instead when the network fails, the server errs or no answer comes within
 * CART_REQUEST_TIMEOUT_MS: the page stays where it is and shows its own message, rather than the
 * site's error page (the failure's status keeps the page's data from being reloaded after it: see
 * sendActionInBackground). A redirect the server answers is passed on.
 */
export function sendCartRequest<T, F>(send: () => Promise<T>, failure: F, timeoutMs = CART_REQUEST_TIMEOUT_MS) {
  return sendActionInBackground(send, () => failure, timeoutMs);
}

/** What a background add answers when it failed or timed out (see sendCartRequest). */
export const failedAddAnswer: AddToCartAnswer = {
  ok: false,
  code: "request_failed",
  message: cartMessages.miniCartFailed,
  requestFailed: true,
};

/** What a background cart-page request (quantity, remove, coupon) answers when it failed or timed out. */
export function failedCartAnswer(intent: string): CartActionData {
  return { ok: false, intent, message: cartMessages.miniCartFailed };
}

/** The intent a background cart request carries (its form's `intent` field), read without using up its body. */
export async function cartRequestIntent(request: Request): Promise<string> {
  const intent = (await request.clone().formData()).get("intent");
  return typeof intent === "string" ? intent : "";
}
