import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useNavigationType } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import type { ListingItem } from "../catalog.types";
import {
  asRange,
  firstPageOf,
  itemsOf,
  lastPageOf,
  mergeRange,
  parseRange,
  parseSavedRange,
  rangeOf,
  rangeToRecall,
  recalledRange,
  type Arrival,
  type ArrivedPage,
  type ListingRange,
  type RangeDirection,
  type SavedRange,
} from "../listing-range";
import { listingHref, listingKey, withPage, type ListingState } from "../listing-url";

export interface ListingPageData {
  state: ListingState;
  items: ListingItem[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
  loadingType: "button" | "scroll";
}

/** Per listing address: the range, scroll position and product opened, kept for Back. */
const SAVED_PREFIX = "listing:";
/** The range shown last, so a return by Back from any other page finds it again. */
const LAST_SHOWN = "listing-range:last-shown";

/**
 * A page asked for by View more / View previous carries in its history entry's state the
 * direction and the range shown then, so Back or Forward to it after another sort finds the
 * pages that were on screen with it.
 */
interface PageAskedFor {
  listing: RangeDirection;
  shown: ListingRange<ListingItem>;
}

/** The direction a page was asked for in, carried in its history entry's state. */
function directionOf(state: unknown): RangeDirection | undefined {
  const direction = (state as Partial<PageAskedFor> | null)?.listing;
  return direction === "more" || direction === "previous" ? direction : undefined;
}

function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: Back then simply shows the page it lands on.
  }
}

function productLinkOf(grid: HTMLElement | null, slug: string): HTMLElement | null {
  return grid?.querySelector<HTMLElement>(`[data-product-slug="${CSS.escape(slug)}"] [data-product-link]`) ?? null;
}

/**
 * The pages of the listing on screen together and the ways to grow them. Each page loaded
 * with View more / View previous is a router navigation with its own URL in history, so Back
 * and the router's data stay in step. The four listing routes render the same component, so
 * moving from /shop/ to /shop/page/2/ keeps it, and this state, mounted. Leaving the listing
 * unmounts it: the range is then kept in session storage, and Back from a product restores
 * the range, the scroll position and focus on the product opened.
 */
