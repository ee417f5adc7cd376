import { useId } from "react";
import { useFormatMoney } from "~/ui/money-format";
import { cartMessages } from "../cart.messages";
import { freeShippingProgress, type FreeShippingSettings } from "../free-shipping";

/**
 * The free-shipping progress bar: a progressbar "Free shipping progress" (0–100, marked success at
 * 100) with the message beside it. Nothing when the threshold is off. The confetti is run by the
 * cart watcher (use-cart-watch.ts), which sees every change of the cart.
 */
export function FreeShippingBar({
  subtotal,
  settings,
  className = "",
}: {
  subtotal: number;
  settings: FreeShippingSettings;
  className?: string;
}) {
  const money = useFormatMoney();
  const messageId = useId();
  const progress = freeShippingProgress(subtotal, settings);
  if (!progress) return null;
  const message = progress.reached
    ? cartMessages.freeShippingReached
    : cartMessages.freeShippingLeft(money(progress.remaining));
  return (
    <div className={`free-shipping ${className}`} data-success={progress.reached ? "true" : undefined}>
      <p className="text-sm" id={messageId}>
        {message}
      </p>
      <div
        role="progressbar"
        aria-label="Free shipping progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-describedby={messageId}
        data-progress={progress.percent}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-[var(--surface-2)]"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${progress.reached ? "bg-green-600" : "bg-accent-700"}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
