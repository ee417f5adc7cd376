import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx", { id: "shop" }),
  route("shop/page/:page", "routes/shop.tsx", { id: "shop-page" }),
  route("product-category/:category", "routes/shop.tsx", { id: "category" }),
  route("product-category/:category/page/:page", "routes/shop.tsx", { id: "category-page" }),
  route("product/:slug", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("cart/add", "routes/cart-add.ts"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/order-received/:orderNumber", "routes/order-received.tsx"),
  route("blog", "routes/blog.tsx", { id: "blog" }),
  route("blog/page/:page", "routes/blog.tsx", { id: "blog-page" }),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("search", "routes/search.tsx"),
  route("api/search", "routes/api.search.ts"),
  route("icons", "routes/icons.tsx"),
  route("icons.svg", "routes/icon-sprite.ts"),
  route("store-notice/dismiss", "routes/store-notice-dismiss.ts"),
  route("coming-soon/dismiss", "routes/coming-soon-dismiss.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
