import { categoryHref } from "~/lib/hrefs";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Drawer, preloadDrawer } from "~/ui/drawer";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/ui/use-hydrated";
import type { ListingFacets } from "../catalog.types";
import {
  hasActiveFilters,
  listingHref,
  toggleTerm,
  withChange,
  withoutFilters,
  type ListingState,
} from "../listing-url";
import { filterFormState } from "../listing-early-choices";

const DESKTOP = "(min-width: 992px)";
const DRAWER_ID = "shop-sidebar";

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
  useEffect(() => {
    // Growing past the breakpoint turns the drawer back into a column: nothing stays "open".
    const mq = window.matchMedia(DESKTOP);
    const onChange = () => mq.matches && setOpen(false);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);
  return { isOpen, setOpen, open: () => setOpen(true), buttonRef };
}

type ShopSidebar = ReturnType<typeof useShopSidebar>;

/** Opens the filter drawer below 992 px. Without JS there is no drawer and no button. */
export function FiltersButton({ sidebar }: { sidebar: ShopSidebar }) {
  return (
    <button
      ref={sidebar.buttonRef}
      type="button"
      className="btn-secondary py-2 lg:hidden"
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
 * The filters beside the products. At 992 px and up, and below it without JS (above the
 * products), they are a plain column; below 992 px with JS the column gives way to a drawer
 * from the right, opened by the Filters button, holding the same form.
 */
export function FilterSidebar({
  state,
  facets,
  sidebar,
  below,
}: {
  state: ListingState;
  facets: ListingFacets;
  sidebar: ShopSidebar;
  /** What the page shows under the filters in the column (the mini-cart widget). */
  below?: ReactNode;
}) {
  return (
    <>
      <aside aria-label="Filters" className="shrink-0 max-lg:mb-6 max-lg:hidden lg:w-64" data-shop-filters-column="">
        <FilterForm state={state} facets={facets} />
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
      >
        <div className="min-h-0 flex-1 overflow-y-auto p-5">
          <FilterForm state={state} facets={facets} />
        </div>
      </Drawer>
      {/* The column is hidden below 992 px for the drawer, which needs JS: without it the column
          shows above the products and the Filters button, which could not open anything, goes. */}
      <noscript>
        <style>
          {"[data-shop-filters-column]{display:block!important}[data-shop-filters-toggle]{display:none!important}"}
        </style>
      </noscript>
    </>
  );
}

/**
 * The category links and the filter form: a GET form that works without JS ("Apply filters")
 * and applies every change at once with it (prices on leaving the field or on Enter).
 */
export function FilterForm({ state, facets }: { state: ListingState; facets: ListingFacets }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const base = categoryHref(state.category);

  function apply(form: HTMLFormElement) {
    const next = filterFormState(
      new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      state.category,
    );
    if (next) navigate(listingHref(next), { preventScrollReset: true });
  }

  const priceMin = facets.price ? Math.floor(facets.price.min / 100) : 0;
  const priceMax = facets.price ? Math.ceil(facets.price.max / 100) : 0;
  const groupTitle = "mb-2 text-sm font-bold uppercase tracking-wide";

  return (
    <>
      <div role="group" aria-label="Categories" className="mb-6">
        <p className={groupTitle} aria-hidden="true">
          Categories
        </p>
        <ul className="space-y-1">
          <li>
            <Link
              to={listingHref(withChange({ ...state, category: null }, {}))}
              aria-current={state.category === null ? "page" : undefined}
              className="flex justify-between rounded px-1 py-1 hover:text-accent-700 aria-[current=page]:font-bold aria-[current=page]:text-accent-700"
            >
              All products
            </Link>
          </li>
          {facets.categories.map((c) => (
            <li key={c.slug} style={{ paddingLeft: `${c.depth * 0.75}rem` }}>
              <Link
                to={listingHref(withChange({ ...state, category: c.slug }, {}))}
                aria-current={state.category === c.slug ? "page" : undefined}
                className="flex justify-between gap-2 rounded px-1 py-1 hover:text-accent-700 aria-[current=page]:font-bold aria-[current=page]:text-accent-700"
              >
                <span>{c.name}</span> <span className="muted tabular">({c.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <Form
        method="get"
        action={base}
        onChange={(e) => e.target instanceof HTMLInputElement && e.target.type !== "number" && apply(e.currentTarget)}
        onSubmit={(e) => {
          e.preventDefault();
          apply(e.currentTarget);
        }}
        data-shop-filters=""
      >
        {state.orderby !== "menu_order" ? <input type="hidden" name="orderby" value={state.orderby} /> : null}
        {state.search ? <input type="hidden" name="s" value={state.search} /> : null}

        <fieldset className="mb-6" aria-label="Price">
          <legend className={groupTitle}>Price</legend>
          <div className="flex items-end gap-2">
            <label className="flex-1">
              <span className="label">Min price</span>
              <input
                className="field tabular"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                name="min_price"
                onBlur={(e) =>
                  e.currentTarget.value !== String(state.minPrice ?? "") &&
                  e.currentTarget.form &&
                  apply(e.currentTarget.form)
                }
                defaultValue={state.minPrice ?? ""}
                placeholder={String(priceMin)}
                key={`min-${state.minPrice}`}
              />
            </label>
            <label className="flex-1">
              <span className="label">Max price</span>
              <input
                className="field tabular"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                name="max_price"
                onBlur={(e) =>
                  e.currentTarget.value !== String(state.maxPrice ?? "") &&
                  e.currentTarget.form &&
                  apply(e.currentTarget.form)
                }
                defaultValue={state.maxPrice ?? ""}
                placeholder={String(priceMax)}
                key={`max-${state.maxPrice}`}
              />
            </label>
          </div>
        </fieldset>

        {facets.attributes.map((a) => (
          <fieldset key={a.slug} className="mb-6" aria-label={a.name}>
            <legend className={groupTitle}>{a.name}</legend>
            <ul className="space-y-1">
              {a.terms.map((t) => (
                <li key={t.slug}>
                  <label className="flex cursor-pointer items-center gap-2 py-0.5">
                    <input
                      type="checkbox"
                      className="size-4 accent-accent-700"
                      name={`filter_${a.slug}`}
                      value={t.slug}
                      defaultChecked={t.selected}
                      key={`${t.slug}-${t.selected}`}
                    />
                    <span>{t.name}</span> <span className="muted tabular">({t.count})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}

        <fieldset className="mb-6" aria-label="Availability">
          <legend className={groupTitle}>Availability</legend>
          <label className="flex cursor-pointer items-center gap-2 py-0.5">
            <input
              type="checkbox"
              className="size-4 accent-accent-700"
              name="stock_status"
              value="instock"
              defaultChecked={state.inStockOnly}
              key={`stock-${state.inStockOnly}`}
            />
            In stock only
          </label>
        </fieldset>

        {/* With JS every change applies at once (prices on leaving the field or Enter). */}
        {hydrated ? null : (
          <button type="submit" className="btn-primary">
            Apply filters
          </button>
        )}
      </Form>
    </>
  );
}

/** The filters in force, each with a link that removes it, and "Clear filters". */
export function ActiveFilters({ state, facets }: { state: ListingState; facets: ListingFacets }) {
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
    chips.push({ label: `Min price: ${state.minPrice}`, href: listingHref(withChange(state, { minPrice: null })) });
  if (state.maxPrice !== null)
    chips.push({ label: `Max price: ${state.maxPrice}`, href: listingHref(withChange(state, { maxPrice: null })) });
  if (state.inStockOnly)
    chips.push({ label: "In stock only", href: listingHref(withChange(state, { inStockOnly: false })) });
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-active-filters="">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((c) => (
          <li key={c.label}>
            <Link
              to={c.href}
              preventScrollReset
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
        className="text-sm font-semibold text-accent-700 underline underline-offset-2"
      >
        Clear filters
      </Link>
    </div>
  );
}
