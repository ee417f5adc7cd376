import type { AppLoadContext, EntryContext } from "react-router";
import type { ShopData } from "./shop-data";
import { decodeTextEntities, shareTagsHtml, type ShareTags } from "./share-tags";

/** The listing pages and the home page: previews name the store, the page's title and its address. */
const websitePages = new Set(["routes/home", "shop", "shop-page", "category", "category-page"]);

/**
 * The Open Graph tags and structured data of the page being rendered: those its route's loader
 * set (`shareTags` in the load context: the product and post pages), or for the home page and the listings the store's
 * name, the page's title and its address. Addresses use the shop's origin as the root loader
 * worked it out (siteOrigin), never a Host the request chose. Nothing in them is a visitor's own:
 * guest pages are cached and shared.
 */
export function shareTagsOf(
  context: EntryContext,
  loadContext: Pick<AppLoadContext, "shareTags">,
  request: Request,
  title: string | null,
): ShareTags | null {
  const { matches, loaderData } = context.staticHandlerContext;
  const root = loaderData.root as ShopData | undefined;
  const leaf = matches[matches.length - 1]?.route.id;
  if (!root || !leaf || context.staticHandlerContext.errors) return null;
  if (loadContext.shareTags) return loadContext.shareTags;
  if (!websitePages.has(leaf)) return null;
  const origin = root.origin || new URL(request.url).origin;
  // The path put after the origin as it is: resolved against it, "//x" would name another host.
  const url = origin + new URL(request.url).pathname;
  return {
    meta: [
      ["og:type", "website"],
      ["og:site_name", root.storeName],
      ["og:title", title ?? root.storeName],
      ["og:url", url],
    ],
    jsonLd: [],
  };
}

/** The page's <title> text, from its rendered head. */
function titleOf(head: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(head);
  return match ? decodeTextEntities(match[1]!) : null;
}

/** The document (its UTF-8 bytes) with the page's share tags written in at the end of its head. */
export function withShareTags(
  page: Buffer<ArrayBuffer>,
  context: EntryContext,
  loadContext: Pick<AppLoadContext, "shareTags">,
  request: Request,
): Buffer<ArrayBuffer> {
  const end = page.indexOf("</head>");
  if (end < 0) return page;
  const tags = shareTagsOf(context, loadContext, request, titleOf(page.subarray(0, end).toString("utf8")));
  if (!tags) return page;
  return Buffer.concat([page.subarray(0, end), Buffer.from(shareTagsHtml(tags)), page.subarray(end)]);
}
