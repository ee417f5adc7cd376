import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useNavigationType } from "react-router";
import type { ListingItem } from "../listing.server";
import { resultCountText } from "../listing-pagination";
import { listingHref, listingKey, withPage, type ListingState } from "../listing-url";
import { ProductCard } from "./product-card";
import { PaginationNav } from "./listing-pagination";
import { ResultCount } from "./listing-toolbar";

export interface ListingPageData {
  state: ListingState;
  items: ListingItem[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
  loadingType: "button" | "scroll";
}

/** The pages shown together: View more appends, View previous prepends. */
interface Loaded {
  key: string;
  pages: { page: number; items: ListingItem[] }[];
}
interface Saved extends Loaded {
  scrollY: number;
  focusSlug: string | null;
}
type Intent = "more" | "previous" | undefined;

const STORAGE_PREFIX = "listing:";
let hasHydrated = false;

function single(data: ListingPageData): Loaded {
  return { key: listingKey(data.state), pages: [{ page: data.page, items: data.items }] };
}

/**
 * What was shown last. /shop/ and /shop/page/2/ are different routes, so moving between
 * them mounts a new component: the loaded range has to outlive it.
 */
let lastShown: Loaded | null = null;
/** Carried across that remount too: the item to keep still when prepending, the page to focus. */
const anchor: { current: { slug: string; top: number } | null } = { current: null };
const focusFirstOf: { current: number | null } = { current: null };

/**
 * Merges a newly loaded page into what is shown (View more / View previous, or Back and
 * Forward inside the range), or starts over: another listing, or a fresh visit.
 */
function merge(loaded: Loaded, data: ListingPageData, intent: Intent, isPop = false): Loaded {
  const key = listingKey(data.state);
  if (key !== loaded.key) return single(data);
  const first = loaded.pages[0].page;
  const last = loaded.pages[loaded.pages.length - 1].page;
  const page = { page: data.page, items: data.items };
  if (intent === "more" && data.page === last + 1) return { key, pages: [...loaded.pages, page] };
  if (intent === "previous" && data.page === first - 1) return { key, pages: [page, ...loaded.pages] };
  // Back/forward inside the shown range, or a revalidation: keep the range, refresh that page.
  if ((isPop || intent) && data.page >= first && data.page <= last) return { key, pages: loaded.pages.map((p) => (p.page === data.page ? page : p)) };
  return single(data);
}

function readSaved(url: string, data: ListingPageData): Loaded | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + url);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Saved;
    if (saved.key !== listingKey(data.state) || !saved.pages.some((p) => p.page === data.page)) return null;
    return saved;
  } catch {
    return null;
  }
}

/**
 * The product grid with its count, View previous / View more (loading_type button) or
 * loading on scroll (loading_type scroll), and the numbered links for browsers without JS.
 * Each loaded page's URL is pushed onto history through the router, so Back and the
 * router's data stay in step; Back from a product restores the range, scroll and focus.
 */
