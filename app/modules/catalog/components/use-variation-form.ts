import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { variationLookUpHref } from "~/lib/hrefs";
import { catalogMessages } from "../catalog.messages";
import type { ProductAttribute, ProductPage } from "../catalog.types";
import { variationFields } from "../purchase";
import {
  addToCartButtonState,
  isChoiceComplete,
  lookUpVariation,
  optionStates,
  type Choice,
  type OptionState,
  type Variation,
  type VariationLookup,
} from "../variation";

/** The first variation check runs 100 ms after the form loads; the variation area shows after 300 ms. */
const FIRST_CHECK_MS = 100;
const SHOW_AREA_MS = 300;

/**
 * The variation form's state: the choice, the variation it finds (looked up locally when the
 * variation data is in the page, else on the server), the state of every option and of the add-to-cart
 * button, and Clear. The add-to-cart form, and later the wishlist button, the sticky summary
 * and quick view, read the same state.
 */
export function useVariationForm(product: ProductPage, initialChoice: Choice) {
  const isVariable = product.type === "variable";
  const fields = variationFields(product);
  const attributes = product.attributes.filter((a) => a.isVariation);
  const formRef = useRef<HTMLFormElement>(null);
  const firstSelectRef = useRef<HTMLElement | null>(null);
  const [choice, setChoice] = useState<Choice>(initialChoice);
  const [announcement, setAnnouncement] = useState("");

  // On a slow connection a shopper can pick options before the script takes over. The first
  // render after that would put the served values back, so the options showing in the page
  // when it mounts become the choice (before paint, ahead of the first variation check).
  useLayoutEffect(() => {
    const shown = choiceInForm(formRef.current, attributes);
    if (shown) setChoice((c) => (sameChoice(c, shown) ? c : shown));
    // Only once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const server = useServerLookUp(product, fields, choice);
  const lookup = !isVariable ? null : server ? server.lookup : lookUpVariation(product.variations, fields, choice);
  const variation = lookup?.kind === "found" ? lookup.variation : null;
  // When the server could not be asked (a dropped connection), the add goes ahead with the chosen
  // options, which the server resolves as it does without JavaScript, rather than asking the shopper
  // for options already chosen.
  const buttonState = !lookup
    ? product.isInStock
      ? "enabled"
      : "unavailable"
    : server?.failed
      ? "enabled"
      : addToCartButtonState(lookup);

  const [checked, setChecked] = useState(false);
  const [areaShown, setAreaShown] = useState(variation != null);
  useEffect(() => {
    const check = setTimeout(() => setChecked(true), FIRST_CHECK_MS);
    const show = setTimeout(() => setAreaShown(true), SHOW_AREA_MS);
    return () => {
      clearTimeout(check);
      clearTimeout(show);
    };
  }, []);

  // Before the first check (and without JavaScript) only options no variation uses are
  // left out: the served page must let a shopper pick any other combination.
  const optionStatesByField: Record<string, Record<string, OptionState>> = {};
  for (const a of attributes) {
    optionStatesByField[a.field] = optionStates(
      product.variationRules ?? product.variations,
      a.field,
      a.terms.map((t) => t.slug),
      checked ? choice : {},
    );
  }

  const choose = (field: string, value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setAnnouncement("");
  };
  // Focus moves once the cleared choice has rendered: until then the first option may still be
  // disabled (it did not combine with the old choice), and focusing it would drop focus to the page.
  const focusFirstAfterClear = useRef(false);
  useEffect(() => {
    if (!focusFirstAfterClear.current) return;
    focusFirstAfterClear.current = false;
    firstSelectRef.current?.focus();
  }, [choice]);
  const clear = () => {
    setChoice({});
    setAnnouncement(catalogMessages.reset);
    focusFirstAfterClear.current = true;
  };

  const noMatch = lookup?.kind === "none";
  return {
    isVariable,
    attributes,
    choice,
    choose,
    clear,
    lookup,
    variation,
    buttonState,
    checked,
    areaShown,
    noMatch,
    announcement,
    optionStates: optionStatesByField,
    formRef,
    firstSelectRef,
  };
}

export type VariationFormState = ReturnType<typeof useVariationForm>;

/** The server look-up's client, loaded only by pages of products whose choices it looks up. */
const loadFetchVariation = () => import("./fetch-variation");

/**
 * The look-up on the server, for a product whose page does not carry every variation
 * (`variationRules` set; decision 037); null for the others. The answer is kept with the choice
 * it answers, so a late answer never shows for a newer choice, and a new choice abandons the
 * request in flight. The choice the page was served with is answered by the page itself (the
 * loader put its variation, if it has one, in `variations`), so the first render, with or
 * without JavaScript, already shows it. Asking again for an earlier choice is cheap: the answer
 * may be kept by the browser's cache.
 */
function useServerLookUp(product: ProductPage, fields: string[], choice: Choice) {
  const rules = product.variationRules;
  const [answer, setAnswer] = useState(() => ({
    choice,
    lookup: (product.variations[0]
      ? { kind: "found", variation: product.variations[0] }
      : { kind: "none" }) as VariationLookup<Variation>,
  }));
  const asks = rules != null && isChoiceComplete(fields, choice) && answer.choice !== choice;
  // The choice whose look-up failed (not abandoned): choosing again asks again.
  const [failed, setFailed] = useState<Choice | null>(null);
  useEffect(() => {
    if (!asks) return;
    const request = new AbortController();
    loadFetchVariation()
      .then(({ fetchVariation }) =>
        // In the form's order, so one choice always has one address (one copy in the browser's cache).
        fetchVariation(
          variationLookUpHref(product.slug, Object.fromEntries(fields.map((f) => [f, choice[f]]))),
          request.signal,
        ),
      )
      .then(
        (lookup) => request.signal.aborted || setAnswer({ choice, lookup }),
        // Abandoned for a newer choice: nothing to show. Failed: nothing to show either, and adding
        // to the cart resolves the choice on the server (choosing again asks again).
        () => request.signal.aborted || setFailed(choice),
      );
    return () => request.abort();
    // A new choice (a new object) is a new question; the product and its fields stay the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asks, choice]);

  if (!rules) return null;
  // While the answer is on its way, nothing is found yet (as for an incomplete choice).
  const lookup: VariationLookup<Variation> =
    asks || !isChoiceComplete(fields, choice) ? { kind: "incomplete" } : answer.lookup;
  return { lookup, failed: asks && failed === choice };
}

/** The options the selects show right now, kept only where they name a term of the attribute. */
function choiceInForm(
  form: HTMLFormElement | null,
  attributes: Pick<ProductAttribute, "field" | "terms">[],
): Choice | null {
  if (!form) return null;
  const choice: Choice = {};
  for (const a of attributes) {
    // A select, or the swatches' radios (a RadioNodeList, whose value is the checked one's).
    const control = form.elements.namedItem(a.field);
    if (!(control instanceof HTMLSelectElement) && !(control instanceof RadioNodeList)) continue;
    const value = control.value;
    if (a.terms.some((t) => t.slug === value)) choice[a.field] = value;
  }
  return choice;
}

function sameChoice(a: Choice, b: Choice): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a[k] ?? "") !== (b[k] ?? "")) return false;
  return true;
}
