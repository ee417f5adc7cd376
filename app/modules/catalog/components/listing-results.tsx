import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { resultCountText } from "../listing-pagination";
import { catalogMessages } from "../catalog.messages";
import { listingHref, withPage } from "../listing-url";
import { ProductCard } from "./product-card";
import { ListingPageLinks } from "./listing-page-links";
import { useListingRange, type ListingPageData } from "./use-listing-range";

export type { ListingPageData } from "./use-listing-range";

/**
 * The product grid with its count, View previous / View more (loading_type button) or
 * loading on scroll (loading_type scroll), and the numbered links for browsers without JS.
 */
export function ListingResults({ data, toolbar }: { data: ListingPageData; toolbar?: React.ReactNode }) {
  const { first, last, items, hasMore, hasPrevious, isLoading, hydrated, load, saveBeforeLeaving, gridRef } =
    useListingRange(data);
  // Where a no-JS add returns to: this page's canonical URL (no earlier "added" notice).
  const returnTo = listingHref(withPage(data.state, last));

  // Scroll loading moves focus to the new products too, so a keyboard or screen-reader user
  // who brought the page to its end goes on reading there.
  useScrollLoading(data.loadingType === "scroll" && hydrated && hasMore, () => load("more", { moveFocus: true }));

  return (
    <div data-listing-results="" data-loading-type={data.loadingType} data-first-page={first} data-last-page={last}>
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <ResultCount text={resultCountText(data.total, data.perPage, first, last)} onlyVoiced={items.length === 0} />
        {toolbar}
      </div>
      {hydrated && hasPrevious ? (
        <div className="mt-4 flex justify-center">
          {/* Focus moves to the first product of the earlier page: the button goes once the first
              page is shown, and focus left on it would fall to the top of the document. */}
          <button
            type="button"
            className="btn-secondary"
            onClick={() => load("previous", { moveFocus: true })}
            aria-busy={isLoading || undefined}
            data-view-previous=""
          >
            View previous
          </button>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul
          ref={gridRef}
          onClickCapture={saveBeforeLeaving}
          className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6"
          data-product-grid=""
        >
          {/* The first row on a phone loads at once (its likely largest paint); the rest as they near the window. */}
          {items.map((item, i) => (
            <ProductCard key={item.id} item={item} returnTo={returnTo} priority={i < 2} />
          ))}
        </ul>
      ) : (
        <p className="notice-info mt-6">{catalogMessages.noProductsFound}</p>
      )}
      {hydrated && hasMore && data.loadingType === "button" ? (
        <div className="mt-10 flex justify-center">
          {/* Focus moves to the first new product whether the button was clicked or pressed with
              the keyboard: the button ends up below the new products (or goes after the last
              page), so focus left on it would skip them. */}
          <button
            type="button"
            className="btn-primary min-w-48"
            onClick={() => load("more", { moveFocus: true })}
            aria-busy={isLoading || undefined}
            data-view-more=""
          >
            {isLoading ? (
              <span
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
            ) : null}
            View more
          </button>
        </div>
      ) : null}
      {/* Below the grid nothing is a scroll anchor: when a page of products arrives above it, the
          browser must not keep this end of the listing in view, or it would load again at once. */}
      <div className="[overflow-anchor:none]">
        {hydrated && hasMore && data.loadingType === "scroll" ? (
          <div data-scroll-sentinel="" className="muted mt-10 flex h-12 items-center justify-center" aria-hidden="true">
            {isLoading ? "Loading more products…" : ""}
          </div>
        ) : null}
        {/* With JS in button mode the button replaces the numbered links; in scroll mode they stay for keyboard users. */}
        <ListingPageLinks
          state={data.state}
          current={last}
          totalPages={data.totalPages}
          hidden={hydrated && data.loadingType === "button"}
        />
      </div>
    </div>
  );
}

/**
 * The result count as a polite live region, announced again 2 s after the page shows it or
 * the count changes: the text node is re-created, which screen readers announce even though
 * the words are the same. With nothing found its words are the notice's under the toolbar, so
 * it is only voiced there, not shown twice.
 */
function ResultCount({ text, onlyVoiced }: { text: string; onlyVoiced: boolean }) {
  const [round, setRound] = useState(0);
  // A new sort or filter is a new location even when the count's words stay the same.
  const { key } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => setRound((r) => r + 1), 2000);
    return () => clearTimeout(timer);
  }, [text, key]);
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={onlyVoiced ? "sr-only" : "muted tabular text-base"}
      data-result-count=""
      data-announced={round}
    >
      <span key={round}>{text}</span>
    </p>
  );
}

/**
 * Loads the next page when the end of the grid nears by scrolling (loading_type scroll). The
 * watching code (scroll-loading.ts) loads only on listings that scroll-load, not with every listing.
 */
function useScrollLoading(enabled: boolean, loadMore: () => void) {
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import("../scroll-loading").then(
      ({ watchListingEnd }) => {
        const sentinel = document.querySelector<HTMLElement>("[data-scroll-sentinel]");
        if (!cancelled && sentinel) stop = watchListingEnd(sentinel, () => latest.current());
      },
      // Without it the numbered page links still lead on.
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled]);
}
