import { readCookie } from "~/lib/cookies";
/**
 * Cookies that keep the store notice and the coming-soon banner dismissed. Cookies rather than a
 * session row: dismissing a banner must not create a session. Pages are the same for every guest
 * and may be cached whole (decision 011), so a page shows the banners the owner turned on, and a
 * script in <head> hides the dismissed ones before the first paint (bannerDismissalScript). Without
 * JavaScript, a request with a dismissal cookie bypasses the page cache and the server leaves the
 * banner out (docs/decisions/004-banner-dismissals-in-cookies.md).
 */

/** The notice id as it may appear in a cookie name (the owner sets it freely). */
function cookieSafe(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, "");
}

const STORE_NOTICE_COOKIE_PREFIX = "store_notice";

/** Name 'store_notice' followed by the notice id; value 'hidden'; path /. */
export function storeNoticeCookieName(noticeId: string): string {
  return `${STORE_NOTICE_COOKIE_PREFIX}${cookieSafe(noticeId)}`;
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
const COMING_SOON_DISMISSED = "yes";

/**
 * Long-lived, so the banner stays dismissed for that visitor. Not HttpOnly: it holds no secret, and
 * the page's head script reads it.
 */
export function comingSoonCookie(secure: boolean): string {
  return `${COMING_SOON_COOKIE}=${COMING_SOON_DISMISSED}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function isStoreNoticeHidden(cookieHeader: string | null | undefined, noticeId: string): boolean {
  return readCookie(cookieHeader, storeNoticeCookieName(noticeId)) === STORE_NOTICE_HIDDEN;
}

export function isComingSoonDismissed(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, COMING_SOON_COOKIE) === COMING_SOON_DISMISSED;
}

/** Whether the request carries any banner-dismissal cookie, whatever notice id it names. */
export function hasBannerDismissalCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => {
    const name = part.slice(0, Math.max(part.indexOf("="), 0)).trim();
    return name === COMING_SOON_COOKIE || name.startsWith(STORE_NOTICE_COOKIE_PREFIX);
  });
}

/** Classes on <html> that hide a dismissed banner (site.css). */
export const STORE_NOTICE_DISMISSED_CLASS = "store-notice-dismissed";
export const COMING_SOON_DISMISSED_CLASS = "coming-soon-dismissed";

/**
 * The inline script in <head> that hides dismissed banners before the first paint: it reads the
 * same cookies as isStoreNoticeHidden and isComingSoonDismissed, from document.cookie, and puts the
 * classes above on <html>. Cookie values hold no whitespace, so the script drops it and looks for
 * ";name=value;". Its text depends only on the page (the notice id), never on the visitor, and the
 * page's Content-Security-Policy allows it by its hash like every inline script.
 */
export function bannerDismissalScript(banners: { storeNoticeId: string | null; comingSoon: boolean }): string {
  const checks: [string, string][] = [];
  if (banners.storeNoticeId !== null)
    checks.push([
      `;${storeNoticeCookieName(banners.storeNoticeId)}=${STORE_NOTICE_HIDDEN};`,
      STORE_NOTICE_DISMISSED_CLASS,
    ]);
  if (banners.comingSoon)
    checks.push([`;${COMING_SOON_COOKIE}=${COMING_SOON_DISMISSED};`, COMING_SOON_DISMISSED_CLASS]);
  return (
    '(function(){var c=";"+document.cookie.replace(/\\s/g,"")+";",h=document.documentElement.classList;' +
    checks
      .map(([needle, cls]) => `if(c.indexOf(${JSON.stringify(needle)})>=0)h.add(${JSON.stringify(cls)});`)
      .join("") +
    "})()"
  );
}
