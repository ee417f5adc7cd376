import { readCookie } from "~/lib/cookies";
import { describe, expect, it } from "vitest";
import {
  comingSoonCookie,
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

  it("reads the dismissal back", () => {
    expect(isComingSoonDismissed("coming_soon_banner_dismissed=yes")).toBe(true);
    expect(isComingSoonDismissed("coming_soon_banner_dismissed=no")).toBe(false);
    expect(readCookie("a=1; b=2=3", "b")).toBe("2=3");
  });
});
