import { useFormatMoney } from "./money-format";

/**
 * A price as shoppers read it: the regular price struck through beside the sale price, or a
 * "from – to" range for variable products. Screen readers hear "Original price … Current price …".
 */
export function Price({
  price,
  regular,
  max,
  className = "",
}: {
  price: number;
  regular?: number | null;
  max?: number | null;
  className?: string;
}) {
  const money = useFormatMoney();
  if (max != null && max > price) {
    return (
      <span className={`tabular ${className}`}>
        {money(price)} <span aria-hidden="true">–</span>
        <span className="sr-only">to</span> {money(max)}
      </span>
    );
  }
  if (regular != null && regular > price) {
    return (
      <span className={`tabular ${className}`}>
        <del className="muted mr-2 font-normal">
          <span className="sr-only">Original price: </span>
          {money(regular)}
        </del>
        <ins className="no-underline font-bold">
          <span className="sr-only">Current price: </span>
          {money(price)}
        </ins>
      </span>
    );
  }
  return <span className={`tabular ${className}`}>{money(price)}</span>;
}
