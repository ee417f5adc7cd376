import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/ui/link";
import { cartPath } from "~/lib/hrefs";
import { useFormatMoney } from "~/ui/money-format";
import { QuantityStepper } from "~/ui/quantity-stepper";
import { catalogMessages } from "~/modules/catalog/catalog.messages";
import { isValidStepperValue } from "~/ui/stepper-rules";
import type { CartActionData, CartLineView } from "../cart.types";
import { quantityFieldName } from "../cart-fields";
import { cartQueue } from "../cart-request-queue";
import { MINI_CART_EDIT_DELAY_MS } from "../mini-cart-rules";
import { CartTable } from "./cart-table";
import { RemoveLineForm, removeButton, useLineFailure } from "./cart-line-remove";
import { CartWidgetLines } from "./cart-widget-lines";

export type CartLinesLayout = "page" | "drawer" | "widget";

/**
 * The cart's lines, drawn the same way wherever the cart is shown: `page` (the cart page's table
 * in its Update cart form), `drawer` (the mini cart: a stepper per line, editable in place, and
 * Remove) and `widget` (the listing sidebar: a link and Remove per line). Every change goes to the
 * cart page's action (/cart/) and the root loader refreshes the cart everywhere.
 */
export function CartLines({
  lines,
  layout,
  onInvalid,
  onFailure,
}: {
  lines: CartLineView[];
  layout: CartLinesLayout;
  /** A typed quantity the stepper cannot take. */
  onInvalid: (message: string) => void;
  /** A quantity change the server did not take (drawer). */
  onFailure?: (message: string) => void;
}) {
  if (layout === "page") return <CartTable lines={lines} action={cartPath} onInvalid={onInvalid} />;
  if (layout === "widget") return <CartWidgetLines lines={lines} />;
  return (
    <ul className="divide-y divide-[var(--border)]">
      {lines.map((line) => (
        <li key={line.lineId} className="py-3">
          <DrawerLine line={line} onInvalid={onInvalid} onFailure={onFailure} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A mini-cart line: its stepper (mini-cart rules: min 1, minus blocked at the step) changes the
 * quantity in place. Quick clicks are coalesced: the request leaves MINI_CART_EDIT_DELAY_MS after
 * the last one and carries the final quantity, one request at a time (the cart queue). The line
 * shows its own progress while its change is pending.
 */
function DrawerLine({
  line,
  onInvalid,
  onFailure,
}: {
  line: CartLineView;
  onInvalid: (message: string) => void;
  onFailure?: (message: string) => void;
}) {
  const money = useFormatMoney();
  const update = useFetcher<CartActionData>({ key: `cart-line-qty-${line.lineId}` });
  const [qty, setQty] = useState(String(line.quantity));
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const served = useRef(line.quantity);
  useEffect(() => {
    if (served.current === line.quantity) return;
    served.current = line.quantity;
    if (timer.current === undefined) setQty(String(line.quantity));
  }, [line.quantity]);
  // The change waiting for the next click: sent at once when the line goes away (the drawer
  // closed, or the shopper left the page) instead of being dropped, so no change is lost.
  const waitingValue = useRef<string | null>(null);
  const submit = update.submit;
  const send = useRef((value: string) => void value);
  send.current = (value: string) => {
    waitingValue.current = null;
    if (Number(value) === served.current) return;
    const form = new FormData();
    form.set("intent", "update");
    form.set(quantityFieldName(line.lineId), value);
    void cartQueue.enqueue(() => submit(form, { method: "post", action: cartPath })).catch(() => undefined);
  };
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (waitingValue.current !== null) send.current(waitingValue.current);
    },
    [],
  );
  useLineFailure(update.data, update.state === "idle", (message) => {
    setQty(String(line.quantity));
    onFailure?.(message);
  });

  const bounds = { min: Math.max(1, line.minQty), max: line.maxQty, step: line.step };
  const change = (value: string) => {
    setQty(value);
    window.clearTimeout(timer.current);
    timer.current = undefined;
    waitingValue.current = null;
    if (!isValidStepperValue(value, bounds)) return;
    setWaiting(true);
    waitingValue.current = value;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      setWaiting(false);
      send.current(value);
    }, MINI_CART_EDIT_DELAY_MS);
  };
  const pending = waiting || update.state !== "idle";
  return (
    <div className="flex gap-3" aria-busy={pending}>
      {line.imageUrl ? (
        <img src={line.imageUrl} alt="" width={56} height={56} className="size-14 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="block size-14 shrink-0 rounded-lg bg-[var(--surface-2)]" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={line.url} className="font-semibold hover:text-accent-700">
            {line.name}
          </Link>
          <RemoveLineForm line={line} className={removeButton} />
        </div>
        {line.options ? <p className="muted text-sm">{line.options}</p> : null}
        {line.problem ? <p className="text-sm text-red-700">{line.problem}</p> : null}
        {/* On the narrowest phones the line's total goes below the stepper rather than past the edge. */}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          {line.soldIndividually ? (
            <span className="tabular text-sm">× 1</span>
          ) : (
            <QuantityStepper
              name={quantityFieldName(line.lineId)}
              value={qty}
              onValueChange={change}
              min={line.minQty > 1 ? line.minQty : 0}
              max={line.maxQty}
              step={line.step}
              miniCart
              onInvalid={onInvalid}
              invalidMessage={catalogMessages.invalidQuantity}
              variationId={line.variationId}
            />
          )}
          <span className="tabular font-semibold">
            {pending ? <span className="sr-only">Updating… </span> : null}
            {money(line.lineTotal)}
          </span>
        </div>
      </div>
    </div>
  );
}
