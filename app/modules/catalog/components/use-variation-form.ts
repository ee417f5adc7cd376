import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { catalogMessages } from "../catalog.messages";
import type { ProductAttribute, ProductPage } from "../catalog.types";
import { variationFields } from "../purchase";
import { addToCartButtonState, lookUpVariation, optionStates, type Choice, type OptionState } from "../variation";

/** The first variation check runs 100 ms after the form loads; the variation area shows after 300 ms. */
const FIRST_CHECK_MS = 100;
const SHOW_AREA_MS = 300;

/**
 * The variation form's state: the choice, the variation it finds (looked up locally, the
 * variation data being in the page), the state of every option and of the add-to-cart
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

  const lookup = isVariable ? lookUpVariation(product.variations, fields, choice) : null;
  const variation = lookup?.kind === "found" ? lookup.variation : null;
  const buttonState = lookup ? addToCartButtonState(lookup) : product.isInStock ? "enabled" : "unavailable";

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
      product.variations,
      a.field,
      a.terms.map((t) => t.slug),
      checked ? choice : {},
    );
  }

  const choose = (field: string, value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setAnnouncement("");
  };
  const clear = () => {
    setChoice({});
    setAnnouncement(catalogMessages.reset);
    firstSelectRef.current?.focus();
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
