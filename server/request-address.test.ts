import { describe, expect, it } from "vitest";
import { hasReadableAddress, isValidHost, malformedAddressStandIn } from "./request-address";

describe("isValidHost", () => {
  it("takes names, addresses and IPv6 in brackets, with a port or without", () => {
    for (const host of [
      "shop.example",
      "shop.example:8443",
      "localhost",
      "127.0.0.1:3000",
      "[::1]",
      "[::1]:3000",
      "shop_1.internal",
      "shop.example.",
    ])
      expect(isValidHost(host), host).toBe(true);
  });

  it("refuses spaces, paths, user information, unclosed brackets and ports that do not exist", () => {
    for (const host of [
      "",
      "a b",
      "a/b",
      "a?b",
      "a#b",
      "a@b",
      "a:99999@b",
      "[::1",
      "shop.example:99999",
      "shop.example:",
      "shop.example:80:80",
      "a\\b",
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});

describe("hasReadableAddress", () => {
  const ok = { url: "/shop/", protocol: "http", host: "shop.example", hostCount: 1, forwardedHost: undefined };

  it("takes a path on a named host over http or https", () => {
    expect(hasReadableAddress(ok)).toBe(true);
    expect(hasReadableAddress({ ...ok, protocol: "https", forwardedHost: "shop.example, proxy:8080" })).toBe(true);
  });

  it("refuses the absolute and asterisk forms of the request line", () => {
    expect(hasReadableAddress({ ...ok, url: "http://evil.example/shop/" })).toBe(false);
    expect(hasReadableAddress({ ...ok, url: "*" })).toBe(false);
  });

  it("refuses other schemes, a missing host and a bad forwarded host", () => {
    expect(hasReadableAddress({ ...ok, protocol: "javascript" })).toBe(false);
    expect(hasReadableAddress({ ...ok, host: undefined })).toBe(false);
    expect(hasReadableAddress({ ...ok, hostCount: 2 })).toBe(false);
    expect(hasReadableAddress({ ...ok, forwardedHost: "a, b:99999" })).toBe(false);
  });
});

describe("malformedAddressStandIn", () => {
  it("finds a NUL character in the path or the query, which no address of the shop holds", () => {
    expect(malformedAddressStandIn("/product/a%00b/")).toBe("/product/%EF%BF%BD/");
    expect(malformedAddressStandIn("/search/?s=a%00")).toBe("/search/");
    expect(malformedAddressStandIn("/?s=%00%ff")).toBe("/");
    expect(malformedAddressStandIn("/checkout/order-received/1/?key=%00")).toBe("/checkout/order-received/1/");
  });

  it("finds a path segment whose percent-encoding does not decode, and keeps the others", () => {
    expect(malformedAddressStandIn("/product/%ff/")).toBe("/product/%EF%BF%BD/");
    expect(malformedAddressStandIn("/product-category/merch/%E0%A4%A/page/2/?orderby=price")).toBe(
      "/product-category/merch/%EF%BF%BD/page/2/",
    );
  });

  it("leaves every other address alone, an oddly encoded query included", () => {
    for (const url of ["/", "/shop/?min_price=%ff", "/?s=%ff", "/search/?s=100%2500", "/product/caf%C3%A9/"])
      expect(malformedAddressStandIn(url), url).toBeNull();
  });
});
