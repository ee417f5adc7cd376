/**
 * What the benchmark measures. Each scenario prepares its request against the running server
 * (finding a product, reading the add-to-cart form) and says which statuses count as success.
 * A scenario whose `prepare` returns a string is reported as "not run" with that reason, so a
 * feature that does not exist yet simply joins the table once it answers.
 *
 * A scenario marked `page` is run twice by bench/run.ts: as a guest without cookies (what a
 * guest page cache can serve) and as a shopper whose session cookie is sent on every request
 * (never served from a guest cache). Only scenarios marked `byDefault` run without `--only`.
 *
 * To add a scenario: append an object to `scenarios` below.
 */

export interface PreparedRequest {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /**
   * Each request from a sender of its own (a random X-Forwarded-For, which the shop reads from the
   * proxy on this machine): new shoppers come from many addresses, and the shop limits how many
   * sessions one address opens.
   */
  newSenderEachRequest?: boolean;
}

export interface Scenario {
  /** Short name for `--only`. */
  id: string;
  name: string;
  /** Returns the request to repeat, or a string saying why the scenario cannot run here. */
  prepare(shop: ShopClient): Promise<PreparedRequest | string>;
  /** Statuses that mean the shop did the job. */
  okStatus(status: number): boolean;
  /** A page a guest and a shopper both see: measured cached (guest) and uncached (session). */
  page?: boolean;
  /** Part of `npm run bench` without `--only`. */
  byDefault?: boolean;
}

export interface ShopClient {
  origin: string;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; text: string; headers: Headers }>;
  post(
    path: string,
    body: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; text: string; headers: Headers }>;
}

/** What a browser sends with a page request; compression is part of the real cost. */
export const pageHeaders = { accept: "text/html", "accept-encoding": "gzip, br" };

/** What the search dialog's fetch sends. */
const jsonHeaders = { accept: "application/json", "accept-encoding": "gzip, br" };

const isSuccess = (status: number) => status >= 200 && status < 300;

/** A GET to repeat, once the server answers it with 200; otherwise why it is not run. */
async function answeringGet(
  shop: ShopClient,
  path: string,
  headers: Record<string, string>,
): Promise<PreparedRequest | string> {
  const probe = await shop.get(path, headers);
  return probe.status === 200 ? { path, headers } : `answers ${probe.status}`;
}

/** The first product page linked from the listing (for catalogs without the demo products). */
async function firstProductPath(shop: ShopClient): Promise<string | null> {
  const { text } = await shop.get("/shop/");
  const match = /href="(\/product\/[^"/?#]+\/)"/.exec(text);
  return match ? match[1] : null;
}

async function productPagePath(shop: ShopClient, slug: string): Promise<string | null> {
  const preferred = `/product/${slug}/`;
  if ((await shop.get(preferred)).status === 200) return preferred;
  return firstProductPath(shop);
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][\w:.-]*)(?:="([^"]*)")?/g))
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? "");
  return attrs;
}

/**
 * The add-to-cart form of a product page, as the browser would post it without JavaScript:
 * the form holding the "Add to cart" button, its fields (hidden inputs, quantity) and the
 * button's own name/value. Read from the page so the benchmark follows the page's field names.
 */
export function readAddToCartForm(html: string, pagePath: string): { action: string; body: string } | null {
  for (const form of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, formAttrs, inner] = form;
    if (!/Add to cart/i.test(inner)) continue;
    if (/<select\b/i.test(inner)) return null; // a variable product: needs options chosen
    const action = attributesOf(formAttrs).action || pagePath;
    const fields = new URLSearchParams();
    for (const tag of inner.matchAll(/<input\b([^>]*)>/g)) {
      const attrs = attributesOf(tag[1]);
      const type = (attrs.type ?? "text").toLowerCase();
      if (!attrs.name || "disabled" in attrs || type === "submit" || type === "image") continue;
      if ((type === "checkbox" || type === "radio") && !("checked" in attrs)) continue;
      fields.append(attrs.name, attrs.value ?? "");
    }
    // The submitter: only the Add to cart button's own name/value is sent.
    for (const button of inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)) {
      const attrs = attributesOf(button[1]);
      if (attrs.name && /Add to cart/i.test(button[2] + (attrs["aria-label"] ?? "")))
        fields.append(attrs.name, attrs.value ?? "");
    }
    return { action: decodeEntities(action), body: fields.toString() };
  }
  return null;
}

/**
 * POST /cart/add as the listing's background "Add to cart" sends it (JSON answer), for a product
 * whose id is read from its page's add-to-cart form.
 */
