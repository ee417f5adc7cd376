import { Link } from "~/ui/link";
import { useFormatMoney } from "~/ui/money-format";
import type { CartLineView } from "../cart.types";
import { RemoveLineForm, removeButton } from "./cart-line-remove";

/**
 * The cart's lines in the `widget` layout (the listing sidebar): a link and Remove per line. Kept
 * apart from the page and drawer layouts (cart-lines.tsx) so the listing, which shows only this one,
 * does not load the steppers and the cart table.
 */
export function CartWidgetLines({ lines }: { lines: CartLineView[] }) {
  return (
    <ul className="space-y-2">
      {lines.map((line) => (
        <li key={line.lineId}>
          <WidgetLine line={line} />
        </li>
      ))}
    </ul>
  );
}

function WidgetLine({ line }: { line: CartLineView }) {
  const money = useFormatMoney();
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <div className="min-w-0">
        <Link to={line.url} className="font-semibold hover:text-accent-700">
          {line.name}
        </Link>
        <p className="muted tabular">
          {line.quantity} × {money(line.unitPrice)}
        </p>
      </div>
      <RemoveLineForm line={line} className={removeButton} />
    </div>
  );
}