export function ListingResults({ data, toolbar }: { data: ListingPageData; toolbar?: React.ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // The router's POP covers Back and Forward: both should find the range as it was left.
  const isBackNavigation = useNavigationType() === "POP";
  const intent = (location.state as { listing?: Intent } | null)?.listing;
  const url = location.pathname + location.search;

  const restored = useRef<Saved | null>(null);
  const [loaded, setLoaded] = useState<Loaded>(() => {
    // On a client-side Back the saved range is used straight away, before the first paint.
    if (hasHydrated && typeof window !== "undefined" && isBackNavigation) {
      const saved = readSaved(url, data);
      if (saved) {
        restored.current = saved as Saved;
        return merge(saved, data, undefined, true);
      }
    }
    if (hasHydrated && lastShown) return merge(lastShown, data, intent, isBackNavigation);
    return single(data);
  });
  lastShown = loaded;
  const [seen, setSeen] = useState(data);
  if (seen !== data) {
    setSeen(data);
    setLoaded(merge(loaded, data, intent, isBackNavigation));
  }
  const [hydrated, setHydrated] = useState(hasHydrated);
  useEffect(() => {
    if (!hasHydrated) {
      hasHydrated = true;
      setHydrated(true);
      // A full page load that came from Back (the page was not kept in memory).
      const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      if (entry?.type === "back_forward") {
        const saved = readSaved(url, data);
        if (saved) {
          restored.current = saved as Saved;
          setLoaded(merge(saved, data, undefined, true));
        }
      }
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const first = loaded.pages[0].page;
  const last = loaded.pages[loaded.pages.length - 1].page;
  const items = loaded.pages.flatMap((p) => p.items);
  const hasMore = last < data.totalPages;
  // Where a no-JS add returns to: this page's canonical URL (no earlier "added" notice).
  const returnTo = listingHref(withPage(data.state, last));
  const hasPrevious = first > 1;
  const isLoading = navigation.state === "loading" && (navigation.location?.state as { listing?: Intent } | null)?.listing !== undefined;
  const pending = useRef<number | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);

  // After a restore: back to the saved scroll position and focus on the product last opened.
  useLayoutEffect(() => {
    const saved = restored.current;
    if (!saved) return;
    restored.current = null;
    window.scrollTo(0, saved.scrollY);
    if (saved.focusSlug) {
      gridRef.current?.querySelector<HTMLElement>(`[data-product-slug="${CSS.escape(saved.focusSlug)}"] [data-product-link]`)?.focus({ preventScroll: true });
    }
  }, [loaded]);

  // Keep the view still when earlier items are added above; move focus to new items.
  useLayoutEffect(() => {
    if (anchor.current) {
      const el = gridRef.current?.querySelector<HTMLElement>(`[data-product-slug="${CSS.escape(anchor.current.slug)}"]`);
      if (el) window.scrollBy(0, el.getBoundingClientRect().top - anchor.current.top);
      anchor.current = null;
    }
    if (focusFirstOf.current !== null) {
      const page = loaded.pages.find((p) => p.page === focusFirstOf.current);
      if (!page) return;
      focusFirstOf.current = null;
      const slug = page?.items[0]?.slug;
      if (slug) gridRef.current?.querySelector<HTMLElement>(`[data-product-slug="${CSS.escape(slug)}"] [data-product-link]`)?.focus({ preventScroll: true });
    }
  }, [loaded]);

  useEffect(() => {
    pending.current = null;
  }, [loaded]);

  function load(which: "more" | "previous", moveFocus: boolean) {
    const page = which === "more" ? last + 1 : first - 1;
    if (navigation.state !== "idle" || pending.current === page) return;
    pending.current = page;
    if (which === "previous") {
      const firstCard = gridRef.current?.querySelector<HTMLElement>("[data-product-slug]");
      if (firstCard) anchor.current = { slug: firstCard.dataset.productSlug!, top: firstCard.getBoundingClientRect().top };
    }
    // Focus goes to the first new product (the button may be replaced when the route changes).
    if (moveFocus || which === "more") focusFirstOf.current = page;
    navigate(listingHref(withPage(data.state, page)), { preventScrollReset: true, state: { listing: which } });
  }

  function saveBeforeLeaving(event: React.MouseEvent) {
    const link = (event.target as HTMLElement).closest("a[href^='/product/']");
    if (!link) return;
    const card = link.closest<HTMLElement>("[data-product-slug]");
    const saved: Saved = { ...loaded, scrollY: window.scrollY, focusSlug: card?.dataset.productSlug ?? null };
    try {
      sessionStorage.setItem(STORAGE_PREFIX + url, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: Back then simply shows the page it lands on.
    }
  }

  useScrollLoading(data.loadingType === "scroll" && hydrated && hasMore, () => load("more", false));

  return (
    <div data-listing-results="" data-loading-type={data.loadingType} data-first-page={first} data-last-page={last}>
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <ResultCount text={resultCountText(data.total, data.perPage, first, last)} />
        {toolbar}
      </div>
      {hydrated && hasPrevious ? (
        <div className="mt-4 flex justify-center">
          <button type="button" className="btn-secondary" onClick={() => load("previous", false)} aria-busy={isLoading || undefined} data-view-previous="">
            View previous
          </button>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul ref={gridRef} onClickCapture={saveBeforeLeaving} className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6" data-product-grid="">
          {items.map((item, i) => <ProductCard key={item.id} item={item} returnTo={returnTo} priority={i < 4} />)}
        </ul>
      ) : (
        <p className="notice-info mt-6">No products were found matching your selection.</p>
      )}
      {hydrated && hasMore && data.loadingType === "button" ? (
        <div className="mt-10 flex justify-center">
          <button type="button" className="btn-primary min-w-48" onClick={(e) => load("more", e.detail === 0)} aria-busy={isLoading || undefined} data-view-more="">
            {isLoading ? <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" /> : null}
            View more
          </button>
        </div>
      ) : null}
      {hydrated && hasMore && data.loadingType === "scroll" ? (
        <div data-scroll-sentinel="" className="muted mt-10 flex h-12 items-center justify-center" aria-hidden="true">
          {isLoading ? "Loading more products…" : ""}
        </div>
      ) : null}
      {/* With JS in button mode the button replaces the numbered links; in scroll mode they stay for keyboard users. */}
      <PaginationNav state={data.state} current={last} totalPages={data.totalPages} hidden={hydrated && data.loadingType === "button"} />
    </div>
  );
}

/**
 * Loads the next page when the end of the grid nears by scrolling. Focus moving by keyboard
 * also scrolls the page; a scroll that follows a Tab press within half a second is not a
 * reason to load (the numbered links serve keyboard users).
 */
function useScrollLoading(enabled: boolean, loadMore: () => void) {
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    if (!enabled) return;
    const sentinel = document.querySelector<HTMLElement>("[data-scroll-sentinel]");
    if (!sentinel) return;
    let lastTab = 0;
    let isNear = false;
    const onKey = (e: KeyboardEvent) => { if (e.key === "Tab") lastTab = Date.now(); };
    const tryLoad = () => { if (isNear && Date.now() - lastTab > 500) latest.current(); };
    // "Near the end" also holds once the end of the grid has scrolled above the window, as on a
    // phone that reaches the bottom of a tall footer.
    const observer = new IntersectionObserver(([entry]) => {
      isNear = entry.isIntersecting || entry.boundingClientRect.bottom < (entry.rootBounds?.top ?? 0);
      tryLoad();
    }, { rootMargin: "0px 0px 600px 0px" });
    observer.observe(sentinel);
    window.addEventListener("keydown", onKey, true);
    window.addEventListener("scroll", tryLoad, { passive: true });
    // A wheel or swipe at the very bottom scrolls nothing, yet it is the shopper asking for more
    // (for example after Tab already brought the page to its end).
    window.addEventListener("wheel", tryLoad, { passive: true });
    window.addEventListener("touchmove", tryLoad, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("keydown", onKey, true);
      window.removeEventListener("scroll", tryLoad);
      window.removeEventListener("wheel", tryLoad);
      window.removeEventListener("touchmove", tryLoad);
    };
  }, [enabled]);
}
