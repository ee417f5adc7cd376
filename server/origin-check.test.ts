import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./origin-check";

describe("isSameOrigin", () => {
  const host = "shop.test:3000";
  it("accepts our own origin", () => {
    expect(isSameOrigin({ host, origin: "http://shop.test:3000" }, "")).toBe(true);
    expect(isSameOrigin({ host, referer: "http://shop.test:3000/cart/" }, "")).toBe(true);
  });
  it("refuses a foreign origin, a foreign referer, or neither", () => {
    expect(isSameOrigin({ host, origin: "https://evil.example" }, "")).toBe(false);
    expect(isSameOrigin({ host, referer: "https://evil.example/x" }, "")).toBe(false);
    expect(isSameOrigin({ host }, "")).toBe(false);
    expect(isSameOrigin({ host, origin: "http://shop.test:3000", "sec-fetch-site": "cross-site" }, "")).toBe(false);
  });
  it("compares with PUBLIC_URL when set", () => {
    expect(isSameOrigin({ host: "internal:8080", origin: "https://shop.example" }, "https://shop.example")).toBe(true);
  });
});
