import { useLocation } from "react-router";
import { useShopData } from "~/lib/use-shop-data";
import { ancestorsOf } from "../menu-state";
import { categoryMenuItems, type MenuCategory } from "../site-menus";
import { siteMessages } from "../site.messages";
import { CollapsibleMenu } from "./collapsible-menu";

/**
 * The category navigation widget: product categories with their children, submenus behaving
 * as in the sidebar menu. The branch of the category being viewed starts open. Defaults to
 * the categories of the root loader.
 */
export function CategoryNav({
  categories,
  label = siteMessages.categoryNavigation,
  onNavigate,
}: {
  categories?: MenuCategory[];
  label?: string;
  onNavigate?: () => void;
}) {
  const shop = useShopData();
  const { pathname } = useLocation();
  const items = categoryMenuItems(categories ?? shop.menuCategories);
  return (
    <nav aria-label={label}>
      <CollapsibleMenu items={items} initiallyOpen={ancestorsOfPath(items, pathname)} onNavigate={onNavigate} />
    </nav>
  );
}

function ancestorsOfPath(items: ReturnType<typeof categoryMenuItems>, pathname: string): string[] {
  // /product-category/{slug}/page/2/ belongs to /product-category/{slug}/
  const base = pathname.replace(/page\/\d+\/?$/, "");
  return ancestorsOf(items, base.endsWith("/") ? base : `${base}/`);
}
