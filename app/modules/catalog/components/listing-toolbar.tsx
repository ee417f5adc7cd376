import { categoryHref } from "~/lib/hrefs";
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import { ORDERBY_LABELS, ORDERBY_VALUES, listingQuery, type ListingState } from "../listing-url";

/**
 * The sort select. It applies at once with JS; without JS the "Sort" button submits the GET
 * form, whose hidden fields keep the other filters (and leave out the page: back to page 1).
 * While the button is still there the select narrows rather than push the toolbar past a
 * phone's width, and both are one height, so the rows below stay put when the button goes.
 * Below 768 px the form has the toolbar's second row to itself, so the longest order's name is
 * read whole there too.
 */
export function OrderForm({ state }: { state: ListingState }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  // The address decides the order shown (Back and Forward change it too); the select follows it
  // in place, so a keyboard shopper's focus stays on it while they step through the orders.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current && select.current.value !== state.orderby) select.current.value = state.orderby;
  }, [state.orderby]);
  const kept = [...listingQuery({ ...state, orderby: "menu_order" }).entries()];
  return (
    <Form
      method="get"
      action={categoryHref(state.category)}
      className="ml-auto flex min-w-0 items-center gap-2 max-md:basis-full"
      data-shop-order=""
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="shop-orderby" className="sr-only">
        Shop order
      </label>
      <select
        id="shop-orderby"
        name="orderby"
        aria-label="Shop order"
        ref={select}
        defaultValue={state.orderby}
        className="field h-10 w-auto min-w-0 py-2 pr-8 text-base max-md:flex-1"
        onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
      >
        {ORDERBY_VALUES.map((value) => (
          <option key={value} value={value}>
            {ORDERBY_LABELS[value]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="btn-secondary h-10 shrink-0 py-2">
          Sort
        </button>
      )}
    </Form>
  );
}
