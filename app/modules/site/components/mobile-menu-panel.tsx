import type { RefObject } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { useShopData } from "~/lib/use-shop-data";
import { DrawerPanel } from "~/ui/drawer-panel";
import { HEADER_NAVIGATION_ID, mainMenuItems } from "../site-menus";
import { siteMessages } from "../site.messages";
import { CollapsibleMenu } from "./collapsible-menu";
import { CategoryNav } from "./category-nav";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The sidebar menu's drawer, sliding in from the left with a tab per menu. Loaded when the Menu
 * button is first used (mobile-menu.tsx), so pages do not carry its code before then.
 */
export function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { menuCategories } = useShopData();
  const close = () => onOpenChange(false);
  return (
    <DrawerPanel
      side="left"
      title={siteMessages.menu}
      closeLabel={siteMessages.close}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      id={MOBILE_MENU_ID}
      // From 992 px the header's navigation takes over and the Menu button is hidden.
      closesAtDesktopWidth={{ desktopCounterpart: () => document.getElementById(HEADER_NAVIGATION_ID) }}
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
    </DrawerPanel>
  );
}
