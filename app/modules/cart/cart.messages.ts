import { catalogMessages } from "~/modules/catalog/catalog.messages";
import { fillMaxWarning } from "~/modules/catalog/purchase-limits";
import type { PurchaseRefusal } from "~/modules/catalog/purchase";
import { sessionMessages } from "~/lib/session.messages";

/**
 * The shop's exact wording for cart notices (coupons have theirs in coupon.messages.ts). Messages
 * about choosing options and stock that the product page shows too live in catalog.messages.ts and
 * are used from there.
 */
export const cartMessages = {
  productNotFound: "Sorry, this product could not be found.",
  productNotPurchasable: "Sorry, this product cannot be purchased.",
  outOfStock: (name: string) => `You cannot add “${name}” to the cart because the product is out of stock.`,
  /** A line already in the cart that is out of stock now: the cart, the mini cart and checkout say this. */
  lineOutOfStock: (name: string) =>
    `Sorry, “${name}” is no longer in stock. Please edit your cart and try again. We apologize for any inconvenience caused.`,
  soldIndividually: (name: string) => `You cannot add another “${name}” to your cart.`,
  notEnoughStockUpdate: (name: string, stock: number) =>
    `Sorry, we do not have enough “${name}” in stock to fulfill your order (${stock} available). We apologize for any inconvenience caused.`,
  added: (name: string, quantity = 1) =>
    quantity > 1 ? `${quantity} × “${name}” have been added to your cart.` : `“${name}” has been added to your cart.`,
  couldNotAdd: "Sorry, the product could not be added to your cart. Please try again.",
  cartUpdated: "Cart updated.",
  lineRemoved: (name: string) => `“${name}” removed.`,
  lineNotFound: "That item is no longer in your cart.",
  badRequest: "Sorry, that request could not be understood. Please try again.",

  emptyCart: "Your cart is currently empty.",
  /** The mini cart's and the widget's empty state. */
  miniCartEmpty: "Your cart is empty.",
  /** The mini cart while the add that opened it is still running. */
  miniCartUpdating: "Updating cart…",
  /** A mini-cart change the server did not take (any non-200 answer), and any background cart request that failed or timed out. */
  miniCartFailed: "Sorry, something went wrong. Please try again!",
  /** Announced to screen readers 1 s after any cart change. */
  cartUpdatedAnnouncement: "Cart updated",
  itemCount: (count: number) => `${count} ${count === 1 ? "item" : "items"}`,
  freeShippingLeft: (amount: string) => `Spend ${amount} more to get free shipping`,
  freeShippingReached: "You've got free shipping!",

  /** Shipping and coupon rows of the totals (cart, checkout review, order confirmation). */
  freeShipping: "Free shipping",
  flatRate: (amount: string) => `Flat rate: ${amount}`,
  freeShippingCoupon: "Free shipping coupon",
} as const;

/**
 * A cart line asking for more than the stock left: how many are available, or, with none
 * left, that it is no longer in stock. The cart, the checkout review and the checkout
 * refusal all say it this way.
 */
export function shortOfStockMessage(name: string, left: number): string {
  return left > 0 ? cartMessages.notEnoughStockUpdate(name, left) : cartMessages.lineOutOfStock(name);
}

/** Why an add to cart was refused: a code per rule, carried in the address without JavaScript (?cart_error=…). */
export type AddToCartErrorCode = PurchaseRefusal | "quantity" | "max_qty" | "sold_individually" | "too_many_visitors";

const errorCodes = new Set<string>([
  "not_found",
  "invalid",
  "options",
  "no_match",
  "unavailable",
  "out_of_stock",
  "quantity",
  "max_qty",
  "sold_individually",
  "too_many_visitors",
] satisfies AddToCartErrorCode[]);

export function isAddToCartErrorCode(code: string): code is AddToCartErrorCode {
  return errorCodes.has(code);
}

/** What is known about the refused add when its message is written; the message names what it can. */
export interface RefusalContext {
  productName?: string;
  /** The most the cart may hold of it. */
  max?: number;
  /** The owner's qty_warning and qty_max_warning settings. */
  qtyWarning: string;
  qtyMaxWarning: string;
}

/**
 * The one message for each refused add to cart, used by the background answer and by the
 * notice a page shows after a refused add without JavaScript, so both say the same.
 */
export function addToCartRefusalMessage(code: AddToCartErrorCode, ctx: RefusalContext): string {
  const name = ctx.productName;
  switch (code) {
    case "not_found":
      return cartMessages.productNotFound;
    case "invalid":
      return cartMessages.badRequest;
    case "options":
      return catalogMessages.selectionNeeded;
    case "no_match":
      return catalogMessages.noMatch;
    case "unavailable":
      return catalogMessages.unavailable;
    case "out_of_stock":
      return name ? cartMessages.outOfStock(name) : catalogMessages.outOfStockNotice;
    case "sold_individually":
      return name ? cartMessages.soldIndividually(name) : cartMessages.couldNotAdd;
    case "quantity":
      return ctx.qtyWarning;
    case "max_qty":
      return ctx.max != null ? fillMaxWarning(ctx.qtyMaxWarning, ctx.max) : cartMessages.couldNotAdd;
    case "too_many_visitors":
      return sessionMessages.tooManyNewVisitors;
  }
}
