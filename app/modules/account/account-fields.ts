/**
 * The rules of the registration fields other than the password (password-rules.ts) and the
 * e-mail address (app/lib/email-address.ts). Shared by the forms and the server.
 */

/** The roles a visitor may choose when registering. Any other role exists only through the command line. */
export const SELF_SERVICE_ROLES = ["customer", "vendor"] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export function isSelfServiceRole(value: unknown): value is SelfServiceRole {
  return typeof value === "string" && (SELF_SERVICE_ROLES as readonly string[]).includes(value);
}

/** The longest first, last or display name an account keeps. */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

const USERNAME = /^[A-Za-z0-9._-]{3,60}$/;

export function isValidUsername(value: string): boolean {
  return USERNAME.test(value);
}

/**
 * The username of an account made at checkout, from the e-mail address: its part before the @
 * with only the characters a username may have (ada.lovelace@example.com → ada.lovelace), or
 * "customer" when too little is left. The caller adds a number when it is taken.
 */
export function usernameFromEmail(email: string): string {
  const local = (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9._-]/g, "").slice(0, 50);
  return local.length >= 3 ? local : "customer";
}

/** A shop URL: the {shopUrl} of /store/{shopUrl}/, a lowercase slug of 3 to 50 characters. */
const SHOP_URL = /^[a-z0-9](?:[a-z0-9-]{1,48})[a-z0-9]$/;

/** Shop URLs that would pass for the shop itself or for a page of it. */
const RESERVED_SHOP_URLS = new Set([
  "admin",
  "administrator",
  "api",
  "account",
  "my-account",
  "blog",
  "cart",
  "checkout",
  "shop",
  "store",
  "stores",
  "product",
  "products",
  "product-category",
  "category",
  "search",
  "wishlist",
  "contact",
  "terms",
  "feed",
  "sitemap",
  "robots",
  "login",
  "logout",
  "register",
  "owner",
  "support",
  "help",
  "official",
  "staff",
  "vendor",
  "vendors",
  "www",
  "mail",
  "static",
  "assets",
  "uploads",
  "newsletter",
  "overlay-lab",
  "overlaylab",
]);

export type ShopUrlProblem = "required" | "invalid" | "reserved";

/** Why a shop URL is refused (before looking for one already taken), or null. */
export function shopUrlProblem(value: string): ShopUrlProblem | null {
  if (value === "") return "required";
  if (!SHOP_URL.test(value) || value.includes("--")) return "invalid";
  if (RESERVED_SHOP_URLS.has(value)) return "reserved";
  return null;
}

/** A shop URL as typed ("My Shop") made into the slug it is checked as ("my-shop"). */
export function normalizeShopUrl(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}
