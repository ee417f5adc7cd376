import { useEffect, useRef, useState } from "react";
import { wishlistAddPath } from "~/lib/hrefs";
import { Icon } from "~/ui/icon";
import type { ProductActionTarget } from "~/ui/product-actions-slot";
import { useHydrated } from "~/ui/use-hydrated";
import { useShopData } from "~/lib/use-shop-data";
import { useLazyModule } from "~/ui/use-lazy-module";
import type { WishlistPress } from "../wishlist.types";
import { isInWishlists, useWishlistState } from "../use-wishlist-state";

const loadFlow = () => import("./wishlist-dialog");

/** What the product form holds now: the variation found (its hidden field) and the chosen options. */
function readProductForm(form: HTMLFormElement | null | undefined) {
  const fields = form ? new FormData(form) : null;
  const choice: Record<string, string> = {};
  fields?.forEach((value, key) => {
    if (key.startsWith("attribute_") && typeof value === "string") choice[key] = value;
  });
  return { choice, variationId: Number(fields?.get("variation_id")) || null };
}

/**
 * Add to wishlist, on the product page (inside its add-to-cart form, so the chosen options go
 * along) and on listing cards (a form of its own). Without JavaScript it posts to /wishlist/add,
 * which asks which list. With it, the "Choose wishlist" dialog (loaded on first use) picks or
 * names the list, the add runs in the background, and the message popup shows the answer. It is
 * pressed when the product (or the chosen variation) is in a list; for a variable product it
 * looks disabled until a variation is chosen, and a press then says why.
 */
export function WishlistButton({ productId, productName, isVariable, returnTo, placement }: ProductActionTarget) {
  const hydrated = useHydrated();
  const known = useWishlistState();
  const { wishlistProductIds } = useShopData();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [flowModule, loadFlowModule] = useLazyModule(loadFlow);
  const [press, setPress] = useState<WishlistPress | null>(null);
  const [alertText, setAlertText] = useState("");
  const [variationId, setVariationId] = useState<number | null>(null);

  // The product page's form changes as options are chosen: read it again after each change.
  useEffect(() => {
    const form = placement === "page" ? buttonRef.current?.form : null;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      // A change of options also clears "Please select some product options…" from an earlier press.
      timer = setTimeout(() => {
        setVariationId(readProductForm(form).variationId);
        setAlertText("");
      }, 0);
    };
    read();
    form.addEventListener("change", read);
    form.addEventListener("click", read);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("change", read);
      form.removeEventListener("click", read);
    };
  }, [placement]);

  // The server's word (the root loader's) until the browser's state is known: so the button shows
  // pressed without JavaScript too, and the first render in the browser matches the page.
  const pressed = known ? isInWishlists(known, productId, variationId) : wishlistProductIds.includes(productId);
  // Until a variation is chosen a variable product waits for one, unless the owner lets its parent in.
  const needsChoice = isVariable && !variationId && !known?.allowParentVariable;

  async function onPress(event: React.MouseEvent<HTMLButtonElement>) {
    // Handled whenever the script runs, `hydrated` or not yet: in the moment between, the button is
    // still a submit button of the product form, whose own handler would take the press for Add to
    // cart.
    event.preventDefault();
    const now = readProductForm(placement === "page" ? buttonRef.current?.form : null);
    setAlertText("");
    await loadFlowModule();
    setPress({
      seq: Date.now(),
      variationId: now.variationId,
      choice: now.choice,
      mode: pressed && known?.simpleFlow ? "remove" : needsChoice ? "direct" : "choose",
    });
  }

  const label = placement === "card" ? `Add “${productName}” to wishlist` : "Add to wishlist";
  const button = (
    <button
      ref={buttonRef}
      type={hydrated ? "button" : "submit"}
      formAction={placement === "page" ? wishlistAddPath : undefined}
      onClick={onPress}
      onPointerEnter={() => void loadFlowModule().catch(() => undefined)}
      aria-label={placement === "card" ? label : undefined}
      aria-pressed={pressed}
      aria-disabled={hydrated && needsChoice ? true : undefined}
      className={`${placement === "card" ? "relative inline-flex size-10 lg:size-11 items-center justify-center rounded-full hover:bg-[var(--surface-2)]" : "btn-ghost"} ${hydrated && needsChoice ? "*:opacity-60" : ""} aria-pressed:text-accent-700`}
    >
      <Icon name="heart" className={`size-5 ${pressed ? "fill-current" : ""}`} />
      {placement === "page" ? label : null}
    </button>
  );

  return (
    <>
      {placement === "card" ? (
        <form method="post" action={wishlistAddPath} className="contents">
          <input type="hidden" name="product_id" value={productId} />
          <input type="hidden" name="return_to" value={returnTo} />
          {button}
        </form>
      ) : (
        button
      )}
      <span role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300 empty:hidden">
        {alertText}
      </span>
      {flowModule && press ? (
        <flowModule.WishlistFlow
          key={press.seq}
          press={press}
          productId={productId}
          productName={productName}
          returnTo={returnTo}
          onRefused={setAlertText}
          returnFocusTo={buttonRef}
        />
      ) : null}
    </>
  );
}
