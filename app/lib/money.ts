/** Where the currency symbol goes, as the store setting currency_pos says. */
export type CurrencyPosition = "left" | "right" | "left_space" | "right_space";

export interface MoneyFormat {
  currencySymbol: string;
  currencyPosition: CurrencyPosition;
  decimals: number;
}

export const defaultMoneyFormat: MoneyFormat = { currencySymbol: "$", currencyPosition: "left", decimals: 2 };

const numberFormats = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number): Intl.NumberFormat {
  let f = numberFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, f);
  }
  return f;
}

/** The one way integer cents become text: 1999 → "$19.99" (or "19.99 $", … per currency_pos). */
export function formatMoney(cents: number, format: MoneyFormat = defaultMoneyFormat): string {
  const negative = cents < 0;
  const amount = numberFormat(format.decimals).format(Math.abs(cents) / 100);
  const sym = format.currencySymbol;
  let text: string;
  switch (format.currencyPosition) {
    case "right":
      text = `${amount}${sym}`;
      break;
    case "left_space":
      text = `${sym}\u00a0${amount}`;
      break;
    case "right_space":
      text = `${amount}\u00a0${sym}`;
      break;
    default:
      text = `${sym}${amount}`;
  }
  return negative ? `-${text}` : text;
}
