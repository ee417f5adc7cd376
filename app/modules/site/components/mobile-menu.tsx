import { useState } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { Icon } from "~/ui/icon";
import { useShopData } from "~/lib/use-shop-data";
import { mainMenuItems } from "../site-menus";
import { siteMessages } from "../site.messages";
import { CollapsibleMenu } from "./collapsible-menu";
import { CategoryNav } from "./category-nav";
import { Drawer } from "~/ui/drawer";
import { useHydrated } from "~/ui/use-hydrated";

const toggleClass =
  "inline-flex size-10 -ml-1 items-center justify-center rounded-full hover:bg-[var(--surface-2)] lg:hidden";

/**
 * The sidebar menu below 992 px: the "Menu" button opens a dialog sliding in from the left,
 * with a tab per menu. Overlay click, Escape and "Close" close it. Without JS the control is
 * a link to the footer's site navigation, which lists the same menus.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { menuCategories } = useShopData();
  if (!hydrated) {
    return (
      <a href="#site-navigation" className={toggleClass} aria-label={siteMessages.menu}>
        <Icon name="menu" className="size-5" />
      </a>
    );
  }
  const close = () => setOpen(false);
  return (
    <Drawer
      side="left"
      title={siteMessages.menu}
      closeLabel={siteMessages.close}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={toggleClass} aria-label={siteMessages.menu}>
          <Icon name="menu" className="size-5" />
        </button>
      }
    >
      <Tabs.Root defaultValue="menu" className="flex min-h-0 flex-1 flex-col">
        <Tabs.List className="grid grid-cols-2 border-b border-[var(--border)]">
          {[
            ["menu", siteMessages.menuTab],
            ["categories", siteMessages.categoriesTab],
          ].map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value!}
              className="border-b-2 border-transparent py-3 font-semibold muted data-[state=active]:border-accent-700 data-[state=active]:text-[var(--text)]"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="menu" className="flex-1 overflow-y-auto px-2 py-2">
          <nav aria-label={siteMessages.mainNavigation}>
            <CollapsibleMenu items={mainMenuItems(menuCategories)} onNavigate={close} />
          </nav>
        </Tabs.Content>
        <Tabs.Content value="categories" className="flex-1 overflow-y-auto px-2 py-2">
          <CategoryNav onNavigate={close} />
        </Tabs.Content>
      </Tabs.Root>
    </Drawer>
  );
}
