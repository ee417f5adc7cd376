import { describe, expect, it } from "vitest";
import { hasControlCharacters, safeRedirectPath, sameOriginPath } from "./safe-redirect";

/**
 * Open-redirect payloads: each is a way a browser (or a proxy) has been tricked into leaving the
 * site. Whatever they come back as, the result must be a path on the shop.
 */
const openRedirectPayloads: string[] = [
  "//evil.example",
  "//evil.example/",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "%2F%2Fevil.example",
  "https://evil.example",
  "https://evil.example/cart/",
  "http:evil.example",
  "https:/evil.example",
  "HTTPS://EVIL.EXAMPLE",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " //evil.example",
  "\u0000//evil.example",
  "/\u0000/evil.example",
  "/\u001F/evil.example",
  "/\u007F/evil.example",
  "/..//evil.example",
  "/.//evil.example",
  "/a/../..//evil.example",
  "/%2e%2e//evil.example",
  "/@evil.example",
  "/evil.example@shop",
  "／／evil.example",
  "/／evil.example",
  "/\u3000/evil.example",
  "/%0d%0aSet-Cookie:%20a=b",
  "?next=//evil.example",
  "#//evil.example",
  "evil.example",
  "/" + "a".repeat(5000),
  "//" + "a".repeat(5000),
];

/** A result is on the shop when it is a path that resolves against the shop to the shop itself. */
function staysOnShop(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    !hasControlCharacters(path) &&
    new URL(path, "https://shop.test").origin === "https://shop.test"
  );
}

describe("safeRedirectPath", () => {
  it.each(openRedirectPayloads.map((p) => [JSON.stringify(p).slice(0, 60), p]))(
    "keeps %s on the shop",
    (_label, payload) => {
      const result = safeRedirectPath(payload);
      expect(staysOnShop(result)).toBe(true);
    },
  );

  it.each([
    ["//evil.example"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["https://evil.example"],
    ["javascript:alert(1)"],
    ["\\\\evil.example"],
    ["/..//evil.example"],
    ["%2F%2Fevil.example"],
    ["/\u0000"],
    ["/\u007F"],
    [""],
    ["/" + "a".repeat(5000)],
  ])("sends %j to the fallback", (payload) => {
    expect(safeRedirectPath(payload)).toBe("/");
    expect(safeRedirectPath(payload, "/cart/")).toBe("/cart/");
  });

  it.each([undefined, null, 42, ["/cart/"], { toString: () => "/cart/" }])(
    "sends a value that is not text (%j) to the fallback",
    (value) => {
      expect(safeRedirectPath(value)).toBe("/");
    },
  );

  it.each([
    ["/shop/?orderby=price", "/shop/?orderby=price"],
    ["/cart/", "/cart/"],
    ["/", "/"],
    ["/product/mug#reviews", "/product/mug"],
    ["/a/../shop/", "/shop/"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["/search/?q=caf%C3%A9", "/search/?q=caf%C3%A9"],
  ])("keeps the shop's own path %j as %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ["/product/mug/#reviews", "/product/mug/#reviews"],
    ["/shop/?orderby=price#main", "/shop/?orderby=price#main"],
    ["/product/mug/#&gid=1&pid=2", "/product/mug/#&gid=1&pid=2"],
    ["/product/mug/#", "/product/mug/"],
    ["/cart/", "/cart/"],
    ["/product/mug/#//evil.example", "/product/mug/#//evil.example"],
    ["/product/mug/#a b", "/product/mug/#a%20b"],
  ])("with keepFragment keeps %j as %j", (value, expected) => {
    expect(safeRedirectPath(value, "/", { keepFragment: true })).toBe(expected);
  });

  it.each(openRedirectPayloads.map((p) => [JSON.stringify(p).slice(0, 60), p]))(
    "with keepFragment keeps %s on the shop",
    (_label, payload) => {
      expect(staysOnShop(safeRedirectPath(payload, "/", { keepFragment: true }))).toBe(true);
      expect(staysOnShop(safeRedirectPath(`/product/mug/#${payload}`, "/", { keepFragment: true }))).toBe(true);
    },
  );

  it.each([["/a#\u0000b"], ["/a#\\evil.example"], ["/a#\t"], ["#reviews"]])(
    "with keepFragment sends %j to the fallback",
    (payload) => {
      expect(safeRedirectPath(payload, "/cart/", { keepFragment: true })).toBe("/cart/");
    },
  );
});

describe("sameOriginPath", () => {
  const request = "http://shop.test/store-notice/dismiss";

  it("returns the path of a page of ours", () => {
    expect(sameOriginPath("http://shop.test/shop/?orderby=price", request)).toBe("/shop/?orderby=price");
    expect(sameOriginPath("http://shop.test:80/cart/", request)).toBe("/cart/");
    expect(sameOriginPath("https://shop.example/cart/", "https://shop.example")).toBe("/cart/");
  });

  it.each([
    ["another site", "http://evil.example/shop/"],
    ["the same host over https on an http shop", "https://shop.test/shop/"],
    ["the same host on another port", "http://shop.test:8080/shop/"],
    ["a sub-domain", "http://evil.shop.test/"],
    ["a path that browsers read as another site", "http://shop.test//evil.example/"],
    ["a tab that browsers drop", "http://shop.test/\t/evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["text that is not a URL", "not a url"],
    ["a relative path", "/cart/"],
    ["nothing", null],
    ["a very long address", "http://shop.test/" + "a".repeat(5000)],
  ])("refuses %s", (_label, referer) => {
    expect(sameOriginPath(referer, request)).toBeNull();
  });

  it("never leads back to a newsletter link, which would act again (an unsubscribe undoing a new sign-up)", () => {
    expect(sameOriginPath("http://shop.test/newsletter/unsubscribe/abc/", request)).toBeNull();
    expect(sameOriginPath("http://shop.test/newsletter/confirm/abc/?x=1", request)).toBeNull();
    expect(sameOriginPath("http://shop.test/Newsletter/Unsubscribe/abc/", request)).toBeNull();
    expect(safeRedirectPath("/newsletter/unsubscribe/abc/", "/my-account/")).toBe("/my-account/");
    expect(safeRedirectPath("/newsletter/unsubscribe/abc/#top", "/", { keepFragment: true })).toBe("/");
    // The sign-up page does nothing when opened: it may be the way back.
    expect(safeRedirectPath("/newsletter/subscribe/")).toBe("/newsletter/subscribe/");
  });

  it("never answers a path that leaves the shop, whatever the Referer holds", () => {
    for (const payload of openRedirectPayloads) {
      const result = sameOriginPath(`http://shop.test${payload}`, request);
      if (result !== null) expect(staysOnShop(result)).toBe(true);
    }
  });
});
