import { useLocation } from "react-router";

/** Every page address of the shop ends in "/" (/shop/, /blog/page/2/, /product-category/merch/). */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/**
 * Whether a menu link leads to the page shown or to a section the page is in (Shop on
 * /shop/page/2/, Blog on a post). The home page's link, and an `exact` one (the account's
 * Dashboard, above its other pages), is current on its own page only.
 */
export function isCurrentLink(pathname: string, href: string, exact = false): boolean {
  const here = withTrailingSlash(pathname);
  const target = withTrailingSlash(href.replace(/[?#].*$/, ""));
  return target === "/" || exact ? here === target : here.startsWith(target);
}

/**
 * The path of the page shown, with its trailing slash. While rendering on the server React
 * Router reports /blog/ as /blog, and in the browser as /blog/: anything rendered from the path
 * (a menu's current link, a form's return address) must use this, or the page the server sent
 * and the one the browser builds differ (a hydration mismatch, which React does not repair).
 */
export function useCurrentPath(): string {
  return withTrailingSlash(useLocation().pathname);
}