export function useListingRange(data: ListingPageData) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // The router's POP covers Back and Forward: both should find the range as it was left.
  const isBackOrForward = useNavigationType() === "POP";
  const direction = directionOf(location.state);
  const url = location.pathname + location.search;
  const arrived: ArrivedPage<ListingItem> = { key: listingKey(data.state), page: data.page, items: data.items };
  const how: Arrival = {
    direction,
    isBackOrForward,
    shownBefore: asRange((location.state as Partial<PageAskedFor> | null)?.shown),
  };

  /** A range restored for Back, whose scroll position and focus are still to be put back. */
  const restored = useRef<SavedRange<ListingItem> | null>(null);
  const [range, setRange] = useState<ListingRange<ListingItem>>(() => {
    // While hydrating, the first render must match the server's: one page. Mounted later by
    // client-side navigation, the range left behind is used before the first paint.
    if (!hydrated) return rangeOf(arrived);
    if (isBackOrForward) {
      const saved = parseSavedRange<ListingItem>(readStorage(SAVED_PREFIX + url), arrived);
      if (saved) {
        restored.current = saved;
        return mergeRange(saved, arrived, { isBackOrForward: true });
      }
    }
    const lastShown = parseRange<ListingItem>(readStorage(LAST_SHOWN));
    return mergeRange(lastShown ?? rangeOf(arrived), arrived, how);
  });
  const [seen, setSeen] = useState(data);
  if (seen !== data) {
    setSeen(data);
    setRange(mergeRange(range, arrived, how));
  }

  // A full page load that came from Back (the page was not kept in memory) restores once the
  // page has hydrated; only the mount that hydrated can be that load.
  const mountedWhileHydrating = useRef(!hydrated);
  useEffect(() => {
    if (!mountedWhileHydrating.current) return;
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (entry?.type !== "back_forward") return;
    const saved = parseSavedRange<ListingItem>(readStorage(SAVED_PREFIX + url), arrived);
    if (saved) {
      restored.current = saved;
      setRange(mergeRange(saved, arrived, { isBackOrForward: true }));
      return;
    }
    const recalled = recalledRange(arrived, how);
    if (recalled) setRange(recalled);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (hydrated) writeStorage(LAST_SHOWN, range);
  }, [range, hydrated]);

  const first = firstPageOf(range);
  const last = lastPageOf(range);
  const gridRef = useRef<HTMLUListElement>(null);
  /** The product at the top of the grid before earlier products go in above it, and where it was. */
  const keepInViewAfterPrepend = useRef<{ slug: string; top: number } | null>(null);
  /** The page whose first product takes focus once it is shown. */
  const focusFirstProductOf = useRef<number | null>(null);
  /** The page asked for and not shown yet, so a second click or scroll does not ask again. */
  const requestedPage = useRef<number | null>(null);

  // After a restore: back to the saved scroll position and focus on the product last opened.
  useLayoutEffect(() => {
    const saved = restored.current;
    if (!saved) return;
    restored.current = null;
    window.scrollTo(0, saved.scrollY);
    if (saved.focusSlug) productLinkOf(gridRef.current, saved.focusSlug)?.focus({ preventScroll: true });
  }, [range]);

  // Keep the view still when earlier products go in above; move focus to new products.
  useLayoutEffect(() => {
    const kept = keepInViewAfterPrepend.current;
    if (kept) {
      const el = gridRef.current?.querySelector<HTMLElement>(`[data-product-slug="${CSS.escape(kept.slug)}"]`);
      if (el) window.scrollBy(0, el.getBoundingClientRect().top - kept.top);
      keepInViewAfterPrepend.current = null;
    }
    if (focusFirstProductOf.current !== null) {
      const page = range.pages.find((p) => p.page === focusFirstProductOf.current);
      if (!page) return;
      focusFirstProductOf.current = null;
      const slug = page.items[0]?.slug;
      if (slug) productLinkOf(gridRef.current, slug)?.focus({ preventScroll: true });
    }
  }, [range]);

  useEffect(() => {
    requestedPage.current = null;
  }, [range]);

  /**
   * Asks for the page after (more) or before (previous) the shown ones. With `moveFocus`,
   * focus goes to the first product of that page once it is shown.
   */
  function load(which: RangeDirection, { moveFocus }: { moveFocus: boolean }) {
    const page = which === "more" ? last + 1 : first - 1;
    if (navigation.state !== "idle" || requestedPage.current === page) return;
    requestedPage.current = page;
    if (which === "previous") {
      const firstCard = gridRef.current?.querySelector<HTMLElement>("[data-product-slug]");
      if (firstCard)
        keepInViewAfterPrepend.current = {
          slug: firstCard.dataset.productSlug!,
          top: firstCard.getBoundingClientRect().top,
        };
    }
    if (moveFocus) focusFirstProductOf.current = page;
    const state: PageAskedFor = { listing: which, shown: rangeToRecall(range, which) };
    navigate(listingHref(withPage(data.state, page)), { preventScrollReset: true, state });
  }

  /** Keeps the range, scroll position and product for Back, when a product link is followed. */
  function saveBeforeLeaving(event: React.MouseEvent) {
    const link = (event.target as HTMLElement).closest("a[href^='/product/']");
    if (!link) return;
    const card = link.closest<HTMLElement>("[data-product-slug]");
    const saved: SavedRange<ListingItem> = {
      ...range,
      scrollY: window.scrollY,
      focusSlug: card?.dataset.productSlug ?? null,
    };
    writeStorage(SAVED_PREFIX + url, saved);
  }

  return {
    first,
    last,
    items: itemsOf(range),
    hasMore: last < data.totalPages,
    hasPrevious: first > 1,
    /** A page asked for by View more / View previous (or scrolling) is on its way. */
    isLoading: navigation.state === "loading" && directionOf(navigation.location?.state) !== undefined,
    hydrated,
    load,
    saveBeforeLeaving,
    gridRef,
  };
}
