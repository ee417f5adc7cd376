import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { isRefusedOnLeave, isValidStepperValue, stepDown, stepUp } from "./stepper-rules";
import { Icon } from "./icon";
import { useHydrated } from "./use-hydrated";
import { ReservedForScript } from "./reserved-for-script";

/**
 * A quantity field with minus and plus (rules in stepper-rules.ts). The field is a plain
 * number input, so it works without JavaScript; the buttons appear once the script runs,
 * as they need it. A typed value below min, not a number, or above max (when max > 0) is
 * answered with the invalid-quantity alert and the previous value comes back, on leaving the
 * field or on Enter. (Adding more than the limit is told the limit itself, by the add to cart and
 * by the server.)
 */
export function QuantityStepper({
  value,
  onValueChange,
  invalidMessage,
  name = "quantity",
  min = 0,
  max,
  step,
  miniCart,
  onInvalid,
  className,
  variationId,
  describedBy,
}: {
  value: string;
  onValueChange: (value: string) => void;
  /** What the shopper is told when a typed value cannot be taken (the value then reverts). */
  invalidMessage: string;
  name?: string;
  min?: number;
  /** 0 = no maximum. */
  max?: number;
  /** Default 1 (stepper-rules.ts). */
  step?: number;
  /** Mini cart: min defaults to 1 and minus stops at one step. */
  miniCart?: boolean;
  /** Shows the alert elsewhere (for example the page's alert region) instead of under the field. */
  onInvalid?: (message: string) => void;
  /** The wrapper's classes; the field and buttons take theirs from it (`[&_input]:w-10`). */
  className?: string;
  /** A cart line's variation, carried as `data-variation_id` for scripts that read the cart's markup. */
  variationId?: number | null;
  /** The id of what describes the field (its bounds in words). */
  describedBy?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [alert, setAlert] = useState<string | null>(null);
  const effectiveMin = miniCart && min === 0 ? 1 : min;
  const bounds = { min: effectiveMin, max, step };
  // The last value the field took: the one it was given, or one since typed or stepped that passed.
  const lastValid = useRef(value);
  useEffect(() => {
    if (isValidStepperValue(value, bounds)) lastValid.current = value;
  });

  const report = () => (onInvalid ?? setAlert)(invalidMessage);

  // A quantity typed before the page's script took over is still in the field when it mounts,
  // but the next render would put the served value back: adopt it, or answer it like a typed
  // value the field cannot take.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === value) return;
    if (isValidStepperValue(input.value, bounds)) {
      lastValid.current = input.value;
      onValueChange(input.value);
    } else {
      report();
      input.value = value;
    }
    // Once, when the field mounts: later values come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /** Whether the typed value stands; otherwise the alert shows and the previous value comes back. */
  const commit = () => {
    if (!isRefusedOnLeave(value, lastValid.current, bounds)) {
      lastValid.current = value;
      setAlert(null);
      return true;
    }
    report();
    onValueChange(lastValid.current);
    return false;
  };
  const move = (direction: -1 | 1) => {
    const current = Number(value);
    const next = (direction < 0 ? stepDown : stepUp)(current, bounds, { miniCart });
    if (next === null) return;
    setAlert(null);
    onValueChange(String(next));
  };
  const button = "inline-flex size-11 items-center justify-center text-[var(--text)] hover:bg-[var(--surface-2)]";

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        Quantity
      </label>
      <div className="flex w-fit overflow-hidden rounded-lg border border-[var(--border)] bg-[var(--surface)]">
        {hydrated ? (
          <button type="button" className={button} aria-label="Decrease quantity" onClick={() => move(-1)}>
            <Icon name="minus" className="size-4" />
          </button>
        ) : (
          <ReservedForScript className="size-11" />
        )}
        <input
          ref={inputRef}
          id={id}
          type="number"
          name={name}
          data-variation_id={variationId}
          aria-describedby={describedBy}
          inputMode="numeric"
          min={effectiveMin}
          max={max || undefined}
          step={step}
          value={value}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          onBlur={commit}
          // Enter commits a typed value as leaving the field does: the mini cart's field has no form
          // that Enter would submit, and a value the field cannot take is not sent on with a form.
          onKeyDown={(e) => {
            if (e.key === "Enter" && !commit()) e.preventDefault();
          }}
          className="tabular h-11 w-16 border-0 bg-transparent text-center text-base [appearance:textfield] focus-visible:outline-offset-0 [&::-webkit-inner-spin-button]:appearance-none"
        />
        {hydrated ? (
          <button type="button" className={button} aria-label="Increase quantity" onClick={() => move(1)}>
            <Icon name="plus" className="size-4" />
          </button>
        ) : (
          <ReservedForScript className="size-11" />
        )}
      </div>
      {!onInvalid && alert ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {alert}
        </p>
      ) : null}
    </div>
  );
}
