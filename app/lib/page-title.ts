/**
 * Page titles: the page's own name, then the store's. A module of its own, apart from the other
 * meta helpers (meta.ts): every page's route and the root's error page need it, and little else.
 */
import { fallbackShopData, type ShopData } from "./shop-data";
import type { MetaMatches } from "./meta";

/** The store's name, from the root loader's data. */
export function storeNameOf(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === "root")?.data as Partial<ShopData> | undefined;
  return root?.storeName ?? fallbackShopData.storeName;
}

/**
 * A page's title as browser tabs, search results, bookmarks and screen readers (on every change of
 * page) give it: the page's own name, then the store's ("Cart – Overlay Lab").
 */
export function titleWithStoreName(title: string, storeName: string): string {
  return `${title} – ${storeName}`;
}

/** A route's `title` meta entry: its own name with the store's, from the root loader's data. */
export function pageTitle(matches: MetaMatches, title: string) {
  return { title: titleWithStoreName(title, storeNameOf(matches)) };
}
