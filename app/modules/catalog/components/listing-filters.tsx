import { useEffect, useRef, useState, type ReactNode } from "react";
import { Drawer, preloadDrawer } from "~/ui/drawer";
import { Icon } from "~/ui/icon";
import { loadApart } from "~/ui/load-apart";
import type { ListingFacets } from "../catalog.types";
import type { ListingState } from "../listing-url";
import type { CategoryMenuComponent } from "./listing-filter-form";

// The filter form's code follows the page's first load: until it arrives the form is the server's
// GET form, and a choice made meanwhile is applied once the form mounts (use-apply-early-choices).
const FilterForm = loadApart(() => import("./listing-filter-form").then((m) => m.FilterForm), { startAtOnce: true });

const DRAWER_ID = "shop-sidebar";
const FILTERS_COLUMN_ID = "shop-filters";

/**
 * Open/closed state of the filter drawer below 992 px, shared by the Filters button (in the
 * toolbar) and the drawer (beside the products). While it is open the drawer, its overlay,
 * the button and the page are all marked open.
 */
export function useShopSidebar() {
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    if (isOpen) root.dataset.shopSidebar = "open";
    else delete root.dataset.shopSidebar;
    return () => {
      delete root.dataset.shopSidebar;
    };
  }, [isOpen]);
  return { isOpen, setOpen, open: () => setOpen(true), buttonRef };
}

type ShopSidebar = ReturnType<typeof useShopSidebar>;

/** Opens the filter drawer below 992 px. Without JS there is no drawer and no button. */
export function FiltersButton({ sidebar }: { sidebar: ShopSidebar }) {
  return (
    <button
      ref={sidebar.buttonRef}
      type="button"
      className="btn-secondary h-10 shrink-0 py-2 lg:hidden"
      aria-haspopup="dialog"
      aria-expanded={sidebar.isOpen}
      aria-controls={DRAWER_ID}
      data-shop-filters-toggle=""
      data-open={sidebar.isOpen ? "true" : "false"}
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
      onClick={sidebar.open}
    >
      <Icon name="filter" /> Filters
    </button>
  );
}

/**
 * Without JS below 992 px, where the filters follow the products: a link down to them, in the
 * Filters button's place.
 */
export function FiltersLink() {
  return (
    <noscript>
      <a href={`#${FILTERS_COLUMN_ID}`} className="btn-secondary h-10 shrink-0 py-2 lg:hidden">
        Filters
      </a>
    </noscript>
  );
}

/**
 * The filters beside the products. At 992 px and up, and below it without JS (below the
 * products, so a phone shows the products first), they are a plain column; below 992 px with JS the column gives way to a drawer
 * from the right, opened by the Filters button, holding the same form.
 */
export function FilterSidebar({
  state,
  facets,
  sidebar,
  below,
  CategoryMenu,
}: {
  state: ListingState;
  facets: ListingFacets;
  sidebar: ShopSidebar;
  /** Draws the category links (see listing-filter-form.tsx). */
  CategoryMenu: CategoryMenuComponent;
  /** What the page shows under the filters, in the column and in the drawer (the mini-cart widget). */
  below?: ReactNode;
}) {
  return (
    <>
      <aside
        id={FILTERS_COLUMN_ID}
        aria-label="Filters"
        className="shrink-0 max-lg:order-last max-lg:mt-10 max-lg:hidden lg:w-64"
        data-shop-filters-column=""
      >
        <FilterForm state={state} facets={facets} CategoryMenu={CategoryMenu} applyEarlyChoices />
        {below}
      </aside>
      <Drawer
        side="right"
        title="Filters"
        closeLabel="Close"
        open={sidebar.isOpen}
        onOpenChange={sidebar.setOpen}
        returnFocusTo={sidebar.buttonRef}
        id={DRAWER_ID}
        panelData={{ "data-shop-sidebar-panel": "", "data-open": "true" }}
        overlayData={{ "data-shop-sidebar-overlay": "", "data-open": "true" }}
        // Growing past the breakpoint turns the drawer back into a column: nothing stays "open", and
        // the focus goes to the column's first filter, the Filters button being hidden there.
        closesAtDesktopWidth={{ desktopCounterpart: () => document.getElementById(FILTERS_COLUMN_ID) }}
        // A filter chosen here changes the results behind it: their count is announced from there.
        keepsPageAnnouncements
      >
        <div className="min-h-0 flex-1 overflow-y-auto p-5">
          <FilterForm state={state} facets={facets} CategoryMenu={CategoryMenu} />
          {below}
        </div>
      </Drawer>
      {/* The column is hidden below 992 px for the drawer, which needs JS: without it the column
          shows below the products (FiltersLink leads there) and the Filters button, which could
          not open anything, goes. */}
      <noscript>
        <style>
          {"[data-shop-filters-column]{display:block!important}[data-shop-filters-toggle]{display:none!important}"}
        </style>
      </noscript>
    </>
  );
}
