import { useEffect, useRef } from "react";
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

/** Remove `Remove “{name}” from cart`: a form posting to the cart page, sent through the cart queue with JavaScript. */
export function RemoveLineForm({
  line,
  onFailure,
  className,
}: {
  line: CartLineView;
  onFailure?: (message: string) => void;
  className: string;
}) {
  const remove = useFetcher<CartActionData>({ key: `cart-line-remove-${line.lineId}` });
  const busy = remove.state !== "idle";
  useLineFailure(remove.data, !busy, onFailure);
  return (
    <remove.Form
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
