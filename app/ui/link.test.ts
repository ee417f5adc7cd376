import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// eslint-disable-next-line no-restricted-imports -- compared against React Router's own Link
import { createPath, Link as RouterLink, MemoryRouter, resolvePath, type LinkProps } from "react-router";
import { ServerLink } from "./link";

/** Both links rendered on a page a few levels deep, as the server renders them. */
function markupOf(Component: typeof RouterLink, props: LinkProps): string {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ["/product/neon-grid-hoodie/"] },
      createElement(Component, { ...props, children: "Go" }),
    ),
  );
}

describe("the shop's link on the server", () => {
  const addresses = [
    "/",
    "/shop/",
    "/shop/?orderby=price&paged=2",
    "/product/neon-grid-hoodie/#reviews",
    "/product-category/merch/hoodies/",
    "/a//b/",
    "/a/./b/../c/",
    "/shop/?",
    "/cart/#",
    "/search/?s=caf%C3%A9",
    "https://example.com/page/",
    "//example.com/page/",
    "?paged=2",
    "../",
  ];

  it.each(addresses)("writes the same anchor React Router's Link writes for %s", (to) => {
    const props: LinkProps = { to, className: "underline", "aria-label": "Read more", id: "x" };
    expect(markupOf(ServerLink as typeof RouterLink, props)).toBe(markupOf(RouterLink, props));
  });

  it.each<[string, Partial<LinkProps>]>([
    ["a new tab", { target: "_blank", rel: "noopener" }],
    ["no route discovery", { discover: "none" }],
    ["a full page load", { reloadDocument: true }],
    ["a replaced history entry with state", { replace: true, state: { from: "cart" }, preventScrollReset: true }],
    ["a click handler", { onClick: () => undefined }],
    ["a prefetch on intent", { prefetch: "intent" }],
  ])("keeps Link's markup with %s", (_, extra) => {
    const props = { to: "/wishlist/", ...extra } as LinkProps;
    expect(markupOf(ServerLink as typeof RouterLink, props)).toBe(markupOf(RouterLink, props));
  });

  it("resolves a path the way React Router does", () => {
    expect(markupOf(ServerLink as typeof RouterLink, { to: "/a/./b/../c/" })).toContain(
      `href="${createPath(resolvePath("/a/c/"))}"`,
    );
  });
});
