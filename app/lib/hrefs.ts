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
export const contactPath = "/contact/";
export const termsPath = "/terms/";

/** Where the newsletter's pages live: the sign-up page and the mails' links below. */
export const newsletterPathPrefix = "/newsletter/";
/** The newsletter's double opt-in and one-click unsubscribe links. */
export function newsletterConfirmHref(token: string): string {
  return `${newsletterPathPrefix}confirm/${encodeURIComponent(token)}/`;
}
export function newsletterUnsubscribeHref(token: string): string {
  return `${newsletterPathPrefix}unsubscribe/${encodeURIComponent(token)}/`;
}
export const newsletterSubscribePath = `${newsletterPathPrefix}subscribe/`;
/**
 * Whether `pathname` is one of the newsletter's links, which act when they are opened (confirm,
 * unsubscribe). Routes match without regard to case.
 */
export function isNewsletterLinkPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.startsWith(`${newsletterPathPrefix}confirm/`) || path.startsWith(`${newsletterPathPrefix}unsubscribe/`);
}
/** Where the coming-soon banner's Dismiss posts. */
export const comingSoonDismissPath = "/coming-soon/dismiss";

/** /product/{slug}/, with the chosen options as a query when given ({ attribute_color: "black" }). */
export function productHref(slug: string, choice?: Record<string, string>): string {
  const base = `/product/${encodeURIComponent(slug)}/`;
  if (!choice) return base;
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(choice)) if (value) params.set(field, value);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The server's variation look-up for a product's choice: /api/products/{slug}/variation?attribute_color=black&…. */
export function variationLookUpHref(slug: string, choice: Record<string, string>): string {
  return `/api/products/${encodeURIComponent(slug)}/variation?${new URLSearchParams(choice)}`;
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

/** A blog category's listing: /category/{slug}/, then /category/{slug}/page/{n}/. */
export function postCategoryHref(slug: string, page = 1): string {
  const base = `/category/${encodeURIComponent(slug)}/`;
  return page > 1 ? `${base}page/${page}/` : base;
}

/** The blog's RSS feed, the sitemap and robots.txt. */
export const feedPath = "/feed/";
export const sitemapPath = "/sitemap.xml";
export const robotsPath = "/robots.txt";

/**
 * A post's address at its comment form, under one comment when `replyToId` is given (the Reply
 * links, which work without JavaScript): where the form posts and where Cancel reply leads. A
 * refused post without JavaScript comes back at this address, so the page opens at the form and its
 * errors rather than at the post's top; and a refused reply's address differs from Cancel reply's,
 * so that link still moves the form back.
 */
export function commentFormHref(postSlug: string, replyToId = 0): string {
  return `${postHref(postSlug)}${replyToId > 0 ? `?replytocom=${replyToId}` : ""}#respond`;
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

export const wishlistPath = "/wishlist/";
/** POST only: add to a wishlist. */
export const wishlistAddPath = "/wishlist/add";
/** Without JavaScript, Add to wishlist leads to this form that chooses the list. */
export const wishlistChoosePath = "/wishlist/choose/";

/** A wishlist by its share key: /wishlist/{shareKey}/, with ?paged={n} from page 2 on. */
export function wishlistHref(shareKey: string, page = 1): string {
  const base = `${wishlistPath}${encodeURIComponent(shareKey)}/`;
  return page > 1 ? `${base}?paged=${page}` : base;
}

/** The stop link of a wishlist alert mail: a GET shows the confirmation form, its POST stops. */
export function wishlistAlertStopHref(token: string): string {
  return `${wishlistPath}alerts/stop/${encodeURIComponent(token)}/`;
}

/** The account area and its pages. */
export const accountPath = "/my-account/";
export const accountOrdersPath = "/my-account/orders/";
export const accountDetailsPath = "/my-account/edit-account/";
export const accountAddressesPath = "/my-account/edit-address/";
export const lostPasswordPath = "/my-account/lost-password/";
export const logoutPath = "/my-account/customer-logout/";

/** The login page, which after a login leads to `returnTo` (a path on this site) instead of the dashboard. */
export function accountLoginHref(returnTo: string): string {
  return `${accountPath}?${new URLSearchParams({ redirect: returnTo })}`;
}

/** Where each of the account's orders is shown: viewOrderHref. */
export const accountViewOrderPath = "/my-account/view-order/";

export function viewOrderHref(orderNumber: number): string {
  return `${accountViewOrderPath}${orderNumber}/`;
}

/** The mailed password reset link (absolute: it is read in a mail program). */
export function resetPasswordHref(origin: string, token: string): string {
  return `${origin}${lostPasswordPath}?key=${encodeURIComponent(token)}`;
}

/** A vendor's public shop page. */
export function storeHref(shopUrl: string, page = 1): string {
  const base = `/store/${encodeURIComponent(shopUrl)}/`;
  return page > 1 ? `${base}page/${page}/` : base;
}

/**
 * The current page's address with one query field set and the rest of its query kept, ending in
 * `#fragment`: on /product/{slug}/?attribute_color=black, `("?attribute_color=black", "tab",
 * "reviews", "reviews")` gives "?attribute_color=black&tab=reviews#reviews", so a link that opens a
 * part of the page keeps the shopper's choice.
 */
export function samePageHref(search: string, field: string, value: string, fragment: string): string {
  const query = new URLSearchParams(search);
  query.set(field, value);
  return `?${query}#${fragment}`;
}

/**
 * The current query's fields but `field`, in order: what a GET form that sets `field` itself must
 * send again (as hidden fields) so the page it asks for keeps the rest of its address.
 */
export function queryFieldsExcept(search: string, field: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name]) => name !== field);
}
