import type { CheckoutErrors } from "./checkout-fields";

/**
 * What the checkout's pages show: plain data, built on the server and drawn by the
 * components, so components take their types from here and never from a server module.
 */

/** The answer to Place order when the order was not placed. */
export interface PlaceOrderActionData {
  errors: CheckoutErrors;
  /** What the shopper typed, so a page rendered without JavaScript keeps it. */
  values: Record<string, string>;
}

/**
 * The answer to a coupon sent with the checkout form (without JavaScript the coupon's field and
 * button belong to it): the cart's answer, and what the shopper had typed, so the page keeps it.
 */
export interface CheckoutCouponAnswer {
  ok: boolean;
  intent: string;
  message: string;
  values: Record<string, string>;
}

/** An order as its confirmation page shows it. */
export interface ReceivedOrder {
  number: number;
  createdAt: string;
  email: string;
  status: string;
  paymentMethod: string;
  paymentMethodTitle: string;
  billingName: string;
  billingAddress: string[];
  phone: string;
  /** Where the order ships, when not to the billing address. */
  shipTo: { name: string; address: string[] } | null;
  /** The shopper's order notes, or empty. */
  note: string;
  lines: { name: string; options: string; quantity: number; lineTotal: number }[];
  coupons: { code: string; discount: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  shippingMethod: string;
  total: number;
}
