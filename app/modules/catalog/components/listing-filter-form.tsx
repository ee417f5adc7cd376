import { useEffect, useId, useRef, type ComponentType, type RefObject } from "react";
import { categoryHref } from "~/lib/hrefs";
import { Form, useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import type { MenuItem } from "~/modules/site/menu-state";
import type { ListingFacets } from "../catalog.types";
import { listingHref, type ListingState } from "../listing-url";
import { PRICE_BOUND_PARAMS, unusablePriceBounds, withUnusablePrices } from "../listing-price-bounds";
import { unusablePriceText } from "../listing-filter.messages";
import { listingCategoryMenu } from "../listing-category-menu";
import { filterFormState } from "../listing-early-choices";
import { useApplyEarlyChoices } from "./use-apply-early-choices";

// Loaded with the filter form, so that both take over the listing at the same moment.
export { OrderForm } from "./listing-toolbar";

/**
 * Draws the category links as a collapsible menu: submenus open and close with an arrow, opening
 * one closes its siblings. The site's sidebar menu does this; the route passes it in.
 */
export type CategoryMenuComponent = ComponentType<{
  items: MenuItem[];
  initiallyOpen?: string[];
  currentId?: string;
  compact?: boolean;
}>;

/**
 * The category links (each keeping the sort and filters in use) and the filter form: a GET form
 * that works without JS ("Apply filters") and applies every change at once with it (prices on
 * leaving the field or on Enter).
 */
export function FilterForm({
  state,
  facets,
  applyEarlyChoices = false,
  CategoryMenu,
}: {
  state: ListingState;
  facets: ListingFacets;
  CategoryMenu: CategoryMenuComponent;
  /**
   * Apply a sort or filter chosen before this form's code arrived (the column's form does; the
   * drawer's opens later). It runs here, not with the page, because a filter changed after the
   * page's script but before this form's code has no change handler either.
   */
  applyEarlyChoices?: boolean;
}) {
  useApplyEarlyChoices(state, applyEarlyChoices);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const base = categoryHref(state.category);
  const categoryMenu = listingCategoryMenu(state, facets.categories);
  const unusable = unusablePriceBounds(new URLSearchParams(useLocation().search));
  const unusableId = useId();

  function apply(form: HTMLFormElement) {
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    const next = filterFormState(query, state.category);
    // A price that cannot be used stays in the address, so the listing says it was left out.
    if (next) navigate(withUnusablePrices(listingHref(next), query), { preventScrollReset: true });
  }

  // The fields hint at the range of the products found; with none found there is no range to
  // hint at (a "0" there read as products costing nothing).
  const priceMin = facets.price ? String(Math.floor(facets.price.min / 100)) : undefined;
  const priceMax = facets.price ? String(Math.ceil(facets.price.max / 100)) : undefined;
  const groupTitle = "mb-2 text-sm font-bold uppercase tracking-wide";

  return (
    <>
      <div role="group" aria-label="Categories" className="mb-6">
        <p className={groupTitle} aria-hidden="true">
          Categories
        </p>
        {/* Keyed by the category shown, so that reaching another one opens its branch. */}
        <CategoryMenu key={state.category ?? ""} {...categoryMenu} compact />
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
            <PriceField
              label={PRICE_BOUND_PARAMS.min_price}
              name="min_price"
              value={state.minPrice}
              placeholder={priceMin}
              apply={apply}
              describedBy={unusable.some((b) => b.param === "min_price") ? unusableId : undefined}
            />
            <PriceField
              label={PRICE_BOUND_PARAMS.max_price}
              name="max_price"
              value={state.maxPrice}
              placeholder={priceMax}
              apply={apply}
              describedBy={unusable.some((b) => b.param === "max_price") ? unusableId : undefined}
            />
          </div>
          {/* A price the address gives that cannot be used is left out of the listing: say so. */}
          {unusable.length > 0 ? (
            <p id={unusableId} role="alert" className="mt-2 text-sm font-semibold text-red-800 dark:text-red-300">
              {unusable.map((b) => unusablePriceText(PRICE_BOUND_PARAMS[b.param], b.value)).join(" ")}
            </p>
          ) : null}
        </fieldset>

        {facets.attributes.map((a) => (
          <fieldset key={a.slug} className="mb-6" aria-label={a.name}>
            <legend className={groupTitle}>{a.name}</legend>
            <ul className="space-y-1">
              {a.terms.map((t) => (
                <li key={t.slug}>
                  <label className="flex cursor-pointer items-center gap-2 py-0.5">
                    <FilterCheckbox name={`filter_${a.slug}`} value={t.slug} checked={t.selected} />
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
            <FilterCheckbox name="stock_status" value="instock" checked={state.inStockOnly} />
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

/**
 * Keeps a field showing what the address says when the address changes by other means (Back,
 * a removed chip, a category link). The field is updated in place rather than drawn anew, so a
 * keyboard shopper's focus stays on the checkbox or price they just changed. Nothing is set on
 * the first render: a choice made before the page's script arrived is still to be applied
 * (use-apply-early-choices), and must not be overwritten.
 */
function useFollowAddress<T>(ref: RefObject<HTMLInputElement | null>, value: T, show: (el: HTMLInputElement) => void) {
  const shown = useRef(value);
  useEffect(() => {
    if (Object.is(shown.current, value)) return;
    shown.current = value;
    if (ref.current) show(ref.current);
  });
}

function FilterCheckbox({ name, value, checked }: { name: string; value: string; checked: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useFollowAddress(ref, checked, (el) => (el.checked = checked));
  return (
    <input
      ref={ref}
      type="checkbox"
      className="size-4 accent-accent-700"
      name={name}
      value={value}
      defaultChecked={checked}
    />
  );
}

/**
 * A price bound, applied on leaving the field or on Enter. With JS there is no submit button, and
 * a form with two number fields and none is not submitted by Enter, so the field applies it itself.
 */
function PriceField({
  label,
  name,
  value,
  placeholder,
  apply,
  describedBy,
}: {
  label: string;
  name: string;
  value: number | null;
  placeholder: string | undefined;
  apply: (form: HTMLFormElement) => void;
  /** The message saying the price given was not applied. */
  describedBy?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const shown = String(value ?? "");
  useFollowAddress(ref, shown, (el) => (el.value = shown));
  return (
    <label className="flex-1">
      <span className="label">{label}</span>
      <input
        ref={ref}
        className="field tabular"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        name={name}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
        onBlur={(e) => e.currentTarget.value !== shown && e.currentTarget.form && apply(e.currentTarget.form)}
        onKeyDown={(e) => {
          if (e.key !== "Enter" || !e.currentTarget.form) return;
          e.preventDefault();
          apply(e.currentTarget.form);
        }}
        defaultValue={shown}
        placeholder={placeholder}
      />
    </label>
  );
}
