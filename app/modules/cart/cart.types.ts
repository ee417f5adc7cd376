import type { ShippingMethod } from "./cart-totals";

/**
 * The cart as its pages show it: plain data, built on the server and drawn by the components,
 * so components take their types from here and never from a server module.
 */

export interface CartLineView {
  lineId: number;
  productId: number;
  variationId: number | null;
  name: string;
  slug: string;
  url: string;
  imageUrl: string | null;
  imageAlt: string;
  options: string;
  unitPrice: number;
  regularPrice: number;
  lineTotal: number;
  quantity: number;
  minQty: number;
  maxQty: number;
  step: number;
  soldIndividually: boolean;
  stockQuantity: number | null;
  isInStock: boolean;
  /** Why this line cannot be bought now, or null. */
  problem: string | null;
}

export interface CartCouponView {
  code: string;
  discount: number;
  freeShipping: boolean;
  /** Why the coupon does not apply now (it then counts for nothing), or null. */
  problem: string | null;
}

export interface CartView {
  cartId: number | null;
  checkoutToken: string | null;
  lines: CartLineView[];
  coupons: CartCouponView[];
  totals: { subtotal: number; discount: number; shipping: number; total: number };
  shippingMethod: ShippingMethod | null;
  needsShipping: boolean;
  itemCount: number;
}

/** What the cart page (and the checkout coupon form) gets back from a cart intent: a notice to show. */
export interface CartActionData {
  ok: boolean;
  intent: string;
  message: string;
}

/** What POST /cart/add answers a background (JavaScript) add; documented in the README. */
export type AddToCartAnswer =
  | {
      ok: true;
      cartCount: number;
      message: string;
      productName: string;
      /** Where to go next: checkout after Buy now, the cart when the owner asks for that; else null. */
      redirect: string | null;
    }
  | {
      ok: false;
      /** Why (add-to-cart error codes), and the message to show. */
      code: string;
      message: string;
      /** When options must be chosen first: the product page to go to. */
      productUrl?: string;
      /**
       * The request failed, erred or timed out (the browser's own answer, cart-request.ts): the
       * server did not refuse. The product page says nothing then; the mini cart closes.
       */
      requestFailed?: true;
    };

/** The notice a page shows after an add to cart without JavaScript. */
export interface AddToCartNotice {
  ok: boolean;
  message: string;
}
