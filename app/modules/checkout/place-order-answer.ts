import { backgroundFailureMessage, type BackgroundFailure } from "~/lib/background-request";
import { keptCheckoutValues } from "./checkout-fields";
import type { PlaceOrderActionData } from "./checkout.types";

/**
 * What Place order answers in the browser when its request got no answer the page can use (the
 * network failed, or the server failed): the checkout stays, with everything the shopper typed and
 * the reason in its notices, so the order can be placed again. Placing it again is safe: the form's
 * checkout token makes the server answer an order it already placed with that order.
 */
export function failedPlaceOrderAnswer(posted: FormData, reason: BackgroundFailure): PlaceOrderActionData {
  const fields: Record<string, string> = {};
  for (const [key, value] of posted) if (typeof value === "string") fields[key] = value;
  return { errors: { form: backgroundFailureMessage(reason) }, values: keptCheckoutValues(fields) };
}
