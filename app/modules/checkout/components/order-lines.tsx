import { useFormatMoney } from "~/ui/money-format";

export interface OrderLine {
  name: string;
  quantity: number;
  /** The chosen options ("Color: Black, Size: M"), or "". */
  options: string;
  lineTotal: number;
  /** Why the line cannot be bought now (checkout only), or null. */
  problem?: string | null;
}

/** The order's products with quantity, options and line total: the checkout's review and the confirmation. */
export function OrderLines({ lines, className = "" }: { lines: OrderLine[]; className?: string }) {
  const money = useFormatMoney();
  return (
    <table className={`tabular w-full text-left ${className}`}>
      <thead>
        <tr className="border-b border-[var(--border)]">
          <th scope="col" className="py-2">
            Product
          </th>
          <th scope="col" className="py-2 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i} className="border-b border-[var(--border)]">
            <td className="py-3">
              {l.name} <span className="muted">× {l.quantity}</span>
              {l.options ? <span className="muted block text-sm">{l.options}</span> : null}
              {l.problem ? <span className="block text-sm text-red-700">{l.problem}</span> : null}
            </td>
            <td className="py-3 text-right font-semibold">{money(l.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
