import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/ui/link";
import { useFormatMoney } from "~/ui/money-format";
import { QuantityStepper } from "~/ui/quantity-stepper";
import { RowThumbnail } from "~/ui/row-thumbnail";
import { useHydrated } from "~/ui/use-hydrated";
import { catalogMessages } from "~/modules/catalog/catalog.messages";
import type { CartActionData, CartLineView } from "../cart.types";
import { quantityFieldName } from "../cart-fields";
import { removeButton } from "./cart-line-remove";

/**
 * The cart lines in one form: quantities (cart[<line id>][qty]) sent by "Update cart"
 * (intent update). Each line's remove button belongs to its own small form (intent remove,
 * line_id), so pressing Enter in a quantity updates the cart instead of removing a line.
 * With JavaScript, "Update cart" is disabled until a quantity differs from the cart's, so a
 * press (or Enter) with nothing changed sends nothing; without it, the button always posts.
 */
export function CartTable({
  lines,
  action,
  onInvalid,
}: {
  lines: CartLineView[];
  action: string;
  onInvalid: (message: string) => void;
}) {
  const update = useFetcher<CartActionData>({ key: "cart-update" });
  const remove = useFetcher<CartActionData>({ key: "cart-remove" });
  const money = useFormatMoney();
  const busy = update.state !== "idle" || remove.state !== "idle";
  const hydrated = useHydrated();
  // The lines whose typed quantity differs from the cart's.
  const [changedLines, setChangedLines] = useState<ReadonlySet<number>>(() => new Set());
  const onChangedChange = useCallback((lineId: number, changed: boolean) => {
    setChangedLines((current) => {
      if (current.has(lineId) === changed) return current;
      const next = new Set(current);
      if (changed) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  }, []);
  const nothingChanged = !lines.some((l) => changedLines.has(l.lineId));
  return (
    <>
      <update.Form method="post" action={action} id="cart-form" aria-busy={busy} noValidate>
        {/* On the narrowest phones the table scrolls inside itself, never the page; the padding keeps focus rings in view. */}
        <div className="-mx-1 overflow-x-auto px-1">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Products in your cart</caption>
            <thead className="border-b border-[var(--border)] text-sm">
              <tr>
                <th scope="col" className="py-2">
                  <span className="sr-only">Remove item</span>
                </th>
                {/* Below 768 px the picture gives its room to the product's name and the quantity's buttons. */}
                <th scope="col" className="py-2 max-md:hidden">
                  <span className="sr-only">Image</span>
                </th>
                <th scope="col" className="py-2 pr-3">
                  Product
                </th>
                <th scope="col" className="hidden py-2 pr-3 md:table-cell">
                  Price
                </th>
                <th scope="col" className="py-2 pr-3">
                  Quantity
                </th>
                <th scope="col" className="py-2 text-right max-[379px]:hidden">
                  Subtotal
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <CartRow
                  key={line.lineId}
                  line={line}
                  money={money}
                  onInvalid={onInvalid}
                  onChangedChange={onChangedChange}
                />
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 flex justify-end">
          <button
            type="submit"
            name="intent"
            value="update"
            className="btn-secondary"
            disabled={busy || (hydrated && nothingChanged)}
          >
            {update.state !== "idle" ? "Updating…" : "Update cart"}
          </button>
        </div>
      </update.Form>
      {lines.map((line) => (
        <remove.Form key={line.lineId} method="post" action={action} id={`remove-line-${line.lineId}`} hidden>
          <input type="hidden" name="line_id" value={line.lineId} />
        </remove.Form>
      ))}
    </>
  );
}

function CartRow({
  line,
  money,
  onInvalid,
  onChangedChange,
}: {
  line: CartLineView;
  money: (c: number) => string;
  onInvalid: (m: string) => void;
  /** Told whether the typed quantity differs from the cart's, whenever that changes. */
  onChangedChange: (lineId: number, changed: boolean) => void;
}) {
  const [qty, setQty] = useState(String(line.quantity));
  // The server's quantity wins after every update (for example when a line was merged).
  // Follow the server's quantity only when it really changes, so a value typed before the
  // page's script loaded is not overwritten on the first render.
  const servedQuantity = useRef(line.quantity);
  useEffect(() => {
    if (servedQuantity.current === line.quantity) return;
    servedQuantity.current = line.quantity;
    setQty(String(line.quantity));
  }, [line.quantity]);
  const typed = qty.trim();
  const changed = !line.soldIndividually && (typed === "" || Number(typed) !== line.quantity);
  useEffect(() => onChangedChange(line.lineId, changed), [onChangedChange, line.lineId, changed]);
  return (
    <tr className="border-b border-[var(--border)] align-middle">
      <td className="py-4 pr-2">
        <button
          type="submit"
          form={`remove-line-${line.lineId}`}
          name="intent"
          value="remove"
          aria-label={`Remove “${line.name}” from cart`}
          data-product_id={line.productId}
          className={removeButton}
        >
          <span aria-hidden="true">×</span>
        </button>
      </td>
      <td className="py-4 pr-3 max-md:hidden">
        <RowThumbnail src={line.imageUrl} alt={line.imageAlt} />
      </td>
      <td className="py-4 pr-3 wrap-anywhere">
        <Link to={line.url} className="font-semibold hover:text-accent-700">
          {line.name}
        </Link>
        {line.options ? <p className="muted text-sm">{line.options}</p> : null}
        <p className="muted text-sm md:hidden tabular">{money(line.unitPrice)}</p>
        {/* Below 380 px the subtotal column gives way, and the line's subtotal shows here. */}
        <p className="text-sm font-semibold tabular min-[380px]:hidden">Subtotal: {money(line.lineTotal)}</p>
        {line.problem ? <p className="text-sm text-red-700">{line.problem}</p> : null}
      </td>
      <td className="hidden py-4 pr-3 tabular md:table-cell">
        {line.regularPrice > line.unitPrice ? (
          <>
            <del className="muted mr-1">
              <span className="sr-only">Original price: </span>
              {money(line.regularPrice)}
            </del>
            <ins className="no-underline">
              <span className="sr-only">Current price: </span>
              {money(line.unitPrice)}
            </ins>
          </>
        ) : (
          money(line.unitPrice)
        )}
      </td>
      <td className="py-4 pr-3">
        {line.soldIndividually ? (
          <>
            <span className="tabular">1</span>
            <input type="hidden" name={quantityFieldName(line.lineId)} value="1" />
          </>
        ) : (
          <QuantityStepper
            name={quantityFieldName(line.lineId)}
            value={qty}
            onValueChange={setQty}
            min={0}
            max={line.maxQty}
            step={line.step}
            onInvalid={onInvalid}
            invalidMessage={catalogMessages.invalidQuantity}
            // Below 768 px the stepper's buttons and field narrow (the buttons keep their 44 px
            // height), so a line's subtotal stays in the table's box beside a long product name.
            className="max-md:[&_button]:w-9 max-md:[&_input]:w-10"
            variationId={line.variationId}
          />
        )}
      </td>
      <td className="py-4 text-right font-semibold tabular max-[379px]:hidden">{money(line.lineTotal)}</td>
    </tr>
  );
}
