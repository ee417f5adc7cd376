import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { wishlistAddPath } from "~/lib/hrefs";
import { Icon } from "~/ui/icon";
import type { ProductActionTarget } from "~/ui/product-actions-slot";
import { useHydrated } from "~/ui/use-hydrated";
import { useLazyModule } from "~/ui/use-lazy-module";
import { REDIRECT_DELAY_MS } from "../wishlist-rules";
import { wishlistMessages } from "../wishlist.messages";
import type { WishlistAnswer } from "../wishlist.types";
import { isInWishlists, refreshWishlistState, setWishlistState, useWishlistState } from "../wishlist-store";

const loadDialog = () => import("./wishlist-dialog");

/** What the product form holds now: the variation found (its hidden field) and the chosen options. */
function readProductForm(form: HTMLFormElement | null | undefined) {
  const choice: Record<string, string> = {};
  let variationId: number | null = null;
  let complete = true;
  if (form) {
    for (const [key, value] of new FormData(form)) {
      if (typeof value !== "string") continue;
      if (key.startsWith("attribute_")) {
        choice[key] = value;
        if (value === "") complete = false;
      } else if (key === "variation_id" && /^\d+$/.test(value)) variationId = Number(value);
    }
  }
  return { choice, variationId, complete };
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
  const navigate = useNavigate();
  const known = useWishlistState();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [dialogModule, loadDialogModule] = useLazyModule(loadDialog);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [popup, setPopup] = useState<{ message: string; url?: string; seq: number } | null>(null);
  const [alertText, setAlertText] = useState("");
  const [busy, setBusy] = useState(false);
  const [formState, setFormState] = useState(() => ({ variationId: null as number | null, complete: !isVariable }));

  // The product page's form changes as options are chosen: read it again after each change.
  useEffect(() => {
    const form = placement === "page" ? buttonRef.current?.form : null;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const now = readProductForm(form);
        setFormState({
          variationId: now.variationId,
          complete: now.complete && (!isVariable || now.variationId != null),
        });
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
  }, [placement, isVariable]);

  const variationId = placement === "page" ? formState.variationId : null;
  const pressed = isInWishlists(known, productId, variationId);
  const needsChoice = isVariable && !formState.complete;

  const showAnswer = useCallback(
    (answer: WishlistAnswer) => {
      if (answer.state) setWishlistState(answer.state);
      setPopup({ message: answer.msg, url: answer.status ? answer.url : undefined, seq: Date.now() });
      if (answer.redirect) {
        const target = answer.redirect;
        setTimeout(() => navigate(target), REDIRECT_DELAY_MS);
      }
    },
    [navigate],
  );

  async function send(form: FormData): Promise<WishlistAnswer | null> {
    form.set("_js", "1");
    setBusy(true);
    try {
      const response = await fetch(wishlistAddPath, {
        method: "POST",
        body: form,
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      return (await response.json()) as WishlistAnswer;
    } catch {
      return { status: false, msg: wishlistMessages.badRequest };
    } finally {
      setBusy(false);
    }
  }

  function baseForm(): FormData {
    const now = readProductForm(placement === "page" ? buttonRef.current?.form : null);
    const form = new FormData();
    form.set("product_id", String(productId));
    if (now.variationId) form.set("variation_id", String(now.variationId));
    for (const [field, value] of Object.entries(now.choice)) form.set(field, value);
    form.set("return_to", returnTo);
    return form;
  }

  async function onPress(event: React.MouseEvent<HTMLButtonElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (busy) return;
    const form = baseForm();
    if (pressed && known?.simpleFlow) {
      form.set("product_action", "remove");
      const [answer] = await Promise.all([send(form), loadDialogModule()]);
      if (answer) showAnswer(answer);
      return;
    }
    if (needsChoice) {
      // The owner may allow parent products: the server decides, and words the refusal.
      form.set("wishlist_id", "");
      const [answer] = await Promise.all([send(form), loadDialogModule()]);
      if (answer && !answer.status) setAlertText(answer.msg);
      else if (answer) showAnswer(answer);
      return;
    }
    await Promise.all([loadDialogModule(), known ? Promise.resolve() : refreshWishlistState()]);
    setDialogOpen(true);
  }

  const label = placement === "card" ? `Add “${productName}” to wishlist` : "Add to wishlist";
  const button = (
    <button
      ref={buttonRef}
      type={hydrated ? "button" : "submit"}
      formAction={placement === "page" ? wishlistAddPath : undefined}
      formMethod={placement === "page" ? "post" : undefined}
      onClick={onPress}
      onPointerEnter={() => void loadDialogModule().catch(() => undefined)}
      onFocus={() => void loadDialogModule().catch(() => undefined)}
      aria-label={placement === "card" ? label : undefined}
      aria-pressed={hydrated ? pressed : undefined}
      aria-disabled={hydrated && needsChoice ? true : undefined}
      aria-busy={busy || undefined}
      className={`${placement === "card" ? "inline-flex size-10 items-center justify-center rounded-full hover:bg-[var(--surface-2)]" : "btn-ghost"} ${hydrated && needsChoice ? "opacity-60" : ""} aria-pressed:text-accent-700`}
      data-wishlist-button=""
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
      {dialogModule && dialogOpen ? (
        <dialogModule.ChooseWishlistDialog
          productId={productId}
          productName={productName}
          variationId={variationId}
          choice={placement === "page" ? readProductForm(buttonRef.current?.form).choice : {}}
          returnTo={returnTo}
          lists={known?.lists ?? []}
          onClose={() => setDialogOpen(false)}
          send={send}
          onDone={(answer) => {
            setDialogOpen(false);
            showAnswer(answer);
          }}
        />
      ) : null}
      {dialogModule && popup ? (
        <dialogModule.MessagePopup
          key={popup.seq}
          message={popup.message}
          viewUrl={popup.url}
          onClose={() => setPopup(null)}
        />
      ) : null}
    </>
  );
}
