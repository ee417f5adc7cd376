import { readCookie } from "~/lib/cookies";
import { describe, expect, it } from "vitest";
import {
  bannerDismissalScript,
  comingSoonCookie,
  hasBannerDismissalCookie,
  isComingSoonDismissed,
  isStoreNoticeHidden,
  storeNoticeCookie,
  storeNoticeCookieName,
} from "./banner-cookies";

describe("store notice cookie", () => {
  it("is named store_notice followed by the notice id, value hidden, path /", () => {
    expect(storeNoticeCookieName("1")).toBe("store_notice1");
    expect(storeNoticeCookie("7")).toBe("store_notice7=hidden; path=/; max-age=31536000; SameSite=Lax");
  });

  it("keeps only cookie-safe characters of the owner's id", () => {
    expect(storeNoticeCookieName("a b;c=d")).toBe("store_noticeabcd");
  });

  it("hides only the notice whose id was dismissed", () => {
    const header = "shop_session=x; store_notice1=hidden";
    expect(isStoreNoticeHidden(header, "1")).toBe(true);
    expect(isStoreNoticeHidden(header, "2")).toBe(false);
    expect(isStoreNoticeHidden(null, "1")).toBe(false);
  });
});

describe("coming-soon cookie", () => {
  it("is long-lived and site-wide", () => {
    const cookie = comingSoonCookie(false);
    expect(cookie).toMatch(/^coming_soon_banner_dismissed=yes; Path=\/; Max-Age=31536000/);
    expect(cookie).not.toContain("Secure");
    expect(comingSoonCookie(true)).toContain("; Secure");
  });

  it("can be read by the page's script (it holds no secret)", () => {
    expect(comingSoonCookie(true)).not.toMatch(/HttpOnly/i);
  });

  it("reads the dismissal back", () => {
    expect(isComingSoonDismissed("coming_soon_banner_dismissed=yes")).toBe(true);
    expect(isComingSoonDismissed("coming_soon_banner_dismissed=no")).toBe(false);
    expect(readCookie("a=1; b=2=3", "b")).toBe("2=3");
  });
});

describe("requests with a dismissal cookie", () => {
  it("are told apart from others, whatever notice id the cookie names", () => {
    expect(hasBannerDismissalCookie("store_notice7=hidden")).toBe(true);
    expect(hasBannerDismissalCookie("a=1; coming_soon_banner_dismissed=yes")).toBe(true);
    expect(hasBannerDismissalCookie("shop_session=abc; theme=dark")).toBe(false);
    expect(hasBannerDismissalCookie("")).toBe(false);
    expect(hasBannerDismissalCookie(undefined)).toBe(false);
    expect(hasBannerDismissalCookie("x=store_notice1")).toBe(false);
  });
});

describe("the head script that hides dismissed banners", () => {
  /** Runs the script against a document with these cookies; returns the classes it put on <html>. */
  function run(script: string, cookie: string): string[] {
    const classes = new Set<string>();
    const document = { cookie, documentElement: { classList: { add: (c: string) => void classes.add(c) } } };
    new Function("document", script)(document);
    return [...classes];
  }
  const script = bannerDismissalScript({ storeNoticeId: "3", comingSoon: true });

  it("agrees with the server's reading of the cookies", () => {
    for (const cookie of [
      "",
      "store_notice3=hidden",
      "store_notice3=shown",
      "store_notice33=hidden",
      "xstore_notice3=hidden",
      "a=1; store_notice3=hidden; coming_soon_banner_dismissed=yes",
      "coming_soon_banner_dismissed=yes",
      "coming_soon_banner_dismissed=no",
      "coming_soon_banner_dismissed=yes2",
    ]) {
      const expected = [
        ...(isStoreNoticeHidden(cookie, "3") ? ["store-notice-dismissed"] : []),
        ...(isComingSoonDismissed(cookie) ? ["coming-soon-dismissed"] : []),
      ];
      expect(run(script, cookie), cookie).toEqual(expected);
    }
  });

  it("checks only the banners the page shows", () => {
    const noticeOnly = bannerDismissalScript({ storeNoticeId: "3", comingSoon: false });
    expect(run(noticeOnly, "store_notice3=hidden; coming_soon_banner_dismissed=yes")).toEqual([
      "store-notice-dismissed",
    ]);
  });

  it("cannot be broken out of by whatever the owner types as the notice id", () => {
    const script = bannerDismissalScript({ storeNoticeId: 'a"b</script><script>alert(1)', comingSoon: false });
    expect(script).not.toContain("</script");
    expect(run(script, "store_noticeabscriptscriptalert1=hidden")).toEqual(["store-notice-dismissed"]);
  });
});
