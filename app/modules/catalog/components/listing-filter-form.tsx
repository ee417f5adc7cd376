import type { ComponentType } from "react";
import { categoryHref } from "~/lib/hrefs";
import { Form, useNavigate } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import type { MenuItem } from "~/modules/site/menu-state";
import type { ListingFacets } from "../catalog.types";
import { listingHref, type ListingState } from "../listing-url";
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

  function apply(form: HTMLFormElement) {
    const next = filterFormState(
      new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      state.category,
    );
    if (next) navigate(listingHref(next), { preventScrollReset: true });
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
                placeholder={priceMin}
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
                placeholder={priceMax}
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
