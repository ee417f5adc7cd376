import { createContext, useCallback, useContext, type ReactNode } from "react";
import { defaultMoneyFormat, formatMoney, type MoneyFormat } from "~/lib/money";

const MoneyFormatContext = createContext<MoneyFormat>(defaultMoneyFormat);

/** Gives every price below it the store's currency settings (provided once, around the page). */
export function MoneyFormatProvider({ format, children }: { format: MoneyFormat; children: ReactNode }) {
  return <MoneyFormatContext value={format}>{children}</MoneyFormatContext>;
}

/** Formats cents with the store's currency settings. */
export function useFormatMoney(): (cents: number) => string {
  const format = useContext(MoneyFormatContext);
  return useCallback((cents: number) => formatMoney(cents, format), [format]);
}
