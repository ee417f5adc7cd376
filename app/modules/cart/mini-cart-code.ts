/**
 * The mini cart's code, loaded on first use rather than with the page. Whatever will open the mini
 * cart starts it early (the header's Cart button on hover and focus, an add to cart as it is sent),
 * so the drawer is there as soon as it opens instead of loading only then.
 */
export const loadMiniCartPanel = () => import("./components/mini-cart-panel");
