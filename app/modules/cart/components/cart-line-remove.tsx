import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { cartPath } from "~/lib/hrefs";
import type { CartActionData, CartLineView } from "../cart.types";
import { cartQueue } from "../cart-request-queue";

/** Reports a line change the server did not take, once per answer. */
export function useLineFailure(data: CartActionData | undefined, idle: boolean, onFailure?: (message: string) => void) {
  const reported = useRef<CartActionData | undefined>(undefined);
  useEffect(() => {
    if (!idle || !data || data.ok || reported.current === data) return;
    reported.current = data;
    onFailure?.(data.message);
  }, [data, idle, onFailure]);
}

/**
 * Remove `Remove “{name}” from cart`: a form posting to the cart page, sent through the cart queue
 * with JavaScript. A removal that fails in the background (no answer, a server error, a refusal) is
 * sent again as the page's own form, as without JavaScript: the cart page then shows the cart as
 * it is, with the outcome.
 */
export function RemoveLineForm({ line, className }: { line: CartLineView; className: string }) {
  const remove = useFetcher<CartActionData>({ key: `cart-line-remove-${line.lineId}` });
  const busy = remove.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const sendAsPage = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    // The native submit (no submit event, so neither handler takes it) sends no button: the intent goes as a field.
    form.append(Object.assign(document.createElement("input"), { type: "hidden", name: "intent", value: "remove" }));
    HTMLFormElement.prototype.submit.call(form);
  }, []);
  useLineFailure(remove.data, !busy, sendAsPage);
  return (
    <remove.Form
      ref={formRef}
      method="post"
      action={cartPath}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const form = new FormData(event.currentTarget);
        form.set("intent", "remove");
        void cartQueue.enqueue(() => remove.submit(form, { method: "post", action: cartPath })).catch(() => undefined);
      }}
    >
      <input type="hidden" name="line_id" value={line.lineId} />
      <button
        type="submit"
        name="intent"
        value="remove"
        aria-label={`Remove “${line.name}” from cart`}
        data-product_id={line.productId}
        // Marked, not disabled, while the removal runs: a disabled button would drop the focus.
        aria-disabled={busy || undefined}
        className={className}
      >
        <span aria-hidden="true">×</span>
      </button>
    </remove.Form>
  );
}

export const removeButton =
  "inline-flex size-9 items-center justify-center rounded-full text-xl leading-none hover:bg-[var(--surface-2)] hover:text-red-700 aria-disabled:opacity-40";
