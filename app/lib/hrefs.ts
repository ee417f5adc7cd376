/**
 * Every address the shop links to is built here, so a link and the route it leads to
 * cannot drift apart. The shapes follow the most used shop software, so a shop that moves
 * here keeps its links (see docs/architecture.md, "Routes").
 */

export const shopPath = "/shop/";
export const cartPath = "/cart/";
export const checkoutPath = "/checkout/";
export const blogPath = "/blog/";
export const searchPagePath = "/search/";

/** /product/{slug}/, with the chosen options as a query when given ({ attribute_color: "black" }). */
export function productHref(slug: string, choice?: Record<string, string>): string {
  const base = `/product/${encodeURIComponent(slug)}/`;
  if (!choice) return base;
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(choice)) if (value) params.set(field, value);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The listing's path: /shop/ or /product-category/{slug}/, with /page/{n}/ from page 2 on. */
export function categoryHref(slug: string | null, page = 1): string {
  const base = slug ? `/product-category/${encodeURIComponent(slug)}/` : shopPath;
  return page > 1 ? `${base}page/${page}/` : base;
}

/** /blog/{slug}/ */
export function postHref(slug: string): string {
  return `${blogPath}${encodeURIComponent(slug)}/`;
}

/** The blog listing's address for a page: /blog/, then /blog/page/{n}/. */
export function blogPageHref(page: number): string {
  return page > 1 ? `${blogPath}page/${page}/` : blogPath;
}

/** The search results page: /search/?s={terms}, with &paged={n} from page 2 on. */
export function searchHref(terms: string, page = 1): string {
  const query = new URLSearchParams(page > 1 ? { s: terms, paged: String(page) } : { s: terms });
  return `${searchPagePath}?${query}`;
}

/** /checkout/order-received/{number}/?key={key} */
export function orderReceivedHref(orderNumber: number, orderKey: string): string {
  return `${checkoutPath}order-received/${orderNumber}/?key=${encodeURIComponent(orderKey)}`;
}

/** The account area and its pages. */
export const accountPath = "/my-account/";
export const accountOrdersPath = "/my-account/orders/";
export const accountDetailsPath = "/my-account/edit-account/";
export const accountAddressesPath = "/my-account/edit-address/";
export const lostPasswordPath = "/my-account/lost-password/";
export const logoutPath = "/my-account/customer-logout/";

export function viewOrderHref(orderNumber: number): string {
  return `/my-account/view-order/${orderNumber}/`;
}

/** The mailed password reset link (absolute: it is read in a mail program). */
export function resetPasswordHref(origin: string, token: string): string {
  return `${origin}/my-account/lost-password/?key=${encodeURIComponent(token)}`;
}

/** A vendor's public shop page. */
export function storeHref(shopUrl: string, page = 1): string {
  const base = `/store/${encodeURIComponent(shopUrl)}/`;
  return page > 1 ? `${base}page/${page}/` : base;
}
