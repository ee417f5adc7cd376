import { describe, expect, it } from "vitest";
import { analyticsScript, breadcrumbsOf, pageFlags, type AnalyticsCommonProps } from "./page-analytics";

describe("the page analytics context", () => {
  it("marks the account pages and the cart", () => {
    expect(pageFlags(["root", "routes/cart"])).toEqual({ isAccountPage: false, isCart: true });
    expect(pageFlags(["root", "routes/my-account-orders"])).toEqual({ isAccountPage: true, isCart: false });
    expect(pageFlags(["root", "routes/checkout"])).toEqual({ isAccountPage: false, isCart: false });
  });

  it("gives a product its category and name, a post its category and title, a listing its category", () => {
    expect(
      breadcrumbsOf("routes/product", { product: { name: "Neon Grid Hoodie", categories: [{ name: "Merch" }] } }),
    ).toEqual(["Merch", "Neon Grid Hoodie"]);
    expect(
      breadcrumbsOf("routes/blog-post", { post: { title: "Lighting a stream", category: { name: "Guides" } } }),
    ).toEqual(["Guides", "Lighting a stream"]);
    expect(breadcrumbsOf("blog-post", { post: { title: "No category", category: null } })).toEqual([]);
    expect(breadcrumbsOf("routes/blog-post", { post: { title: "No category", category: null } })).toEqual([
      "No category",
    ]);
    expect(breadcrumbsOf("category", { category: { name: "Overlays" } })).toEqual(["Overlays"]);
    expect(breadcrumbsOf("shop", { category: null })).toEqual([]);
    expect(breadcrumbsOf("routes/home", undefined)).toEqual([]);
  });

  it("writes a script no text in it can close, which fills in the device", () => {
    const props: AnalyticsCommonProps = {
      blog_id: 1,
      store_id: 1,
      url: "https://shop.example/product/x/",
      platform: { shop: "0.1.0" },
      store_admin: 0,
      is_guest: 1,
      device: null,
      store_currency: "USD",
      timezone: "UTC",
      breadcrumbs: ["</script><script>alert(1)</script>"],
      pages: { isAccountPage: false, isCart: false },
    };
    const script = analyticsScript(props);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const body = script.replace(/^<script id="shop-analytics">/, "").replace(/<\/script>$/, "");
    const window = { innerWidth: 390 } as { innerWidth: number; shopAnalytics?: { commonProps: AnalyticsCommonProps } };
    new Function("window", body)(window);
    expect(window.shopAnalytics?.commonProps).toEqual({ ...props, device: "mobile" });
  });
});
