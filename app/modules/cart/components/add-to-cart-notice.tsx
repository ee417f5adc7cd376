import { Link } from "~/ui/link";
import { cartPath } from "~/lib/hrefs";
import type { AddToCartNotice } from "../cart.types";

/**
 * The notice of an add to cart made without JavaScript, on the page the shopper comes back to:
 * "“X” has been added to your cart." with View cart, or why it was refused. Both are alerts:
 * the page has just loaded, and a screen reader must hear the outcome first.
 */
export function AddToCartNoticeView({ notice, className = "" }: { notice: AddToCartNotice; className?: string }) {
  if (!notice.ok) {
    return (
      <div role="alert" className={`notice-error ${className}`} data-cart-error="">
        {notice.message}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className={`notice-success flex flex-wrap items-center justify-between gap-3 ${className}`}
      data-added-notice=""
    >
      <span>{notice.message}</span>
      <Link to={cartPath} className="btn-secondary py-1.5 text-sm">
        View cart
      </Link>
    </div>
  );
}
