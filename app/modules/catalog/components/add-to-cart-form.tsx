import { useEffect, useId, useRef, useState } from "react";
import { productHref } from "~/lib/hrefs";
import { QuantityStepper } from "~/ui/quantity-stepper";
import { ProductActions } from "~/ui/product-actions-slot";
import { useHydrated } from "~/ui/use-hydrated";
import { addToCartAction, useAddToCart } from "~/modules/cart/use-add-to-cart";
import { catalogMessages } from "../catalog.messages";
import { minQuantityLabel } from "../quantity.messages";
import type { ProductPage } from "../catalog.types";
import { checkAddQuantity, clampForVariation, isAddBlockedByMax } from "../purchase-limits";
import { cartLimit } from "../variation-form";
import { isUnavailableInStock } from "../variation";
import type { VariationFormState } from "./use-variation-form";
import { VariationSelects } from "./variation-selects";

/** The availability is checked again this long after the cart changes (an add, a remove, a refresh). */
const RECHECK_MS = 25;

/**
 * The product page's add-to-cart form: options, quantity, Add to cart and Buy now. It posts
 * to the one add-to-cart endpoint, so it works without JavaScript (the server answers with
 * the page and a notice); with it, the same checks run first in the browser and the add
 * runs in the background.
 */
export function AddToCartForm({
  product,
  form,
  inCart,
  qtyWarning,
  qtyMaxWarning,
  onAdded,
  opensMiniCart = true,
}: {
  product: ProductPage;
  form: VariationFormState;
  /** What the cart already holds of this product, by stockKey. */
  inCart: Record<string, number>;
  qtyWarning: string;
  qtyMaxWarning: string;
  onAdded: (message: string) => void;
  /**
   * Add to cart opens the mini cart at the click (the product page). Quick view, a dialog itself,
   * leaves it to open after the add; Buy now never opens it, since it goes on to checkout.
   */
  opensMiniCart?: boolean;
}) {
  const hydrated = useHydrated();
  const { variation, buttonState, isVariable } = form;
  const pageUrl = productHref(product.slug);
  const [alertText, setAlertText] = useState("");
  const [alertSeq, setAlertSeq] = useState(0);
  const showAlert = (message: string) => {
    setAlertText(message);
    setAlertSeq((n) => n + 1);
  };
  // Each answer once: a form built again over an add already answered (another choice in the
  // address, quick view opened again) says nothing of it.
  const { add, isLoading } = useAddToCart(`product-add-${product.id}`, {
    onAnswer: (answer) => {
      if (answer.ok) onAdded(answer.message);
      // A request that failed or timed out is silent here (the mini cart closes); a refusal says why.
      else if (!answer.productUrl && !answer.requestFailed) showAlert(answer.message);
    },
  });

  const soldIndividually = variation ? variation.is_sold_individually === "yes" : product.soldIndividually;
  const minQty = variation?.min_qty ?? product.minQty;
  const maxQty = variation ? variation.max_qty : product.maxQty;
  const [quantity, setQuantity] = useState(String(product.minQty));
  const minHintId = useId();
  const variationId = variation?.variation_id;
  useEffect(() => {
    if (!form.checked || !variation) return;
    setQuantity((q) => String(clampForVariation(q, variation.min_qty, variation.max_qty)));
    // Only when a different variation is found, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.checked, variationId]);

  // A new choice clears the last alert.
  useEffect(() => setAlertText(""), [form.choice]);

  // The controls placed in the form (Add to wishlist) read the found variation from its field when
  // an option changes. The field is filled in without one: as the script takes over a page whose
  // address chose a variation, and when the server has looked a variation up. The form then tells
  // them of the new value as an option's change does.
  useEffect(() => {
    if (isVariable && hydrated) form.formRef.current?.dispatchEvent(new Event("change"));
    // Only when the field appears or another variation is found (or none is).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variationId, hydrated]);

  // The max-quantity availability: the cart quantities come back with every revalidation
  // (after this page's add, a remove elsewhere, any cart refresh), so each render checks
  // again; one more check follows 25 ms after those changes, for state that settles late.
  const limit = cartLimit(product, variation, inCart);
  const maxBlocked = isAddBlockedByMax({ ...limit, quantity: soldIndividually ? 1 : quantity });
  const [, setRecheck] = useState(0);
  useEffect(() => {
    if (isLoading) return;
    const t = setTimeout(() => setRecheck((n) => n + 1), RECHECK_MS);
    return () => clearTimeout(t);
  }, [isLoading, inCart]);

  // A typed quantity the field cannot take is answered when the field loses focus, and a press of
  // Add to cart or Buy now is what takes the focus away: that press sends nothing (the field has
  // its previous value back and the alert says why), as Enter in the field sends nothing.
  // 0: no press under way; 1: Add to cart or Buy now is being pressed; 2: and the field refused its quantity.
  const press = useRef(0);
  const onQuantityInvalid = (message: string) => {
    if (press.current) press.current = 2;
    showAlert(message);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = press.current > 1;
    press.current = 0;
    if (refused) return;
    if (buttonState === "selection-needed") return showAlert(catalogMessages.selectionNeeded);
    if (buttonState === "unavailable") return showAlert(catalogMessages.unavailable);
    const check = checkAddQuantity({
      quantity: soldIndividually ? 1 : quantity,
      ...limit,
      qtyWarning,
      qtyMaxWarning,
      // Worded as the server words it, so the page says the same with JavaScript and without.
      soldIndividuallyWarning: soldIndividually ? product.soldIndividuallyWarning : undefined,
    });
    if (!check.ok) return showAlert(check.message);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    setAlertText("");
    add(new FormData(event.currentTarget, submitter), {
      opensMiniCart: opensMiniCart && submitter?.value !== "buy-now",
    });
  };

  // A choice that matches nothing, or a variation in stock that cannot be bought, is explained in
  // the form's status (once: not again while the alert of a press says the same).
  const unavailableInStock = variation != null && isUnavailableInStock(variation);
  const choiceMessage = form.noMatch ? catalogMessages.noMatch : unavailableInStock ? catalogMessages.unavailable : "";
  const statusText = choiceMessage && alertText !== choiceMessage ? choiceMessage : form.announcement;
  const availability = variation
    ? unavailableInStock
      ? ""
      : variation.availability
    : isVariable
      ? ""
      : product.availability;
  const inStock = variation ? variation.is_in_stock : product.isInStock;
  // Only the script marks the buttons disabled: without it the server decides on the posted
  // options and quantity (and says why it refuses), so the served page must not claim a
  // working button is disabled. Still focusable and clickable, so that a click can say why.
  const disabledLook = hydrated && (buttonState !== "enabled" || maxBlocked);

  return (
    <form
      ref={form.formRef}
      method="post"
      action={addToCartAction}
      onSubmit={onSubmit}
      onPointerDown={(e) => {
        press.current = (e.target as Element).closest("[type=submit]") ? 1 : 0;
      }}
      // The shop, not the browser, says what is wrong with a quantity, in its own words (the
      // limit named), with JavaScript and without it (then the server answers).
      noValidate
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="return_to" value={pageUrl} />
      {isVariable ? (
        <>
          {/* Only the script keeps this in step with the options; without it the posted options
              alone say what is added (a served id would go stale as soon as an option changes). */}
          {hydrated ? <input type="hidden" name="variation_id" value={variation?.variation_id ?? ""} /> : null}
          <VariationSelects
            attributes={form.attributes}
            choice={form.choice}
            states={form.optionStates}
            onChoose={form.choose}
            onClear={form.clear}
            clearHref={pageUrl}
            firstSelectRef={form.firstSelectRef}
          />
        </>
      ) : null}
      {/* The variation area: the messages and the chosen variation's availability. Without
          JavaScript a variable product's "Check availability" button comes first. With it the
          button and the messages share one place, as tall as the button at least: the button
          shows there until the script takes over (the messages wait, unseen, in the same room),
          then the messages do, so neither that moment nor a found variation moves what follows. */}
      <div className="grid gap-5">
        {!isVariable ? null : !hydrated ? (
          // Without JavaScript the page shows a chosen variation by its address (a GET of the options).
          <button
            type="submit"
            formMethod="get"
            formAction={pageUrl}
            name="intent"
            value="choose"
            className="btn-secondary justify-self-start in-[.js]:[grid-area:1/1]"
          >
            Check availability
          </button>
        ) : (
          <span aria-hidden="true" className="btn-secondary invisible justify-self-start [grid-area:1/1]">
            &nbsp;
          </span>
        )}
        {/* Live regions stay in place (empty) so screen readers hear what appears in them. */}
        <div className={isVariable ? `in-[.js]:[grid-area:1/1] ${hydrated ? "" : "in-[.js]:invisible"}` : ""}>
          <div role="status" className="text-base [&:not(:empty)]:py-1">
            {statusText}
          </div>
          <div
            role="alert"
            key={alertSeq}
            className="text-base font-semibold text-red-800 dark:text-red-300 [&:not(:empty)]:py-1"
          >
            {alertText}
          </div>
          {availability ? (
            <p
              className={`m-0 mt-1 inline-flex items-center gap-2 text-base font-semibold transition-opacity duration-300 ${form.areaShown || !isVariable ? "opacity-100" : "opacity-0"} ${inStock ? "text-green-800 dark:text-green-300" : "rounded-md border border-red-700 px-2 py-0.5 text-red-800 dark:text-red-300"}`}
            >
              {availability}
            </p>
          ) : null}
        </div>
      </div>
      {/* The quantity's minimum in words, when one add must put more than 1 in the cart. */}
      <p id={minHintId} className="-mb-3 text-sm empty:hidden">
        {minQty > 1 && `${minQuantityLabel} ${minQty}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {soldIndividually ? (
          <input type="hidden" name="quantity" value="1" />
        ) : (
          <QuantityStepper
            value={quantity}
            onValueChange={setQuantity}
            min={minQty}
            max={maxQty}
            invalidMessage={catalogMessages.invalidQuantity}
            onInvalid={onQuantityInvalid}
            describedBy={minHintId}
          />
        )}
        <button
          type="submit"
          name="intent"
          value="add-to-cart"
          aria-disabled={disabledLook || undefined}
          aria-busy={isLoading || undefined}
          data-state={isLoading ? "loading" : undefined}
          className={`btn-primary min-w-40 gap-2 ${disabledLook ? "cursor-not-allowed opacity-60" : ""} ${isLoading ? "cursor-progress opacity-80" : ""}`}
        >
          {isLoading ? (
            <span
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              aria-hidden="true"
            />
          ) : null}
          Add to cart
        </button>
        <button
          type="submit"
          name="intent"
          value="buy-now"
          aria-disabled={disabledLook || undefined}
          className={`btn-secondary ${disabledLook ? "cursor-not-allowed opacity-60" : ""}`}
        >
          Buy now
        </button>
        <ProductActions
          productId={product.id}
          productName={product.name}
          isVariable={isVariable}
          returnTo={pageUrl}
          placement="page"
        />
      </div>
    </form>
  );
}
