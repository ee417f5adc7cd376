/** Where the currency symbol goes, as the store setting currency_pos says. */
export type CurrencyPosition = "left" | "right" | "left_space" | "right_space";

export interface MoneyFormat {
  currencySymbol: string;
  currencyPosition: CurrencyPosition;
  decimals: number;
}

export const defaultMoneyFormat: MoneyFormat = { currencySymbol: "$", currencyPosition: "left", decimals: 2 };

/**
 * The amount of whole cents as text with `decimals` places, thousands grouped by commas, as
 * `Intl.NumberFormat("en-US")` writes it (halves rounded up). Done by hand because a browser's
 * first `Intl.NumberFormat` loads its number data, which took 30–50 ms of a phone's main thread
 * while the page was being taken over; prices are on nearly every page.
 */
function amountText(cents: number, decimals: number): string {
  let whole: number;
  let fraction: string;
  if (decimals >= 2) {
    whole = Math.floor(cents / 100);
    fraction = String(cents % 100).padStart(2, "0") + "0".repeat(decimals - 2);
  } else {
    const scale = 10 ** decimals;
    const rounded = Math.round(cents / 10 ** (2 - decimals));
    whole = Math.floor(rounded / scale);
    fraction = decimals > 0 ? String(rounded % scale).padStart(decimals, "0") : "";
  }
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** The one way integer cents become text: 1999 → "$19.99" (or "19.99 $", … per currency_pos). */
export function formatMoney(cents: number, format: MoneyFormat = defaultMoneyFormat): string {
  const negative = cents < 0;
  const amount = amountText(Math.round(Math.abs(cents)), format.decimals);
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

/** Whole cents as a plain decimal amount for machines (structured data): 1999 → "19.99", no symbol or grouping. */
export function decimalAmount(cents: number): string {
  const abs = Math.round(Math.abs(cents));
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
