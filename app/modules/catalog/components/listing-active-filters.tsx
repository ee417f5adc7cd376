import { useEffect, useRef } from "react";
import { Link } from "~/ui/link";
import { Icon } from "~/ui/icon";
import { useFormatMoney } from "~/ui/money-format";
import type { ListingFacets } from "../catalog.types";
import {
  listingHref,
  toggleTerm,
  withChange,
  withoutFilters,
  hasActiveFilters,
  type ListingState,
} from "../listing-url";
import { PRICE_BOUND_PARAMS } from "../listing-price-bounds";

/**
 * The filters in force, each with a link that removes it, and "Clear filters". The link used goes
 * away with its filter, so the focus moves on to the chip that took its place (or the one before
 * it), or to the page's content once no filter is left, instead of falling to the page's start.
 */
export function ActiveFilters({ state, facets }: { state: ListingState; facets: ListingFacets }) {
  const money = useFormatMoney();
  const box = useRef<HTMLDivElement>(null);
  /** The place of the chip used, or "all" after "Clear filters"; null when nothing was used. */
  const used = useRef<number | "all" | null>(null);
  const shown = listingHref(state);
  useEffect(() => {
    const place = used.current;
    if (place === null) return;
    used.current = null;
    const links = box.current?.querySelectorAll<HTMLElement>("ul a") ?? [];
    // With no filter left the chips are gone too: the page's main content, which held them, takes it.
    if (place === "all" || links.length === 0) document.querySelector("main")?.focus({ preventScroll: true });
    else links[Math.min(place, links.length - 1)].focus({ preventScroll: true });
  }, [shown]);
  if (!hasActiveFilters(state)) return null;
  const chips: { label: string; href: string }[] = [];
  for (const [slug, terms] of Object.entries(state.filters)) {
    const attribute = facets.attributes.find((a) => a.slug === slug);
    for (const term of terms) {
      const name = attribute?.terms.find((t) => t.slug === term)?.name ?? term;
      chips.push({ label: `${attribute?.name ?? slug}: ${name}`, href: listingHref(toggleTerm(state, slug, term)) });
    }
  }
  if (state.minPrice !== null)
    chips.push({
      // The bounds are whole units in the address; shown, they are prices like any other.
      label: `${PRICE_BOUND_PARAMS.min_price}: ${money(state.minPrice * 100)}`,
      href: listingHref(withChange(state, { minPrice: null })),
    });
  if (state.maxPrice !== null)
    chips.push({
      label: `${PRICE_BOUND_PARAMS.max_price}: ${money(state.maxPrice * 100)}`,
      href: listingHref(withChange(state, { maxPrice: null })),
    });
  if (state.inStockOnly)
    chips.push({ label: "In stock only", href: listingHref(withChange(state, { inStockOnly: false })) });
  return (
    <div ref={box} className="mb-4 flex flex-wrap items-center gap-2" data-active-filters="">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((c, i) => (
          <li key={c.label}>
            <Link
              to={c.href}
              preventScrollReset
              onClick={() => (used.current = i)}
              className="inline-flex items-center gap-1.5 rounded-full border border-[var(--border)] px-3 py-1 text-sm hover:border-accent-600"
              aria-label={`Remove filter ${c.label}`}
            >
              {c.label} <Icon name="close" className="size-3" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={listingHref(withoutFilters(state))}
        onClick={() => (used.current = "all")}
        className="inline-flex min-h-6 items-center text-sm font-semibold text-accent-700 underline underline-offset-2"
      >
        Clear filters
      </Link>
    </div>
  );
}