async function addToCartRequest(shop: ShopClient, withCookie: boolean): Promise<PreparedRequest | string> {
  // Glitch Alert Pack: simple, stock not tracked, no maximum, so repeated adds keep succeeding.
  const pagePath = await productPagePath(shop, "glitch-alert-pack");
  if (!pagePath) return "no product page found";
  const page = await shop.get(pagePath);
  const form = readAddToCartForm(page.text, pagePath);
  const productId = form ? new URLSearchParams(form.body).get("product_id") : null;
  if (!productId) return `no add-to-cart form with a product_id on ${pagePath}`;
  const body = new URLSearchParams({ product_id: productId, quantity: "1" }).toString();
  const headers: Record<string, string> = {
    origin: shop.origin,
    "content-type": "application/x-www-form-urlencoded",
    // The background add answers JSON, so a refused add is a 4xx the table counts, rather
    // than the no-JS path's 303 redirect that looks the same for success and failure.
    accept: "application/json",
  };
  const probe = await shop.post("/cart/add", body, headers);
  if (!isSuccess(probe.status)) return `POST /cart/add answered ${probe.status}: ${probe.text.slice(0, 200)}`;
  if (withCookie) {
    const cookie = probe.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (!cookie) return "the add did not set a session cookie";
    headers.cookie = cookie;
  }
  return { path: "/cart/add", method: "POST", headers, body, newSenderEachRequest: !withCookie };
}

/**
 * A shopper's session: adds the Glitch Alert Pack to a new cart and returns the `Cookie` header
 * to send from then on (its `shop_session`), or why that failed.
 */
export async function shopperCookie(shop: ShopClient): Promise<{ cookie: string } | string> {
  const add = await addToCartRequest(shop, true);
  if (typeof add === "string") return add;
  return add.headers?.cookie ? { cookie: add.headers.cookie } : "the add did not set a session cookie";
}

export const scenarios: Scenario[] = [
  {
    id: "listing",
    page: true,
    byDefault: true,
    name: "listing /shop/",
    prepare: async () => ({ path: "/shop/", headers: pageHeaders }),
    okStatus: isSuccess,
  },
  {
    id: "category",
    page: true,
    byDefault: true,
    name: "listing, category sorted by price",
    prepare: async () => ({ path: "/product-category/merch/?orderby=price-desc", headers: pageHeaders }),
    okStatus: isSuccess,
  },
  {
    id: "filter",
    page: true,
    name: "listing, attribute filter",
    prepare: async () => ({ path: "/shop/?filter_color=black", headers: pageHeaders }),
    okStatus: isSuccess,
  },
  {
    id: "product",
    page: true,
    byDefault: true,
    name: "product page (variable)",
    prepare: async (shop) => {
      const path = await productPagePath(shop, "neon-grid-hoodie");
      return path ? { path, headers: pageHeaders } : "no product page found";
    },
    okStatus: isSuccess,
  },
  {
    // The largest script a product page loads before it is interactive (React and React Router),
    // as a browser asks for it: what every first visit costs the server on top of the page.
    id: "asset",
    byDefault: true,
    name: "largest first-load script",
    prepare: async (shop) => {
      const path = await productPagePath(shop, "neon-grid-hoodie");
      if (!path) return "no product page found";
      const scripts = await firstLoadScripts(shop, path);
      if (scripts.length === 0) return "no module scripts on the product page";
      const sizes = await Promise.all(
        scripts.map(async (script) => ({ script, bytes: (await shop.get(script)).text.length })),
      );
      const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
      return { path: largest.script, headers: { accept: "*/*", "accept-encoding": "gzip, deflate, br" } };
    },
    okStatus: isSuccess,
  },
  {
    // Every request is a new shopper: no cookie, so each add creates a session and a cart.
    id: "add-new",
    byDefault: true,
    name: "add to cart, new shopper each time",
    prepare: (shop) => addToCartRequest(shop, false),
    okStatus: isSuccess,
  },
  {
    // One shopper's cookie on every connection: the same cart line's quantity goes up.
    id: "add-same",
    name: "add to cart, one shopper's cart",
    prepare: (shop) => addToCartRequest(shop, true),
    okStatus: isSuccess,
  },
  {
    // Live search (GET /api/search?q=…): measured once the endpoint answers 200.
    id: "search",
    name: "live search /api/search?q=neon",
    prepare: (shop) => answeringGet(shop, "/api/search?q=neon", jsonHeaders),
    okStatus: isSuccess,
  },
  {
    // Two letters match nearly every product of a large catalog: the live search's worst case.
    id: "search-broad",
    name: "live search, broad prefix /api/search?q=st",
    prepare: (shop) => answeringGet(shop, "/api/search?q=st", jsonHeaders),
    okStatus: isSuccess,
  },
  {
    // Enter in the search dialog: the paginated results page (products, then posts).
    id: "search-page",
    page: true,
    byDefault: true,
    name: "search results page /search/?s=stream+overlay",
    prepare: (shop) => answeringGet(shop, "/search/?s=stream+overlay", pageHeaders),
    okStatus: isSuccess,
  },
];

/** The scripts a page's HTML names for its first load: modulepreload links and module scripts. */
async function firstLoadScripts(shop: ShopClient, pagePath: string): Promise<string[]> {
  const html = (await shop.get(pagePath, pageHeaders)).text;
  const found = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<script type="module"[^>]* src="([^"]+\.js)"/g)) found.add(match[1]);
  return [...found].filter((src) => src.startsWith("/"));
}
