import { forwardRef } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place React Router's Link is taken from
import { createPath, Link as RouterLink, resolvePath, type LinkProps } from "react-router";

/**
 * The shop's links: React Router's `Link`, with the same props and the same markup.
 *
 * In the browser it is `Link` itself. On the server, a link to one of the shop's own paths is
 * written as the very `<a>` that `Link` writes there, without `Link`'s hooks: `Link` resolves every
 * path against the page's route matches (a JSON round trip per link) and sets up its click and
 * prefetch handling, none of which a server-rendered page keeps. A product page has about fifty
 * links, and that was about a tenth of the CPU an uncached page costs (docs/benchmarks.md).
 *
 * The attributes, and their order, are `Link`'s: the page hydrates without a difference, and the
 * script-less page is the same. Anything else (an address with a scheme or `//`, an object, a
 * prefetch, a mask) is left to `Link` on the server too.
 */
// Marked pure so the browser build, where the link is React Router's own, leaves it out.
export const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const {
    to,
    discover = "render",
    prefetch = "none",
    mask,
    target,
    // Props that only steer a click in the browser: a server-rendered anchor carries none of them.
    onClick: _onClick,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  if (typeof to !== "string" || !isSitePath(to) || prefetch !== "none" || mask) {
    return <RouterLink {...props} ref={ref} />;
  }
  return (
    <a
      {...rest}
      // React Router's own resolution of an absolute path (`.` and `..` segments, doubled slashes).
      href={createPath(resolvePath(to))}
      target={target}
      data-discover={discover === "render" ? "true" : undefined}
    />
  );
});

/** A path on this site ("/shop/"), as opposed to an address with a scheme or a protocol-relative one. */
function isSitePath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\");
}

export const Link: typeof RouterLink = import.meta.env.SSR ? ServerLink : RouterLink;
