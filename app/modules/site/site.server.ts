import type { DB, Tx } from "~/lib/db.server";
import { cachedPerDatabase } from "~/lib/short-cache";
import type { StoreSettings } from "~/modules/settings/settings";
import { isComingSoonDismissed, isStoreNoticeHidden } from "./banner-cookies";
import type { MenuCategory } from "./site-menus";

/** Product categories as a tree (by position, then name) for the menus. */
export async function listMenuCategories(db: Tx): Promise<MenuCategory[]> {
  const rows = await db
    .selectFrom("categories")
    .select(["id", "slug", "name", "parent_id"])
    .orderBy("position")
    .orderBy("name")
    .execute();
  const byId = new Map<number, MenuCategory>(
    rows.map((row) => [row.id, { id: row.id, slug: row.slug, name: row.name, children: [] }]),
  );
  const roots: MenuCategory[] = [];
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    // A category whose parent is missing still shows, at the top level.
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * The menu categories, cached in-process for 30 s per database: every page's header needs
 * them, they change rarely, and a briefly stale menu is harmless (docs/architecture.md, "Settings and caches").
 */
export const getMenuCategories: (db: DB) => Promise<MenuCategory[]> = cachedPerDatabase(30_000, (db) =>
  listMenuCategories(db as DB),
);

export interface Banners {
  storeNotice: { id: string; text: string } | null;
  comingSoon: { text: string } | null;
}

/**
 * The banners the owner turned on, with their text: the same for every visitor, so a page that
 * shows them can be cached (a dismissed one is hidden in the browser, see banner-cookies.ts).
 */
export function siteBanners(settings: StoreSettings): Banners {
  const noticeText = settings.store_notice_text.trim();
  const comingSoonText = settings.coming_soon_text.trim();
  return {
    storeNotice:
      settings.store_notice_enabled === "yes" && noticeText ? { id: settings.store_notice_id, text: noticeText } : null,
    comingSoon: settings.coming_soon_enabled === "yes" && comingSoonText ? { text: comingSoonText } : null,
  };
}

/**
 * The banners without those this request's cookies dismissed, for a visitor without JavaScript
 * (whose browser cannot hide them). A request with a dismissal cookie never reaches the page
 * cache (server/page-cache.ts), so only pages nobody else gets depend on these cookies.
 */
export function hideDismissedBanners(banners: Banners, cookieHeader: string | null): Banners {
  return {
    storeNotice:
      banners.storeNotice && !isStoreNoticeHidden(cookieHeader, banners.storeNotice.id) ? banners.storeNotice : null,
    comingSoon: banners.comingSoon && !isComingSoonDismissed(cookieHeader) ? banners.comingSoon : null,
  };
}
