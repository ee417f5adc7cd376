import { readCookie } from "~/lib/cookies";
/**
 * Cookies that keep the store notice and the coming-soon banner dismissed. Both are read by
 * the server, so a dismissed banner is never rendered (no flash). Cookies rather than a
 * session row: dismissing a banner must not create a session, which would make the
 * visitor's pages uncacheable (docs/decisions/004-banner-dismissals-in-cookies.md).
 */

/** The notice id as it may appear in a cookie name (the owner sets it freely). */
function cookieSafe(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, "");
}

/** Name 'store_notice' followed by the notice id; value 'hidden'; path /. */
export function storeNoticeCookieName(noticeId: string): string {
  return `store_notice${cookieSafe(noticeId)}`;
}

export const STORE_NOTICE_HIDDEN = "hidden";
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * The cookie as both document.cookie and Set-Cookie write it: the name, value and path the leading shop software uses,
 * kept for a year so a dismissed notice stays hidden after the browser restarts (a new notice
 * id shows the notice again).
 */
export function storeNoticeCookie(noticeId: string): string {
  return `${storeNoticeCookieName(noticeId)}=${STORE_NOTICE_HIDDEN}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}

export const COMING_SOON_COOKIE = "coming_soon_banner_dismissed";

/** Long-lived, so the banner stays dismissed for that visitor. */
export function comingSoonCookie(secure: boolean): string {
  return `${COMING_SOON_COOKIE}=yes; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

export function isStoreNoticeHidden(cookieHeader: string | null | undefined, noticeId: string): boolean {
  return readCookie(cookieHeader, storeNoticeCookieName(noticeId)) === STORE_NOTICE_HIDDEN;
}

export function isComingSoonDismissed(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, COMING_SOON_COOKIE) === "yes";
}
