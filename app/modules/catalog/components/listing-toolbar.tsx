import { useEffect, useState } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { ORDERBY_LABELS, ORDERBY_VALUES, listingBasePath, listingQuery, type ListingState } from "../listing-url";

/**
 * The sort select. It applies at once with JS; without JS the "Sort" button submits the GET
 * form, whose hidden fields keep the other filters (and leave out the page: back to page 1).
 */
export function OrderForm({ state }: { state: ListingState }) {
  const submit = useSubmit();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const kept = [...listingQuery({ ...state, orderby: "menu_order" }).entries()];
  return (
    <Form method="get" action={listingBasePath(state.category)} className="ml-auto flex items-center gap-2" data-shop-order="">
      {kept.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <label htmlFor="shop-orderby" className="sr-only">Shop order</label>
      <select
        id="shop-orderby"
        name="orderby"
        aria-label="Shop order"
        defaultValue={state.orderby}
        key={state.orderby}
        className="field w-auto max-w-[15rem] py-2 pr-8 text-base"
        onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
      >
        {ORDERBY_VALUES.map((value) => <option key={value} value={value}>{ORDERBY_LABELS[value]}</option>)}
      </select>
      {hydrated ? null : <button type="submit" className="btn-secondary py-2">Sort</button>}
    </Form>
  );
}

/**
 * The result count as a polite live region, announced again 2 s after the page shows it or
 * the count changes (spec section 9): the text node is re-created, which screen readers
 * announce even though the words are the same.
 */
export function ResultCount({ text }: { text: string }) {
  const [round, setRound] = useState(0);
  // A new sort or filter is a new location even when the count's words stay the same.
  const { key } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => setRound((r) => r + 1), 2000);
    return () => clearTimeout(timer);
  }, [text, key]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="muted tabular text-base" data-result-count="" data-announced={round}>
      <span key={round}>{text}</span>
    </p>
  );
}
