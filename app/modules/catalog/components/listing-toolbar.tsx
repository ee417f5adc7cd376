import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
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
 * The result count as a polite live region. It is announced when it changes and announced
 * again 2 s later (spec section 9), by changing an invisible trailing character.
 */
export function ResultCount({ text }: { text: string }) {
  const [echo, setEcho] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setEcho((e) => !e), 2000);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="muted tabular text-base" data-result-count="">
      {text}
      <span className="sr-only">{echo ? "\u00a0" : ""}</span>
    </p>
  );
}
